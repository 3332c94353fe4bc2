import Testing

@testable import SwiftLayoutEngine

@Suite("Solver: kiwi's solver cases (K1–K9, K17–K19)")
struct KiwiSolverTests {
  @Test("kiwi K1: managing edit variables")
  func managingEditVariables() throws {
    let solver = Solver()
    let v1 = Variable("foo")
    let v2 = Variable("bar")
    #expect(!solver.hasEditVariable(v1))
    try solver.addEditVariable(v1, strength: .weak)
    #expect(solver.hasEditVariable(v1))
    #expect(throws: SolverError.duplicateEditVariable(v1)) {
      try solver.addEditVariable(v1, strength: .medium)
    }
    #expect(throws: SolverError.unknownEditVariable(v2)) { try solver.removeEditVariable(v2) }
    try solver.removeEditVariable(v1)
    #expect(!solver.hasEditVariable(v1))
    #expect(throws: SolverError.badRequiredStrength(.required)) {
      try solver.addEditVariable(v1, strength: .required)
    }
    try solver.addEditVariable(v2, strength: .strong)
    #expect(solver.hasEditVariable(v2))
    #expect(throws: SolverError.unknownEditVariable(v1)) { try solver.suggestValue(10, for: v1) }
    solver.reset()
    #expect(!solver.hasEditVariable(v2))
  }

  @Test("kiwi K2: suggesting a value for an edit variable")
  func suggestingValues() throws {
    let solver = Solver()
    let v1 = Variable("foo")
    try solver.addEditVariable(v1, strength: .medium)
    try solver.addConstraint((v1 == 1) | .weak)
    try solver.suggestValue(2, for: v1)
    solver.updateVariables()
    #expect(v1.value == 2)
  }

  @Test("kiwi K3: an edit variable that enters several rows")
  func suggestingValuesSeveralRows() throws {
    let solver = Solver()
    let v1 = Variable("foo")
    let v2 = Variable("bar")
    try solver.addEditVariable(v2, strength: .weak)
    try solver.addConstraint(v1 + v2 == 0)
    try solver.addConstraint(v2 <= -1)
    try solver.addConstraint((v2 >= 0) | .weak)
    try solver.suggestValue(0, for: v2)
    solver.updateVariables()
    #expect(v2.value <= -1)
  }

  @Test("kiwi K4: managing constraints")
  func managingConstraints() throws {
    let solver = Solver()
    let v = Variable("foo")
    let c1 = v >= 1
    let c2 = v <= 0
    #expect(!solver.hasConstraint(c1))
    try solver.addConstraint(c1)
    #expect(solver.hasConstraint(c1))
    #expect(throws: SolverError.duplicateConstraint(c1)) { try solver.addConstraint(c1) }
    #expect(throws: SolverError.unknownConstraint(c2)) { try solver.removeConstraint(c2) }
    #expect(throws: SolverError.unsatisfiableConstraint(c2, conflicting: [c1])) {
      try solver.addConstraint(c2)
    }
    #expect(!solver.hasConstraint(c2))
    try solver.removeConstraint(c1)
    #expect(!solver.hasConstraint(c1))
    try solver.addConstraint(c2)
    #expect(solver.hasConstraint(c2))
    solver.reset()
    #expect(!solver.hasConstraint(c2))
  }

  @Test("kiwi K5: an under-constrained system follows the edit")
  func underConstrained() throws {
    let solver = Solver()
    let v = Variable("foo")
    try solver.addEditVariable(v, strength: .weak)
    let c = 2 * v + 1 >= 0
    try solver.addConstraint(c)
    try solver.suggestValue(10, for: v)
    solver.updateVariables()
    #expect(c.expression.value == 21)
    #expect(c.expression.terms[0].value == 20)
    #expect(v.value == 10)
  }

  @Test("kiwi K6: solving with strengths")
  func solvingWithStrength() throws {
    let solver = Solver()
    let v1 = Variable("foo")
    let v2 = Variable("bar")
    try solver.addConstraint(v1 + v2 == 0)
    try solver.addConstraint(v1 == 10)
    try solver.addConstraint((v2 >= 0) | .weak)
    solver.updateVariables()
    #expect(v1.value == 10)
    #expect(v2.value == -10)

    solver.reset()
    try solver.addConstraint(v1 + v2 == 0)
    try solver.addConstraint((v1 >= 10) | .medium)
    try solver.addConstraint((v2 == 2) | .strong)
    solver.updateVariables()
    #expect(v1.value == -2)
    #expect(v2.value == 2)
  }

  @Test("kiwi K7: dumping the solver after a failed add")
  func dumpingSolver() throws {
    let solver = Solver()
    let v1 = Variable("foo")
    let v2 = Variable("bar")
    try solver.addEditVariable(v2, strength: .weak)
    try solver.addConstraint(v1 + v2 == 0)
    try solver.addConstraint(v2 <= -1)
    try solver.addConstraint((v2 >= 0) | .weak)
    try solver.suggestValue(0, for: v2)
    #expect(throws: SolverError.self) { try solver.addConstraint(v2 >= 1) }
    let dump = solver.dump()
    for section in ["Objective", "Tableau", "Infeasible", "Variables", "Edit Variables"] {
      #expect(dump.contains("\(section)\n"))
    }
    #expect(dump.contains("Constraints\n"))
    #expect(dump.contains("foo + bar == 0 | required"))
    #expect(!dump.contains("bar - 1 >= 0"))
    #expect(solver.debugDescription == dump)
  }

  @Test("kiwi K9: violated constraints")
  func constraintViolated() throws {
    let solver = Solver()
    let v = Variable("foo")
    let c1 = v >= 10
    let c2 = (v <= -5) | .weak
    try solver.addConstraint(c1)
    try solver.addConstraint(c2)
    solver.updateVariables()
    #expect(v.value >= 10)
    #expect(!c1.isViolated)
    #expect(c2.isViolated)
  }

  @Test("kiwi K17: the documentation's example, and redundant constraints")
  func documentationExample() throws {
    let solver = Solver()
    let x1 = Variable("x1")
    let x2 = Variable("x2")
    let xm = Variable("xm")
    for constraint in [x1 >= 0, x2 <= 100, x2 >= x1 + 10, xm == (x1 + x2) / 2] {
      try solver.addConstraint(constraint)
    }
    try solver.addConstraint((x1 == 40) | .weak)
    try solver.addEditVariable(xm, strength: .strong)
    try solver.suggestValue(60, for: xm)
    solver.updateVariables()
    #expect(isClose(xm.value, 60) && isClose(x1.value, 40) && isClose(x2.value, 80))
    try solver.suggestValue(90, for: xm)
    solver.updateVariables()
    #expect(isClose(xm.value, 90) && isClose(x1.value, 80) && isClose(x2.value, 100))

    let redundant = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try redundant.addConstraint(x == 10)
    try redundant.addConstraint(x + y == 30)
    try redundant.addConstraint(y == 20)
    redundant.updateVariables()
    #expect(x.value == 10 && y.value == 20)
  }

  @Test(
    "kiwi K18: many weak errors outweigh one medium error",
    arguments: [(1001, 1.0), (999, 0.0)])
  func floatStrengthCaveat(count: Int, expected: Double) throws {
    let solver = Solver()
    solver.checksInvariantsAfterEachOperation = false  // checked once at the end
    let x = Variable("x")
    try solver.addConstraint((x == 0) | .medium)
    for _ in 0..<count { try solver.addConstraint((x == 1) | .weak) }
    solver.updateVariables()
    #expect(isClose(x.value, expected))
    expectSound(solver)
  }

  @Test("kiwi K19: an edit variable targets 0 before any suggestion")
  func editDefaultTarget() throws {
    let solver = Solver()
    let v = Variable("v")
    try solver.addConstraint((v == 5) | .medium)
    try solver.addEditVariable(v, strength: .strong)
    solver.updateVariables()
    #expect(v.value == 0)
  }
}

/// Whether two numbers agree to 1e-6, scaled by their magnitude.
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool {
  Swift.abs(a - b) <= tolerance * Swift.max(1, Swift.abs(a), Swift.abs(b))
}
