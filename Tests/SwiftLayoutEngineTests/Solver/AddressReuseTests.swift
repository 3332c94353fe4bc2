import SwiftLayoutTestSupport
import Testing

@_spi(Testing) @testable import SwiftLayoutEngine

/// The solver's tables keyed by `ObjectIdentifier` (edit variables, the symbols and constraint
/// records a second solver finds by identity) never take a new variable or constraint for a
/// freed one that had the same address.
///
/// Each table holds its key alive while it has an entry (an edit holds its variable, a record
/// its constraint), so an address can only be reused once the entry is gone: these tests free
/// an object after the solver let it go, and check the new object starts afresh.
@Suite("Address reuse in the solver's tables")
struct AddressReuseTests {
  @Test("A new variable at a freed edit variable's address is no edit variable")
  func editVariable() throws {
    let solver = Solver()
    var freed: Variable? = Variable("freed")
    do {
      let edited = try #require(freed)
      try solver.addEditVariable(edited, strength: .strong)
      try solver.suggestValue(30, for: edited)
      try solver.removeEditVariable(edited)
    }
    guard let variable = objectReusingAddress(of: &freed, { Variable("new") }) else { return }
    #expect(!solver.hasEditVariable(variable))
    #expect(throws: SolverError.self) { try solver.suggestValue(5, for: variable) }
    try solver.addEditVariable(variable, strength: .strong)
    try solver.suggestValue(12, for: variable)
    solver.updateVariables()
    #expect(variable.value == 12)
  }

  @Test("A new variable at the address of a freed one that two solvers held gets its own symbol")
  func sharedVariable() throws {
    let first = Solver()
    let second = Solver()
    let other = Variable("other")
    var freed: Variable? = Variable("freed")
    do {
      let shared = try #require(freed)
      // The first solver takes the variable's hint; the second finds it by identity.
      let inFirst = shared == 1
      let inSecond = shared == 2
      let link = other == shared + 3
      try first.addConstraint(inFirst)
      try second.addConstraint(inSecond)
      try second.addConstraint(link)
      try second.removeConstraint(link)
      try second.removeConstraint(inSecond)
      try first.removeConstraint(inFirst)
    }
    try second.addConstraint(other == 10)
    guard let variable = objectReusingAddress(of: &freed, { Variable("new") }) else { return }
    try second.addConstraint(variable == other + 5)
    try first.addConstraint(variable == 40)
    second.updateAllVariables()
    #expect(variable.value == 15)
    #expect(other.value == 10)
    first.updateAllVariables()
    #expect(variable.value == 40)
    #expect(second._checkInvariants().isEmpty)
  }

  @Test("A new constraint at the address of a freed one that two solvers held is not held")
  func sharedConstraint() throws {
    let first = Solver()
    let second = Solver()
    let x = Variable("x")
    var freed: Constraint? = x == 1
    do {
      let shared = try #require(freed)
      try first.addConstraint(shared)
      try second.addConstraint(shared)
      try second.removeConstraint(shared)
      try first.removeConstraint(shared)
    }
    guard let constraint = objectReusingAddress(of: &freed, { x == 7 }) else { return }
    #expect(!first.hasConstraint(constraint))
    #expect(!second.hasConstraint(constraint))
    try second.addConstraint(constraint)
    try first.addConstraint(constraint)
    second.updateAllVariables()
    #expect(x.value == 7)
    try second.removeConstraint(constraint)
    #expect(!second.hasConstraint(constraint))
    #expect(first.hasConstraint(constraint))
    #expect(second._checkInvariants().isEmpty)
    #expect(first._checkInvariants().isEmpty)
  }
}
