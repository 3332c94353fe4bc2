/// A view that displays one or more lines of informational text.
///
/// Its ``intrinsicContentSize`` comes from ``Headless/TextMeasurement``: one line at its natural width
/// when ``numberOfLines`` is 1; otherwise wrapped by words at ``preferredMaxLayoutWidth`` or, when
/// that is 0, at the width layout gave the label — so, as in UIKit, a multi-line label whose
/// width comes from constraints gets its height in a second layout pass. It hugs its content at
/// priority 251 on both axes. Baselines assume the label is as tall as its text.
/// UIKit: <https://developer.apple.com/documentation/uikit/uilabel>
@MainActor
open class UILabel: UIView {
  /// Creates a label with the given frame.
  ///
  /// - Parameter frame: The frame rectangle for the view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    storedHugging = (UILayoutPriority(251), UILayoutPriority(251))
  }

  /// Creates a label from an unarchiver (HeadlessUIKit has no archives).
  ///
  /// - Parameter coder: An unarchiver object (unused).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    storedHugging = (UILayoutPriority(251), UILayoutPriority(251))
  }

  /// The text that the label displays.
  open var text: String? {
    didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// The styled text that the label displays (its string is measured with ``font``).
  open var attributedText: NSAttributedString? {
    get { text.map { NSAttributedString(string: $0) } }
    set { text = newValue?.string }
  }

  /// The font of the text (default: the system font at 17 points).
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit declares it `UIFont!`.
  open var font: UIFont! {
    get { storedFont }
    set {
      storedFont = newValue ?? .systemFont(ofSize: 17)
      invalidateIntrinsicContentSize()
    }
  }
  private var storedFont = UIFont.systemFont(ofSize: 17)

  /// The color of the text (default: black).
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit declares it `UIColor!`.
  open var textColor: UIColor! {
    get { storedTextColor }
    set { storedTextColor = newValue ?? .label }
  }
  private var storedTextColor = UIColor.label

  /// Whether the label updates its font when the content size category changes (default
  /// `false`).
  ///
  /// Applies to fonts made by `UIFont.preferredFont(forTextStyle:)`: when the label's traits
  /// report another ``UITraitCollection/preferredContentSizeCategory`` (and when this is set to
  /// `true` in a window), the font is remade for it and the label's intrinsic size follows.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory>
  open var adjustsFontForContentSizeCategory = false {
    didSet {
      if adjustsFontForContentSizeCategory && !oldValue, let reportedTraits {
        adjustFont(to: reportedTraits.preferredContentSizeCategory)
      }
    }
  }

  override func traitsDidResolve(from previous: TraitValues?) {
    guard adjustsFontForContentSizeCategory, let current = reportedTraits,
      previous?.preferredContentSizeCategory != current.preferredContentSizeCategory
    else { return }
    adjustFont(to: current.preferredContentSizeCategory)
  }

  /// Remakes a text-style font for `category`.
  private func adjustFont(to category: UIContentSizeCategory) {
    guard let style = storedFont.textStyle else { return }
    let adjusted = UIFont.preferredFont(
      forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category)
    )
    guard adjusted.pointSize != storedFont.pointSize else { return }
    font = adjusted
  }

  /// The technique for aligning the text.
  open var textAlignment: NSTextAlignment = .natural

  /// The technique for wrapping and truncating the label's text.
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail

  /// The maximum number of lines for rendering text; 0 means as many as needed.
  @exclusivity(unchecked) open var numberOfLines = 1 {
    didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// The preferred maximum width, in points, for a multiline label; 0 means the width layout
  /// gives the label.
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// Whether the label reduces the text's font size to fit the title string into the label's
  /// bounding rectangle; kept for API compatibility (the size is not reduced).
  open var adjustsFontSizeToFitWidth = false

  /// The minimum scale factor for the label's text; kept for API compatibility.
  open var minimumScaleFactor: CGFloat = 0

  /// Whether the label draws its text enabled.
  open var isEnabled = true

  /// Whether the label draws its text highlighted.
  open var isHighlighted = false

  /// The highlight color for the label's text.
  open var highlightedTextColor: UIColor?

  /// The natural size of the text, wrapped as described on the type.
  ///
  /// Measured through ``textRect(forBounds:limitedToNumberOfLines:)``, as in UIKit, so a
  /// subclass that pads its text there has the padding in its size.
  open override var intrinsicContentSize: CGSize {
    let width = wrapWidth ?? Self.unboundedLength
    let bounds = CGRect(x: 0, y: 0, width: width, height: Self.unboundedLength)
    return textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).size
  }

  /// The size of the text when wrapped at `size.width` (multi-line labels).
  ///
  /// - Parameter size: The size to fit into.
  /// - Returns: The text's size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = size.width > 0 ? size.width : Self.unboundedLength
    let bounds = CGRect(x: 0, y: 0, width: width, height: Self.unboundedLength)
    return textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).size
  }

  /// Returns the rectangle the label's text takes within `bounds`.
  ///
  /// The text is measured as described on the type: one line when `numberOfLines` is 1,
  /// otherwise wrapped at `bounds.width` (unbounded when the width is unbounded) and cut after
  /// `numberOfLines` lines (0 for no limit). The rectangle starts at `bounds.origin`.
  /// ``intrinsicContentSize`` and ``sizeThatFits(_:)`` measure through this method, so a
  /// subclass can inset the bounds, call `super`, and outset the result to pad its text.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uilabel/textrect(forbounds:limitedtonumberoflines:)>
  ///
  /// - Parameters:
  ///   - bounds: The rectangle to lay the text out in.
  ///   - numberOfLines: The most lines to use; 0 for no limit.
  /// - Returns: The rectangle of the text.
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
    -> CGRect
  {
    let isBounded = bounds.width > 0 && bounds.width < Self.unboundedLength / 2
    let width: CGFloat? = numberOfLines == 1 || !isBounded ? nil : bounds.width
    let size = TextMeasurement.size(
      of: text ?? "", font: storedFont, maxWidth: width, numberOfLines: numberOfLines)
    return CGRect(origin: bounds.origin, size: size)
  }

  /// Draws the label's text in `rect`.
  ///
  /// A subclass overrides it to change where the text is drawn. HeadlessUIKit draws nothing
  /// here (the SVG renderer draws labels itself).
  /// UIKit: <https://developer.apple.com/documentation/uikit/uilabel/drawtext(in:)>
  ///
  /// - Parameter rect: The rectangle to draw the text in.
  open func drawText(in rect: CGRect) {}

  /// The width and height that stand for "no limit" in the rectangles given to
  /// ``textRect(forBounds:limitedToNumberOfLines:)``.
  static let unboundedLength = CGFloat.greatestFiniteMagnitude

  /// The lines the label shows at its current width (used by the SVG renderer).
  ///
  /// With ``lineBreakMode`` `.byTruncatingTail` (the default), a last line that is cut short,
  /// by the width or by ``numberOfLines``, ends with an ellipsis and fits the width, as in UIKit
  /// ("an ellipsis glyph indicates the missing text at the end of the line"); other modes show
  /// the lines as they break.
  var renderedLines: [String] {
    let content = text ?? ""
    let width: CGFloat? = numberOfLines == 1 ? nil : bounds.width
    var lines = TextMeasurement.lines(
      of: content, font: storedFont, maxWidth: width, numberOfLines: numberOfLines)
    guard lineBreakMode == .byTruncatingTail, bounds.width > 0, let last = lines.last else {
      return lines
    }
    let cutByCount =
      numberOfLines > 0
      && TextMeasurement.lines(of: content, font: storedFont, maxWidth: width, numberOfLines: 0)
        .count > lines.count
    let cutByWidth = TextMeasurement.width(of: last[...], font: storedFont) > bounds.width + 0.001
    guard cutByCount || cutByWidth else { return lines }
    lines[lines.count - 1] = Self.truncatingTail(last, font: storedFont, width: bounds.width)
    return lines
  }

  /// The longest start of `line` that fits `width` with an ellipsis after it.
  static func truncatingTail(_ line: String, font: UIFont, width: CGFloat) -> String {
    var kept = Substring(line)
    while !kept.isEmpty {
      while kept.last == " " { kept = kept.dropLast() }
      let candidate = kept + "\u{2026}"
      if TextMeasurement.width(of: candidate[...], font: font) <= width + 0.001 {
        return String(candidate)
      }
      kept = kept.dropLast()
    }
    return "\u{2026}"
  }

  var wrapWidth: CGFloat? {
    guard numberOfLines != 1 else { return nil }
    if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
    if let fittingWidth { return fittingWidth > 0 ? fittingWidth : nil }
    return bounds.width > 0 ? bounds.width : nil
  }

  /// The width a fitting solution gave the label, while its content size at that width is
  /// measured (see ``contentSize(forLayoutWidth:)``).
  private var fittingWidth: CGFloat?

  override var contentSizeFollowsLayoutWidth: Bool {
    numberOfLines != 1 && preferredMaxLayoutWidth == 0
  }

  override func contentSize(forLayoutWidth width: CGFloat) -> CGSize {
    // Through `intrinsicContentSize`, so that a subclass's override (padding, say) applies.
    fittingWidth = width
    defer { fittingWidth = nil }
    return intrinsicContentSize
  }

  override var layoutSizeChangeRunsOverridableCode: Bool { true }

  override func layoutSizeDidChange(from oldSize: CGSize) {
    if numberOfLines != 1, preferredMaxLayoutWidth == 0, oldSize.width != bounds.width {
      invalidateIntrinsicContentSize()
    }
  }

  override func baselineOffsets() -> (first: CGFloat, last: CGFloat)? {
    (storedFont.ascender, -storedFont.descender)
  }
}
