extension UIView {
  /// Called after a constraint held by this view changed: the layout is out of date.
  func constraintsDidChange(_ constraint: NSLayoutConstraint) {
    // The engine reports every frame the change moves (see `LayoutEngine.markChangedFrames()`),
    // so these marks need not make the views compare all their subviews' frames.
    requestEngineLayout(movingSubview: nil)
    if let view = constraint.firstHandle.view {
      // The first item is a view (no cast): its superview, then the view.
      // The superview is usually this view (it holds the constraints between itself and its
      // subviews): compared through the node's unretained link, retained only when it differs.
      let link = view.node.superviewLink
      if link != nil, !link.refers(to: self), let superview = view.storedSuperview {
        superview.requestEngineLayout(movingSubview: nil)
      }
      view.requestEngineLayout(movingSubview: nil)
    } else {
      constraint.first?.parentView?.requestEngineLayout(movingSubview: nil)
    }
  }
}
