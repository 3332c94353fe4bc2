import Foundation

/// What identifies a constraint across updates: everything but its constant, which an update
/// changes in place.
struct ConstraintKey: Hashable {
  let first: ObjectIdentifier
  let firstAttribute: SLLayoutAttribute
  let relation: SLLayoutRelation
  let second: ObjectIdentifier?
  let secondAttribute: SLLayoutAttribute
  let multiplier: CGFloat
  let priority: Float
  let identifier: String?
}

/// A declared constraint with its items resolved, ready to be matched or created.
struct ResolvedConstraint {
  let key: ConstraintKey
  let constant: CGFloat
  let firstItem: AnyObject
  let secondItem: AnyObject?

  @MainActor
  func makeConstraint() -> SLLayoutConstraint {
    let constraint = SLLayoutConstraint(
      item: firstItem, attribute: key.firstAttribute, relatedBy: key.relation,
      toItem: secondItem, attribute: key.secondAttribute, multiplier: key.multiplier,
      constant: constant)
    if key.priority != SLLayoutPriority.required.rawValue {
      constraint.priority = SLLayoutPriority(rawValue: key.priority)
    }
    if let identifier = key.identifier {
      constraint.identifier = identifier
    }
    return constraint
  }
}
