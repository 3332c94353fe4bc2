// `view.hook`: one view, one line of anchor constraints.

/// A chain of anchor constraints on one view, each created and activated by one call.
///
/// ```swift
/// addSubviews(imageView, label)
/// imageView.hook.top(to: topAnchor).leading(to: leadingAnchor).width(constant: 200)
/// label.hook.leading(to: imageView.trailingAnchor, constant: 10).centerY(to: imageView.centerYAnchor)
/// ```
///
/// Constants are raw anchor constants, as with `NSLayoutAnchor`: a trailing inset of 10 is
/// `trailing(to: trailingAnchor, constant: -10)`. Every call takes a `priority:`, which is set
/// before the constraint is activated (UIKit refuses to change a required priority afterwards).
/// Each call also clears `translatesAutoresizingMaskIntoConstraints` on the hooked view (never on
/// the view it relates to), as `addSubviews(_:)` does.
///
/// The chain keeps what it made: ``constraints`` lists them in order, and
/// ``constraint(for:)`` finds the one for an attribute, to change or deactivate later:
///
/// ```swift
/// let hooked = label.hook.top(to: topAnchor).height(constant: 40)
/// hooked.constraint(for: .height)?.constant = 80
/// ```
///
/// Invalid requests (anchors of views with no common ancestor, say) are reported by UIKit or
/// HeadlessUIKit when the constraint is activated; the chain never traps.
@MainActor
public struct Hook {
  /// The view whose anchors the chain constrains.
  public let view: SLView

  /// The constraints this chain created and activated, in the order of the calls.
  public private(set) var constraints: [NSLayoutConstraint]

  /// Starts an empty chain on `view`; the usual spelling is `view.hook`.
  ///
  /// - Parameter view: The view to constrain.
  public init(view: SLView) {
    self.view = view
    self.constraints = []
  }

  /// Sets `priority`, then activates `constraint`, and returns the chain with it appended.
  func adding(_ constraint: NSLayoutConstraint, priority: SLLayoutPriority) -> Hook {
    view.translatesAutoresizingMaskIntoConstraints = false
    constraint.priority = priority
    constraint.isActive = true
    var next = self
    next.constraints.append(constraint)
    return next
  }

  /// The last constraint this chain made on `attribute` of ``view``.
  ///
  /// Only the chain's own constraints are searched, so the answer is never another view's
  /// constraint that happens to share the attribute.
  ///
  /// - Parameter attribute: The attribute of ``view``, such as `.top` or `.width`.
  /// - Returns: The constraint, or `nil` when the chain made none on that attribute.
  public func constraint(for attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint? {
    constraints.last { $0.firstItem === view && $0.firstAttribute == attribute }
  }

  /// The active constraints whose first item is ``view`` and first attribute is `attribute`,
  /// wherever they are installed (on the view or an ancestor), made by this chain or not.
  ///
  /// - Parameter attribute: The attribute of ``view``, such as `.top` or `.width`.
  /// - Returns: The constraints, from the view's own outward to its ancestors'.
  public func activeConstraints(for attribute: NSLayoutConstraint.Attribute)
    -> [NSLayoutConstraint]
  {
    var found: [NSLayoutConstraint] = []
    var holder: SLView? = view
    while let current = holder {
      for constraint in current.constraints
      where constraint.isActive && constraint.firstItem === view
        && constraint.firstAttribute == attribute
      {
        found.append(constraint)
      }
      holder = current.superview
    }
    return found
  }

  /// Deactivates every constraint this chain made.
  public func deactivate() {
    NSLayoutConstraint.deactivate(constraints)
  }
}
