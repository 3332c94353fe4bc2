/// Edge insets that take language direction into account: leading and trailing, not left and right.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets>
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  /// The top edge inset value.
  public var top: CGFloat
  /// The leading edge inset value.
  public var leading: CGFloat
  /// The bottom edge inset value.
  public var bottom: CGFloat
  /// The trailing edge inset value.
  public var trailing: CGFloat

  /// Creates directional insets of zero on every side.
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  /// Creates directional insets with the specified values.
  ///
  /// - Parameters:
  ///   - top: The top edge inset value.
  ///   - leading: The leading edge inset value.
  ///   - bottom: The bottom edge inset value.
  ///   - trailing: The trailing edge inset value.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// A directional edge insets structure whose values are all 0.
  public static let zero = NSDirectionalEdgeInsets()
}
