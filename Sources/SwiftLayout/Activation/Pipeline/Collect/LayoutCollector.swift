/// The library's name for ``_LayoutCollector``.
typealias LayoutCollector = _LayoutCollector

/// The flattened form of a ``Layout``: its items in declaration order, with their parents and
/// the constraints declared on them.
///
/// The collector is filled by the layouts the library provides; conform to ``ModularLayout``
/// to write a layout of your own. It is public only because ``Layout``'s underscored
/// requirement names it; it has no public members.
public struct _LayoutCollector {
  /// How an item is placed in its parent.
  enum Placement: UInt8 {
    case root, subview, arrangedSubview, guide
  }

  /// One view or layout guide of the layout.
  ///
  /// Nodes do not retain their items: the layout being collected does, and outlives the
  /// collector's use (see `Layout.collected()`). A node is trivially copyable: its constraint
  /// templates are a range of ``LayoutCollector/templates`` and its identifier is kept aside.
  struct Node {
    let reference: UnretainedReference
    let id: ObjectIdentifier
    var parent: Int
    var placement: Placement
    let isGuide: Bool
    /// Whether the node is a stack view whose children are collected (and arranged unless
    /// declared plain).
    var arrangesChildren = false
    /// Where the node's templates start in ``LayoutCollector/templates``.
    var templateStart = 0
    /// How many templates the node declares.
    var templateCount = 0

    /// The item, retained by the caller (a slow path: compare ``id`` where possible).
    var item: AnyObject { reference.object }

    /// The range of the node's templates in ``LayoutCollector/templates``.
    var templateRange: Range<Int> { templateStart..<(templateStart + templateCount) }
  }

  var nodes: [Node] = []
  /// The constraint templates of every node, each node's in one contiguous range.
  var templates: [AnchorTemplate] = []
  var indexOfItem = ItemIndexTable()
  var identifiedItems: [String: Int] = [:]
  /// The identifier of each node, by node index (shorter than `nodes` when the last nodes have
  /// none).
  private(set) var identifiers: [String?] = []
  var activateHandlers: [(node: Int, handler: (AnyObject) -> Void)] = []
  var currentParent = -1
  /// Items that were declared inside themselves (left where they were first declared).
  var cycles: [Int] = []
  /// Items declared again under another parent than their first one: the item, and the parent
  /// of the later declaration (they stay under the first).
  var redeclared: [(item: Int, parent: Int)] = []
  /// Identifiers given to more than one item: the identifier, and the later item (targets name
  /// the first).
  var repeatedIdentifiers: [(identifier: String, item: Int)] = []

  /// Whether the layout declares nothing that a diagnostic reports at collection (a view inside
  /// its own sublayout, declared under two parents, or an identifier given twice).
  var isWellFormed: Bool { cycles.isEmpty && redeclared.isEmpty && repeatedIdentifiers.isEmpty }
  var arrangesSubviews = false
  /// Whether some node comes before its parent (an item named alone, then declared under a
  /// parent declared after it): placing the nodes in order could then ask to add a view to one
  /// of its own descendants in the current hierarchy.
  var hasChildBeforeParent = false
  /// Whether some node is a stack view that arranges its children (``Node/arrangesChildren``).
  var hasStackParents = false
  /// How many item and template records were collected, and whether every item and
  /// template was collected from records without an identifier (see
  /// `UpdateBaseline.keepRecords(of:collectedAs:constraintCount:)`).
  var recordedItems = 0
  var recordedTemplates = 0
  var onlyPlainRecords = true

  /// Creates an empty collector.
  init() {}

  /// Adds `view` below the current parent (or finds it when it was added before) and returns its
  /// index.
  @MainActor
  mutating func addView(_ view: SLView, asPlainSubview: Bool = false) -> Int {
    let placement: Placement
    if currentParent < 0 {
      placement = .root
    } else if arrangesSubviews && !asPlainSubview {
      placement = .arrangedSubview
    } else {
      placement = .subview
    }
    return add(view, placement: placement, isGuide: false)
  }

  /// Adds `guide` to the current parent (or finds it when it was added before) and returns its
  /// index.
  @MainActor
  mutating func addGuide(_ guide: SLLayoutGuide) -> Int {
    add(guide, placement: currentParent < 0 ? .root : .guide, isGuide: true)
  }

  private mutating func add(_ item: AnyObject, placement: Placement, isGuide: Bool) -> Int {
    add(UnretainedReference(item), placement: placement, isGuide: isGuide)
  }

