extension UIView {

  /// Adds or moves a subview: the work of ``insertSubview(_:at:)`` and its variants.
  func attachSubview(_ view: UIView, at index: Int) {
    guard canAdopt(view) else {
      LayoutDiagnostics.report(.invalidHierarchy(view, into: self))
      return
    }
    if view.storedSuperview === self {
      if let current = storedSubviews.firstIndex(ofIdentical: view) {
        storedSubviews.remove(at: current)
        storedSubviews.insert(view, at: Swift.min(Swift.max(0, index), storedSubviews.count))
      }
      return
    }
    let oldWindow = view.window
    let newWindow = window
    view.willMove(toSuperview: self)
    if oldWindow !== newWindow { view.willMove(toWindow: newWindow) }
    // The callbacks are overridable: one may have moved this view below `view` meanwhile
    // (`willMove(toSuperview:)` adding its new superview as its own subview, say). Checked
    // again before anything changes, and after the last callback.
    guard canAdopt(view) else {
      LayoutDiagnostics.report(.invalidHierarchy(view, into: self))
      return
    }
    if let oldSuperview = view.storedSuperview {
      oldSuperview.willRemoveSubview(view)
      view.detachFromSuperview()
      guard canAdopt(view) else {
        LayoutDiagnostics.report(.invalidHierarchy(view, into: self))
        return
      }
    }
    storedSubviews.insert(view, at: Swift.min(Swift.max(0, index), storedSubviews.count))
    view.storedSuperview = self
    LayoutTree.join(view, into: self)
    view.superviewDidChange()
    setNeedsLayout()
    view.setNeedsLayout()
    didAddSubview(view)
    view.didMoveToSuperview()
    if oldWindow !== newWindow { view.didMoveToWindow() }
    if newWindow != nil { view.updateTraitsInSubtree() }
  }

  /// Whether `view` may become a subview here: it is not this view nor one of its ancestors.
  func canAdopt(_ view: UIView) -> Bool {
    view !== self && (view.storedSubviews.isEmpty || !isDescendant(of: view))
  }

  /// Removes the view from its superview with the callbacks: the work of ``removeFromSuperview()``.
  func unlinkFromSuperview() {
    guard let superview = storedSuperview else { return }
    let oldWindow = window
    willMove(toSuperview: nil)
    if oldWindow != nil { willMove(toWindow: nil) }
    superview.willRemoveSubview(self)
    detachFromSuperview()
    superviewDidChange()
    didMoveToSuperview()
    if oldWindow != nil { didMoveToWindow() }
  }

  /// Removes the view from its superview's list, deactivating constraints that cross the cut
  /// and moving the subtree to a tree of its own.
  func detachFromSuperview() {
    guard let superview = storedSuperview else { return }
    LayoutTree.detach(self)
    // A running pass may still hold the view (or a subview of it) for a visit, unretained.
    if LayoutPass.runningPasses > 0 { LayoutPass.keptAlive.append(self) }
    if let index = superview.storedSubviews.firstIndex(ofIdentical: self) {
      superview.storedSubviews.remove(at: index)
    }
    storedSuperview = nil
    superview.setNeedsLayout()
  }

  /// The nearest view that is an ancestor of (or equal to) both views, or `nil`.
  static func nearestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
    if a === b { return a }
    let superA = a.storedSuperview
    let superB = b.storedSuperview
    if superA === b { return b }
    if superB === a { return a }
    if let superA, superA === superB { return superA }
    var depthA = 0
    var depthB = 0
    var cursor: UIView? = a
    while let view = cursor {
      depthA += 1
      cursor = view.storedSuperview
    }
    cursor = b
    while let view = cursor {
      depthB += 1
      cursor = view.storedSuperview
    }
    var x: UIView? = a
    var y: UIView? = b
    while depthA > depthB {
      x = x?.storedSuperview
      depthA -= 1
    }
    while depthB > depthA {
      y = y?.storedSuperview
      depthB -= 1
    }
    while let left = x, let right = y {
      if left === right { return left }
      x = left.storedSuperview
      y = right.storedSuperview
    }
    return nil
  }

  /// Every view of the subtree rooted here, depth-first, parents before children (iterative).
  func subtreeViews() -> [UIView] {
    // A leaf (most views added to a superview): itself, without a work list.
    if storedSubviews.isEmpty { return [self] }
    var result: [UIView] = []
    var stack: [UIView] = [self]
    while let view = stack.popLast() {
      result.append(view)
      let subviews = view.storedSubviews
      if !subviews.isEmpty { stack.append(contentsOf: subviews.reversed()) }
    }
    return result
  }
}
