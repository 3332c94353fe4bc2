import Testing

@testable import SwiftLayoutEngine

@Suite("Solver: seeded property tests")
struct SolverPropertyTests {
  /// Random operations on a random system; after each one, every required constraint holds.
  @Test("after every operation each required constraint holds", arguments: 0..<24)
  func requiredConstraintsHold(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let solver = Solver()
    let variables = (0..<8).map { Variable("v\($0)") }
    var added: [Constraint] = []
    var edited: [Variable] = []
    for _ in 0..<120 {
      let roll = Int.random(in: 0..<100, using: &generator)
      if roll < 50 {
        let constraint = RandomSystem.constraint(over: variables, using: &generator)
        do {
          try solver.addConstraint(constraint)
          added.append(constraint)
        } catch {
          #expect(!solver.hasConstraint(constraint))
        }
      } else if roll < 65, !added.isEmpty {
        let index = Int.random(in: 0..<added.count, using: &generator)
        try solver.removeConstraint(added.remove(at: index))
      } else if roll < 72 {
        let variable = variables[Int.random(in: 0..<variables.count, using: &generator)]
        if solver.hasEditVariable(variable) {
          try solver.removeEditVariable(variable)
          edited.removeAll { $0 === variable }
        } else {
          try solver.addEditVariable(
            variable, strength: [.strong, .medium, .weak][edited.count % 3])
          edited.append(variable)
        }
      } else if roll < 88, !edited.isEmpty {
        let variable = edited[Int.random(in: 0..<edited.count, using: &generator)]
        try solver.suggestValue(
          Double(Int.random(in: -100...100, using: &generator)), for: variable)
      } else if !added.isEmpty {
        let constraint = added[Int.random(in: 0..<added.count, using: &generator)]
        let constant = Double(Int.random(in: -50...50, using: &generator))
        if constraint.strength.isRequired {
          _ = try? solver.setConstant(constant, for: constraint)
        } else {
          try solver.setConstant(constant, for: constraint)
          try solver.setStrength([.strong, .medium, .weak][Int(seed) % 3], for: constraint)
        }
      }
      solver.updateVariables()
      for constraint in added where constraint.strength.isRequired {
        #expect(holds(constraint), "\(constraint) fails at seed \(seed)")
      }
    }
    expectSound(solver)
  }

  @Test("removing a constraint right after adding it restores the optimum", arguments: 0..<24)
  func removeAfterAdd(seed: UInt64) throws {
    var generator = SeededGenerator(seed: 100 + seed)
    let solver = Solver()
    let variables = (0..<6).map { Variable("v\($0)") }
    for _ in 0..<60 {
      solver.updateVariables()
      let objective = solver.objectiveValue
      let determined = variables.filter { !solver.isAmbiguous($0) }
      let values = determined.map(\.value)
      let constraint = RandomSystem.constraint(over: variables, using: &generator)
      guard (try? solver.addConstraint(constraint)) != nil else { continue }
      if Int.random(in: 0..<3, using: &generator) == 0 { continue }  // keep some
      try solver.removeConstraint(constraint)
      solver.updateVariables()
      #expect(isClose(solver.objectiveValue, objective))
      for (variable, value) in zip(determined, values) {
        #expect(isClose(variable.value, value), "\(variable) at seed \(seed)")
      }
    }
    expectSound(solver)
  }

  @Test("the order of insertion does not change the optimum", arguments: 0..<24)
  func insertionOrder(seed: UInt64) throws {
    var generator = SeededGenerator(seed: 200 + seed)
    let variables = (0..<7).map { Variable("v\($0)") }
    let first = Solver()
    var accepted: [Constraint] = []
    for _ in 0..<40 {
      let constraint = RandomSystem.constraint(over: variables, using: &generator)
      if (try? first.addConstraint(constraint)) != nil { accepted.append(constraint) }
    }
    first.updateVariables()
    let objective = first.objectiveValue
    for _ in 0..<3 {
      let shuffled = accepted.shuffled(using: &generator)
      let other = Solver()
      for constraint in shuffled { try other.addConstraint(constraint) }
      other.updateVariables()
      #expect(isClose(other.objectiveValue, objective), "seed \(seed)")
      #expect(accepted.filter(\.strength.isRequired).allSatisfy { holds($0) })
    }
  }
}
