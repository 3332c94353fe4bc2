/// An object that manages the content for a rectangular area on the screen.
///
/// Frames are in the superview's coordinate system; ``bounds`` and ``center`` stay consistent
/// with ``frame``. Layout follows UIKit: constraints are installed on views
/// (``constraints``), ``layoutIfNeeded()`` solves the view tree's layout engine (one per tree,
/// owned by its topmost view) and calls ``layoutSubviews()`` top-down where layout is needed,
/// whose default implementation applies the solved frames to the subviews.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/uiview>
@MainActor
open class UIView: UIResponder {
  var storedFrame: CGRect
  var storedBoundsOrigin = CGPoint.zero
  nonisolated(unsafe) var storedSubviews: [UIView] = []
  weak var storedSuperview: UIView?
  var installedConstraints: [NSLayoutConstraint] = []
  var storedLayoutGuides: [UILayoutGuide] = []
  var needsLayout = true
  var needsUpdateConstraintsFlag = true
  var storedTranslatesAutoresizing = true
  var storedAutoresizingMask: AutoresizingMask = []
  var storedDirectionalMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
  var storedSemanticContentAttribute: UISemanticContentAttribute = .unspecified
  var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (
    .defaultLow, .defaultLow
  )
  var compression: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (
    .defaultHigh, .defaultHigh
  )
  /// The layout engine's variables and bookkeeping for this view.
  let node = LayoutNode()
  /// The tree this view belongs to (shared by every view in it; owns the layout engine).
  var layoutTree: LayoutTree
  /// Constraints HeadlessUIKit keeps for this view (autoresizing, content size), by role.
  var systemConstraints = SystemConstraints()
  var cachedMarginsGuide: UILayoutGuide?
  var cachedSafeAreaGuide: UILayoutGuide?
  var cachedSafeAreaInsets = UIEdgeInsets.zero
  lazy var anchorSet = UIViewAnchors(item: self)
  weak var owningViewController: UIViewController?
  var storedInsetsMarginsFromSafeArea = true
  var storedPreservesSuperviewMargins = false

  /// The view's tag, an integer you can use to identify the view.
  open var tag = 0

  /// A string that identifies the view; HeadlessUIKit names the view by it in descriptions,
  /// layout issues and SVG output.
  open var accessibilityIdentifier: String?

  /// The view's background color.
  open var backgroundColor: UIColor?

  /// The first nondefault tint color value in the view's hierarchy.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit declares it `UIColor!`.
  open var tintColor: UIColor! {
    get { storedTintColor ?? superview?.tintColor ?? .systemBlue }
    set { storedTintColor = newValue }
  }
  var storedTintColor: UIColor?

  /// Whether the view is hidden.
  ///
  /// Hidden views still take part in layout, as in UIKit.
  open var isHidden = false {
    didSet { if isHidden != oldValue { superview?.subviewIsHiddenDidChange(self) } }
  }

  /// The view's alpha value, 0 (transparent) to 1 (opaque).
  open var alpha: CGFloat = 1

  /// Whether the view is opaque; kept for API compatibility.
  open var isOpaque = true

  /// Whether subviews are confined to the bounds of the view (the layer's `masksToBounds`).
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  /// Whether user events are delivered to the view; kept for API compatibility.
  open var isUserInteractionEnabled = true

  /// How the view lays out its content when its bounds change.
  open var contentMode: ContentMode = .scaleToFill

  /// The view's Core Animation layer: corner radius, border and colour used by the SVG renderer.
  public let layer = CALayer()

  /// Initializes and returns a newly allocated view object with the specified frame rectangle.
  ///
  /// - Parameter frame: The frame rectangle for the view, in its superview's coordinates.
  public init(frame: CGRect) {
    storedFrame = frame
    layoutTree = LayoutTree()
    super.init()
    layoutTree.root = self
  }

  /// Creates a view with a zero frame.
  public override convenience init() {
    self.init(frame: .zero)
  }

  /// Creates a view from data in an unarchiver; HeadlessUIKit has no archives, so this makes
  /// a view with a zero frame.
  ///
  /// - Parameter coder: An unarchiver object (unused).
  public required init?(coder: NSCoder) {
    storedFrame = .zero
    layoutTree = LayoutTree()
    super.init()
    layoutTree.root = self
  }

  deinit {
    let children = storedSubviews
    storedSubviews = []
    ViewTeardown.release(children)
  }

  /// The next responder: the view controller managing this view, else the superview.
  open override var next: UIResponder? { owningViewController ?? superview }

  /// The view as `<UILabel title; frame = (16 20; 343 20)>`, without addresses.
  nonisolated open override var description: String {
    readOnMainActor { lineDescription }
  }

  /// The frame rectangle, which describes the view's location and size in its superview's
  /// coordinate system.
  ///
  /// With ``translatesAutoresizingMaskIntoConstraints`` on, setting the frame updates the
  /// constraints made from it.
  open var frame: CGRect {
    get { storedFrame }
    set { setFrame(newValue, fromLayout: false) }
  }

  /// The bounds rectangle, which describes the view's location and size in its own coordinates.
  ///
  /// Changing the size keeps ``center`` fixed, as in UIKit.
  open var bounds: CGRect {
    get { CGRect(origin: storedBoundsOrigin, size: storedFrame.size) }
    set {
      storedBoundsOrigin = newValue.origin
      let center = self.center
      setFrame(
        CGRect(
          x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
          width: newValue.width, height: newValue.height), fromLayout: false)
    }
  }

  /// The center point of the view's frame rectangle, in the superview's coordinates.
  open var center: CGPoint {
    get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
    set {
      setFrame(
        CGRect(
          x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2,
          width: storedFrame.width, height: storedFrame.height), fromLayout: false)
    }
  }

