extension Headless {
  /// HeadlessUIKit's deterministic text measure. (HeadlessUIKit only; not part of UIKit.)
  ///
  /// The model, in ems of the font's point size:
  /// - advance per character: space 0.28; narrow letters and punctuation (`i j l t f r I ' . , : ;
  ///   ! |`) 0.3; wide letters (`m w M W @ % &`) 0.8; other capitals 0.65; digits 0.55; other
  ///   Latin letters 0.5; characters from U+1100 up (CJK, Hangul, emoji) 1.0; bold (weight ≥
  ///   semibold) × 1.06;
  /// - line height: ``UIFont/lineHeight`` (1.2 em); a text's height is lines × line height;
  /// - wrapping (`numberOfLines` ≠ 1): greedy by words at spaces, a word wider than the line is
  ///   broken between characters; `\n` always breaks; `numberOfLines` > 0 caps the lines;
  /// - sizes are rounded up to whole points, as UIKit rounds intrinsic sizes up to pixels.
  public enum TextMeasurement {
    /// The advance of one character, in points.
    ///
    /// - Parameters:
    ///   - character: The character.
    ///   - font: The font.
    /// - Returns: The width the character takes.
    public static func advance(of character: Character, font: UIFont) -> CGFloat {
      let em = ems(of: character)
      let bold: CGFloat = font.weight.rawValue >= UIFont.Weight.semibold.rawValue ? 1.06 : 1
      return em * font.pointSize * bold
    }

    /// The advance of a character in ems, before the font's size and weight.
    private static func ems(of character: Character) -> CGFloat {
      let scalar = character.unicodeScalars.first?.value ?? 0
      switch character {
      case " ": return 0.28
      case "i", "j", "l", "t", "f", "r", "I", "'", ".", ",", ":", ";", "!", "|": return 0.3
      case "m", "w", "M", "W", "@", "%", "&": return 0.8
      default:
        if scalar >= 0x1100 { return 1 }
        if character.isUppercase { return 0.65 }
        if character.isNumber { return 0.55 }
        return 0.5
      }
    }

    /// The width of a single line of text, in points (not rounded).
    ///
    /// - Parameters:
    ///   - text: The text, measured as one line.
    ///   - font: The font.
    /// - Returns: The sum of the advances.
    public static func width(of text: Substring, font: UIFont) -> CGFloat {
      if let width = asciiWidth(of: text.utf8, font: font) { return width }
      var total: CGFloat = 0
      for character in text { total += advance(of: character, font: font) }
      return total
    }

    /// The advance of each ASCII character, in ems (the model above, precomputed).
    private static let asciiEms: [CGFloat] = (0..<128).map { code in
      ems(of: Character(Unicode.Scalar(UInt8(code))))
    }

    /// The width of ASCII text, summed byte by byte; `nil` for other text.
    ///
    /// ``width(of:font:)`` without forming characters, for ASCII text with no carriage return
    /// (where a character is a byte). It adds the same terms in the same order, so the result is
    /// identical.
    private static func asciiWidth(of bytes: Substring.UTF8View, font: UIFont) -> CGFloat? {
      let size = font.pointSize
      let bold: CGFloat = font.weight.rawValue >= UIFont.Weight.semibold.rawValue ? 1.06 : 1
      var total: CGFloat = 0
      for byte in bytes {
        guard byte < 128, byte != 13 else { return nil }
        total += asciiEms[Int(byte)] * size * bold
      }
      return total
    }

    /// Breaks text into lines no wider than `maxWidth` (when given).
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - font: The font.
    ///   - maxWidth: The widest a line may be, or `nil` to break only at newlines.
    ///   - numberOfLines: The most lines to return; 0 for no limit.
    /// - Returns: The lines, without trailing spaces.
    public static func lines(
      of text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int
    ) -> [String] {
      var result: [String] = []
      for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
        guard let maxWidth, maxWidth > 0 else {
          result.append(String(paragraph))
          continue
        }
        var line = ""
        var lineWidth: CGFloat = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
          let wordWidth = width(of: word, font: font)
          let space = line.isEmpty ? 0 : advance(of: " ", font: font)
          if lineWidth + space + wordWidth <= maxWidth + 0.001 {
            if !line.isEmpty { line += " " }
            line += word
            lineWidth += space + wordWidth
            continue
          }
          if !line.isEmpty {
            result.append(line)
            line = ""
            lineWidth = 0
          }
          // A word wider than the line breaks between characters.
          for character in word {
            let characterWidth = advance(of: character, font: font)
            if lineWidth + characterWidth > maxWidth + 0.001 && !line.isEmpty {
              result.append(line)
              line = ""
              lineWidth = 0
            }
            line.append(character)
            lineWidth += characterWidth
          }
        }
        result.append(line)
      }
      if numberOfLines > 0 && result.count > numberOfLines {
        result = Array(result.prefix(numberOfLines))
      }
      return result
    }

    /// The size text takes: the widest line and lines × line height, rounded up to whole points.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - font: The font.
    ///   - maxWidth: The widest a line may be, or `nil` to break only at newlines.
    ///   - numberOfLines: The most lines; 0 for no limit.
    /// - Returns: The size; zero for empty text.
    public static func size(
      of text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int
    ) -> CGSize {
      guard !text.isEmpty else { return .zero }
      if maxWidth == nil || (maxWidth ?? 0) <= 0,
        let size = unwrappedSize(of: text, font: font, numberOfLines: numberOfLines)
      {
        return size
      }
      let lines = lines(of: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines)
      var widest: CGFloat = 0
      for line in lines { widest = Swift.max(widest, width(of: Substring(line), font: font)) }
      if let maxWidth, maxWidth > 0 { widest = Swift.min(widest, maxWidth) }
      return CGSize(
        width: (widest - 0.0001).rounded(.up),
        height: (CGFloat(lines.count) * font.lineHeight - 0.0001).rounded(.up))
    }

    /// The size of text broken only at newlines; `nil` unless it is ASCII with no carriage return.
    ///
    /// ``size(of:font:maxWidth:numberOfLines:)`` measured paragraph by paragraph without
    /// building the lines: the same sums as the general path, so the same size.
    private static func unwrappedSize(of text: String, font: UIFont, numberOfLines: Int) -> CGSize?
    {
      var widest: CGFloat = 0
      var lineCount = 0
      var utf8 = Substring(text).utf8
      while true {
        let end = utf8.firstIndex(of: 10) ?? utf8.endIndex
        guard let width = asciiWidth(of: utf8[utf8.startIndex..<end], font: font) else {
          return nil
        }
        lineCount += 1
        if numberOfLines <= 0 || lineCount <= numberOfLines { widest = Swift.max(widest, width) }
        guard end < utf8.endIndex else { break }
        utf8 = utf8[utf8.index(after: end)...]
      }
      if numberOfLines > 0 { lineCount = Swift.min(lineCount, numberOfLines) }
      return CGSize(
        width: (widest - 0.0001).rounded(.up),
        height: (CGFloat(lineCount) * font.lineHeight - 0.0001).rounded(.up))
    }
  }
}
