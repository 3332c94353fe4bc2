/// A factory class for creating layout constraint objects using a fluent API.
///
/// Use a view's or layout guide's anchors (``UIView/leadingAnchor``, ``UIView/widthAnchor``, …).
/// The type parameter keeps x-axis, y-axis and dimension anchors apart at compile time; pairs
/// that UIKit rejects at run time (leading with left) are reported as ``LayoutIssue``s.
/// UIKit: <https://developer.apple.com/documentation/uikit/nslayoutanchor>
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// The anchor's item, held through its handle (see `LayoutItemHandle`).
  let anchorHandle: LayoutItemHandle?
  let anchorAttribute: NSLayoutConstraint.Attribute
  /// For a dimension made by `anchorWithOffset(to:)`: the anchor the distance is measured from.
  var originHandle: LayoutItemHandle?
  var originAttribute: NSLayoutConstraint.Attribute = .notAnAttribute

  convenience init(item: (any LayoutItem)?, attribute: NSLayoutConstraint.Attribute) {
    self.init(handle: item?.itemHandle, attribute: attribute)
  }

  init(handle: LayoutItemHandle?, attribute: NSLayoutConstraint.Attribute) {
    self.anchorHandle = handle
    self.anchorAttribute = attribute
    super.init()
  }

  /// The anchor's item, `nil` once it is deinitialized (as a weak reference).
  var anchorItem: (any LayoutItem)? { anchorHandle.item }

  /// The item the distance is measured from, for `anchorWithOffset(to:)` dimensions.
  var originItem: (any LayoutItem)? {
    get { originHandle.item }
    set { originHandle = newValue?.itemHandle }
  }

  /// The view or layout guide the anchor belongs to.
  public var item: AnyObject? { anchorItem }

  /// The anchor's name, for debugging: `item.attribute`.
  public var name: String {
    let target = "\(anchorItem?.itemName ?? "nil").\(anchorAttribute.name)"
    guard originAttribute != .notAnAttribute else { return target }
    return "(\(originItem?.itemName ?? "nil").\(originAttribute.name) -> \(target))"
  }

  /// Whether the constraints affecting the anchor's item leave its attribute ambiguous.
  public var hasAmbiguousLayout: Bool {
    guard let view = anchorItem?.ownerView else { return false }
    return view.layoutTree.engineForQueries()?.isAmbiguous(
      anchorItem, axis: anchorAttribute.axis ?? .horizontal) ?? false
  }

  /// The active constraints that refer to the anchor's item on the anchor's axis.
  public var constraintsAffectingLayout: [NSLayoutConstraint] {
    let axis = anchorAttribute.axis
    return anchorItem?.node.affecting.filter { $0.firstAttr.axis == axis } ?? []
  }

  /// Returns a constraint that defines one item's attribute as equal to another.
  ///
  /// - Parameter anchor: The anchor to relate to.
  /// - Returns: An inactive constraint `self == anchor`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    makeConstraint(.equal, anchor, constant: 0)
  }

  /// Returns a constraint that defines one item's attribute as equal to another plus a constant.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to.
  ///   - c: The constant offset.
  /// - Returns: An inactive constraint `self == anchor + c`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    makeConstraint(.equal, anchor, constant: c)
  }

  /// Returns a constraint that defines one item's attribute as greater than or equal to another.
  ///
  /// - Parameter anchor: The anchor to relate to.
  /// - Returns: An inactive constraint `self >= anchor`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    makeConstraint(.greaterThanOrEqual, anchor, constant: 0)
  }

  /// Returns a constraint that defines one item's attribute as greater than or equal to another
  /// plus a constant.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to.
  ///   - c: The constant offset.
  /// - Returns: An inactive constraint `self >= anchor + c`.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    makeConstraint(.greaterThanOrEqual, anchor, constant: c)
  }

  /// Returns a constraint that defines one item's attribute as less than or equal to another.
  ///
  /// - Parameter anchor: The anchor to relate to.
  /// - Returns: An inactive constraint `self <= anchor`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    makeConstraint(.lessThanOrEqual, anchor, constant: 0)
  }

  /// Returns a constraint that defines one item's attribute as less than or equal to another
  /// plus a constant.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to.
  ///   - c: The constant offset.
  /// - Returns: An inactive constraint `self <= anchor + c`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    makeConstraint(.lessThanOrEqual, anchor, constant: c)
  }

  func makeConstraint<Other: AnyObject>(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<Other>?,
    multiplier: CGFloat = 1, constant: CGFloat
  ) -> NSLayoutConstraint {
    let constraint = NSLayoutConstraint.make(
      first: anchorItem, anchorAttribute, relation, second: anchor?.anchorItem,
      anchor?.anchorAttribute ?? .notAnAttribute, hasSecond: anchor != nil,
      multiplier: multiplier, constant: constant,
      firstOrigin: originAttribute == .notAnAttribute ? nil : (originItem, originAttribute),
      secondOrigin: anchor.flatMap { other in
        other.originAttribute == .notAnAttribute ? nil : (other.originItem, other.originAttribute)
      })
    return constraint
  }
}

extension NSLayoutConstraint {
  /// Makes a user constraint from anchors, reporting (and disabling) invalid combinations.
  static func make(
    first: (any LayoutItem)?, _ firstAttribute: Attribute, _ relation: Relation,
    second: (any LayoutItem)?, _ secondAttribute: Attribute, hasSecond: Bool,
    multiplier: CGFloat, constant: CGFloat,
    firstOrigin: ((any LayoutItem)?, Attribute)? = nil,
    secondOrigin: ((any LayoutItem)?, Attribute)? = nil
  ) -> NSLayoutConstraint {
    let constraint = NSLayoutConstraint(
      first: first ?? UILayoutGuide(), firstAttribute: firstAttribute, relation: relation,
      second: second, secondAttribute: secondAttribute, multiplier: multiplier,
      constant: constant)
    constraint.firstOrigin = firstOrigin?.0
    constraint.firstOriginAttr = firstOrigin?.1 ?? .notAnAttribute
    constraint.secondOrigin = secondOrigin?.0
    constraint.secondOriginAttr = secondOrigin?.1 ?? .notAnAttribute
    let missingOrigin =
      (firstOrigin != nil && firstOrigin?.0 == nil)
      || (secondOrigin != nil && secondOrigin?.0 == nil)
    if first == nil || (hasSecond && second == nil) || missingOrigin {
      constraint.invalidReason = "an anchor's item no longer exists"
    } else if firstOrigin != nil || secondOrigin != nil {
      // Distances between anchors are sizes: they pair with sizes (or constants).
      let firstKind = firstOrigin != nil ? Attribute.width : firstAttribute
      let secondKind = secondOrigin != nil ? Attribute.width : secondAttribute
      constraint.invalidReason = validate(
        firstKind, hasSecond ? secondKind : .notAnAttribute, hasSecond: hasSecond,
        multiplier: multiplier)
    } else {
      constraint.invalidReason = validate(
        firstAttribute, secondAttribute, hasSecond: hasSecond, multiplier: multiplier)
    }
    if let reason = constraint.invalidReason {
      LayoutDiagnostics.report(.invalid(constraint, reason: reason))
    }
    return constraint
  }
}