  func setFrame(_ newFrame: CGRect, fromLayout: Bool) {
    let old = storedFrame
    guard old != newFrame else { return }
    storedFrame = newFrame
    UIViewAnimationRecorder.frameDidChange(self, from: old, to: newFrame)
    if old.size != newFrame.size {
      setNeedsLayout()
      layoutSizeDidChange(from: old.size)
    }
    if !fromLayout {
      superview?.setNeedsLayout()
      frameDidChangeOutsideLayout()
    }
  }

  /// Called when layout (or the user) changed the view's size; UILabel re-measures here.
  func layoutSizeDidChange(from oldSize: CGSize) {}

  /// Guides a subclass makes for itself (UIScrollView's content and frame guides).
  func extraSystemGuides() -> [UILayoutGuide] { [] }

  /// Remakes the constraints a subclass keeps for itself (UIScrollView's guides).
  func refreshExtraSystemConstraints() {}

  /// Applies results of a solve that a subclass keeps for itself (UIScrollView's content size).
  func applyExtraLayoutResults() {}

  /// The first and last baseline offsets: from the top, and from the bottom (nil: the bottom).
  func baselineOffsets() -> (first: CGFloat, last: CGFloat)? { nil }

  // MARK: Overridable hooks (declared here: members of extensions cannot be overridden)

  /// Lays out subviews.
  ///
  /// The default implementation applies the frames the layout engine solved to the direct
  /// subviews (and scroll views' content sizes). Override it and call `super` to
  /// adjust afterwards; never call it directly — call ``setNeedsLayout()`` or
  /// ``layoutIfNeeded()``.
  ///
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()>
  open func layoutSubviews() {
    applyEngineFramesToSubviews()
  }

  /// Updates constraints for the view.
  ///
  /// Called before layout when ``setNeedsUpdateConstraints()`` was called. Call `super` as the
  /// last step.
  open func updateConstraints() {
    needsUpdateConstraintsFlag = false
  }

  /// The natural size for the receiving view, considering only properties of the view itself.
  ///
  /// A dimension with no intrinsic size is ``noIntrinsicMetric``. Each intrinsic dimension
  /// becomes two constraints: `size <= intrinsic` at the content-hugging priority and
  /// `size >= intrinsic` at the compression-resistance priority.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize>
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Asks the view to calculate and return the size that best fits the specified size; the
  /// default returns the view's current size.
  ///
  /// - Parameter size: The size for which the view should calculate its best-fitting size.
  /// - Returns: A new size that fits the receiver's subviews.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    bounds.size
  }

  /// Tells the view that a subview was added.
  ///
  /// - Parameter subview: The view that was added as a subview.
  open func didAddSubview(_ subview: UIView) {}

  /// Tells the view that a subview is about to be removed.
  ///
  /// - Parameter subview: The subview that will be removed.
  open func willRemoveSubview(_ subview: UIView) {}

  /// Tells the view that a subview was hidden or shown; UIStackView re-arranges (UIKit does this
  /// privately).
  func subviewIsHiddenDidChange(_ subview: UIView) {}

  /// Tells the view that its superview is about to change to the specified superview.
  ///
  /// - Parameter newSuperview: The new superview, or `nil` when the view is being removed.
  open func willMove(toSuperview newSuperview: UIView?) {}

  /// Tells the view that its superview changed.
  open func didMoveToSuperview() {}

  /// Tells the view that its window object is about to change.
  ///
  /// - Parameter newWindow: The window that will hold the view, or `nil`.
  open func willMove(toWindow newWindow: UIWindow?) {}

  /// Tells the view that its window object changed.
  open func didMoveToWindow() {}

  /// Notifies the view that its layout margins changed.
  open func layoutMarginsDidChange() {}

  /// Called when the safe area of the view changes.
  open func safeAreaInsetsDidChange() {}

  /// The view to use for the first-baseline layout of the view (the view itself by default).
  open var forFirstBaselineLayout: UIView { self }

  /// The view to use for the last-baseline layout of the view (the view itself by default).
  open var forLastBaselineLayout: UIView { self }
}

extension UIView {
  /// Options that describe how a view resizes when its superview's bounds change.
  ///
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct>
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The option set's bits.
    public let rawValue: UInt
    /// Creates a mask from bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Resizing by expanding or shrinking the left margin.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// Resizing by expanding or shrinking the width.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// Resizing by expanding or shrinking the right margin.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// Resizing by expanding or shrinking the top margin.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// Resizing by expanding or shrinking the height.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// Resizing by expanding or shrinking the bottom margin.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Options to specify how a view adjusts its content when its size changes.
  public enum ContentMode: Int, Sendable {
    /// Scale the content to fit the size of itself by changing the aspect ratio if necessary.
    case scaleToFill = 0
    /// Scale the content to fit the size of the view, maintaining the aspect ratio.
    case scaleAspectFit = 1
    /// Scale the content to fill the size of the view; some content may be clipped.
    case scaleAspectFill = 2
    /// Redisplay the view when the bounds change.
    case redraw = 3
    /// Center the content in the view's bounds, keeping the proportions the same.
    case center = 4
    /// Center the content aligned at the top in the view's bounds.
    case top = 5
    /// Center the content aligned at the bottom in the view's bounds.
    case bottom = 6
    /// Align the content on the left of the view.
    case left = 7
    /// Align the content on the right of the view.
    case right = 8
    /// Align the content in the top-left corner of the view.
    case topLeft = 9
    /// Align the content in the top-right corner of the view.
    case topRight = 10
    /// Align the content in the bottom-left corner of the view.
    case bottomLeft = 11
    /// Align the content in the bottom-right corner of the view.
    case bottomRight = 12
  }
}
