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

  /// Converts a point from the receiver's coordinate system to that of the specified view.
  ///
  /// - Parameters:
  ///   - point: A point in the receiver's bounds coordinates.
  ///   - view: The target view, or `nil` for the tree's root (UIKit: the window).
  /// - Returns: The point in `view`'s coordinates.
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let from = originInRoot()
    let to = view?.originInRoot() ?? .zero
    return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
  }

  /// Converts a point from the coordinate system of a given view to that of the receiver.
  ///
  /// - Parameters:
  ///   - point: A point in `view`'s bounds coordinates.
  ///   - view: The source view, or `nil` for the tree's root (UIKit: the window).
  /// - Returns: The point in the receiver's coordinates.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let from = view?.originInRoot() ?? .zero
    let to = originInRoot()
    return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
  }

  /// Converts a rectangle from the receiver's coordinate system to that of another view.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in the receiver's bounds coordinates.
  ///   - view: The target view, or `nil` for the tree's root.
  /// - Returns: The rectangle in `view`'s coordinates.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// Converts a rectangle from the coordinate system of another view to that of the receiver.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in `view`'s bounds coordinates.
  ///   - view: The source view, or `nil` for the tree's root.
  /// - Returns: The rectangle in the receiver's coordinates.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

}
