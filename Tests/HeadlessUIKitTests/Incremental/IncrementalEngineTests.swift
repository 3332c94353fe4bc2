import SwiftLayoutEngine
import Testing

@testable import HeadlessUIKit

/// The tree's engine is updated in place, not rebuilt.
///
/// Activating adds rows for the new constraint only, deactivating removes its rows only, and a
/// constant or an optional priority changes the solver's constraint where it is. Observed through the solver constraint each
/// layout constraint stands for in the tree's engine.
@MainActor
@Suite("The engine is updated incrementally")
struct IncrementalEngineTests {
  /// The solver constraint that stands for each of `constraints`, by identity (`nil` for none).
  func solverIdentities(_ constraints: [NSLayoutConstraint]) -> [ObjectIdentifier?] {
    constraints.map { $0.solverConstraint.map(ObjectIdentifier.init) }
  }

  @Test("Constants, priorities, activation and deactivation change only what they touch")
  func inPlaceUpdates() throws {
    let root = makeRoot(width: 300, height: 300)
    let box = makeView("box", in: root)
    let badge = makeView("badge", in: root)
    let width = box.widthAnchor.constraint(equalToConstant: 100)
    let preferred = box.heightAnchor.constraint(equalToConstant: 40)
    preferred.priority = .defaultHigh
    let constraints = [
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      width, preferred,
      box.heightAnchor.constraint(lessThanOrEqualToConstant: 60),
    ]
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    let engine = try #require(root.layoutTree.engine)
    let solver = engine.solver
    let before = solverIdentities(constraints)
    #expect(before.allSatisfy { $0 != nil })
    #expect(box.frame == CGRect(x: 20, y: 10, width: 100, height: 40))

    // A constant: the same solver constraint, edited in place.
    width.constant = 150
    root.layoutIfNeeded()
    #expect(box.frame.width == 150)
    #expect(root.layoutTree.engine === engine)
    #expect(solverIdentities(constraints) == before)
    #expect(solver.constantOf(width) == -150)

    // An optional priority to another optional one: in place too.
    preferred.priority = UILayoutPriority(700)
    preferred.constant = 80
    root.layoutIfNeeded()
    #expect(box.frame.height == 60)
    #expect(solverIdentities(constraints) == before)

    // Activating a constraint adds it alone.
    let badgeConstraints = [
      badge.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 4),
      badge.leadingAnchor.constraint(equalTo: box.leadingAnchor),
      badge.widthAnchor.constraint(equalToConstant: 10),
      badge.heightAnchor.constraint(equalToConstant: 10),
    ]
    NSLayoutConstraint.activate(badgeConstraints)
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 20, y: 74, width: 10, height: 10))
    #expect(solverIdentities(constraints) == before)
    #expect(root.layoutTree.engine === engine)
    let added = solverIdentities(badgeConstraints)
    #expect(added.allSatisfy { $0 != nil })

    // Deactivating one removes it alone: its solver constraint leaves the solver.
    let removed = try #require(badgeConstraints[1].solverConstraint)
    badgeConstraints[1].isActive = false
    badgeConstraints[1].isActive = true
    badgeConstraints[1].constant = 5
    root.layoutIfNeeded()
    #expect(!solver.hasConstraint(removed))
    #expect(
      badgeConstraints[1].solverConstraint.map(ObjectIdentifier.init) != ObjectIdentifier(removed))
    #expect(badge.frame.minX == 25)
    #expect(solverIdentities(constraints) == before)
    var others = added
    others.remove(at: 1)
    var now = solverIdentities(badgeConstraints)
    now.remove(at: 1)
    #expect(now == others)
  }
}

extension Solver {
  /// The constant the solver holds for a layout constraint's solver constraint, if it holds it.
  @MainActor
  func constantOf(_ constraint: NSLayoutConstraint) -> Double? {
    guard let solverConstraint = constraint.solverConstraint, hasConstraint(solverConstraint)
    else { return nil }
    return solverConstraint.expression.constant
  }
}
