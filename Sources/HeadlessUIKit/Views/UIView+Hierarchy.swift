extension UIView {
  /// The receiver's superview, or `nil` if it has none.
  public var superview: UIView? { storedSuperview }

  /// The receiver's immediate subviews, back to front.
  public var subviews: [UIView] { storedSubviews }

  /// The receiver's window object, or `nil` if it has none.
  public var window: UIWindow? {
    layoutTree.root as? UIWindow
  }

  /// Adds a view to the end of the receiver's list of subviews (in front of the others).
  ///
  /// A view that already has another superview is first removed from it, which deactivates its
  /// constraints that refer to views outside its subtree.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)>
  ///
  /// - Parameter view: The view to be added.
  public func addSubview(_ view: UIView) {
    insertSubview(view, at: storedSubviews.count)
  }

  /// Inserts a subview at the specified index.
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - index: The index in the array of the subviews; clamped to the valid range.
  public func insertSubview(_ view: UIView, at index: Int) {
    guard view !== self, view.storedSubviews.isEmpty || !isDescendant(of: view) else {
      LayoutDiagnostics.report(.invalidHierarchy(view, into: self))
      return
    }
    if view.storedSuperview === self {
      if let current = storedSubviews.firstIndex(where: { $0 === view }) {
        storedSubviews.remove(at: current)
        storedSubviews.insert(view, at: Swift.min(Swift.max(0, index), storedSubviews.count))
      }
      return
    }
    let oldWindow = view.window
    let newWindow = window
    view.willMove(toSuperview: self)
    if oldWindow !== newWindow { view.willMove(toWindow: newWindow) }
    if let oldSuperview = view.storedSuperview {
      oldSuperview.willRemoveSubview(view)
      view.detachFromSuperview()
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
  }

  /// Inserts a view above another view in the view hierarchy.
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - siblingSubview: The sibling view that will be behind the inserted view.
  public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    let index = storedSubviews.firstIndex(where: { $0 === siblingSubview }).map { $0 + 1 }
    insertSubview(view, at: index ?? storedSubviews.count)
  }

  /// Inserts a view below another view in the view hierarchy.
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - siblingSubview: The sibling view that will be above the inserted view.
  public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    let index = storedSubviews.firstIndex(where: { $0 === siblingSubview })
    insertSubview(view, at: index ?? storedSubviews.count)
  }

  /// Moves the specified subview so that it appears on top of its siblings.
  ///
  /// - Parameter view: The subview to move to the front.
  public func bringSubviewToFront(_ view: UIView) {
    guard view.storedSuperview === self else { return }
    insertSubview(view, at: storedSubviews.count)
  }

  /// Moves the specified subview so that it appears behind its siblings.
  ///
  /// - Parameter view: The subview to move to the back.
  public func sendSubviewToBack(_ view: UIView) {
    guard view.storedSuperview === self else { return }
    insertSubview(view, at: 0)
  }

  /// Exchanges the subviews at the specified indices.
  ///
  /// - Parameters:
  ///   - index1: The index of the first subview.
  ///   - index2: The index of the second subview.
  public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2) else {
      return
    }
    storedSubviews.swapAt(index1, index2)
  }

  /// Unlinks the view from its superview and its window, and removes it from the responder chain.
  ///
  /// Removes every constraint that refers to the view or to any view in its subtree and is held
  /// outside that subtree; constraints inside the subtree stay.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()>
  public func removeFromSuperview() {
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
    if let index = superview.storedSubviews.firstIndex(where: { $0 === self }) {
      superview.storedSubviews.remove(at: index)
    }
    storedSuperview = nil
    superview.setNeedsLayout()
  }

  /// Returns whether the view is a subview of a given view or identical to it.
  ///
  /// - Parameter view: The view to test against the receiver's hierarchy.
  /// - Returns: `true` if the receiver is `view` or one of its descendants.
  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.storedSuperview
    }
    return false
  }

  /// Returns the view whose tag matches the specified value (the receiver or a descendant).
  ///
  /// - Parameter tag: The tag to search for.
  /// - Returns: The first such view in depth-first order, or `nil`.
  public func viewWithTag(_ tag: Int) -> UIView? {
    var stack: [UIView] = [self]
    while let view = stack.popLast() {
      if view.tag == tag { return view }
      stack.append(contentsOf: view.storedSubviews.reversed())
    }
    return nil
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
    var result: [UIView] = []
    var stack: [UIView] = [self]
    while let view = stack.popLast() {
      result.append(view)
      stack.append(contentsOf: view.storedSubviews.reversed())
    }
    return result
  }
}
