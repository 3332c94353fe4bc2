import Testing

@testable import SwiftLayoutEngine

@Suite("Solver: a variable held by several solvers")
struct SymbolHintTests {
  @Test("Interleaved adds and removes in two solvers keep each solver's solution")
  func variableInTwoSolvers() throws {
    let first = Solver()
    let second = Solver()
    let x = Variable("x")
    let y = Variable("y")
    // Different symbol ids for x in the two solvers: y comes first in the second one.
    try second.addConstraint(y == 3)
    let firstX = x == 10
    try first.addConstraint(firstX)
    try second.addConstraint(x == y + 1)
    try first.addConstraint(y == x * 2)
    try second.addConstraint((x >= 0) | .weak)
    first.updateVariables()
    #expect(x.value == 10)
    #expect(y.value == 20)
    second.updateAllVariables()
    #expect(x.value == 4)
    #expect(y.value == 3)
    try first.removeConstraint(firstX)
    try first.addConstraint(x == 7)
    first.updateAllVariables()
    #expect(x.value == 7)
    #expect(y.value == 14)
    second.updateAllVariables()
    #expect(x.value == 4)
  }

  @Test("A solver letting go of a variable with the same symbol keeps the other solver's hint")
  func sameSymbolInTwoSolvers() throws {
    let first = Solver()
    let second = Solver()
    let x = Variable("x")
    let y = Variable("y")
    // x is the first symbol of both solvers: the first holds it by its hint, the second by
    // its dictionary.
    try first.addConstraint(x == 10)
    let secondX = x == 5
    try second.addConstraint(secondX)
    try second.removeConstraint(secondX)
    try first.addConstraint(y == x + 1)
    first.updateAllVariables()
    #expect(x.value == 10)
    #expect(y.value == 11)
    #expect(!first.isAmbiguous(x))
    #expect(second.isAmbiguous(x))
  }

  @Test("A constraint held by two solvers is found, removed and re-added in each")
  func constraintInTwoSolvers() throws {
    let first = Solver()
    let second = Solver()
    let x = Variable("x")
    let shared = x == 10
    try first.addConstraint(shared)
    try second.addConstraint(shared)
    #expect(first.hasConstraint(shared))
    #expect(second.hasConstraint(shared))
    // Both hold it in their first slot; removing it from the second keeps the first's hint.
    try second.removeConstraint(shared)
    #expect(first.hasConstraint(shared))
    #expect(!second.hasConstraint(shared))
    try first.removeConstraint(shared)
    #expect(!first.hasConstraint(shared))
    try second.addConstraint(shared)
    try first.addConstraint(shared)
    try first.setConstant(-4, for: shared)
    first.updateAllVariables()
    #expect(x.value == 4)
    second.updateAllVariables()
    #expect(x.value == 10)
    #expect(throws: SolverError.self) { try second.addConstraint(shared) }
  }

  @Test("A solver that goes away leaves no hints behind")
  func hintsReleasedWithSolver() throws {
    let x = Variable("x")
    let constraint = x == 3
    do {
      let solver = Solver()
      try solver.addConstraint(constraint)
      #expect(x.symbolHint >= 0)
      #expect(constraint.recordHint >= 0)
    }
    #expect(x.symbolHint == -1)
    #expect(constraint.recordHint == -1)
    let solver = Solver()
    try solver.addConstraint(constraint)
    solver.reset()
    #expect(x.symbolHint == -1)
    #expect(constraint.recordHint == -1)
  }
}
