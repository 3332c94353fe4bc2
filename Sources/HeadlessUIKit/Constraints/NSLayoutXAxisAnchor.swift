/// A factory class for creating horizontal layout constraint objects using a fluent API.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor>
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// Returns a constraint that defines the specific distance at which the current anchor is
  /// positioned after the specified anchor: `self == anchor + 8 × multiplier`.
  ///
  /// HeadlessUIKit's system spacing between two views is 8 points.
  /// - Parameters:
  ///   - anchor: The anchor to place the current anchor after.
  ///   - multiplier: The multiple of the system spacing.
  /// - Returns: An inactive constraint.
  open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    makeConstraint(.equal, anchor, constant: systemSpacing * multiplier)
  }

  /// Returns a constraint that defines the minimum distance by which the current anchor is
  /// positioned after the specified anchor.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to place the current anchor after.
  ///   - multiplier: The multiple of the system spacing.
  /// - Returns: An inactive constraint `self >= anchor + 8 × multiplier`.
  open func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    makeConstraint(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }

  /// Returns a constraint that defines the maximum distance by which the current anchor is
  /// positioned after the specified anchor.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to place the current anchor after.
  ///   - multiplier: The multiple of the system spacing.
  /// - Returns: An inactive constraint `self <= anchor + 8 × multiplier`.
  open func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    makeConstraint(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }

  /// Creates a layout dimension object from two anchors: the distance from this anchor to
  /// `otherAnchor` (positive when `otherAnchor` lies after this one).
  ///
  /// Constraints on the dimension relate that distance to a constant or to another dimension.
  ///
  /// - Parameter otherAnchor: The anchor the distance is measured to.
  /// - Returns: A dimension anchor for the distance.
  open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
    let dimension = NSLayoutDimension(
      item: otherAnchor.anchorItem, attribute: otherAnchor.anchorAttribute)
    dimension.originItem = anchorItem
    dimension.originAttribute = anchorAttribute
    return dimension
  }
}

/// The standard spacing between sibling views, in points.
let systemSpacing: CGFloat = 8
