/// How much an optional constraint matters, or that a constraint is required.
///
/// Strengths are plain numbers, as in kiwi: ``create(_:_:_:weight:)`` composes
/// `1e6·strong + 1e3·medium + weak`, each part clipped to [0, 1000] after weighting, so
/// ``required`` is 1,001,001,000. Because they are plain numbers, many weak errors can outweigh one
/// medium error (1,001 weak constraints pull harder than one medium one).
///
/// ``priority(_:weight:)`` makes strictly ordered strengths instead, as UIKit's layout
/// priorities are: every optional constraint on a higher priority level is satisfied as well as
/// it can be before any on a lower level counts, however many there are. Within one level,
/// errors are weighed by ``value``; all of kiwi's strengths share the base level, below every
/// priority level.
///
/// ```swift
/// let c = (x == 100) | .weak
/// let slightlyStronger = Strength.create(0, 0, 1, weight: 2)
/// ```
public struct Strength: Sendable, Hashable, Comparable {
  /// The strength's numeric value, in [0, ``required``] for finite inputs: the weight of the
  /// constraint's error on its ``level``.
  public let value: Double
  /// The priority level the constraint's error is minimised on: 0 (the base level, kiwi's) for
  /// every strength but those of ``priority(_:weight:)``.
  public let level: Double

  /// Creates a strength with a raw value, clipped to [0, ``required``].
  ///
  /// A non-finite value is kept as it is, so that ``Solver/addConstraint(_:)`` can refuse it
  /// with ``SolverError/nonFiniteValue(_:)``.
  ///
  /// - Parameter value: The raw strength.
  public init(_ value: Double) {
    if value.isFinite {
      self.value = Swift.min(Swift.max(value, 0), Strength.requiredValue)
    } else {
      self.value = value
    }
    level = 0
  }

  private init(value: Double, level: Double) {
    self.value = value
    self.level = level
  }

  /// An optional strength on a priority level of its own: errors on a higher level outweigh
  /// any errors on lower levels and on the base level, however many.
  ///
  /// ```swift
  /// let high = Strength.priority(750)
  /// let low = Strength.priority(250)
  /// // (w == 100) | high beats any number of (w == 0) | low.
  /// ```
  ///
  /// - Parameters:
  ///   - level: The level, greater than zero (a UIKit priority such as 250 or 750). Zero or less
  ///     gives the base level.
  ///   - weight: The error's weight within the level, clipped to [0, 1,000,000]; 1 by default.
  /// - Returns: The strength; a non-finite level or weight gives a strength the solver refuses.
  public static func priority(_ level: Double, weight: Double = 1) -> Strength {
    guard level.isFinite, weight.isFinite else { return Strength(.nan) }
    return Strength(value: Swift.min(Swift.max(weight, 0), 1_000_000), level: Swift.max(level, 0))
  }

  private static let requiredValue = 1_001_001_000.0

  /// A constraint that must hold: 1,001,001,000.
  public static let required = Strength(requiredValue)
  /// The strongest optional strength: 1,000,000.
  public static let strong = Strength(1_000_000)
  /// The middle optional strength: 1,000.
  public static let medium = Strength(1_000)
  /// The weakest named strength: 1.
  public static let weak = Strength(1)

  /// Composes a strength from strong, medium and weak parts, as kiwi's `strength::create`.
  ///
  /// Each part is multiplied by `weight`, then clipped to [0, 1000]; the result is
  /// `1e6·strong + 1e3·medium + weak`. A non-finite part gives a non-finite strength, which a
  /// solver refuses.
  ///
  /// - Parameters:
  ///   - strong: The strong part.
  ///   - medium: The medium part.
  ///   - weak: The weak part.
  ///   - weight: A factor applied to every part; 1 by default.
  /// - Returns: The composed strength.
  public static func create(
    _ strong: Double, _ medium: Double, _ weak: Double, weight: Double = 1
  ) -> Strength {
    let parts = [strong * weight, medium * weight, weak * weight]
    if let bad = parts.first(where: { !$0.isFinite }) { return Strength(bad) }
    func clip(_ part: Double) -> Double { Swift.min(Swift.max(part, 0), 1000) }
    return Strength(clip(parts[0]) * 1_000_000 + clip(parts[1]) * 1000 + clip(parts[2]))
  }

  /// Whether this is the ``required`` strength.
  public var isRequired: Bool { value >= Strength.requiredValue }

  /// Orders strengths: by level, then by value within a level; ``required`` is above all.
  public static func < (lhs: Strength, rhs: Strength) -> Bool {
    if lhs.isRequired || rhs.isRequired { return !lhs.isRequired && rhs.isRequired }
    return (lhs.level, lhs.value) < (rhs.level, rhs.value)
  }
}

extension Strength: CustomStringConvertible {
  /// `required`, `strong`, `medium`, `weak`, the number, or `priority 750` (with `×weight`
  /// when the weight is not 1).
  public var description: String {
    if level > 0 {
      let weight = value == 1 ? "" : " ×" + NumberFormatting.format(value)
      return "priority " + NumberFormatting.format(level) + weight
    }
    switch value {
    case Strength.required.value: return "required"
    case Strength.strong.value: return "strong"
    case Strength.medium.value: return "medium"
    case Strength.weak.value: return "weak"
    default: return NumberFormatting.format(value)
    }
  }
}
