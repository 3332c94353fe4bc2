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
  /// A constant that is not a finite number, or a NaN priority (UIKit raises on either), is
  /// refused with a ``LayoutDiagnostic``; the other value, if valid, is still applied.
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
    var constant = constant
    var priority = priority
    if let value = constant, !value.isFinite {
      refuse(
        "the constant \(value) asked for the constraints \"\(identifier)\" is not a finite "
          + "number (UIKit raises on it); their constants were left unchanged")
      constant = nil
    }
    if let value = priority, value.rawValue.isNaN {
      refuse(
        "the priority \(value.rawValue) asked for the constraints \"\(identifier)\" is not a "
          + "number (UIKit raises on it); their priorities were left unchanged")
      priority = nil
    }
    guard constant != nil || priority != nil else { return 0 }
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
          refuse(
            "constraint \"\(identifier)\" is active: its priority cannot change from "
              + "\(constraint.priority.rawValue) to \(priority.rawValue) (between required and "
              + "optional; UIKit raises), so it was left unchanged")
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

  /// Keeps and reports a diagnostic about a refused update.
  private func refuse(_ message: String) {
    let diagnostic = LayoutDiagnostic(message)
    diagnostics.append(diagnostic)
    LayoutDiagnostic.handler(diagnostic)
  }
}
