/// Why a ``Solver`` refused an operation.
///
/// A refused operation changes nothing.
public enum SolverError: Error, Sendable {
  /// The required constraint cannot hold together with the required constraints already added.
  ///
  /// `conflicting` lists the earlier required constraints that, with this one, cannot all hold
  /// (the constraints of a Farkas certificate found by the simplex, in the order they were
  /// added); it does not repeat the failing constraint itself.
  case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
  /// The constraint is already in the solver.
  case duplicateConstraint(Constraint)
  /// The constraint is not in the solver.
  case unknownConstraint(Constraint)
  /// The variable is already an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// The strength is not allowed here: an edit variable cannot be required, and a constraint
  /// cannot change to or from required in place.
  case badRequiredStrength(Strength)
  /// A constant, coefficient, strength or suggested value is NaN or infinite; the text says which.
  case nonFiniteValue(String)
  /// A coefficient is larger in magnitude than ``Solver/maximumMagnitude`` (1e15), where the
  /// solver's arithmetic would overflow; the text says which.
  case valueOutOfRange(String)
}

extension SolverError: Equatable {
  /// Errors are equal when they are the same case about the same objects (by identity).
  public static func == (lhs: SolverError, rhs: SolverError) -> Bool {
    switch (lhs, rhs) {
    case (
      .unsatisfiableConstraint(let a, let conflictA), .unsatisfiableConstraint(let b, let conflictB)
    ):
      return a === b && conflictA.count == conflictB.count
        && zip(conflictA, conflictB).allSatisfy { $0 === $1 }
    case (.duplicateConstraint(let a), .duplicateConstraint(let b)): return a === b
    case (.unknownConstraint(let a), .unknownConstraint(let b)): return a === b
    case (.duplicateEditVariable(let a), .duplicateEditVariable(let b)): return a === b
    case (.unknownEditVariable(let a), .unknownEditVariable(let b)): return a === b
    case (.badRequiredStrength(let a), .badRequiredStrength(let b)): return a == b
    case (.nonFiniteValue(let a), .nonFiniteValue(let b)): return a == b
    case (.valueOutOfRange(let a), .valueOutOfRange(let b)): return a == b
    default: return false
    }
  }
}

extension SolverError: CustomStringConvertible {
  /// A kiwi.js-style message (`unsatisfiable constraint`, `unknown edit variable`, …) and detail.
  public var description: String {
    switch self {
    case .unsatisfiableConstraint(let constraint, let conflicting):
      var text = "unsatisfiable constraint: \(constraint)"
      if !conflicting.isEmpty {
        text += "\n  conflicts with:"
        for other in conflicting { text += "\n    \(other)" }
      }
      return text
    case .duplicateConstraint(let constraint): return "duplicate constraint: \(constraint)"
    case .unknownConstraint(let constraint): return "unknown constraint: \(constraint)"
    case .duplicateEditVariable(let variable): return "duplicate edit variable: \(variable)"
    case .unknownEditVariable(let variable): return "unknown edit variable: \(variable)"
    case .badRequiredStrength(let strength): return "bad required strength: \(strength)"
    case .nonFiniteValue(let what): return "non-finite value: \(what)"
    case .valueOutOfRange(let what): return "value out of range: \(what)"
    }
  }
}
