extension TraitValues {
  /// The traits of a view outside any window: an iPhone's, with unspecified size classes.
  @MainActor
  static var detached: TraitValues {
    TraitValues(
      userInterfaceIdiom: .phone, displayScale: UIScreen.main.scale, layoutDirection: .leftToRight,
      preferredContentSizeCategory: .large)
  }
}

extension UIView {
  /// Traits that override the ones the view inherits, for the view and its subviews.
  ///
  /// Setting one re-resolves the traits below the view (``traitCollectionDidChange(_:)`` runs
  /// where they changed). Set a trait to its unspecified value to stop overriding it.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/traitoverrides>
  public var traitOverrides: UITraitOverrides {
    get { storedTraitOverrides }
    set {
      storedTraitOverrides = newValue
      updateTraitsInSubtree()
    }
  }

  /// The traits the view inherits: its view controller's, else its superview's.
  func inheritedTraitValues() -> TraitValues {
    if let controller = owningViewController { return controller.resolvedTraitValues() }
    if let superview = storedSuperview { return superview.resolvedTraitValues() }
    return .detached
  }

  /// The view's traits (what ``traitCollection`` reports).
  func resolvedTraitValues() -> TraitValues { ownTraitValues(over: inheritedTraitValues()) }

  /// Applies what the view itself decides: a window's environment, a forced layout direction,
  /// the overrides.
  func ownTraitValues(over inherited: TraitValues) -> TraitValues {
    var values = inherited
    if let window = self as? UIWindow { values = window.environmentTraitValues(over: inherited) }
    switch storedSemanticContentAttribute {
    case .forceRightToLeft: values.layoutDirection = .rightToLeft
    case .forceLeftToRight, .playback, .spatial: values.layoutDirection = .leftToRight
    case .unspecified: break
    }
    if storedUserInterfaceStyle != .unspecified {
      values.userInterfaceStyle = storedUserInterfaceStyle
    }
    return storedTraitOverrides.values.overriding(values)
  }

  /// Re-resolves the traits of the view's subtree (and of the view controllers whose views are
  /// in it) and reports those that changed; only views in a window take part.
  func updateTraitsInSubtree() {
    guard window != nil else { return }
    let start: TraitValues
    if owningViewController != nil {
      start = storedSuperview?.resolvedTraitValues() ?? .detached
    } else {
      start = inheritedTraitValues()
    }
    var stack: [(view: UIView, inherited: TraitValues)] = [(self, start)]
    while let (view, inherited) = stack.popLast() {
      var base = inherited
      if let controller = view.owningViewController {
        base = controller.ownTraitValues(over: inherited)
        controller.reportTraits(base)
      }
      let values = view.ownTraitValues(over: base)
      view.reportTraits(values)
      for subview in view.storedSubviews.reversed() { stack.append((subview, values)) }
    }
  }

  /// Reports new traits: ``traitCollectionDidChange(_:)``, the registered handlers, and the
  /// readable content guide when the content size category changed.
  func reportTraits(_ values: TraitValues) {
    guard reportedTraits != values else { return }
    let previous = reportedTraits
    reportedTraits = values
    if cachedReadableGuide != nil,
      previous?.preferredContentSizeCategory != values.preferredContentSizeCategory
    {
      markSystemConstraintsDirty()
      setNeedsLayout()
    }
    traitsDidResolve(from: previous)
    let previousCollection = UITraitCollection(values: previous ?? TraitValues())
    traitCollectionDidChange(previous.map { UITraitCollection(values: $0) })
    for registration in traitRegistrations
    where registration.observes(changeFrom: previous, to: values) {
      registration.handler(self, previousCollection)
    }
  }
}

extension UIView: UITraitEnvironment, UITraitChangeObservable {}
