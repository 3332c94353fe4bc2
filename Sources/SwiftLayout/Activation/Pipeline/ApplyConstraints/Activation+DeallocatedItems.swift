extension Activation {
  /// Whether `constraint` lost an item that was deallocated.
  ///
  /// Kept constraints are matched by the identities of their items; once an item is
  /// deallocated, a new view or guide may be allocated at its address and take its identity,
  /// so that a constraint of the dead item would be taken for one of the new item. UIKit
  /// removes the constraints of a view that leaves its superview, so an inactive kept constraint
  /// is checked, and so are all of them when a root item is deallocated (its subviews go with
  /// it, see ``hasDeallocatedRoot``).
  static func hasDeallocatedItem(_ constraint: SLLayoutConstraint) -> Bool {
    constraint.firstItem == nil
      || (constraint.secondAttribute != .notAnAttribute && constraint.secondItem == nil)
      || hasDeallocatedDistanceOrigin(constraint)
  }

  /// Whether an item that a distance of `constraint` is measured from was deallocated.
  ///
  /// Its identity is in the constraint's key too. UIKit does not tell a distance's anchors, and
  /// SwiftLayout makes a constraint to a distance afresh on every update there.
  private static func hasDeallocatedDistanceOrigin(_ constraint: SLLayoutConstraint) -> Bool {
    #if canImport(UIKit) || canImport(AppKit)
    false
    #else
    constraint.hasDeallocatedDistanceOrigin
    #endif
  }

  /// Forgets the kept constraints that lost a deallocated item, and the baseline that compares
  /// with them, so that the next comparison makes the constraints of the items declared now.
  func forgetConstraintsOfDeallocatedItems() {
    var keys: [ConstraintKey] = []
    var constants: [CGFloat] = []
    var objects: [SLLayoutConstraint] = []
    var deallocated: [SLLayoutConstraint] = []
    for index in constraintObjects.indices {
      let constraint = constraintObjects[index]
      if Activation.hasDeallocatedItem(constraint) {
        if constraint.isActive { deallocated.append(constraint) }
        continue
      }
      keys.append(constraintKeys[index])
      constants.append(constraintConstants[index])
      objects.append(constraint)
    }
    if !deallocated.isEmpty { SLLayoutConstraint.deactivate(deallocated) }
    constraintKeys = keys
    constraintConstants = constants
    constraintObjects = objects
    baseline.forget()
    // The items of those constraints were freed: a declared item may have taken the address,
    // and so the identifier, of one of them.
    mayRecordFreedItems = true
  }

  /// Whether a root item of the layout was deallocated: the constraints of its subtree may then
  /// still be active, with an item gone.
  func hasDeallocatedRoot() -> Bool {
    // Read through a local array: each access to the stored one is checked for exclusivity.
    let placements = nodePlacements
    return placements.withUnsafeBufferPointer { placements in
      for index in placements.indices where placements[index] == .root {
        if nodeItems[index].object == nil { return true }
      }
      return false
    }
  }
}
