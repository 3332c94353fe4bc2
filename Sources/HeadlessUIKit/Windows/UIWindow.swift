/// The backdrop for your app's user interface; the root of a view tree that has a safe area.
///
/// Its `headless.safeAreaInsets` stand for the device's (status bar, home indicator), so that
/// safe-area layout can be exercised headlessly.
/// UIKit: <https://developer.apple.com/documentation/uikit/uiwindow>
@MainActor
open class UIWindow: UIView {
  /// The safe-area insets the window reports, as a device would. (HeadlessUIKit only.)
  ///
  /// Default: 47 points at the top and 34 at the bottom, as on an iPhone with a notch.
  var headlessSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0) {
    didSet { if headlessSafeAreaInsets != oldValue { setNeedsLayout() } }
  }

  override var isWindowKind: Bool { true }

  /// The height of the keyboard the window shows (0: none); see the keyboard layout guide.
  var keyboardHeight: CGFloat = 0 {
    didSet { if keyboardHeight != oldValue { keyboardDidMoveInSubtree() } }
  }

  /// The scene the window belongs to.
  ///
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiwindow/windowscene>
  open weak var windowScene: UIWindowScene? {
    didSet {
      guard windowScene !== oldValue else { return }
      oldValue?.detach(self)
      windowScene?.attach(self)
    }
  }

  /// Creates a window attached to a scene, as large as the scene's screen.
  ///
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)>
  ///
  /// - Parameter windowScene: The scene the window belongs to.
  public init(windowScene: UIWindowScene) {
    super.init(frame: windowScene.screen.bounds)
    isHidden = true
    self.windowScene = windowScene
    windowScene.attach(self)
  }

  /// Whether this is the key window.
  open private(set) var isKeyWindow = false

  /// Creates a window with the given frame; windows start hidden, as in UIKit.
  ///
  /// - Parameter frame: The window's frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
  }

  /// Creates a window from an unarchiver (HeadlessUIKit has no archives).
  ///
  /// - Parameter coder: An unarchiver object (unused).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The root view controller for the window; its view fills the window and resizes with it.
  open var rootViewController: UIViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      oldValue?.viewIfLoaded?.removeFromSuperview()
      guard let controller = rootViewController, let view = controller.view else { return }
      view.frame = bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(view)
    }
  }

  /// Shows the window and makes it the key window.
  open func makeKeyAndVisible() {
    isHidden = false
    makeKey()
    guard let controller = rootViewController else { return layoutIfNeeded() }
    controller.beginAppearanceTransition(true, animated: false)
    layoutIfNeeded()
    controller.endAppearanceTransition()
  }

  /// An iPhone's environment: size classes from the window's bounds (compact width, and
  /// regular height when taller than wide), the phone idiom, the screen's scale.
  func environmentTraitValues(over inherited: TraitValues) -> TraitValues {
    Self.environmentTraitValues(over: inherited, size: storedFrame.size)
  }

  /// The environment's traits for a window of `size`.
  static func environmentTraitValues(over inherited: TraitValues, size: CGSize) -> TraitValues {
    var values = inherited
    values.horizontalSizeClass = .compact
    values.verticalSizeClass = size.height > size.width ? .regular : .compact
    if values.userInterfaceStyle == .unspecified { values.userInterfaceStyle = .light }
    return values
  }

  /// Changes the window's size as a rotation or a resize does, with UIKit's sequence of calls.
  /// (HeadlessUIKit only.)
  ///
  /// The root view controller is told first: ``UIViewController/willTransition(to:with:)`` when
  /// the size classes change, then ``UIViewController/viewWillTransition(to:with:)`` (both
  /// forwarded to children by default). Then, inside one `UIView.animate` of `duration` — so
  /// the frame changes are recorded in ``Headless/AnimationRecorder`` — the window takes the new size and
  /// safe area and lays out (the trait changes are reported then), the coordinator's alongside
  /// animations run with the views at their new sizes, and the window lays out again. The
  /// coordinator's completions run when the animation ends on ``Headless/AnimationRecorder``'s clock.
  ///
  /// ```swift
  /// window.headlessTransition(
  ///   to: CGSize(width: 844, height: 390),
  ///   safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
  /// ```
  ///
  /// - Parameters:
  ///   - size: The window's new size.
  ///   - safeAreaInsets: The new `headless.safeAreaInsets` (a landscape phone's differ), or
  ///     `nil` to keep them.
  ///   - duration: The transition's duration, in seconds.
  func headlessTransition(
    to size: CGSize, safeAreaInsets: UIEdgeInsets? = nil, duration: TimeInterval = 0.3
  ) {
    let coordinator = SizeTransitionCoordinator(containerView: self, duration: duration)
    if let controller = rootViewController {
      let current = controller.traitCollection.values
      let window = environmentTraitValues(over: current)
      let next = Self.environmentTraitValues(over: current, size: size)
      if next.horizontalSizeClass != window.horizontalSizeClass
        || next.verticalSizeClass != window.verticalSizeClass
      {
        var values = current
        if values.horizontalSizeClass == window.horizontalSizeClass {
          values.horizontalSizeClass = next.horizontalSizeClass
        }
        if values.verticalSizeClass == window.verticalSizeClass {
          values.verticalSizeClass = next.verticalSizeClass
        }
        controller.willTransition(to: UITraitCollection(values: values), with: coordinator)
      }
      controller.viewWillTransition(to: size, with: coordinator)
    }
    UIView.animate(
      withDuration: duration, delay: 0, options: [],
      animations: {
        if let safeAreaInsets { self.headlessSafeAreaInsets = safeAreaInsets }
        self.frame = CGRect(origin: self.frame.origin, size: size)
        // The alongside animations see the views at their new sizes, as in UIKit.
        self.layoutIfNeeded()
        coordinator.runAnimations()
        self.layoutIfNeeded()
      },
      completion: { _ in coordinator.complete() })
  }

  /// A size change can change the size classes: re-resolve the traits in the window.
  override var layoutSizeChangeRunsOverridableCode: Bool { true }

  override func layoutSizeDidChange(from oldSize: CGSize) {
    super.layoutSizeDidChange(from: oldSize)
    updateTraitsInSubtree()
  }

  /// Makes the window the key window.
  open func makeKey() {
    isKeyWindow = true
  }
}
