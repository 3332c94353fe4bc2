extension UIButton {
  /// A configuration that specifies the appearance and behavior of a button and its contents:
  /// HeadlessUIKit keeps the layout-relevant subset.
  ///
  /// Size model (HeadlessUIKit's, for UIKit's medium button size): the title is set in the
  /// 17-point system font (the body text style) and the subtitle in the 15-point one (the
  /// subheadline style), each one line measured by ``Headless/TextMeasurement``; the title block is as
  /// wide as the wider of the two and as tall as both plus ``titlePadding`` between them. The
  /// image sits on the ``imagePlacement`` edge of that block, ``imagePadding`` away when both are
  /// present (side by side for leading and trailing, stacked for top and bottom), and
  /// ``contentInsets`` (default 7 top and bottom, 12 leading and trailing, as UIKit's medium
  /// buttons) surround the content. Every style has the same metrics; they differ in colours.
  /// A button with a configuration ignores ``UIButton/contentEdgeInsets``.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct>
  public struct Configuration: Hashable, Sendable {
    /// The visual styles the configuration constructors make.
    enum Style: Hashable {
      case plain, tinted, gray, filled
    }

    /// The style the configuration was made with.
    let style: Style

    /// The text of the title label the button displays.
    public var title: String?
    /// The text of the subtitle label the button displays.
    public var subtitle: String?
    /// The foreground image the button displays.
    public var image: UIImage?
    /// The edge against which the button places the image (default leading).
    ///
    /// UIKit: <https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/imageplacement>
    public var imagePlacement: NSDirectionalRectEdge = .leading
    /// The distance between the button's image and text (default 0).
    public var imagePadding: CGFloat = 0
    /// The distance between the title and subtitle labels (default 0).
    public var titlePadding: CGFloat = 0
    /// The distance from the button's content area to its bounds.
    ///
    /// UIKit: <https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/contentinsets>
    public var contentInsets = Configuration.defaultContentInsets
    /// The untransformed color for foreground views (nil: the style's, from the tint color).
    public var baseForegroundColor: UIColor?
    /// The untransformed color for background views (nil: the style's, from the tint color).
    public var baseBackgroundColor: UIColor?

    static let defaultContentInsets = NSDirectionalEdgeInsets(
      top: 7, leading: 12, bottom: 7, trailing: 12)

    init(style: Style) {
      self.style = style
    }

    /// Creates a configuration for a button with a transparent background.
    ///
    /// - Returns: A new configuration.
    public static func plain() -> Configuration { Configuration(style: .plain) }

    /// Creates a configuration for a button that has a borderless style (another name for
    /// ``plain()``).
    ///
    /// - Returns: A new configuration.
    public static func borderless() -> Configuration { Configuration(style: .plain) }

    /// Creates a configuration for a button with a tinted background color.
    ///
    /// - Returns: A new configuration.
    public static func tinted() -> Configuration { Configuration(style: .tinted) }

    /// Creates a configuration for a button with a gray background.
    ///
    /// - Returns: A new configuration.
    public static func gray() -> Configuration { Configuration(style: .gray) }

    /// Creates a configuration for a button with a background filled with the button's tint
    /// color.
    ///
    /// - Returns: A new configuration.
    public static func filled() -> Configuration { Configuration(style: .filled) }

    /// Creates a configuration for a button that has a bordered style (another name for
    /// ``gray()``).
    ///
    /// - Returns: A new configuration.
    public static func bordered() -> Configuration { Configuration(style: .gray) }

    /// Creates a configuration for a button that has a tinted, bordered style (another name
    /// for ``tinted()``).
    ///
    /// - Returns: A new configuration.
    public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }

    /// Creates a configuration for a button that has a prominent, bordered style (another name
    /// for ``filled()``).
    ///
    /// - Returns: A new configuration.
    public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

    /// The sizes a button's configuration asks for.
    ///
    /// A Swift enum of UIKit's overlay, which has no raw value and, as UIKit is built for library
    /// evolution, may gain cases: a `switch` over it outside this package needs
    /// `@unknown default`.
    @nonexhaustive
    public enum Size: Hashable, Sendable {
      /// A button as small as possible.
      case mini
      /// A small button.
      case small
      /// A medium-sized button (the default).
      case medium
      /// A large button.
      case large
    }

    /// The requested size for the button (default medium).
    ///
    /// HeadlessUIKit measures every size with the medium metrics of the size model above.
    public var buttonSize = Size.medium

    /// Restores the default content insets.
    public mutating func setDefaultContentInsets() {
      contentInsets = Configuration.defaultContentInsets
    }

    /// The font of the title label (HeadlessUIKit's model: the 17-point system font).
    static let titleFont = UIFont.systemFont(ofSize: 17)
    /// The font of the subtitle label (HeadlessUIKit's model: the 15-point system font).
    static let subtitleFont = UIFont.systemFont(ofSize: 15)

    /// The natural size of a button showing this configuration (see the type's size model).
    ///
    /// - Parameters:
    ///   - fallbackTitle: The title to show when ``title`` is nil (the button's own).
    ///   - fallbackImage: The image to show when ``image`` is nil (the button's own).
    /// - Returns: The content size plus ``contentInsets``.
    func contentSize(fallbackTitle: String?, fallbackImage: UIImage?) -> CGSize {
      let titleText = title ?? fallbackTitle ?? ""
      let subtitleText = subtitle ?? ""
      let titleSize = TextMeasurement.size(
        of: titleText, font: Self.titleFont, maxWidth: nil, numberOfLines: 1)
      let subtitleSize = TextMeasurement.size(
        of: subtitleText, font: Self.subtitleFont, maxWidth: nil, numberOfLines: 1)
      var text = CGSize(
        width: Swift.max(titleSize.width, subtitleSize.width),
        height: titleSize.height + subtitleSize.height)
      if !titleText.isEmpty && !subtitleText.isEmpty { text.height += titlePadding }
      let imageSize = (image ?? fallbackImage)?.size ?? .zero
      let hasText = text != .zero
      let hasImage = imageSize != .zero
      let padding = hasText && hasImage ? imagePadding : 0
      var content: CGSize
      if imagePlacement == .top || imagePlacement == .bottom {
        content = CGSize(
          width: Swift.max(text.width, imageSize.width),
          height: text.height + padding + imageSize.height)
      } else {
        content = CGSize(
          width: text.width + padding + imageSize.width,
          height: Swift.max(text.height, imageSize.height))
      }
      content.width += contentInsets.leading + contentInsets.trailing
      content.height += contentInsets.top + contentInsets.bottom
      return content
    }
  }
}
