/// A factory class for creating size-based layout constraint objects using a fluent API.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/nslayoutdimension>
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// Returns a constraint that defines a constant size for the anchor's size attribute.
  ///
  /// - Parameter c: The size.
  /// - Returns: An inactive constraint `self == c`.
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    makeConstraint(.equal, nil as NSLayoutDimension?, constant: c)
  }

  /// Returns a constraint that defines the minimum size for the anchor's size attribute.
  ///
  /// - Parameter c: The minimum size.
  /// - Returns: An inactive constraint `self >= c`.
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    makeConstraint(.greaterThanOrEqual, nil as NSLayoutDimension?, constant: c)
  }

  /// Returns a constraint that defines the maximum size for the anchor's size attribute.
  ///
  /// - Parameter c: The maximum size.
  /// - Returns: An inactive constraint `self <= c`.
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    makeConstraint(.lessThanOrEqual, nil as NSLayoutDimension?, constant: c)
  }

  /// Returns a constraint that defines the anchor's size attribute as equal to the specified
  /// anchor multiplied by the constant.
  ///
  /// - Parameters:
  ///   - anchor: The dimension to relate to.
  ///   - m: The multiplier.
  /// - Returns: An inactive constraint `self == anchor × m`.
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    makeConstraint(.equal, anchor, multiplier: m, constant: 0)
  }

  /// Returns a constraint that defines the anchor's size attribute as equal to the specified
  /// anchor multiplied by the constant plus an offset.
  ///
  /// - Parameters:
  ///   - anchor: The dimension to relate to.
  ///   - m: The multiplier.
  ///   - c: The offset.
  /// - Returns: An inactive constraint `self == anchor × m + c`.
  open func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  )
    -> NSLayoutConstraint
  {
    makeConstraint(.equal, anchor, multiplier: m, constant: c)
  }

  /// Returns a constraint that defines the anchor's size attribute as greater than or equal to
  /// the specified anchor multiplied by the constant.
  ///
  /// - Parameters:
  ///   - anchor: The dimension to relate to.
  ///   - m: The multiplier.
  /// - Returns: An inactive constraint `self >= anchor × m`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    makeConstraint(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// Returns a constraint that defines the anchor's size attribute as greater than or equal to
  /// the specified anchor multiplied by the constant plus an offset.
  ///
  /// - Parameters:
  ///   - anchor: The dimension to relate to.
  ///   - m: The multiplier.
  ///   - c: The offset.
  /// - Returns: An inactive constraint `self >= anchor × m + c`.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    makeConstraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }

  /// Returns a constraint that defines the anchor's size attribute as less than or equal to the
  /// specified anchor multiplied by the constant.
  ///
  /// - Parameters:
  ///   - anchor: The dimension to relate to.
  ///   - m: The multiplier.
  /// - Returns: An inactive constraint `self <= anchor × m`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    makeConstraint(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// Returns a constraint that defines the anchor's size attribute as less than or equal to the
  /// specified anchor multiplied by the constant plus an offset.
  ///
  /// - Parameters:
  ///   - anchor: The dimension to relate to.
  ///   - m: The multiplier.
  ///   - c: The offset.
  /// - Returns: An inactive constraint `self <= anchor × m + c`.
  open func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    makeConstraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}

extension NSLayoutDimension {
  /// The two anchors a distance made by `anchorWithOffset(to:)` is measured between, by item and
  /// attribute; `nil` for an item's own width or height.
  ///
  /// UIKit has no such accessor. SwiftLayout uses it to tell whether the distance a layout
  /// declares on an update is the one it declared before (the dimension object is new each time).
  package var distanceEnds:
    (
      origin: AnyObject?, originAttribute: NSLayoutConstraint.Attribute, target: AnyObject?,
      targetAttribute: NSLayoutConstraint.Attribute
    )?
  {
    guard originAttribute != .notAnAttribute else { return nil }
    return (originItem, originAttribute, anchorItem, anchorAttribute)
  }
}

extension NSLayoutConstraint {
  /// Whether an item a distance of the constraint is measured from (`anchorWithOffset(to:)`)
  /// was deinitialized: such a constraint can never be active again.
  package var hasDeallocatedDistanceOrigin: Bool {
    (firstOriginAttr != .notAnAttribute && firstOrigin == nil)
      || (secondOriginAttr != .notAnAttribute && secondOrigin == nil)
  }
}
