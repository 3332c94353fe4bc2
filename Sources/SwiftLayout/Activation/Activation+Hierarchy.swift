extension Activation {
  /// Removes the items that left the layout, then places the new and moved ones at their
  /// declared position; returns the records of the new layout.
  func applyHierarchy(
    _ collector: LayoutCollector, statistics: inout LayoutUpdateStatistics
  ) -> [NodeRecord] {
    let old = nodes
    let items = collector.nodes

    for record in old where record.placement != .root && collector.indexOfItem[record.id] == nil {
      guard let item = record.item else { continue }
      if !deactivatesOnRelease || ActivationOwnership.releaseIfOwned(record.id, by: self) {
        if Activation.detach(item, from: record.parent, placement: record.placement) {
          statistics.itemsRemoved += 1
        }
      }
    }

    var records: [NodeRecord] = []
    records.reserveCapacity(items.count)
    var oldIndexOfItem: [ObjectIdentifier: Int]?
    var lastPlacedChild = [Int](repeating: -1, count: items.count)
    // Per parent: 0 not seen yet, 1 children are appended in order, 2 general case.
    var appendState = [UInt8](repeating: 0, count: items.count)

    for (index, node) in items.enumerated() {
      let parent = node.parent >= 0 ? items[node.parent].item : nil
      let parentID = node.parent >= 0 ? items[node.parent].id : nil
      records.append(
        NodeRecord(
          item: node.item, id: node.id, parent: parent, parentID: parentID,
          placement: node.placement))
      guard let parent, node.placement != .root else { continue }

      var oldIndex: Int?
      if index < old.count, old[index].id == node.id {
        oldIndex = index
      } else {
        if oldIndexOfItem == nil {
          var table: [ObjectIdentifier: Int] = [:]
          for (position, record) in old.enumerated() { table[record.id] = position }
          oldIndexOfItem = table
        }
        oldIndex = oldIndexOfItem?[node.id]
      }
      let ordered = node.placement != .guide
      let previous = ordered ? lastPlacedChild[node.parent] : -1
      if ordered { lastPlacedChild[node.parent] = index }

      if let oldIndex, old[oldIndex].parentID == parentID,
        old[oldIndex].placement == node.placement,
        Activation.isAttached(node.item, to: parent)
      {
        continue
      }
      place(
        index, in: collector, parent: parent, previous: previous,
        appendState: &appendState[node.parent])
      if deactivatesOnRelease {
        ActivationOwnership.claim(node.id, by: self)
      }
      statistics.itemsAdded += 1
    }
    return records
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
