internal import SwiftLayoutEngine

/// The layout engine of one view tree: a ``Solver`` holding every active constraint of the tree.
///
/// Activation queues an add, applied before the next solve (after the tree's system
/// constraints are brought up to date), so that a batch of changes is judged as a whole;
/// deactivation queues a removal, applied before anything else reads or changes the solver
/// (so that swapping part of a tree pays the solver's work once, at the next layout, as
/// activating it does). Constant and priority changes are in-place solver edits.
/// Its tables skip dynamic exclusivity checks (`@exclusivity(unchecked)`): they are only
/// accessed one at a time, on the main actor.
@MainActor
final class LayoutEngine {
  let solver = Solver()
  /// A serial number, so that nodes know which engine they are registered with.
  let id: Int
  nonisolated(unsafe) private static var lastID = 0
  /// Every view and guide node of the tree, to find the frames a solve changed.
  @exclusivity(unchecked) private var nodes: [LayoutNode] = []
  /// Whether variables changed since the last ``markChangedFrames()``.
  @exclusivity(unchecked) private var solvedSinceDiff = false
  /// Numbers the calls of ``markChangedFrames()`` of every engine (a node may move between
  /// engines), so that each checks a node once.
  @exclusivity(unchecked) nonisolated(unsafe) private static var markStamp = 0
  /// The variables the solver wrote since the last ``markChangedFrames()``, by tag (the node's
  /// index) and identity; may repeat, and may name nodes unregistered or moved since (checked
  /// on use: a node moved to another index is listed again at its new index).
  @exclusivity(unchecked) private var changedTags: [(tag: Int, variable: ObjectIdentifier)] = []
  /// Whether every node must be compared (the variables were all rewritten).
  @exclusivity(unchecked) private var needsFullDiff = false
  @exclusivity(unchecked) private var pendingAdds: [NSLayoutConstraint] = []
  /// The solver constraints of deactivated constraints, still in the solver (see
  /// ``applyPendingRemovals()``).
  @exclusivity(unchecked) private var pendingRemovals: [Constraint] = []
  /// Whether variables must be updated before frames are read.
  private(set) var needsSolve = false
  /// The fitting solution the solver holds between fitting-size calls, if any (see
  /// ``continueFitting(_:)``).
  @exclusivity(unchecked) private var fitting: FittingSession?
  /// The constraints broken to recover from a conflict, for fitting solutions (see
  /// `requireBroken()`); checked on use: a constraint may have been mended or removed
  /// since.
  @exclusivity(unchecked) private var brokenConstraints: [NSLayoutConstraint] = []
  /// Whether a solve changed variables that ``markChangedFrames()`` has not looked at yet.
  var hasUnmarkedSolve: Bool { solvedSinceDiff }
  /// Whether the engine's tree is being freed (see ``retire()``).
  @exclusivity(unchecked) private(set) var isRetired = false

  /// Whether the engine has changes not yet solved.
  var isDirty: Bool { needsSolve || !pendingAdds.isEmpty || !pendingRemovals.isEmpty }

  /// The strength that stands for a priority.
  ///
  /// Required at 1000; otherwise a priority level of its own (``Strength/priority(_:weight:)``),
  /// so that priorities are strictly ordered as UIKit documents them: "higher priority
  /// constraints are satisfied before lower priority constraints" — no number of constraints at
  /// 749 outweighs one at 750. Below 1 (internal stays), a plain strength under every level.
  /// UIKit: <https://developer.apple.com/documentation/uikit/nslayoutconstraint/priority>
  static func strength(for priority: UILayoutPriority) -> Strength {
    let value = Double(priority.rawValue)
    if value >= 1000 { return .required }
    if value < 1 { return Strength(Swift.max(0, value)) }
    return .priority(value)
  }

  /// The strength of a constraint broken to recover from a conflict: above every priority a
  /// user can give (999.99), below required.
  static let brokenStrength = Strength.priority(999.99)

  /// How the engine's constraints refer to it without keeping it alive.
  nonisolated let handle = LayoutEngineHandle()

  init() {
    Self.lastID += 1
    id = Self.lastID
    handle.engine = self
  }

  deinit {
    handle.engine = nil
  }

