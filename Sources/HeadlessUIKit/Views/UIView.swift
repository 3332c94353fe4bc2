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
  open var layer: CALayer { storedLayer }
  let storedLayer = CALayer()

  /// Initializes and returns a newly allocated view object with the specified frame rectangle.
  ///
  /// - Parameter frame: The frame rectangle for the view, in its superview's coordinates.
  public init(frame: CGRect) {
    storedFrame = frame
    layoutTree = LayoutTree()
    super.init()
    layoutTree.root = self
    node.view = self
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
    node.view = self
  }

  deinit {
    if storedSemanticContentAttribute != .unspecified { UIView.directionOverrides -= 1 }
    ViewTeardown.release(&storedSubviews)
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
      if fromLayout { markNeedsLayoutLocally() } else { setNeedsLayout() }
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

  /// Draws the receiver's image within the passed-in rectangle; HeadlessUIKit never calls it
  /// (there is no drawing context), it exists so that overrides compile.
  ///
  /// - Parameter rect: The portion of the view's bounds that needs to be updated.
  open func draw(_ rect: CGRect) {}

  /// Marks the receiver's entire bounds rectangle as needing to be redrawn (no effect headless).
  open func setNeedsDisplay() {}

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

  // MARK: Hierarchy and layout requests (open as in UIKit, so declared in the class)

  /// The receiver's superview, or `nil` if it has none.
  open var superview: UIView? { storedSuperview }

  /// The receiver's immediate subviews, back to front.
  open var subviews: [UIView] { storedSubviews }

  /// The receiver's window object, or `nil` if it has none.
  open var window: UIWindow? {
    layoutTree.root as? UIWindow
  }

  /// Adds a view to the end of the receiver's list of subviews (in front of the others).
  ///
  /// A view that already has another superview is first removed from it, which deactivates its
  /// constraints that refer to views outside its subtree.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)>
  ///
  /// - Parameter view: The view to be added.
  open func addSubview(_ view: UIView) { attachSubview(view, at: storedSubviews.count) }

  /// Inserts a subview at the specified index.
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - index: The index in the array of the subviews; clamped to the valid range.
  open func insertSubview(_ view: UIView, at index: Int) { attachSubview(view, at: index) }

  /// Inserts a view above another view in the view hierarchy.
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - siblingSubview: The sibling view that will be behind the inserted view.
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    let index = storedSubviews.firstIndex(where: { $0 === siblingSubview }).map { $0 + 1 }
    attachSubview(view, at: index ?? storedSubviews.count)
  }

  /// Inserts a view below another view in the view hierarchy.
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - siblingSubview: The sibling view that will be above the inserted view.
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    let index = storedSubviews.firstIndex(where: { $0 === siblingSubview })
    attachSubview(view, at: index ?? storedSubviews.count)
  }

  /// Moves the specified subview so that it appears on top of its siblings.
  ///
  /// - Parameter view: The subview to move to the front.
  open func bringSubviewToFront(_ view: UIView) {
    guard view.storedSuperview === self else { return }
    attachSubview(view, at: storedSubviews.count)
  }

  /// Moves the specified subview so that it appears behind its siblings.
  ///
  /// - Parameter view: The subview to move to the back.
  open func sendSubviewToBack(_ view: UIView) {
    guard view.storedSuperview === self else { return }
    attachSubview(view, at: 0)
  }

  /// Exchanges the subviews at the specified indices.
  ///
  /// - Parameters:
  ///   - index1: The index of the first subview.
  ///   - index2: The index of the second subview.
  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2) else {
      return
    }
    storedSubviews.swapAt(index1, index2)
  }

  /// Unlinks the view from its superview and its window, and removes it from the responder chain.
  ///
  /// Removes every constraint that refers to the view or to any view in its subtree and is held
  /// outside that subtree; constraints inside the subtree stay.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()>
  open func removeFromSuperview() { unlinkFromSuperview() }

  /// Returns whether the view is a subview of a given view or identical to it.
  ///
  /// - Parameter view: The view to test against the receiver's hierarchy.
  /// - Returns: `true` if the receiver is `view` or one of its descendants.
  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.storedSuperview
    }
    return false
  }

  /// Returns the view whose tag matches the specified value (the receiver or a descendant).
  ///
  /// - Parameter tag: The tag to search for.
  /// - Returns: The first such view in depth-first order, or `nil`.
  open func viewWithTag(_ tag: Int) -> UIView? {
    var stack: [UIView] = [self]
    while let view = stack.popLast() {
      if view.tag == tag { return view }
      stack.append(contentsOf: view.storedSubviews.reversed())
    }
    return nil
  }

  /// Invalidates the current layout of the receiver and triggers a layout update during the
  /// next update cycle (the next ``layoutIfNeeded()`` here: there is no run loop).
  open func setNeedsLayout() { requestLayout() }

  /// Lays out the subviews immediately, if layout updates are pending.
  ///
  /// As CALayer does, layout starts at the topmost ancestor that needs layout (or this view):
  /// constraints are updated (``updateConstraints()``, then the constraints made from frames,
  /// intrinsic sizes, margins and safe areas), the tree's engine is solved, and
  /// ``layoutSubviews()`` runs top-down on every view whose layout is out of date — which
  /// applies the solved frames. Views whose content depends on the width they get (multi-line
  /// labels) invalidate their size and the pass repeats, as UIKit's two-pass layout does.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()>
  open func layoutIfNeeded() { runLayoutIfNeeded() }

  /// Resizes and moves the receiver view so it just encloses its content, from
  /// ``sizeThatFits(_:)`` at the current size.
  open func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: size)
  }

  /// Invalidates the view's intrinsic content size: its hugging and compression-resistance
  /// constraints are remade from ``intrinsicContentSize`` before the next layout.
  open func invalidateIntrinsicContentSize() {
    markSystemConstraintsDirty()
    setNeedsLayout()
    superview?.setNeedsLayout()
    refreshBaselineConstraints()
  }

  /// Whether the view's constraints need updating.
  ///
  /// - Returns: `true` after ``setNeedsUpdateConstraints()``, until the update pass.
  open func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

  /// Controls whether the view's constraints need updating.
  open func setNeedsUpdateConstraints() {
    needsUpdateConstraintsFlag = true
    layoutTree.needsUpdateConstraints = true
    setNeedsLayout()
  }

  /// Updates the constraints for the receiving view and its subviews (calls
  /// ``updateConstraints()`` on those that need it, children first).
  open func updateConstraintsIfNeeded() {
    for view in subtreeViews().reversed() where view.needsUpdateConstraintsFlag {
      view.updateConstraints()
      view.needsUpdateConstraintsFlag = false
    }
  }

  /// Returns the optimal size of the view based on its current constraints.
  ///
  /// Equivalent to the priority variant with both fitting priorities at
  /// ``UILayoutPriority/fittingSizeLevel``: pass ``layoutFittingCompressedSize`` for the
  /// smallest size the view's constraints and content allow, ``layoutFittingExpandedSize`` for
  /// the largest.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:)>
  ///
  /// - Parameter targetSize: The size that you prefer for the view.
  /// - Returns: The size of the view that satisfies its constraints, as close to `targetSize` as
  ///   they allow.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// Returns the optimal size of the view based on its constraints and the specified fitting
  /// priorities.
  ///
  /// Only the view's subtree takes part: the constraints held by the view and its descendants,
  /// their intrinsic sizes and the frames of descendants that translate their autoresizing
  /// masks; the view's own frame and its superview do not. The view's width and height are
  /// pulled toward `targetSize` at the given priorities.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:)>
  ///
  /// - Parameters:
  ///   - targetSize: The size that you prefer for the view.
  ///   - horizontalFittingPriority: The priority for horizontal constraints (`.required` to
  ///     fix the width at `targetSize.width`).
  ///   - verticalFittingPriority: The priority for vertical constraints.
  /// - Returns: The fitting size.
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    fittingSize(
      targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
  }
}
