import Testing

@testable import SwiftLayoutEngine

@Suite("Solver: temporary changes, saved and restored")
struct TemporaryChangesTests {
  /// A solver and its twin, each given the same seeded random constraints (each its own
  /// objects, made the same way; the failed adds skipped in both), as pairs.
  func twins(seed: UInt64, variables: [Variable], count: Int) -> (
    Solver, Solver, [(Constraint, Constraint)]
  ) {
    var generator = SeededGenerator(seed: seed)
    var twinGenerator = SeededGenerator(seed: seed)
    let first = Solver()
    let second = Solver()
    var held: [(Constraint, Constraint)] = []
    for _ in 0..<count {
      let constraint = RandomSystem.constraint(over: variables, using: &generator)
      let copy = RandomSystem.constraint(over: variables, using: &twinGenerator)
      let added = (try? first.addConstraint(constraint)) != nil
      #expect(added == ((try? second.addConstraint(copy)) != nil))
      if added { held.append((constraint, copy)) }
    }
    return (first, second, held)
  }

  @Test(
    "After temporary adds, removes and edits, the solver is its own twin again", arguments: 0..<12)
  func restoredIsTwin(seed: UInt64) throws {
    let variables = (0..<6).map { Variable("v\($0)") }
    let (solver, twin, pairs) = twins(seed: seed, variables: variables, count: 14)
    let held = pairs.map(\.0)
    let before = solver.dump()
    #expect(before == twin.dump())
    var generator = SeededGenerator(seed: seed &+ 1000)
    let answer = solver.withTemporaryChanges { () -> Double in
      // Remove some held constraints (their hints are cleared), add new ones (which may reuse
      // the freed slots and symbols), edit a constant.
      for constraint in held.prefix(3) { try? solver.removeConstraint(constraint) }
      for _ in 0..<5 {
        _ = try? solver.addConstraint(RandomSystem.constraint(over: variables, using: &generator))
      }
      if let last = held.last, solver.hasConstraint(last) {
        _ = try? solver.setConstant(last.expression.constant + 7, for: last)
      }
      return solver.currentValue(of: variables[0])
    }
    #expect(answer.isFinite)
    #expect(solver.dump() == before)
    // Every held constraint is found again (its hint back), and nothing added meanwhile is.
    for constraint in held { #expect(solver.hasConstraint(constraint)) }
    // The same operations afterwards give the same solutions, variable by variable.
    var next = SeededGenerator(seed: seed &+ 2000)
    var twinNext = SeededGenerator(seed: seed &+ 2000)
    for step in 0..<8 {
      let constraint = RandomSystem.constraint(over: variables, using: &next)
      let copy = RandomSystem.constraint(over: variables, using: &twinNext)
      let added = (try? solver.addConstraint(constraint)) != nil
      #expect(added == ((try? twin.addConstraint(copy)) != nil), "step \(step)")
      if step % 3 == 2, let (victim, copy) = pairs.dropFirst(step).first {
        try solver.removeConstraint(victim)
        try twin.removeConstraint(copy)
      }
      solver.updateAllVariables()
      let values = variables.map(\.value)
      twin.updateAllVariables()
      #expect(values == variables.map(\.value), "step \(step)")
    }
  }

  @Test("No variable is written meanwhile; the changes noted before come out at the next update")
  func valuesUntouched() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let pin = x == 10
    try solver.addConstraint(pin)
    try solver.addConstraint(y == x + 5)
    solver.updateVariables()
    #expect((x.value, y.value) == (10, 15))
    try solver.setConstant(-20, for: pin)  // x == 20, not yet written
    let probe = solver.withTemporaryChanges { () -> (Double, Double) in
      try? solver.removeConstraint(pin)
      _ = try? solver.addConstraint(x == 100)
      return (solver.currentValue(of: x), solver.currentValue(of: y))
    }
    #expect(probe == (100, 105))
    #expect((x.value, y.value) == (10, 15))
    solver.updateVariables()
    #expect((x.value, y.value) == (20, 25))
    // The restored constraint is the solver's again: it edits and removes.
    try solver.setConstant(-30, for: pin)
    solver.updateVariables()
    #expect(x.value == 30)
    try solver.removeConstraint(pin)
    #expect(!solver.hasConstraint(pin))
  }

  @Test("A constraint's constant and strength changed meanwhile are its own again")
  func constraintObjectsRestored() throws {
    let solver = Solver()
    let x = Variable("x")
    let strong = (x == 10) | .strong
    let weak = (x == 50) | .weak
    try solver.addConstraint(strong)
    try solver.addConstraint(weak)
    solver.withTemporaryChanges {
      try? solver.setStrength(.weak, for: strong)
      try? solver.setStrength(.strong, for: weak)
      try? solver.setConstant(-70, for: weak)
      #expect(solver.currentValue(of: x) == 70)
      #expect(weak.expression.constant == -70)
    }
    #expect(strong.strength == .strong)
    #expect(weak.strength == .weak)
    #expect(weak.expression.constant == -50)
    solver.updateAllVariables()
    #expect(x.value == 10)
    // And the solver's records agree with the objects: an edit starts from -50.
    try solver.setStrength(Strength(Strength.strong.value * 10), for: weak)
    solver.updateAllVariables()
    #expect(x.value == 50)
  }