  /// Marks the engine as its tree's last state: the tree's root is being freed.
  ///
  /// Every view left in the tree is then either freed with the root or, kept by something else,
  /// leaves the tree to become a root of its own; nothing solves this engine again. Removing a
  /// constraint then only records that it left (no pivots in a tableau about to be freed), and
  /// the engine no longer solves or reports changed frames: its solver's rows still hold the
  /// variables of views that left, which belong to other engines now.
  func retire() {
    isRetired = true
    fitting = nil
    pendingAdds = []
    pendingRemovals = []
    needsSolve = false
    solvedSinceDiff = false
  }

  // MARK: Nodes

  func register(_ node: LayoutNode) {
    guard node.engineID != id else { return }
    node.engineID = id
    node.engineIndex = nodes.count
    node.applied = (.nan, .nan, .nan, .nan)
    nodes.append(node)
    node.setVariableTags(node.engineIndex)
    changedTags.append((node.engineIndex, ObjectIdentifier(node.x)))
  }

  func unregister(_ node: LayoutNode) {
    guard node.engineID == id, node.engineIndex >= 0, node.engineIndex < nodes.count else { return }
    let index = node.engineIndex
    let last = nodes.count - 1
    if index != last {
      nodes[index] = nodes[last]
      nodes[index].engineIndex = index
      nodes[index].setVariableTags(index)
      // Changes listed under its old index would be missed.
      changedTags.append((index, ObjectIdentifier(nodes[index].x)))
    }
    nodes.removeLast()
    node.setVariableTags(-1)
    node.engineID = 0
    node.engineIndex = -1
  }

  /// Marks for layout the views whose frames (or guides' frames) the last solve changed: a
  /// view's superview lays it out; a guide's owner updates its frame.
  func markChangedFrames() {
    guard solvedSinceDiff else { return }
    solvedSinceDiff = false
    var negative: [LayoutNode] = []
    if needsFullDiff {
      needsFullDiff = false
      changedTags.removeAll(keepingCapacity: true)
      for node in nodes { markIfChanged(node, negative: &negative) }
    } else {
      Self.markStamp &+= 1
      let stamp = Self.markStamp
      var pending: [(tag: Int, variable: ObjectIdentifier)] = []
      // Until none are left (a few rounds at most): marking runs overridable code, which may
      // move nodes, listing them again.
      var rounds = 0
      while !changedTags.isEmpty && rounds < 8 {
        rounds += 1
        swap(&pending, &changedTags)
        for (index, variable) in pending {
          // The tag is the node's index here (see `register`); checked, as the node may have
          // moved or left, and a variable may have been tagged by another engine since.
          guard index >= 0, index < nodes.count else { continue }
          // Borrowed: the engine's list keeps the node, and `markIfChanged` is done with it
          // before it runs overridable code.
          withBorrowed(Unmanaged.passUnretained(nodes[index])) { node in
            guard node.changeStamp != stamp, node.owns(variable) else { return }
            node.changeStamp = stamp
            markIfChanged(node, negative: &negative)
          }
        }
        pending.removeAllKeepingStorage()
      }
      if changedTags.isEmpty { swap(&pending, &changedTags) }
    }
    for node in negative { node.guardSize() }
  }

  /// Marks a node's view (or guide's owner) for layout when its solved frame moved, and lists
  /// the node in `negative` when its new size is negative (beyond round-off).
  ///
  /// The node may be borrowed: it is listed before any overridable code runs (which could
  /// remove its view), and not used afterwards.
  private func markIfChanged(_ node: LayoutNode, negative: inout [LayoutNode]) {
    let x = node.x.value
    let y = node.y.value
    let width = node.width.value
    let height = node.height.value
    let applied = node.applied
    if x == applied.x && y == applied.y && width == applied.width && height == applied.height {
      return
    }
    node.applied = (x, y, width, height)
    if width < -Self.negativeSizeTolerance || height < -Self.negativeSizeTolerance {
      negative.append(node)
    }
    if let view = node.viewReference {
      if let link = node.superviewLink {
        var markedByEngine = false
        if let parentNode = node.superviewNodeReference {
          // Borrowed: the superview keeps its node, and nothing overridable runs here.
          markedByEngine = withBorrowed(parentNode) { parentNode in
            guard parentNode.engineMarkOnly else { return false }
            // The superview is marked by the engine alone (so it needs layout, and was listed
            // for a visit with its ancestors when it was marked, or is on the running pass's
            // stack): add to its moved subviews, without touching the views.
            parentNode.movedSubviews.append(UnretainedView(view))
            return true
          }
        }
        if !markedByEngine {
          // Retained: marking runs overridable code (setNeedsLayout).
          link.takeUnretainedValue().requestEngineLayout(movingSubview: UnretainedView(view))
        }
      } else {
        view.takeUnretainedValue().setNeedsLayout()
      }
    } else if let owner = node.guide?.storedOwningView {
      owner.setNeedsLayout()
    }
  }

