import Foundation
import Testing

@testable import SwiftLayoutEngine

/// Optional equalities whose error weighs differently above and below zero
/// (`Constraint(_:below:above:)`), the shape of UIKit's content-size constraint.
@Suite("Solver: an equality can weigh its error above and below zero differently")
struct AsymmetricEqualityTests {
  @Test("the pull between the two strengths decides: above hugs at 250, below resists at 750")
  func betweenTheStrengths() throws {
    let solver = Solver()
    let width = Variable("width")
    let size = Constraint(width - 42, below: .priority(750), above: .priority(250))
    try solver.addConstraint(size)
    let pull = (width == 100) | .priority(500)
    try solver.addConstraint(pull)
    solver.updateVariables()
    // Stretching costs 250, less than the pull at 500.
    #expect(abs(width.value - 100) < 1e-9)

    try solver.removeConstraint(pull)
    let squeeze = (width == 10) | .priority(500)
    try solver.addConstraint(squeeze)
    solver.updateVariables()
    // Compressing costs 750, more than the squeeze at 500.
    #expect(abs(width.value - 42) < 1e-9)
    expectSound(solver)
  }

  @Test("one row and two error symbols stand for the pair of inequalities")
  func smallerThanThePair() throws {
    let single = Solver()
    let x = Variable("x")
    try single.addConstraint(Constraint(x - 42, below: .priority(750), above: .priority(250)))
    let pair = Solver()
    let y = Variable("y")
    try pair.addConstraint((y <= 42) | .priority(250))
    try pair.addConstraint((y >= 42) | .priority(750))
    single.updateVariables()
    pair.updateVariables()
    #expect(x.value == 42 && y.value == 42)
    #expect(SolverSize(single).rows == 1)
    #expect(SolverSize(pair).rows == 2)
    #expect(SolverSize(single).symbols == 3)
    #expect(SolverSize(pair).symbols == 5)
  }

  @Test("random systems solve as they do with the pair of inequalities", arguments: 0..<24)
  func matchesThePair(seed: Int) throws {
    var random = SeededGenerator(seed: UInt64(seed) &+ 0x5EED)
    let count = 4
    // Distinct levels make every error, hence every variable, unique at the optimum.
    var levels = Array(stride(from: 10.0, through: 990.0, by: 10.0))
    levels.shuffle(using: &random)
    var nextLevel = 0
    func level() -> Strength {
      defer { nextLevel += 1 }
      return .priority(levels[nextLevel])
    }
    let single = Solver()
    let pair = Solver()
    let xs = (0..<count).map { Variable("x\($0)") }
    let ys = (0..<count).map { Variable("y\($0)") }
    for index in 0..<count {
      let intrinsic = Double(Int.random(in: 0...100, using: &random))
      let below = level()
      let above = level()
      try single.addConstraint(Constraint(xs[index] - intrinsic, below: below, above: above))
      try pair.addConstraint((ys[index] <= intrinsic) | above)
      try pair.addConstraint((ys[index] >= intrinsic) | below)
    }
    for _ in 0..<3 {
      let a = Int.random(in: 0..<count, using: &random)
      let b = (a + Int.random(in: 1..<count, using: &random)) % count
      let total = Double(Int.random(in: 0...250, using: &random))
      let strength = level()
      if Bool.random(using: &random) {
        try single.addConstraint((xs[a] + xs[b] == total) | strength)
        try pair.addConstraint((ys[a] + ys[b] == total) | strength)
      } else {
        try single.addConstraint((xs[a] - xs[b] >= total - 125) | strength)
        try pair.addConstraint((ys[a] - ys[b] >= total - 125) | strength)
      }
    }
    let a = Int.random(in: 0..<count, using: &random)
    let limit = Double(Int.random(in: 0...100, using: &random))
    try single.addConstraint(xs[a] <= limit)
    try pair.addConstraint(ys[a] <= limit)
    single.updateVariables()
    pair.updateVariables()
    for index in 0..<count {
      #expect(abs(xs[index].value - ys[index].value) < 1e-7, "x\(index), seed \(seed)")
    }
    expectSound(single)
  }

  @Test("removing it takes both errors out of their levels")
  func removal() throws {
    let solver = Solver()
    let x = Variable("x")
    let size = Constraint(x - 42, below: .priority(750), above: .priority(250))
    try solver.addConstraint(size)
    try solver.addConstraint((x == 0) | .priority(100))
    try solver.removeConstraint(size)
    solver.updateVariables()
    #expect(x.value == 0)
    for level in solver.levels where level.level == 250 || level.level == 750 {
      #expect(level.coefficients.allSatisfy { $0 == 0 }, "level \(level.level)")
    }
    #expect(solver.levels.contains { level in level.coefficients.contains { $0 != 0 } })
    expectSound(solver)
  }

  @Test("setStrength gives both directions the new strength")
  func setStrength() throws {
    let solver = Solver()
    let x = Variable("x")
    let size = Constraint(x - 42, below: .priority(750), above: .priority(250))
    try solver.addConstraint(size)
    try solver.addConstraint((x == 100) | .priority(500))
    solver.updateVariables()
    #expect(abs(x.value - 100) < 1e-9)
    try solver.setStrength(.priority(600), for: size)
    solver.updateVariables()
    #expect(abs(x.value - 42) < 1e-9)
    #expect(size.strengthAbove == nil)
    #expect(size.strength == .priority(600))
    expectSound(solver)
  }

  @Test("a required direction or a non-finite strength is refused and changes nothing")
  func refused() throws {
    let solver = Solver()
    let x = Variable("x")
    #expect(throws: SolverError.badRequiredStrength(.required)) {
      try solver.addConstraint(Constraint(x - 1, below: .required, above: .priority(250)))
    }
    #expect(throws: SolverError.badRequiredStrength(.required)) {
      try solver.addConstraint(Constraint(x - 1, below: .priority(750), above: .required))
    }
    #expect(throws: SolverError.self) {
      try solver.addConstraint(
        Constraint(x - 1, below: .priority(750), above: .priority(.nan)))
    }
    #expect(SolverSize(solver).rows == 0)
    #expect(SolverSize(solver).symbols == 0)
  }

  @Test("its description names both strengths; equal strengths make a plain equality")
  func description() {
    let x = Variable("x")
    let size = Constraint(x - 42, below: .priority(750), above: .priority(250))
    #expect(size.description == "x - 42 == 0 | priority 750 below, priority 250 above")
    let plain = Constraint(x - 42, below: .priority(750), above: .priority(750))
    #expect(plain.strengthAbove == nil)
    #expect(plain.description == "x - 42 == 0 | priority 750")
  }
}
