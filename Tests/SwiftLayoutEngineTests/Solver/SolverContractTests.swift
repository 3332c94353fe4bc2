import Testing

@testable import SwiftLayoutEngine

@Suite("Solver: SwiftLayout's contract beyond kiwi")
struct SolverContractTests {
  /// A small layout-like system with optional and required constraints and an edit.
  private func sample() throws -> (Solver, [Variable], [Constraint]) {
    let solver = Solver()
    let (x, y, w, h) = (Variable("x"), Variable("y"), Variable("w"), Variable("h"))
    let constraints = [
      x >= 0, y >= x + 10, w == y - x, (w == 30) | .weak, h <= 2 * w, (h == 100) | .medium,
      (x == 5) | .strong,
    ]
    for constraint in constraints { try solver.addConstraint(constraint) }
    try solver.addEditVariable(y, strength: .strong)
    try solver.suggestValue(40, for: y)
    return (solver, [x, y, w, h], constraints)
  }

  @Test("contract 1: a failed add changes nothing and every earlier constraint stays usable")
  func atomicFailure() throws {
    let (solver, variables, constraints) = try sample()
    solver.updateVariables()
    let values = variables.map(\.value)
    let dump = solver.dump()
    let size = SolverSize(solver)
    let bad = [
      variables[0] <= -1, variables[3] >= 1000 + variables[2] * 2 + variables[0],
      variables[1] <= variables[0] + 5,
    ]
    for constraint in bad {
      #expect(throws: SolverError.self) { try solver.addConstraint(constraint) }
      #expect(!solver.hasConstraint(constraint))
      solver.updateVariables()
      #expect(zip(variables.map(\.value), values).allSatisfy { isClose($0, $1, tolerance: 1e-9) })
      #expect(solver.dump() == dump)
      #expect(SolverSize(solver) == size)
      expectSound(solver)
    }
    for constraint in constraints {
      #expect(solver.hasConstraint(constraint))
      try solver.removeConstraint(constraint)
      try solver.addConstraint(constraint)
    }
    solver.updateVariables()
    #expect(zip(variables.map(\.value), values).allSatisfy { isClose($0, $1) })
    expectSound(solver)
  }

