extension UIViewController: UITraitEnvironment, UITraitChangeObservable {
  /// Traits that override the ones the view controller inherits, for it, its view and
  /// everything below (iOS 17's replacement for `setOverrideTraitCollection(_:forChild:)`).
  ///
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiviewcontroller/traitoverrides>
  public var traitOverrides: UITraitOverrides {
    get { storedTraitOverrides }
    set {
      storedTraitOverrides = newValue
      viewIfLoaded?.updateTraitsInSubtree()
    }
  }

  /// The controller's traits (what ``traitCollection`` reports).
  func resolvedTraitValues() -> TraitValues {
    let inherited =
      viewIfLoaded?.superview?.resolvedTraitValues() ?? parent?.resolvedTraitValues()
      ?? .detached
    return ownTraitValues(over: inherited)
  }

  /// Applies the parent's override for this child, then the controller's own overrides.
  func ownTraitValues(over inherited: TraitValues) -> TraitValues {
    var values = inherited
    if let parent, let collection = parent.childTraitCollections[ObjectIdentifier(self)] {
      values = collection.values.overriding(values)
    }
    if storedUserInterfaceStyle != .unspecified {
      values.userInterfaceStyle = storedUserInterfaceStyle
    }
    return storedTraitOverrides.values.overriding(values)
  }

  /// Reports new traits to ``traitCollectionDidChange(_:)`` and the registered handlers.
  func reportTraits(_ values: TraitValues) {
    guard reportedTraits != values else { return }
    let previous = reportedTraits
    reportedTraits = values
    traitCollectionDidChange(previous.map { UITraitCollection(values: $0) })
    let previousCollection = UITraitCollection(values: previous ?? TraitValues())
    for registration in traitRegistrations
    where registration.observes(changeFrom: previous, to: values) {
      registration.handler(self, previousCollection)
    }
  }
}
