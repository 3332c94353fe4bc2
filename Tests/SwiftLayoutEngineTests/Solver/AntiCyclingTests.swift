import Testing

@testable import SwiftLayoutEngine

/// Degenerate systems where the simplex could pivot forever: every optimisation must end.
@Suite struct AntiCyclingTests {
  @Test("Removing a constraint from a degenerate system with priority levels returns")
  func removalInDegenerateSystemEnds() throws {
    let log = try OperationLog.reproduction("solver-hang.ops")
    let replay = OperationReplay()
    for operation in log.operations { replay.apply(operation) }
    #expect(replay.violatedRequiredConstraints().isEmpty)
    expectSound(replay.solver)
    // The same constraints added to a fresh solver reach the same optimum.
    let fresh = Solver()
    for constraint in replay.held {
      try fresh.addConstraint(
        Constraint(constraint.expression, constraint.relation, strength: constraint.strength))
    }
    let scale = Swift.max(1, Swift.abs(fresh.objectiveValue))
    #expect(Swift.abs(fresh.objectiveValue - replay.solver.objectiveValue) <= 1e-9 * scale)
  }
}
