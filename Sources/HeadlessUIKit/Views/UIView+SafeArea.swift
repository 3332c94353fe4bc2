extension UIView {
  /// Computes the safe-area insets from the superview's (already updated) ones and the frame.
  func computeSafeAreaInsets() -> UIEdgeInsets {
    if let window = self as? UIWindow { return window.headlessSafeAreaInsets }
    guard let superview = storedSuperview else { return .zero }
    let superInsets = superview.cachedSafeAreaInsets
    // Fast path: safe areas are zero off a window, and inside a safe area they stay zero.
    if superInsets == .zero && owningViewController == nil { return .zero }
    guard window != nil else { return .zero }
    var insets = UIEdgeInsets.zero
    if superInsets != .zero {
      let superSafe = superview.bounds.inset(by: superInsets)
      // The superview's safe rectangle in this view's coordinates.
      let origin = storedFrame.origin
      let safe = CGRect(
        x: superSafe.minX - origin.x + storedBoundsOrigin.x,
        y: superSafe.minY - origin.y + storedBoundsOrigin.y,
        width: superSafe.width, height: superSafe.height)
      let own = bounds
      insets = UIEdgeInsets(
        top: Swift.max(0, Swift.min(own.height, safe.minY - own.minY)),
        left: Swift.max(0, Swift.min(own.width, safe.minX - own.minX)),
        bottom: Swift.max(0, Swift.min(own.height, own.maxY - safe.maxY)),
        right: Swift.max(0, Swift.min(own.width, own.maxX - safe.maxX)))
    }
    if let controller = owningViewController {
      let extra = controller.additionalSafeAreaInsets
      insets.top += extra.top
      insets.left += extra.left
      insets.bottom += extra.bottom
      insets.right += extra.right
    }
    return insets
  }
}
