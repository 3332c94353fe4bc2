import SwiftLayout
import Testing

/// Constants and priorities that UIKit refuses (it raises on a NaN priority or a non-finite
/// constant) are refused by the DSL's in-place updates with a diagnostic, never applied or
/// rounded to a valid value.
@MainActor
@Suite("Constraint updates with invalid values")
struct ConstraintUpdateValueTests {
  /// How an update is asked for: by `updateConstraints(identifier:)` or a `ConstraintUpdater`.
  enum Route: String, CaseIterable, CustomTestStringConvertible {
    case identifier
    case updater
    var testDescription: String { rawValue }
  }

  private func activate(
    _ root: UIView, _ child: UIView, priority: SLLayoutPriority
  ) -> (layout: some Layout, activation: Activation) {
    let layout = root.sublayout {
      child.anchors {
        Anchors.height.equalTo(constant: 10).identifier("h").priority(priority)
      }
    }
    return (layout, layout.active())
  }

  @Test(
    "A NaN priority is refused with a diagnostic; the constraint and the next update are intact",
    arguments: Route.allCases, [Float(750), 1000])
  func notANumberPriority(route: Route, declared: Float) {
    let root = makeView("root")
    let child = makeView("child")
    let (layout, activation) = activate(root, child, priority: SLLayoutPriority(declared))
    let before = describe(activation.constraints)
    let nan = SLLayoutPriority(Float.nan)
    switch route {
    case .identifier: #expect(activation.updateConstraints(identifier: "h", priority: nan) == 0)
    case .updater: activation.anchors("h").update(priority: nan)
    }
    #expect(describe(activation.constraints) == before)
    #expect(activation.constraints.allSatisfy { $0.isActive })
    #expect(activation.diagnostics.count == 1)
    #expect(activation.diagnostics.first?.message.contains("nan") == true)
    layout.update(fromActivation: activation)
    #expect(activation.lastUpdate == LayoutUpdateStatistics())
    #expect(describe(activation.constraints) == before)
  }

  @Test(
    "A constant that is not a finite number is refused with a diagnostic; the constant stays",
    arguments: Route.allCases, [CGFloat.nan, .infinity, -.infinity])
  func nonFiniteConstant(route: Route, constant: CGFloat) {
    let root = makeView("root")
    let child = makeView("child")
    let (layout, activation) = activate(root, child, priority: .defaultHigh)
    switch route {
    case .identifier:
      #expect(activation.updateConstraints(identifier: "h", constant: constant) == 0)
    case .updater: activation.anchors("h").update(constant: constant)
    }
    #expect(describe(activation.constraints) == ["child.height == 10 @750 #h"])
    #expect(activation.diagnostics.count == 1)
    #expect(activation.diagnostics.first?.message.contains("\(constant)") == true)
    // The activation compares the next update with the constant the constraint has.
    layout.update(fromActivation: activation)
    #expect(activation.lastUpdate == LayoutUpdateStatistics())
  }

  @Test("A valid constant given with a NaN priority is applied; the priority is refused")
  func validConstantWithNotANumberPriority() {
    let root = makeView("root")
    let child = makeView("child")
    let (_, activation) = activate(root, child, priority: .defaultHigh)
    #expect(
      activation.updateConstraints(
        identifier: "h", constant: 20, priority: SLLayoutPriority(Float.nan)) == 1)
    #expect(describe(activation.constraints) == ["child.height == 20 @750 #h"])
    #expect(activation.diagnostics.count == 1)
  }
}
