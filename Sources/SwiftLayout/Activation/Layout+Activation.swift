extension Layout {
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
    activation.update(to: self, isFirst: true)
    return activation
  }

  /// Adds the views, layout guides and constraints of this layout for good: nothing is kept to
  /// update or deactivate them later.
  public func finalActive() {
    let activation = Activation(deactivatesOnRelease: false)
    activation.update(to: self, isFirst: true)
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
    activation.update(to: self, isFirst: false)
    return activation
  }
}
