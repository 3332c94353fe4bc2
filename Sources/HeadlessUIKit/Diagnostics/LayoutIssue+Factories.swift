extension LayoutIssue {
  @MainActor
  static func unsatisfiable(breaking broken: NSLayoutConstraint, conflict: [NSLayoutConstraint])
    -> LayoutIssue
  {
    let all = conflict + [broken]
    let lines = all.map { "    \($0.readableDescription)" }.joined(separator: "\n")
    // UIKit's console adds this note when constraints made from autoresizing masks take part.
    let note =
      all.contains { $0.systemKind == .autoresizing }
      ? "\n(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't "
        + "understand, refer to the documentation for the UIView property "
        + "translatesAutoresizingMaskIntoConstraints; here they are marked (autoresizing).)"
      : ""
    let message = """
      Unable to simultaneously satisfy constraints. \
      Probably at least one of the constraints in the following list is one you don't want:\(note)
      \(lines)
      Will attempt to recover by breaking constraint:
          \(broken.readableDescription)
      """
    return LayoutIssue(
      kind: .unsatisfiableConstraints, message: message,
      constraints: all.map(\.readableDescription),
      affectedConstraint: broken.readableDescription, views: viewNames(all))
  }

  @MainActor
  static func noCommonAncestor(_ constraint: NSLayoutConstraint) -> LayoutIssue {
    let text = constraint.readableDescription
    return LayoutIssue(
      kind: .noCommonAncestor,
      message: """
        Unable to activate constraint \(text) because its items have no common ancestor. \
        Does the constraint or its anchors reference items in different view hierarchies? \
        The constraint stays inactive.
        """,
      constraints: [text], affectedConstraint: text, views: viewNames([constraint]))
  }

  /// A constraint given to ``UIView/addConstraint(_:)`` of a view whose subtree does not hold
  /// both of its items.
  @MainActor
  static func outsideSubtree(_ constraint: NSLayoutConstraint, of view: UIView) -> LayoutIssue {
    let text = constraint.readableDescription
    var hasCommonAncestor = false
    if let first = constraint.first?.ownerView {
      hasCommonAncestor =
        constraint.second?.ownerView.map { $0.layoutTree === first.layoutTree } ?? true
    }
    let message =
      hasCommonAncestor
      ? """
      Unable to install constraint \(text) on \(view.itemName): it references an item \
      outside the subtree of \(view.itemName). Add it to the closest common ancestor of its \
      items, or set isActive instead. The constraint stays inactive.
      """
      : """
      Unable to install constraint \(text) on \(view.itemName) because its items have no \
      common ancestor. The constraint stays inactive.
      """
    return LayoutIssue(
      kind: .noCommonAncestor, message: message, constraints: [text], affectedConstraint: text,
      views: viewNames([constraint]))
  }

  @MainActor
  static func invalid(_ constraint: NSLayoutConstraint, reason: String) -> LayoutIssue {
    let text = constraint.readableDescription
    return LayoutIssue(
      kind: .invalidConstraint,
      message: "Invalid constraint \(text): \(reason). It can never become active.",
      constraints: [text], affectedConstraint: text, views: viewNames([constraint]))
  }

  @MainActor
  static func priorityChangeRefused(_ constraint: NSLayoutConstraint, to priority: UILayoutPriority)
    -> LayoutIssue
  {
    let text = constraint.readableDescription
    return LayoutIssue(
      kind: .unsupportedPriorityChange,
      message: """
        Mutating the priority of \(text) from required to optional (or back) on an active \
        constraint is not supported; it keeps priority \
        \(NumberText.format(CGFloat(constraint.priority.rawValue))) \
        (asked \(NumberText.format(CGFloat(priority.rawValue)))).
        """,
      constraints: [text], affectedConstraint: text, views: viewNames([constraint]))
  }

  @MainActor
  static func priorityNotANumber(_ constraint: NSLayoutConstraint) -> LayoutIssue {
    let text = constraint.readableDescription
    return LayoutIssue(
      kind: .invalidConstraint,
      message: """
        The priority of \(text) must be a number; it keeps \
        \(NumberText.format(CGFloat(constraint.priority.rawValue))) (asked nan).
        """,
      constraints: [text], affectedConstraint: text, views: viewNames([constraint]))
  }

  @MainActor
  static func constantRefused(_ constraint: NSLayoutConstraint, to constant: CGFloat)
    -> LayoutIssue
  {
    let text = constraint.readableDescription
    return LayoutIssue(
      kind: .invalidConstraint,
      message: """
        The constant of \(text) must be a finite number; it keeps \
        \(NumberText.format(constraint.constant)) (asked \(constant)).
        """,
      constraints: [text], affectedConstraint: text, views: viewNames([constraint]))
  }

  @MainActor
  static func engineRefused(_ constraint: NSLayoutConstraint, reason: String) -> LayoutIssue {
    let text = constraint.readableDescription
    return LayoutIssue(
      kind: .invalidConstraint, message: "The layout engine refused \(text): \(reason).",
      constraints: [text], affectedConstraint: text, views: viewNames([constraint]))
  }

  @MainActor
  static func invalidHierarchy(_ view: UIView, into superview: UIView) -> LayoutIssue {
    LayoutIssue(
      kind: .invalidHierarchy,
      message:
        "Cannot add \(view.itemName) to \(superview.itemName): it would be its own ancestor.",
      views: [view.itemName, superview.itemName])
  }

  @MainActor
  static func recursiveViewLoad(_ controller: UIViewController) -> LayoutIssue {
    let name = String(describing: type(of: controller))
    return LayoutIssue(
      kind: .recursiveViewLoad,
      message:
        "\(name).loadView() read view before setting it; it gets a default view the size of the "
        + "screen (set view in loadView() without reading it first).")
  }

  static func animationsDidNotFinish(events: Int, pending: Int) -> LayoutIssue {
    LayoutIssue(
      kind: .animationsDidNotFinish,
      message:
        "Animation completions kept starting new animations; stopped after \(events) "
        + "completions with \(pending) still pending (does a completion restart its own "
        + "animation?).")
  }

  @MainActor
  static func layoutDidNotConverge(_ view: UIView, passes: Int) -> LayoutIssue {
    LayoutIssue(
      kind: .layoutDidNotConverge,
      message:
        "Layout of \(view.itemName) still changed after \(passes) passes; stopped there.",
      views: [view.itemName])
  }

  @MainActor
  static func viewNames(_ constraints: [NSLayoutConstraint]) -> [String] {
    var names: [String] = []
    for constraint in constraints {
      for item in [constraint.first, constraint.second] {
        guard let name = item?.itemName, !names.contains(name) else { continue }
        names.append(name)
      }
    }
    return names
  }
}
