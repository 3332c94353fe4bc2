/// The fixed number format of descriptions and SVG: integers without a fraction, others with up
/// to four decimals, never an exponent for layout-sized values, never `-0`.
enum NumberText {
  /// Magnitudes from here on are whole numbers in `Double` (no fraction digits to show) and do
  /// not fit `Int64`: they print in Swift's shortest round-trip form (`1e+19`), which is as
  /// deterministic as the digits and reads better than twenty of them.
  private static let int64Limit = 9_223_372_036_854_775_808.0

  static func format(_ value: CGFloat) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
    let double = Double(value)
    // Checked before scaling: scaling by 10^4 would overflow to infinity near the top of the
    // range, and `Int64(_:)` traps on values it cannot hold.
    guard Swift.abs(double) < int64Limit else { return "\(double)" }
    let scaled = (double * 10_000).rounded() / 10_000
    if scaled == scaled.rounded(), Swift.abs(scaled) < 1e15 {
      let integer = Int64(scaled)
      return "\(integer)"
    }
    var text = "\(scaled)"
    if text.contains("e") {
      // A whole number from 1e16 on (four-decimal rounding never leaves a fraction that small
      // in exponent form). Rounding by 10^4 and back may have carried it onto the limit.
      let whole = scaled.rounded()
      return Swift.abs(whole) < int64Limit ? "\(Int64(whole))" : "\(double)"
    }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}