  /// Adds the item `reference` names (or finds it when it was added before) and returns its
  /// index.
  mutating func add(
    _ reference: UnretainedReference, placement: Placement, isGuide: Bool
  ) -> Int {
    let id = reference.id
    if let index = indexOfItem.indexOrInsert(id, nodes.count) {
      // The same item named again: a later parent wins over "root", a root mention adds nothing.
      if placement != .root && nodes[index].placement == .root {
        if isAncestor(index, of: currentParent) {
          cycles.append(index)
        } else {
          nodes[index].parent = currentParent
          nodes[index].placement = placement
          if currentParent > index { hasChildBeforeParent = true }
        }
      } else if placement != .root && nodes[index].parent != currentParent {
        redeclared.append((index, currentParent))
      }
      return index
    }
    let index = nodes.count
    nodes.append(
      Node(
        reference: reference, id: id, parent: currentParent, placement: placement,
        isGuide: isGuide))
    return index
  }

  /// Whether the item at `index` is `node` or one of its layout ancestors.
  private func isAncestor(_ index: Int, of node: Int) -> Bool {
    var current = node
    var steps = 0
    while current >= 0 && steps <= nodes.count {
      if current == index { return true }
      current = nodes[current].parent
      steps += 1
    }
    return false
  }

  /// Appends constraint templates to the item at `index`, dropping exact repeats.
  mutating func addAnchors(_ anchors: borrowing Anchors, to index: Int) {
    let first = templates.count
    anchors.templates.forEachTemplate { templates.append($0) }
    addTemplates(appendedFrom: first, to: index)
  }

  /// Gives the templates appended from `start` on to the item at `index`, dropping exact
  /// repeats; `distinctAttributes` tells that no two of them have the same attribute.
  mutating func addTemplates(
    appendedFrom start: Int, to index: Int, distinctAttributes: Bool = false
  ) {
    if nodes[index].templateCount == 0 {
      // The common case: the item's first templates, kept as they are unless the block
      // repeats one of them.
      if distinctAttributes || !Self.hasRepeats(templates, in: start..<templates.count) {
        nodes[index].templateStart = start
        nodes[index].templateCount = templates.count - start
        return
      }
    }
    let added = Array(templates[start...])
    templates.removeSubrange(start...)
    if nodes[index].templateCount == 0 {
      nodes[index].templateStart = templates.count
    } else if nodes[index].templateRange.upperBound != templates.count {
      // Declared again after other items' constraints: move the node's templates to the end
      // (the old range is left unused), so that they stay contiguous.
      let range = nodes[index].templateRange
      nodes[index].templateStart = templates.count
      for position in range {
        templates.append(templates[position])
      }
    }
    for template in added
    where !templates[nodes[index].templateRange].contains(template) {
      templates.append(template)
      nodes[index].templateCount += 1
    }
  }

  /// Whether two templates of `range` are equal.
  private static func hasRepeats(_ templates: [AnchorTemplate], in range: Range<Int>) -> Bool {
    guard range.count > 1 else { return false }
    // Templates with distinct attributes differ: the pairwise check is needed only when two
    // attributes are the same (attribute case tags are small: HeadlessUIKit has fewer than 64).
    var seen: UInt64 = 0
    var distinct = true
    for index in range {
      let bit = UInt64(1) << UInt64(truncatingIfNeeded: templates[index].attribute.caseTag & 63)
      if seen & bit != 0 {
        distinct = false
        break
      }
      seen |= bit
    }
    if distinct { return false }
    for index in (range.lowerBound + 1)..<range.upperBound {
      let attribute = templates[index].attribute.caseTag
      for earlier in range.lowerBound..<index
      where templates[earlier].attribute.caseTag == attribute
        && templates[earlier] == templates[index]
      {
        return true
      }
    }
    return false
  }

  /// The node indices with every parent before its children, siblings in declaration order:
  /// the order in which placing the items never adds a view to one of its descendants.
  func parentsFirst() -> [Int] {
    var children = [[Int]](repeating: [], count: nodes.count)
    var order: [Int] = []
    order.reserveCapacity(nodes.count)
    for index in nodes.indices {
      if nodes[index].parent >= 0 {
        children[nodes[index].parent].append(index)
      }
    }
    for root in nodes.indices where nodes[root].parent < 0 {
      var pending = [root]
      while let index = pending.popLast() {
        order.append(index)
        pending.append(contentsOf: children[index].reversed())
      }
    }
    return order
  }

  /// Names the item at `index` so that constraints can target it by identifier.
  mutating func setIdentifier(_ identifier: String, of index: Int) {
    if identifiers.count <= index {
      identifiers.append(contentsOf: repeatElement(nil, count: index + 1 - identifiers.count))
    }
    identifiers[index] = identifier
    if let first = identifiedItems[identifier] {
      if first != index { repeatedIdentifiers.append((identifier, index)) }
    } else {
      identifiedItems[identifier] = index
    }
  }

  /// The identifier of the item at `index`, if it has one.
  func identifier(of index: Int) -> String? {
    index < identifiers.count ? identifiers[index] : nil
  }
}
