extension UIView {
  /// Marks the view and its ancestors for layout: the work of ``setNeedsLayout()``.
  ///
  /// Each marked view is listed in its superview's visit list, so that a layout pass visits
  /// only the views on paths to marked views (see `LayoutPass`).
  func requestLayout() {
    node.engineMarkOnly = false
    if !needsLayout {
      needsLayout = true
      LayoutPass.layoutRequests &+= 1
    }
    listAncestorsForVisit()
  }

  /// Lists the view in its superview's visit list and marks the ancestors as having a
  /// descendant that needs layout, up to the first ancestor already marked.
  func listAncestorsForVisit() {
    node.listAncestorsForVisit(of: Unmanaged.passUnretained(self))
  }

  /// Adds the view to `superview`'s visit list unless it is listed there already.
  @inline(__always)
  func listForVisit(in superview: UIView) {
    let key = Unmanaged.passUnretained(superview).toOpaque()
    guard node.listedIn != key else { return }
    node.listedIn = key
    node.listIndex = superview.node.subviewsToVisit.count
    superview.node.subviewsToVisit.append(UnretainedView(view: self))
  }

  /// Marks the view for layout because the engine's solution changed (and, if given, moved
  /// `subview`): its layoutSubviews then applies frames only to the subviews the engine reports,
  /// unless something else marked it too.
  func requestEngineLayout(moving subview: UIView?) {
    if let subview {
      requestEngineLayout(movingSubview: UnretainedView(view: subview))
    } else {
      requestEngineLayout(movingSubview: nil)
    }
  }

  /// ``requestEngineLayout(moving:)`` for a subview held unretained.
  func requestEngineLayout(movingSubview subview: UnretainedView?) {
    if needsLayout {
      if node.engineMarkOnly, let subview { node.movedSubviews.append(subview) }
      listAncestorsForVisit()
      return
    }
    let cutsBefore = LayoutTree.stampCounter
    setNeedsLayout()
    // Only while marked (an override of setNeedsLayout() might not mark): engineMarkOnly
    // implies needsLayout outside layoutSubviews(), which lets the engine add to the list alone.
    guard needsLayout else { return }
    // An override that removed a view (`subview`, say, which its removal no longer keeps once
    // the running pass ends) leaves this view to compare all its subviews instead: the list
    // holds its views unretained, and may be read by a later pass.
    guard LayoutTree.stampCounter == cutsBefore else { return }
    node.engineMarkOnly = true
    node.movedSubviews.removeAllKeepingStorage()
    if let subview { node.movedSubviews.append(subview) }
  }

  /// Calls ``layoutSubviews()`` for a layout pass; afterwards no engine mark is pending (an
  /// override that does not call `super` leaves none behind either).
  func runLayoutSubviews() {
    layoutSubviews()
    node.engineMarkOnly = false
  }

  /// Marks the view for layout during a pass that is about to visit it (no ancestor marks).
  func markNeedsLayoutLocally() {
    // A size the engine gave the view moves none of its subviews by itself (their positions
    // are relative to it, and the engine reports each subview that moves): a view marked by the
    // engine alone stays so, and lays out only its moved subviews.
    if !needsLayout { node.engineMarkOnly = false }
    needsLayout = true
  }

  /// Runs a layout pass if one is pending: the work of ``layoutIfNeeded()``.
  func runLayoutIfNeeded() {
    if layoutTree.passInProgress {
      // Called from a layoutSubviews() of this tree's pass: lay out this view now; the running
      // pass picks up whatever else changed.
      guard let engine = layoutTree.engine else { return }
      engine.solveIfNeeded()
      engine.markChangedFrames()
      if needsLayout {
        needsLayout = false
        runLayoutSubviews()
      }
      return
    }
    var start = self
    var cursor = storedSuperview
    while let view = cursor {
      if view.needsLayout { start = view }
      cursor = view.storedSuperview
    }
    LayoutPass.run(from: start)
  }

  /// Lays out the tree before a query reads solved values (guides' frames, content sizes).
  func layoutIfNeededForQuery() {
    if let engine = layoutTree.engine, engine.isDirty || !layoutTree.dirtyViews.isEmpty {
      layoutTree.root?.layoutIfNeeded()
    }
  }

