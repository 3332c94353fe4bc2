import Foundation

/// What the second item of a declared constraint is.
enum AnchorTargetReference {
  /// The parent of the constrained item in the layout (its superview when it has none there).
  case superview
  /// No second item: a dimension equal to a constant.
  case none
  /// A view or layout guide.
  case item(UnretainedReference)
  /// The item named by ``ViewLayout/identifying(_:)`` in the same layout.
  case identifier(InternedString)
  /// The item and attribute of a horizontal anchor.
  case xAxisAnchor(UnretainedReference)
  /// The item and attribute of a vertical anchor.
  case yAxisAnchor(UnretainedReference)
  /// The item and attribute of a dimension anchor.
  case dimension(UnretainedReference)

  /// The object the reference names, which must be kept alive alongside it.
  var object: AnyObject? {
    switch self {
    case .item(let item), .xAxisAnchor(let item), .yAxisAnchor(let item), .dimension(let item):
      item.object
    case .superview, .none, .identifier: nil
    }
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.superview, .superview), (.none, .none): true
    case (.item(let a), .item(let b)): a.id == b.id
    case (.identifier(let a), .identifier(let b)): a.index == b.index
    case (.xAxisAnchor(let a), .xAxisAnchor(let b)): a.id == b.id
    case (.yAxisAnchor(let a), .yAxisAnchor(let b)): a.id == b.id
    case (.dimension(let a), .dimension(let b)): a.id == b.id
    default: false
    }
  }
}

/// One declared constraint, before its items are resolved: `first.attribute relation
/// target.targetAttribute × multiplier + constant @ priority`.
///
/// The stored properties are declared in the order that packs them tightest (40 bytes): a block
/// of them is stored inline in ``AnchorTemplates``.
struct AnchorTemplate: Equatable {
  var target: AnchorTargetReference = .superview
  var attribute: SLLayoutAttribute
  var relation: SLLayoutRelation = .equal
  /// The second item's attribute: `attribute` unless the declaration names another one.
  var targetAttribute: SLLayoutAttribute
  /// Required; spelled as its raw value, since reading `.required` checks a lazy global each time.
  var priority = SLLayoutPriority(rawValue: 1000)
  var multiplier: CGFloat = 1
  var constant: CGFloat = 0
  var identifier: InternedString?

  init(attribute: SLLayoutAttribute) {
    self.attribute = attribute
    self.targetAttribute = attribute
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.attribute == rhs.attribute && lhs.relation == rhs.relation && lhs.target == rhs.target
      && lhs.targetAttribute == rhs.targetAttribute && lhs.multiplier == rhs.multiplier
      && lhs.constant == rhs.constant && lhs.priority == rhs.priority
      && lhs.identifier?.index == rhs.identifier?.index
  }
}

/// The objects an ``Anchors`` value keeps alive beyond the first one it holds in place.
final class RetainedObjects {
  var objects: [AnyObject]

  init(_ objects: [AnyObject]) {
    self.objects = objects
  }
}
