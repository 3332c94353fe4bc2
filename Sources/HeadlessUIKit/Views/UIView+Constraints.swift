extension UIView {
  /// Called after a constraint held by this view changed: the layout is out of date.
  func constraintsDidChange(_ constraint: NSLayoutConstraint) {
    // The engine reports every frame the change moves (see `LayoutEngine.markChangedFrames()`),
    // so these marks need not make the views compare all their subviews' frames.
    requestEngineLayout(moving: nil)
    constraint.first?.parentView?.requestEngineLayout(moving: nil)
    if let view = constraint.first as? UIView { view.requestEngineLayout(moving: nil) }
  }
}
