extension LayoutTree {
  /// Whether the tree's engine is the one `reference` refers to.
  @inline(__always)
  func holdsEngine(_ reference: Unmanaged<LayoutEngine>) -> Bool {
    guard let engine else { return false }
    return Unmanaged.passUnretained(engine).toOpaque() == reference.toOpaque()
  }

  /// The tree's engine, made (with every constraint of the tree) on first need.
  @inline(__always)
  func engineForLayout() -> LayoutEngine {
    if let engine { return engine }
    return makeEngine()
  }

  /// Makes the tree's engine with every constraint of the tree.
  @inline(never)
  private func makeEngine() -> LayoutEngine {
    let engine = LayoutEngine()
    self.engine = engine
    if let root {
      for view in root.subtreeViews() { view.markSystemConstraintsDirty() }
      engine.addSubtree(root.subtreeViewsChildrenFirst())
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