  @Test("Ties are broken as before: a degenerate optimum survives a temporary re-solve")
  func tiesKept() throws {
    // Two widths that cannot both have their preferred size: either may give way.
    let solver = Solver()
    let a = Variable("a")
    let b = Variable("b")
    let total = Variable("total")
    let room = total == 40
    try solver.addConstraint(room)
    try solver.addConstraint(a + b == total)
    try solver.addConstraint((a == 30) | .strong)
    try solver.addConstraint((b == 30) | .strong)
    solver.updateVariables()
    let chosen = (a.value, b.value)
    solver.withTemporaryChanges {
      try? solver.removeConstraint(room)
      _ = try? solver.addConstraint(total == 60)
      #expect(solver.currentValue(of: a) == 30)
    }
    try solver.setConstant(-41, for: room)
    try solver.setConstant(-40, for: room)
    solver.updateAllVariables()
    #expect((a.value, b.value) == chosen)
  }

  @Test(
    "Nested saved states each restore their own constants; the log stays one entry per constraint")
  func nestedStates() throws {
    let solver = Solver()
    let x = Variable("x")
    let pin = x == 10
    try solver.addConstraint(pin)
    let outer = solver.savedState()
    try solver.setConstant(-20, for: pin)
    let inner = solver.savedState()
    for value in 21...1000 { try solver.setConstant(-Double(value), for: pin) }
    // One entry per saved state for the constraint, however many edits.
    #expect(solver.editLog?.entries.count == 2)
    #expect(solver.currentValue(of: x) == 1000)
    solver.restore(inner)
    #expect(pin.expression.constant == -20)
    #expect(solver.currentValue(of: x) == 20)
    try solver.setConstant(-30, for: pin)
    solver.restore(outer)
    #expect(pin.expression.constant == -10)
    #expect(solver.currentValue(of: x) == 10)
    // Nothing is logged once no saved state is outstanding.
    #expect(solver.editLog == nil)
    try solver.setConstant(-40, for: pin)
    #expect(solver.editLog == nil)
    solver.updateVariables()
    #expect(x.value == 40)
  }

  @Test(
    "A constraint edited many times while a state is saved is logged once (a sizing cell bound item after item)"
  )
  func repeatedEditsLoggedOnce() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let width = (x == 100) | .strong
    let height = y == 20
    try solver.addConstraint(width)
    try solver.addConstraint(height)
    let saved = solver.savedState()
    for item in 0..<5000 {
      try solver.setConstant(-Double(item % 97), for: width)
      try solver.setConstant(-Double(item % 89), for: height)
    }
    // The log keeps what restoring needs, the values the constraints had when the state was
    // saved; it does not grow with every edit of a long session.
    #expect(solver.editLog?.entries.count == 2)
    solver.restore(saved)
    #expect(width.expression.constant == -100)
    #expect(height.expression.constant == -20)
    #expect(solver.editLog == nil)
    solver.updateAllVariables()
    #expect((x.value, y.value) == (100, 20))
  }

  @Test("A constraint edited again after an inner state was restored is restored by the outer one")
  func nestedStatesRestoreEditsAfterAnInnerRestore() throws {
    let solver = Solver()
    let x = Variable("x")
    let pin = (x == 10) | .strong
    let other = (x == 0) | .weak
    try solver.addConstraint(pin)
    try solver.addConstraint(other)
    let outer = solver.savedState()
    try solver.setConstant(-20, for: other)
    let inner = solver.savedState()
    try solver.setConstant(-30, for: pin)
    solver.restore(inner)
    #expect(pin.expression.constant == -10)
    #expect(solver.currentValue(of: x) == 10)
    try solver.setConstant(-40, for: pin)
    try solver.setConstant(-50, for: pin)
    #expect(solver.currentValue(of: x) == 50)
    solver.restore(outer)
    #expect(pin.expression.constant == -10)
    #expect(other.expression.constant == 0)
    solver.updateAllVariables()
    #expect(x.value == 10)
  }

  @Test("Temporary changes nested in temporary changes give every constraint its own values back")
  func nestedTemporaryChanges() throws {
    let solver = Solver()
    let x = Variable("x")
    let pin = (x == 10) | .strong
    let other = (x == 0) | .weak
    try solver.addConstraint(pin)
    try solver.addConstraint(other)
    solver.withTemporaryChanges {
      solver.withTemporaryChanges {
        try? solver.setConstant(-30, for: pin)
        #expect(solver.currentValue(of: x) == 30)
      }
      #expect(pin.expression.constant == -10)
      // Edited after the inner changes were taken back: still the outer ones' to undo.
      try? solver.setConstant(-40, for: pin)
      try? solver.setStrength(.medium, for: other)
      #expect(solver.currentValue(of: x) == 40)
    }
    #expect(pin.expression.constant == -10)
    #expect(other.strength == .weak)
    solver.updateAllVariables()
    #expect(x.value == 10)
  }
}
