import Foundation

/// What identifies a constraint across updates: everything but its constant and its optional
/// priority, which an update changes in place.
///
/// Two keys whose priorities are both optional are equal: UIKit lets an active constraint change
/// between optional priorities, but refuses a change between required and optional
/// (https://developer.apple.com/documentation/uikit/nslayoutconstraint/priority), so keys that
/// differ there are different constraints.
struct ConstraintKey: Hashable {
  let first: ObjectIdentifier
  let firstAttribute: SLLayoutAttribute
  let relation: SLLayoutRelation
  let second: ObjectIdentifier?
  let secondAttribute: SLLayoutAttribute
  let multiplier: CGFloat
  let priority: Float
  let identifier: InternedString?
  /// For a constraint to a distance (`anchorWithOffset(to:)`), which ``second`` and
  /// ``secondAttribute`` name the end of: what identifies the anchor it is measured from
  /// (0 for other constraints).
  var distanceOrigin: UInt = 0
  var distanceOriginAttribute = SLLayoutAttribute.notAnAttribute

  /// Compares the attributes and relation by their case tags (see ``CaseTagged``): the
  /// synthesized comparison calls into the platform module for each of them.
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.first == rhs.first && lhs.second == rhs.second
      && lhs.firstAttribute.caseTag == rhs.firstAttribute.caseTag
      && lhs.secondAttribute.caseTag == rhs.secondAttribute.caseTag
      && lhs.relation.caseTag == rhs.relation.caseTag && lhs.multiplier == rhs.multiplier
      && (lhs.priority == rhs.priority || (lhs.isOptional && rhs.isOptional))
      && lhs.identifier?.index == rhs.identifier?.index
      && lhs.distanceOrigin == rhs.distanceOrigin
      && lhs.distanceOriginAttribute.caseTag == rhs.distanceOriginAttribute.caseTag
  }

  /// Whether the priority is below required.
  var isOptional: Bool { priority < 1000 }

  /// The same key with another priority.
  func withPriority(_ priority: Float) -> ConstraintKey {
    ConstraintKey(
      first: first, firstAttribute: firstAttribute, relation: relation, second: second,
      secondAttribute: secondAttribute, multiplier: multiplier, priority: priority,
      identifier: identifier, distanceOrigin: distanceOrigin,
      distanceOriginAttribute: distanceOriginAttribute)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(first)
    hasher.combine(firstAttribute.caseTag)
    hasher.combine(relation.caseTag)
    hasher.combine(second)
    hasher.combine(secondAttribute.caseTag)
    hasher.combine(multiplier)
    hasher.combine(isOptional)
    hasher.combine(identifier)
  }
}

/// The items of a resolved constraint.
///
/// The collected layout (or `ResolvedConstraints.keepAlive`) keeps them alive while the
/// constraint is matched or created.
struct ConstraintItems {
  let first: UnretainedReference
  let second: UnretainedReference?
  /// What `first` and `second` are, when the layout tells without a cast.
  var firstKind = ConstraintItemKind.unknown
  var secondKind = ConstraintItemKind.unknown
}

/// Whether a constraint item is known to be a view or a layout guide.
enum ConstraintItemKind: UInt8 {
  case view, guide, unknown
  /// A distance dimension (`anchorWithOffset(to:)`) standing for the second item and attribute.
  case distance

  init(isGuide: Bool) {
    self = isGuide ? .guide : .view
  }
}

/// The declared constraints of a layout with their items resolved, in declaration order, as
/// parallel arrays.
///
/// The leading and trailing constraints taken over from the kept ones (``keptPrefix`` and
/// ``keptSuffix``) have their constants, but neither key nor items: their keys are the
/// activation's kept keys, which stay where they are rather than being copied (see
/// ``key(at:keptKeys:)``).
struct ResolvedConstraints {
  /// The keys of the constraints between the kept ones: `keys[i]` is constraint
  /// `keptPrefix + i`.
  var keys: [ConstraintKey] = []
  /// The constants of every constraint.
  var constants: [CGFloat] = []
  /// The items of the constraints between the kept ones, as ``keys``.
  var items: [ConstraintItems] = []
  /// Placeholders standing for the items of the kept leading and trailing constraints (never
  /// used: a kept constraint is matched, not made).
  var keptPrefixItems: ConstraintItems?
  var keptSuffixItems: ConstraintItems?
  /// Second items found through anchors, which nothing else in the layout retains.
  var keepAlive: [AnyObject] = []
  /// How many leading and trailing constraints are kept ones taken over without resolving.
  var keptPrefix = 0
  var keptSuffix = 0

  init(capacity: Int, keyCapacity: Int? = nil) {
    keys.reserveCapacity(keyCapacity ?? capacity)
    constants.reserveCapacity(capacity)
    items.reserveCapacity(keyCapacity ?? capacity)
  }

