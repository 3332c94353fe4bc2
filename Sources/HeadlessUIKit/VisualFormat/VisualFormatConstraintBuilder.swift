import Foundation

/// Turns a parsed Visual Format Language string into constraints, resolving names against the
/// `metrics` and `views` dictionaries.
///
/// Spacing follows UIKit on iOS 8 and later:
/// - a standard space between two views (`[a]-[b]`) is 8 points
///   (``VisualFormatConstraintBuilder/standardSiblingSpacing``);
/// - a standard space to the superview (`|-[a]-|`) relates the view to the superview's layout
///   *margin* with a constant of 0, so it is the superview's margin (8 points by default);
/// - a flush or explicit space to the superview relates to the superview's edge.
///
/// Each connection becomes one constraint whose first item is the later element in the
/// direction of the format (`[a]-10-[b]` gives `b.leading == a.trailing + 10`,
/// `[a]-10-|` gives `superview.trailing == a.trailing + 10`).
@MainActor
package struct VisualFormatConstraintBuilder {
  /// The standard space between two sibling views, in points.
  package static let standardSiblingSpacing: CGFloat = 8

  private let syntax: VisualFormatSyntax
  private let format: String
  private let options: NSLayoutConstraint.FormatOptions
  private let metrics: [String: Any]
  private let views: [String: Any]

  /// Creates a builder for a parsed format and its dictionaries.
  package init(
    syntax: VisualFormatSyntax, format: String, options: NSLayoutConstraint.FormatOptions,
    metrics: [String: Any]?, views: [String: Any]
  ) {
    self.syntax = syntax
    self.format = format
    self.options = options
    self.metrics = metrics ?? [:]
    self.views = views
  }

  /// The attributes a format lays views out along.
  private struct Flow {
    var leading: NSLayoutConstraint.Attribute
    var trailing: NSLayoutConstraint.Attribute
    var leadingMargin: NSLayoutConstraint.Attribute
    var trailingMargin: NSLayoutConstraint.Attribute
    var size: NSLayoutConstraint.Attribute
    /// Whether the flow runs against the attributes' coordinates (right to left with physical
    /// attributes), so a gap is `earlier − later` rather than `later − earlier`.
    var reversed: Bool
  }

  /// Builds every constraint of the format, in the order of the format string.
  package func build() throws(Headless.VisualFormatError) -> [NSLayoutConstraint] {
    let flow = try makeFlow()
    let resolved = try syntax.views.map {
      (syntaxView) throws(Headless.VisualFormatError) -> UIView in
      try view(named: syntaxView.name, position: syntaxView.position)
    }
    var constraints: [NSLayoutConstraint] = []

    if let connection = syntax.leadingSuperview, let first = resolved.first {
      let superview = try superview(of: first, edgePosition: firstBarPosition)
      constraints += try gap(
        connection, from: (superview, flow.leading), standard: (superview, flow.leadingMargin),
        to: (first, flow.leading), flow: flow, toSuperview: true)
    }
    for (index, view) in resolved.enumerated() {
      constraints += try sizeConstraints(syntax.views[index], view: view, flow: flow)
      guard index + 1 < resolved.count else { continue }
      let next = resolved[index + 1]
      let baseline = syntax.orientation == .vertical && options.contains(.spacingBaselineToBaseline)
      constraints += try gap(
        syntax.connections[index],
        from: (view, baseline ? .lastBaseline : flow.trailing),
        standard: (view, baseline ? .lastBaseline : flow.trailing),
        to: (next, baseline ? .firstBaseline : flow.leading), flow: flow, toSuperview: false)
    }
    constraints += try alignmentConstraints(resolved)
    if let connection = syntax.trailingSuperview, let last = resolved.last {
      let superview = try superview(of: last, edgePosition: lastBarPosition)
      constraints += try gap(
        connection, from: (last, flow.trailing), standard: (last, flow.trailing),
        to: (superview, flow.trailing), flow: flow, toSuperview: true,
        standardTarget: (superview, flow.trailingMargin))
    }
    return constraints
  }

  // MARK: - Connections

  private typealias Anchor = (item: AnyObject, attribute: NSLayoutConstraint.Attribute)

  /// The constraints of one connection from `earlier` to `later`.
  ///
  /// A standard connection to the superview relates to its margin (`standard` on the leading
  /// side, `standardTarget` on the trailing side) with a constant of 0.
  private func gap(
    _ connection: VisualFormatConnection, from earlier: Anchor, standard: Anchor,
    to later: Anchor, flow: Flow, toSuperview: Bool, standardTarget: Anchor? = nil
  ) throws(Headless.VisualFormatError) -> [NSLayoutConstraint] {
    switch connection {
    case .flush:
      return [spacing(earlier, later, .equal, 0, nil, flow: flow)]
    case .standard:
      if toSuperview {
        return [spacing(standard, standardTarget ?? later, .equal, 0, nil, flow: flow)]
      }
      return [spacing(earlier, later, .equal, Self.standardSiblingSpacing, nil, flow: flow)]
    case .predicates(let predicates):
      var constraints: [NSLayoutConstraint] = []
      for predicate in predicates {
        constraints.append(
          spacing(
            earlier, later, relation(predicate.relation), try constant(predicate.object),
            try priority(predicate.priority), flow: flow))
      }
      return constraints
    }
  }

  /// `later − earlier (rel) constant`, written with the later element first.
  private func spacing(
    _ earlier: Anchor, _ later: Anchor, _ relation: NSLayoutConstraint.Relation,
    _ constant: CGFloat, _ priority: UILayoutPriority?, flow: Flow
  ) -> NSLayoutConstraint {
    let (first, second) = flow.reversed ? (earlier, later) : (later, earlier)
    return make(first, relation, second, constant: constant, priority: priority)
  }

  // MARK: - Sizes and alignment

  private func sizeConstraints(
    _ syntaxView: VisualFormatViewSyntax, view: UIView, flow: Flow
  ) throws(Headless.VisualFormatError) -> [NSLayoutConstraint] {
    var constraints: [NSLayoutConstraint] = []
    for predicate in syntaxView.predicates {
      let relation = relation(predicate.relation)
      let priority = try priority(predicate.priority)
      if case .name(let name, let position) = predicate.object, metrics[name] == nil {
        guard views[name] != nil else {
          throw error("'\(name)' is not a key in the views or metrics dictionary", at: position)
        }
        let other = try self.view(named: name, position: position)
        constraints.append(
          make((view, flow.size), relation, (other, flow.size), constant: 0, priority: priority))
      } else {
        let constant = try constant(predicate.object)
        let constraint = NSLayoutConstraint(
          item: view, attribute: flow.size, relatedBy: relation, toItem: nil,
          attribute: .notAnAttribute, multiplier: 1, constant: constant)
        if let priority { constraint.priority = priority }
        constraints.append(constraint)
      }
    }
    return constraints
  }

  private func alignmentConstraints(_ views: [UIView]) throws(Headless.VisualFormatError)
    -> [NSLayoutConstraint]
  {
    let horizontalEdges: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
      (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllLeading, .leading),
      (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
    ]
    let verticalEdges: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
      (.alignAllTop, .top), (.alignAllBottom, .bottom), (.alignAllCenterY, .centerY),
      (.alignAllFirstBaseline, .firstBaseline), (.alignAllLastBaseline, .lastBaseline),
    ]
    let (allowed, forbidden) =
      syntax.orientation == .horizontal
      ? (verticalEdges, horizontalEdges) : (horizontalEdges, verticalEdges)
    if forbidden.contains(where: { options.contains($0.0) }) {
      let (edge, axis) =
        syntax.orientation == .horizontal ? ("horizontal", "horizontal") : ("vertical", "vertical")
      throw error(
        "Options mask required views to be aligned on a \(edge) edge, which is not allowed for "
          + "layout that is also \(axis).", at: 0)
    }
    var constraints: [NSLayoutConstraint] = []
    for index in views.indices.dropFirst() {
      for (option, attribute) in allowed where options.contains(option) {
        constraints.append(
          make(
            (views[index - 1], attribute), .equal, (views[index], attribute), constant: 0,
            priority: nil))
      }
    }
    return constraints
  }

  // MARK: - Resolution

  private func makeFlow() throws(Headless.VisualFormatError) -> Flow {
    if syntax.orientation == .vertical {
      return Flow(
        leading: .top, trailing: .bottom, leadingMargin: .topMargin, trailingMargin: .bottomMargin,
        size: .height, reversed: false)
    }
    switch options.intersection(.directionMask).rawValue {
    case 0:
      return Flow(
        leading: .leading, trailing: .trailing, leadingMargin: .leadingMargin,
        trailingMargin: .trailingMargin, size: .width, reversed: false)
    case NSLayoutConstraint.FormatOptions.directionLeftToRight.rawValue:
      return Flow(
        leading: .left, trailing: .right, leadingMargin: .leftMargin, trailingMargin: .rightMargin,
        size: .width, reversed: false)
    case NSLayoutConstraint.FormatOptions.directionRightToLeft.rawValue:
      return Flow(
        leading: .right, trailing: .left, leadingMargin: .rightMargin, trailingMargin: .leftMargin,
        size: .width, reversed: true)
    default:
      throw error("The options name more than one direction", at: 0)
    }
  }

  private func view(named name: String, position: Int) throws(Headless.VisualFormatError) -> UIView
  {
    guard let value = views[name] else {
      throw error("\(name) is not a key in the views dictionary.", at: position)
    }
    guard let view = value as? UIView else {
      throw error("The views dictionary value for '\(name)' is not a UIView.", at: position)
    }
    return view
  }

  private func superview(of view: UIView, edgePosition: Int) throws(Headless.VisualFormatError)
    -> UIView
  {
    guard let superview = view.superview else {
      throw error(
        "Unable to interpret '|' character, because the related view doesn't have a superview",
        at: edgePosition)
    }
    return superview
  }

  private func constant(_ value: VisualFormatValue) throws(Headless.VisualFormatError) -> CGFloat {
    switch value {
    case .number(let number):
      return CGFloat(number)
    case .name(let name, let position):
      guard let metric = metrics[name] else {
        throw error("'\(name)' is not a key in the metrics dictionary", at: position)
      }
      return try number(metric, name: name, position: position)
    }
  }

  private func priority(_ value: VisualFormatValue?) throws(Headless.VisualFormatError)
    -> UILayoutPriority?
  {
    guard let value else { return nil }
    let number = try constant(value)
    guard number > 0, number <= 1000 else {
      let position: Int
      if case .name(_, let at) = value { position = at } else { position = 0 }
      throw error("A priority must be greater than 0 and at most 1000", at: position)
    }
    return UILayoutPriority(rawValue: Float(number))
  }

  private func number(_ value: Any, name: String, position: Int) throws(Headless.VisualFormatError)
    -> CGFloat
  {
    let number: Double? =
      switch value {
      case let value as Double: value
      case let value as CGFloat: Double(value)
      case let value as Float: Double(value)
      case let value as Int: Double(value)
      case let value as UILayoutPriority: Double(value.rawValue)
      case let value as NSNumber: value.doubleValue
      default: nil
      }
    guard let number, number.isFinite else {
      throw error("The metrics value for '\(name)' is not a finite number", at: position)
    }
    return CGFloat(number)
  }

  private func relation(_ relation: VisualFormatPredicate.Relation) -> NSLayoutConstraint.Relation {
    switch relation {
    case .equal: .equal
    case .lessThanOrEqual: .lessThanOrEqual
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }

  private func make(
    _ first: Anchor, _ relation: NSLayoutConstraint.Relation, _ second: Anchor,
    constant: CGFloat, priority: UILayoutPriority?
  ) -> NSLayoutConstraint {
    let constraint = NSLayoutConstraint(
      item: first.item, attribute: first.attribute, relatedBy: relation, toItem: second.item,
      attribute: second.attribute, multiplier: 1, constant: constant)
    if let priority { constraint.priority = priority }
    return constraint
  }

  private var firstBarPosition: Int {
    Array(format).firstIndex(of: "|") ?? 0
  }

  private var lastBarPosition: Int {
    Array(format).lastIndex(of: "|") ?? max(0, format.count - 1)
  }

  private func error(_ message: String, at position: Int) -> VisualFormatError {
    VisualFormatError(message: message, format: format, position: position)
  }
}
