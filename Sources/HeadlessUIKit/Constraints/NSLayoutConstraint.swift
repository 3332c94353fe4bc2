internal import SwiftLayoutEngine

/// The relationship between two user interface objects that the constraint-based layout system
/// must satisfy: `item1.attribute1 = multiplier × item2.attribute2 + constant`.
///
/// The relation is an equation (or inequality), not an assignment. A new constraint is inactive;
/// activate it with ``isActive`` or ``activate(_:)``, which installs it on the closest common
/// ancestor of its items (see ``UIView/constraints``). Only ``constant`` is cheap to change after
/// activation; ``priority`` may change between optional values but not to or from
/// ``UILayoutPriority/required`` while active (reported as a ``Headless/LayoutIssue``, as UIKit raises).
///
/// UIKit: <https://developer.apple.com/documentation/uikit/nslayoutconstraint>
@MainActor
open class NSLayoutConstraint: NSObject {
  /// Whether the constraint is active; declared first, so that it shares the object's first
  /// cache line with its header (a client that asks thousands of constraints whether they are
  /// active, as an update does, then reads one line of each).
  var storedActive = false
  // Items are held through their handles, never weakly (see `LayoutItemHandle`).
  var firstHandle: LayoutItemHandle?
  var secondHandle: LayoutItemHandle?
  /// For distances made by `anchorWithOffset(to:)`: the anchors they are measured from.
  var firstOriginHandle: LayoutItemHandle?
  var firstOriginAttr: Attribute = .notAnAttribute
  var secondOriginHandle: LayoutItemHandle?
  var secondOriginAttr: Attribute = .notAnAttribute
  let firstAttr: Attribute
  let secondAttr: Attribute
  let rel: Relation
  let mult: CGFloat
  var storedConstant: CGFloat
  var storedPriority: UILayoutPriority = .required

  /// Why the constraint is invalid (UIKit raises at creation); `nil` for a valid constraint.
  var invalidReason: String?
  /// The view that holds the constraint while it is active (see ``holder``).
  var holderHandle: LayoutItemHandle?
  /// Non-nil for constraints HeadlessUIKit makes itself (autoresizing, content size, guides).
  var systemKind: SystemConstraintKind?
  /// A content-size constraint's compression-resistance priority; nil for other constraints.
  ///
  /// Its ``storedPriority`` is the hugging priority: one constraint per axis, as UIKit's
  /// `NSContentSizeLayoutConstraint`, that resists growing at one priority and shrinking at the
  /// other.
  var storedCompressionPriority: UILayoutPriority?
  // The constraint's presence in a layout engine, kept in the constraint itself (an object of
  // its own per constraint cost an allocation on every activation). Only accessed on the main
  // actor, one access at a time, so dynamic exclusivity checks are skipped.
  /// The engine the constraint is in (through its handle: nothing refers to an engine weakly),
  /// `nil` while it is in none.
  @exclusivity(unchecked) var engineHandle: LayoutEngineHandle?
  /// The solver's constraint, once added (nil while the add is pending).
  @exclusivity(unchecked) var solverConstraint: Constraint?
  /// The expression's constant when the layout constraint's `constant` is zero.
  @exclusivity(unchecked) var baseConstant: Double = 0
  /// Whether the constraint was broken to recover from a conflict (kept just below required).
  @exclusivity(unchecked) var isBroken = false
  /// The conflict that broke the constraint, as reported, while it is broken (for inspectors).
  @exclusivity(unchecked) var brokenConflict: LayoutIssue?

  /// The name of the constraint, shown in descriptions and layout issues.
  open var identifier: String?

  /// Whether the constraint is archived with its view; kept for API compatibility.
  open var shouldBeArchived = false

  convenience init(
    first: any LayoutItem, firstAttribute: Attribute, relation: Relation,
    second: (any LayoutItem)?, secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat,
    priority: UILayoutPriority = .required, system: SystemConstraintKind? = nil,
    compressionPriority: UILayoutPriority? = nil
  ) {
    self.init(
      firstHandle: first.itemHandle, firstAttribute: firstAttribute, relation: relation,
      secondHandle: second?.itemHandle, secondAttribute: secondAttribute, multiplier: multiplier,
      constant: constant, priority: priority, system: system,
      compressionPriority: compressionPriority)
  }

