import Foundation

/// What the second item of a declared constraint is.
enum AnchorTargetReference {
  /// The parent of the constrained item in the layout (its superview when it has none there).
  case superview
  /// No second item: a dimension equal to a constant.
  case none
  /// A view or layout guide.
  case item(AnyObject)
  /// The item named by ``ViewLayout/identifying(_:)`` in the same layout.
  case identifier(String)
  /// The item and attribute of a horizontal anchor.
  case xAxisAnchor(SLLayoutXAxisAnchor)
  /// The item and attribute of a vertical anchor.
  case yAxisAnchor(SLLayoutYAxisAnchor)
  /// The item and attribute of a dimension anchor.
  case dimension(SLLayoutDimension)

  static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.superview, .superview), (.none, .none): true
    case (.item(let a), .item(let b)): a === b
    case (.identifier(let a), .identifier(let b)): a == b
    case (.xAxisAnchor(let a), .xAxisAnchor(let b)): a === b
    case (.yAxisAnchor(let a), .yAxisAnchor(let b)): a === b
    case (.dimension(let a), .dimension(let b)): a === b
    default: false
    }
  }
}

/// One declared constraint, before its items are resolved: `first.attribute relation
/// target.targetAttribute × multiplier + constant @ priority`.
struct AnchorTemplate: Equatable {
  var attribute: SLLayoutAttribute
  var relation: SLLayoutRelation = .equal
  var target: AnchorTargetReference = .superview
  /// The second item's attribute; `nil` means the same as `attribute`.
  var targetAttribute: SLLayoutAttribute?
  var multiplier: CGFloat = 1
  var constant: CGFloat = 0
  var priority: SLLayoutPriority = .required
  var identifier: String?

  init(attribute: SLLayoutAttribute) {
    self.attribute = attribute
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.attribute == rhs.attribute && lhs.relation == rhs.relation && lhs.target == rhs.target
      && lhs.targetAttribute == rhs.targetAttribute && lhs.multiplier == rhs.multiplier
      && lhs.constant == rhs.constant && lhs.priority == rhs.priority
      && lhs.identifier == rhs.identifier
  }
}
