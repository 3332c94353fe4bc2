import Testing

@testable import SwiftLayoutEngine

@Suite("Solver: original Cassowary cases (C1–C11)")
struct CassowaryTests {
  @Test("Cassowary C1: addDelete1, with identical-but-distinct constraints")
  func addDelete1() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint((x == 100) | .weak)
    let c10 = x <= 10
    let c20 = x <= 20
    try solver.addConstraint(c10)
    try solver.addConstraint(c20)
    solver.updateVariables()
    #expect(isClose(x.value, 10))
    try solver.removeConstraint(c10)
    solver.updateVariables()
    #expect(isClose(x.value, 20))
    try solver.removeConstraint(c20)
    solver.updateVariables()
    #expect(isClose(x.value, 100))
    let c10again = x <= 10
    try solver.addConstraint(c10)
    try solver.addConstraint(c10again)
    solver.updateVariables()
    #expect(isClose(x.value, 10))
    try solver.removeConstraint(c10)
    solver.updateVariables()
    #expect(isClose(x.value, 10))
    try solver.removeConstraint(c10again)
    solver.updateVariables()
    #expect(isClose(x.value, 100))
    expectSound(solver)
  }

  @Test("Cassowary C3: casso1 and casso2")
  func casso() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint(x <= y)
    try solver.addConstraint(y == x + 3)
    try solver.addConstraint((x == 10) | .weak)
    try solver.addConstraint((y == 10) | .weak)
    solver.updateVariables()
    let first = isClose(x.value, 10) && isClose(y.value, 13)
    let second = isClose(x.value, 7) && isClose(y.value, 10)
    #expect(first || second)

    let rhea = Solver()
    try rhea.addConstraint(x <= y)
    try rhea.addConstraint(y == x + 3)
    try rhea.addConstraint(x == 10)
    try rhea.addConstraint((y == 10) | .weak)
    rhea.updateVariables()
    #expect(isClose(x.value, 10) && isClose(y.value, 13))
  }

  @Test("Cassowary C4: inconsistent1–4 fail with their conflict sets")
  func inconsistent() throws {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let w = Variable("w")

    let one = Solver()
    let x10 = x == 10
    try one.addConstraint(x10)
    let x5 = x == 5
    #expect(throws: SolverError.unsatisfiableConstraint(x5, conflicting: [x10])) {
      try one.addConstraint(x5)
    }

    let two = Solver()
    let atLeast = x >= 10
    try two.addConstraint(atLeast)
    let atMost = x <= 5
    #expect(throws: SolverError.unsatisfiableConstraint(atMost, conflicting: [atLeast])) {
      try two.addConstraint(atMost)
    }

    let three = Solver()
    let chain = [w >= 10, x >= w, y >= x, z >= y]
    for constraint in chain { try three.addConstraint(constraint) }
    try three.addConstraint(z >= 8)
    let last = z <= 4
    #expect(throws: SolverError.unsatisfiableConstraint(last, conflicting: chain)) {
      try three.addConstraint(last)
    }

    let four = Solver()
    let tie = x == y
    try four.addConstraint(x10)
    try four.addConstraint(tie)
    let y5 = y == 5
    #expect(throws: SolverError.unsatisfiableConstraint(y5, conflicting: [x10, tie])) {
      try four.addConstraint(y5)
    }
    for solver in [one, two, three, four] { expectSound(solver) }
  }

  @Test("Cassowary C5: errorWeights")
  func errorWeights() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    try solver.addConstraint((z == x) | .weak)
    try solver.addConstraint((x == 20) | .weak)
    try solver.addConstraint((y == 200) | .strong)
    solver.updateVariables()
    #expect(isClose(x.value, 20) && isClose(y.value, 200) && isClose(z.value, 20))
    try solver.addConstraint((z + 150 <= y) | .medium)
    solver.updateVariables()
    #expect(isClose(x.value, 20) && isClose(y.value, 200) && isClose(z.value, 20))
  }

  @Test("Cassowary C6: multiedit, in kiwi's form")
  func multiedit() throws {
    let solver = Solver()
    let (x, y, w, h) = (Variable("x"), Variable("y"), Variable("w"), Variable("h"))
    for variable in [x, y, w, h] { try solver.addConstraint((variable == 0) | .weak) }
    try solver.addEditVariable(x, strength: .strong)
    try solver.addEditVariable(y, strength: .strong)
    try solver.suggestValue(10, for: x)
    try solver.suggestValue(20, for: y)
    solver.updateVariables()
    #expect([x.value, y.value, w.value, h.value] == [10, 20, 0, 0])
    try solver.addEditVariable(w, strength: .strong)
    try solver.addEditVariable(h, strength: .strong)
    try solver.suggestValue(30, for: w)
    try solver.suggestValue(40, for: h)
    solver.updateVariables()
    #expect([x.value, y.value, w.value, h.value] == [10, 20, 30, 40])
    try solver.removeEditVariable(w)
    try solver.removeEditVariable(h)
    solver.updateVariables()
    #expect([x.value, y.value, w.value, h.value] == [10, 20, 0, 0])
    try solver.suggestValue(50, for: x)
    try solver.suggestValue(60, for: y)
    solver.updateVariables()
    #expect([x.value, y.value, w.value, h.value] == [50, 60, 0, 0])
    expectSound(solver)
  }

  @Test("Cassowary C7: suggesting without an edit fails; editing an unconstrained variable works")
  func simple2() throws {
    let solver = Solver()
    let x = Variable("x")
    #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(2, for: x)
    solver.updateVariables()
    #expect(x.value == 2)
  }

  @Test("Cassowary C8: addDel stress with 900 variables and 10,000 suggestions")
  func addDelStress() throws {
    var generator = SeededGenerator(seed: 8)
    let solver = Solver()
    solver.checksInvariantsAfterEachOperation = false
    let variables = (0..<900).map { Variable("v\($0)") }
    var accepted: [Constraint] = []
    var attempts = 0
    while accepted.count < 900 && attempts < 20_000 {
      attempts += 1
      let count = Int.random(in: 1...3, using: &generator)
      var expression = LinearExpression(constant: Double.random(in: -10..<10, using: &generator))
      for _ in 0..<count {
        let variable = variables[Int.random(in: 0..<900, using: &generator)]
        expression.terms.append(
          Term(variable, coefficient: Double.random(in: -5..<5, using: &generator)))
      }
      let relation: Relation =
        Double.random(in: 0..<1, using: &generator) < 0.12 ? .greaterThanOrEqual : .equal
      let constraint = Constraint(expression, relation)
      do {
        try solver.addConstraint(constraint)
        accepted.append(constraint)
      } catch {
        #expect(!solver.hasConstraint(constraint))
      }
    }
    #expect(accepted.count == 900)
    expectSound(solver)
    let editX = variables[0]
    let editY = variables[1]
    try solver.addEditVariable(editX, strength: .strong)
    try solver.addEditVariable(editY, strength: .strong)
    var value = 1.0
    for step in 0..<10_000 {
      value *= 1.001
      try solver.suggestValue(value, for: step.isMultiple(of: 2) ? editX : editY)
      if step.isMultiple(of: 1000) {
        solver.updateVariables()
        #expect(accepted.allSatisfy { holds($0) })
      }
    }
    solver.updateVariables()
    #expect(accepted.allSatisfy { holds($0) })
    expectSound(solver)
    try solver.removeEditVariable(editX)
    try solver.removeEditVariable(editY)
    for constraint in accepted { try solver.removeConstraint(constraint) }
    #expect(SolverSize(solver) == SolverSize(Solver()))
    expectSound(solver)
  }

  @Test("Cassowary C9: ClLeakTest, 100,000 add/remove cycles keep the size")
  func leak() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint((x == 5) | .weak)
    try solver.addConstraint((y == 10) | .weak)
    solver.checksInvariantsAfterEachOperation = false  // checked at the end
    let baseline = SolverSize(solver)
    for _ in 0..<100_000 {
      let tie = x == y
      try solver.addConstraint(tie)
      try solver.removeConstraint(tie)
    }
    #expect(SolverSize(solver) == baseline)
    try solver.addConstraint(x == y)
    solver.updateVariables()
    #expect(isClose(x.value, y.value))
    expectSound(solver)
  }

  @Test("Cassowary C10: ClBug0, removing an edit in the middle of a session")
  func bug0() throws {
    let solver = Solver()
    let (x, y, z) = (Variable("x"), Variable("y"), Variable("z"))
    try solver.addConstraint(x <= y)
    try solver.addConstraint(y <= z)
    for variable in [x, y, z] { try solver.addEditVariable(variable, strength: .strong) }
    try solver.suggestValue(1, for: x)
    try solver.suggestValue(3, for: z)
    try solver.removeEditVariable(y)
    try solver.suggestValue(2, for: x)
    try solver.suggestValue(4, for: z)
    solver.updateVariables()
    #expect(isClose(x.value, 2) && isClose(z.value, 4))
    #expect(x.value <= y.value + 1e-9 && y.value <= z.value + 1e-9)
    expectSound(solver)
  }

  @Test("Cassowary C11: ClBug1/2, a weak stay added then removed", arguments: [1.0, 2.0])
  func bug1(weight: Double) throws {
    let solver = Solver()
    let x = Variable("x")
    let stay = (x == 0) | Strength.create(0, 0, 1, weight: weight)
    try solver.addConstraint(stay)
    try solver.removeConstraint(stay)
    #expect(SolverSize(solver) == SolverSize(Solver()))
    expectSound(solver)
  }
}