  /// Applies the solved frames to the direct subviews (UIView's own ``layoutSubviews()``).
  func applyEngineFramesToSubviews() {
    let node = self.node
    if storedSubviews.isEmpty && !isScrollViewKind {
      // No subviews to place and no content size to read: nothing to solve for (a pass, or
      // the next view that reads the engine, solves what changed meanwhile).
      node.engineMarkOnly = false
      node.movedSubviews.removeAllKeepingStorage()
      return
    }
    if let running = LayoutPass.engineOfRunningPass, layoutTree.holdsEngine(running) {
      // Borrowed: the running pass keeps its engine alive to its end.
      withBorrowed(running) { applyEngineFramesToSubviews(engine: $0) }
      return
    }
    guard let engine = layoutTree.engine else { return }
    applyEngineFramesToSubviews(engine: engine)
  }

  private func applyEngineFramesToSubviews(engine: LayoutEngine) {
    engine.solveIfNeeded()
    if node.engineMarkOnly && !engine.hasUnmarkedSolve {
      // Only the engine marked this view: the subviews it reported are the ones that moved.
      node.engineMarkOnly = false
      var moved: [UnretainedView] = []
      swap(&moved, &node.movedSubviews)
      for entry in moved {
        // Borrowed (a subview of this view is kept alive by it), unless applying the frame
        // may run overridable code (which could remove the subview): then retained.
        let retainedFrame = withBorrowed(entry.reference) { subview -> CGRect? in
          guard subview.node.superviewLink.refers(to: self),
            let solved = changedEngineFrame(of: subview, engine: engine)
          else { return nil }
          if AnimationRecorder.mayRecordFrameChanges
            || (solved.size != subview.storedFrame.size
              && subview.layoutSizeChangeRunsOverridableCode)
          {
            return solved
          }
          applyEngineFrame(solved, to: subview)
          return nil
        }
        if let retainedFrame { applyEngineFrame(retainedFrame, to: entry.view) }
      }
      moved.removeAllKeepingStorage()
      if node.movedSubviews.isEmpty { swap(&moved, &node.movedSubviews) }
    } else {
      node.engineMarkOnly = false
      node.movedSubviews.removeAllKeepingStorage()
      for subview in storedSubviews {
        if let solved = changedEngineFrame(of: subview, engine: engine) {
          applyEngineFrame(solved, to: subview)
        }
      }
    }
    applyExtraLayoutResults()
  }

  /// The subview's solved frame, if it differs from its frame.
  @inline(__always)
  private func changedEngineFrame(of subview: UIView, engine: LayoutEngine) -> CGRect? {
    #if DEBUG
    LayoutPass._appliedFrames &+= 1
    #endif
    let new = engine.frame(of: subview.node)
    return subview.storedFrame.isSame(as: new) ? nil : new
  }

  /// Sets a subview's frame from the engine and lists it for the pass's visit.
  ///
  /// Runs overridable code only through the subview's ``layoutSizeDidChange(from:)`` when its
  /// size changes and ``layoutSizeChangeRunsOverridableCode`` says so, or in an animation block
  /// (recording names the view): otherwise the subview may be borrowed.
  private func applyEngineFrame(_ frame: CGRect, to subview: UIView) {
    subview.setFrame(frame, fromLayout: true)
    // A subview that only moved needs a visit only for its safe area and, if it preserves its
    // superview's margins, its margins: its guides and its subviews are placed in its own
    // coordinates. (One whose size changed needs layout.)
    if subview.needsLayout || !subview.safeAreaStaysZero
      || subview.node.preservesSuperviewMargins
    {
      subview.markFrameChangedInPass(in: self)
    }
  }

  /// Notes that layout changed the view's frame (or its safe area): the pass visits it for its
  /// guides and safe area even when it needs no layout.
  @inline(__always)
  func markFrameChangedInPass(in superview: UIView) {
    node.frameChangedInPass = true
    listForVisit(in: superview)
  }

  /// Whether the engine places some subview somewhere other than where it is.
  func subviewFramesAreStale(in engine: LayoutEngine) -> Bool {
    for subview in storedSubviews where engine.frame(of: subview) != subview.storedFrame {
      return true
    }
    return false
  }
}

extension UIView {
  /// The view's subtree in post-order: each view after its subviews, siblings in order.
  ///
  /// A new engine takes a tree's constraints in this order, so that the constraints inside a
  /// subview (which fix its size) come before those that place it among its siblings: a chain
  /// of siblings then builds each row from solved neighbours instead of substituting every
  /// size into every later sibling's row.
  func subtreeViewsChildrenFirst() -> [UIView] {
    var result: [UIView] = []
    var stack: [(view: UIView, expanded: Bool)] = [(self, false)]
    while let (view, expanded) = stack.popLast() {
      if expanded {
        result.append(view)
        continue
      }
      stack.append((view, true))
      for subview in view.storedSubviews.reversed() { stack.append((subview, false)) }
    }
    return result
  }

