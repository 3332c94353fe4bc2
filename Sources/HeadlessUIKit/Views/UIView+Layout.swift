extension UIView {
  /// Marks the view and its ancestors for layout: the work of ``setNeedsLayout()``.
  func requestLayout() {
    node.movedSubviews = nil
    if !needsLayout {
      needsLayout = true
      LayoutPass.layoutRequests &+= 1
    }
    var ancestor = storedSuperview
    while let view = ancestor, !view.node.descendantNeedsLayout {
      view.node.descendantNeedsLayout = true
      ancestor = view.storedSuperview
    }
  }

  /// Marks the view for layout because the engine's solution changed (and, if given, moved
  /// `subview`): its layoutSubviews then applies frames only to the subviews the engine reports,
  /// unless something else marked it too.
  func requestEngineLayout(moving subview: UIView?) {
    let wasMarked = needsLayout
    var moved = node.movedSubviews
    node.movedSubviews = nil
    setNeedsLayout()
    if !wasMarked {
      node.movedSubviews = subview.map { [$0] } ?? []
    } else if moved != nil {
      if let subview { moved?.append(subview) }
      node.movedSubviews = moved
    }
  }

  /// Marks the view for layout during a pass that is about to visit it (no ancestor marks).
  func markNeedsLayoutLocally() {
    node.movedSubviews = nil
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
        layoutSubviews()
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
    guard let engine = layoutTree.engine else { return }
    engine.solveIfNeeded()
    let moved = node.movedSubviews
    node.movedSubviews = nil
    if let moved, !engine.hasUnmarkedSolve {
      // Only the engine marked this view: the subviews it reported are the ones that moved.
      for subview in moved where subview.storedSuperview === self {
        applyEngineFrame(to: subview, engine: engine)
      }
    } else {
      for subview in storedSubviews { applyEngineFrame(to: subview, engine: engine) }
    }
    applyExtraLayoutResults()
  }

  private func applyEngineFrame(to subview: UIView, engine: LayoutEngine) {
    let old = subview.storedFrame
    let new = engine.frame(of: subview)
    if old != new {
      subview.setFrame(new, fromLayout: true)
      subview.node.frameChangedInPass = true
    }
  }

  /// Whether the engine places some subview somewhere other than where it is.
  func subviewFramesAreStale(in engine: LayoutEngine) -> Bool {
    for subview in storedSubviews where engine.frame(of: subview) != subview.storedFrame {
      return true
    }
    return false
  }
}

/// The layout pass: update constraints, solve, lay out top-down, repeat while views invalidate.
@MainActor
enum LayoutPass {
  /// The most passes one ``UIView/layoutIfNeeded()`` makes before reporting non-convergence.
  static let maximumPasses = 8

  /// Counts views newly marked as needing layout, so a pass knows whether any were.
  nonisolated(unsafe) static var layoutRequests = 0

  static func run(from start: UIView) {
    let tree = start.layoutTree
    let engine = tree.engineForLayout()
    tree.passInProgress = true
    defer { tree.passInProgress = false }
    var pass = 0
    while true {
      pass += 1
      if tree.needsUpdateConstraints {
        tree.needsUpdateConstraints = false
        start.updateConstraintsIfNeeded()
      }
      tree.refreshSystemConstraints()
      engine.solveIfNeeded()
      engine.markChangedFrames()
      if start.storedSuperview == nil {
        applyRootSize(start, engine: engine)
      }
      let requestsBefore = layoutRequests
      var stack: [UIView] = [start]
      while let view = stack.popLast() {
        view.node.frameChangedInPass = false
        view.node.descendantNeedsLayout = false
        if view.needsLayout {
          view.needsLayout = false
          let controller = view.owningViewController
          controller?.viewWillLayoutSubviews()
          view.layoutSubviews()
          controller?.viewDidLayoutSubviews()
        }
        view.updateGuideFrames(engine: engine)
        view.updateSafeAreaInsets()
        let subviews = view.storedSubviews
        var index = subviews.count
        while index > 0 {
          index -= 1
          let child = subviews[index]
          let node = child.node
          if child.needsLayout || node.descendantNeedsLayout || node.frameChangedInPass {
            stack.append(child)
          }
        }
      }
      let noNewRequests =
        layoutRequests == requestsBefore
        || !(start.needsLayout || start.node.descendantNeedsLayout)
      let settled = tree.dirtyViews.isEmpty && !engine.isDirty && noNewRequests
      if settled { return }
      if pass >= maximumPasses {
        LayoutDiagnostics.report(.layoutDidNotConverge(start, passes: pass))
        return
      }
    }
  }

  /// A root view that doesn't translate its frame takes the size its constraints give it.
  static func applyRootSize(_ root: UIView, engine: LayoutEngine) {
    guard !root.storedTranslatesAutoresizing else { return }
    let solved = engine.frame(of: root)
    root.setFrame(
      CGRect(origin: root.storedFrame.origin, size: solved.size), fromLayout: true)
  }
}

extension UIView {
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
    if self is UIScrollView {
      for guide in extraSystemGuides() { guide.storedLayoutFrame = engine.frame(of: guide) }
    }
  }

  func updateSafeAreaInsets() {
    let insets = computeSafeAreaInsets()
    guard insets != cachedSafeAreaInsets else { return }
    cachedSafeAreaInsets = insets
    // The subviews' safe areas derive from this one: visit them in this pass.
    for subview in storedSubviews { subview.node.frameChangedInPass = true }
    markSystemConstraintsDirty()
    setNeedsLayout()
    safeAreaInsetsDidChange()
  }
}

extension LayoutTree {
  /// The tree's engine, made (with every constraint of the tree) on first need.
  func engineForLayout() -> LayoutEngine {
    if let engine { return engine }
    let engine = LayoutEngine()
    self.engine = engine
    if let root {
      for view in root.subtreeViews() { view.markSystemConstraintsDirty() }
      engine.addSubtree(root.subtreeViews())
    }
    return engine
  }

  /// The tree's engine after laying out, for questions about the solved layout.
  func engineForQueries() -> LayoutEngine? {
    guard let root else { return nil }
    root.layoutIfNeeded()
    return engine
  }
}
