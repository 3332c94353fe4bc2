extension Layout {
  /// Flattens this layout into its items and declared constraints.
  ///
  /// The collector does not retain the items: use it only while this layout value lives.
  func collected(expectedCount: Int = 0, expectedTemplates: Int = 0) -> LayoutCollector {
    var collector = LayoutCollector()
    if expectedCount > 0 {
      collector.nodes.reserveCapacity(expectedCount)
      collector.indexOfItem.reserveCapacity(expectedCount)
    }
    if expectedTemplates > 0 {
      collector.templates.reserveCapacity(expectedTemplates)
    }
    collect(into: &collector)
    return collector
  }

  /// Adds the views, layout guides and constraints of this layout and returns the
  /// ``Activation`` that keeps them.
  ///
  /// Releasing the last reference to the activation deactivates it; use ``finalActive()`` for a
  /// layout that never changes.
  ///
  /// ```swift
  /// self.activation = self.layout.active()
  /// ```
  @discardableResult
  public func active() -> Activation {
    let activation = Activation(deactivatesOnRelease: true)
    let recorded = (self as? any RecordedLayout)?.recordedRange
    // Room for the items and templates the records hold (a view usually declares several
    // constraints; there are never more templates than records), so that collecting does not
    // grow its tables as it goes.
    let records = recorded.map { $0.end - $0.start } ?? 0
    let collector = collected(expectedCount: records / 4, expectedTemplates: records)
    activation.apply(collector)
    activation.recordRecordBaseline(recorded, collector)
    return activation
  }

  /// Adds the views, layout guides and constraints of this layout for good: nothing is kept to
  /// update or deactivate them later.
  public func finalActive() {
    let activation = Activation(deactivatesOnRelease: false)
    activation.apply(collected())
  }

  /// Applies this layout over `activation`, changing only what differs, and returns the
  /// activation to keep (the same object, or a new one when `activation` is `nil` or
  /// deactivated).
  ///
  /// Unchanged views are not re-added and keep their order; views that appear are inserted at
  /// their declared place; views that move between parents are moved; unchanged constraints are
  /// left alone and a constraint whose constant alone changed is updated in place.
  ///
  /// ```swift
  /// self.activation = self.layout.update(fromActivation: self.activation)
  /// ```
  @discardableResult
  public func update(fromActivation activation: Activation?) -> Activation {
    guard let activation, activation.isActive else { return active() }
    if activation.hasDeallocatedRoot() {
      // A new root may have taken the released one's identity: compare without its constraints.
      activation.forgetConstraintsOfDeallocatedItems()
    }
    let recorded = (self as? any RecordedLayout)?.recordedRange
    var compared = false
    if let recorded, activation.applyRecordedConstants(recorded, compared: &compared) {
      return activation
    }
    let collector = collected(
      expectedCount: activation.nodeIDs.count, expectedTemplates: activation.constraintKeys.count)
    // Records that differ from the baseline's (which describe the applied layout one to one)
    // seldom collect to the same constraints but for constants; the full comparison applies
    // those correctly too.
    activation.apply(collector, triesConstantsOnly: !compared)
    activation.recordRecordBaseline(recorded, collector)
    return activation
  }
}
