import HeadlessUIKit
import Testing

@MainActor
@Suite("Text measurement: the ASCII path gives the character path's sizes")
struct TextMeasurementTests {
  /// The width as the model defines it: the advances of the characters, summed in order.
  func modelWidth(_ text: String, _ font: UIFont) -> CGFloat {
    var total: CGFloat = 0
    for character in text { total += Headless.TextMeasurement.advance(of: character, font: font) }
    return total
  }

  @Test("ASCII widths equal the sums of the characters' advances, regular and bold")
  func asciiWidths() {
    let samples = [
      "Someone liked this", "Poster name 42", "MW@%& ijl.,:;!|'", "~`#$^*()_+-={}[]<>?/\\\"",
      "\t tab", "",
    ]
    for font in [UIFont.systemFont(ofSize: 13), .boldSystemFont(ofSize: 15)] {
      for text in samples {
        #expect(
          Headless.TextMeasurement.width(of: Substring(text), font: font) == modelWidth(text, font))
      }
    }
  }

  @Test("Text with a carriage return or non-ASCII characters is measured by characters")
  func nonASCII() {
    let font = UIFont.systemFont(ofSize: 10)
    // "\r\n" is one character (0.5 em), not two.
    #expect(Headless.TextMeasurement.width(of: "a\r\nb", font: font) == 15)
    #expect(Headless.TextMeasurement.width(of: "é한", font: font) == modelWidth("é한", font))
  }

  @Test("Unwrapped sizes count lines up to numberOfLines and take the widest of those")
  func unwrappedSizes() {
    let font = UIFont.systemFont(ofSize: 10)
    let lineHeight = font.lineHeight
    let text = "ab\nmmmm\nc"
    let widest = (modelWidth("mmmm", font) - 0.0001).rounded(.up)
    #expect(
      Headless.TextMeasurement.size(of: text, font: font, maxWidth: nil, numberOfLines: 0)
        == CGSize(width: widest, height: (3 * lineHeight - 0.0001).rounded(.up)))
    #expect(
      Headless.TextMeasurement.size(of: text, font: font, maxWidth: nil, numberOfLines: 1)
        == CGSize(
          width: (modelWidth("ab", font) - 0.0001).rounded(.up),
          height: (lineHeight - 0.0001).rounded(.up)))
    #expect(
      Headless.TextMeasurement.size(of: "x\n", font: font, maxWidth: nil, numberOfLines: 0).height
        == (2 * lineHeight - 0.0001).rounded(.up))
    // Non-ASCII text gives the same size through the general path.
    #expect(
      Headless.TextMeasurement.size(of: "é\nmmmm", font: font, maxWidth: nil, numberOfLines: 0)
        .width
        == widest)
  }
}
