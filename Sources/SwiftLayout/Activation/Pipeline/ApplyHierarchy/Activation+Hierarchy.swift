extension Activation {
  /// Removes the items that left the layout, then places the new and moved ones at their
  /// declared position, and records the new layout's items.
  ///
  /// The common prefix and suffix of the old and new item lists are compared position by
  /// position; only the window between them is matched by identity.
  func applyHierarchy(_ collector: LayoutCollector, statistics: inout LayoutUpdateStatistics) {
    if isUnchanged(collector) {
      if mayRecordFreedItems { recordItems(of: collector) }
      return
    }
    let items = collector.nodes
    let newCount = items.count
    let oldCount = nodeIDs.count
    func parentID(_ index: Int) -> ObjectIdentifier? {
      items[index].parent >= 0 ? items[items[index].parent].id : nil
    }
    func matches(_ new: Int, _ old: Int) -> Bool {
      items[new].id == nodeIDs[old] && items[new].placement == nodePlacements[old]
        && parentID(new) == nodeParentIDs[old]
    }
    let common = min(oldCount, newCount)
    var prefix = 0
    while prefix < common && matches(prefix, prefix) { prefix += 1 }
    var suffix = 0
    while suffix < common - prefix && matches(newCount - 1 - suffix, oldCount - 1 - suffix) {
      suffix += 1
    }
    let oldWindow = prefix..<(oldCount - suffix)
    let newWindow = prefix..<(newCount - suffix)

    var oldIndexOfItem: [ObjectIdentifier: Int] = [:]
    oldIndexOfItem.reserveCapacity(oldWindow.count)
    for index in oldWindow {
      oldIndexOfItem[nodeIDs[index]] = index
      guard nodePlacements[index] != .root, collector.indexOfItem[nodeIDs[index]] == nil,
        let item = nodeItems[index].object
      else { continue }
      if !deactivatesOnRelease || ActivationOwnership.releaseIfOwned(item, by: self) {
        if Activation.detach(
          item, from: nodeParentIDs[index], placement: nodePlacements[index])
        {
          statistics.itemsRemoved += 1
        }
      }
    }

    // Items outside the window that are placed again: their identifiers match the records, but
    // a record may be of a freed item whose address the declared item now has.
    var placedOutsideWindow: [Int] = []
    // Whether every arranged item is still arranged, in order; asked once, on the first arranged
    // item met outside the window (a stack edited by hand is rare, so the check is cheap then).
    var arrangementIntact: Bool?
    let hasStackParents = collector.hasStackParents
    // Whether every item outside the window is still in its parent, asked once for all of them
    // (most of a large layout), so that each is asked alone only when one is not.
    let outsideAttached = areAttached(items, skipping: newWindow)
    var lastPlacedChild = [Int](repeating: -1, count: newCount)
    // Per parent: 0 not seen yet, 1 children are appended in order, 2 general case.
    var appendState = [UInt8](repeating: 0, count: newCount)
    // Declaration order, unless an item named alone before its parent makes a child come first:
    // then parents first, so that a view is never added to one of its current descendants.
    let order = collector.hasChildBeforeParent ? collector.parentsFirst() : []
    for position in items.indices {
      let index = order.isEmpty ? position : order[position]
      let parentIndex = items[index].parent
      let placement = items[index].placement
      guard parentIndex >= 0, placement != .root else { continue }
      let ordered = placement != .guide
      let previous = ordered ? lastPlacedChild[parentIndex] : -1
      if ordered { lastPlacedChild[parentIndex] = index }

      let reference = items[index].reference
      let isGuide = items[index].isGuide
      let parentID = items[parentIndex].id
      var kept = false
      if newWindow.contains(index) {
        if !oldIndexOfItem.isEmpty, let old = oldIndexOfItem[items[index].id],
          nodePlacements[old] == placement,
          nodeParentIDs[old] == parentID
        {
          kept =
            Self.isAttached(reference, isGuide: isGuide, to: parentID)
            && (previous < 0
              || isOrdered(
                items[previous].item, before: reference.object, in: items[parentIndex].item,
                placement))
        }
      } else {
        kept = outsideAttached || Self.isAttached(reference, isGuide: isGuide, to: parentID)
      }
      if hasStackParents && kept && placement != .guide && items[parentIndex].arrangesChildren {
        // Unarranged, reordered or arranged by hand (`removeArrangedSubview(_:)`,
        // `insertArrangedSubview(_:at:)`, `addArrangedSubview(_:)`) while staying a subview of
        // the stack: put it back as declared.
        if arrangementIntact == nil { arrangementIntact = areArrangedInOrder(items) }
        if arrangementIntact == false {
          let parent = items[parentIndex].item
          kept =
            placement == .arrangedSubview
            ? isArranged(
              reference.object, after: previous >= 0 ? items[previous].item : nil, in: parent)
            : !isArranged(reference.object, after: nil, in: parent)
        }
      }
      if kept { continue }
      // An item already in its parent that this activation did not record was placed by
      // another activation: claim it, so that deactivating the other one leaves it alone.
      let placedElsewhere =
        deactivatesOnRelease && Self.isAttached(reference, isGuide: isGuide, to: parentID)
      // Both are borrowed, not retained: the layout value being applied keeps them alive.
      items[parentIndex].reference.withObject { parent in
        reference.withObject { item in
          place(
            index, item, in: collector, parent: parent, previous: previous,
            appendState: &appendState[parentIndex])
        }
      }
      if placedElsewhere {
        reference.withObject { ActivationOwnership.claim($0, by: self) }
      }
      if !newWindow.contains(index) { placedOutsideWindow.append(index) }
      statistics.itemsAdded += 1
    }

    var windowIDs: [ObjectIdentifier] = []
    var windowParentIDs: [ObjectIdentifier?] = []
    var windowPlacements: [LayoutCollector.Placement] = []
    var windowItems: [Weak] = []
    windowIDs.reserveCapacity(newWindow.count)
    windowParentIDs.reserveCapacity(newWindow.count)
    windowPlacements.reserveCapacity(newWindow.count)
    windowItems.reserveCapacity(newWindow.count)
    for index in newWindow {
      windowIDs.append(items[index].id)
      windowParentIDs.append(parentID(index))
      windowPlacements.append(items[index].placement)
      windowItems.append(Weak(items[index].reference, isGuide: items[index].isGuide))
    }
    if oldCount == 0 {
      nodeIDs = windowIDs
      nodeParentIDs = windowParentIDs
      nodePlacements = windowPlacements
      nodeItems = windowItems
    } else {
      nodeIDs.replaceSubrange(oldWindow, with: windowIDs)
      nodeParentIDs.replaceSubrange(oldWindow, with: windowParentIDs)
      nodePlacements.replaceSubrange(oldWindow, with: windowPlacements)
      nodeItems.replaceSubrange(oldWindow, with: windowItems)
    }
    if mayRecordFreedItems {
      recordItems(of: collector)
    } else {
      for index in placedOutsideWindow {
        nodeItems[index] = Weak(items[index].reference, isGuide: items[index].isGuide)
      }
    }
  }

  /// Records every item of `collector` anew, when a recorded item may have been freed and its
  /// address taken by a declared item that matches its record by identifier.
  private func recordItems(of collector: LayoutCollector) {
    let items = collector.nodes
    for index in items.indices {
      nodeItems[index] = Weak(items[index].reference, isGuide: items[index].isGuide)
    }
    mayRecordFreedItems = false
  }

  /// Whether `earlier` stands before `later` among the (arranged) subviews of `parent`.
  private func isOrdered(
    _ earlier: AnyObject, before later: AnyObject, in parent: AnyObject,
    _ placement: LayoutCollector.Placement
  ) -> Bool {
    guard placement != .guide, let parentView = parent as? SLView else { return true }
    let siblings =
      placement == .arrangedSubview
      ? (parentView as? SLStackView)?.arrangedSubviews ?? [] : parentView.subviews
    guard let first = siblings.firstIndex(where: { $0 === earlier }),
      let second = siblings.firstIndex(where: { $0 === later })
    else { return true }
    return first < second
  }

  /// Whether `item` is among the arranged subviews of `parent` (when it is a stack view), after
  /// `previous` when that is arranged there too.
  private func isArranged(_ item: AnyObject, after previous: AnyObject?, in parent: AnyObject)
    -> Bool
  {
    guard let stack = parent as? SLStackView else { return true }
    let arranged = stack.arrangedSubviews
    guard let position = arranged.firstIndex(where: { $0 === item }) else { return false }
    guard let previous, let before = arranged.firstIndex(where: { $0 === previous }) else {
      return true
    }
    return before < position
  }

  /// Whether every item placed as an arranged subview is among its stack's arranged subviews,
  /// in declared order (other arranged views may stand between them), and no item placed as a
  /// plain subview of such a stack is arranged in it.
  func areArrangedInOrder(_ items: [LayoutCollector.Node]) -> Bool {
    var arrangedIDs: [Int: [ObjectIdentifier]] = [:]
    var cursor: [Int: Int] = [:]
    var plainInStacks = false
    for index in items.indices {
      let parentIndex = items[index].parent
      guard parentIndex >= 0, items[parentIndex].arrangesChildren else { continue }
      if arrangedIDs[parentIndex] == nil {
        let parent = items[parentIndex].reference.object
        arrangedIDs[parentIndex] =
          (parent as? SLStackView)?.arrangedSubviews.map { ObjectIdentifier($0) } ?? []
      }
      let siblings = arrangedIDs[parentIndex] ?? []
      guard items[index].placement == .arrangedSubview else {
        plainInStacks = plainInStacks || items[index].placement == .subview
        continue
      }
      var position = cursor[parentIndex] ?? 0
      while position < siblings.count && siblings[position] != items[index].id { position += 1 }
      guard position < siblings.count else { return false }
      cursor[parentIndex] = position + 1
    }
    guard plainInStacks else { return true }
    for index in items.indices where items[index].placement == .subview {
      let parentIndex = items[index].parent
      guard parentIndex >= 0, let siblings = arrangedIDs[parentIndex] else { continue }
      if siblings.contains(items[index].id) { return false }
    }
    return true
  }

  /// Whether `item` (a guide when `isGuide`) is in the parent `parentID` names, without a
  /// dynamic cast or retaining the item.
  static func isAttached(
    _ item: UnretainedReference, isGuide: Bool, to parentID: ObjectIdentifier
  ) -> Bool {
    item.withObject { object in
      let parent: AnyObject? =
        isGuide
        ? UnretainedReference.cast(object, to: SLLayoutGuide.self).owningView
        : UnretainedReference.cast(object, to: SLView.self).superview
      guard let parent else { return false }
      return ObjectIdentifier(parent) == parentID
    }
  }

  /// Whether `collector` places the same items in the same parents as last time, and they are
  /// all still there.
  func isUnchanged(_ collector: LayoutCollector) -> Bool {
    let items = collector.nodes
    guard items.count == nodeIDs.count else { return false }
    for index in items.indices {
      guard items[index].id == nodeIDs[index], items[index].placement == nodePlacements[index]
      else { return false }
      let parentIndex = items[index].parent
      guard parentIndex >= 0 else {
        if nodeParentIDs[index] != nil { return false }
        continue
      }
      guard items[parentIndex].id == nodeParentIDs[index] else { return false }
    }
    return areAttached(collector.nodes)
      && (!collector.hasStackParents || areArrangedInOrder(collector.nodes))
  }

  /// Whether every item of `collector` that has a parent there, but those at positions in
  /// `skipped`, is in that parent.
  ///
  /// Views are looked up among their parent's subviews, read once per parent and walked in
  /// declared order (the order updates keep), rather than through each view's weak `superview`,
  /// whose every read retains and releases through the view's side table.
  func areAttached(_ items: [LayoutCollector.Node], skipping skipped: Range<Int> = 0..<0) -> Bool {
    // Per parent, where its subviews and the position after the last child found are kept in
    // `saved` (-1: not read yet). Only parents get an entry, and the subviews are the parent's
    // own array, not a copy. The parent being walked is held in locals while its children
    // follow one another.
    var slots = [Int](repeating: -1, count: items.count)
    var saved: [(subviews: [SLView], cursor: Int)] = []
    var parent = -1
    var subviews: [SLView] = []
    var cursor = 0
    for index in items.indices {
      let parentIndex = items[index].parent
      guard parentIndex >= 0, !skipped.contains(index) else { continue }
      if items[index].isGuide {
        guard
          Self.isAttached(items[index].reference, isGuide: true, to: items[parentIndex].id)
        else { return false }
        continue
      }
      if parentIndex != parent {
        if parent >= 0 { saved[slots[parent]].cursor = cursor }
        parent = parentIndex
        let slot = slots[parentIndex]
        if slot < 0 {
          slots[parentIndex] = saved.count
          subviews = items[parentIndex].reference.object(as: SLView.self).subviews
          cursor = 0
          saved.append((subviews, 0))
        } else {
          subviews = saved[slot].subviews
          cursor = saved[slot].cursor
        }
      }
      let id = items[index].id
      var position = cursor
      while position < subviews.count && ObjectIdentifier(subviews[position]) != id {
        position += 1
      }
      if position < subviews.count {
        cursor = position + 1
      } else if !Self.isAttached(
        items[index].reference, isGuide: false, to: items[parentIndex].id)
      {
        // Not after the previous sibling (moved by hand, perhaps): ask the view itself.
        return false
      }
    }
    return true
  }

  private func place(
    _ index: Int, _ item: AnyObject, in collector: LayoutCollector, parent: AnyObject,
    previous: Int, appendState: inout UInt8
  ) {
    // Only views have children in a layout, and a node's kind is known from how it was added.
    let placement = collector.nodes[index].placement
    let parentView = UnretainedReference.cast(parent, to: SLView.self)
    if placement == .guide {
      parentView.addLayoutGuide(UnretainedReference.cast(item, to: SLLayoutGuide.self))
      return
    }
    let view = UnretainedReference.cast(item, to: SLView.self)
    if view.translatesAutoresizingMaskIntoConstraints {
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    let arranged = placement == .arrangedSubview
    let stack = arranged ? parentView as? SLStackView : nil
    if !arranged, view.superview === parentView, let stackView = parentView as? SLStackView,
      stackView.arrangedSubviews.contains(where: { $0 === view })
    {
      // Declared as a plain subview of the stack it is arranged in: UIKit keeps a view
      // arranged until `removeArrangedSubview(_:)` (adding it again does not change that).
      stackView.removeArrangedSubview(view)
    }
    let siblings: [SLView]
    if appendState == 0 {
      siblings = arranged ? stack?.arrangedSubviews ?? [] : parentView.subviews
      appendState = siblings.isEmpty ? 1 : 2
    } else if appendState == 1 {
      siblings = []
    } else {
      siblings = arranged ? stack?.arrangedSubviews ?? [] : parentView.subviews
    }

    var position: Int?
    if appendState == 2 {
      if previous >= 0 {
        let previousItem = collector.nodes[previous].item
        position = siblings.firstIndex { $0 === previousItem }.map { $0 + 1 }
      } else {
        position = nextDeclaredSibling(of: index, in: collector, among: siblings)
      }
      if let current = siblings.firstIndex(where: { $0 === view }), let wanted = position,
        current < wanted
      {
        position = wanted - 1  // removing the view first shifts the later siblings down
      }
    }
    if let stack, arranged {
      if let position {
        stack.insertArrangedSubview(view, at: position)
      } else {
        stack.addArrangedSubview(view)
      }
    } else if let position {
      Self.insert(view, at: position, in: parentView)
    } else {
      parentView.addSubview(view)
    }
  }

  /// Puts `view` at `position` among the subviews of `parent` (counted without `view`).
  private static func insert(_ view: SLView, at position: Int, in parent: SLView) {
    #if SWIFTLAYOUT_UIKIT_API
    parent.insertSubview(view, at: position)
    #else
    // AppKit orders subviews relative to a sibling: below the one that is to follow the view.
    let others = parent.subviews.filter { $0 !== view }
    if position < others.count {
      parent.addSubview(view, positioned: .below, relativeTo: others[position])
    } else {
      parent.addSubview(view, positioned: .above, relativeTo: nil)
    }
    #endif
  }

  /// The position of the first later sibling (in declaration order) already in the parent.
  private func nextDeclaredSibling(
    of index: Int, in collector: LayoutCollector, among siblings: [SLView]
  ) -> Int? {
    let node = collector.nodes[index]
    var next = index + 1
    while next < collector.nodes.count {
      let candidate = collector.nodes[next]
      if candidate.parent == node.parent && candidate.placement == node.placement,
        let position = siblings.firstIndex(where: { $0 === candidate.item })
      {
        return position
      }
      next += 1
    }
    return nil
  }

  /// Whether `item` is a subview (or layout guide) of `parent`.
  static func isAttached(_ item: AnyObject, to parent: AnyObject) -> Bool {
    if let view = item as? SLView { return view.superview === parent }
    if let guide = item as? SLLayoutGuide { return guide.owningView === parent }
    return false
  }

  /// Takes `item` out of `parent` if it is still there; returns whether it was.
  @discardableResult
  static func detach(
    _ item: AnyObject, from parentID: ObjectIdentifier?, placement: LayoutCollector.Placement
  ) -> Bool {
    guard let parentID else { return false }
    if let guide = item as? SLLayoutGuide {
      guard let owner = guide.owningView, ObjectIdentifier(owner) == parentID else { return false }
      owner.removeLayoutGuide(guide)
    } else if let view = item as? SLView {
      guard let superview = view.superview, ObjectIdentifier(superview) == parentID else {
        return false
      }
      if placement == .arrangedSubview, let stack = superview as? SLStackView {
        stack.removeArrangedSubview(view)
      }
      view.removeFromSuperview()
    }
    return true
  }
}
