// Linear arithmetic over variables, terms, expressions and numbers.
//
// Only linear forms are representable: there is no product of two variables (`x * y` does not
// type-check), and division is by numbers only. Dividing by zero does not trap: it yields an
// infinite or NaN coefficient, which `Solver.addConstraint(_:)` refuses with
// `SolverError.nonFiniteValue`.

// MARK: Negation

/// Negates a variable: `-x` is the term `-1 * x`.
public prefix func - (operand: Variable) -> Term { Term(operand, coefficient: -1) }

/// Negates a term's coefficient.
public prefix func - (operand: Term) -> Term {
  Term(operand.variable, coefficient: -operand.coefficient)
}

/// Negates every term and the constant of an expression.
public prefix func - (operand: LinearExpression) -> LinearExpression { operand * -1 }

// MARK: Multiplication and division by numbers

/// Scales a variable: `x * 2` is the term `2 * x`.
public func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, coefficient: rhs) }

/// Scales a variable: `2 * x` is the term `2 * x`.
public func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, coefficient: lhs) }

/// Scales a term's coefficient.
public func * (lhs: Term, rhs: Double) -> Term {
  Term(lhs.variable, coefficient: lhs.coefficient * rhs)
}

/// Scales a term's coefficient.
public func * (lhs: Double, rhs: Term) -> Term { rhs * lhs }

/// Scales every term and the constant of an expression.
public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
  LinearExpression(lhs.terms.map { $0 * rhs }, constant: lhs.constant * rhs)
}

/// Scales every term and the constant of an expression.
public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs * lhs }

/// Divides a variable by a number; dividing by zero gives a non-finite coefficient.
public func / (lhs: Variable, rhs: Double) -> Term { Term(lhs, coefficient: 1 / rhs) }

/// Divides a term by a number; dividing by zero gives a non-finite coefficient.
public func / (lhs: Term, rhs: Double) -> Term {
  Term(lhs.variable, coefficient: lhs.coefficient / rhs)
}

/// Divides an expression by a number; dividing by zero gives non-finite numbers.
public func / (lhs: LinearExpression, rhs: Double) -> LinearExpression {
  LinearExpression(lhs.terms.map { $0 / rhs }, constant: lhs.constant / rhs)
}

// MARK: Addition and subtraction

/// Adds two linear operands into one expression.
public func + (lhs: Variable, rhs: Variable) -> LinearExpression {
  sum(LinearExpression(lhs), LinearExpression(rhs))
}

/// Subtracts one linear operand from another.
public func - (lhs: Variable, rhs: Variable) -> LinearExpression {
  sum(LinearExpression(lhs), -LinearExpression(rhs))
}

/// Adds two linear operands into one expression.
public func + (lhs: Variable, rhs: Term) -> LinearExpression {
  sum(LinearExpression(lhs), LinearExpression(rhs))
}

/// Subtracts one linear operand from another.
public func - (lhs: Variable, rhs: Term) -> LinearExpression {
  sum(LinearExpression(lhs), -LinearExpression(rhs))
}

/// Adds two linear operands into one expression.
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
  sum(LinearExpression(lhs), rhs)
}

/// Subtracts one linear operand from another.
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
  sum(LinearExpression(lhs), -rhs)
}

/// Adds two linear operands into one expression.
public func + (lhs: Variable, rhs: Double) -> LinearExpression {
  sum(LinearExpression(lhs), LinearExpression(constant: rhs))
}

/// Subtracts one linear operand from another.
public func - (lhs: Variable, rhs: Double) -> LinearExpression {
  sum(LinearExpression(lhs), -LinearExpression(constant: rhs))
}

/// Adds two linear operands into one expression.
public func + (lhs: Term, rhs: Variable) -> LinearExpression {
  sum(LinearExpression(lhs), LinearExpression(rhs))
}

/// Subtracts one linear operand from another.
public func - (lhs: Term, rhs: Variable) -> LinearExpression {
  sum(LinearExpression(lhs), -LinearExpression(rhs))
}

/// Adds two linear operands into one expression.
public func + (lhs: Term, rhs: Term) -> LinearExpression {
  sum(LinearExpression(lhs), LinearExpression(rhs))
}

/// Subtracts one linear operand from another.
public func - (lhs: Term, rhs: Term) -> LinearExpression {
  sum(LinearExpression(lhs), -LinearExpression(rhs))
}

/// Adds two linear operands into one expression.
public func + (lhs: Term, rhs: LinearExpression) -> LinearExpression {
  sum(LinearExpression(lhs), rhs)
}

/// Subtracts one linear operand from another.
public func - (lhs: Term, rhs: LinearExpression) -> LinearExpression {
  sum(LinearExpression(lhs), -rhs)
}

/// Adds two linear operands into one expression.
public func + (lhs: Term, rhs: Double) -> LinearExpression {
  sum(LinearExpression(lhs), LinearExpression(constant: rhs))
}

/// Subtracts one linear operand from another.
public func - (lhs: Term, rhs: Double) -> LinearExpression {
  sum(LinearExpression(lhs), -LinearExpression(constant: rhs))
}

/// Adds two linear operands into one expression.
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
  sum(lhs, LinearExpression(rhs))
}

/// Subtracts one linear operand from another.
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
  sum(lhs, -LinearExpression(rhs))
}

/// Adds two linear operands into one expression.
public func + (lhs: LinearExpression, rhs: Term) -> LinearExpression {
  sum(lhs, LinearExpression(rhs))
}

/// Subtracts one linear operand from another.
public func - (lhs: LinearExpression, rhs: Term) -> LinearExpression {
  sum(lhs, -LinearExpression(rhs))
}

/// Adds two linear operands into one expression.
public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { sum(lhs, rhs) }

/// Subtracts one linear operand from another.
public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { sum(lhs, -rhs) }

/// Adds two linear operands into one expression.
public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
  sum(lhs, LinearExpression(constant: rhs))
}

/// Subtracts one linear operand from another.
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
  sum(lhs, -LinearExpression(constant: rhs))
}

/// Adds two linear operands into one expression.
public func + (lhs: Double, rhs: Variable) -> LinearExpression {
  sum(LinearExpression(constant: lhs), LinearExpression(rhs))
}

/// Subtracts one linear operand from another.
public func - (lhs: Double, rhs: Variable) -> LinearExpression {
  sum(LinearExpression(constant: lhs), -LinearExpression(rhs))
}

/// Adds two linear operands into one expression.
public func + (lhs: Double, rhs: Term) -> LinearExpression {
  sum(LinearExpression(constant: lhs), LinearExpression(rhs))
}

/// Subtracts one linear operand from another.
public func - (lhs: Double, rhs: Term) -> LinearExpression {
  sum(LinearExpression(constant: lhs), -LinearExpression(rhs))
}

/// Adds two linear operands into one expression.
public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression {
  sum(LinearExpression(constant: lhs), rhs)
}

/// Subtracts one linear operand from another.
public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression {
  sum(LinearExpression(constant: lhs), -rhs)
}

private func sum(_ lhs: LinearExpression, _ rhs: LinearExpression) -> LinearExpression {
  LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
