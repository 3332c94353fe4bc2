/// The backdrop for your app's user interface; the root of a view tree that has a safe area.
///
/// Its ``headlessSafeAreaInsets`` stand for the device's (status bar, home indicator), so that
/// safe-area layout can be exercised headlessly.
/// UIKit: <https://developer.apple.com/documentation/uikit/uiwindow>
@MainActor
open class UIWindow: UIView {
  /// The safe-area insets the window reports, as a device would. (HeadlessUIKit only.)
  ///
  /// Default: 47 points at the top and 34 at the bottom, as on an iPhone with a notch.
  public var headlessSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0) {
    didSet { if headlessSafeAreaInsets != oldValue { setNeedsLayout() } }
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
    rootViewController?.viewWillAppear(false)
    layoutIfNeeded()
    rootViewController?.viewDidAppear(false)
  }

  /// An iPhone's environment: size classes from the window's bounds (compact width, and
  /// regular height when taller than wide), the phone idiom, the screen's scale.
  func environmentTraitValues(over inherited: TraitValues) -> TraitValues {
    var values = inherited
    let size = storedFrame.size
    values.horizontalSizeClass = .compact
    values.verticalSizeClass = size.height > size.width ? .regular : .compact
    return values
  }

  /// A size change can change the size classes: re-resolve the traits in the window.
  override func layoutSizeDidChange(from oldSize: CGSize) {
    super.layoutSizeDidChange(from: oldSize)
    updateTraitsInSubtree()
  }

  /// Makes the window the key window.
  open func makeKey() {
    isKeyWindow = true
  }
}
