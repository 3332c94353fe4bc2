internal import SwiftLayoutEngine

/// Turns a layout constraint into the solver's linear expression.
///
/// A constraint is evaluated in the coordinate system of the view that holds it (Apple:
/// <https://developer.apple.com/documentation/uikit/uiview/addconstraint(_:)>): each location
/// is measured from the holder's origin by adding the parent-relative offsets up the chain,
/// so `v.centerX == 0.5 × superview.centerX` puts v's center at a quarter of the superview's
/// width. Leading and trailing resolve to left and right, or — when the first item's layout
/// direction is right-to-left — to right and left measured from the holder's right edge, so a
/// positive leading offset still moves toward the trailing side.
@MainActor
enum LayoutExpression {
  /// Values closer than this to a multiple of 1/1024 are snapped to it, so that frames read
  /// back from floating-point solutions are exact where the equations are.
  @inline(__always)
  static func rounded(_ value: Double) -> CGFloat {
    let scaled = value * 1024
    // Already on the grid (most solved values: whole points): itself (scaling by 1024 is
    // exact, so this is what snapping gives).
    if Swift.abs(scaled) < 4_503_599_627_370_496 && Double(Int64(scaled)) == scaled {
      return CGFloat(value)
    }
    let snapped = roundedHalfAwayFromZero(scaled) / 1024
    return CGFloat(Swift.abs(snapped - value) < 1e-6 ? snapped : value)
  }

  /// `x.rounded()` (to nearest, ties away from zero) without a call to the C library, which
  /// every frame read paid four times: the fraction `|x| - trunc(|x|)` is exact below 2^52, and
  /// at or above it (and for infinities and NaN) `x` is its own rounding.
  @inline(__always)
  static func roundedHalfAwayFromZero(_ x: Double) -> Double {
    let magnitude = Swift.abs(x)
    guard magnitude < 4_503_599_627_370_496 else { return x }
    var whole = Double(Int64(magnitude))
    if magnitude - whole >= 0.5 { whole += 1 }
    return Double(signOf: x, magnitudeOf: whole)
  }

  static func build(_ constraint: NSLayoutConstraint, in holder: UIView) -> LinearExpressionBox? {
    // A deallocated first item (no node) makes `accumulate` fail: no expression.
    guard let firstHandle = constraint.firstHandle else { return nil }
    let rightToLeft =
      constraint.isDirectionalConstraint
      && firstHandle.item?.ownerView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    var terms: [Term] = []
    terms.reserveCapacity(4)
    var constant = 0.0
    let contentArea = constraint.systemKind == nil
    guard
      accumulate(
        firstHandle, constraint.firstAttr, in: holder, rightToLeft: rightToLeft, factor: 1,
        contentArea: contentArea, terms: &terms, constant: &constant)
    else { return nil }
    if let origin = constraint.firstOriginHandle, origin.node != nil {
      guard
        accumulate(
          origin, constraint.firstOriginAttr, in: holder, rightToLeft: rightToLeft, factor: -1,
          contentArea: contentArea, terms: &terms, constant: &constant)
      else { return nil }
    }
    if let origin = constraint.secondOriginHandle, origin.node != nil {
      guard
        accumulate(
          origin, constraint.secondOriginAttr, in: holder, rightToLeft: rightToLeft,
          factor: Double(constraint.mult), contentArea: contentArea, terms: &terms,
          constant: &constant)
      else { return nil }
    }
    if let second = constraint.secondHandle, second.node != nil {
      guard
        accumulate(
          second, constraint.secondAttr, in: holder, rightToLeft: rightToLeft,
          factor: -Double(constraint.mult), contentArea: contentArea, terms: &terms,
          constant: &constant)
      else { return nil }
    }
    constant -= Double(constraint.storedConstant)
    let relation: Relation
    switch constraint.rel {
    case .equal: relation = .equal
    case .lessThanOrEqual: relation = .lessThanOrEqual
    case .greaterThanOrEqual: relation = .greaterThanOrEqual
    }
    return LinearExpressionBox(
      expression: LinearExpression(terms, constant: constant), relation: relation)
  }

  /// Adds `factor × value(item.attribute)` for the item behind `handle` (alive: its node is
  /// set), in the holder's coordinates.
  ///
  /// A margin attribute stands for the edge of the view's margins guide, a scroll view's own
  /// edge (in a constraint it holds) for the edge of its content, and a baseline for an offset
  /// from the view's top or bottom; these are resolved through the item. Everything else — the
  /// common case — is built from the nodes alone, with no reference counting but the terms'.
  @inline(__always)
  private static func accumulate(
    _ handle: LayoutItemHandle, _ attribute: NSLayoutConstraint.Attribute, in holder: UIView,
    rightToLeft: Bool, factor: Double, contentArea: Bool, terms: inout [Term],
    constant: inout Double
  ) -> Bool {
    let kind = attribute.kind
    let holderNode = Unmanaged.passUnretained(holder.node)
    guard let node = handle.node.map(Unmanaged.passUnretained) else { return false }
    let isPosition = kind == .xPosition || kind == .yPosition
    if attribute.isMargin || attribute == .firstBaseline || attribute == .lastBaseline
      || (contentArea && isPosition && node.toOpaque() == holderNode.toOpaque()
        && holder.isScrollViewKind)
    {
      guard let item = handle.item else { return false }
      return accumulateResolving(
        item, attribute, in: holder, rightToLeft: rightToLeft, factor: factor,
        contentArea: contentArea, terms: &terms, constant: &constant)
    }
    return withBorrowed(node) { node in
      appendTerms(
        of: node, attribute, holder: holderNode, rightToLeft: rightToLeft, factor: factor,
        baseline: nil, terms: &terms, constant: &constant)
    }
  }

