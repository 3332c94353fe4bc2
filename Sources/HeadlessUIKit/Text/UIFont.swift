/// A font: a point size, a weight, and HeadlessUIKit's deterministic text metrics.
///
/// HeadlessUIKit has no font files. Its metrics model the system font closely enough for layout:
/// ``lineHeight`` = 1.2 × ``pointSize`` (``ascender`` 0.95, ``descender`` −0.25), and each
/// character advances by a fixed fraction of the point size (see ``Headless/TextMeasurement``).
/// UIKit: <https://developer.apple.com/documentation/uikit/uifont>
open class UIFont: NSObject, @unchecked Sendable {
  /// The receiver's point size, or the effective vertical point size for a font with a
  /// nonstandard matrix.
  open var pointSize: CGFloat { storedPointSize }
  /// The font's weight.
  let weight: Weight
  /// The font's full name.
  open var fontName: String { storedFontName }
  private let storedPointSize: CGFloat
  private let storedFontName: String
  /// Whether the font is italic.
  let isItalic: Bool

  init(name: String, pointSize: CGFloat, weight: Weight, italic: Bool = false) {
    self.storedFontName = name
    self.storedPointSize = Swift.max(0, pointSize)
    self.weight = weight
    self.isItalic = italic
    super.init()
  }

  /// The text style of a font made by ``preferredFont(forTextStyle:compatibleWith:)``: labels
  /// that adjust for the content size category remake it.
  var textStyle: TextStyle?

  /// Creates and returns a font object for the specified font name and size.
  ///
  /// Every name is accepted and measured with the system metrics.
  /// - Parameters:
  ///   - fontName: The fully specified name of the font.
  ///   - fontSize: The size (in points) to which the font is scaled.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    self.init(name: fontName, pointSize: fontSize, weight: .regular)
  }

  /// Returns the font object for standard interface items in the specified size.
  ///
  /// - Parameter fontSize: The size (in points) to which the font is scaled.
  /// - Returns: The system font.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(name: ".SFUI-Regular", pointSize: fontSize, weight: .regular)
  }

  /// Returns the font object for standard interface items in the specified size and weight.
  ///
  /// - Parameters:
  ///   - fontSize: The size (in points) to which the font is scaled.
  ///   - weight: The weight of the font.
  /// - Returns: The system font.
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    UIFont(name: ".SFUI", pointSize: fontSize, weight: weight)
  }

  /// Returns the font object for standard interface items in boldface type in the specified size.
  ///
  /// - Parameter fontSize: The size (in points) to which the font is scaled.
  /// - Returns: The bold system font.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(name: ".SFUI-Bold", pointSize: fontSize, weight: .bold)
  }

  /// Returns the font object for standard interface items that you render in italic type.
  ///
  /// - Parameter fontSize: The size (in points) to which the font is scaled.
  /// - Returns: The italic system font.
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(name: ".SFUI-Italic", pointSize: fontSize, weight: .regular, italic: true)
  }

  /// Returns the fixed-width font for standard interface text in the specified size and weight.
  ///
  /// - Parameters:
  ///   - fontSize: The size (in points) to which the font is scaled.
  ///   - weight: The weight of the font.
  /// - Returns: The monospaced system font.
  open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    UIFont(name: ".SFMono", pointSize: fontSize, weight: weight)
  }

  /// Returns an instance of the system font for the specified text style (the default, Large,
  /// content size category).
  ///
  /// - Parameter style: The text style for which to return a font.
  /// - Returns: The font.
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// Returns an instance of the system font for the specified text style, scaled for the
  /// content size category of a trait collection.
  ///
  /// HeadlessUIKit scales every style by the body size of the category over the body size at
  /// Large (17 points), rounded to whole points: at Extra Extra Extra Large (body 23) a 15-point
  /// subheadline becomes 20 points.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:compatiblewith:)>
  ///
  /// - Parameters:
  ///   - style: The text style for which to return a font.
  ///   - traitCollection: The traits whose content size category applies (`nil`: Large).
  /// - Returns: The font.
  open class func preferredFont(
    forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    let sizes: [String: CGFloat] = [
      "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28,
      "UICTFontTextStyleTitle2": 22, "UICTFontTextStyleTitle3": 20,
      "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
      "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15,
      "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12,
      "UICTFontTextStyleCaption2": 11,
    ]
    let weight: Weight = style == .headline ? .semibold : .regular
    let category = traitCollection?.values.preferredContentSizeCategory ?? .large
    let base = sizes[style.rawValue] ?? 17
    let size = category.bodyPointSize == 17 ? base : (base * category.bodyPointSize / 17).rounded()
    let font = UIFont(name: ".SFUI", pointSize: size, weight: weight)
    font.textStyle = style
    return font
  }

  /// Returns a font object that is the same as the font, but has the specified size.
  ///
  /// - Parameter fontSize: The desired size (in points) of the new font object.
  /// - Returns: The font.
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(name: fontName, pointSize: fontSize, weight: weight, italic: isItalic)
  }

  /// The font family name.
  open var familyName: String { fontName.hasPrefix(".SF") ? ".AppleSystemUIFont" : fontName }
  /// The top y-coordinate, offset from the baseline, of the font's longest ascender: 0.95 em.
  open var ascender: CGFloat { pointSize * 0.95 }
  /// The bottom y-coordinate, offset from the baseline, of the font's longest descender: −0.25 em.
  open var descender: CGFloat { -pointSize * 0.25 }
  /// The height of text lines: ascender − descender = 1.2 em.
  open var lineHeight: CGFloat { ascender - descender }
  /// The height, in points, of capital characters: 0.7 em.
  open var capHeight: CGFloat { pointSize * 0.7 }
  /// The x-height of the font: 0.5 em.
  open var xHeight: CGFloat { pointSize * 0.5 }
  /// The leading value of the font: 0.
  open var leading: CGFloat { 0 }

  /// Fonts are equal when name, size, weight and slant are.
  ///
  /// - Parameter object: The object to compare with.
  /// - Returns: Whether `object` is an equal font.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return fontName == other.fontName && pointSize == other.pointSize
      && weight == other.weight && isItalic == other.isItalic
  }

  /// A hash of name and size.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(fontName)
    hasher.combine(pointSize)
    return hasher.finalize()
  }
}

