extension UIView {
  /// The margins in effect: the view's own (``directionalLayoutMargins`` as set, in its layout
  /// direction), raised on each edge to what the superview's margins require while the view
  /// preserves them.
  var effectiveLayoutMargins: UIEdgeInsets {
    var own = physicalMargins(from: storedDirectionalMargins)
    if mayHaveOwningViewController { own = raisedToSystemMinimum(own) }
    guard node.preservesSuperviewMargins, let inherited = inheritedMargins else { return own }
    return own.raised(to: inherited)
  }

  /// Applies a new ``preservesSuperviewLayoutMargins``.
  func setPreservesSuperviewMargins(_ newValue: Bool) {
    guard newValue != node.preservesSuperviewMargins else { return }
    if newValue {
      node.marginCascade.insert(.preserves)
      storedSuperview?.node.marginCascade.insert(.hasPreservingSubviews)
    } else {
      let before = effectiveLayoutMargins
      node.marginCascade.remove(.preserves)
      inheritedMargins = nil
      if effectiveLayoutMargins != before { marginsInEffectDidChange() }
    }
    setNeedsLayout()
  }

  /// Keeps the cascade in step with a new superview (or none) of a view that preserves its
  /// superview's margins: the new superview's layout passes look for it, and a view left
  /// without a superview is back to its own margins.
  func preservingViewSuperviewDidChange() {
    if let superview = storedSuperview {
      superview.node.marginCascade.insert(.hasPreservingSubviews)
    } else {
      applyInheritedMargins(nil)
    }
  }

  /// A layout pass's margin work for a view that preserves its superview's margins or has
  /// subviews that do: updates its own effective margins, then lists those subviews for a
  /// visit in this pass (their margins depend on this view's margins, size and safe area).
  @inline(never)
  func cascadeMargins() {
    let cascade = node.marginCascade
    if cascade.contains(.preserves) { updateInheritedMargins() }
    if cascade.contains(.hasPreservingSubviews) {
      for subview in storedSubviews where subview.node.preservesSuperviewMargins {
        subview.markFrameChangedInPass(in: self)
      }
    }
  }

  /// Computes, from the superview's effective margins and the two views' frames, the least
  /// margins that keep content inside this view's ``layoutMarginsGuide`` also inside the
  /// superview's (UIKit: "the smallest amount needed to ensure that content is also inside the
  /// superview's margins").
  ///
  /// On each edge: the superview's margins-guide inset, less the distance between the edges of
  /// the two views' alignment rectangles (0 when this view reaches past the superview's edge),
  /// less the part of this view's own safe area its margins guide already adds.
  func updateInheritedMargins() {
    guard let superview = storedSuperview else {
      applyInheritedMargins(nil)
      return
    }
    let required = superview.effectiveMarginInsets
    let outer = superview.node.alignmentInsets
    let inner = node.alignmentInsets
    let origin = superview.storedBoundsOrigin
    let size = superview.storedFrame.size
    let frame = storedFrame
    let top = Swift.max(0, frame.minY + inner.top - (origin.y + outer.top))
    let left = Swift.max(0, frame.minX + inner.left - (origin.x + outer.left))
    let bottom = Swift.max(0, origin.y + size.height - outer.bottom - (frame.maxY - inner.bottom))
    let right = Swift.max(0, origin.x + size.width - outer.right - (frame.maxX - inner.right))
    let safe = storedInsetsMarginsFromSafeArea ? cachedSafeAreaInsets : .zero
    applyInheritedMargins(
      UIEdgeInsets(
        top: required.top - top - safe.top, left: required.left - left - safe.left,
        bottom: required.bottom - bottom - safe.bottom, right: required.right - right - safe.right))
  }

  /// Stores the margins the superview requires; when that changes the margins in effect, the
  /// margins guide is remade and ``layoutMarginsDidChange()`` called.
  func applyInheritedMargins(_ margins: UIEdgeInsets?) {
    guard margins != inheritedMargins else { return }
    let before = effectiveLayoutMargins
    inheritedMargins = margins
    if effectiveLayoutMargins != before { marginsInEffectDidChange() }
  }

  /// The margins in effect changed without the view's own changing.
  func marginsInEffectDidChange() {
    markSystemConstraintsDirty()
    setNeedsLayout()
    layoutMarginsDidChange()
    owningViewController?.viewLayoutMarginsDidChange()
  }
}

/// How a view takes part in the cascade of layout margins (see
/// `UIView.preservesSuperviewLayoutMargins`).
struct MarginCascade: OptionSet {
  let rawValue: UInt8

  /// The view preserves its superview's margins.
  static let preserves = MarginCascade(rawValue: 1)
  /// Some subview preserved its superview's margins while in this view (kept once set).
  static let hasPreservingSubviews = MarginCascade(rawValue: 2)
}
