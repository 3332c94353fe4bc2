extension Headless.Wrapper where Base: UIWindow {
  /// Shows a keyboard at the bottom of the window, as the system does when a text field
  /// becomes first responder.
  ///
  /// The ``UIView/keyboardLayoutGuide`` of every view in the window then covers the part of
  /// the view the keyboard overlaps (from the next layout on: call `layoutIfNeeded()`).
  ///
  /// - Parameter height: The keyboard's height in points (336: an iPhone's with suggestions).
  @MainActor
  public func showKeyboard(height: CGFloat = 336) {
    base.keyboardHeight = Swift.max(0, height.isFinite ? height : 0)
  }

  /// Hides the keyboard: the keyboard guides return to the bottom of the safe area.
  @MainActor
  public func hideKeyboard() {
    base.keyboardHeight = 0
  }

  /// The height of the keyboard the window shows (0 when hidden).
  @MainActor
  public var keyboardHeight: CGFloat { base.keyboardHeight }
}