extension UIFont {
  /// The weight of a font.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The weight, from −1 (ultra light) to 1 (black); regular is 0.
    public var rawValue: CGFloat
    /// Creates a weight.
    ///
    /// - Parameter rawValue: The weight value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Creates a weight.
    ///
    /// - Parameter rawValue: The weight value.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    /// The ultralight font weight.
    public static let ultraLight = Weight(-0.8)
    /// The thin font weight.
    public static let thin = Weight(-0.6)
    /// The light font weight.
    public static let light = Weight(-0.4)
    /// The regular font weight.
    public static let regular = Weight(0)
    /// The medium font weight.
    public static let medium = Weight(0.23)
    /// The semibold font weight.
    public static let semibold = Weight(0.3)
    /// The bold font weight.
    public static let bold = Weight(0.4)
    /// The heavy font weight.
    public static let heavy = Weight(0.56)
    /// The black font weight.
    public static let black = Weight(0.62)
  }

  /// Constants that describe the preferred styles for fonts.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// The style's name.
    public var rawValue: String
    /// Creates a text style.
    ///
    /// - Parameter rawValue: The style's name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The font for large titles (34 pt).
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// The font for first-level hierarchical headings (28 pt).
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// The font for second-level hierarchical headings (22 pt).
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// The font for third-level hierarchical headings (20 pt).
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// The font for headings (17 pt semibold).
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// The font for subheadings (15 pt).
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// The font for body text (17 pt).
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// The font for callouts (16 pt).
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// The font for footnotes (13 pt).
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// The font for standard captions (12 pt).
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// The font for alternate captions (11 pt).
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
  }
}
