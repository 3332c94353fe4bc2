extension UIView {
  /// The origin of the view's bounds space in the coordinates of its tree's root.
  func originInRoot() -> CGPoint {
    var point = CGPoint(x: -storedBoundsOrigin.x, y: -storedBoundsOrigin.y)
    var view: UIView? = self
    while let current = view, let superview = current.storedSuperview {
      point.x += current.storedFrame.minX - superview.storedBoundsOrigin.x
      point.y += current.storedFrame.minY - superview.storedBoundsOrigin.y
      view = superview
    }
    return point
  }
}
