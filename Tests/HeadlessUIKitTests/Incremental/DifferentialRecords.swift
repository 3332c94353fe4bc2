@testable import HeadlessUIKit

/// One constraint as recorded: its items by view index, and the live constraint made from it.
@MainActor
final class ConstraintRecord {
  let first: Int
  let firstAttribute: NSLayoutConstraint.Attribute
  let second: Int?
  let secondAttribute: NSLayoutConstraint.Attribute
  let multiplier: CGFloat
  var constant: CGFloat
  var priority: UILayoutPriority
  /// Whether the record says the constraint is active (checked against the live one).
  var active = false
  let live: NSLayoutConstraint

  init(
    _ first: Int, _ firstAttribute: NSLayoutConstraint.Attribute, _ second: Int?,
    _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat,
    priority: UILayoutPriority = .required, views: [Int: UIView]
  ) {
    self.first = first
    self.firstAttribute = firstAttribute
    self.second = second
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    live = Self.make(
      first, firstAttribute, second, secondAttribute, multiplier: multiplier, constant: constant,
      priority: priority, views: views)
  }

  /// A constraint like the recorded one between `views`' members.
  static func make(
    _ first: Int, _ firstAttribute: NSLayoutConstraint.Attribute, _ second: Int?,
    _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant: CGFloat,
    priority: UILayoutPriority, views: [Int: UIView]
  ) -> NSLayoutConstraint {
    let constraint = NSLayoutConstraint(
      item: views[first] as Any, attribute: firstAttribute, relatedBy: .equal,
      toItem: second.map { views[$0] as Any }, attribute: secondAttribute,
      multiplier: multiplier, constant: constant)
    constraint.priority = priority
    return constraint
  }

  func copy(in views: [Int: UIView]) -> NSLayoutConstraint {
    Self.make(
      first, firstAttribute, second, secondAttribute, multiplier: multiplier, constant: constant,
      priority: priority, views: views)
  }

  var items: [Int] { [first] + (second.map { [$0] } ?? []) }
}

/// What decides one of a view's x, y, width and height.
@MainActor
enum Slot {
  case constraint(ConstraintRecord)
  /// A label's content size.
  case intrinsic
  /// Nothing yet: the constraint that decided it went inactive.
  case unpinned
}

/// The recorded state of one view.
@MainActor
final class ViewRecord {
  let index: Int
  let isLabel: Bool
  /// A stack view (`.fillEqually`, `.fill`): its subviews are all arranged, and it decides all
  /// of their frames.
  let isStack: Bool
  var axis = NSLayoutConstraint.Axis.horizontal
  var spacing: CGFloat = 0
  var marginsRelative = false
  var isHidden = false
  weak var live: UIView?
  var alive = true
  var parent: Int?
  var children: [Int] = []
  var text = ""
  var fontSize: CGFloat = 17
  var numberOfLines = 1
  var hugging: Float = 250
  var compression: Float = 750
  /// Small enough that no view is narrower or shorter than its margins (the sizes are at least
  /// 8 points), which would break the margins guide's non-negative size.
  var margins = UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
  /// The frame of a view that keeps `translatesAutoresizingMaskIntoConstraints` (its frame
  /// decides x, y, width and height; no slot is pinned).
  var autoresizingFrame: CGRect?
  /// x, y, width, height.
  var slots: [Slot] = [.unpinned, .unpinned, .unpinned, .unpinned]
  /// A constraint that decided a slot before, kept to be activated again.
  var parked: [ConstraintRecord?] = [nil, nil, nil, nil]

  init(index: Int, isLabel: Bool, isStack: Bool = false, live: UIView) {
    self.index = index
    self.isLabel = isLabel
    self.isStack = isStack
    self.live = live
  }
}
