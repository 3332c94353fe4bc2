extension Activation: Hashable {
  /// Whether two values are the same activation (activations compare by identity).
  public nonisolated static func == (lhs: Activation, rhs: Activation) -> Bool {
    lhs === rhs
  }

  /// Hashes the activation's identity.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  /// Appends this activation to `store`, which keeps it (and so its layout) alive.
  ///
  /// ```swift
  /// var activations: [Activation] = []
  /// header.active().store(&activations)
  /// ```
  public func store<C: RangeReplaceableCollection>(_ store: inout C) where C.Element == Activation {
    store.append(self)
  }

  /// Inserts this activation into `store`, which keeps it (and so its layout) alive.
  public func store(_ store: inout Set<Activation>) {
    store.insert(self)
  }
}

extension Collection where Element: Activation {
  /// The first view identified by `identifier` in any of these activations, in order.
  @MainActor
  public func viewForIdentifier(_ identifier: String) -> SLView? {
    for activation in self {
      if let view = activation.viewForIdentifier(identifier) { return view }
    }
    return nil
  }

  /// The first layout guide identified by `identifier` in any of these activations, in order.
  @MainActor
  public func layoutGuideForIdentifier(_ identifier: String) -> SLLayoutGuide? {
    for activation in self {
      if let guide = activation.layoutGuideForIdentifier(identifier) { return guide }
    }
    return nil
  }
}
