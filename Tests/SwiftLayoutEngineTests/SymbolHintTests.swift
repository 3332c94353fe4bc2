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
}
