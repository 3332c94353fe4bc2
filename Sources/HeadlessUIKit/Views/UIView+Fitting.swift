internal import SwiftLayoutEngine

extension UIView {
  /// The fitting size: the work of ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
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
    let solver = Solver()
    // In the engine's order (see `LayoutEngine.addSubtree` and `solveIfNeeded`): subviews before
    // their superviews, and the constraints that stand for frames, content and guides before
    // the others. Content sizes added after the constraints that use them make the solver
    // substitute every label's size into every row that mentions it, many times the work.
    let ordered = subtreeViewsChildrenFirst()
    for systemPass in [true, false] {
      for view in ordered {
        for constraint in view.heldConstraints() where (constraint.systemKind != nil) == systemPass
        {
          if view === self && constraint.systemKind == .rootSize { continue }
          guard let built = LayoutExpression.build(constraint, in: view) else { continue }
          let strength = LayoutEngine.strength(for: constraint.storedPriority)
          let solverConstraint = Constraint(built.expression, built.relation, strength: strength)
          if (try? solver.addConstraint(solverConstraint)) == nil {
            _ = try? solver.addConstraint(
              Constraint(built.expression, built.relation, strength: LayoutEngine.brokenStrength))
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
    let size = CGSize(
      width: LayoutExpression.rounded(node.width.value) + insets.left + insets.right,
      height: LayoutExpression.rounded(node.height.value) + insets.top + insets.bottom)
    // The temporary solver wrote the shared variables: give the tree's engine its values back.
    layoutTree.engine?.restoreValues()
    return size
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
