import Testing

@testable import SwiftLayoutEngine

/// `Constraint` is `Sendable`: solvers on different threads may hold the same constraint, and
/// each must find its own record of it, whichever solver holds the constraint's hint.
@Suite struct SharedConstraintTests {
  /// Adds and removes the shared constraints many times over, checking after each step that
  /// the solver knows exactly which of them it holds; returns how many checks failed.
  static func lostRecords(_ constraints: [Constraint], rounds: Int, offset: Int) -> Int {
    let solver = Solver()
    solver.checksInvariantsAfterEachOperation = false
    for index in 0..<offset { try? solver.addConstraint(Variable("own\(index)") >= 0) }
    var failures = 0
    for _ in 0..<rounds {
      for constraint in constraints {
        if (try? solver.addConstraint(constraint)) == nil { failures += 1 }
        if !solver.hasConstraint(constraint) { failures += 1 }
        // A second add of a held constraint must be refused as a duplicate.
        if (try? solver.addConstraint(constraint)) != nil { failures += 1 }
      }
      for constraint in constraints {
        if (try? solver.removeConstraint(constraint)) == nil { failures += 1 }
        if solver.hasConstraint(constraint) { failures += 1 }
      }
    }
    return failures
  }

  @Test("Solvers on several threads sharing constraints each keep their own records")
  func solversOnSeveralThreadsKeepTheirOwnRecords() async {
    let variables = (0..<8).map { Variable("v\($0)") }
    let constraints = variables.map { ($0 >= 1) | .weak }
    let tasks = (0..<4).map { index in
      let order = index % 2 == 0 ? constraints : constraints.reversed()
      return Task.detached {
        Self.lostRecords(order, rounds: 2_500, offset: index)
      }
    }
    var failures = 0
    for task in tasks { failures += await task.value }
    #expect(failures == 0)
    // Every solver is gone: no hint is left claimed.
    #expect(constraints.allSatisfy { $0.recordHint == -1 })
  }
}
