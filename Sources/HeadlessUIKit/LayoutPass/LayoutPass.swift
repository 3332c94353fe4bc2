/// The layout pass: update constraints, solve, lay out top-down, repeat while views invalidate.
@MainActor
enum LayoutPass {
  /// The most passes one ``UIView/layoutIfNeeded()`` makes before reporting non-convergence.
  static let maximumPasses = 8

  /// Counts views newly marked as needing layout, so a pass knows whether any were.
  @exclusivity(unchecked) nonisolated(unsafe) static var layoutRequests = 0

  /// Numbers the passes' visits, so that a view listed twice is visited once per pass.
  @exclusivity(unchecked) nonisolated(unsafe) static var visitCounter = 0

  /// Work lists of the last finished pass, reused by the next.
  @exclusivity(unchecked) nonisolated(unsafe) static var spareStack: [UnretainedView] = []

  /// How many layout passes are running (nested passes of other trees included).
  @exclusivity(unchecked) nonisolated(unsafe) static var runningPasses = 0

  /// Views that left their superviews while a pass was running, and the roots of trees whose
  /// passes started below them, kept alive until the outermost pass ends: a pass holds the views
  /// it will visit unretained, and with its tree's root kept a view can only be freed during a
  /// pass by leaving its superview (or an ancestor leaving its own).
  @exclusivity(unchecked) nonisolated(unsafe) static var keptAlive: [UIView] = []
  @exclusivity(unchecked) nonisolated(unsafe) static var spareChildren: [UnretainedView] = []

  /// The engine of the innermost running pass, which the pass keeps alive until it returns.
  @exclusivity(unchecked) nonisolated(unsafe) static var engineOfRunningPass:
    Unmanaged<LayoutEngine>?

  #if DEBUG
  // Counters for tests of incremental layout, kept out of release builds' layout passes.

  /// How many views layout passes have visited.
  @exclusivity(unchecked) nonisolated(unsafe) static var _visitedViews = 0

  /// How many solved frames layoutSubviews compared with subviews' frames.
  @exclusivity(unchecked) nonisolated(unsafe) static var _appliedFrames = 0
  #endif

  static func run(from start: UIView) {
    let tree = start.layoutTree
    let engine = tree.engineForLayout()
    tree.passInProgress = true
    var pass = 0
    // A pass that starts below the root (at the highest view that needs layout) keeps the root:
    // a layoutSubviews() dropping the last reference to it would otherwise free, with it, the
    // views outside `start`'s subtree, which the engine still lists and reads when their frames
    // move in a later round.
    let root = start.storedSuperview == nil ? nil : tree.root
    // Work lists kept allocated between passes (a nested pass of another tree takes empty ones).
    // The views to visit, unretained: `start` is kept by the caller, the others by their
    // superviews up to `root`, or by `keptAlive` once they leave them.
    var stack: [UnretainedView] = []
    var children: [UnretainedView] = []
    swap(&stack, &spareStack)
    swap(&children, &spareChildren)
    let enclosingEngine = engineOfRunningPass
    engineOfRunningPass = Unmanaged.passUnretained(engine)
    runningPasses += 1
    defer {
      engineOfRunningPass = enclosingEngine
      tree.passInProgress = false
      stack.removeAllKeepingStorage()
      children.removeAllKeepingStorage()
      swap(&stack, &spareStack)
      swap(&children, &spareChildren)
      if let root { keptAlive.append(root) }
      runningPasses -= 1
      // Last, once the pass is over: freeing them runs their deinitializers.
      if runningPasses == 0 && !keptAlive.isEmpty {
        var kept: [UIView] = []
        swap(&kept, &keptAlive)
        kept.removeAll()
      }
    }
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
      visitCounter &+= 1
      let stamp = visitCounter
      start.node.visitStamp = stamp
      stack.append(UnretainedView(view: start))
      while let entry = stack.popLast() {
        withBorrowed(entry.reference) { view in
          visit(view, engine: engine)
          // Visit the listed subviews that still need it, in subview order (pushed in reverse).
          guard view.node.takeSubviewsToVisit(into: &children) else { return }
          let key = Unmanaged.passUnretained(view).toOpaque()
          var kept = 0
          for index in children.indices {
            let entry = children[index]
            let visits = withBorrowed(entry.reference) { child in
              let childNode = child.node
              if childNode.listedIn == key { childNode.listedIn = nil }
              guard childNode.superviewLink.refers(to: view), childNode.visitStamp != stamp,
                child.needsLayout || childNode.descendantNeedsLayout
                  || childNode.frameChangedInPass
              else { return false }
              childNode.visitStamp = stamp
              return true
            }
            guard visits else { continue }
            children[kept] = entry
            kept += 1
          }
          children.truncate(to: kept)
          if children.count > 1 { view.sortInSubviewOrder(&children) }
          while let child = children.popLast() { stack.append(child) }
        }
      }
      let noNewRequests =
        layoutRequests == requestsBefore
        || !(start.needsLayout || start.node.descendantNeedsLayout)
      // A solve during the visits (one that a guard against a negative size queued, say) left
      // frames the views have not taken yet.
      let settled =
        tree.dirtyViews.isEmpty && !engine.isDirty && !engine.hasUnmarkedSolve && noNewRequests
      if settled { return }
      if pass >= maximumPasses {
        LayoutDiagnostics.report(.layoutDidNotConverge(start, passes: pass))
        return
      }
    }
  }

  /// Lays out one view of a pass, if it needs it, and updates its guides and safe area.
  ///
  /// Not inlined: the view is borrowed here, which spares its reference counting.
  @inline(never)
  static func visit(_ view: UIView, engine: LayoutEngine) {
    #if DEBUG
    _visitedViews &+= 1
    #endif
    unowned(unsafe) let node = view.node
    node.frameChangedInPass = false
    node.descendantNeedsLayout = false
    if view.needsLayout {
      view.needsLayout = false
      let controller = view.owningViewController
      controller?.viewWillLayoutSubviews()
      view.runLayoutSubviews()
      controller?.viewDidLayoutSubviews()
    }
    view.updateGuideFrames(engine: engine)
    view.updateSafeAreaInsets()
    if node.marginCascade != [] { view.cascadeMargins() }
  }

  /// A root view that doesn't translate its frame takes the size its constraints give it.
  static func applyRootSize(_ root: UIView, engine: LayoutEngine) {
    guard !root.storedTranslatesAutoresizing else { return }
    let solved = engine.frame(of: root)
    root.setFrame(
      CGRect(origin: root.storedFrame.origin, size: solved.size), fromLayout: true)
  }
}
