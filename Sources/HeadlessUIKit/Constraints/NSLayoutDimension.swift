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
