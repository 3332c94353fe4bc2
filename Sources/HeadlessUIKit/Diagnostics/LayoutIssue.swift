extension Headless {
  /// A problem HeadlessUIKit found in a layout: what UIKit answers with an exception or a console
  /// message, reported as a value instead. (HeadlessUIKit only; not part of UIKit.)
  ///
  /// Issues go to ``Headless/LayoutDiagnostics/handler`` (standard error by default) and are kept in
  /// ``Headless/LayoutDiagnostics/issues`` for tests. Views are named by `accessibilityIdentifier`, else
  /// by type and index in the superview (`UILabel[2]`); constraints are written
  /// `title.top == root.top + 16 @750`.
  public struct LayoutIssue: Sendable, Hashable, CustomStringConvertible {
    /// The kinds of problem.
    public enum Kind: String, Sendable, Hashable {
      /// Required constraints that cannot hold together; one was broken to recover (UIKit logs
      /// "Unable to simultaneously satisfy constraints").
      case unsatisfiableConstraints
      /// A constraint whose items have no common ancestor, or given to
      /// `addConstraint(_:)` of a view that is not an ancestor of both; it stays inactive
      /// (UIKit raises).
      case noCommonAncestor
      /// A constraint with an illegal attribute combination; it can never be active (UIKit raises
      /// at creation).
      case invalidConstraint
      /// A Visual Format Language string with a syntax error, or naming a view or metric that is
      /// not in its dictionaries; no constraints are made (UIKit raises "Unable to parse
      /// constraint format").
      case invalidVisualFormat
      /// A change between required and optional priority of an active constraint; refused (UIKit
      /// raises).
      case unsupportedPriorityChange
      /// Views whose frames the constraints leave ambiguous.
      case ambiguousLayout
      /// A view hierarchy change that would make a cycle; refused (UIKit raises).
      case invalidHierarchy
      /// Layout kept invalidating itself and was stopped.
      case layoutDidNotConverge
      /// A property animator was asked for what its state forbids (starting a stopped animator,
      /// finishing one that is not stopped); ignored (UIKit raises).
      case invalidAnimatorUse
      /// Animation completions kept committing new animations (a "pulse" that restarts itself),
      /// so the animation clock stopped instead of running forever; the animations still pending
      /// stay pending.
      case animationsDidNotFinish
      /// A view controller's `loadView()` read `view` before setting one (UIKit would load the
      /// view again, recursively); it got the default view instead.
      case recursiveViewLoad
    }

    /// What kind of problem this is.
    public var kind: Kind
    /// The full readable report.
    public var message: String
    /// The constraints involved, readably (for a conflict: the whole conflict set).
    public var constraints: [String]
    /// The constraint that was broken or refused, readably, if any.
    public var affectedConstraint: String?
    /// The views involved, by name.
    public var views: [String]

    /// Creates an issue.
    ///
    /// - Parameters:
    ///   - kind: What kind of problem this is.
    ///   - message: The readable report.
    ///   - constraints: The constraints involved.
    ///   - affectedConstraint: The constraint that was broken or refused.
    ///   - views: The views involved.
    public init(
      kind: Kind, message: String, constraints: [String] = [], affectedConstraint: String? = nil,
      views: [String] = []
    ) {
      self.kind = kind
      self.message = message
      self.constraints = constraints
      self.affectedConstraint = affectedConstraint
      self.views = views
    }

    /// The report, as printed by the default handler.
    public var description: String { message }
  }
}
