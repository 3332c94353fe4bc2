extension NSLayoutConstraint {
  /// The first item, `nil` once it is deinitialized (as a weak reference).
  var first: (any LayoutItem)? {
    get { firstHandle.item }
    set { firstHandle = newValue?.itemHandle }
  }

  /// The second item, `nil` for none or once it is deinitialized.
  var second: (any LayoutItem)? {
    get { secondHandle.item }
    set { secondHandle = newValue?.itemHandle }
  }

  /// The item the first item's distance is measured from (`anchorWithOffset(to:)`), if any.
  var firstOrigin: (any LayoutItem)? {
    get { firstOriginHandle.item }
    set { firstOriginHandle = newValue?.itemHandle }
  }

  /// The item the second item's distance is measured from (`anchorWithOffset(to:)`), if any.
  var secondOrigin: (any LayoutItem)? {
    get { secondOriginHandle.item }
    set { secondOriginHandle = newValue?.itemHandle }
  }

  /// The view that holds the constraint while it is active.
  var holder: UIView? {
    get { holderHandle.view }
    set { holderHandle = newValue?.itemHandle }
  }
}
