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

  @Test("Suggesting 1e308 and then −1e308 is contained, and the next suggestion solves exactly")
  func overflowingSuggestionsAreContained() throws {
    let chain = try Chain()
    try chain.solver.suggestValue(1e308, for: chain.x)
    #expect(chain.values == [1e15, 1e15 + 10, 2e15 - 10])
    try chain.solver.suggestValue(-1e308, for: chain.x)
    let during = chain.values
    #expect(during.allSatisfy { $0.isFinite })
    try chain.solver.suggestValue(5, for: chain.x)
    #expect(chain.values == [5, 15, 0])
    #expect(chain.solver.objectiveValue.isFinite)
    expectSound(chain.solver)
  }

  @Test("A coefficient beyond the bound is refused; constants beyond it are limited to it")
  func outOfRangeNumbers() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let tooSteep = y == 1e16 * x
    do {
      try solver.addConstraint(tooSteep)
      Issue.record("accepted \(tooSteep)")
    } catch {
      if case .valueOutOfRange = error {} else { Issue.record("refused with \(error)") }
    }
    #expect(!solver.hasConstraint(tooSteep))
    // An upper bound at the largest double is harmless.
    try solver.addConstraint(x <= .greatestFiniteMagnitude)
    // y == 10·x with x pinned at 1e308 would overflow: x is held at 1e15 instead.
    try solver.addConstraint(y == 10 * x)
    let pin = x == 0
    try solver.addConstraint(pin)
    try solver.setConstant(-1e308, for: pin)
    #expect(pin.expression.constant == -1e308)
    solver.updateVariables()
    #expect(x.value == 1e15 && y.value == 1e16)
    try solver.setConstant(-3, for: pin)
    solver.updateVariables()

    #expect(x.value == 3 && y.value == 30)
    expectSound(solver)
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
