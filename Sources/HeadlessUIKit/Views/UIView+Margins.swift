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

  /// A controller's root view's margins, each raised to the controller's
  /// ``UIViewController/systemMinimumLayoutMargins`` while it
  /// ``UIViewController/viewRespectsSystemMinimumLayoutMargins`` (UIKit: "the root view's actual
  /// margins are set to either your custom values or the system minimum values, whichever is
  /// larger").
  func raisedToSystemMinimum(_ margins: UIEdgeInsets) -> UIEdgeInsets {
    guard let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins
    else { return margins }
    return margins.raised(to: physicalMargins(from: controller.systemMinimumLayoutMargins))
  }

  /// The root view's controller turned its respect of the system minimum margins on or off:
  /// the margins in effect change where the view's own are below the minimum.
  func systemMinimumMarginsDidChange() {
    guard let controller = owningViewController else { return }
    let own = physicalMargins(from: storedDirectionalMargins)
    let minimum = physicalMargins(from: controller.systemMinimumLayoutMargins)
    if own.top < minimum.top || own.left < minimum.left || own.bottom < minimum.bottom
      || own.right < minimum.right
    {
      marginsInEffectDidChange()
    }
  }
}

extension UIEdgeInsets {
  /// These insets, each raised to at least the same edge of `minimum`.
  func raised(to minimum: UIEdgeInsets) -> UIEdgeInsets {
    UIEdgeInsets(
      top: Swift.max(top, minimum.top), left: Swift.max(left, minimum.left),
      bottom: Swift.max(bottom, minimum.bottom), right: Swift.max(right, minimum.right))
  }
}