  /// How many constraints the layout declares.
  var count: Int { constants.count }

  /// The key of constraint `index`, where `keptKeys` are the kept keys the leading and trailing
  /// ones were taken over from.
  func key(at index: Int, keptKeys: [ConstraintKey]) -> ConstraintKey {
    if index < keptPrefix { return keptKeys[index] }
    if index >= count - keptSuffix { return keptKeys[index - count + keptKeys.count] }
    return keys[index - keptPrefix]
  }

  /// Appends `count` kept constraints, those of the items `nodes` of `collector`, with the
  /// constants their templates declare now (their keys stay the kept ones); returns the
  /// placeholder that stands for their items.
  mutating func appendKept(
    _ count: Int, nodes range: Range<Int>, of collector: LayoutCollector
  ) -> ConstraintItems? {
    guard count > 0, let firstNode = range.first else { return nil }
    // Constants are plain values: the array grows by a repeated value, then is overwritten
    // (appending element by element costs several times more).
    let start = constants.count
    constants.append(contentsOf: repeatElement(0, count: count))
    let nodes = collector.nodes
    collector.templates.withUnsafeBufferPointer { templates in
      constants.withUnsafeMutableBufferPointer { constants in
        var next = start
        for index in range {
          for position in nodes[index].templateRange where next < start + count {
            constants[next] = templates[position].constant
            next += 1
          }
        }
      }
    }
    return ConstraintItems(first: nodes[firstNode].reference, second: nil)
  }

  /// Makes constraint `index`, whose key is `key`.
  @MainActor
  func makeConstraint(at index: Int, key: ConstraintKey) -> SLLayoutConstraint {
    let items: ConstraintItems
    if index < keptPrefix, let placeholder = keptPrefixItems {
      items = placeholder
    } else if index >= count - keptSuffix, let placeholder = keptSuffixItems {
      items = placeholder
    } else {
      items = self.items[index - keptPrefix]
    }
    return Self.makeConstraint(key, constant: constants[index], items: items)
  }

  #if canImport(UIKit) || canImport(AppKit)
  /// Makes the constraint `key` and `constant` describe between `pair`'s items.
  @MainActor @inline(__always)
  static func makeConstraint(
    _ key: ConstraintKey, constant: CGFloat, items pair: ConstraintItems
  ) -> SLLayoutConstraint {
    if pair.secondKind == .distance {
      return makeDistanceConstraint(key, constant: constant, items: pair)
    }
    // Each item is passed to the initializer as its class: an `Any` made from a statically
    // typed class reference is built and destroyed inline, while one made from `AnyObject` at
    // run time is copied and destroyed through its metadata's value witnesses. Items of a known
    // kind are converted without a cast (and without retaining them more than once).
    switch pair.firstKind {
    case .view:
      return makeConstraint(
        key, constant, first: pair.first.object(as: SLView.self), pair)
    case .guide:
      return makeConstraint(
        key, constant, first: pair.first.object(as: SLLayoutGuide.self), pair)
    case .unknown, .distance:
      let first = pair.first.object
      if let view = first as? SLView { return makeConstraint(key, constant, first: view, pair) }
      if let guide = first as? SLLayoutGuide {
        return makeConstraint(key, constant, first: guide, pair)
      }
      return makeConstraint(key, constant, first: first, pair)
    }
  }

  /// The constraint at `index` with `first` as its first item.
  @MainActor @inline(__always)
  private static func makeConstraint<First>(
    _ key: ConstraintKey, _ constant: CGFloat, first: consuming First, _ pair: ConstraintItems
  ) -> SLLayoutConstraint {
    // Unwrapped by hand: a main-actor closure passed to `Optional.map` checks the executor at
    // run time on every call.
    guard let second = pair.second else {
      return makeConstraint(key, constant, first: first, second: SLView?.none)
    }
    switch pair.secondKind {
    case .view:
      return makeConstraint(
        key, constant, first: first, second: second.object(as: SLView.self))
    case .guide:
      return makeConstraint(
        key, constant, first: first, second: second.object(as: SLLayoutGuide.self))
    case .unknown, .distance:
      let object = second.object
      if let view = object as? SLView {
        return makeConstraint(key, constant, first: first, second: view)
      }
      if let guide = object as? SLLayoutGuide {
        return makeConstraint(key, constant, first: first, second: guide)
      }
      return makeConstraint(key, constant, first: first, second: object)
    }
  }

