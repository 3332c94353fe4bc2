// Comparisons that build required constraints, and `|` that changes a constraint's strength.

// MARK: ==

/// Makes the required constraint `lhs == rhs` (equal to).
public func == (lhs: Variable, rhs: Variable) -> Constraint {
  Constraint(difference(LinearExpression(lhs), LinearExpression(rhs)), .equal)
}

/// Makes the required constraint `lhs == rhs` (equal to).
public func == (lhs: Variable, rhs: Term) -> Constraint {
  Constraint(difference(LinearExpression(lhs), LinearExpression(rhs)), .equal)
}

/// Makes the required constraint `lhs == rhs` (equal to).
public func == (lhs: Variable, rhs: LinearExpression) -> Constraint {
  Constraint(difference(LinearExpression(lhs), rhs), .equal)
}

/// Makes the required constraint `lhs == rhs` (equal to).
public func == (lhs: Variable, rhs: Double) -> Constraint {
  Constraint(difference(LinearExpression(lhs), LinearExpression(constant: rhs)), .equal)
}

/// Makes the required constraint `lhs == rhs` (equal to).
public func == (lhs: Term, rhs: Variable) -> Constraint {
  Constraint(difference(LinearExpression(lhs), LinearExpression(rhs)), .equal)
}

/// Makes the required constraint `lhs == rhs` (equal to).
public func == (lhs: Term, rhs: Term) -> Constraint {
  Constraint(difference(LinearExpression(lhs), LinearExpression(rhs)), .equal)
}

/// Makes the required constraint `lhs == rhs` (equal to).
public func == (lhs: Term, rhs: LinearExpression) -> Constraint {
  Constraint(difference(LinearExpression(lhs), rhs), .equal)
}

/// Makes the required constraint `lhs == rhs` (equal to).
public func == (lhs: Term, rhs: Double) -> Constraint {
  Constraint(difference(LinearExpression(lhs), LinearExpression(constant: rhs)), .equal)
}

/// Makes the required constraint `lhs == rhs` (equal to).
public func == (lhs: LinearExpression, rhs: Variable) -> Constraint {
  Constraint(difference(lhs, LinearExpression(rhs)), .equal)
}

/// Makes the required constraint `lhs == rhs` (equal to).
public func == (lhs: LinearExpression, rhs: Term) -> Constraint {
  Constraint(difference(lhs, LinearExpression(rhs)), .equal)
}

/// Makes the required constraint `lhs == rhs` (equal to).
public func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
  Constraint(difference(lhs, rhs), .equal)
}

/// Makes the required constraint `lhs == rhs` (equal to).
public func == (lhs: LinearExpression, rhs: Double) -> Constraint {
  Constraint(difference(lhs, LinearExpression(constant: rhs)), .equal)
}

/// Makes the required constraint `lhs == rhs` (equal to).
public func == (lhs: Double, rhs: Variable) -> Constraint {
  Constraint(difference(LinearExpression(constant: lhs), LinearExpression(rhs)), .equal)
}

/// Makes the required constraint `lhs == rhs` (equal to).
public func == (lhs: Double, rhs: Term) -> Constraint {
  Constraint(difference(LinearExpression(constant: lhs), LinearExpression(rhs)), .equal)
}

/// Makes the required constraint `lhs == rhs` (equal to).
public func == (lhs: Double, rhs: LinearExpression) -> Constraint {
  Constraint(difference(LinearExpression(constant: lhs), rhs), .equal)
}

// MARK: <=

/// Makes the required constraint `lhs <= rhs` (less than or equal to).
public func <= (lhs: Variable, rhs: Variable) -> Constraint {
  Constraint(difference(LinearExpression(lhs), LinearExpression(rhs)), .lessThanOrEqual)
}

/// Makes the required constraint `lhs <= rhs` (less than or equal to).
public func <= (lhs: Variable, rhs: Term) -> Constraint {
  Constraint(difference(LinearExpression(lhs), LinearExpression(rhs)), .lessThanOrEqual)
}

/// Makes the required constraint `lhs <= rhs` (less than or equal to).
public func <= (lhs: Variable, rhs: LinearExpression) -> Constraint {
  Constraint(difference(LinearExpression(lhs), rhs), .lessThanOrEqual)
}

/// Makes the required constraint `lhs <= rhs` (less than or equal to).
public func <= (lhs: Variable, rhs: Double) -> Constraint {
  Constraint(difference(LinearExpression(lhs), LinearExpression(constant: rhs)), .lessThanOrEqual)
}

/// Makes the required constraint `lhs <= rhs` (less than or equal to).
public func <= (lhs: Term, rhs: Variable) -> Constraint {
  Constraint(difference(LinearExpression(lhs), LinearExpression(rhs)), .lessThanOrEqual)
}

/// Makes the required constraint `lhs <= rhs` (less than or equal to).
public func <= (lhs: Term, rhs: Term) -> Constraint {
  Constraint(difference(LinearExpression(lhs), LinearExpression(rhs)), .lessThanOrEqual)
}

/// Makes the required constraint `lhs <= rhs` (less than or equal to).
public func <= (lhs: Term, rhs: LinearExpression) -> Constraint {
  Constraint(difference(LinearExpression(lhs), rhs), .lessThanOrEqual)
}

/// Makes the required constraint `lhs <= rhs` (less than or equal to).
public func <= (lhs: Term, rhs: Double) -> Constraint {
  Constraint(difference(LinearExpression(lhs), LinearExpression(constant: rhs)), .lessThanOrEqual)
}

/// Makes the required constraint `lhs <= rhs` (less than or equal to).
public func <= (lhs: LinearExpression, rhs: Variable) -> Constraint {
  Constraint(difference(lhs, LinearExpression(rhs)), .lessThanOrEqual)
}

