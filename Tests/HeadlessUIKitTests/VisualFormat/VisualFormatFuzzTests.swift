import HeadlessUIKit
import Testing

/// A small deterministic generator (64-bit LCG), so the fuzz cases are the same in every run.
private struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state ^ (state >> 29)
  }
}

@MainActor
@Suite("Visual Format Language robustness")
struct VisualFormatFuzzTests {
  private static let pieces = [
    "[", "]", "(", ")", "|", "-", ":", "@", ",", "<=", ">=", "==", "=", "H:", "V:", "a", "b",
    "gap", "10", "0.5", "-22", "1e3", " ", "[a]", "[b]", "-8-", "(>=5@750)", "x", ".",
  ]

  @Test("random format strings parse or fail with an in-range position, never crash")
  func randomFormats() {
    var generator = SeededGenerator(state: 0x5EED)
    let superview = UIView()
    let a = UIView()
    let b = UIView()
    superview.addSubview(a)
    superview.addSubview(b)
    var parsed = 0
    for _ in 0..<3000 {
      let count = Int.random(in: 1...12, using: &generator)
      let format = (0..<count).map { _ in
        Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &generator)]
      }.joined()
      do {
        let syntax = try VisualFormatParser.parse(format)
        parsed += 1
        // The normalized spelling parses back to itself.
        let again = try VisualFormatParser.parse(syntax.description)
        #expect(again.description == syntax.description, "\(format)")
        _ = try? Headless.validatedConstraints(
          withVisualFormat: format, metrics: ["gap": 4], views: ["a": a, "b": b, "x": 3])
      } catch {
        #expect(error.position >= 0 && error.position <= format.count, "\(format)")
        #expect(error.description.hasSuffix("^"))
      }
    }
    #expect(parsed > 0)
  }
}