  /// The constraint at `index` between `first` and `second`.
  @MainActor @inline(__always)
  private static func makeConstraint<First, Second>(
    _ key: ConstraintKey, _ constant: CGFloat, first: consuming First, second: consuming Second?
  ) -> SLLayoutConstraint {
    let constraint = SLLayoutConstraint(
      item: first, attribute: key.firstAttribute, relatedBy: key.relation, toItem: second,
      attribute: key.secondAttribute, multiplier: key.multiplier, constant: constant)
    // Required is 1000; reading `.required` checks a lazy global each time.
    if key.priority != 1000 {
      constraint.priority = SLLayoutPriority(rawValue: key.priority)
    }
    if let identifier = key.identifier {
      constraint.identifier = identifier.string
    }
    return constraint
  }
  #else
  /// Makes the constraint `key` and `constant` describe between `pair`'s items.
  ///
  /// Items are given to HeadlessUIKit by their classes: its `init(item:…)` would find out what
  /// each `Any` holds with two dynamic casts, which cost about as much as the rest of making the
  /// constraint (UIKit's Objective-C initializer pays nothing of the kind).
  @MainActor @inline(__always)
  static func makeConstraint(
    _ key: ConstraintKey, constant: CGFloat, items pair: ConstraintItems
  ) -> SLLayoutConstraint {
    if pair.secondKind == .distance {
      return makeDistanceConstraint(key, constant: constant, items: pair)
    }
    let first = knownItem(pair.first, kind: pair.firstKind)
    var second: KnownLayoutItem?
    if let item = pair.second { second = knownItem(item, kind: pair.secondKind) }
    let constraint: SLLayoutConstraint
    if let first, (second != nil) == (pair.second != nil) {
      constraint = SLLayoutConstraint(
        knownItem: first, attribute: key.firstAttribute, relatedBy: key.relation,
        toKnownItem: second, attribute: key.secondAttribute, multiplier: key.multiplier,
        constant: constant)
    } else {
      // An item that is neither a view nor a layout guide: UIKit's initializer reports it.
      constraint = SLLayoutConstraint(
        item: pair.first.object, attribute: key.firstAttribute, relatedBy: key.relation,
        toItem: pair.second?.object, attribute: key.secondAttribute,
        multiplier: key.multiplier, constant: constant)
    }
    // Required is 1000; reading `.required` checks a lazy global each time.
    if key.priority != 1000 {
      constraint.priority = SLLayoutPriority(rawValue: key.priority)
    }
    if let identifier = key.identifier {
      constraint.identifier = identifier.string
    }
    return constraint
  }

  /// The view or layout guide `reference` names, as its class (`nil` for other objects).
  @MainActor @inline(__always)
  private static func knownItem(
    _ reference: UnretainedReference, kind: ConstraintItemKind
  ) -> KnownLayoutItem? {
    switch kind {
    case .view: return KnownLayoutItem(view: reference.object(as: SLView.self))
    case .guide:
      return KnownLayoutItem(guide: reference.object(as: SLLayoutGuide.self))
    case .unknown, .distance:
      let object = reference.object
      if let view = object as? SLView { return KnownLayoutItem(view: view) }
      if let guide = object as? SLLayoutGuide { return KnownLayoutItem(guide: guide) }
      return nil
    }
  }
  #endif

  /// Makes the constraint `key` and `constant` describe from `pair`'s first item to the
  /// distance dimension `pair` holds as its second item.
  @MainActor @inline(never)
  private static func makeDistanceConstraint(
    _ key: ConstraintKey, constant: CGFloat, items pair: ConstraintItems
  ) -> SLLayoutConstraint {
    let item = pair.first.object
    let isWidth = key.firstAttribute == .width
    var anchor: SLLayoutDimension?
    if let view = item as? SLView {
      anchor = isWidth ? view.widthAnchor : view.heightAnchor
    } else if let guide = item as? SLLayoutGuide {
      anchor = isWidth ? guide.widthAnchor : guide.heightAnchor
    }
    let constraint: SLLayoutConstraint
    if let anchor, let second = pair.second {
      let distance = second.object(as: SLLayoutDimension.self)
      switch key.relation {
      case .lessThanOrEqual:
        constraint = anchor.constraint(
          lessThanOrEqualTo: distance, multiplier: key.multiplier, constant: constant)
      case .greaterThanOrEqual:
        constraint = anchor.constraint(
          greaterThanOrEqualTo: distance, multiplier: key.multiplier, constant: constant)
      default:
        constraint = anchor.constraint(
          equalTo: distance, multiplier: key.multiplier, constant: constant)
      }
    } else {
      // Not a view or a layout guide: UIKit's initializer reports it.
      constraint = SLLayoutConstraint(
        item: item, attribute: key.firstAttribute, relatedBy: key.relation, toItem: nil,
        attribute: .notAnAttribute, multiplier: key.multiplier, constant: constant)
    }
    if key.priority != 1000 {
      constraint.priority = SLLayoutPriority(rawValue: key.priority)
    }
    if let identifier = key.identifier {
      constraint.identifier = identifier.string
    }
    return constraint
  }
}
