/// A view that allows the scrolling and zooming of its contained views.
///
/// Auto Layout as UIKit documents it: constraints between the scroll view's edges and its
/// content (or to ``contentLayoutGuide``) define the content area, whose size becomes
/// ``contentSize`` after layout; constraints to ``frameLayoutGuide`` (or on the scroll view's own
/// width and height) refer to the scroll view's frame. ``contentOffset`` is the bounds origin.
/// UIKit: <https://developer.apple.com/documentation/uikit/uiscrollview>
@MainActor
open class UIScrollView: UIView {
  var cachedContentGuide: UILayoutGuide?
  var cachedFrameGuide: UILayoutGuide?
  var contentGuideConstraints: [NSLayoutConstraint] = []
  var frameGuideConstraints: [NSLayoutConstraint] = []

  /// The size of the content view.
  open var contentSize = CGSize.zero {
    didSet {
      if contentSize != oldValue && !applyingLayout {
        markSystemConstraintsDirty()
        setNeedsLayout()
      }
      if contentSize != oldValue { noteAdjustedContentInset() }
    }
  }
  private var applyingLayout = false
  /// The adjusted content inset last announced by ``adjustedContentInsetDidChange()``.
  private var announcedAdjustedContentInset = UIEdgeInsets.zero

  /// The point at which the origin of the content view is offset from the origin of the scroll
  /// view (the bounds origin).
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      let old = storedBoundsOrigin
      storedBoundsOrigin = newValue
      markSystemConstraintsDirty()
      setNeedsLayout()
      if newValue != old { delegate?.scrollViewDidScroll(self) }
    }
  }

  /// The delegate of the scroll view.
  ///
  /// HeadlessUIKit tells it when ``contentOffset`` changes (``UIScrollViewDelegate/scrollViewDidScroll(_:)``),
  /// when an animated ``setContentOffset(_:animated:)`` ends on the animation clock
  /// (``UIScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)``, 0.3 seconds later), and
  /// when ``adjustedContentInset`` changes
  /// (``UIScrollViewDelegate/scrollViewDidChangeAdjustedContentInset(_:)``). There is no
  /// touch input, so the dragging and zooming methods are never called.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiscrollview/delegate>
  open weak var delegate: (any UIScrollViewDelegate)?

  /// The manner in which the keyboard is dismissed when a drag begins in the scroll view
  /// (default ``KeyboardDismissMode/none``); kept for API compatibility, there are no drags.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.property>
  open var keyboardDismissMode: KeyboardDismissMode = .none

  /// Sets the offset from the content view's origin.
  ///
  /// The offset changes at once; an animated change tells the delegate that the scrolling
  /// animation ended 0.3 seconds later on the animation clock.
  ///
  /// - Parameters:
  ///   - contentOffset: The new offset.
  ///   - animated: Whether to animate.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    let changed = contentOffset != self.contentOffset
    self.contentOffset = contentOffset
    guard animated && changed else { return }
    AnimationRecorder.schedule(
      completion: { [weak self] _ in
        guard let self else { return }
        self.delegate?.scrollViewDidEndScrollingAnimation(self)
      }, duration: 0.3, delay: 0)
  }

  /// The custom distance that the content view is inset from the safe area or scroll view edges.
  open var contentInset = UIEdgeInsets.zero {
    didSet { noteAdjustedContentInset() }
  }

  /// The insets derived from the content insets and the safe area of the scroll view.
  ///
  /// `.never` adds no safe area; `.scrollableAxes` adds it to the top and bottom only when the
  /// content is taller than the scroll view or ``alwaysBounceVertical`` is set, and to the left
  /// and right only when the content is wider or ``alwaysBounceHorizontal`` is set; `.always`
  /// adds it on every side. `.automatic` behaves as `.scrollableAxes`: UIKit adjusts vertically
  /// regardless only for the content view of a controller shown by a navigation or tab bar
  /// controller, which HeadlessUIKit does not have.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/scrollableaxes>,
  /// <https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic>
  open var adjustedContentInset: UIEdgeInsets {
    guard contentInsetAdjustmentBehavior != .never else { return contentInset }
    var safe = safeAreaInsets
    if contentInsetAdjustmentBehavior == .scrollableAxes
      || contentInsetAdjustmentBehavior == .automatic
    {
      let size = bounds.size
      if !(alwaysBounceVertical || contentSize.height > size.height) {
        safe.top = 0
        safe.bottom = 0
      }
      if !(alwaysBounceHorizontal || contentSize.width > size.width) {
        safe.left = 0
        safe.right = 0
      }
    }
    return UIEdgeInsets(
      top: contentInset.top + safe.top, left: contentInset.left + safe.left,
      bottom: contentInset.bottom + safe.bottom, right: contentInset.right + safe.right)
  }

  /// The behavior for determining the adjusted content offsets.
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet { noteAdjustedContentInset() }
  }

  /// Called when the adjusted content insets of the scroll view change.
  ///
  /// Called when ``contentInset``, ``contentInsetAdjustmentBehavior`` or what decides the
  /// scrollable axes change, or when layout gives the scroll view new safe-area insets. The
  /// default implementation does nothing; call `super` in an override.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinsetdidchange()>
  open func adjustedContentInsetDidChange() {}

  /// Calls ``adjustedContentInsetDidChange()`` if ``adjustedContentInset`` differs from the
  /// last value announced.
  func noteAdjustedContentInset() {
    let current = adjustedContentInset
    guard current != announcedAdjustedContentInset else { return }
    announcedAdjustedContentInset = current
    adjustedContentInsetDidChange()
    delegate?.scrollViewDidChangeAdjustedContentInset(self)
  }

  /// Whether scrolling is enabled.
  open var isScrollEnabled = true
  /// Whether paging is enabled for the scroll view.
  open var isPagingEnabled = false
  /// Whether the scroll view bounces past the edge of content and back again.
  open var bounces = true
  /// Whether bouncing always occurs when vertical scrolling reaches the end of the content.
  open var alwaysBounceVertical = false {
    didSet { noteAdjustedContentInset() }
  }
  /// Whether bouncing always occurs when horizontal scrolling reaches the end of the content.
  open var alwaysBounceHorizontal = false {
    didSet { noteAdjustedContentInset() }
  }
  /// Whether the vertical scroll indicator is visible.
  open var showsVerticalScrollIndicator = true
  /// Whether the horizontal scroll indicator is visible.
  open var showsHorizontalScrollIndicator = true

  /// The layout guide based on the untransformed content rectangle of the scroll view.
  open var contentLayoutGuide: UILayoutGuide {
    systemGuide(.scrollContent, cachedIn: &cachedContentGuide)
  }

  /// The layout guide based on the untranslated frame rectangle of the scroll view.
  open var frameLayoutGuide: UILayoutGuide {
    systemGuide(.scrollFrame, cachedIn: &cachedFrameGuide)
  }

  override func extraSystemGuides() -> [UILayoutGuide] {
    super.extraSystemGuides() + [cachedContentGuide, cachedFrameGuide].compactMap { $0 }
  }

  override func refreshExtraSystemConstraints() {
    super.refreshExtraSystemConstraints()
    if let guide = cachedContentGuide {
      // The content area starts at the content origin; its size keeps `contentSize` unless
      // constraints decide it.
      let specs = [
        SystemConstraintSpec(guide, .left, .equal, self, .left, constant: 0, kind: .scrollContent),
        SystemConstraintSpec(guide, .top, .equal, self, .top, constant: 0, kind: .scrollContent),
        SystemConstraintSpec(
          guide, .width, constant: contentSize.width, priority: rootStayPriority,
          kind: .scrollContent),
        SystemConstraintSpec(
          guide, .height, constant: contentSize.height, priority: rootStayPriority,
          kind: .scrollContent),
      ]
      reconcile(&guide.systemConstraints, specs, holder: self)
    }
    if let guide = cachedFrameGuide {
      let offset = storedBoundsOrigin
      let specs = [
        SystemConstraintSpec(
          guide, .left, .equal, self, .left, constant: offset.x, kind: .scrollFrame),
        SystemConstraintSpec(
          guide, .top, .equal, self, .top, constant: offset.y, kind: .scrollFrame),
        SystemConstraintSpec(guide, .width, .equal, self, .width, constant: 0, kind: .scrollFrame),
        SystemConstraintSpec(
          guide, .height, .equal, self, .height, constant: 0, kind: .scrollFrame),
      ]
      reconcile(&guide.systemConstraints, specs, holder: self)
    }
  }

  override var isScrollViewKind: Bool { true }

  override func applyExtraLayoutResults() {
    // After layout: the safe area, the bounds and the content size may all be new.
    defer { noteAdjustedContentInset() }
    guard let guide = cachedContentGuide, let engine = layoutTree.engine else { return }
    let size = engine.frame(of: guide).size
    applyingLayout = true
    contentSize = size
    applyingLayout = false
  }

  /// Constants indicating how safe area insets are added to the adjusted content inset.
  @nonexhaustive
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// Automatically adjust the scroll view insets.
    case automatic = 0
    /// Adjust the insets only in the scrollable directions.
    case scrollableAxes = 1
    /// Do not adjust the scroll view insets.
    case never = 2
    /// Always include the safe area insets in the content adjustment.
    case always = 3
  }

  /// The manner in which the keyboard is dismissed when a drag begins in the scroll view.
  ///
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum>
  @nonexhaustive
  public enum KeyboardDismissMode: Int, Sendable {
    /// The keyboard does not get dismissed with a drag.
    case none = 0
    /// The keyboard is dismissed when a drag begins.
    case onDrag = 1
    /// The keyboard follows the dragging touch offscreen.
    case interactive = 2
    /// The keyboard and its accessory view are dismissed when a drag begins.
    case onDragWithAccessory = 3
    /// The keyboard and its accessory view follow the dragging touch offscreen.
    case interactiveWithAccessory = 4
  }
}
