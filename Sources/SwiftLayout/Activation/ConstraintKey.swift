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

  init(capacity: Int) {
    keys.reserveCapacity(capacity)
    constants.reserveCapacity(capacity)
    items.reserveCapacity(capacity)
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
    if key.priority != SLLayoutPriority.required.rawValue {
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
