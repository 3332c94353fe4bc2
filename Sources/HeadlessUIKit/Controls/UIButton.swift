/// A control that executes your custom code in response to user interactions.
///
/// Its intrinsic size (HeadlessUIKit's model): the current image's width plus the current
/// title's ``Headless/TextMeasurement`` width, by the taller of the image and a title line plus 6 points
/// above and below the title (so a 15-point system button is 30 points tall, as in UIKit), plus
/// ``contentEdgeInsets``. A button with a ``configuration`` is sized from it instead (see
/// ``UIButton/Configuration``).
/// UIKit: <https://developer.apple.com/documentation/uikit/uibutton>
@MainActor
open class UIButton: UIControl {
  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]
  private var backgroundImages: [UInt: UIImage] = [:]
  private var storedButtonType: ButtonType = .custom
  private let storedTitleLabel = UILabel()
  private let storedImageView = UIImageView()
  private var storedSubtitleLabel: UILabel?
  private var storedConfiguration: Configuration?

  /// Creates a custom button with the given frame.
  ///
  /// - Parameter frame: The frame rectangle for the view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    storedTitleLabel.font = .systemFont(ofSize: 18)
  }

  /// Creates a button from an unarchiver (HeadlessUIKit has no archives).
  ///
  /// - Parameter coder: An unarchiver object (unused).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates and returns a new button of the specified type.
  ///
  /// - Parameter buttonType: The button type.
  public convenience init(type buttonType: UIButton.ButtonType) {
    self.init(frame: .zero)
    storedButtonType = buttonType
    if buttonType == .system {
      storedTitleLabel.font = .systemFont(ofSize: 15)
    }
  }

  /// Creates a new button of the specified type, with the primary action's title and image.
  ///
  /// - Parameters:
  ///   - buttonType: The button type (system by default).
  ///   - primaryAction: The action run on `.primaryActionTriggered`.
  public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?)
  {
    self.init(type: buttonType)
    if let primaryAction {
      setTitle(primaryAction.title, for: .normal)
      setImage(primaryAction.image, for: .normal)
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  /// Creates a system button with the specified configuration and primary action.
  ///
  /// The action's title and image become the button's (shown when the configuration has none).
  /// UIKit: <https://developer.apple.com/documentation/uikit/uibutton/init(configuration:primaryaction:)>
  ///
  /// - Parameters:
  ///   - configuration: The button's configuration.
  ///   - primaryAction: The action run on `.primaryActionTriggered`.
  public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system, primaryAction: primaryAction)
    self.configuration = configuration
  }

  /// The configuration for the button's appearance; setting it re-sizes the button.
  ///
  /// UIKit: <https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.property>
  open var configuration: UIButton.Configuration? {
    get { storedConfiguration }
    set {
      guard newValue != storedConfiguration else { return }
      storedConfiguration = newValue
      applyConfigurationContent()
      invalidateIntrinsicContentSize()
    }
  }

  /// A label that displays the configuration's subtitle (nil without a subtitle).
  open var subtitleLabel: UILabel? { storedSubtitleLabel }

  /// Shows the configuration's title, subtitle and image in the button's views.
  private func applyConfigurationContent() {
    guard let configuration = storedConfiguration else {
      storedTitleLabel.text = currentTitle
      storedImageView.image = currentImage
      storedSubtitleLabel = nil
      return
    }
    storedTitleLabel.font = Configuration.titleFont
    storedTitleLabel.text = configuration.title ?? title(for: state)
    storedImageView.image = configuration.image ?? image(for: state)
    if let subtitle = configuration.subtitle {
      let label = storedSubtitleLabel ?? UILabel()
      label.font = Configuration.subtitleFont
      label.text = subtitle
      storedSubtitleLabel = label
    } else {
      storedSubtitleLabel = nil
    }
  }

  /// The button type.
  open var buttonType: ButtonType { storedButtonType }

  /// A view that displays the value of the current title property (its font decides the
  /// title's measure).
  open var titleLabel: UILabel? { storedTitleLabel }

  /// The button's image view.
  open var imageView: UIImageView? { storedImageView }

  /// The inset or outset margins for the rectangle surrounding all of the button's content.
  open var contentEdgeInsets = UIEdgeInsets.zero {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The inset or outset margins for the rectangle around the button's title text.
  open var titleEdgeInsets = UIEdgeInsets.zero

  /// The inset or outset margins for the rectangle around the button's image.
  open var imageEdgeInsets = UIEdgeInsets.zero

  /// Sets the title to use for the specified state.
  ///
  /// - Parameters:
  ///   - title: The title to use for the specified state.
  ///   - state: The state that uses the specified title.
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
    applyConfigurationContent()
    invalidateIntrinsicContentSize()
  }

  /// Returns the title associated with the specified state (the normal title when that state
  /// has none).
  ///
  /// - Parameter state: The state that uses the title.
  /// - Returns: The title.
  open func title(for state: UIControl.State) -> String? {
    titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
  }

  /// Sets the color of the title to use for the specified state.
  ///
  /// - Parameters:
  ///   - color: The color of the title to use for the specified state.
  ///   - state: The state that uses the specified color.
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    titleColors[state.rawValue] = color
  }

  /// Returns the title color used for a state.
  ///
  /// - Parameter state: The state that uses the title color.
  /// - Returns: The color of the title for the specified state.
  open func titleColor(for state: UIControl.State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
      ?? (storedButtonType == .system ? tintColor : .white)
  }

  /// Sets the image to use for the specified state.
  ///
  /// - Parameters:
  ///   - image: The image to use for the specified state.
  ///   - state: The state that uses the specified image.
  open func setImage(_ image: UIImage?, for state: UIControl.State) {
    images[state.rawValue] = image
    applyConfigurationContent()
    invalidateIntrinsicContentSize()
  }

  /// Returns the image used for a button state.
  ///
  /// - Parameter state: The state that uses the image.
  /// - Returns: The image used for the specified state.
  open func image(for state: UIControl.State) -> UIImage? {
    images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
  }

  /// Sets the background image to use for the specified button state.
  ///
  /// - Parameters:
  ///   - image: The background image to use for the specified state.
  ///   - state: The state that uses the specified image.
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
    backgroundImages[state.rawValue] = image
    invalidateIntrinsicContentSize()
  }

  /// Returns the background image used for a button state.
  ///
  /// - Parameter state: The state that uses the background image.
  /// - Returns: The background image used for the specified state.
  open func backgroundImage(for state: UIControl.State) -> UIImage? {
    backgroundImages[state.rawValue] ?? backgroundImages[UIControl.State.normal.rawValue]
  }

  /// The current title that is displayed on the button.
  open var currentTitle: String? { title(for: state) }
  /// The current image displayed on the button.
  open var currentImage: UIImage? { image(for: state) }
  /// The current background image displayed on the button.
  open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
  /// The color used to display the title.
  open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

  /// The size of the current title and image plus the content insets, or the size of the
  /// ``configuration``'s content (see the type).
  open override var intrinsicContentSize: CGSize {
    if let configuration = storedConfiguration {
      return configuration.contentSize(fallbackTitle: currentTitle, fallbackImage: currentImage)
    }
    let font = storedTitleLabel.font ?? .systemFont(ofSize: 15)
    let title = currentTitle ?? ""
    let titleSize = TextMeasurement.size(of: title, font: font, maxWidth: nil, numberOfLines: 1)
    let image = currentImage?.size ?? .zero
    var width = titleSize.width + image.width
    var height = Swift.max(image.height, title.isEmpty ? 0 : titleSize.height + 12)
    if let background = currentBackgroundImage?.size {
      width = Swift.max(width, background.width)
      height = Swift.max(height, background.height)
    }
    let insets = contentEdgeInsets
    return CGSize(
      width: width + insets.left + insets.right, height: height + insets.top + insets.bottom)
  }

  /// The intrinsic content size.
  ///
  /// - Parameter size: The size to fit into (ignored).
  /// - Returns: The button's natural size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  override func controlStateDidChange() {
    applyConfigurationContent()
    invalidateIntrinsicContentSize()
  }
}

extension UIButton {
  /// Specifies the style of a button.
  @nonexhaustive
  public enum ButtonType: Int, Sendable {
    /// No button style.
    case custom = 0
    /// A system style button, such as those shown in navigation bars and toolbars.
    case system = 1
    /// A detail disclosure button.
    case detailDisclosure = 2
    /// An information button that has a light background.
    case infoLight = 3
    /// An information button that has a dark background.
    case infoDark = 4
    /// A contact add button.
    case contactAdd = 5
    /// A close button to dismiss panels and views.
    case close = 7

    /// A rounded-rectangle style button (the system type).
    public static var roundedRect: ButtonType { .system }
  }
}
