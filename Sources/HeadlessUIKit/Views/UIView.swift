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
  // The state that layout passes read and write skips dynamic exclusivity checks
  // (`@exclusivity(unchecked)`): it is only accessed on the main actor, one access at a time.
  @exclusivity(unchecked) var storedFrame: CGRect
  @exclusivity(unchecked) var storedBoundsOrigin = CGPoint.zero
  @exclusivity(unchecked) nonisolated(unsafe) var storedSubviews: [UIView] = []
  /// The superview, held through its handle (see `LayoutItemHandle`).
  @exclusivity(unchecked) var superviewHandle: LayoutItemHandle?
  var storedSuperview: UIView? {
    get { superviewHandle.view }
    set { superviewHandle = newValue?.itemHandle }
  }
  /// The view's handle: how constraints, anchors and queues refer to it without keeping it alive.
  nonisolated let itemHandle = LayoutItemHandle()
  @exclusivity(unchecked) var installedConstraints: [NSLayoutConstraint] = []
  @exclusivity(unchecked) var storedLayoutGuides: [UILayoutGuide] = []
  @exclusivity(unchecked) var needsLayout = true
  var needsUpdateConstraintsFlag = true
  var translatesStorage = true
  var storedAutoresizingMask: AutoresizingMask = []
  var storedAutoresizesSubviews = true
  var storedDirectionalMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
  var storedSemanticContentAttribute: UISemanticContentAttribute = .unspecified
  var storedHugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (
    .defaultLow, .defaultLow
  )
  var storedCompression: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (
    .defaultHigh, .defaultHigh
  )
  /// The layout engine's variables and bookkeeping for this view.
  let node = LayoutNode()
  /// The tree this view belongs to (shared by every view in it; owns the layout engine).
  @exclusivity(unchecked) var layoutTree: LayoutTree
  /// Constraints HeadlessUIKit keeps for this view (autoresizing, content size), by role.
  @exclusivity(unchecked) var systemConstraints = SystemConstraints()
  @exclusivity(unchecked) var cachedMarginsGuide: UILayoutGuide?
  @exclusivity(unchecked) var cachedSafeAreaGuide: UILayoutGuide?
  @exclusivity(unchecked) var cachedSafeAreaInsets = UIEdgeInsets.zero {
    didSet {
      if cachedSafeAreaInsets != oldValue { owningViewController?.viewSafeAreaInsetsDidChange() }
    }
  }
  lazy var anchorSet = UIViewAnchors(item: self)
  /// The view controller whose view this is, if any.
  ///
  /// Layout passes ask every view they visit; a flag answers for the views no controller ever
  /// managed, without loading the weak reference.
  var owningViewController: UIViewController? {
    get { mayHaveOwningViewController ? weakOwningViewController : nil }
    set {
      weakOwningViewController = newValue
      mayHaveOwningViewController = newValue != nil
    }
  }
  @exclusivity(unchecked) weak var weakOwningViewController: UIViewController?
  /// Whether ``owningViewController`` was set to a controller (which may be gone since).
  @exclusivity(unchecked) var mayHaveOwningViewController = false
  var storedInsetsMarginsFromSafeArea = true
  /// The least margins the superview's margins require of this view (physical edges, as of
  /// the last layout; `nil` unless ``preservesSuperviewLayoutMargins``): see
  /// `updateInheritedMargins()`.
  @exclusivity(unchecked) var inheritedMargins: UIEdgeInsets?
  @exclusivity(unchecked) var cachedReadableGuide: UILayoutGuide?
  var storedTraitOverrides = UITraitOverrides()
  /// The traits last reported to ``traitCollectionDidChange(_:)`` (nil: never).
  var reportedTraits: TraitValues?
  var traitRegistrations: [TraitChangeRegistration] = []

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
    set {
      let old = tintColor
      storedTintColor = newValue
      if tintColor != old { tintColorDidChangeInSubtree() }
    }
  }
  var storedTintColor: UIColor?
  @exclusivity(unchecked) var storedTransform: CGAffineTransform?
  var storedUserInterfaceStyle = UIUserInterfaceStyle.unspecified
  @exclusivity(unchecked) var cachedKeyboardGuide: UIKeyboardLayoutGuide?

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
  ///
  /// Made on first use, as an instance of the class's ``layerClass``.
  open var layer: CALayer { storedLayer }
  lazy var storedLayer: CALayer = (Self.layerClass as? CALayer.Type)?.init() ?? CALayer()

  /// Initializes and returns a newly allocated view object with the specified frame rectangle.
  ///
  /// - Parameter frame: The frame rectangle for the view, in its superview's coordinates.
  public init(frame: CGRect) {
    storedFrame = frame
    layoutTree = LayoutTree()
    super.init()
    itemHandle.item = self
    itemHandle.view = self
    itemHandle.node = node
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
    itemHandle.item = self
    itemHandle.view = self
    itemHandle.node = node
    layoutTree.root = self
    node.view = self
  }

  deinit {
    itemHandle.clear()
    if storedSemanticContentAttribute != .unspecified { UIView.directionOverrides.add(-1) }
    ViewTeardown.release(&storedSubviews, of: layoutTree)
  }

  /// The next responder: the view controller managing this view, else the superview.
  open override var next: UIResponder? { owningViewController ?? superview }

  /// The view as `<UILabel title; frame = (16 20; 343 20)>`, without addresses.
  nonisolated open override var description: String {
    mainActorDescription(of: self) { lineDescription }
  }

  /// The frame rectangle, which describes the view's location and size in its superview's
  /// coordinate system.
  ///
  /// With ``translatesAutoresizingMaskIntoConstraints`` on, setting the frame updates the
  /// constraints made from it.
  ///
  /// With a ``transform`` other than the identity, the frame is (as UIKit documents it)
  /// undefined: HeadlessUIKit returns the box that bounds the transformed ``bounds`` around
  /// ``center``, and setting it moves the center to the new frame's midpoint, keeping the size.
  /// Layout sets the untransformed size and position, as UIKit's does through `bounds` and
  /// `center`.
  open var frame: CGRect {
    get {
      guard let storedTransform else { return storedFrame }
      return transformedFrame(storedTransform)
    }
    set {
      guard storedTransform != nil else { return setFrame(newValue, fromLayout: false) }
      center = CGPoint(x: newValue.midX, y: newValue.midY)
    }
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
    guard !old.isSame(as: newFrame) else { return }
    storedFrame = newFrame
    if AnimationRecorder.mayRecordFrameChanges {
      UIViewAnimationRecorder.frameDidChange(self, from: old, to: newFrame)
    }
    if old.size != newFrame.size {
      if fromLayout { markNeedsLayoutLocally() } else { setNeedsLayout() }
      layoutSizeDidChange(from: old.size)
      // Layout moves the subviews through their constraints; a size set in code moves the
      // subviews that translate their masks at once, as UIKit does.
      if !fromLayout && !storedSubviews.isEmpty { autoresizeSubviews(fromSize: old.size) }
    }
    if !fromLayout {
      superview?.setNeedsLayout()
      frameDidChangeOutsideLayout()
    }
  }

  /// Whether the view is a ``UIScrollView`` (asked on layout paths instead of a cast).
  var isScrollViewKind: Bool { false }

  /// Whether the view is a ``UIWindow`` (asked on layout paths instead of a cast).
  var isWindowKind: Bool { false }

  /// Called when the view's resolved traits changed, before ``traitCollectionDidChange(_:)``;
  /// UILabel adjusts its font here.
  func traitsDidResolve(from previous: TraitValues?) {}

  /// Called when layout (or the user) changed the view's size; UILabel re-measures here.
  func layoutSizeDidChange(from oldSize: CGSize) {}

  /// Whether ``layoutSizeDidChange(from:)`` may run code a subclass outside HeadlessUIKit
  /// overrides (so a layout pass must keep the view retained while its size changes).
  var layoutSizeChangeRunsOverridableCode: Bool { false }

  /// Whether the view's content size depends on the width layout gives it (a multi-line label
  /// with no preferred width), so that fitting solves twice (UIKit's double pass).
  var contentSizeFollowsLayoutWidth: Bool { false }

  /// The content size the view would have at `width`; asked only when
  /// ``contentSizeFollowsLayoutWidth`` is `true`.
  func contentSize(forLayoutWidth width: CGFloat) -> CGSize { intrinsicContentSize }

  /// Guides made on demand beyond the margins and safe area: the readable content guide, and
  /// UIScrollView's content and frame guides (subclasses add theirs to `super`'s).
  func extraSystemGuides() -> [UILayoutGuide] {
    switch (cachedReadableGuide, cachedKeyboardGuide) {
    case (nil, nil): return []
    case (let readable?, nil): return [readable]
    case (nil, let keyboard?): return [keyboard]
    case (let readable?, let keyboard?): return [readable, keyboard]
    }
  }

  /// Remakes the constraints of ``extraSystemGuides()`` (subclasses call `super`).
  func refreshExtraSystemConstraints() {
    if let guide = cachedReadableGuide {
      reconcile(&guide.systemConstraints, readableGuideSpecs(guide), holder: self)
    }
    if let guide = cachedKeyboardGuide {
      reconcile(&guide.systemConstraints, keyboardGuideSpecs(guide), holder: self)
    }
  }

  /// Applies results of a solve that a subclass keeps for itself (UIScrollView's content size).
  func applyExtraLayoutResults() {}

  /// The first and last baseline offsets: from the top, and from the bottom (nil: the bottom).
  func baselineOffsets() -> (first: CGFloat, last: CGFloat)? { nil }

  // The class body declares every member UIKit declares `open`, grouped in the sections below:
  // without the Objective-C runtime Swift cannot override members declared in extensions. The
  // `UIView+Aspect.swift` files hold the internal machinery behind them.

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

  // MARK: Auto Layout properties (open and overridable as in UIKit, so declared in the class)

  /// Whether the view's autoresizing mask is translated into Auto Layout constraints.
  ///
  /// True for views created in code. While true, the view's ``frame`` and
  /// ``autoresizingMask`` become constraints (held by the superview) that fix its position and
  /// size, sharing a superview size change among the flexible parts in proportion to their
  /// sizes; adding constraints of your own that disagree is a conflict. The layout pass reads
  /// this property, so an override that returns a fixed value is honoured.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints>
  open var translatesAutoresizingMaskIntoConstraints: Bool {
    get { translatesStorage }
    set { setTranslatesAutoresizing(newValue) }
  }

  /// How the receiver resizes itself when its superview's bounds change (default none).
  ///
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property>
  open var autoresizingMask: AutoresizingMask {
    get { storedAutoresizingMask }
    set {
      guard newValue != storedAutoresizingMask else { return }
      storedAutoresizingMask = newValue
      frameDidChangeOutsideLayout()
    }
  }

  /// Whether the receiver automatically resizes its subviews when its bounds change (default
  /// `true`).
  ///
  /// While `false`, the subviews that translate their autoresizing masks keep their frames
  /// when the view's bounds change, as if their masks were empty.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/autoresizessubviews>
  open var autoresizesSubviews: Bool {
    get { storedAutoresizesSubviews }
    set {
      guard newValue != storedAutoresizesSubviews else { return }
      storedAutoresizesSubviews = newValue
      for subview in storedSubviews { subview.frameDidChangeOutsideLayout() }
      setNeedsLayout()
    }
  }

  /// Returns the priority with which a view resists being made larger than its intrinsic size.
  ///
  /// The layout pass asks this method when it makes the view's content-size constraints, so an
  /// override changes layout as in UIKit.
  ///
  /// - Parameter axis: The axis of the view that might be enlarged.
  /// - Returns: The priority (default 250; `UILabel` 251).
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? storedHugging.horizontal : storedHugging.vertical
  }

  /// Sets the priority with which a view resists being made larger than its intrinsic size.
  ///
  /// - Parameters:
  ///   - priority: The new priority.
  ///   - axis: The axis for which the content hugging priority should be set.
  open func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      storedHugging.horizontal = priority
    } else {
      storedHugging.vertical = priority
    }
    invalidateIntrinsicContentSize()
  }

  /// Returns the priority with which a view resists being made smaller than its intrinsic size.
  ///
  /// - Parameter axis: The axis of the view that might be reduced.
  /// - Returns: The priority (default 750).
  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    axis == .horizontal ? storedCompression.horizontal : storedCompression.vertical
  }

  /// Sets the priority with which a view resists being made smaller than its intrinsic size.
  ///
  /// - Parameters:
  ///   - priority: The new priority.
  ///   - axis: The axis for which the compression resistance priority should be set.
  open func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      storedCompression.horizontal = priority
    } else {
      storedCompression.vertical = priority
    }
    invalidateIntrinsicContentSize()
  }

  /// The default spacing to use when laying out content in the view (default 8 on each side).
  ///
  /// Kept in step with ``directionalLayoutMargins`` through the view's layout direction: in a
  /// right-to-left view, `left` is the trailing margin. The ``layoutMarginsGuide`` reads this
  /// property, so an override is honoured. While ``preservesSuperviewLayoutMargins`` is `true`,
  /// reading it returns the margins in effect (the margins you set, raised on each edge to what
  /// the superview's margins require as of the last layout); setting it sets the view's own. A
  /// view controller's root view reads at least the controller's
  /// ``UIViewController/systemMinimumLayoutMargins`` while it
  /// ``UIViewController/viewRespectsSystemMinimumLayoutMargins``.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/layoutmargins>
  open var layoutMargins: UIEdgeInsets {
    get { effectiveLayoutMargins }
    set { directionalLayoutMargins = directionalMargins(from: newValue) }
  }

  /// The default spacing to use when laying out content in a view, taking into account the
  /// current language direction.
  ///
  /// Setting it calls ``layoutMarginsDidChange()``. Like ``layoutMargins``, reading it returns
  /// the margins in effect while ``preservesSuperviewLayoutMargins`` is `true`, and at least the
  /// system minimum margins for a view controller's root view.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins>
  open var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      guard node.preservesSuperviewMargins || mayHaveOwningViewController else {
        return storedDirectionalMargins
      }
      return directionalMargins(from: effectiveLayoutMargins)
    }
    set { setDirectionalMargins(newValue) }
  }

  /// The insets that you use to determine the safe area for this view, as of the last layout.
  ///
  /// Zero for a view not in a window. A ``UIWindow`` has the device-like insets of
  /// `window.headless.safeAreaInsets`; each view's insets are the part of its bounds outside
  /// its superview's safe area, plus ``UIViewController/additionalSafeAreaInsets`` for a view
  /// controller's root view. ``safeAreaInsetsDidChange()`` is called when they change.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/safeareainsets>
  open var safeAreaInsets: UIEdgeInsets { cachedSafeAreaInsets }

  /// The insets from the view's frame that define its alignment rectangle (default zero).
  ///
  /// Auto Layout aligns views by their alignment rectangles, as UIKit does: the view's anchors
  /// (seen from its superview and siblings, and from its own subviews), its intrinsic content
  /// size, its baselines and its ``layoutMarginsGuide`` refer to the rectangle, and layout sets
  /// the frame to the rectangle outset by these insets; ``safeAreaLayoutGuide`` stays measured
  /// from the bounds. ``systemLayoutSizeFitting(_:)`` takes and returns frame sizes, and frames
  /// set by hand on views that translate them into constraints are kept.
  ///
  /// Layout reads the insets when the view joins a layout and whenever its system constraints
  /// are remade: after they change, call ``invalidateIntrinsicContentSize()``. Only the insets
  /// are used: overriding ``alignmentRect(forFrame:)`` alone does not change layout.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/alignmentrectinsets>
  open var alignmentRectInsets: UIEdgeInsets { .zero }

  /// Returns the view's alignment rectangle for a given frame: the frame inset by
  /// ``alignmentRectInsets``.
  ///
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/alignmentrect(forframe:)>
  ///
  /// - Parameter frame: The frame whose corresponding alignment rectangle is desired.
  /// - Returns: The alignment rectangle for `frame`.
  open func alignmentRect(forFrame frame: CGRect) -> CGRect {
    frame.inset(by: alignmentRectInsets)
  }

  /// Returns the view's frame for a given alignment rectangle: the rectangle outset by
  /// ``alignmentRectInsets``.
  ///
  /// - Parameter alignmentRect: The alignment rectangle whose frame is desired.
  /// - Returns: The frame for `alignmentRect`.
  open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
    let insets = alignmentRectInsets
    return CGRect(
      x: alignmentRect.minX - insets.left, y: alignmentRect.minY - insets.top,
      width: alignmentRect.width + insets.left + insets.right,
      height: alignmentRect.height + insets.top + insets.bottom)
  }

  // MARK: Layout anchors (open as in UIKit, so declared in the class)

  /// A layout anchor representing the leading edge of the view's frame.
  open var leadingAnchor: NSLayoutXAxisAnchor { anchorSet.leading }

  /// A layout anchor representing the trailing edge of the view's frame.
  open var trailingAnchor: NSLayoutXAxisAnchor { anchorSet.trailing }

  /// A layout anchor representing the left edge of the view's frame.
  open var leftAnchor: NSLayoutXAxisAnchor { anchorSet.left }

  /// A layout anchor representing the right edge of the view's frame.
  open var rightAnchor: NSLayoutXAxisAnchor { anchorSet.right }

  /// A layout anchor representing the top edge of the view's frame.
  open var topAnchor: NSLayoutYAxisAnchor { anchorSet.top }

  /// A layout anchor representing the bottom edge of the view's frame.
  open var bottomAnchor: NSLayoutYAxisAnchor { anchorSet.bottom }

  /// A layout anchor representing the width of the view's frame.
  open var widthAnchor: NSLayoutDimension { anchorSet.width }

  /// A layout anchor representing the height of the view's frame.
  open var heightAnchor: NSLayoutDimension { anchorSet.height }

  /// A layout anchor representing the horizontal center of the view's frame.
  open var centerXAnchor: NSLayoutXAxisAnchor { anchorSet.centerX }

  /// A layout anchor representing the vertical center of the view's frame.
  open var centerYAnchor: NSLayoutYAxisAnchor { anchorSet.centerY }

  /// A layout anchor representing the baseline for the topmost line of text in the view.
  open var firstBaselineAnchor: NSLayoutYAxisAnchor { anchorSet.firstBaseline }

  /// A layout anchor representing the baseline for the bottommost line of text in the view.
  open var lastBaselineAnchor: NSLayoutYAxisAnchor { anchorSet.lastBaseline }

  // MARK: Constraints (open as in UIKit, so declared in the class)

  /// The constraints held by the view: those you activated whose closest common ancestor is this
  /// view (or, with no second item, whose item is this view or a guide it owns).
  ///
  /// Constraints HeadlessUIKit makes itself (autoresizing, content size, guide positions) are not
  /// listed. UIKit: <https://developer.apple.com/documentation/uikit/uiview/constraints>
  open var constraints: [NSLayoutConstraint] { installedConstraints }

  /// Adds a constraint on the layout of the receiving view or its subviews; prefer
  /// ``NSLayoutConstraint/isActive``.
  ///
  /// The constraint must involve only the receiver and views (or guides) in its subtree; it is
  /// held — and evaluated — here.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/addconstraint(_:)>
  ///
  /// - Parameter constraint: The constraint to add.
  open func addConstraint(_ constraint: NSLayoutConstraint) {
    guard !constraint.storedActive else { return }
    if let reason = constraint.invalidReason {
      LayoutDiagnostics.report(.invalid(constraint, reason: reason))
      return
    }
    // A constraint with no second item (a width, a height) has one view to check.
    guard let firstView = constraint.first?.ownerView,
      constraint.second == nil || constraint.second?.ownerView != nil
    else {
      LayoutDiagnostics.report(.noCommonAncestor(constraint))
      return
    }
    let secondView = constraint.second?.ownerView
    // The origins of offset dimensions (`anchorWithOffset(to:)`) are items of the constraint too.
    func isInSubtree(_ origin: (any LayoutItem)?) -> Bool {
      guard let origin else { return true }
      return origin.ownerView?.isDescendant(of: self) ?? false
    }
    guard firstView.isDescendant(of: self), secondView?.isDescendant(of: self) ?? true,
      isInSubtree(constraint.firstOrigin), isInSubtree(constraint.secondOrigin)
    else {
      // UIKit raises "Unable to install constraint on view. Does the constraint reference
      // something from outside the subtree of the view?"
      LayoutDiagnostics.report(.outsideSubtree(constraint, of: self))
      return
    }
    constraint.install(on: self)
  }

  /// Adds multiple constraints on the layout of the receiving view or its subviews.
  ///
  /// - Parameter constraints: The constraints to add.
  open func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Removes the specified constraint from the view (deactivating it).
  ///
  /// - Parameter constraint: The constraint to remove; ignored if the view doesn't hold it.
  open func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.holder === self else { return }
    constraint.isActive = false
  }

  /// Removes the specified constraints from the view.
  ///
  /// - Parameter constraints: The constraints to remove.
  open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// Returns the constraints that affect the position or size of the view along an axis.
  ///
  /// - Parameter axis: The axis of the constraints to return.
  /// - Returns: The active constraints referring to the view on that axis, system ones included.
  open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis)
    -> [NSLayoutConstraint]
  {
    node.affecting.filter { $0.firstAttr.axis == axis }
  }

  // MARK: Layout guides, margins and safe area (open as in UIKit, so declared in the class)

  /// Whether the view's layout margins grow to its safe area (default true): the
  /// ``layoutMarginsGuide`` is inset by ``safeAreaInsets`` plus ``layoutMargins``.
  open var insetsLayoutMarginsFromSafeArea: Bool {
    get { storedInsetsMarginsFromSafeArea }
    set {
      storedInsetsMarginsFromSafeArea = newValue
      markSystemConstraintsDirty()
      setNeedsLayout()
    }
  }

  /// Whether the view also respects the margins of its superview (default `false`).
  ///
  /// While `true`, each of the view's margins is at least the part of the superview's margin on
  /// that edge that reaches into the view: the superview's margin minus the distance between
  /// the two views' edges. A view flush with its superview's left edge takes the superview's
  /// whole left margin when it is larger than its own, one standing 5 points in takes 5 points
  /// less, and one reaching past the superview's edge takes the whole margin. That is the
  /// adjustment UIKit describes, the smallest that keeps content inside the view's margins also
  /// inside the superview's. Margins cascade: a subview that preserves this view's margins sees
  /// the margins in effect here, which already include the superview's. The edges are physical,
  /// so in a right-to-left view the superview's right margin raises the leading one. When the
  /// superview insets its margins from its safe area, so does what it passes on, less the part
  /// this view's own safe area already covers.
  ///
  /// The effective margins are recomputed during layout, whenever the view moves or resizes or
  /// its superview's margins, size or safe area change; ``layoutMargins``,
  /// ``directionalLayoutMargins`` and ``layoutMarginsGuide`` report them, and
  /// ``layoutMarginsDidChange()`` is called when they change. Setting the property calls
  /// ``setNeedsLayout()``; turning it off restores the view's own margins at once.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/preservessuperviewlayoutmargins>
  open var preservesSuperviewLayoutMargins: Bool {
    get { node.preservesSuperviewMargins }
    set { setPreservesSuperviewMargins(newValue) }
  }

  /// A layout guide representing the view's margins: its frame is the view's bounds inset by
  /// ``layoutMargins`` (and ``safeAreaInsets`` when ``insetsLayoutMarginsFromSafeArea``), the
  /// margins in effect when the view ``preservesSuperviewLayoutMargins``.
  ///
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/layoutmarginsguide>
  open var layoutMarginsGuide: UILayoutGuide {
    systemGuide(.layoutMargins, cachedIn: &cachedMarginsGuide)
  }

  /// The layout guide representing the portion of your view that is unobscured by bars and
  /// other content.
  ///
  /// When the view is not in a window, its edges equal the view's edges.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide>
  open var safeAreaLayoutGuide: UILayoutGuide {
    systemGuide(.safeArea, cachedIn: &cachedSafeAreaGuide)
  }

  /// The array of layout guide objects owned by this view (those you added).
  open var layoutGuides: [UILayoutGuide] { storedLayoutGuides }

  /// Adds the specified layout guide to the view; a guide owned by another view moves here,
  /// losing the constraints that referred to it.
  ///
  /// - Parameter layoutGuide: The guide to add.
  open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.storedOwningView !== self else { return }
    layoutGuide.storedOwningView?.removeLayoutGuide(layoutGuide)
    storedLayoutGuides.append(layoutGuide)
    layoutGuide.storedOwningView = self
    setNeedsLayout()
  }

  /// Removes the specified layout guide from the view, deactivating its constraints.
  ///
  /// - Parameter layoutGuide: The guide to remove.
  open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard let index = storedLayoutGuides.firstIndex(ofIdentical: layoutGuide) else { return }
    for constraint in layoutGuide.node.affecting { constraint.deactivateConstraint() }
    layoutTree.engine?.unregister(layoutGuide.node)
    storedLayoutGuides.remove(at: index)
    layoutGuide.storedOwningView = nil
    setNeedsLayout()
  }

  // MARK: Layout direction (open as in UIKit, so declared in the class)

  /// A semantic description of the view's contents, used to determine whether the view should
  /// be flipped when switching between left-to-right and right-to-left layouts.
  ///
  /// HeadlessUIKit resolves ``effectiveUserInterfaceLayoutDirection`` from this attribute; an
  /// `unspecified` view takes its superview's direction (a headless stand-in for the trait
  /// collection's layout direction, which UIKit takes from the app's language), and the root of
  /// a tree is left-to-right. Leading and trailing of a constraint follow the direction of its
  /// first item. UIKit: <https://developer.apple.com/documentation/uikit/uiview/semanticcontentattribute>
  open var semanticContentAttribute: UISemanticContentAttribute {
    get { storedSemanticContentAttribute }
    set {
      guard newValue != storedSemanticContentAttribute else { return }
      if storedSemanticContentAttribute == .unspecified { UIView.directionOverrides.add(1) }
      if newValue == .unspecified { UIView.directionOverrides.add(-1) }
      storedSemanticContentAttribute = newValue
      layoutDirectionDidChange()
      updateTraitsInSubtree()
    }
  }

  /// The user interface layout direction appropriate for arranging the immediate content of
  /// this view.
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    // No view anywhere forces a direction: everything is left-to-right.
    if UIView.directionOverrides.value == 0 { return .leftToRight }
    var view: UIView? = self
    while let current = view {
      switch current.storedSemanticContentAttribute {
      case .forceRightToLeft: return .rightToLeft
      case .forceLeftToRight, .playback, .spatial: return .leftToRight
      case .unspecified: view = current.storedSuperview
      }
    }
    return .leftToRight
  }

  /// Returns the user interface direction for the given semantic content attribute (the app's
  /// direction is left-to-right in HeadlessUIKit).
  ///
  /// - Parameter attribute: The semantic content attribute for a view.
  /// - Returns: The layout direction.
  open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
    -> UIUserInterfaceLayoutDirection
  {
    attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
  }

  /// Returns the layout direction implied by the semantic content attribute, relative to the
  /// specified layout direction.
  ///
  /// - Parameters:
  ///   - semanticContentAttribute: The semantic content attribute for a view.
  ///   - layoutDirection: The direction to resolve `unspecified` against.
  /// - Returns: The layout direction.
  open class func userInterfaceLayoutDirection(
    for semanticContentAttribute: UISemanticContentAttribute,
    relativeTo layoutDirection: UIUserInterfaceLayoutDirection
  ) -> UIUserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .forceRightToLeft: return .rightToLeft
    case .forceLeftToRight, .playback, .spatial: return .leftToRight
    case .unspecified: return layoutDirection
    }
  }

  // MARK: Converting between coordinate systems (open as in UIKit, so declared in the class)

  /// Converts a point from the receiver's coordinate system to that of the specified view.
  ///
  /// - Parameters:
  ///   - point: A point in the receiver's bounds coordinates.
  ///   - view: The target view, or `nil` for the tree's root (UIKit: the window).
  /// - Returns: The point in `view`'s coordinates.
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let from = originInRoot()
    let to = view?.originInRoot() ?? .zero
    return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
  }

  /// Converts a point from the coordinate system of a given view to that of the receiver.
  ///
  /// - Parameters:
  ///   - point: A point in `view`'s bounds coordinates.
  ///   - view: The source view, or `nil` for the tree's root (UIKit: the window).
  /// - Returns: The point in the receiver's coordinates.
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let from = view?.originInRoot() ?? .zero
    let to = originInRoot()
    return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
  }

  /// Converts a rectangle from the receiver's coordinate system to that of another view.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in the receiver's bounds coordinates.
  ///   - view: The target view, or `nil` for the tree's root.
  /// - Returns: The rectangle in `view`'s coordinates.
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// Converts a rectangle from the coordinate system of another view to that of the receiver.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in `view`'s bounds coordinates.
  ///   - view: The source view, or `nil` for the tree's root.
  /// - Returns: The rectangle in the receiver's coordinates.
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  // MARK: Debugging ambiguity (open as in UIKit, so declared in the class)

  /// Returns whether the constraints impacting the layout of the view incompletely specify the
  /// location of the view (after laying out its tree).
  ///
  /// HeadlessUIKit asks the solver whether another optimal solution moves or resizes the view;
  /// see `view.headless.ambiguityReport()` for a readable list. UIKit:
  /// <https://developer.apple.com/documentation/uikit/uiview/hasambiguouslayout>
  open var hasAmbiguousLayout: Bool {
    guard let engine = layoutTree.engineForQueries() else { return false }
    return engine.isAmbiguous(self, axis: .horizontal) || engine.isAmbiguous(self, axis: .vertical)
  }

  /// Changes the frame of a view with an ambiguous layout to another of its valid values.
  ///
  /// UIKit picks one at random; HeadlessUIKit is deterministic: on each ambiguous axis the view
  /// moves (or else resizes) as far toward larger values as its constraints allow, or toward
  /// smaller ones when it is already there, so calls alternate between the two ends. The frame
  /// stays until a layout pass changes it; a view that is not ambiguous does not move. UIKit:
  /// <https://developer.apple.com/documentation/uikit/uiview/exerciseambiguityinlayout()>
  open func exerciseAmbiguityInLayout() {
    layoutIfNeeded()
    guard let engine = layoutTree.engineForQueries(), let frame = engine.exercisedFrame(of: self)
    else { return }
    setFrame(frame, fromLayout: true)
  }

  // MARK: Traits and the readable content guide (open as in UIKit, so declared in the class)

  /// The traits that describe the view's environment: its superview's (or its view
  /// controller's) with its own ``traitOverrides`` and layout direction applied.
  ///
  /// See ``UITraitCollection`` for HeadlessUIKit's model of a window's traits.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection>
  open var traitCollection: UITraitCollection {
    UITraitCollection(values: resolvedTraitValues())
  }

  /// Called when the view's trait collection changed.
  ///
  /// HeadlessUIKit calls it (with the traits the view had before, nil the first time) when the
  /// view's traits differ from the ones it last reported: when it joins a window, when the
  /// window's size changes its size classes, and when trait overrides or the semantic content
  /// attribute change above it. Deprecated in iOS 17, where UIKit still calls it.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)>
  ///
  /// - Parameter previousTraitCollection: The traits before the change, or `nil`.
  @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use registerForTraitChanges")
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// A layout guide representing an area with a readable width within the view.
  ///
  /// As UIKit documents, it never extends beyond the ``layoutMarginsGuide``, is centred in it,
  /// has its top and bottom, and is no wider than the readable width for the current Dynamic
  /// Type size. HeadlessUIKit's readable width: 672 points at the large (default) content size
  /// category, scaled with the body text size of the view's
  /// ``UITraitCollection/preferredContentSizeCategory`` (for example 14/17 × 672 at extra
  /// small, 23/17 × 672 at extra extra extra large).
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/readablecontentguide>
  open var readableContentGuide: UILayoutGuide {
    if let cachedReadableGuide { return cachedReadableGuide }
    let guide = ReadableContentGuide()
    guide.systemRole = .readableContent
    guide.identifier = SystemGuideRole.readableContent.identifier
    guide.storedOwningView = self
    cachedReadableGuide = guide
    _ = layoutMarginsGuide
    markSystemConstraintsDirty()
    setNeedsLayout()
    return guide
  }

  // MARK: Hierarchy and layout requests (open as in UIKit, so declared in the class)

  /// The receiver's superview, or `nil` if it has none.
  open var superview: UIView? { storedSuperview }

  /// The receiver's immediate subviews, back to front.
  open var subviews: [UIView] { storedSubviews }

  /// The receiver's window object, or `nil` if it has none.
  open var window: UIWindow? {
    // Asked before the cast: most trees are not in a window, and the cast costs more.
    guard let root = layoutTree.root, root.isWindowKind else { return nil }
    return root as? UIWindow
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
    guard view !== siblingSubview else { return }
    let index = storedSubviews.firstIndex(ofIdentical: siblingSubview).map { $0 + 1 }
    attachSubview(view, at: indexAfterMoving(view, to: index ?? storedSubviews.count))
  }

  /// Inserts a view below another view in the view hierarchy.
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - siblingSubview: The sibling view that will be above the inserted view.
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    guard view !== siblingSubview else { return }
    let index = storedSubviews.firstIndex(ofIdentical: siblingSubview)
    attachSubview(view, at: indexAfterMoving(view, to: index ?? storedSubviews.count))
  }

  /// The index in `subviews` that puts `view` where `index` (counted with `view` still in
  /// place) points, once a subview already here is taken out of its current place.
  private func indexAfterMoving(_ view: UIView, to index: Int) -> Int {
    guard view.storedSuperview === self,
      let current = storedSubviews.firstIndex(ofIdentical: view), current < index
    else { return index }
    return index - 1
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
  ///
  /// A view controller's root view asks its controller instead:
  /// ``UIViewController/updateViewConstraints()``, whose default implementation calls the
  /// view's ``updateConstraints()``.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiviewcontroller/updateviewconstraints()>
  open func updateConstraintsIfNeeded() {
    for view in subtreeViews().reversed() where view.needsUpdateConstraintsFlag {
      if let controller = view.owningViewController, controller.viewIfLoaded === view {
        controller.updateViewConstraints()
      } else {
        view.updateConstraints()
      }
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
  ///
  /// A view that is the root of its tree (a sizing cell) is measured in its own layout engine,
  /// incrementally: measuring it again after its content changed (bound to the next item)
  /// costs the changes, not a solve from scratch; its frames are left as they were. A view
  /// inside a hierarchy is measured in a temporary solver of its subtree.
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

  // MARK: Appearance and geometry (open as in UIKit, so declared in the class)

  /// Whether the view depends on constraint-based layout (default `false`).
  ///
  /// UIKit engages Auto Layout lazily and calls ``updateConstraints()`` on a view that holds no
  /// constraints only when its class returns `true`. HeadlessUIKit's layout engine is always
  /// engaged, so ``updateConstraints()`` runs before the first layout of every view either
  /// way; the property exists so that overrides compile and say what the view needs.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/requiresconstraintbasedlayout>
  open class var requiresConstraintBasedLayout: Bool { false }

  /// The class used to create the view's ``layer`` (default ``CALayer``).
  ///
  /// Override it to return a `CALayer` subclass; HeadlessUIKit makes the layer with that class
  /// the first time ``layer`` is read (a class that is not a `CALayer` gets a plain one).
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/layerclass>
  open class var layerClass: AnyClass { CALayer.self }

  /// Called when the ``tintColor`` the view shows changed.
  ///
  /// HeadlessUIKit calls it on a view whose ``tintColor`` is set to a different colour, and on
  /// each of its descendants that inherit it.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/tintcolordidchange()>
  open func tintColorDidChange() {}

  /// Specifies the transform applied to the view, relative to the center of its bounds
  /// (default ``CGAffineTransform/identity``).
  ///
  /// As in UIKit, a transform changes neither ``bounds`` nor ``center``, nor the layout
  /// engine's idea of the view (constraints place the untransformed view); ``frame`` becomes
  /// the box that bounds the transformed view. Frames of subviews are in the view's own
  /// (untransformed) coordinates. HeadlessUIKit's `convert` methods ignore transforms.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/transform>
  open var transform: CGAffineTransform {
    get { storedTransform ?? .identity }
    set { storedTransform = newValue.isIdentity ? nil : newValue }
  }

  /// An optional view whose alpha channel is used to mask the view's content.
  ///
  /// As in UIKit, the mask view is not a subview: it takes no part in layout, and its frame is
  /// in the view's coordinates. HeadlessUIKit keeps it without drawing through it.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/mask>
  open var mask: UIView?

  /// The user interface style the view and its descendants adopt (default
  /// ``UIUserInterfaceStyle/unspecified``: the superview's, or the view controller's).
  ///
  /// Setting it changes the ``UITraitCollection/userInterfaceStyle`` of the view's trait
  /// collection and of its subviews', which are told through
  /// ``traitCollectionDidChange(_:)`` when they are in a window.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/overrideuserinterfacestyle>
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { storedUserInterfaceStyle }
    set {
      guard newValue != storedUserInterfaceStyle else { return }
      storedUserInterfaceStyle = newValue
      updateTraitsInSubtree()
    }
  }

  /// A layout guide that tracks the keyboard's position in the view.
  ///
  /// While no keyboard shows, the guide spans the bottom of the view below its safe area (its
  /// top is the ``safeAreaLayoutGuide``'s bottom). When the window shows a keyboard
  /// (`window.headless.showKeyboard(height:)`), the guide covers the part of the view the
  /// keyboard overlaps, if that is more. Its width and bottom are the view's.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/keyboardlayoutguide>
  open var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    if let cachedKeyboardGuide { return cachedKeyboardGuide }
    let guide = UIKeyboardLayoutGuide()
    guide.systemRole = .keyboard
    guide.storedOwningView = self
    cachedKeyboardGuide = guide
    markSystemConstraintsDirty()
    setNeedsLayout()
    return guide
  }

  // MARK: Animations (open class methods as in UIKit, so declared in the class)

  /// Animate changes to one or more views using the specified duration, delay, options, and
  /// completion handler.
  ///
  /// HeadlessUIKit applies the end state at once (frames changed inside `animations`, including
  /// by `layoutIfNeeded()`, take their final values) and records each frame change as a
  /// `Headless.RecordedAnimation` in `Headless.AnimationRecorder`, so a renderer or a test can
  /// sample it at any time. As in UIKit, `completion` runs later, with `true`: when the
  /// animation ends on the recorder's clock (`advance(by:)` past `delay + duration`, or
  /// `finishPendingAnimations()`) — never before this method returns, even for a zero
  /// duration. A call nested in another animation block inherits that block's duration and
  /// curve unless `options` holds `overrideInheritedDuration` or `overrideInheritedCurve`.
  /// With `.repeat` the recorded animation plays indefinitely (there and back with
  /// `.autoreverse`) and `completion` never runs; with `.autoreverse` alone it plays there and
  /// back once, then shows the end state. While animations are disabled
  /// (``setAnimationsEnabled(_:)``) nothing is recorded and `completion` runs at the next
  /// `advance(by: 0)`.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)>
  ///
  /// - Parameters:
  ///   - duration: The total duration of the animations, in seconds.
  ///   - delay: The amount of time (in seconds) to wait before beginning the animations.
  ///   - options: A mask of options indicating how you want to perform the animations.
  ///   - animations: The changes to commit to the views.
  ///   - completion: A closure run when the animation sequence ends.
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    recordAnimation(
      duration: duration, delay: delay, options: options, animations: animations,
      completion: completion)
  }

  /// Animate changes to one or more views using the specified duration and completion handler.
  ///
  /// - Parameters:
  ///   - duration: The total duration of the animations, in seconds.
  ///   - animations: The changes to commit to the views.
  ///   - completion: A closure run when the animation sequence ends.
  open class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    recordAnimation(
      duration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  /// Animate changes to one or more views using the specified duration.
  ///
  /// - Parameters:
  ///   - duration: The total duration of the animations, in seconds.
  ///   - animations: The changes to commit to the views.
  open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    recordAnimation(
      duration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// Performs a view animation using a timing curve corresponding to the motion of a physical
  /// spring (recorded with the ease-in-out curve); `completion` runs when it ends, as for
  /// ``animate(withDuration:delay:options:animations:completion:)``.
  ///
  /// - Parameters:
  ///   - duration: The total duration of the animations, in seconds.
  ///   - delay: The amount of time (in seconds) to wait before beginning the animations.
  ///   - dampingRatio: The damping ratio for the spring animation.
  ///   - velocity: The initial spring velocity.
  ///   - options: A mask of options indicating how you want to perform the animations.
  ///   - animations: The changes to commit to the views.
  ///   - completion: A closure run when the animation sequence ends.
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    recordSpringAnimation(
      duration: duration, delay: delay, options: options, animations: animations,
      completion: completion)
  }

  /// Creates a transition animation for the specified container view.
  ///
  /// `animations` runs at once (its frame changes are recorded like those of
  /// ``animate(withDuration:delay:options:animations:completion:)``; the transition's visual
  /// effect has no headless counterpart) and `completion` runs when the duration has passed on
  /// the animation clock.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/transition(with:duration:options:animations:completion:)>
  ///
  /// - Parameters:
  ///   - view: The container view that performs the transition.
  ///   - duration: The duration of the transition animation, in seconds.
  ///   - options: A mask of options indicating how you want to perform the animations.
  ///   - animations: The changes to make to the view and its subviews.
  ///   - completion: A closure run when the transition ends.
  open class func transition(
    with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    recordTransition(
      duration: duration, options: options, animations: animations ?? {}, completion: completion)
  }

  /// Creates a transition animation between the specified views.
  ///
  /// `toView` takes `fromView`'s place in its superview (at the same index), or, with
  /// `.showHideTransitionViews`, `fromView` is hidden and `toView` shown. `completion` runs when
  /// the duration has passed on the animation clock.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/transition(from:to:duration:options:completion:)>
  ///
  /// - Parameters:
  ///   - fromView: The starting view for the transition.
  ///   - toView: The ending view for the transition.
  ///   - duration: The duration of the transition animation, in seconds.
  ///   - options: A mask of options indicating how you want to perform the animations.
  ///   - completion: A closure run when the transition ends.
  open class func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval,
    options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil
  ) {
    recordTransition(duration: duration, options: options, completion: completion) {
      swapForTransition(from: fromView, to: toView, options: options)
    }
  }

  /// Disables a view transition animation.
  ///
  /// - Parameter actionsWithoutAnimation: The changes to perform without animation.
  open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    AnimationRecorder.withoutRecording(actionsWithoutAnimation)
  }

  /// Creates an animation block object that can be used to set up keyframe-based animations
  /// for the current view.
  ///
  /// `animations` runs at once and holds ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
  /// calls: each keyframe's changes are applied at once and recorded with the keyframe's own
  /// timing (starting `delay + frameStartTime × duration` after the call, lasting
  /// `frameDuration × duration`, linearly); changes made outside keyframes span the whole
  /// animation. `completion` runs when the whole animation ends on the animation clock.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/animatekeyframes(withduration:delay:options:animations:completion:)>
  ///
  /// - Parameters:
  ///   - duration: The duration of the overall animation, in seconds.
  ///   - delay: The seconds to wait before beginning the animations.
  ///   - options: A mask of options indicating how you want to perform the animations.
  ///   - animations: A closure with the keyframes.
  ///   - completion: A closure run when the animation sequence ends.
  open class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    recordKeyframeAnimation(
      duration: duration, delay: delay, options: options, animations: animations,
      completion: completion)
  }

  /// Specifies the timing and animation values for a single frame of a keyframe animation.
  ///
  /// Call it inside the `animations` of
  /// ``animateKeyframes(withDuration:delay:options:animations:completion:)``; outside one, the
  /// changes are applied without animation.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/addkeyframe(withrelativestarttime:relativeduration:animations:)>
  ///
  /// - Parameters:
  ///   - frameStartTime: When the keyframe starts, as a fraction (0...1) of the overall
  ///     duration.
  ///   - frameDuration: How long the keyframe lasts, as a fraction of the overall duration.
  ///   - animations: The changes to make.
  open class func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    recordKeyframe(start: frameStartTime, duration: frameDuration, animations: animations)
  }

  /// Sets whether view animations are enabled (default `true`).
  ///
  /// While disabled, animation blocks apply their changes without recording animations, and
  /// their completions run at the next `advance(by: 0)` of the animation clock.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/setanimationsenabled(_:)>
  ///
  /// - Parameter enabled: Whether animations are enabled.
  open class func setAnimationsEnabled(_ enabled: Bool) {
    AnimationRecorder.animationsEnabled = enabled
  }

  /// Whether view animations are enabled.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/areanimationsenabled>
  open class var areAnimationsEnabled: Bool { AnimationRecorder.animationsEnabled }

  /// Returns the inherited duration of the current animation: the duration of the innermost
  /// animation block being run, or 0 outside animation blocks.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/inheritedanimationduration>
  open class var inheritedAnimationDuration: TimeInterval { AnimationRecorder.currentDuration }

}
