extension LayoutTree {
  /// Numbers the cuts made by ``detach(_:)``: each marks its subtree's members with its own
  /// number, and code that ran overridable callbacks can tell whether a view left its superview
  /// meanwhile.
  nonisolated(unsafe) static var stampCounter = 0

  /// Moves the subtree rooted at `view` (a root until now) into `superview`'s tree, moving its
  /// constraints into that tree's engine when it has one.
  static func join(_ view: UIView, into superview: UIView) {
    let subtree = view.subtreeViews()
    let tree = superview.layoutTree
    // A new superview: the view is listed in no visit list yet (its setNeedsLayout lists it).
    view.node.listedIn = nil
    view.node.superviewLink = .passUnretained(superview)
    view.node.superviewNode = superview.node
    // The view is no longer a root: its root-size constraints go before anything is added.
    for constraint in view.systemConstraints.autoresizing { constraint.deactivateConstraint() }
    view.systemConstraints.autoresizing = []
    adopt(subtree, into: tree)
    tree.needsUpdateConstraints = true
    tree.engine?.addSubtree(subtree)
  }

  /// Cuts the subtree rooted at `view` from its tree: deactivates the constraints that cross
  /// the cut (held outside, referring inside), takes the subtree's own constraints out of the
  /// engine, and gives the subtree a tree of its own.
  static func detach(_ view: UIView) {
    // Out of its superview's lists, which do not retain it.
    if let superview = view.storedSuperview {
      if view.node.listedIn == Unmanaged.passUnretained(superview).toOpaque() {
        superview.node.removeFromVisitList(view)
      }
      // The superview compares all its subviews at its next layout instead of the moved ones
      // (its setNeedsLayout() comes next anyway); the list is emptied once, not searched.
      superview.node.engineMarkOnly = false
      superview.node.movedSubviews.removeAll(keepingCapacity: true)
    }
    view.node.listedIn = nil
    view.node.superviewLink = nil
    view.node.superviewNode = nil
    let subtree = view.subtreeViews()
    stampCounter += 1
    let stamp = stampCounter
    for member in subtree {
      member.node.stamp = stamp
    }
    for member in subtree {
      for item in member.layoutItemsOwned() {
        for constraint in item.node.affecting {
          // Held outside, or by a view being freed (its superview's teardown): inactive.
          guard let holder = constraint.holder, holder.node.stamp == stamp else {
            constraint.deactivateConstraint()
            continue
          }
        }
      }
    }
    let oldTree = view.layoutTree
    oldTree.engine?.removeSubtree(subtree)
    let tree = LayoutTree()
    tree.root = view
    tree.needsUpdateConstraints = true
    adopt(subtree, into: tree)
  }

  private static func adopt(_ subtree: [UIView], into tree: LayoutTree) {
    for member in subtree {
      member.layoutTree = tree
      if member.node.systemDirty { tree.dirtyViews.append(member.itemHandle) }
    }
  }
}

extension UIView {
  /// The view and the layout guides it owns.
  func layoutItemsOwned() -> [any LayoutItem] {
    var items: [any LayoutItem] = [self]
    for guide in storedLayoutGuides { items.append(guide) }
    if let cachedMarginsGuide { items.append(cachedMarginsGuide) }
    if let cachedSafeAreaGuide { items.append(cachedSafeAreaGuide) }
    for guide in extraSystemGuides() { items.append(guide) }
    return items
  }
}