  /// A constraint between items given by their handles (the anchors' way: no existentials).
  init(
    firstHandle: LayoutItemHandle, firstAttribute: Attribute, relation: Relation,
    secondHandle: LayoutItemHandle?, secondAttribute: Attribute, multiplier: CGFloat,
    constant: CGFloat, priority: UILayoutPriority = .required, system: SystemConstraintKind? = nil,
    compressionPriority: UILayoutPriority? = nil
  ) {
    self.firstHandle = firstHandle
    self.secondHandle = secondHandle
    self.firstAttr = firstAttribute
    self.secondAttr = secondHandle == nil ? .notAnAttribute : secondAttribute
    self.rel = relation
    self.mult = multiplier
    self.storedConstant = constant
    self.storedPriority = priority
    self.systemKind = system
    self.storedCompressionPriority = compressionPriority
    super.init()
  }

  /// Creates a constraint that defines the relationship between the specified attributes of the
  /// given views (or layout guides).
  ///
  /// An invalid combination — a location attribute with no second item or a zero multiplier,
  /// leading/trailing with left/right, a location with a size, x with y — is what UIKit answers
  /// with an exception; here the constraint is created but can never become active, and a
  /// ``Headless/LayoutIssue`` of kind ``Headless/LayoutIssue/Kind/invalidConstraint`` is reported.
  ///
  /// - Parameters:
  ///   - view1: The view (or layout guide) for the left side of the constraint.
  ///   - attr1: The attribute of `view1`.
  ///   - relation: The relation between the two sides.
  ///   - view2: The view (or layout guide) for the right side, or `nil`.
  ///   - attr2: The attribute of `view2`, or `.notAnAttribute`.
  ///   - multiplier: The constant multiplied with `attr2`.
  ///   - c: The constant added to the multiplied `attr2`.
  public convenience init(
    item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
    relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?,
    attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    // Unwrapped by hand: a main-actor closure passed to `flatMap` checks the executor at run
    // time on every call.
    var item2: (any LayoutItem)?
    if let view2 { item2 = layoutItem(of: view2) }
    self.init(
      checkedFirst: layoutItem(of: view1), attribute: attr1, relatedBy: relation,
      second: item2, secondGiven: view2 != nil, attribute: attr2, multiplier: multiplier,
      constant: c)
  }

  /// A constraint between `item1` and `item2` (`nil` when the given item was not a view or a
  /// layout guide, or when none was given: see `secondGiven`), checked as
  /// ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`` checks it.
  convenience init(
    checkedFirst item1: (any LayoutItem)?, attribute attr1: NSLayoutConstraint.Attribute,
    relatedBy relation: NSLayoutConstraint.Relation, second item2: (any LayoutItem)?,
    secondGiven: Bool, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat,
    constant c: CGFloat
  ) {
    let placeholder: any LayoutItem = item1 ?? UILayoutGuide()
    self.init(
      first: placeholder, firstAttribute: attr1, relation: relation, second: item2,
      secondAttribute: attr2, multiplier: multiplier, constant: c)
    if item1 == nil {
      invalidReason = "the first item is not a view or a layout guide"
    } else if secondGiven && item2 == nil {
      invalidReason = "the second item is not a view or a layout guide"
    } else {
      invalidReason = Self.validate(
        attr1, attr2, hasSecond: item2 != nil, multiplier: multiplier, constant: c)
    }
    if let invalidReason {
      LayoutDiagnostics.report(.invalid(self, reason: invalidReason))
    }
  }

  /// The first object participating in the constraint.
  open var firstItem: AnyObject? { first }

  /// The attribute of the first object participating in the constraint.
  open var firstAttribute: NSLayoutConstraint.Attribute { firstAttr }

  /// The relation between the two attributes in the constraint.
  open var relation: NSLayoutConstraint.Relation { rel }

  /// The second object participating in the constraint, or `nil`.
  open var secondItem: AnyObject? { second }

  /// The attribute of the second object participating in the constraint.
  open var secondAttribute: NSLayoutConstraint.Attribute { secondAttr }

