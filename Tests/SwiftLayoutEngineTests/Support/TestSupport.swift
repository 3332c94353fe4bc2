import Testing

@_spi(Testing) @testable import SwiftLayoutEngine

/// Expects the solver's tableau invariants to hold, now and after every earlier operation.
func expectSound(_ solver: Solver, sourceLocation: SourceLocation = #_sourceLocation) {
  let problems = solver._checkInvariants()
  #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
  #expect(
    solver.invariantViolations == 0, "\(solver.lastInvariantProblems)",
    sourceLocation: sourceLocation)
}

/// The sizes of a solver's tables, to compare with a baseline.
struct SolverSize: Equatable, CustomStringConvertible {
  var rows: Int
  var columns: Int
  var objectiveTerms: Int
  var symbols: Int
  var variables: Int

  init(_ solver: Solver) {
    rows = solver._rowCount
    columns = solver._columnCount
    objectiveTerms = solver._objectiveTermCount
    symbols = solver._symbolCount
    variables = solver._variableCount
  }

  var description: String {
    "rows \(rows), columns \(columns), objective \(objectiveTerms), symbols \(symbols), "
      + "variables \(variables)"
  }
}

/// A small deterministic random generator (SplitMix64) for seeded tests.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Whether a required constraint holds at the current values, with a tolerance scaled by the
/// magnitude of its terms.
func holds(_ constraint: Constraint, tolerance: Double = 1e-6) -> Bool {
  let expression = constraint.expression
  var scale = Swift.abs(expression.constant)
  for term in expression.terms { scale += Swift.abs(term.value) }
  let slack = tolerance * Swift.max(1, scale)
  let value = expression.value
  switch constraint.relation {
  case .equal: return Swift.abs(value) <= slack
  case .lessThanOrEqual: return value <= slack
  case .greaterThanOrEqual: return value >= -slack
  }
}

/// The failing constraint and conflict set of an unsatisfiable-constraint error, or nil.
func unsatisfiable(
  _ body: () throws(SolverError) -> Void
) -> (constraint: Constraint, conflicting: [Constraint])? {
  do {
    try body()
    return nil
  } catch {
    guard case .unsatisfiableConstraint(let constraint, let conflicting) = error else {
      return nil
    }
    return (constraint, conflicting)
  }
}