  // MARK: Adding and removing

  func add(_ constraint: NSLayoutConstraint) {
    guard constraint.storedActive, !isRetired else { return }
    if let node = constraint.firstHandle.node { register(node) }
    if let node = constraint.secondHandle.node { register(node) }
    if constraint.engineHandle === handle { return }
    constraint.enterEngine(handle)
    pendingAdds.append(constraint)
  }

  func remove(_ constraint: NSLayoutConstraint) {
    guard constraint.engineHandle === handle else { return }
    if isRetired {
      constraint.leaveEngine()
      return
    }
    endFitting()
    if constraint.isBroken { brokenConstraints.removeAll { $0 === constraint } }
    let solverConstraint = constraint.solverConstraint
    constraint.leaveEngine()
    if let solverConstraint {
      pendingRemovals.append(solverConstraint)
      needsSolve = true
    }
  }

  /// Takes the deactivated constraints out of the solver: before a solve, an edit or a
  /// fitting solution reads or changes it, so that none of them sees a constraint that left.
  @inline(__always)
  func applyPendingRemovals() {
    // Inlined check, out-of-line work: every solve and edit asks.
    if !pendingRemovals.isEmpty { removePendingNow() }
  }

  @inline(never)
  private func removePendingNow() {
    let queue = pendingRemovals
    pendingRemovals = []
    for solverConstraint in queue { try? solver.removeConstraint(solverConstraint) }
  }

  /// Queues every constraint held by the given views (a subtree joining this engine's tree).
  func addSubtree(_ views: [UIView]) {
    for view in views {
      register(view.node)
      view.forEachHeldConstraint { add($0) }
    }
  }

  /// Removes every constraint held by the given views (a subtree leaving this engine's tree).
  func removeSubtree(_ views: [UIView]) {
    for view in views {
      for constraint in view.heldConstraints() { remove(constraint) }
      for item in view.layoutItemsOwned() { unregister(item.node) }
    }
  }

  /// Removes and adds again (the meaning of the constraint changed: layout direction).
  func rebuild(_ constraint: NSLayoutConstraint) {
    remove(constraint)
    add(constraint)
  }

  /// Edits an added constraint's constant in the solver.
  ///
  /// - Returns: False when the new constant conflicts: the caller then recovers as UIKit does,
  ///   by breaking this constraint (``rebuild(_:)``, which reports the conflict).
  func updateConstantInPlace(of constraint: NSLayoutConstraint) -> Bool {
    guard constraint.engineHandle === handle, let solverConstraint = constraint.solverConstraint,
      !isRetired
    else { return true }
    applyPendingRemovals()
    let value = constraint.baseConstant - Double(constraint.storedConstant)
    if let session = fitting {
      // Into the fitting solution, and again into the engine's own when fitting ends.
      if (try? solver.setConstant(value, for: solverConstraint)) != nil {
        session.noteEdit(constraint)
        needsSolve = true
        return true
      }
      endFitting()
    }
    do {
      try solver.setConstant(value, for: solverConstraint)
      needsSolve = true
      return true
    } catch {
      return false
    }
  }

  func updatePriority(of constraint: NSLayoutConstraint) {
    guard constraint.engineHandle === handle, let solverConstraint = constraint.solverConstraint,
      !isRetired
    else { return }
    if constraint.isBroken { return }
    endFitting()
    applyPendingRemovals()
    do {
      try solver.setStrength(Self.strength(for: constraint.storedPriority), for: solverConstraint)
      needsSolve = true
    } catch {
      rebuild(constraint)
    }
  }

  // MARK: Solving

