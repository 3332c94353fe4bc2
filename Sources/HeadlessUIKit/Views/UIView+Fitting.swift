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
      views: ordered, contentSizes: [:], reportsConflicts: true)
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
    // The temporary solver wrote the shared variables: give the tree's engine its values back.
    layoutTree.engine?.restoreValues()
    return size
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
            if reportsConflicts, case .unsatisfiableConstraint(_, let conflicting) = error {
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
  /// ``LayoutIssue`` (also reported), or `nil` when every frame is determined.
  /// (HeadlessUIKit only.)
  ///
  /// - Returns: The issue naming each ambiguous view and axis, e.g. `title: horizontal`.
  @discardableResult
  public func ambiguityReport() -> LayoutIssue? {
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
