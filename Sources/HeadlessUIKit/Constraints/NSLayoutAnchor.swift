/// A factory class for creating layout constraint objects using a fluent API.
///
/// Use a view's or layout guide's anchors (``UIView/leadingAnchor``, ``UIView/widthAnchor``, …).
/// The type parameter keeps x-axis, y-axis and dimension anchors apart at compile time; pairs
/// that UIKit rejects at run time (leading with left) are reported as ``Headless/LayoutIssue``s.
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
  var item: AnyObject? { anchorItem }

  /// The anchor's name, for debugging: `item.attribute`.
  var name: String {
    let target = "\(anchorItem?.itemName ?? "nil").\(anchorAttribute.name)"
    guard originAttribute != .notAnAttribute else { return target }
    return "(\(originItem?.itemName ?? "nil").\(originAttribute.name) -> \(target))"
  }

  /// Whether the constraints affecting the anchor's item leave its attribute ambiguous.
  var hasAmbiguousLayout: Bool {
    guard let view = anchorItem?.ownerView else { return false }
    return view.layoutTree.engineForQueries()?.isAmbiguous(
      anchorItem, axis: anchorAttribute.axis ?? .horizontal) ?? false
  }

  /// The active constraints that refer to the anchor's item on the anchor's axis.
  var constraintsAffectingLayout: [NSLayoutConstraint] {
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

  // The other anchor is read field by field: wrapping the generic `NSLayoutAnchor<Other>` in
  // optionals or closures makes Swift look its metadata up at run time, which cost more than
  // making the constraint itself.
  func makeConstraint<Other: AnyObject>(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<Other>?,
    multiplier: CGFloat = 1, constant: CGFloat
  ) -> NSLayoutConstraint {
    let first = AnchorEnd(
      handle: anchorHandle, originHandle: originHandle, originAttribute: originAttribute)
    guard let anchor else {
      return NSLayoutConstraint.make(
        first: first, anchorAttribute, relation, second: nil, .notAnAttribute,
        multiplier: multiplier, constant: constant)
    }
    let second = AnchorEnd(
      handle: anchor.anchorHandle, originHandle: anchor.originHandle,
      originAttribute: anchor.originAttribute)
    return NSLayoutConstraint.make(
      first: first, anchorAttribute, relation, second: second, anchor.anchorAttribute,
      multiplier: multiplier, constant: constant)
  }
}

/// One side of a constraint made from anchors: the anchor's item and, for distances made by
/// `anchorWithOffset(to:)`, the item the distance is measured from (held through handles).
struct AnchorEnd {
  let handle: LayoutItemHandle?
  let originHandle: LayoutItemHandle?
  let originAttribute: NSLayoutConstraint.Attribute
  /// Whether the side is a distance (`anchorWithOffset(to:)`).
  var hasOrigin: Bool { originAttribute != .notAnAttribute }
}

extension NSLayoutConstraint {
  /// Makes a user constraint from anchors, reporting (and disabling) invalid combinations
  /// (`second` is `nil` for a constant).
  @MainActor
  static func make(
    first: AnchorEnd, _ firstAttribute: Attribute, _ relation: Relation,
    second: AnchorEnd?, _ secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat
  ) -> NSLayoutConstraint {
    // Items that no longer exist read nil through their handles, as weak references would.
    let firstHandle = first.handle.item != nil ? first.handle : nil
    let secondHandle = second?.handle.item != nil ? second?.handle : nil
    let hasSecond = second != nil
    let constraint: NSLayoutConstraint
    if let firstHandle {
      constraint = NSLayoutConstraint(
        firstHandle: firstHandle, firstAttribute: firstAttribute, relation: relation,
        secondHandle: secondHandle, secondAttribute: secondAttribute, multiplier: multiplier,
        constant: constant)
    } else {
      constraint = NSLayoutConstraint(
        first: UILayoutGuide(), firstAttribute: firstAttribute, relation: relation,
        second: secondHandle.item, secondAttribute: secondAttribute, multiplier: multiplier,
        constant: constant)
    }
    var missingOrigin = false
    if first.hasOrigin {
      constraint.firstOriginHandle = first.originHandle.item != nil ? first.originHandle : nil
      constraint.firstOriginAttr = first.originAttribute
      missingOrigin = constraint.firstOriginHandle == nil
    }
    if let second, second.hasOrigin {
      constraint.secondOriginHandle = second.originHandle.item != nil ? second.originHandle : nil
      constraint.secondOriginAttr = second.originAttribute
      missingOrigin = missingOrigin || constraint.secondOriginHandle == nil
    }
    let hasOrigins = first.hasOrigin || (second?.hasOrigin ?? false)
    if firstHandle == nil || (hasSecond && secondHandle == nil) || missingOrigin {
      constraint.invalidReason = "an anchor's item no longer exists"
    } else if hasOrigins {
      // Distances between anchors are sizes: they pair with sizes (or constants).
      let firstKind = first.hasOrigin ? Attribute.width : firstAttribute
      let secondKind = (second?.hasOrigin ?? false) ? Attribute.width : secondAttribute
      constraint.invalidReason = validate(
        firstKind, hasSecond ? secondKind : .notAnAttribute, hasSecond: hasSecond,
        multiplier: multiplier, constant: constant)
    } else {
      constraint.invalidReason = validate(
        firstAttribute, secondAttribute, hasSecond: hasSecond, multiplier: multiplier,
        constant: constant)
    }
    if let reason = constraint.invalidReason {
      LayoutDiagnostics.report(.invalid(constraint, reason: reason))
    }
    return constraint
  }
}
