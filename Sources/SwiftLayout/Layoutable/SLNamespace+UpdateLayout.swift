extension SLNamespace where Base: Layoutable {
  /// Applies the layout over the current activation and keeps the result in `activation`.
  ///
  /// ```swift
  /// self.sl.updateLayout()          // immediate
  /// self.sl.updateLayout(.forced)   // and lay out now
  /// self.sl.updateLayout(.deferred) // once per run-loop turn
  /// ```
  ///
  /// An update asked for while this item's layout is being updated (a layout property set by
  /// `config` or `onActivate`) runs right after the current one, not inside it.
  public func updateLayout(_ mode: LayoutUpdateMode = .immediate) {
    switch mode {
    case .immediate:
      let base = self.base
      NestedLayoutUpdates.run(base) {
        base.activation = base.layout.update(fromActivation: base.activation)
      }
    case .forced:
      let base = self.base
      NestedLayoutUpdates.run(base) {
        base.activation = base.layout.update(fromActivation: base.activation)
      }
      base.activation?.layoutRootsIfNeeded()
    case .deferred:
      let base = self.base
      DeferredLayoutUpdates.schedule(base) { [weak base] in
        base?.sl.updateLayout(.immediate)
      }
    }
  }
}

extension Activation {
  /// Runs a layout pass over the views this activation's roots live in.
  func layoutRootsIfNeeded() {
    for view in rootContainers {
      layoutPass(view)
    }
  }

  /// The views that contain this activation's roots (or the roots themselves).
  var rootContainers: [SLView] {
    nodeIDs.indices.compactMap { index in
      guard nodePlacements[index] == .root, let view = nodeItems[index].object as? SLView
      else { return nil }
      return view.superview ?? view
    }
  }
}

/// Lays out `view`'s subtree now (`layoutIfNeeded()`).
@MainActor
func layoutPass(_ view: SLView) {
  #if SWIFTLAYOUT_UIKIT_API
  view.layoutIfNeeded()
  #else
  view.layoutSubtreeIfNeeded()
  #endif
}