  /// Sorts some of the view's subviews into the order of ``subviews``, so that a pass visits
  /// siblings in the same order whichever marked first.
  func sortInSubviewOrder(_ children: inout [UnretainedView]) {
    let subviews = storedSubviews
    func index(of child: UIView) -> Int {
      let hint = child.node.subviewIndexHint
      if hint < subviews.count && subviews[hint] === child { return hint }
      for (position, subview) in subviews.enumerated() {
        subview.node.subviewIndexHint = position
      }
      return child.node.subviewIndexHint
    }
    if children.count * 4 >= subviews.count {
      // Many of them: filter the subviews instead of sorting. The children are among the
      // subviews stamped in this pass; when they are all of them (a view moved here after its
      // visit elsewhere is the exception), they are rewritten in place.
      let stamp = withBorrowed(children[0].reference) { $0.node.visitStamp }
      var stamped = 0
      for index in subviews.indices where subviews[index].node.visitStamp == stamp {
        stamped += 1
      }
      if stamped == children.count {
        var position = 0
        for index in subviews.indices {
          unowned(unsafe) let subview = subviews[index]
          guard subview.node.visitStamp == stamp else { continue }
          children[position] = UnretainedView(view: subview)
          position += 1
        }
        return
      }
      var ordered: [UnretainedView] = []
      ordered.reserveCapacity(stamped)
      for subview in subviews where subview.node.visitStamp == stamp {
        ordered.append(UnretainedView(view: subview))
      }
      children = ordered
      return
    }
    if children.count > 16 {
      children.sort { index(of: $0.view) < index(of: $1.view) }
      return
    }
    // A few of many: insertion sort by index, the children borrowed (their superview keeps
    // them).
    func position(_ entry: UnretainedView) -> Int {
      withBorrowed(entry.reference) { index(of: $0) }
    }
    for unsorted in 1..<children.count {
      let entry = children[unsorted]
      let key = position(entry)
      var slot = unsorted
      while slot > 0 && position(children[slot - 1]) > key {
        children[slot] = children[slot - 1]
        slot -= 1
      }
      children[slot] = entry
    }
  }

  func subtreeNeedsLayout() -> Bool {
    var stack: [UIView] = [self]
    while let view = stack.popLast() {
      if view.needsLayout { return true }
      stack.append(contentsOf: view.storedSubviews)
    }
    return false
  }

  func updateGuideFrames(engine: LayoutEngine) {
    for guide in storedLayoutGuides { guide.storedLayoutFrame = engine.frame(of: guide) }
    if let guide = cachedMarginsGuide { guide.storedLayoutFrame = engine.frame(of: guide) }
    if let guide = cachedSafeAreaGuide { guide.storedLayoutFrame = engine.frame(of: guide) }
    if isScrollViewKind {
      for guide in extraSystemGuides() { guide.storedLayoutFrame = engine.frame(of: guide) }
    }
  }

  /// Whether the view's safe-area insets are zero and stay so wherever it moves: it has zero
  /// insets, under a superview whose insets are zero, and no controller or window adds any.
  @inline(__always)
  var safeAreaStaysZero: Bool {
    guard node.safeAreaIsZero, let superviewNode = node.superviewNode else { return false }
    return superviewNode.safeAreaIsZero && !mayHaveOwningViewController && !isWindowKind
  }

  func updateSafeAreaInsets() {
    if safeAreaStaysZero { return }
    // A root that is not a window has zero insets (see `computeSafeAreaInsets()`).
    if node.superviewNodeReference == nil && node.safeAreaIsZero && !isWindowKind { return }
    let insets = computeSafeAreaInsets()
    guard insets != cachedSafeAreaInsets else { return }
    cachedSafeAreaInsets = insets
    node.safeAreaIsZero = insets == .zero
    // The subviews' safe areas derive from this one: visit them in this pass.
    for subview in storedSubviews { subview.markFrameChangedInPass(in: self) }
    markSystemConstraintsDirty()
    setNeedsLayout()
    safeAreaInsetsDidChange()
  }
}
