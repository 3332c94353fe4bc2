/// The inset distances for views, in points: positive values shrink a rectangle inward.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/uiedgeinsets>
public struct UIEdgeInsets: Hashable, Sendable {
  /// The inset at the top of an object.
  public var top: CGFloat
  /// The inset on the left of an object.
  public var left: CGFloat
  /// The inset on the bottom of an object.
  public var bottom: CGFloat
  /// The inset on the right of an object.
  public var right: CGFloat

  /// Creates an edge inset for a button or view with zero on every side.
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// Creates an edge inset for a button or view.
  ///
  /// - Parameters:
  ///   - top: The inset at the top of an object.
  ///   - left: The inset on the left of an object.
  ///   - bottom: The inset on the bottom of an object.
  ///   - right: The inset on the right of an object.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// An edge insets structure whose top, left, bottom, and right fields are all set to 0.
  public static let zero = UIEdgeInsets()
}

extension CGRect {
  /// The rectangle shrunk by `insets` (UIKit's `inset(by:)`).
  ///
  /// - Parameter insets: The distances to move each edge inward.
  /// - Returns: The inset rectangle; its size never goes below zero.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: Swift.max(0, size.width - insets.left - insets.right),
      height: Swift.max(0, size.height - insets.top - insets.bottom))
  }
}
