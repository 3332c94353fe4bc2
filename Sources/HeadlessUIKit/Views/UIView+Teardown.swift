/// Releases view trees iteratively, so that dropping a very deep tree cannot overflow the stack.
///
/// A view's `deinit` hands its subviews here instead of letting them be released (and
/// deinitialized) recursively inside its own `deinit`. Each view that the work list holds the
/// last reference to gives up its own subviews to the list before it goes, so its `deinit` has
/// nothing left to release. The work list is local to the call: a `deinit` runs on whichever
/// thread drops the last reference, so no state may be shared between teardowns.
enum ViewTeardown {
  /// Releases `views`, emptying the array, without recursing into their subtrees.
  static func release(_ views: inout [UIView]) {
    var pending: [UIView] = []
    swap(&pending, &views)
    while var view = pending.popLast() {
      // Its superview is going: the unretained link to it must not outlive it.
      view.node.superviewLink = nil
      view.node.superviewNode = nil
      if isKnownUniquelyReferenced(&view) {
        pending.append(contentsOf: view.storedSubviews)
        view.storedSubviews = []
      } else {
        // Something else keeps it: it outlives its superview, as the root of a tree of its own.
        let survivor = view
        readOnMainActor { survivor.becomeRootAfterSuperviewFreed() }
      }
      // `view` is released here; when it was the last reference its deinit finds no subviews.
    }
  }
}

extension UIView {
  /// Retires the engine of the view's tree as the view is freed (see `LayoutEngine.retire()`).
  ///
  /// A view being freed has no superview, so it is its tree's root (or, handed to a teardown,
  /// a member of a tree whose root is being freed): every other view of the tree is freed with
  /// it or, kept by something else, leaves the tree (``becomeRootAfterSuperviewFreed()``), and
  /// the engine need not take the leaving constraints out of its tableau one by one. Not while
  /// a layout pass of the tree runs: the pass goes on with the engine.
  nonisolated func retireEngineOfFreedTree() {
    guard !storedSubviews.isEmpty else { return }
    readOnMainActor {
      if !layoutTree.passInProgress { layoutTree.engine?.retire() }
    }
  }

  /// Makes the view the root of a tree of its own when its superview is freed while something
  /// else keeps the view, as `removeFromSuperview()` would: the constraints that reached outside
  /// leave its engine, its frame becomes its root size. (Without the move callbacks: the
  /// superview is being deinitialized.)
  func becomeRootAfterSuperviewFreed() {
    LayoutTree.detach(self)
    superviewDidChange()
    setNeedsLayout()
  }
}
