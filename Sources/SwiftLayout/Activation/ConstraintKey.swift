import Foundation

/// What identifies a constraint across updates: everything but its constant, which an update
/// changes in place.
struct ConstraintKey: Hashable {
  let first: ObjectIdentifier
  let firstAttribute: SLLayoutAttribute
  let relation: SLLayoutRelation
  let second: ObjectIdentifier?
  let secondAttribute: SLLayoutAttribute
  let multiplier: CGFloat
  let priority: Float
  let identifier: InternedString?

  /// Compares the attributes and relation by their case tags (see ``CaseTagged``): the
  /// synthesized comparison calls into the platform module for each of them.
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.first == rhs.first && lhs.second == rhs.second
      && lhs.firstAttribute.caseTag == rhs.firstAttribute.caseTag
      && lhs.secondAttribute.caseTag == rhs.secondAttribute.caseTag
      && lhs.relation.caseTag == rhs.relation.caseTag && lhs.multiplier == rhs.multiplier
      && lhs.priority == rhs.priority && lhs.identifier?.index == rhs.identifier?.index
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(first)
    hasher.combine(firstAttribute.caseTag)
    hasher.combine(relation.caseTag)
    hasher.combine(second)
    hasher.combine(secondAttribute.caseTag)
    hasher.combine(multiplier)
    hasher.combine(priority)
    hasher.combine(identifier)
  }
}

/// The items of a resolved constraint.
///
/// The collected layout (or `ResolvedConstraints.keepAlive`) keeps them alive while the
/// constraint is matched or created.
struct ConstraintItems {
  let first: UnretainedObject
  let second: UnretainedObject?
}

/// The declared constraints of a layout with their items resolved, in declaration order, as
/// parallel arrays.
struct ResolvedConstraints {
  var keys: [ConstraintKey] = []
  var constants: [CGFloat] = []
  var items: [ConstraintItems] = []
  /// Second items found through anchors, which nothing else in the layout retains.
  var keepAlive: [AnyObject] = []
  /// How many leading and trailing constraints are kept ones taken over without resolving.
  var keptPrefix = 0
  var keptSuffix = 0

  init(capacity: Int) {
    keys.reserveCapacity(capacity)
    constants.reserveCapacity(capacity)
    items.reserveCapacity(capacity)
  }

  /// Appends `keys`, the kept constraints of the items `nodes` of `collector`, with the
  /// constants their templates declare now.
  mutating func appendKept(
    _ keys: ArraySlice<ConstraintKey>, nodes range: Range<Int>, of collector: LayoutCollector
  ) {
    keys.withUnsafeBufferPointer { self.keys.append(contentsOf: $0) }
    let nodes = collector.nodes
    let templates = collector.templates
    for index in range {
      let node = nodes[index]
      // Never used: a kept constraint is matched, not made.
      let items = ConstraintItems(first: node.reference, second: nil)
      for position in node.templateRange {
        constants.append(templates[position].constant)
        self.items.append(items)
      }
    }
  }

  @MainActor
  func makeConstraint(at index: Int) -> SLLayoutConstraint {
    let key = keys[index]
    let pair = items[index]
    let constraint = SLLayoutConstraint(
      item: Self.typed(pair.first.object), attribute: key.firstAttribute,
      relatedBy: key.relation, toItem: pair.second.map { Self.typed($0.object) },
      attribute: key.secondAttribute,
      multiplier: key.multiplier, constant: constants[index])
    // Required is 1000; reading `.required` checks a lazy global each time.
    if key.priority != 1000 {
      constraint.priority = SLLayoutPriority(rawValue: key.priority)
    }
    if let identifier = key.identifier {
      constraint.identifier = identifier.string
    }
    return constraint
  }

  /// The item as its class, not as `AnyObject`: converting a class instance to `Any` keeps the
  /// class's own metadata, which makes the constraint's casts cheap.
  private static func typed(_ item: AnyObject) -> Any {
    if let view = item as? SLView { return view }
    if let guide = item as? SLLayoutGuide { return guide }
    return item
  }
}
