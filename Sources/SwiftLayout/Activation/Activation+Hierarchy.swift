extension Activation {
  /// Removes the items that left the layout, then places the new and moved ones at their
  /// declared position, and records the new layout's items.
  func applyHierarchy(_ collector: LayoutCollector, statistics: inout LayoutUpdateStatistics) {
    let items = collector.nodes
    if isUnchanged(collector) { return }

    for index in nodeIDs.indices
    where nodePlacements[index] != .root && collector.indexOfItem[nodeIDs[index]] == nil {
      guard let item = nodeItems[index].object else { continue }
      if !deactivatesOnRelease || ActivationOwnership.releaseIfOwned(nodeIDs[index], by: self) {
        if Activation.detach(
          item, from: nodeParents[index].object, placement: nodePlacements[index])
        {
          statistics.itemsRemoved += 1
        }
      }
    }

    var oldIndexOfItem: [ObjectIdentifier: Int]?
    var lastPlacedChild = [Int](repeating: -1, count: items.count)
    // Per parent: 0 not seen yet, 1 children are appended in order, 2 general case.
    var appendState = [UInt8](repeating: 0, count: items.count)
    var newIDs: [ObjectIdentifier] = []
    var newParentIDs: [ObjectIdentifier?] = []
    var newPlacements: [LayoutCollector.Placement] = []
    var newItems: [Weak] = []
    var newParents: [Weak] = []
    newIDs.reserveCapacity(items.count)
    newParentIDs.reserveCapacity(items.count)
    newPlacements.reserveCapacity(items.count)
    newItems.reserveCapacity(items.count)
    newParents.reserveCapacity(items.count)

    for index in items.indices {
      let parentIndex = items[index].parent
      let id = items[index].id
      let placement = items[index].placement
      let parent = parentIndex >= 0 ? items[parentIndex].item : nil
      let parentID = parentIndex >= 0 ? items[parentIndex].id : nil
      newIDs.append(id)
      newParentIDs.append(parentID)
      newPlacements.append(placement)
      newItems.append(Weak(object: items[index].item))
      newParents.append(Weak(object: parent))
      guard let parent, placement != .root else { continue }

      var oldIndex: Int?
      if index < nodeIDs.count && nodeIDs[index] == id {
        oldIndex = index
      } else {
        if oldIndexOfItem == nil {
          var table: [ObjectIdentifier: Int] = [:]
          for (position, oldID) in nodeIDs.enumerated() { table[oldID] = position }
          oldIndexOfItem = table
        }
        oldIndex = oldIndexOfItem?[id]
      }
      let ordered = placement != .guide
      let previous = ordered ? lastPlacedChild[parentIndex] : -1
      if ordered { lastPlacedChild[parentIndex] = index }

      if let oldIndex, nodeParentIDs[oldIndex] == parentID,
        nodePlacements[oldIndex] == placement,
        Activation.isAttached(items[index].item, to: parent)
      {
        continue
      }
      place(
        index, in: collector, parent: parent, previous: previous,
        appendState: &appendState[parentIndex])
      if deactivatesOnRelease {
        ActivationOwnership.claim(id, by: self)
      }
      statistics.itemsAdded += 1
    }
    nodeIDs = newIDs
    nodeParentIDs = newParentIDs
    nodePlacements = newPlacements
    nodeItems = newItems
    nodeParents = newParents
  }

  /// Whether `collector` places the same items in the same parents as last time, and they are
  /// all still there.
  private func isUnchanged(_ collector: LayoutCollector) -> Bool {
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
      let item = items[index].item
      let parent = items[parentIndex].item
      let attached =
        items[index].isGuide
        ? unsafeDowncast(item, to: SLLayoutGuide.self).owningView === parent
        : unsafeDowncast(item, to: SLView.self).superview === parent
      if !attached { return false }
    }
    return true
  }
  private func place(
    _ index: Int, in collector: LayoutCollector, parent: AnyObject, previous: Int,
    appendState: inout UInt8
  ) {
    let node = collector.nodes[index]
    if node.placement == .guide {
      if let guide = node.item as? SLLayoutGuide, let view = parent as? SLView {
        view.addLayoutGuide(guide)
      }
      return
    }
    guard let view = node.item as? SLView, let parentView = parent as? SLView else { return }
    if view.translatesAutoresizingMaskIntoConstraints {
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    let arranged = node.placement == .arrangedSubview
    let stack = parentView as? SLStackView
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
      parentView.insertSubview(view, at: position)
    } else {
      parentView.addSubview(view)
    }
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
    _ item: AnyObject, from parent: AnyObject?, placement: LayoutCollector.Placement
  ) -> Bool {
    guard let parent, isAttached(item, to: parent) else { return false }
    if let guide = item as? SLLayoutGuide {
      guide.owningView?.removeLayoutGuide(guide)
    } else if let view = item as? SLView {
      if placement == .arrangedSubview, let stack = parent as? SLStackView {
        stack.removeArrangedSubview(view)
      }
      view.removeFromSuperview()
    }
    return true
  }
}
