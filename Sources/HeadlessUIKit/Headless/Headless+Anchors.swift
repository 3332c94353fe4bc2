// The headless-only members of layout anchors, for each anchor class.

extension Headless.Wrapper where Base == NSLayoutXAxisAnchor {
  /// The view or layout guide the anchor belongs to.
  @MainActor
  public var item: AnyObject? { base.item }

  /// The anchor's name, for debugging: `item.attribute`.
  @MainActor
  public var name: String { base.name }

  /// Whether the constraints affecting the anchor's item leave its attribute ambiguous.
  @MainActor
  public var hasAmbiguousLayout: Bool { base.hasAmbiguousLayout }

  /// The active constraints that refer to the anchor's item on the anchor's axis.
  @MainActor
  public var constraintsAffectingLayout: [NSLayoutConstraint] { base.constraintsAffectingLayout }
}

extension Headless.Wrapper where Base == NSLayoutYAxisAnchor {
  /// The view or layout guide the anchor belongs to.
  @MainActor
  public var item: AnyObject? { base.item }

  /// The anchor's name, for debugging: `item.attribute`.
  @MainActor
  public var name: String { base.name }

  /// Whether the constraints affecting the anchor's item leave its attribute ambiguous.
  @MainActor
  public var hasAmbiguousLayout: Bool { base.hasAmbiguousLayout }

  /// The active constraints that refer to the anchor's item on the anchor's axis.
  @MainActor
  public var constraintsAffectingLayout: [NSLayoutConstraint] { base.constraintsAffectingLayout }
}

extension Headless.Wrapper where Base == NSLayoutDimension {
  /// The view or layout guide the anchor belongs to.
  @MainActor
  public var item: AnyObject? { base.item }

  /// The anchor's name, for debugging: `item.attribute`.
  @MainActor
  public var name: String { base.name }

  /// Whether the constraints affecting the anchor's item leave its attribute ambiguous.
  @MainActor
  public var hasAmbiguousLayout: Bool { base.hasAmbiguousLayout }

  /// The active constraints that refer to the anchor's item on the anchor's axis.
  @MainActor
  public var constraintsAffectingLayout: [NSLayoutConstraint] { base.constraintsAffectingLayout }
}

extension Headless.Wrapper where Base == NSLayoutAnchor<AnyObject> {
  /// The view or layout guide the anchor belongs to.
  @MainActor
  public var item: AnyObject? { base.item }

  /// The anchor's name, for debugging: `item.attribute`.
  @MainActor
  public var name: String { base.name }

  /// Whether the constraints affecting the anchor's item leave its attribute ambiguous.
  @MainActor
  public var hasAmbiguousLayout: Bool { base.hasAmbiguousLayout }

  /// The active constraints that refer to the anchor's item on the anchor's axis.
  @MainActor
  public var constraintsAffectingLayout: [NSLayoutConstraint] { base.constraintsAffectingLayout }
}