  /// The multiplier applied to the second attribute participating in the constraint (read-only:
  /// changing it costs as much as replacing the constraint).
  open var multiplier: CGFloat { mult }

  /// The first anchor that defines the constraint.
  open var firstAnchor: NSLayoutAnchor<AnyObject> {
    NSLayoutAnchor<AnyObject>(item: first, attribute: firstAttr)
  }

  /// The second anchor that defines the constraint, or `nil` when there is no second item.
  open var secondAnchor: NSLayoutAnchor<AnyObject>? {
    guard let second else { return nil }
    return NSLayoutAnchor<AnyObject>(item: second, attribute: secondAttr)
  }

  /// The constant added to the multiplied second attribute participating in the constraint.
  ///
  /// Changing the constant of an active constraint is an in-place edit of the layout engine,
  /// far cheaper than removing the constraint and adding a new one. A constant that is not a
  /// finite number (NaN, an infinity) is refused — UIKit raises on it — and reported as a
  /// ``Headless/LayoutIssue`` of kind ``Headless/LayoutIssue/Kind/invalidConstraint``, keeping the old constant.
  /// UIKit: <https://developer.apple.com/documentation/uikit/nslayoutconstraint/constant>
  open var constant: CGFloat {
    get { storedConstant }
    set {
      guard newValue != storedConstant else { return }
      guard newValue.isFinite else {
        LayoutDiagnostics.report(.constantRefused(self, to: newValue))
        return
      }
      storedConstant = newValue
      constantDidChange()
    }
  }

  /// The priority of the constraint (default ``UILayoutPriority/required``).
  ///
  /// Values are clamped to 1...1000. On an active constraint, changing between two optional
  /// priorities is an in-place edit; changing to or from required is refused — UIKit raises
  /// an exception — and reported as a ``Headless/LayoutIssue`` of kind
  /// ``Headless/LayoutIssue/Kind/unsupportedPriorityChange``, keeping the old priority. A NaN
  /// priority (which UIKit also raises on) is refused as
  /// ``Headless/LayoutIssue/Kind/invalidConstraint``.
  /// UIKit: <https://developer.apple.com/documentation/uikit/nslayoutconstraint/priority>
  open var priority: UILayoutPriority {
    get { storedPriority }
    set {
      guard !newValue.rawValue.isNaN else {
        Headless.LayoutDiagnostics.report(.priorityNotANumber(self))
        return
      }
      let clamped = UILayoutPriority(Swift.min(1000, Swift.max(1, newValue.rawValue)))
      guard clamped != storedPriority else { return }
      if storedActive && (clamped == .required) != (storedPriority == .required) {
        LayoutDiagnostics.report(.priorityChangeRefused(self, to: clamped))
        return
      }
      storedPriority = clamped
      priorityDidChange()
    }
  }

  /// The active state of the constraint.
  ///
  /// Activating installs the constraint on the closest common ancestor of its items (or the
  /// item itself when there is no second item); when the items have no common ancestor — UIKit
  /// raises — the constraint stays inactive and a ``Headless/LayoutIssue`` is reported.
  /// UIKit: <https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive>
  open var isActive: Bool {
    get { storedActive }
    set {
      if newValue { activateConstraint() } else { deactivateConstraint() }
    }
  }

  /// The constraint as an equation keyed by identifiers: `title.top == root.top + 16 @750`.
  ///
  /// Items are named by `accessibilityIdentifier` (views) or `identifier` (guides), else by type
  /// and index in the superview; no addresses, so descriptions can be compared as text.
  nonisolated open override var description: String {
    mainActorDescription(of: self) { readableDescription }
  }

  /// The description with the constraint's state: `<NSLayoutConstraint a.top == b.top (active)>`.
  nonisolated open override var debugDescription: String {
    mainActorDescription(of: self) {
      var state = storedActive ? "active" : "inactive"
      if engineHandle != nil && isBroken { state = "broken" }
      if invalidReason != nil { state = "invalid" }
      return "<NSLayoutConstraint \(readableDescription) (\(state))>"
    }
  }

  /// Activates each constraint in the specified array.
  ///
  /// - Parameter constraints: The constraints to activate.
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each constraint in the specified array.
  ///
  /// - Parameter constraints: The constraints to deactivate.
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }
}