  /// Applies queued adds and updates the variables, if anything changed.
  func solveIfNeeded() {
    guard !isRetired else { return }
    endFitting()
    applyPendingRemovals()
    if !pendingAdds.isEmpty {
      let queue = pendingAdds
      pendingAdds = []
      // The constraints that stand for frames, content and guides go in first, so that when
      // a batch conflicts, the constraint broken is one of yours, as in UIKit's reports.
      for constraint in queue where constraint.systemKind != nil { addNow(constraint) }
      for constraint in queue where constraint.systemKind == nil { addNow(constraint) }
    }
    if needsSolve {
      solver.updateVariables(appendingTagsTo: &changedTags)
      needsSolve = false
      solvedSinceDiff = true
    }
  }

  /// The solver constraint that stands for `constraint`, whose built form is `expression`
  /// `relation` 0, at the constraint's priority.
  static func solverConstraint(
    for constraint: NSLayoutConstraint, expression: LinearExpression, relation: Relation
  ) -> Constraint {
    let strength = Self.strength(for: constraint.storedPriority)
    if let compression = constraint.storedCompressionPriority, relation == .equal {
      // A content-size constraint: growing breaks hugging, shrinking breaks compression
      // resistance (the expression is `size - intrinsic`).
      return Constraint(expression, below: Self.strength(for: compression), above: strength)
    }
    return Constraint(expression, relation, strength: strength)
  }

  private func addNow(_ constraint: NSLayoutConstraint) {
    guard constraint.storedActive, constraint.engineHandle === handle,
      constraint.solverConstraint == nil, let holder = constraint.holder
    else { return }
    guard let built = LayoutExpression.build(constraint, in: holder) else {
      constraint.leaveEngine()
      LayoutDiagnostics.report(.noCommonAncestor(constraint))
      return
    }
    constraint.baseConstant = built.constant + Double(constraint.storedConstant)
    let relation = built.relation
    let solverConstraint = Self.solverConstraint(
      for: constraint, expression: built.expression, relation: relation)
    do {
      try solver.addConstraint(solverConstraint)
      constraint.solverConstraint = solverConstraint
      needsSolve = true
    } catch SolverError.unsatisfiableConstraint(_, let conflicting) {
      let conflict = conflicting.compactMap { owner(of: $0) }
      if constraint.systemKind == .rootSize,
        let yours = conflict.last(where: { $0.systemKind == nil && !$0.isBroken }),
        let yoursInSolver = yours.solverConstraint,
        (try? solver.removeConstraint(yoursInSolver)) != nil
      {
        // A root's size came after your constraints (it is left out while the root is only
        // measured): the size holds and yours is the one broken, as when the size came first.
        yours.solverConstraint = nil
        addNow(constraint)
        addNow(yours)
        return
      }
      let broken = Constraint(built.expression, relation, strength: Self.brokenStrength)
      if (try? solver.addConstraint(broken)) != nil {
        constraint.solverConstraint = broken
        constraint.isBroken = true
        brokenConstraints.removeAll { !$0.isBroken || $0.engineHandle !== handle }
        brokenConstraints.append(constraint)
        needsSolve = true
      } else {
        constraint.leaveEngine()
      }
      let issue = LayoutIssue.unsatisfiable(breaking: constraint, conflict: conflict)
      if constraint.isBroken { constraint.brokenConflict = issue }
      LayoutDiagnostics.report(issue)
    } catch {
      constraint.leaveEngine()
      LayoutDiagnostics.report(.engineRefused(constraint, reason: "\(error)"))
    }
  }

  // MARK: Fitting sizes

  /// What a fitting solution answers: the root's node and the target with its priorities, and
  /// the root's alignment insets (the temporary constraints pull the alignment rectangle
  /// toward the target less the insets).
  struct FittingKey: Equatable {
    let node: ObjectIdentifier
    let target: CGSize
    let insets: UIEdgeInsets
    let horizontal: UILayoutPriority
    let vertical: UILayoutPriority
  }

  /// A fitting solution held by the solver: the engine's own state saved, and the constraints
  /// whose constants changed since (to be edited into that state when it comes back).
  ///
  /// A class, so that the engine's checks for one (on every solve and constant edit) compare a
  /// reference instead of copying the saved state.
  final class FittingSession {
    let key: FittingKey
    let saved: Solver.SavedState
    /// The root's size constraints kept queued (not yet added when fitting began).
    let deferred: [NSLayoutConstraint]
    /// Each constraint whose constant changed, once, in the order of their first change (the
    /// current constant is the one edited in): a sizing cell bound to thousands of items keeps
    /// one entry per content constraint, not one per binding.
    private(set) var edited: [NSLayoutConstraint] = []
    private var editedIdentities: Set<ObjectIdentifier> = []

