extension UIView {
  /// The physical margins for directional ones, in the view's layout direction.
  func physicalMargins(from margins: NSDirectionalEdgeInsets) -> UIEdgeInsets {
    if effectiveUserInterfaceLayoutDirection == .rightToLeft {
      return UIEdgeInsets(
        top: margins.top, left: margins.trailing, bottom: margins.bottom, right: margins.leading)
    }
    return UIEdgeInsets(
      top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing)
  }

  /// The directional margins for physical ones, in the view's layout direction.
  func directionalMargins(from insets: UIEdgeInsets) -> NSDirectionalEdgeInsets {
    if effectiveUserInterfaceLayoutDirection == .rightToLeft {
      return NSDirectionalEdgeInsets(
        top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
    }
    return NSDirectionalEdgeInsets(
      top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
  }

  /// Applies new ``directionalLayoutMargins``.
  func setDirectionalMargins(_ newValue: NSDirectionalEdgeInsets) {
    guard newValue != storedDirectionalMargins else { return }
    storedDirectionalMargins = newValue
    markSystemConstraintsDirty()
    setNeedsLayout()
    layoutMarginsDidChange()
    owningViewController?.viewLayoutMarginsDidChange()
  }

  /// The margins the margins guide is inset by: layout margins plus, when asked, the safe area.
  var effectiveMarginInsets: UIEdgeInsets {
    var margins = layoutMargins
    if storedInsetsMarginsFromSafeArea {
      let safe = cachedSafeAreaInsets
      margins.top += safe.top
      margins.left += safe.left
      margins.bottom += safe.bottom
      margins.right += safe.right
    }
    return margins
  }
}
