/// An object that displays a single image in your interface; its intrinsic size is the image's.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/uiimageview>
@MainActor
open class UIImageView: UIView {
  /// Returns an image view initialized with the specified image, sized to it.
  ///
  /// - Parameter image: The initial image to display, or `nil`.
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
  }

  /// Returns an image view initialized with the specified regular and highlighted images.
  ///
  /// - Parameters:
  ///   - image: The initial image to display.
  ///   - highlightedImage: The image to display when the image view is highlighted.
  public init(image: UIImage?, highlightedImage: UIImage?) {
    self.image = image
    self.highlightedImage = highlightedImage
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
  }

  /// Creates an image view with the given frame and no image.
  ///
  /// - Parameter frame: The frame rectangle for the view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates an image view from an unarchiver (HeadlessUIKit has no archives).
  ///
  /// - Parameter coder: An unarchiver object (unused).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The image displayed in the image view.
  open var image: UIImage? {
    didSet { if image !== oldValue { invalidateIntrinsicContentSize() } }
  }

  /// The highlighted image displayed in the image view.
  open var highlightedImage: UIImage?

  /// Whether the image is highlighted.
  open var isHighlighted = false

  /// The image's size, or no intrinsic size without an image.
  open override var intrinsicContentSize: CGSize {
    image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// The image's size (or the current size without an image).
  ///
  /// - Parameter size: The size to fit into (ignored).
  /// - Returns: The image's size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    image?.size ?? bounds.size
  }
}
