extension UIView {
  /// The default spacing to use when laying out content in the view (default 8 on each side).
  ///
  /// Kept in step with ``directionalLayoutMargins`` through the view's layout direction: in a
  /// right-to-left view, `left` is the trailing margin.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/layoutmargins>
  public var layoutMargins: UIEdgeInsets {
    get {
      let margins = storedDirectionalMargins
      if effectiveUserInterfaceLayoutDirection == .rightToLeft {
        return UIEdgeInsets(
          top: margins.top, left: margins.trailing, bottom: margins.bottom, right: margins.leading)
      }
      return UIEdgeInsets(
        top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing)
    }
    set {
      if effectiveUserInterfaceLayoutDirection == .rightToLeft {
        directionalLayoutMargins = NSDirectionalEdgeInsets(
          top: newValue.top, leading: newValue.right, bottom: newValue.bottom,
          trailing: newValue.left)
      } else {
        directionalLayoutMargins = NSDirectionalEdgeInsets(
          top: newValue.top, leading: newValue.left, bottom: newValue.bottom,
          trailing: newValue.right)
      }
    }
  }

  /// The default spacing to use when laying out content in a view, taking into account the
  /// current language direction.
  ///
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins>
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { storedDirectionalMargins }
    set {
      guard newValue != storedDirectionalMargins else { return }
      storedDirectionalMargins = newValue
      markSystemConstraintsDirty()
      setNeedsLayout()
      layoutMarginsDidChange()
    }
  }

  /// Whether the view's layout margins grow to its safe area (default true): the
  /// ``layoutMarginsGuide`` is inset by ``safeAreaInsets`` plus ``layoutMargins``.
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { storedInsetsMarginsFromSafeArea }
    set {
      storedInsetsMarginsFromSafeArea = newValue
      markSystemConstraintsDirty()
      setNeedsLayout()
    }
  }

  /// Whether the view also respects its superview's margins; kept for API compatibility.
  public var preservesSuperviewLayoutMargins: Bool {
    get { storedPreservesSuperviewMargins }
    set { storedPreservesSuperviewMargins = newValue }
  }

  /// A layout guide representing the view's margins: its frame is the view's bounds inset by
  /// ``layoutMargins`` (and ``safeAreaInsets`` when ``insetsLayoutMarginsFromSafeArea``).
  ///
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/layoutmarginsguide>
  public var layoutMarginsGuide: UILayoutGuide {
    if let cachedMarginsGuide { return cachedMarginsGuide }
    let guide = UILayoutGuide()
    guide.systemRole = .layoutMargins
    guide.storedOwningView = self
    cachedMarginsGuide = guide
    markSystemConstraintsDirty()
    return guide
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