/// Makes the required constraint `lhs <= rhs` (less than or equal to).
public func <= (lhs: LinearExpression, rhs: Term) -> Constraint {
  Constraint(difference(lhs, LinearExpression(rhs)), .lessThanOrEqual)
}

/// Makes the required constraint `lhs <= rhs` (less than or equal to).
public func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
  Constraint(difference(lhs, rhs), .lessThanOrEqual)
}

/// Makes the required constraint `lhs <= rhs` (less than or equal to).
public func <= (lhs: LinearExpression, rhs: Double) -> Constraint {
  Constraint(difference(lhs, LinearExpression(constant: rhs)), .lessThanOrEqual)
}

/// Makes the required constraint `lhs <= rhs` (less than or equal to).
public func <= (lhs: Double, rhs: Variable) -> Constraint {
  Constraint(difference(LinearExpression(constant: lhs), LinearExpression(rhs)), .lessThanOrEqual)
}

/// Makes the required constraint `lhs <= rhs` (less than or equal to).
public func <= (lhs: Double, rhs: Term) -> Constraint {
  Constraint(difference(LinearExpression(constant: lhs), LinearExpression(rhs)), .lessThanOrEqual)
}

/// Makes the required constraint `lhs <= rhs` (less than or equal to).
public func <= (lhs: Double, rhs: LinearExpression) -> Constraint {
  Constraint(difference(LinearExpression(constant: lhs), rhs), .lessThanOrEqual)
}

// MARK: >=

/// Makes the required constraint `lhs >= rhs` (greater than or equal to).
public func >= (lhs: Variable, rhs: Variable) -> Constraint {
  Constraint(difference(LinearExpression(lhs), LinearExpression(rhs)), .greaterThanOrEqual)
}

/// Makes the required constraint `lhs >= rhs` (greater than or equal to).
public func >= (lhs: Variable, rhs: Term) -> Constraint {
  Constraint(difference(LinearExpression(lhs), LinearExpression(rhs)), .greaterThanOrEqual)
}

/// Makes the required constraint `lhs >= rhs` (greater than or equal to).
public func >= (lhs: Variable, rhs: LinearExpression) -> Constraint {
  Constraint(difference(LinearExpression(lhs), rhs), .greaterThanOrEqual)
}

/// Makes the required constraint `lhs >= rhs` (greater than or equal to).
public func >= (lhs: Variable, rhs: Double) -> Constraint {
  Constraint(
    difference(LinearExpression(lhs), LinearExpression(constant: rhs)), .greaterThanOrEqual)
}

/// Makes the required constraint `lhs >= rhs` (greater than or equal to).
public func >= (lhs: Term, rhs: Variable) -> Constraint {
  Constraint(difference(LinearExpression(lhs), LinearExpression(rhs)), .greaterThanOrEqual)
}

/// Makes the required constraint `lhs >= rhs` (greater than or equal to).
public func >= (lhs: Term, rhs: Term) -> Constraint {
  Constraint(difference(LinearExpression(lhs), LinearExpression(rhs)), .greaterThanOrEqual)
}

/// Makes the required constraint `lhs >= rhs` (greater than or equal to).
public func >= (lhs: Term, rhs: LinearExpression) -> Constraint {
  Constraint(difference(LinearExpression(lhs), rhs), .greaterThanOrEqual)
}

/// Makes the required constraint `lhs >= rhs` (greater than or equal to).
public func >= (lhs: Term, rhs: Double) -> Constraint {
  Constraint(
    difference(LinearExpression(lhs), LinearExpression(constant: rhs)), .greaterThanOrEqual)
}

/// Makes the required constraint `lhs >= rhs` (greater than or equal to).
public func >= (lhs: LinearExpression, rhs: Variable) -> Constraint {
  Constraint(difference(lhs, LinearExpression(rhs)), .greaterThanOrEqual)
}

/// Makes the required constraint `lhs >= rhs` (greater than or equal to).
public func >= (lhs: LinearExpression, rhs: Term) -> Constraint {
  Constraint(difference(lhs, LinearExpression(rhs)), .greaterThanOrEqual)
}

/// Makes the required constraint `lhs >= rhs` (greater than or equal to).
public func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
  Constraint(difference(lhs, rhs), .greaterThanOrEqual)
}

/// Makes the required constraint `lhs >= rhs` (greater than or equal to).
public func >= (lhs: LinearExpression, rhs: Double) -> Constraint {
  Constraint(difference(lhs, LinearExpression(constant: rhs)), .greaterThanOrEqual)
}

/// Makes the required constraint `lhs >= rhs` (greater than or equal to).
public func >= (lhs: Double, rhs: Variable) -> Constraint {
  Constraint(
    difference(LinearExpression(constant: lhs), LinearExpression(rhs)), .greaterThanOrEqual)
}

/// Makes the required constraint `lhs >= rhs` (greater than or equal to).
public func >= (lhs: Double, rhs: Term) -> Constraint {
  Constraint(
    difference(LinearExpression(constant: lhs), LinearExpression(rhs)), .greaterThanOrEqual)
}

/// Makes the required constraint `lhs >= rhs` (greater than or equal to).
public func >= (lhs: Double, rhs: LinearExpression) -> Constraint {
  Constraint(difference(LinearExpression(constant: lhs), rhs), .greaterThanOrEqual)
}

/// Makes a copy of a constraint with another strength: `(x == 100) | .weak`.
public func | (lhs: Constraint, rhs: Strength) -> Constraint {
  Constraint(lhs, strength: rhs)
}

private func difference(_ lhs: LinearExpression, _ rhs: LinearExpression) -> LinearExpression {
  LinearExpression(lhs.terms + rhs.terms.map { -$0 }, constant: lhs.constant - rhs.constant)
}
