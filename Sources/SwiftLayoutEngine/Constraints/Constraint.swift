/// A linear relation `expression (==, <=, >=) 0` with a strength.
///
/// Constraints have identity: two constraints built from the same text are two constraints, and
/// a solver holds each at most once. Making a constraint merges like terms of its expression
/// (`x + x == 4` becomes `2 * x - 4 == 0`).
///
/// ```swift
/// let c = Constraint(2 * x + y - 10, .greaterThanOrEqual, strength: .strong)
/// let same = (2 * x + y >= 10) | .strong
/// ```
///
/// `Constraint` is `Sendable`; its constant and strength change only through
/// ``Solver/setConstant(_:for:)`` and ``Solver/setStrength(_:for:)``, which follow the same
/// single-owner rule as ``Variable/value``.
public final class Constraint: @unchecked Sendable {
  @exclusivity(unchecked) nonisolated(unsafe) private var storedExpression: LinearExpression
  @exclusivity(unchecked) nonisolated(unsafe) private var storedStrength: Strength
  @exclusivity(unchecked) nonisolated(unsafe) private var storedStrengthAbove: Strength?

  /// The record slot the solver that claimed the hint gave the constraint, checked against
  /// that solver's table before use (a constraint may be held by several solvers at once, on
  /// several threads: see ``LookupHint``).
  let hint = LookupHint()

  /// The hint's slot, -1 when no solver claimed it.
  var recordHint: Int32 { hint.value }

  /// The reduced expression compared with zero.
  ///
  /// Its constant changes only through ``Solver/setConstant(_:for:)``.
  public internal(set) var expression: LinearExpression {
    get { storedExpression }
    set { storedExpression = newValue }
  }

  /// How ``expression`` relates to zero.
  public let relation: Relation

  /// The constraint's strength; ``Strength/required`` by default.
  ///
  /// It changes only through ``Solver/setStrength(_:for:)``.
  public internal(set) var strength: Strength {
    get { storedStrength }
    set { storedStrength = newValue }
  }

  /// The strength of an optional equality's error when the expression is above zero, when it
  /// differs from ``strength`` (which then weighs the error below zero); nil otherwise.
  ///
  /// One such constraint stands for the pair `expression <= 0` at this strength and
  /// `expression >= 0` at ``strength``, with one row and two error symbols instead of two rows
  /// and four symbols (UIKit's content-size constraint: hugging above, compression resistance
  /// below). It changes only through ``Solver/setStrength(_:for:)``, which makes both
  /// directions equal.
  public internal(set) var strengthAbove: Strength? {
    get { storedStrengthAbove }
    set { storedStrengthAbove = newValue }
  }

  /// Creates the constraint `expression (relation) 0`.
  ///
  /// - Parameters:
  ///   - expression: The expression; like terms are merged.
  ///   - relation: How the expression relates to zero.
  ///   - strength: The strength; required by default.
  public init(
    _ expression: LinearExpression, _ relation: Relation, strength: Strength = .required
  ) {
    self.storedExpression = expression.reduced
    self.relation = relation
    self.storedStrength = strength
  }

  /// Creates the optional equality `expression == 0` whose error weighs `above` when the
  /// expression is above zero and `below` when it is below.
  ///
  /// It behaves as the pair `expression <= 0 | above` and `expression >= 0 | below`, but the
  /// solver keeps it as one row with two error symbols.
  ///
  /// ```swift
  /// // Hug at 250, resist compression at 750: one constraint for both.
  /// let size = Constraint(width - 42, below: .priority(750), above: .priority(250))
  /// ```
  ///
  /// - Parameters:
  ///   - expression: The expression; like terms are merged.
  ///   - below: The strength of the error when the expression is below zero.
  ///   - above: The strength of the error when the expression is above zero.
  /// - Note: A required `below` or `above` has no meaning here: the solver refuses the
  ///   constraint with ``SolverError/badRequiredStrength(_:)``.
  public init(_ expression: LinearExpression, below: Strength, above: Strength) {
    self.storedExpression = expression.reduced
    self.relation = .equal
    self.storedStrength = below
    self.storedStrengthAbove = above == below ? nil : above
  }

  /// Creates a new constraint with the same expression and relation and another strength.
  ///
  /// - Parameters:
  ///   - other: The constraint to copy.
  ///   - strength: The copy's strength.
  public convenience init(_ other: Constraint, strength: Strength) {
    self.init(other.expression, other.relation, strength: strength)
  }

  /// Sets the expression's constant in place (through ``expression`` the terms would be copied
  /// out and back).
  @inline(__always)
  func setExpressionConstant(_ constant: Double) {
    storedExpression.constant = constant
  }

  /// Calls `body` with the expression's terms in place, without copying the array.
  @inline(__always)
  func withTerms<Result>(_ body: (UnsafeBufferPointer<Term>) -> Result) -> Result {
    storedExpression.terms.withUnsafeBufferPointer(body)
  }

  /// Whether the current variable values violate the relation (kiwi's `violated()`).
  ///
  /// Equality allows an error of 1e-8; inequalities are compared strictly.
  public var isViolated: Bool {
    let value = expression.value
    switch relation {
    case .equal: return Swift.abs(value) >= 1e-8
    case .lessThanOrEqual: return value > 0
    case .greaterThanOrEqual: return value < 0
    }
  }
}

extension Constraint: CustomStringConvertible {
  /// The constraint as `2 * x + y - 10 >= 0 | strong`.
  public var description: String {
    guard let strengthAbove else { return "\(expression) \(relation) 0 | \(strength)" }
    return "\(expression) \(relation) 0 | \(strength) below, \(strengthAbove) above"
  }
}
