internal import SwiftLayoutEngine

extension UIView {
  /// The fitting size: the work of ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
  ///
  /// Solved twice when the subtree holds a view whose content size depends on the width layout
  /// gives it (a multi-line label with no ``UILabel/preferredMaxLayoutWidth``), as UIKit does:
  /// the first solution gives each such view its width, the second uses the content size at
  /// that width — so a self-sizing cell's wrapped label is as tall as its lines.
  func fittingSize(
    _ targetSize: CGSize, horizontal horizontalFittingPriority: UILayoutPriority,
    vertical verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    // A root whose engine could not answer (see `fittingSizeInEngine`) had its constraints
    // taken, and their conflicts reported, by that engine: the temporary solver reports none
    // again, and leaves the root's size queued for layout.
    var engineTookConstraints = false
    if storedSuperview == nil, !layoutTree.passInProgress {
      if let size = fittingSizeInEngine(
        targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
      {
        return size
      }
      engineTookConstraints = true
    }
    let subtree = subtreeViews()
    updateConstraintsIfNeeded()
    for view in subtree {
      view.node.systemDirty = false
      view.refreshSystemConstraints()
    }
    // In the engine's order (see `LayoutEngine.addSubtree` and `solveIfNeeded`): subviews before
    // their superviews, and the constraints that stand for frames, content and guides before
    // the others. Content sizes added after the constraints that use them make the solver
    // substitute every label's size into every row that mentions it, many times the work.
    let ordered = subtreeViewsChildrenFirst()
    var size = solveFitting(
      targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority,
      views: ordered, contentSizes: [:], reportsConflicts: !engineTookConstraints)
    var contentSizes: [ObjectIdentifier: CGSize] = [:]
    for view in ordered where view.contentSizeFollowsLayoutWidth {
      let width = LayoutExpression.rounded(view.node.width.value)
      let content = view.contentSize(forLayoutWidth: width)
      if content != view.systemConstraints.contentSizeSource {
        contentSizes[ObjectIdentifier(view)] = content
      }
    }
    if !contentSizes.isEmpty {
      size = solveFitting(
        targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority,
        views: ordered, contentSizes: contentSizes, reportsConflicts: false)
    }
    // The temporary solver wrote the shared variables: give the tree's engine its values back,
    // leaving what is queued to layout (which reports its conflicts, a root's frame too small
    // for its content among them).
    layoutTree.engine?.restoreValuesKeepingQueue()
    return size
  }

  /// The fitting size of a view that is the root of its tree, solved in the tree's own engine.
  ///
  /// As UIKit's engine answers it: the root's size constraints are left out and the size is
  /// pulled toward `targetSize` by two temporary constraints. The engine keeps that fitting
  /// solution until its next operation that is not a constant edit, then puts its own back
  /// exactly (the same solution, ties broken as before; see `LayoutEngine.beginFitting`). So a
  /// view measured again after a few content changes — a sizing cell bound to the next item —
  /// costs those edits, not a solve from scratch.
  ///
  /// - Returns: The size, or `nil` when it must come from a temporary solver instead (a
  ///   width-dependent content size that conflicts with required constraints in place).
  private func fittingSizeInEngine(
    _ targetSize: CGSize, horizontal horizontalFittingPriority: UILayoutPriority,
    vertical verticalFittingPriority: UILayoutPriority
  ) -> CGSize? {
    let tree = layoutTree
    if tree.needsUpdateConstraints {
      tree.needsUpdateConstraints = false
      updateConstraintsIfNeeded()
    }
    let engine = tree.engineForLayout()
    // A tree being freed (a deinitializer measuring) is measured by the temporary solver.
    guard !engine.isRetired else { return nil }
    // Content changes since the last call go into the fitting solution as constant edits.
    tree.refreshSystemConstraints()
    let node = self.node
    let insets = node.alignmentInsets
    let key = LayoutEngine.FittingKey(
      node: ObjectIdentifier(node), target: targetSize, insets: insets,
      horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    if !engine.continueFitting(key) {
      // Adds what is pending (reporting conflicts as layout reports them) first.
      let rootSize = systemConstraints.autoresizing.filter { $0.systemKind == .rootSize }
      engine.beginFitting(key, rootSize: rootSize) { solver in
        for (variable, length, priority) in [
          (node.width, targetSize.width - insets.left - insets.right, horizontalFittingPriority),
          (node.height, targetSize.height - insets.top - insets.bottom, verticalFittingPriority),
        ] {
          let fitting = Constraint(
            LinearExpression([Term(variable)], constant: -Double(length)), .equal,
            strength: LayoutEngine.strength(for: priority))
          if (try? solver.addConstraint(fitting)) == nil {
            // A required target the subtree cannot take: pulled toward as hard as anything
            // can.
            _ = try? solver.addConstraint(
              Constraint(fitting, strength: LayoutEngine.brokenStrength))
          }
        }
      }
    }
    let solver = engine.solver
    let session = engine.currentFitting
    func solvedSize() -> CGSize {
      CGSize(
        width: LayoutExpression.rounded(solver.currentValue(of: node.width)) + insets.left
          + insets.right,
        height: LayoutExpression.rounded(solver.currentValue(of: node.height)) + insets.top
          + insets.bottom)
    }
    // The second solution, when content sizes follow the width the first one gave
    // (multi-line labels): their content-size constraints take the size at that width for
    // the reading, then their own constants back.
    var edited: [(constraint: Constraint, restore: Double)] = []
    var usable = true
    edit: for view in viewsWithWidthDependentContent() {
      let width = LayoutExpression.rounded(solver.currentValue(of: view.node.width))
      let content = view.contentSize(forLayoutWidth: width)
      // The content size runs overridable code, which may have ended the fitting solution
      // (a layout of the tree, say): the solver holds the engine's own then, so the size
      // comes from a temporary solver instead.
      guard engine.currentFitting === session else {
        usable = false
        break edit
      }
      guard content != view.systemConstraints.contentSizeSource else { continue }
      for constraint in view.systemConstraints.contentSize
      where constraint.firstItem === view && constraint.engineHandle === engine.handle {
        // A broken one too (kept just below required after a conflict, a frame too small for
        // the lines, say): it still stands for the content size, at the width measured.
        guard let solverConstraint = constraint.solverConstraint else { continue }
        let length = constraint.firstAttribute == .width ? content.width : content.height
        let own = constraint.baseConstant - Double(constraint.storedConstant)
        do {
          try solver.setConstant(
            constraint.baseConstant - Double(Swift.max(0, length)), for: solverConstraint)
          edited.append((solverConstraint, own))
        } catch {
          usable = false
          break edit
        }
      }
    }
    let size = solvedSize()
    for (constraint, own) in edited.reversed()
    where (try? solver.setConstant(own, for: constraint)) == nil {
      // Not expected (those constants held before); the engine's own state comes back whole.
      engine.endFitting()
      break
    }
    if !usable { engine.endFitting() }
    return usable ? size : nil
  }

  /// A spare work list for ``viewsWithWidthDependentContent()`` (a nested call, from an
  /// overridden intrinsic size, takes an empty one).
  @exclusivity(unchecked) private nonisolated(unsafe) static var spareFittingStack:
    [UnretainedView] = []

  /// The views of the subtree whose content size depends on the width layout gives them
  /// (usually none: then nothing is allocated).
  private func viewsWithWidthDependentContent() -> [UIView] {
    var found: [UIView] = []
    var stack: [UnretainedView] = []
    swap(&stack, &Self.spareFittingStack)
    // No overridable code runs during the walk: the views stay in the tree that keeps them.
    stack.append(UnretainedView(view: self))
    while let entry = stack.popLast() {
      withBorrowed(entry.reference) { view in
        if view.contentSizeFollowsLayoutWidth { found.append(view) }
        for subview in view.storedSubviews { stack.append(UnretainedView(view: subview)) }
      }
    }
    swap(&stack, &Self.spareFittingStack)
    return found
  }

  /// Solves the subtree's constraints in a temporary solver, with the view's size pulled toward
  /// `targetSize`, and returns the view's frame size; `contentSizes` replace the intrinsic sizes
  /// the content-size constraints of those views were made from.
  ///
  /// Required constraints of the subtree that cannot hold together are kept just below
  /// required, as layout keeps them, and — when `reportsConflicts` (the first of the two
  /// solutions) — reported as layout reports them: UIKit logs a conflict whichever solution
  /// meets it.
  private func solveFitting(
    _ targetSize: CGSize, horizontal horizontalFittingPriority: UILayoutPriority,
    vertical verticalFittingPriority: UILayoutPriority, views ordered: [UIView],
    contentSizes: [ObjectIdentifier: CGSize], reportsConflicts: Bool
  ) -> CGSize {
    let solver = Solver()
    // The layout constraint of each solver constraint added, to name a conflict's members.
    var added: [(solver: Constraint, layout: NSLayoutConstraint)] = []
    for systemPass in [true, false] {
      for view in ordered {
        let content = contentSizes.isEmpty ? nil : contentSizes[ObjectIdentifier(view)]
        for constraint in view.heldConstraints() where (constraint.systemKind != nil) == systemPass
        {
          if view === self && constraint.systemKind == .rootSize { continue }
          guard var built = LayoutExpression.build(constraint, in: view) else { continue }
          if let content, constraint.firstItem === view,
            constraint.systemKind == .contentSize || constraint.systemKind == .contentHugging
              || constraint.systemKind == .contentCompression
          {
            let length =
              constraint.firstAttribute == .width ? content.width : content.height
            built = LinearExpressionBox(
              expression: LinearExpression(
                built.expression.terms,
                constant: built.constant + Double(constraint.storedConstant)
                  - Double(Swift.max(0, length))),
              relation: built.relation)
          }
          let solverConstraint = LayoutEngine.solverConstraint(
            for: constraint, expression: built.expression, relation: built.relation)
          do {
            try solver.addConstraint(solverConstraint)
            if reportsConflicts { added.append((solverConstraint, constraint)) }
          } catch {
            _ = try? solver.addConstraint(
              Constraint(built.expression, built.relation, strength: LayoutEngine.brokenStrength))
            // One the tree's engine broke was reported when it broke it (by layout).
            if reportsConflicts, !constraint.isBroken,
              case .unsatisfiableConstraint(_, let conflicting) = error
            {
              let conflict = conflicting.compactMap { member in
                added.first { $0.solver === member }?.layout
              }
              LayoutDiagnostics.report(.unsatisfiable(breaking: constraint, conflict: conflict))
            }
          }
        }
      }
    }
    // The target and the result are frame sizes; the variables describe the alignment
    // rectangle.
    let insets = node.alignmentInsets
    let horizontal = Constraint(
      LinearExpression(
        [Term(node.width)], constant: -Double(targetSize.width - insets.left - insets.right)),
      .equal,
      strength: LayoutEngine.strength(for: horizontalFittingPriority))
    let vertical = Constraint(
      LinearExpression(
        [Term(node.height)], constant: -Double(targetSize.height - insets.top - insets.bottom)),
      .equal,
      strength: LayoutEngine.strength(for: verticalFittingPriority))
    for fitting in [horizontal, vertical] where (try? solver.addConstraint(fitting)) == nil {
      _ = try? solver.addConstraint(Constraint(fitting, strength: LayoutEngine.brokenStrength))
    }
    solver.updateVariables()
    return CGSize(
      width: LayoutExpression.rounded(node.width.value) + insets.left + insets.right,
      height: LayoutExpression.rounded(node.height.value) + insets.top + insets.bottom)
  }

  /// The views of this subtree whose layout is ambiguous, with the ambiguous axes, as a
  /// ``Headless/LayoutIssue`` (also reported), or `nil` when every frame is determined.
  /// (HeadlessUIKit only.)
  ///
  /// - Returns: The issue naming each ambiguous view and axis, e.g. `title: horizontal`.
  @discardableResult
  func ambiguityReport() -> LayoutIssue? {
    guard let engine = layoutTree.engineForQueries() else { return nil }
    var lines: [String] = []
    var names: [String] = []
    for view in subtreeViews() {
      var axes: [String] = []
      if engine.isAmbiguous(view, axis: .horizontal) { axes.append("horizontal") }
      if engine.isAmbiguous(view, axis: .vertical) { axes.append("vertical") }
      guard !axes.isEmpty else { continue }
      names.append(view.itemName)
      lines.append("    \(view.itemName): \(axes.joined(separator: ", "))")
    }
    guard !lines.isEmpty else { return nil }
    let issue = LayoutIssue(
      kind: .ambiguousLayout,
      message: "Ambiguous layout (another solution moves or resizes these views):\n"
        + lines.joined(separator: "\n"),
      views: names)
    LayoutDiagnostics.report(issue)
    return issue
  }
}
