import Testing

@testable import SwiftLayoutEngine

@Suite("Solver: incremental variable updates")
struct VariableUpdateTests {
  /// Random operations; after each, the incremental update gives exactly the values a full
  /// recomputation gives.
  @Test("incremental updates match a full recomputation after random operations", arguments: 0..<16)
  func incrementalMatchesFull(seed: UInt64) throws {
    var generator = SeededGenerator(seed: 500 + seed)
    let solver = Solver()
    let variables = (0..<10).map { Variable("v\($0)") }
    var added: [Constraint] = []
    var edited: [Variable] = []
    for step in 0..<150 {
      let roll = Int.random(in: 0..<100, using: &generator)
      if roll < 45 {
        let constraint = RandomSystem.constraint(over: variables, using: &generator)
        if (try? solver.addConstraint(constraint)) != nil { added.append(constraint) }
      } else if roll < 60, !added.isEmpty {
        let index = Int.random(in: 0..<added.count, using: &generator)
        try solver.removeConstraint(added.remove(at: index))
      } else if roll < 68 {
        let variable = variables[Int.random(in: 0..<variables.count, using: &generator)]
        if solver.hasEditVariable(variable) {
          try solver.removeEditVariable(variable)
          edited.removeAll { $0 === variable }
        } else {
          try solver.addEditVariable(variable, strength: .strong)
          edited.append(variable)
        }
      } else if roll < 84, !edited.isEmpty {
        let variable = edited[Int.random(in: 0..<edited.count, using: &generator)]
        try solver.suggestValue(
          Double(Int.random(in: -100...100, using: &generator)), for: variable)
      } else if roll < 96, !added.isEmpty {
        let constraint = added[Int.random(in: 0..<added.count, using: &generator)]
        _ = try? solver.setConstant(
          Double(Int.random(in: -50...50, using: &generator)), for: constraint)
      } else if roll < 98, !added.isEmpty {
        let constraint = added[Int.random(in: 0..<added.count, using: &generator)]
        if !constraint.strength.isRequired { try solver.setStrength(.medium, for: constraint) }
      } else {
        // Skip an update now and then, so that changes accumulate across operations.
        continue
      }
      if step % 7 == 3 { continue }
      var reported: [ObjectIdentifier] = []
      solver.updateVariables { reported.append(ObjectIdentifier($0)) }
      #expect(Set(reported).count == reported.count, "a variable reported twice, seed \(seed)")
      let incremental = variables.map(\.value)
      solver.updateAllVariables()
      let full = variables.map(\.value)
      #expect(incremental == full, "seed \(seed), step \(step)")
    }
  }

  /// A chain `v0 == c`, `v[j] == v[j-1] + 1` of k variables beside 1,000 unrelated ones: a
  /// constant change of the chain's head rewrites k rows and writes k variables.
  @Test("a setConstant that touches k rows writes O(k) variables")
  func writesFollowTheChange() throws {
    let solver = Solver()
    let others = (0..<1000).map { Variable("o\($0)") }
    for (index, variable) in others.enumerated() {
      try solver.addConstraint(variable == Double(index))
      try solver.addConstraint((variable == 0) | .weak)
    }
    let k = 5
    let chain = (0..<k).map { Variable("c\($0)") }
    let head = chain[0] == 10
    try solver.addConstraint(head)
    for j in 1..<k { try solver.addConstraint(chain[j] == chain[j - 1] + 1) }
    solver.updateVariables()
    let before = solver._variableWrites
    try solver.setConstant(-20, for: head)
    var reported: [String] = []
    solver.updateVariables { reported.append($0.name) }
    #expect(solver._variableWrites - before == k)
    #expect(reported == chain.map(\.name))
    #expect(chain.map(\.value) == [20, 21, 22, 23, 24])
    // Nothing changed: nothing is written.
    solver.updateVariables()
    #expect(solver._variableWrites - before == k)
    // A full recomputation writes every variable.
    solver.updateAllVariables()
    #expect(solver._variableWrites - before == 2 * k + others.count)
  }

  @Test("the tagged update reports the written variables by tag and identity, in order")
  func taggedUpdateReportsWrittenVariables() throws {
    let solver = Solver()
    let chain = (0..<4).map { Variable("c\($0)") }
    for (index, variable) in chain.enumerated() { variable.clientTag = 100 + index }
    // Enough unrelated variables that the change does not make the update write them all.
    for index in 0..<20 {
      let unrelated = Variable("u\(index)")
      unrelated.clientTag = index
      try solver.addConstraint(unrelated == Double(index))
    }
    let head = chain[0] == 10
    try solver.addConstraint(head)
    for j in 1..<chain.count { try solver.addConstraint(chain[j] == chain[j - 1] + 1) }
    solver.updateVariables()
    try solver.setConstant(-20, for: head)
    var reported: [(tag: Int, variable: ObjectIdentifier)] = []
    solver.updateVariables(appendingTagsTo: &reported)
    #expect(reported.map(\.tag) == [100, 101, 102, 103])
    #expect(reported.map(\.variable) == chain.map(ObjectIdentifier.init))
    #expect(chain.map(\.value) == [20, 21, 22, 23])
    // Nothing changed since: nothing is appended.
    solver.updateVariables(appendingTagsTo: &reported)
    #expect(reported.count == 4)
  }

  @Test("a new variable is written even when it is non-basic (value 0)")
  func newVariableWritten() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    x.value = 42
    y.value = 42
    try solver.addConstraint(x + y == 7)
    solver.updateVariables()
    #expect(x.value + y.value == 7)
    #expect(x.value == 0 || y.value == 0)
  }
}
