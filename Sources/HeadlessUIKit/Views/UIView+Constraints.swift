extension UIView {
  /// The constraints held by the view: those you activated whose closest common ancestor is this
  /// view (or, with no second item, whose item is this view or a guide it owns).
  ///
  /// Constraints HeadlessUIKit makes itself (autoresizing, content size, guide positions) are not
  /// listed. UIKit: <https://developer.apple.com/documentation/uikit/uiview/constraints>
  public var constraints: [NSLayoutConstraint] { installedConstraints }

  /// Adds a constraint on the layout of the receiving view or its subviews; prefer
  /// ``NSLayoutConstraint/isActive``.
  ///
  /// The constraint must involve only the receiver and views (or guides) in its subtree; it is
  /// held — and evaluated — here.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/addconstraint(_:)>
  ///
  /// - Parameter constraint: The constraint to add.
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    guard !constraint.storedActive else { return }
    if let reason = constraint.invalidReason {
      LayoutDiagnostics.report(.invalid(constraint, reason: reason))
      return
    }
    let items = [constraint.first?.ownerView, constraint.second?.ownerView]
    let inSubtree = items.allSatisfy { view in
      guard let view else { return false }
      return view.isDescendant(of: self)
    }
    let second = constraint.second == nil || constraint.second?.ownerView != nil
    guard constraint.first?.ownerView != nil, second, inSubtree else {
      LayoutDiagnostics.report(.noCommonAncestor(constraint))
      return
    }
    constraint.install(on: self)
  }

  /// Adds multiple constraints on the layout of the receiving view or its subviews.
  ///
  /// - Parameter constraints: The constraints to add.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Removes the specified constraint from the view (deactivating it).
  ///
  /// - Parameter constraint: The constraint to remove; ignored if the view doesn't hold it.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.holder === self else { return }
    constraint.isActive = false
  }

  /// Removes the specified constraints from the view.
  ///
  /// - Parameter constraints: The constraints to remove.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// Returns the constraints that affect the position or size of the view along an axis.
  ///
  /// - Parameter axis: The axis of the constraints to return.
  /// - Returns: The active constraints referring to the view on that axis, system ones included.
  public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis)
    -> [NSLayoutConstraint]
  {
    node.affecting.filter { $0.firstAttr.axis == axis }
  }

  /// Called after a constraint held by this view changed: the layout is out of date.
  func constraintsDidChange(_ constraint: NSLayoutConstraint) {
    // The engine reports every frame the change moves (see `LayoutEngine.markChangedFrames()`),
    // so these marks need not make the views compare all their subviews' frames.
    requestEngineLayout(moving: nil)
    constraint.first?.parentView?.requestEngineLayout(moving: nil)
    if let view = constraint.first as? UIView { view.requestEngineLayout(moving: nil) }
  }
}
