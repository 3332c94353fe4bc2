/// The fixed, locale-free number format of every description and dump.
enum NumberFormatting {
  /// Formats `value` with at most six decimals, trailing zeros removed (`10`, `0.5`, `-71.2`).
  static func format(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if Swift.abs(value) >= 1e15 { return "\(value)" }
    let magnitude = Swift.abs(value)
    var whole: Int64
    var fraction: Int64
    if magnitude < 1e12 {
      let scaled = (magnitude * 1_000_000).rounded()
      if scaled == 0 { return "0" }
      whole = Int64(scaled) / 1_000_000
      fraction = Int64(scaled) % 1_000_000
    } else {
      // From 1e12 the magnitude scaled by 10^6 no longer fits `Int64` (which traps): split it
      // first. Taking the whole part off a `Double` is exact.
      let wholePart = magnitude.rounded(.towardZero)
      whole = Int64(wholePart)
      fraction = Int64(((magnitude - wholePart) * 1_000_000).rounded())
      if fraction == 1_000_000 {
        whole += 1
        fraction = 0
      }
    }
    var text = (value < 0 ? "-" : "") + String(whole)
    if fraction != 0 {
      var digits = 6
      while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
      }
      let fractionText = String(fraction)
      text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }
    return text
  }
}
