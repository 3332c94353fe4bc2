extension Layout {
  /// Activates this layout as ``active()`` does; with ``ActivateMode/forced`` the views it
  /// placed are laid out before this returns.
  ///
  /// ```swift
  /// let activation = layout.active(mode: .forced)  // frames are final here
  /// ```
  @discardableResult
  public func active(mode: ActivateMode) -> Activation {
    let activation = active()
    if mode == .forced { activation.layoutRootsIfNeeded() }
    return activation
  }

  /// Applies this layout over `activation` as ``update(fromActivation:)`` does; with
  /// ``ActivateMode/forced`` the views it placed are laid out before this returns.
  @discardableResult
  public func update(fromActivation activation: Activation?, mode: ActivateMode) -> Activation {
    let updated = update(fromActivation: activation)
    if mode == .forced { updated.layoutRootsIfNeeded() }
    return updated
  }

  /// Activates this layout for good as ``finalActive()`` does; with ``ActivateMode/forced`` the
  /// views it placed are laid out before this returns.
  public func finalActive(mode: ActivateMode) {
    let activation = Activation(deactivatesOnRelease: false)
    activation.update(to: self, isFirst: true)
    if mode == .forced { activation.layoutRootsIfNeeded() }
  }
}
