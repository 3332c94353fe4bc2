// What D1–D3 need of a screen: its layout, the same work by hand, and the changes the updates
// make.

// SwiftLayout is measured against HeadlessUIKit: where it speaks UIKit or AppKit, there is
// nothing to compare it with here.
#if !canImport(UIKit) && !canImport(AppKit)
import Foundation
import SwiftLayout

/// A screen D1–D3 run on (`DSLScreenH1`, H1's screen; `DSLBenchmarkScreen`, a grid).
@MainActor
protocol DSLBenchmarkWorkload: AnyObject {
  associatedtype Body: Layout
  /// The screen's layout, built from its current state.
  var layout: Body { get }
  var root: UIView { get }
  var viewCount: Int { get }
  /// How many constraints are installed in the tree (the benchmark's checksum).
  var installedConstraintCount: Int { get }
  /// Whether the branch D2 flips shows its other views.
  var flipped: Bool { get set }
  /// Makes the hierarchy and constraints with UIKit's API; returns the constraints.
  @discardableResult func activateByHand() -> [NSLayoutConstraint]
  /// Flips the branch by hand (D2's raw side).
  func flipBranchByHand()
  /// Changes the margins D3 changes (round 0: away from the initial values; odd rounds: back).
  func changeConstants(round: Int)
  /// Changes the same constants by hand in `constraints` (those `activateByHand()` made).
  func changeConstantsByHand(_ constraints: [NSLayoutConstraint])
  /// Changes the one constant D3one changes (round 0: away from the initial value).
  func changeOneConstant(round: Int)
}

extension DSLScreenH1: DSLBenchmarkWorkload {
  func changeConstants(round: Int) {
    inset = round % 2 == 0 ? 12 : 8
    spacing = round % 2 == 0 ? 6 : 8
  }

  func changeConstantsByHand(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints {
      // The cards' own constraints (a card's superview is the root).
      guard let view = constraint.firstItem as? UIView, view.superview === root else { continue }
      switch constraint.firstAttribute {
      case .top: constraint.constant = 6
      case .leading: constraint.constant = 12
      case .trailing: constraint.constant = -12
      default: break
      }
    }
  }

  func changeOneConstant(round: Int) {
    branchAccessoryWidth = round % 2 == 0 ? 16 : 12
  }
}

extension DSLBenchmarkScreen: DSLBenchmarkWorkload {
  func changeConstants(round: Int) {
    inset = round % 2 == 0 ? 12 : 8
    spacing = round % 2 == 0 ? 6 : 4
  }

  func changeConstantsByHand(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints {
      switch constraint.firstAttribute {
      case .leading where constraint.secondItem === root: constraint.constant = 12
      case .trailing: constraint.constant = -12
      case .top, .leading: constraint.constant = 6
      default: break
      }
    }
  }

  func changeOneConstant(round: Int) {
    tallRowHeight = round % 2 == 0 ? 64 : 44
  }
}
#endif
