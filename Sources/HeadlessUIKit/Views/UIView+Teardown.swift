/// Releases view trees iteratively, so that dropping a very deep tree cannot overflow the stack.
///
/// A view's `deinit` hands its subviews here instead of letting them be released (and
/// deinitialized) recursively inside its own `deinit`. Each view that the work list holds the
/// last reference to gives up its own subviews to the list before it goes, so its `deinit` has
/// nothing left to release. The work list is local to the call: a `deinit` runs on whichever
/// thread drops the last reference, so no state may be shared between teardowns.
///
/// Views that something else keeps (survivors) become roots of trees of their own, which runs
/// main-actor code (overridable callbacks among it). A `deinit` is not isolated: when the last
/// reference is dropped off the main actor, that work is handed to the main actor instead of
/// running on the freeing thread. Off the main actor a teardown touches only the freed views'
/// own storage, the survivors' superview links (below) and `UIView.directionOverrides` (a locked
/// counter): none of the module's `nonisolated(unsafe)` globals, which belong to the main actor.
enum ViewTeardown {
  /// Releases `views`, emptying the array, without recursing into their subtrees; the views
  /// that outlive the teardown leave `tree` (the freed view's tree) on the main actor.
  static func release(_ views: inout [UIView], of tree: LayoutTree) {
    var pending: [UIView] = []
    swap(&pending, &views)
    var survivors: [UIView] = []
    while var view = pending.popLast() {
      // Its superview is going: the unretained link to it must not outlive it, so it is cleared
      // here, synchronously, even when the rest of a survivor's move waits for the main actor.
      // Only a superview sets the links of its subviews while it holds them, and this thread
      // holds the last reference to the superview, so no other writer exists. A survivor the
      // main actor uses at this very moment would read its superview while this thread frees
      // it, which the unretained links cannot make safe in any order (they are not atomic):
      // dropping a superview off the main actor is safe while its survivors are not in use.
      view.node.superviewLink = nil
      view.node.superviewNode = nil
      if isKnownUniquelyReferenced(&view) {
        pending.append(contentsOf: view.storedSubviews)
        view.storedSubviews = []
      } else {
        // Something else keeps it: it outlives its superview, as the root of a tree of its own.
        survivors.append(view)
      }
      // `view` is released here; when it was the last reference its deinit finds no subviews.
    }
    guard !survivors.isEmpty else { return }
    let handoff = SurvivorHandoff(tree: tree, survivors: survivors)
    if MainQueue.isCurrent {
      MainActor.assumeIsolated { handoff.run() }
    } else {
      // Holds the tree and the survivors until the main actor runs it.
      Task { @MainActor in handoff.run() }
    }
  }
}

/// The part of a teardown that needs the main actor: retiring the freed tree's engine and
/// making each surviving subview a root.
private struct SurvivorHandoff: Sendable {
  let tree: LayoutTree
  let survivors: [UIView]

  @MainActor
  func run() {
    // Every other view of the tree is freed or leaving it: the engine need not take the
    // leaving constraints out of its tableau one by one (see `LayoutEngine.retire()`). Not
    // while a layout pass of the tree runs: the pass goes on with the engine.
    if !tree.passInProgress { tree.engine?.retire() }
    for survivor in survivors { survivor.becomeRootAfterSuperviewFreed() }
  }
}

extension UIView {
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