    init(key: FittingKey, saved: Solver.SavedState, deferred: [NSLayoutConstraint]) {
      self.key = key
      self.saved = saved
      self.deferred = deferred
    }

    /// Notes that `constraint`'s constant was edited into the fitting solution.
    func noteEdit(_ constraint: NSLayoutConstraint) {
      // The list keeps the constraint alive: its identity is not reused while listed.
      guard editedIdentities.insert(ObjectIdentifier(constraint)).inserted else { return }
      edited.append(constraint)
    }
  }

  /// Whether the solver holds the fitting solution `key` asks for, with nothing queued: the
  /// caller reads it (constant edits since went into it).
  func continueFitting(_ key: FittingKey) -> Bool {
    fitting?.key == key && pendingAdds.isEmpty
  }

  /// The fitting solution the solver holds, if any: a caller that runs overridable code while
  /// reading one checks that it still holds the same (that code may end it: a layout, say).
  var currentFitting: FittingSession? { fitting }

  /// Solves what is pending, then makes the solver hold a fitting solution.
  ///
  /// The root's size constraints `rootSize` are left out: taken out of the solver, or kept
  /// queued when they have not been added yet (so that a root frame too small for its content
  /// is reported by layout, not by measuring). The broken required constraints are required
  /// again where they hold without the root's size (see `requireBroken()`). `constrain` adds
  /// the temporary ones
  /// (``Solver/currentValue(of:)`` reads the solution). The engine's own solution comes back,
  /// exactly, at the next operation that is not a constant edit (``endFitting()``); until then,
  /// fitting again with the same key costs only the constant edits made meanwhile (a sizing
  /// cell bound to the next item).
  func beginFitting(
    _ key: FittingKey, rootSize: [NSLayoutConstraint], constrain: (Solver) -> Void
  ) {
    endFitting()
    var deferred: [NSLayoutConstraint] = []
    if !pendingAdds.isEmpty {
      pendingAdds.removeAll { constraint in
        guard rootSize.contains(where: { $0 === constraint }) else { return false }
        deferred.append(constraint)
        return true
      }
    }
    solveIfNeeded()
    fitting = FittingSession(key: key, saved: solver.savedState(), deferred: deferred)
    for constraint in rootSize where constraint.engineHandle === handle {
      if let solverConstraint = constraint.solverConstraint {
        try? solver.removeConstraint(solverConstraint)
      }
    }
    requireBroken()
    constrain(solver)
  }

  /// Makes the broken required constraints required again in a fitting solution, where they
  /// hold.
  ///
  /// What broke them may be the root's size, which the fitting leaves out; the measured tree is
  /// solved as a temporary solver of its own constraints solves it, where they are required.
  /// One that still conflicts stays broken. The saved state takes all of it back.
  private func requireBroken() {
    guard !brokenConstraints.isEmpty else { return }
    brokenConstraints.removeAll { !$0.isBroken || $0.engineHandle !== handle }
    for constraint in brokenConstraints
    where constraint.storedPriority.rawValue >= 1000 && constraint.storedCompressionPriority == nil
    {
      guard let broken = constraint.solverConstraint,
        (try? solver.removeConstraint(broken)) != nil
      else { continue }
      if (try? solver.addConstraint(Constraint(broken, strength: .required))) == nil {
        _ = try? solver.addConstraint(broken)
      }
    }
  }

  /// Puts back the engine's own solution if the solver holds a fitting one, with the constant
  /// edits made meanwhile.
  @inline(__always)
  func endFitting() {
    // Inlined check, out-of-line work: every solve and edit asks.
    if fitting != nil { endFittingSession() }
  }

  @inline(never)
  private func endFittingSession() {
    guard let session = fitting else { return }
    fitting = nil
    solver.restore(session.saved)
    pendingAdds += session.deferred
    for constraint in session.edited {
      guard constraint.engineHandle === handle, let solverConstraint = constraint.solverConstraint
      else { continue }
      let value = constraint.baseConstant - Double(constraint.storedConstant)
      if (try? solver.setConstant(value, for: solverConstraint)) != nil {
        needsSolve = true
      } else {
        // It conflicts in the engine's own solution: broken and reported, as any constant
        // edit that conflicts is (see `NSLayoutConstraint.constant`).
        rebuild(constraint)
      }
    }
  }

