import Foundation

/// A view or layout guide passed to a constraint by its class (see
/// `NSLayoutConstraint.init(knownItem:attribute:relatedBy:toKnownItem:attribute:multiplier:constant:)`).
@MainActor
package struct KnownLayoutItem {
  let item: any LayoutItem

  /// A view.
  package init(view: UIView) {
    item = view
  }

  /// A layout guide.
  package init(guide: UILayoutGuide) {
    item = guide
  }
}

extension NSLayoutConstraint {
  /// ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`` for items whose
  /// classes the caller knows: the same constraint, checked the same way, without finding out
  /// at run time what an `Any` holds (two dynamic casts that cost about as much as the rest of
  /// making the constraint).
  ///
  /// UIKit's initializer takes Objective-C objects and pays nothing of the kind; SwiftLayout
  /// makes its constraints through this one on HeadlessUIKit.
  package convenience init(
    knownItem first: KnownLayoutItem, attribute attr1: Attribute, relatedBy relation: Relation,
    toKnownItem second: KnownLayoutItem?, attribute attr2: Attribute, multiplier: CGFloat,
    constant: CGFloat
  ) {
    self.init(
      checkedFirst: first.item, attribute: attr1, relatedBy: relation, second: second?.item,
      secondGiven: second != nil, attribute: attr2, multiplier: multiplier, constant: constant)
  }
}
