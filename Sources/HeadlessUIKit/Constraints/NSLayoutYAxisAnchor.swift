/// A factory class for creating vertical layout constraint objects using a fluent API.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor>
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// Returns a constraint that defines the specific distance at which the current anchor is
  /// positioned below the specified anchor: `self == anchor + 8 × multiplier`.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to place the current anchor below.
  ///   - multiplier: The multiple of the system spacing.
  /// - Returns: An inactive constraint.
  open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    makeConstraint(.equal, anchor, constant: systemSpacing * multiplier)
  }

  /// Returns a constraint that defines the minimum distance by which the current anchor is
  /// positioned below the specified anchor.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to place the current anchor below.
  ///   - multiplier: The multiple of the system spacing.
  /// - Returns: An inactive constraint `self >= anchor + 8 × multiplier`.
  open func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    makeConstraint(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }

  /// Returns a constraint that defines the maximum distance by which the current anchor is
  /// positioned below the specified anchor.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to place the current anchor below.
  ///   - multiplier: The multiple of the system spacing.
  /// - Returns: An inactive constraint `self <= anchor + 8 × multiplier`.
  open func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
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
  open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
    let dimension = NSLayoutDimension(
      item: otherAnchor.anchorItem, attribute: otherAnchor.anchorAttribute)
    dimension.originItem = anchorItem
    dimension.originAttribute = anchorAttribute
    return dimension
  }
}