  /// ``accumulate(_:_:in:rightToLeft:factor:contentArea:terms:constant:)`` for margins, a
  /// scroll view's own edges and baselines: the item and attribute they stand for, then the
  /// common terms.
  private static func accumulateResolving(
    _ item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute, in holder: UIView,
    rightToLeft: Bool, factor: Double, contentArea: Bool, terms: inout [Term],
    constant: inout Double
  ) -> Bool {
    var item = item
    var attribute = attribute
    if attribute.isMargin, let view = item as? UIView {
      item = view.layoutMarginsGuide
      attribute = attribute.withoutMargin
    }
    // Constraints between a scroll view's edges and its content attach to the content area.
    if contentArea, item === holder,
      attribute.kind == .xPosition || attribute.kind == .yPosition,
      let scrollView = item as? UIScrollView
    {
      item = scrollView.contentLayoutGuide
    }
    let node = item.node
    var baseline: (sizeShare: Double, offset: Double)?
    if attribute == .firstBaseline || attribute == .lastBaseline {
      let view = item as? UIView
      let baselineView =
        attribute == .firstBaseline ? view?.forFirstBaselineLayout : view?.forLastBaselineLayout
      if let offsets = baselineView?.baselineOffsets() {
        // Offsets are measured in the frame; the variables describe the alignment rectangle.
        let insets = node.alignmentInsets
        baseline =
          attribute == .firstBaseline
          ? (0, Double(offsets.first - insets.top)) : (1, -Double(offsets.last - insets.bottom))
      } else {
        baseline = (1, 0)
      }
    }
    return appendTerms(
      of: node, attribute, holder: Unmanaged.passUnretained(holder.node),
      rightToLeft: rightToLeft, factor: factor, baseline: baseline, terms: &terms,
      constant: &constant)
  }

  /// Adds the terms of `factor × value(node.attribute)` in the holder's coordinates: a size, or
  /// a location as the item's share of its own size (`baseline` gives it for baselines, with a
  /// constant offset) plus its origin's offset from the holder's.
  @inline(__always)
  private static func appendTerms(
    of node: LayoutNode, _ attribute: NSLayoutConstraint.Attribute,
    holder: Unmanaged<LayoutNode>, rightToLeft: Bool, factor: Double,
    baseline: (sizeShare: Double, offset: Double)?, terms: inout [Term], constant: inout Double
  ) -> Bool {
    switch attribute {
    case .width:
      terms.append(Term(node.width, coefficient: factor))
      return true
    case .height:
      terms.append(Term(node.height, coefficient: factor))
      return true
    case .notAnAttribute:
      return true
    default: break
    }
    let horizontal = attribute.kind == .xPosition
    var sizeShare: Double
    switch attribute {
    case .right, .bottom: sizeShare = 1
    case .centerX, .centerY: sizeShare = 0.5
    case .leading: sizeShare = rightToLeft ? 1 : 0
    case .trailing: sizeShare = rightToLeft ? 0 : 1
    default: sizeShare = 0
    }
    var offset = 0.0
    if let baseline {
      sizeShare = baseline.sizeShare
      offset = baseline.offset
    }
    // Mirror x locations in right-to-left constraints: x' = holder.width − x.
    let mirrored = horizontal && rightToLeft
    let sign = mirrored ? -factor : factor
    if mirrored {
      withBorrowed(holder) { terms.append(Term($0.width, coefficient: factor)) }
    }
    if sizeShare != 0 {
      terms.append(Term(horizontal ? node.width : node.height, coefficient: sign * sizeShare))
    }
    constant += sign * offset
    return appendOffsets(from: node, to: holder, horizontal: horizontal, sign: sign, terms: &terms)
  }

  /// Adds `sign ×` the item's origin offset in the holder's coordinates.
  ///
  /// That is the parent-relative x (or y) of the item and of every ancestor below the holder,
  /// read through the nodes' unretained parent links. False when the holder is not an ancestor.
  @inline(__always)
  private static func appendOffsets(
    from node: LayoutNode, to holder: Unmanaged<LayoutNode>, horizontal: Bool, sign: Double,
    terms: inout [Term]
  ) -> Bool {
    var current = Unmanaged.passUnretained(node)
    while current.toOpaque() != holder.toOpaque() {
      let parent: Unmanaged<LayoutNode>? = withBorrowed(current) { node in
        terms.append(Term(horizontal ? node.x : node.y, coefficient: sign))
        return node.parentNodeReference
      }
      guard let parent else { return false }
      current = parent
    }
    return true
  }
}

/// A built expression and its relation.
struct LinearExpressionBox {
  let expression: LinearExpression
  let relation: Relation
  var constant: Double { expression.constant }
}
