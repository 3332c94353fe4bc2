/// The fixed number format of descriptions and SVG: integers without a fraction, others with up
/// to four decimals, never an exponent for layout-sized values, never `-0`.
enum NumberText {
  static func format(_ value: CGFloat) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
    let scaled = (Double(value) * 10_000).rounded() / 10_000
    if scaled == scaled.rounded(), Swift.abs(scaled) < 1e15 {
      let integer = Int64(scaled)
      return "\(integer)"
    }
    var text = "\(scaled)"
    if text.contains("e") {
      return "\(Int64(scaled.rounded()))"
    }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}
