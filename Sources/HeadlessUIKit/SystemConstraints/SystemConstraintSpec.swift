/// The shape and value of a constraint HeadlessUIKit keeps for a view.
@MainActor
struct SystemConstraintSpec {
  // The items by their handles (as constraints hold them): comparing and copying specs then
  // costs no existential boxes.
  let firstHandle: LayoutItemHandle
  let firstAttribute: NSLayoutConstraint.Attribute
  let relation: NSLayoutConstraint.Relation
  let secondHandle: LayoutItemHandle?
  let secondAttribute: NSLayoutConstraint.Attribute
  let multiplier: CGFloat
  let constant: CGFloat
  let priority: UILayoutPriority
  /// The compression-resistance priority of a content-size spec (see
  /// ``NSLayoutConstraint/storedCompressionPriority``).
  let compressionPriority: UILayoutPriority?
  let kind: SystemConstraintKind

  init(
    _ first: any LayoutItem, _ firstAttribute: NSLayoutConstraint.Attribute,
    _ relation: NSLayoutConstraint.Relation = .equal, _ second: (any LayoutItem)? = nil,
    _ secondAttribute: NSLayoutConstraint.Attribute = .notAnAttribute, multiplier: CGFloat = 1,
    constant: CGFloat, priority: UILayoutPriority = .required,
    compressionPriority: UILayoutPriority? = nil, kind: SystemConstraintKind
  ) {
    self.firstHandle = first.itemHandle
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondHandle = second?.itemHandle
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.compressionPriority = compressionPriority
    self.kind = kind
  }

  func hasShape(of constraint: NSLayoutConstraint) -> Bool {
    // A handle stands for one item (and a spec's items are alive), so comparing handles
    // compares items.
    constraint.firstHandle === firstHandle && constraint.secondHandle === secondHandle
      && constraint.firstAttr == firstAttribute && constraint.secondAttr == secondAttribute
      && constraint.rel == relation && constraint.mult == multiplier
      && constraint.storedPriority == priority && constraint.systemKind == kind
      && constraint.storedCompressionPriority == compressionPriority
  }

  func makeConstraint() -> NSLayoutConstraint {
    NSLayoutConstraint(
      firstHandle: firstHandle, firstAttribute: firstAttribute, relation: relation,
      secondHandle: secondHandle, secondAttribute: secondAttribute, multiplier: multiplier,
      constant: constant, priority: priority, system: kind,
      compressionPriority: compressionPriority)
  }
}
