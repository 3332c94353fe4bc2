import Foundation
import Testing

@testable import SwiftLayoutEngine

/// Strictly ordered priority levels (`Strength.priority`), UIKit's semantics for priorities.
@Suite("Solver: priority levels are strictly ordered")
struct PriorityLevelTests {
  @Test("one constraint on a higher level beats any number on the level below")
  func higherLevelWins() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint((x == 100) | .priority(750))
    for _ in 0..<50 { try solver.addConstraint((x == 0) | .priority(749)) }
    solver.updateVariables()
    #expect(abs(x.value - 100) < 1e-9)
    expectSound(solver)

    // The same system with weighted strengths lets the many outweigh the one.
    let weighted = Solver()
    let y = Variable("y")
    try weighted.addConstraint((y == 100) | Strength(1_000))
    for _ in 0..<50 { try weighted.addConstraint((y == 0) | Strength(999)) }
    weighted.updateVariables()
    #expect(abs(y.value) < 1e-9)
  }

  @Test("within one level, errors are weighed; every level is above kiwi's strengths")
  func weightsAndBaseLevel() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint((x == 10) | .priority(500, weight: 2))
    try solver.addConstraint((x == 20) | .priority(500))
    try solver.addConstraint((x == 30) | .strong)
    try solver.addConstraint((x == 40) | .strong)
    solver.updateVariables()
    #expect(abs(x.value - 10) < 1e-9)
    #expect(Strength.priority(1) > .strong)
    #expect(Strength.priority(999) < .required)
    #expect(Strength.priority(500, weight: 2) > .priority(500))
    #expect(Strength.priority(501) > .priority(500, weight: 1_000))
    #expect(Strength.priority(750).description == "priority 750")
    #expect(Strength.priority(750, weight: 2).description == "priority 750 ×2")
    #expect(throws: SolverError.self) {
      try solver.addConstraint((x == 1) | .priority(.infinity))
    }
  }

  @Test("lower levels decide what higher levels leave open, in level order")
  func levelsInOrder() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint(x + y == 100)
    try solver.addConstraint((x >= 70) | .priority(300))
    try solver.addConstraint((y >= 50) | .priority(200))
    try solver.addConstraint((x == 0) | .priority(100))
    try solver.addConstraint((y == 0) | .strong)
    solver.updateVariables()
    // 300 wants x ≥ 70; 200 then wants y ≥ 50 but can only get 30; 100 and strong are left
    // with nothing to choose.
    #expect(abs(x.value - 70) < 1e-9 && abs(y.value - 30) < 1e-9)
    expectSound(solver)
  }

  @Test("changing a constraint's level re-optimises; removing one gives its level back")
  func setStrengthAcrossLevels() throws {
    let solver = Solver()
    let x = Variable("x")
    let low = (x == 10) | .priority(250)
    let high = (x == 90) | .priority(750)
    try solver.addConstraint(low)
    try solver.addConstraint(high)
    solver.updateVariables()
    #expect(abs(x.value - 90) < 1e-9)
    try solver.setStrength(.priority(760), for: low)
    solver.updateVariables()
    #expect(abs(x.value - 10) < 1e-9)
    try solver.setStrength(.priority(740, weight: 5), for: low)
    solver.updateVariables()
    #expect(abs(x.value - 90) < 1e-9)
    try solver.removeConstraint(high)
    solver.updateVariables()
    #expect(abs(x.value - 10) < 1e-9)
    expectSound(solver)
  }

  @Test("edit variables on a level, through the dual simplex, keep the levels' order")
  func editsOnLevels() throws {
    let solver = Solver()
    let x = Variable("x")
    let width = Variable("width")
    try solver.addConstraint(x <= width)
    try solver.addConstraint(x >= 0)
    try solver.addConstraint((x == 100) | .priority(500))
    for _ in 0..<10 { try solver.addConstraint((x == 50) | .priority(400)) }
    try solver.addEditVariable(width, strength: .priority(900))
    for (suggestion, expected) in [(30.0, 30.0), (200, 100), (75, 75), (-10, 0), (120, 100)] {
      try solver.suggestValue(suggestion, for: width)
      solver.updateVariables()
      #expect(abs(x.value - expected) < 1e-9, "width \(suggestion)")
      expectSound(solver)
    }
  }

  /// Per-level error sums of a solution: Σ weight × |error| of the constraints on each level.
  private func levelErrors(_ constraints: [Constraint], levels: [Double]) -> [Double] {
    levels.map { level in
      constraints.filter { $0.strength.level == level }.reduce(0) { total, constraint in
        let value = constraint.expression.value
        let error: Double
        switch constraint.relation {
        case .equal: error = abs(value)
        case .lessThanOrEqual: error = Swift.max(0, value)
        case .greaterThanOrEqual: error = Swift.max(0, -value)
        }
        return total + constraint.strength.value * error
      }
    }
  }

  @Test("random systems: the level-by-level optimum matches weights 10^4 apart", arguments: 0..<30)
  func matchesWidelySeparatedWeights(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed &+ 9_000)
    let levels: [Double] = [3, 2, 1]
    let variables = (0..<4).map { Variable("v\($0)") }
    let bounded = Solver()
    let separated = Solver()
    let copies = (0..<4).map { Variable("w\($0)") }
    var leveled: [Constraint] = []
    var weighted: [Constraint] = []
    // Boxes keep every system bounded and feasible.
    for (v, w) in zip(variables, copies) {
      for solver in [bounded, separated] {
        let variable = solver === bounded ? v : w
        try solver.addConstraint(variable >= -100)
        try solver.addConstraint(variable <= 100)
      }
    }
    for _ in 0..<10 {
      let a = Int.random(in: 0..<4, using: &generator)
      let b = Int.random(in: 0..<4, using: &generator)
      let coefficient = Double(Int.random(in: -2...2, using: &generator))
      let constant = Double(Int.random(in: -60...60, using: &generator))
      let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][
        Int.random(in: 0..<3, using: &generator)]
      let level = levels[Int.random(in: 0..<3, using: &generator)]
      let weight = Double(Int.random(in: 1...3, using: &generator))
      let left = LinearExpression(
        [Term(variables[a]), Term(variables[b], coefficient: coefficient)], constant: constant)
      let right = LinearExpression(
        [Term(copies[a]), Term(copies[b], coefficient: coefficient)], constant: constant)
      let one = Constraint(left, relation, strength: .priority(level, weight: weight))
      let other = Constraint(
        right, relation, strength: Strength(weight * pow(1e4, level - 1)))
      try bounded.addConstraint(one)
      try separated.addConstraint(other)
      leveled.append(one)
      weighted.append(other)
    }
    bounded.updateVariables()
    separated.updateVariables()
    let exact = levelErrors(leveled, levels: levels)
    let approximate = levelErrors(
      zip(weighted, leveled).map { Constraint($0.0, strength: $0.1.strength) }, levels: levels)
    for (level, (a, b)) in zip(levels, zip(exact, approximate)) {
      #expect(abs(a - b) < 1e-6, "level \(level) at seed \(seed): \(exact) vs \(approximate)")
    }
    expectSound(bounded)
  }

  @Test(
    "random operations on mixed levels keep the tableau sound and required constraints held",
    arguments: 0..<16)
  func randomOperations(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed &+ 500)
    let strengths: [Strength] = [
      .required, .priority(750), .priority(749), .priority(250), .priority(251, weight: 2), .strong,
      .weak,
    ]
    let solver = Solver()
    let variables = (0..<6).map { Variable("v\($0)") }
    var added: [Constraint] = []
    var edited: [Variable] = []
    for _ in 0..<100 {
      let roll = Int.random(in: 0..<100, using: &generator)
      if roll < 50 {
        let base = RandomSystem.constraint(over: variables, using: &generator)
        let strength = strengths[Int.random(in: 0..<strengths.count, using: &generator)]
        let constraint = Constraint(base, strength: strength)
        if (try? solver.addConstraint(constraint)) != nil { added.append(constraint) }
      } else if roll < 62, !added.isEmpty {
        try solver.removeConstraint(
          added.remove(at: Int.random(in: 0..<added.count, using: &generator)))
      } else if roll < 70 {
        let variable = variables[Int.random(in: 0..<variables.count, using: &generator)]
        if solver.hasEditVariable(variable) {
          try solver.removeEditVariable(variable)
          edited.removeAll { $0 === variable }
        } else {
          try solver.addEditVariable(variable, strength: .priority(Double(500 + edited.count)))
          edited.append(variable)
        }
      } else if roll < 85, !edited.isEmpty {
        let variable = edited[Int.random(in: 0..<edited.count, using: &generator)]
        try solver.suggestValue(
          Double(Int.random(in: -100...100, using: &generator)), for: variable)
      } else if let constraint = added.randomElement(using: &generator),
        !constraint.strength.isRequired
      {
        let strength = strengths[Int.random(in: 1..<strengths.count, using: &generator)]
        try solver.setStrength(strength, for: constraint)
      }
      solver.updateVariables()
      for constraint in added where constraint.strength.isRequired {
        #expect(holds(constraint), "\(constraint) fails at seed \(seed)")
      }
      expectSound(solver)
    }
  }
}