  // MARK: Owners

  /// The layout constraint whose solver constraint `solverConstraint` is, found among the
  /// constraints that refer to the engine's items (every constraint in the engine refers to a
  /// registered item); asked only to report a conflict, so no table is kept for it.
  private func owner(of solverConstraint: Constraint) -> NSLayoutConstraint? {
    for node in nodes {
      for constraint in node.affecting
      where constraint.solverConstraint === solverConstraint && constraint.engineHandle === handle {
        return constraint
      }
    }
    return nil
  }

  // MARK: Reading

  /// The item's frame in its parent's coordinates, as last solved.
  ///
  /// A negative size (required constraints that force one; see ``LayoutNode/guardSize()``)
  /// comes out as zero: frames are never negative.
  func frame(of item: any LayoutItem) -> CGRect {
    frame(of: item.node)
  }

  /// ``frame(of:)`` by the item's node (no existential on the layout paths).
  func frame(of node: LayoutNode) -> CGRect {
    let solved = CGRect(
      x: LayoutExpression.rounded(node.x.value), y: LayoutExpression.rounded(node.y.value),
      width: max(0, LayoutExpression.rounded(node.width.value)),
      height: max(0, LayoutExpression.rounded(node.height.value)))
    return LayoutNode.alignmentInsetsInUse ? node.frame(fromSolved: solved) : solved
  }

  /// Whether another solution gives the item another position or size on the axis.
  ///
  /// Only constraints at a layout priority decide: the stays under every priority (a root's or
  /// a scroll view's content guide's last size) keep values that nothing decided. A layout
  /// guide is never a root, whatever its owning view.
  func isAmbiguous(_ item: (any LayoutItem)?, axis: NSLayoutConstraint.Axis) -> Bool {
    guard let item else { return false }
    solveIfNeeded()
    return ambiguousVariable(of: item, axis: axis) != nil
  }

  /// Re-solves, queued adds included, and gives every variable the engine's solution back
  /// (after the ambiguity pushes moved them).
  func restoreValues() {
    solveIfNeeded()
    restoreValuesKeepingQueue()
  }

  /// Gives the variables the engine's own solution back after another solver overwrote them
  /// (a fitting size measured in a temporary solver), without applying queued adds: layout
  /// applies them and reports their conflicts (a root's size kept queued by
  /// ``beginFitting(_:rootSize:constrain:)`` among them).
  func restoreValuesKeepingQueue() {
    endFitting()
    applyPendingRemovals()
    solver.updateAllVariables()
    solvedSinceDiff = true
    needsFullDiff = true
  }
}

extension UIView {
  /// Every active constraint held by the view: the ones you activated here, its content-size
  /// constraints, its subviews' autoresizing constraints, its root size, its guides'.
  func heldConstraints() -> [NSLayoutConstraint] {
    var result: [NSLayoutConstraint] = []
    forEachHeldConstraint { result.append($0) }
    return result
  }

  /// Calls `body` with each constraint of ``heldConstraints()``, in the same order, without
  /// collecting them.
  func forEachHeldConstraint(_ body: (NSLayoutConstraint) -> Void) {
    func visit(_ constraints: [NSLayoutConstraint]) {
      for constraint in constraints where constraint.storedActive && constraint.holder === self {
        body(constraint)
      }
    }
    visit(installedConstraints)
    visit(systemConstraints.contentSize)
    visit(systemConstraints.nonNegativeSize)
    if storedSuperview == nil { visit(systemConstraints.autoresizing) }
    for subview in storedSubviews { visit(subview.systemConstraints.autoresizing) }
    if let cachedMarginsGuide { visit(cachedMarginsGuide.systemConstraints) }
    if let cachedSafeAreaGuide { visit(cachedSafeAreaGuide.systemConstraints) }
    for guide in extraSystemGuides() { visit(guide.systemConstraints) }
  }
}

extension NSLayoutConstraint {
  /// Records that the constraint is queued for `engine` (its add pending).
  func enterEngine(_ engine: LayoutEngineHandle) {
    engineHandle = engine
    solverConstraint = nil
    baseConstant = 0
    isBroken = false
    brokenConflict = nil
  }

  /// Records that the constraint is in no engine.
  func leaveEngine() {
    engineHandle = nil
    solverConstraint = nil
    baseConstant = 0
    isBroken = false
    brokenConflict = nil
  }
}
