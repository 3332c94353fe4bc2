// What layout inspectors in this package (SwiftLayoutInspector, SwiftLayoutTesting) read from a
// laid-out tree beyond UIKit's API: the names descriptions use, and the conflicts that broke
// constraints. `package`-scoped, so it is not part of the UIKit-shaped public API.

extension UIView {
  /// The name descriptions and layout issues give the view.
  package var inspectionName: String { itemName }
}

extension UILayoutGuide {
  /// The name descriptions and layout issues give the guide.
  package var inspectionName: String { itemName }
}

extension NSLayoutConstraint {
  /// The unsatisfiable-constraints issue that broke the constraint, while it stays broken in a
  /// layout engine; `nil` for a constraint that holds.
  package var inspectionConflict: Headless.LayoutIssue? {
    guard engineHandle != nil, isBroken else { return nil }
    return brokenConflict
  }

  /// Whether UIKit made the constraint (from an autoresizing mask, a content size, a guide, a
  /// stack view) rather than the app.
  package var inspectionIsSystem: Bool { systemKind != nil }

  /// Adds a broken constraint to its layout engine again, as activating it would.
  ///
  /// It holds if its conflict is gone (at another size, say), else it is broken again and the
  /// conflict reported. An inspector laying a tree out at several sizes retries before each, so that
  /// each layout shows its own conflicts, and once more when it restores the tree.
  package func inspectionRetryIfBroken() {
    guard let engine = engineHandle?.engine, isBroken else { return }
    engine.rebuild(self)
    holder?.constraintsDidChange(self)
  }
}

/// The text formats of descriptions, for inspectors that show what descriptions show.
package enum InspectionText {
  /// A frame as UIKit prints it, `(x y; width height)`, in the number format of descriptions.
  package static func frame(_ rect: CGRect) -> String { FrameText.format(rect) }

  /// A number in the fixed format of descriptions (`20`, `20.5`, never `-0`).
  package static func number(_ value: CGFloat) -> String { NumberText.format(value) }
}
