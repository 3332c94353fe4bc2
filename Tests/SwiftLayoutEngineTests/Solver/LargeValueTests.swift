import Testing

@testable import SwiftLayoutEngine

/// Huge values: refused beyond `Solver.maximumMagnitude`, contained below it, and gone without
/// a trace once they leave the system.
@Suite struct LargeValueTests {
  /// x, y = x + 10 and w = 2·y − 30, with x an edit variable and w ≥ 0 required.
  final class Chain {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let w = Variable("w")
    let offset: Constraint

    init() throws {
      offset = y == x + 10
      try solver.addConstraint(offset)
      try solver.addConstraint(w == 2 * y - 30)
      try solver.addConstraint(w >= 0)
      try solver.addConstraint((w == 50) | .weak)
      try solver.addEditVariable(x, strength: .strong)
    }

    var values: [Double] {
      solver.updateAllVariables()
      return [x.value, y.value, w.value]
    }
  }

  @Test("Suggesting 1e308 and then −1e308 is refused, and the next suggestion solves exactly")
  func overflowingSuggestionsAreRefused() throws {
    let chain = try Chain()
    #expect(throws: SolverError.self) { try chain.solver.suggestValue(1e308, for: chain.x) }
    #expect(throws: SolverError.self) { try chain.solver.suggestValue(-1e308, for: chain.x) }
    try chain.solver.suggestValue(5, for: chain.x)
    #expect(chain.values == [5, 15, 0])
    #expect(chain.solver.objectiveValue.isFinite)
  }

  @Test("A coefficient or constant beyond the bound is refused with valueOutOfRange")
  func outOfRangeConstraintsAreRefused() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    for constraint in [y == 1e31 * x, x == 1e308, x >= -1e40] {
      do {
        try solver.addConstraint(constraint)
        Issue.record("accepted \(constraint)")
      } catch {
        guard case .valueOutOfRange = error else {
          Issue.record("refused \(constraint) with \(error)")
          continue
        }
      }
      #expect(!solver.hasConstraint(constraint))
    }
    // y == 10·x with x = 1e308 would overflow: the value is refused, not solved to infinity.
    try solver.addConstraint(y == 10 * x)
    let pin = x == 0
    try solver.addConstraint(pin)
    #expect(throws: SolverError.self) { try solver.setConstant(-1e308, for: pin) }
    solver.updateVariables()
    #expect(x.value == 0 && y.value == 0)
  }

  @Test(
    "A suggestion taken to a huge value and back gives a fresh solver's values exactly",
    arguments: [1e17, -1e20, 3e29])
  func suggestionThroughHugeValue(huge: Double) throws {
    let chain = try Chain()
    try chain.solver.suggestValue(40, for: chain.x)
    let expected = chain.values
    try chain.solver.suggestValue(huge, for: chain.x)
    let during = chain.values
    #expect(during.allSatisfy { $0.isFinite })
    try chain.solver.suggestValue(40, for: chain.x)
    #expect(chain.values == expected)
    #expect(expected == [40, 50, 70])
    expectSound(chain.solver)
  }

  @Test(
    "A constant taken to a huge value and back gives a fresh solver's values exactly",
    arguments: [1e17, 1e18, -5e25])
  func constantThroughHugeValue(huge: Double) throws {
    let chain = try Chain()
    try chain.solver.suggestValue(40, for: chain.x)
    let expected = chain.values
    try chain.solver.setConstant(-huge, for: chain.offset)
    try chain.solver.setConstant(-10, for: chain.offset)
    #expect(chain.values == expected)
    #expect(expected == [40, 50, 70])
    expectSound(chain.solver)
  }

  @Test("A constraint with a huge constant added and removed leaves no round-off behind")
  func hugeConstraintAddedAndRemoved() throws {
    let chain = try Chain()
    try chain.solver.suggestValue(7, for: chain.x)
    let expected = chain.values
    let huge = (chain.w == 1e18) | .required
    try chain.solver.removeEditVariable(chain.x)
    try chain.solver.addConstraint(huge)
    try chain.solver.removeConstraint(huge)
    try chain.solver.addEditVariable(chain.x, strength: .strong)
    try chain.solver.suggestValue(7, for: chain.x)
    #expect(chain.values == expected)
    expectSound(chain.solver)
  }
}
