/// Numerical tolerances of the solver, chosen once and documented on ``Solver``.
enum Tolerance {
  /// Row coefficients whose magnitude falls below this are dropped (as kiwi's 1e-8).
  static let coefficient = 1e-8
  /// A sum that cancels to this fraction of its larger operand is round-off and becomes zero.
  static let cancellation = 1e-10
  /// Row constants below `-feasibility` make a restricted row infeasible.
  static let feasibility = 1e-8

  /// Whether `result = old + delta` is round-off from a cancellation (or simply negligible).
  @inline(__always)
  static func cancels(_ result: Double, _ old: Double, _ delta: Double) -> Bool {
    let magnitude = Swift.abs(result)
    return magnitude < coefficient
      || magnitude <= cancellation * Swift.max(Swift.abs(old), Swift.abs(delta))
  }

  /// Whether an objective coefficient `result = old + delta` is round-off (relative test only).
  @inline(__always)
  static func objectiveCancels(_ result: Double, _ old: Double, _ delta: Double) -> Bool {
    let magnitude = Swift.abs(result)
    return magnitude < 1e-14
      || magnitude <= cancellation * Swift.max(Swift.abs(old), Swift.abs(delta))
  }
}
