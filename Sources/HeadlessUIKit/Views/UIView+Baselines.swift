extension UIView {
  /// Rebuilds the active constraints on a baseline this view provides — its own, and those of
  /// ancestors that forward their baseline to it (``forFirstBaselineLayout``,
  /// ``forLastBaselineLayout``) — so that they follow a changed font.
  ///
  /// A baseline constraint's offset from the view's top or bottom is read when the constraint
  /// enters the engine; ``invalidateIntrinsicContentSize()`` calls this to read it again.
  func refreshBaselineConstraints() {
    guard let offsets = baselineOffsets(), let engine = layoutTree.engine else { return }
    if let last = node.lastBaselineOffsets, last == offsets { return }
    node.lastBaselineOffsets = offsets
    var current: UIView? = self
    while let view = current {
      for constraint in view.node.affecting where constraint.usesBaseline(of: view) {
        engine.rebuild(constraint)
      }
      guard let parent = view.storedSuperview,
        parent.forFirstBaselineLayout === self || parent.forLastBaselineLayout === self
      else { break }
      current = parent
    }
  }
}

extension NSLayoutConstraint {
  /// Whether the constraint refers to the first or last baseline of `item`.
  func usesBaseline(of item: UIView) -> Bool {
    let baselines: [Attribute] = [.firstBaseline, .lastBaseline]
    return (first === item && baselines.contains(firstAttr))
      || (second === item && baselines.contains(secondAttr))
  }
}
