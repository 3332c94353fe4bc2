import Foundation

/// A stored handle on the constraints of an ``Activation`` that carry one identifier, to change
/// their constant and priority later.
///
/// Get one from ``Activation/anchors(_:predicate:)`` or ``Activation/anchors(_:attribute:)``;
/// it refers to the activation weakly and selects the constraints anew on every call:
///
/// ```swift
/// let height = activation.anchors("headerHeight")
/// height.update(constant: 200)
/// activation.anchors("size", attribute: .width).update(constant: 300)
/// activation.anchors("insets") { $0.constant > 0 }.update(constant: 20)
/// ```
///
/// A change of priority between required and optional on an active constraint is reported as
/// a ``LayoutDiagnostic`` and not made (UIKit raises on it); the constant still changes.
@MainActor
public struct ConstraintUpdater {
  /// Selects, among the constraints with the identifier, those to update.
  public typealias Predicate = (ConstraintDescriptor) -> Bool

  private weak var activation: Activation?
  private let identifier: String
  private let predicate: Predicate?

  init(activation: Activation, identifier: String, predicate: Predicate?) {
    self.activation = activation
    self.identifier = identifier
    self.predicate = predicate
  }

  /// Sets the constant and/or priority of every selected constraint; `nil` keeps the current
  /// value.
  ///
  /// A later `update(fromActivation:)` brings them back to what the layout declares.
  public func update(constant: CGFloat? = nil, priority: SLLayoutPriority? = nil) {
    guard let activation, constant != nil || priority != nil else { return }
    let predicate = self.predicate
    _ = activation.updateConstraints(
      identifier: identifier, attribute: nil,
      where: { predicate?(ConstraintDescriptor($0)) ?? true },
      constant: constant, priority: priority, refusesRequiredChange: true)
  }
}

extension ConstraintUpdater {
  /// What a ``ConstraintUpdater/Predicate`` sees of a constraint.
  @MainActor
  public struct ConstraintDescriptor {
    private let constraint: SLLayoutConstraint

    init(_ constraint: SLLayoutConstraint) {
      self.constraint = constraint
    }

    /// The first attribute.
    public var attribute: SLLayoutAttribute { constraint.firstAttribute }
    /// The relation.
    public var relation: SLLayoutRelation { constraint.relation }
    /// The first item (the constrained view or guide).
    public var firstItem: AnyObject? { constraint.firstItem }
    /// The second item, `nil` for a constant.
    public var secondItem: AnyObject? { constraint.secondItem }
    /// The current constant.
    public var constant: CGFloat { constraint.constant }
    /// The current priority.
    public var priority: SLLayoutPriority { constraint.priority }
    /// The identifier.
    public var identifier: String? { constraint.identifier }
  }
}

extension Activation {
  /// An updater for the kept constraints identified `identifier` (with `.identifier(_:)`),
  /// narrowed by `predicate`.
  ///
  /// ```swift
  /// activation.anchors("headerHeight").update(constant: 200)
  /// ```
  public func anchors(
    _ identifier: String, predicate: ConstraintUpdater.Predicate? = nil
  ) -> ConstraintUpdater {
    ConstraintUpdater(activation: self, identifier: identifier, predicate: predicate)
  }

  /// An updater for the kept constraints identified `identifier` whose first attribute is
  /// `attribute`.
  ///
  /// ```swift
  /// activation.anchors("size", attribute: .width).update(constant: 300)
  /// ```
  public func anchors(_ identifier: String, attribute: SLLayoutAttribute) -> ConstraintUpdater {
    anchors(identifier, predicate: { $0.attribute == attribute })
  }
}
