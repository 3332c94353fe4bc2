/// A variable multiplied by a coefficient: one summand of a ``LinearExpression``.
///
/// ```swift
/// let x = Variable("x")
/// let term = 2 * x  // Term(x, coefficient: 2)
/// ```
public struct Term: Sendable {
  /// The variable this term multiplies.
  public let variable: Variable
  /// The factor applied to ``variable``.
  public let coefficient: Double

  /// Creates a term `coefficient * variable`.
  ///
  /// - Parameters:
  ///   - variable: The variable.
  ///   - coefficient: The factor; 1 by default.
  public init(_ variable: Variable, coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }

  /// The term's value with the variable's current ``Variable/value``.
  public var value: Double { coefficient * variable.value }
}

extension Term: CustomStringConvertible {
  /// The term as `2 * x` (or just `x` for a coefficient of 1).
  public var description: String {
    if coefficient == 1 { return variable.description }
    return "\(NumberFormatting.format(coefficient)) * \(variable.description)"
  }
}
