import Foundation

extension Activation {
  /// Changes the constant and/or priority of the kept constraints that carry `identifier`.
  ///
  /// Narrow the set with `attribute` (the first attribute) and `predicate`. A later
  /// ``Layout/update(fromActivation:)`` brings constants and priorities back to what the layout
  /// declares.
  ///
  /// ```swift
  /// activation.updateConstraints(identifier: "height", constant: 120)
  /// activation.updateConstraints(identifier: "size", attribute: .width, constant: 100)
  /// ```
  ///
  /// - Returns: How many constraints were changed (none after ``deactive()``).
  @discardableResult
  public func updateConstraints(
    identifier: String,
    attribute: SLLayoutAttribute? = nil,
    where predicate: (SLLayoutConstraint) -> Bool = { _ in true },
    constant: CGFloat? = nil,
    priority: SLLayoutPriority? = nil
  ) -> Int {
    updateConstraints(
      identifier: identifier, attribute: attribute, where: predicate, constant: constant,
      priority: priority, refusesRequiredChange: false)
  }

  /// The body of ``updateConstraints(identifier:attribute:where:constant:priority:)``; when
  /// `refusesRequiredChange`, a priority change between required and optional on an active
  /// constraint is reported and not made (UIKit raises on it), as SwiftLayout 5's
  /// ``ConstraintUpdater`` documents.
  func updateConstraints(
    identifier: String,
    attribute: SLLayoutAttribute?,
    where predicate: (SLLayoutConstraint) -> Bool,
    constant: CGFloat?,
    priority: SLLayoutPriority?,
    refusesRequiredChange: Bool
  ) -> Int {
    var changed = 0
    guard let interned = InternedString.existing(identifier) else { return 0 }
    for index in constraintKeys.indices where constraintKeys[index].identifier == interned {
      let constraint = constraintObjects[index]
      if let attribute, constraint.firstAttribute != attribute { continue }
      guard predicate(constraint) else { continue }
      if let constant {
        constraint.constant = constant
        constraintConstants[index] = constant
      }
      if let priority, priority != constraint.priority {
        // UIKit refuses to switch an installed constraint between required and optional.
        let crossesRequired = (priority == .required) != (constraint.priority == .required)
        if crossesRequired && constraint.isActive && refusesRequiredChange {
          let diagnostic = LayoutDiagnostic(
            "constraint \"\(identifier)\" is active: its priority cannot change from "
              + "\(constraint.priority.rawValue) to \(priority.rawValue) (between required and "
              + "optional; UIKit raises), so it was left unchanged")
          diagnostics.append(diagnostic)
          LayoutDiagnostic.handler(diagnostic)
          changed += constant == nil ? 0 : 1
          continue
        } else if crossesRequired && constraint.isActive {
          constraint.isActive = false
          constraint.priority = priority
          constraint.isActive = true
        } else {
          constraint.priority = priority
        }
        // The kept key tells the next update the priority the constraint has now; that update
        // compares keys, so it must not take a path that compares templates alone.
        constraintKeys[index] = constraintKeys[index].withPriority(priority.rawValue)
        baseline.forget()
      }
      changed += 1
    }
    return changed
  }
}