  @Test("contract 2: non-finite numbers are refused, never solved")
  func nonFinite() throws {
    let (solver, variables, _) = try sample()
    let x = variables[0]
    let size = SolverSize(solver)
    let refused: [Constraint] = [
      x == .nan, x <= .infinity, x / 0 >= 1, (x == 1) | Strength(.nan), x * .nan == 0,
    ]
    for constraint in refused {
      let error = #expect(throws: SolverError.self) { try solver.addConstraint(constraint) }
      if case .nonFiniteValue? = error {} else { Issue.record("got \(String(describing: error))") }
    }
    #expect(throws: SolverError.self) { try solver.suggestValue(.nan, for: variables[1]) }
    #expect(throws: SolverError.self) { try solver.suggestValue(-.infinity, for: variables[1]) }
    #expect(throws: SolverError.self) {
      try solver.addEditVariable(variables[3], strength: Strength(.infinity))
    }
    #expect(Strength.create(.nan, 0, 0).value.isNaN)
    #expect(SolverSize(solver) == size)
    solver.updateVariables()
    #expect(variables.allSatisfy { $0.value.isFinite })
    expectSound(solver)
  }

  @Test("contract 2: a division by zero yields a constraint the solver refuses")
  func divisionByZero() {
    let x = Variable("x")
    let c = x / 0 + 1 == 0
    #expect(c.expression.terms[0].coefficient == .infinity)
    let error = #expect(throws: SolverError.self) { try Solver().addConstraint(c) }
    #expect(error.map { "\($0)".hasPrefix("non-finite value") } == true)
  }

  @Test("contract 3: the error lists the conflicting required constraints, not the optional ones")
  func conflictSet() throws {
    let solver = Solver()
    let (a, b, c) = (Variable("a"), Variable("b"), Variable("c"))
    let ab = b >= a + 10
    let bc = c >= b + 10
    let start = a >= 0
    let unrelated = a <= 1000
    try solver.addConstraint(start)
    try solver.addConstraint(unrelated)
    try solver.addConstraint((c == 5) | .strong)
    try solver.addConstraint(ab)
    try solver.addConstraint(bc)
    let cap = c <= 15
    let failure = unsatisfiable { () throws(SolverError) in try solver.addConstraint(cap) }
    #expect(failure?.constraint === cap)
    #expect(
      failure?.conflicting.map(ObjectIdentifier.init) == [start, ab, bc].map(ObjectIdentifier.init))
    let text = try #require(
      #expect(throws: SolverError.self) { try solver.addConstraint(cap) }.map { "\($0)" })
    #expect(text.contains("conflicts with:\n    a >= 0") || text.contains("a >= 0"))
  }

  @Test("contract 4: identical operations give identical states")
  func determinism() throws {
    func run() throws -> String {
      var generator = SeededGenerator(seed: 44)
      let solver = Solver()
      let variables = (0..<12).map { Variable("v\($0)") }
      var added: [Constraint] = []
      for step in 0..<300 {
        if step % 5 == 4, !added.isEmpty {
          let index = Int.random(in: 0..<added.count, using: &generator)
          try solver.removeConstraint(added.remove(at: index))
          continue
        }
        let constraint = RandomSystem.constraint(over: variables, using: &generator)
        if (try? solver.addConstraint(constraint)) != nil { added.append(constraint) }
      }
      solver.updateVariables()
      return solver.dump() + variables.map { "\($0.value)" }.joined(separator: ",")
    }
    #expect(try run() == run())
  }

  @Test("contract 5: churn near the kiwi W3 workload leaves no unbounded-objective failure")
  func churn() throws {
    let solver = Solver()
    solver.checksInvariantsAfterEachOperation = false  // checked at the end; keeps debug fast
    var views: [[Constraint]] = []
    let grid = GridSystem(count: 100)
    for constraint in grid.rootConstraints { try solver.addConstraint(constraint) }
    for view in 0..<100 {
      views.append(grid.constraints(ofView: view))
      for constraint in views[view] { try solver.addConstraint(constraint) }
    }
    solver.updateVariables()
    #expect(isClose(grid.checksum, 74920))
    for _ in 0..<10 {
      for view in 40..<50 { for c in views[view] { try solver.removeConstraint(c) } }
      solver.updateVariables()
      for view in 40..<50 { for c in views[view] { try solver.addConstraint(c) } }
      solver.updateVariables()
    }
    #expect(isClose(grid.checksum, 74920))
    expectSound(solver)
  }

  @Test("contract 6: setConstant moves a constraint like remove + add would")
  func setConstant() throws {
    let (solver, variables, constraints) = try sample()
    let mover = constraints[2]  // w == y − x
    try solver.setConstant(-5, for: mover)
    #expect(mover.expression.constant == -5)
    solver.updateVariables()
    let inPlace = variables.map(\.value)

    let (reference, others, referenceConstraints) = try sample()
    let replaced = referenceConstraints[2]
    try reference.removeConstraint(replaced)
    try reference.addConstraint(
      Constraint(LinearExpression(replaced.expression.terms, constant: -5), .equal))
    reference.updateVariables()
    #expect(zip(inPlace, others.map(\.value)).allSatisfy { isClose($0, $1) })
    #expect(isClose(solver.objectiveValue, reference.objectiveValue))
    expectSound(solver)

    let unknown = variables[0] == 3
    #expect(throws: SolverError.unknownConstraint(unknown)) {
      try solver.setConstant(1, for: unknown)
    }
    #expect(throws: SolverError.self) { try solver.setConstant(.nan, for: mover) }
  }

  @Test("contract 6: setConstant on optional inequalities and edits matches a fresh solve")
  func setConstantOptional() throws {
    let solver = Solver()
    let (x, y) = (Variable("x"), Variable("y"))
    let soft = (x >= 50) | .medium
    let cap = x <= 100
    try solver.addConstraint(soft)
    try solver.addConstraint(cap)
    try solver.addConstraint((x == 0) | .weak)
    try solver.addConstraint(y == x * 2)
    for target in [10.0, 80, 150, -20, 60] {
      try solver.setConstant(-target, for: soft)
      solver.updateVariables()
      #expect(isClose(x.value, Swift.min(Swift.max(target, 0), 100)))
      #expect(isClose(y.value, 2 * x.value))
    }
    try solver.setConstant(-30, for: cap)
    solver.updateVariables()
    #expect(isClose(x.value, 30))
    expectSound(solver)
  }

  @Test("contract 6: an impossible required constant is refused and undone")
  func setConstantConflict() throws {
    let solver = Solver()
    let (x, y) = (Variable("x"), Variable("y"))
    let low = x >= 10
    let link = y == x + 5
    let cap = y <= 100
    for constraint in [low, link, cap] { try solver.addConstraint(constraint) }
    try solver.addConstraint((x == 50) | .weak)
    solver.updateVariables()
    let before = solver.dump()
    let failure = unsatisfiable { () throws(SolverError) in try solver.setConstant(-200, for: low) }
    #expect(failure?.constraint === low)
    #expect(
      failure?.conflicting.map(ObjectIdentifier.init) == [link, cap].map(ObjectIdentifier.init))
    #expect(low.expression.constant == -10)
    #expect(solver.dump() == before)
    solver.updateVariables()
    #expect(isClose(x.value, 50) && isClose(y.value, 55))
    expectSound(solver)
  }

  @Test("setStrength changes an optional constraint's weight in place")
  func setStrength() throws {
    let solver = Solver()
    let x = Variable("x")
    let left = (x == 10) | .weak
    let right = (x == 20) | .medium
    try solver.addConstraint(left)
    try solver.addConstraint(right)
    solver.updateVariables()
    #expect(isClose(x.value, 20))
    try solver.setStrength(.strong, for: left)
    solver.updateVariables()
    #expect(isClose(x.value, 10) && left.strength == .strong)
    #expect(isClose(solver.objectiveValue, 10_000))
    #expect(throws: SolverError.badRequiredStrength(.required)) {
      try solver.setStrength(.required, for: left)
    }
    let hard = x >= 0
    try solver.addConstraint(hard)
    #expect(throws: SolverError.badRequiredStrength(.weak)) {
      try solver.setStrength(.weak, for: hard)
    }
    let stranger = x == 1
    #expect(throws: SolverError.unknownConstraint(stranger)) {
      try solver.setStrength(.weak, for: stranger)
    }
    expectSound(solver)
  }

  @Test("isAmbiguous(_:ignoringBaseStrengths:) lets only priority levels decide")
  func ambiguityIgnoringBaseStrengths() throws {
    let (x, y) = (Variable("x"), Variable("y"))
    let solver = Solver()
    try solver.addConstraint(x + y == 10)
    // A stay of plain strength settles both for the solver, not for the levels-only question.
    try solver.addConstraint((x == 3) | Strength(0.01))
    #expect(!solver.isAmbiguous(x))
    #expect(solver.isAmbiguous(x, ignoringBaseStrengths: true))
    #expect(solver.isAmbiguous(y, ignoringBaseStrengths: true))
    // A constraint on a priority level decides.
    try solver.addConstraint((y == 4) | .priority(250))
    #expect(!solver.isAmbiguous(x, ignoringBaseStrengths: true))
    #expect(!solver.isAmbiguous(y, ignoringBaseStrengths: true))
    solver.updateVariables()
    #expect(x.value == 6 && y.value == 4)
  }

  @Test("isAmbiguous tells a fixed variable from a free one")
  func ambiguity() throws {
    let (x, y) = (Variable("x"), Variable("y"))
    let fixed = Solver()
    try fixed.addConstraint(x == 10)
    #expect(!fixed.isAmbiguous(x))
    #expect(fixed.isAmbiguous(y))

    let sum = Solver()
    try sum.addConstraint(x + y == 10)
    #expect(sum.isAmbiguous(x) && sum.isAmbiguous(y))
    try sum.addConstraint((x == 3) | .weak)
    #expect(!sum.isAmbiguous(x) && !sum.isAmbiguous(y))

    let bound = Solver()
    try bound.addConstraint(x >= 0)
    #expect(bound.isAmbiguous(x))
    try bound.addConstraint((x == -5) | .weak)
    #expect(!bound.isAmbiguous(x))

    let tie = Solver()
    try tie.addConstraint((x == 0) | .weak)
    try tie.addConstraint((x == 10) | .weak)
    #expect(tie.isAmbiguous(x))
  }

  @Test("contract 7: sizes return to the baseline after everything is removed")
  func baseline() throws {
    let (solver, variables, constraints) = try sample()
    #expect(SolverSize(solver) != SolverSize(Solver()))
    try solver.removeEditVariable(variables[1])
    for constraint in constraints { try solver.removeConstraint(constraint) }
    #expect(SolverSize(solver) == SolverSize(Solver()))
    expectSound(solver)
  }
}

