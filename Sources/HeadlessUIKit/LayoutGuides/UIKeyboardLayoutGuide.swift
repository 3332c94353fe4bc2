/// A layout guide that represents the space the keyboard occupies in your app's layout.
///
/// Get one from a view's ``UIView/keyboardLayoutGuide``. HeadlessUIKit has no keyboard of its
/// own: `window.headless.showKeyboard(height:)` and `hideKeyboard()` stand for the system's.
/// UIKit: <https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide>
@MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
  /// Whether the guide follows the keyboard when it is undocked or floating (default
  /// `false`); HeadlessUIKit's keyboard is always docked.
  open var followsUndockedKeyboard = false

  /// Whether the guide's top stays at the safe area's bottom while the keyboard is hidden
  /// (default `true`); when `false`, a hidden keyboard leaves the guide zero high at the
  /// view's bottom.
  open var usesBottomSafeArea = true {
    didSet {
      guard usesBottomSafeArea != oldValue, let view = storedOwningView else { return }
      view.markSystemConstraintsDirty()
      view.setNeedsLayout()
    }
  }

  /// The guide's frame in its owning view's coordinates, as of the last layout.
  open override var layoutFrame: CGRect {
    guard let view = storedOwningView else { return storedLayoutFrame }
    view.layoutIfNeededForQuery()
    guard let engine = view.layoutTree.engine else { return storedLayoutFrame }
    storedLayoutFrame = engine.frame(of: self)
    return storedLayoutFrame
  }
}

/// A layout guide that tracks changes to its position and size; the superclass of the keyboard
/// guide.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/uitrackinglayoutguide>
@MainActor
open class UITrackingLayoutGuide: UILayoutGuide {}

extension UIView {
  /// The keyboard guide's constraints: the view's left, width and bottom, and the height the
  /// keyboard (or the bottom safe area) takes.
  func keyboardGuideSpecs(_ guide: UIKeyboardLayoutGuide) -> [SystemConstraintSpec] {
    let kind = SystemConstraintKind.safeArea
    return [
      SystemConstraintSpec(guide, .left, .equal, self, .left, constant: 0, kind: kind),
      SystemConstraintSpec(guide, .width, .equal, self, .width, constant: 0, kind: kind),
      SystemConstraintSpec(guide, .bottom, .equal, self, .bottom, constant: 0, kind: kind),
      SystemConstraintSpec(guide, .height, constant: keyboardGuideHeight(guide), kind: kind),
    ]
  }

  /// How much of the view's bottom the keyboard guide covers: the part the window's keyboard
  /// overlaps (from the frames of the last layout), or the bottom safe area when that is more
  /// and the guide uses it.
  func keyboardGuideHeight(_ guide: UIKeyboardLayoutGuide) -> CGFloat {
    let safeBottom = guide.usesBottomSafeArea ? cachedSafeAreaInsets.bottom : 0
    guard let window, window.keyboardHeight > 0 else { return safeBottom }
    let keyboardTop = window.bounds.height - window.keyboardHeight
    let viewBottom = convert(CGPoint(x: 0, y: bounds.maxY), to: window).y
    let overlap = Swift.min(bounds.height, Swift.max(0, viewBottom - keyboardTop))
    return Swift.max(safeBottom, overlap)
  }

  /// Remakes the keyboard guides of the view's subtree (the keyboard moved).
  func keyboardDidMoveInSubtree() {
    for view in subtreeViews() where view.cachedKeyboardGuide != nil {
      view.markSystemConstraintsDirty()
      view.setNeedsLayout()
    }
  }
}
