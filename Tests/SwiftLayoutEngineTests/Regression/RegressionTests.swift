import Testing

@testable import SwiftLayoutEngine

@Suite("Solver: regressions from other solvers' bug trackers (X3–X9)")
struct RegressionTests {
  @Test("regression X3 (kiwi#15): a redundant all-dummy row with round-off does not abort")
  func redundantDummyRow() throws {
    let solver = Solver()
    let (x, y, z) = (Variable("x"), Variable("y"), Variable("z"))
    try solver.addConstraint(x == 0.1)
    try solver.addConstraint(y == 0.2)
    try solver.addConstraint(x + y == 0.3)  // 0.1 + 0.2 − 0.3 = 5.6e-17: redundant
    try solver.addConstraint(z >= x + y)
    try solver.addConstraint((z == 0) | .weak)
    try solver.addEditVariable(z, strength: .strong)
    for value in [-1.0, 0.3, 5, 0.29999999999, 0] {
      try solver.suggestValue(value, for: z)
      solver.updateVariables()
      #expect(z.value >= 0.3 - 1e-9)
    }
    expectSound(solver)
  }

  @Test("regression X4 (compnerd/cassowary#1): a repeated equality is redundant; 11 fails")
  func repeatedEquality() throws {
    let solver = Solver()
    let x = Variable("x")
    let first = x == 10
    try solver.addConstraint(first)
    let again = x == 10
    try solver.addConstraint(again)
    let eleven = x == 11
    let failure = unsatisfiable { () throws(SolverError) in try solver.addConstraint(eleven) }
    #expect(failure?.constraint === eleven)
    #expect(failure?.conflicting.count == 1)
    let blamed = failure?.conflicting.first
    #expect(blamed === first || blamed === again)
    expectSound(solver)
  }

  @Test("regression X5 (kiwi#20): required constraints hold after every suggestion")
  func largeProgram() throws {
    let solver = Solver()
    let (xl, xm, xr) = (Variable("xl"), Variable("xm"), Variable("xr"))
    let required = [2 * xm == xl + xr, xl + 10 <= xr, xr <= 100, xl >= 0]
    for constraint in required { try solver.addConstraint(constraint) }
    try solver.addEditVariable(xm, strength: .strong)
    for (value, expected) in [(70.0, 70.0), (0, 5), (200, 95)] {
      try solver.suggestValue(value, for: xm)
      solver.updateVariables()
      #expect(isClose(xm.value, expected))
      #expect(required.allSatisfy { holds($0) })
    }
    expectSound(solver)
  }

  @Test(
    "regression X6 (ratatui#1855): 24 segments of at least 3 filling 72 rows, many orders",
    arguments: 0..<40)
  func degenerateSegments(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let solver = Solver()
    let positions = (0...24).map { Variable("y\($0)") }
    let heights = (0..<24).map { Variable("h\($0)") }
    var constraints: [Constraint] = [positions[0] == 0, positions[24] == 72]
    for index in 0..<24 {
      constraints.append(positions[index + 1] == positions[index] + heights[index])
      constraints.append(heights[index] >= 3)
      constraints.append((heights[index] == 10) | .weak)
      if index > 0 { constraints.append((heights[index] == heights[index - 1]) | .medium) }
    }
    constraints.shuffle(using: &generator)
    for constraint in constraints { try solver.addConstraint(constraint) }
    solver.updateVariables()
    for height in heights { #expect(isClose(height.value, 3)) }
    #expect(constraints.filter { $0.strength == .required }.allSatisfy { holds($0) })
    expectSound(solver)
  }

  @Test("regression X7 (kasuari#37): 100,000 optional add/remove cycles keep the objective small")
  func objectiveLeak() throws {
    let solver = Solver()
    let (x, y) = (Variable("x"), Variable("y"))
    try solver.addConstraint(x >= 0)
    try solver.addConstraint((y == 50) | .weak)
    solver.checksInvariantsAfterEachOperation = false  // checked at the end
    let baseline = SolverSize(solver)
    let strengths: [Strength] = [.weak, .medium, .strong]
    for cycle in 0..<100_000 {
      let constraint = (x == y + Double(cycle % 7)) | strengths[cycle % 3]
      try solver.addConstraint(constraint)
      try solver.removeConstraint(constraint)
    }
    #expect(SolverSize(solver) == baseline)
    expectSound(solver)
  }

  @Test("regression X9 (amoeba#1): an unsatisfiable add cleans up without tripping anything")
  func unsatisfiableCleanup() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint(x >= 10)
    let baseline = SolverSize(solver)
    for _ in 0..<3 {
      #expect(throws: SolverError.self) { try solver.addConstraint(x + y - y <= 5) }
      #expect(throws: SolverError.self) { try solver.addConstraint(x <= y - y) }
    }
    #expect(SolverSize(solver) == baseline)
    expectSound(solver)
  }

  @Test("fuzz F1: removing an equality keeps the redundant copy that duplicates it")
  func redundantCopySurvivesRemoval() throws {
    // A case from Scripts/fuzz-vs-kiwi.py; kiwisolver 1.5.1 loses the copy here too.
    let solver = Solver()
    let v = Variable("v")
    try solver.addEditVariable(v, strength: .medium)
    try solver.suggestValue(130, for: v)
    let original = -v + 0.5 * v + 21 == 0
    let copy = -0.5 * v + 21 == 0
    try solver.addConstraint(original)
    try solver.addConstraint(copy)
    try solver.removeConstraint(original)
    solver.updateVariables()
    #expect(isClose(v.value, 42))
    try solver.removeConstraint(copy)
    solver.updateVariables()
    #expect(isClose(v.value, 130))
    expectSound(solver)
  }

  @Test("regression X8 (kiwi#16): under-constrained systems agree on the weighted error")
  func underConstrainedTies() throws {
    let (x, y) = (Variable("x"), Variable("y"))
    let constraints = [x + y == 10, (x == 0) | .weak, (y == 0) | .weak, x >= 0, y >= 0]
    let forward = Solver()
    for constraint in constraints { try forward.addConstraint(constraint) }
    forward.updateVariables()
    let forwardValues = (x.value, y.value)
    let backward = Solver()
    for constraint in constraints.reversed() { try backward.addConstraint(constraint) }
    backward.updateVariables()
    #expect(isClose(forward.objectiveValue, 10) && isClose(backward.objectiveValue, 10))
    #expect(isClose(forwardValues.0 + forwardValues.1, 10) && isClose(x.value + y.value, 10))
    #expect(forward.isAmbiguous(x) && backward.isAmbiguous(y))
  }
}