@Suite("Solver: dump and degenerate systems")
struct SolverDumpTests {
  @Test(
    "contract 8: the dump shows the objective, tableau, infeasible rows, variables, edits and constraints"
  )
  func dump() throws {
    let solver = Solver()
    let (x, y) = (Variable("x"), Variable("y"))
    try solver.addConstraint(x >= 10)
    try solver.addConstraint((y == 50) | .medium)
    try solver.addConstraint(x <= y)
    try solver.addEditVariable(y, strength: .strong)
    try solver.suggestValue(7, for: y)
    let text = solver.dump()
    let sections = [
      "Objective", "Tableau", "Infeasible", "Variables", "Edit Variables", "Constraints",
    ]
    var cursor = text.startIndex
    for section in sections {
      let range = try #require(text.range(of: "\(section)\n", range: cursor..<text.endIndex))
      cursor = range.upperBound
    }
    #expect(text.contains("y = 7\n"))
    #expect(text.contains("x - 10 >= 0 | required\ny - 50 == 0 | medium\nx - y <= 0 | required\n"))
    #expect(text.contains("x | ") && text.contains("y | "))
    #expect(!text.contains("0x"))
    #expect(solver.dump() == text)
  }

  @Test("a highly degenerate vertex is solved without cycling, in many orders", arguments: 0..<8)
  func degenerateVertex(seed: UInt64) throws {
    var generator = SeededGenerator(seed: 500 + seed)
    let solver = Solver()
    solver.checksInvariantsAfterEachOperation = false
    let variables = (0..<120).map { Variable("x\($0)") }
    var constraints: [Constraint] = []
    var sum = LinearExpression()
    for (index, variable) in variables.enumerated() {
      constraints.append(variable >= 0)
      constraints.append((variable == Double(index % 3)) | .weak)
      sum = sum + variable
      if index > 0 { constraints.append((variable == variables[index - 1]) | .medium) }
    }
    constraints.append(sum <= 0)
    constraints.shuffle(using: &generator)
    for constraint in constraints { try solver.addConstraint(constraint) }
    solver.updateVariables()
    #expect(variables.allSatisfy { Swift.abs($0.value) < 1e-9 })
    expectSound(solver)
  }
}
