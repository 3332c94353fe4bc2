import Testing

@testable import SwiftLayoutEngine

/// `Variable` is `Sendable`: solvers on different threads may hold the same variables.
@Suite struct SharedVariableTests {
  /// How many conflicting required constraints one solver accepts.
  ///
  /// Adds `v == 1` and then `v == 2` (both required) for each shared variable, many times over,
  /// and counts the second adds accepted (each one is a conflict). `offset`
  /// private variables first make this solver's symbols differ from the other solvers'.
  static func acceptedConflicts(_ variables: [Variable], rounds: Int, offset: Int) -> Int {
    let solver = Solver()
    solver.checksInvariantsAfterEachOperation = false
    for index in 0..<offset { try? solver.addConstraint(Variable("own\(index)") >= 0) }
    var accepted = 0
    for _ in 0..<rounds {
      for variable in variables {
        let first = variable == 1
        let second = variable == 2
        guard (try? solver.addConstraint(first)) != nil else { continue }
        if (try? solver.addConstraint(second)) != nil {
          accepted += 1
          try? solver.removeConstraint(second)
        }
        try? solver.removeConstraint(first)
      }
    }
    return accepted
  }

  @Test("Solvers on several threads sharing variables refuse every conflicting constraint")
  func solversOnSeveralThreadsKeepTheirOwnSymbols() async {
    let variables = (0..<8).map { Variable("v\($0)") }
    let tasks = (0..<4).map { index in
      let order = index % 2 == 0 ? variables : variables.reversed()
      return Task.detached {
        Self.acceptedConflicts(order, rounds: 2_500, offset: 3 * index)
      }
    }
    var accepted = 0
    for task in tasks { accepted += await task.value }
    #expect(accepted == 0)
  }

  @Test("A variable held by two solvers is found by both, whichever claimed its hint")
  func bothSolversFindASharedVariable() throws {
    let x = Variable("x")
    let first = Solver()
    let second = Solver()
    try first.addConstraint(x == 1)
    try second.addConstraint(x == 2)
    #expect(throws: SolverError.self) { try first.addConstraint(x == 3) }
    #expect(throws: SolverError.self) { try second.addConstraint(x == 3) }
    #expect(first.currentValue(of: x) == 1)
    #expect(second.currentValue(of: x) == 2)
  }
}
