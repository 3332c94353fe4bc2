import Testing

@testable import SwiftLayoutEngine

@Suite("Solver: rhea and kasuari cases (R2–R9, S2)")
struct RheaAndKasuariTests {
  @Test("rhea R2: constraints added after marking an edit variable")
  func constraintsAfterEdit() throws {
    let solver = Solver()
    let v = Variable("v")
    try solver.addEditVariable(v, strength: .strong)
    try solver.suggestValue(2, for: v)
    solver.updateVariables()
    #expect(v.value == 2)
    let fixed = v == 42
    try solver.addConstraint(fixed)
    solver.updateVariables()
    #expect(v.value == 42)
    try solver.suggestValue(3, for: v)
    solver.updateVariables()
    #expect(v.value == 42)
    try solver.removeConstraint(fixed)
    solver.updateVariables()
    #expect(v.value == 3)
  }

  @Test("rhea R3: a required constraint beats a strong edit")
  func requiredStrength() throws {
    let solver = Solver()
    let v = Variable("v")
    try solver.addConstraint(v == 0)
    try solver.addEditVariable(v, strength: .strong)
    try solver.suggestValue(2, for: v)
    solver.updateVariables()
    #expect(v.value == 0)
  }

  @Test("rhea R4: change_strength and change_weight")
  func changeStrength() throws {
    let solver = Solver()
    let x = Variable("x")
    let weakOne = (x == 1) | .weak
    try solver.addConstraint(weakOne)
    try solver.addConstraint((x == 2) | .medium)
    solver.updateVariables()
    #expect(isClose(x.value, 2))
    try solver.removeConstraint(weakOne)
    try solver.addConstraint((x == 1) | .strong)
    solver.updateVariables()
    #expect(isClose(x.value, 1))

    let weighted = Solver()
    try weighted.addConstraint((x == 1) | Strength.create(1, 0, 0, weight: 1))
    try weighted.addConstraint((x == 2) | Strength.create(1, 0, 0, weight: 2))
    weighted.updateVariables()
    #expect(isClose(x.value, 2))
  }

  @Test("rhea R5: bounds limit a suggestion")
  func bounds() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint((x == 1) | .weak)
    try solver.addConstraint(x >= 0)
    try solver.addConstraint(x <= 10)
    solver.updateVariables()
    #expect(isClose(x.value, 1))
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(20, for: x)
    solver.updateVariables()
    #expect(isClose(x.value, 10))
  }

  @Test("rhea R6: bug_16b")
  func bug16b() throws {
    let solver = Solver()
    let (a, b, c) = (Variable("a"), Variable("b"), Variable("c"))
    try solver.addConstraint((a == 0) | .weak)
    try solver.addConstraint((c == 0) | .weak)
    try solver.addConstraint(a == 10)
    try solver.addConstraint(b == c)
    try solver.addEditVariable(c, strength: .strong)
    try solver.suggestValue(100, for: c)
    solver.updateVariables()
    #expect([a.value, b.value, c.value] == [10, 100, 100])
    try solver.suggestValue(90, for: c)
    solver.updateVariables()
    #expect([a.value, b.value, c.value] == [10, 90, 90])
  }

  @Test("rhea R7: emulated concurrent edits, demotion by setStrength")
  func concurrentEdits() throws {
    let solver = Solver()
    let v = Variable("v")
    let strong = (v == 42) | .strong
    try solver.addConstraint(strong)
    try solver.addConstraint((v == 21) | .medium)
    solver.updateVariables()
    #expect(isClose(v.value, 42))
    try solver.removeConstraint(strong)
    solver.updateVariables()
    #expect(isClose(v.value, 21))
    let fifty = (v == 50) | .strong
    try solver.addConstraint(fifty)
    solver.updateVariables()
    #expect(isClose(v.value, 50))
    try solver.setStrength(.weak, for: fifty)
    solver.updateVariables()
    #expect(isClose(v.value, 21))
    #expect(fifty.strength == .weak)
    expectSound(solver)
  }

  @Test("rhea R8: non-linear forms are unrepresentable; division by zero is refused")
  func nonlinear() throws {
    // `x == 5 / y` and `x == y * y` do not type-check: there is no Variable × Variable or
    // number ÷ Variable operator. What remains expressible is division by zero.
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let divided = x == y / 0
    #expect(throws: SolverError.self) { try solver.addConstraint(divided) }
    #expect(!solver.hasConstraint(divided))
    #expect(SolverSize(solver) == SolverSize(Solver()))
  }

  @Test("rhea R9: editleak and delete1 return rows and columns to their baseline")
  func leaks() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint(x + y == 10)
    try solver.addConstraint((x == 3) | .weak)
    let baseline = SolverSize(solver)
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(7, for: x)
    try solver.removeEditVariable(x)
    #expect(SolverSize(solver) == baseline)

    let delete = Solver()
    let constraints = [x >= 1, (x == 4) | .weak, y <= x + 2, (y == 0) | .medium]
    for constraint in constraints { try delete.addConstraint(constraint) }
    for constraint in constraints { try delete.removeConstraint(constraint) }
    #expect(delete._columnCount == 0 && delete._rowCount == 0)
    #expect(delete._objectiveTermCount == 0 && delete._symbolCount == 0)
    expectSound(delete)
  }

  @Test("kasuari S2: removing a constraint frees its variable's value")
  func removal() throws {
    let solver = Solver()
    let v = Variable("v")
    let hundred = v == 100
    try solver.addConstraint(hundred)
    solver.updateVariables()
    #expect(v.value == 100)
    try solver.removeConstraint(hundred)
    try solver.addConstraint(v == 0)
    solver.updateVariables()
    #expect(v.value == 0)
  }
}
