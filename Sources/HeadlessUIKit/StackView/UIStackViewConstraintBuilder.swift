/// Generates a stack view's constraints the way UIKit does, with UIKit's identifiers.
///
/// Along the axis: `UISV-canvas-connection` pins the first and last visible views to the canvas
/// (the stack view, or its layout margins guide), `UISV-spacing` chains the views,
/// `UISV-fill-equally` / `UISV-fill-proportionally` size them, and `UISV-distributing` gap guides
/// equalize gaps or center distances. Across the axis: `UISV-canvas-connection` and
/// `UISV-alignment` align the views, `UISV-spanning-boundary` keeps them inside the canvas and
/// `UISV-spanning-fit` lets the canvas hug them. Hidden views get `UISV-hiding`.
@MainActor
struct UIStackViewConstraintBuilder {
  /// Priority of the constraints that let the canvas hug its views: just above
  /// `fittingSizeLevel`, below any content priority.
  static let fitPriority = UILayoutPriority(rawValue: 51)
  /// Priority of the constraints that settle an otherwise free perpendicular size.
  static let ambiguitySuppressionPriority = UILayoutPriority(rawValue: 25)
  /// Priority of the proportional sizes of `fillProportionally`.
  static let proportionalPriority = UILayoutPriority(rawValue: 999)
  /// Priority of the pins that settle baseline-aligned views against the canvas's top.
  static let baselinePinPriority = UILayoutPriority(rawValue: 49)
  /// Priority of the equal center distances of `equalCentering` ("as much as possible").
  static let equalCenteringPriority = UILayoutPriority(rawValue: 150)

  private let stackView: UIStackView
  private let canvas: AnyObject
  private let axis: NSLayoutConstraint.Axis
  private var constraints: [NSLayoutConstraint] = []
  /// The gap guides added to the stack view.
  private(set) var guides: [UILayoutGuide] = []

  /// Creates a builder for the current state of `stackView`.
  init(stackView: UIStackView) {
    self.stackView = stackView
    self.axis = stackView.axis
    self.canvas =
      stackView.isLayoutMarginsRelativeArrangement ? stackView.layoutMarginsGuide : stackView
  }

  // MARK: - Attributes

  private var lead: NSLayoutConstraint.Attribute { axis == .horizontal ? .leading : .top }
  private var trail: NSLayoutConstraint.Attribute { axis == .horizontal ? .trailing : .bottom }
  private var length: NSLayoutConstraint.Attribute { axis == .horizontal ? .width : .height }
  private var center: NSLayoutConstraint.Attribute { axis == .horizontal ? .centerX : .centerY }
  private var crossLead: NSLayoutConstraint.Attribute { axis == .horizontal ? .top : .leading }
  private var crossTrail: NSLayoutConstraint.Attribute {
    axis == .horizontal ? .bottom : .trailing
  }
  private var crossLength: NSLayoutConstraint.Attribute {
    axis == .horizontal ? .height : .width
  }
  private var crossCenter: NSLayoutConstraint.Attribute {
    axis == .horizontal ? .centerY : .centerX
  }

  // MARK: - Building

  /// Builds every constraint (inactive) and the gap guides (already added to the stack view).
  mutating func build() -> [NSLayoutConstraint] {
    let arranged = stackView.arrangedSubviews
    let visible = arranged.filter { !$0.isHidden }
    hide(arranged: arranged)
    guard let first = visible.first, let last = visible.last else {
      // Nothing to show: the stack view collapses unless something else sizes it.
      if !arranged.isEmpty {
        for attribute in [length, crossLength] {
          add(
            canvas, attribute, .equal, nil, .notAnAttribute, priority: Self.fitPriority,
            id: "UISV-spanning-fit")
        }
      }
      return constraints
    }
    add(canvas, lead, .equal, first, lead, id: "UISV-canvas-connection")
    add(canvas, trail, .equal, last, trail, id: "UISV-canvas-connection")
    distribute(visible)
    align(visible)
    return constraints
  }

  /// Collapses hidden arranged views: zero length, placed where the chain passes.
  private mutating func hide(arranged: [UIView]) {
    var previousVisible: UIView?
    for view in arranged {
      guard view.isHidden else {
        previousVisible = view
        continue
      }
      add(view, length, .equal, nil, .notAnAttribute, id: "UISV-hiding")
      if let previousVisible {
        add(view, lead, .equal, previousVisible, trail, id: "UISV-hiding")
      } else {
        add(view, lead, .equal, canvas, lead, id: "UISV-hiding")
      }
      add(view, crossLead, .equal, canvas, crossLead, id: "UISV-hiding")
      add(
        view, crossLength, .equal, nil, .notAnAttribute,
        priority: Self.ambiguitySuppressionPriority, id: "UISV-ambiguity-suppression")
    }
  }

  // MARK: Along the axis

  private mutating func distribute(_ views: [UIView]) {
    switch stackView.distribution {
    case .fill:
      chain(views, relation: .equal)
    case .fillEqually:
      chain(views, relation: .equal)
      fillEqually(views)
    case .fillProportionally:
      chain(views, relation: .equal)
      fillProportionally(views)
    case .equalSpacing:
      chain(views, relation: .greaterThanOrEqual)
      distributeGaps(views, from: trail, to: lead, priority: .required)
    case .equalCentering:
      chain(views, relation: .greaterThanOrEqual)
      distributeGaps(views, from: center, to: center, priority: Self.equalCenteringPriority)
    }
  }

  /// `next.lead (rel) view.trail + spacing` for each neighbouring pair (`UISV-spacing`).
  private mutating func chain(_ views: [UIView], relation: NSLayoutConstraint.Relation) {
    let baseline = axis == .vertical && stackView.isBaselineRelativeArrangement
    for (view, next) in zip(views, views.dropFirst()) {
      add(
        next, baseline ? .firstBaseline : lead, relation, view, baseline ? .lastBaseline : trail,
        constant: stackView.resolvedSpacing(after: view), id: "UISV-spacing")
    }
  }

  private mutating func fillEqually(_ views: [UIView]) {
    guard let first = views.first else { return }
    for view in views.dropFirst() {
      add(view, length, .equal, first, length, id: "UISV-fill-equally")
    }
  }

  /// Sizes each view to its share of the canvas length left after spacing.
  ///
  /// Shares are in proportion to the intrinsic lengths; views without one get no share. With no
  /// intrinsic lengths at all the views fill equally.
  private mutating func fillProportionally(_ views: [UIView]) {
    guard views.count > 1 else { return }
    let lengths = views.map { stackView.intrinsicLength(of: $0, along: axis) }
    let total = lengths.reduce(0, +)
    guard total > 0 else {
      fillEqually(views)
      return
    }
    let spacing = views.dropLast().reduce(0) { $0 + stackView.resolvedSpacing(after: $1) }
    for (view, intrinsic) in zip(views, lengths) {
      let share = intrinsic / total
      add(
        view, length, .equal, canvas, length, multiplier: share, constant: -spacing * share,
        priority: Self.proportionalPriority, id: "UISV-fill-proportionally")
    }
  }

  /// Puts a `UISV-distributing` guide in each gap (edge to edge, or center to center) and makes
  /// the guides equally long; the canvas hugs the views through a fitting-level pull on the
  /// guides.
  private mutating func distributeGaps(
    _ views: [UIView], from start: NSLayoutConstraint.Attribute,
    to end: NSLayoutConstraint.Attribute, priority: UILayoutPriority
  ) {
    var firstGuide: UILayoutGuide?
    for (view, next) in zip(views, views.dropFirst()) {
      let guide = UILayoutGuide()
      guide.identifier = "UISV-distributing"
      stackView.addLayoutGuide(guide)
      guides.append(guide)
      add(guide, lead, .equal, view, start, id: "UISV-distributing-edge")
      add(next, end, .equal, guide, trail, id: "UISV-distributing-edge")
      add(guide, crossLead, .equal, canvas, crossLead, id: "UISV-distributing")
      add(guide, crossLength, .equal, nil, .notAnAttribute, id: "UISV-distributing")
      add(
        guide, length, .equal, nil, .notAnAttribute, priority: Self.fitPriority,
        id: "UISV-distributing-fit")
      if let firstGuide {
        add(guide, length, .equal, firstGuide, length, priority: priority, id: "UISV-distributing")
      } else {
        firstGuide = guide
      }
    }
  }

  // MARK: Across the axis

  private mutating func align(_ views: [UIView]) {
    guard let first = views.first else { return }
    var alignment = stackView.alignment
    if axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline {
      alignment = .fill
    }
    switch alignment {
    case .fill:
      add(canvas, crossLead, .equal, first, crossLead, id: "UISV-canvas-connection")
      add(canvas, crossTrail, .equal, first, crossTrail, id: "UISV-canvas-connection")
      for view in views.dropFirst() {
        add(view, crossLead, .equal, first, crossLead, id: "UISV-alignment")
        add(view, crossTrail, .equal, first, crossTrail, id: "UISV-alignment")
      }
      return
    case .leading:
      add(canvas, crossLead, .equal, first, crossLead, id: "UISV-canvas-connection")
      alignAll(views, to: first, attribute: crossLead)
      bound(views, lead: false, trail: true)
    case .trailing:
      add(canvas, crossTrail, .equal, first, crossTrail, id: "UISV-canvas-connection")
      alignAll(views, to: first, attribute: crossTrail)
      bound(views, lead: true, trail: false)
    case .center:
      add(canvas, crossCenter, .equal, first, crossCenter, id: "UISV-canvas-connection")
      alignAll(views, to: first, attribute: crossCenter)
      bound(views, lead: true, trail: true)
    case .firstBaseline, .lastBaseline:
      let baseline: NSLayoutConstraint.Attribute =
        alignment == .firstBaseline ? .firstBaseline : .lastBaseline
      alignAll(views, to: first, attribute: baseline)
      bound(views, lead: true, trail: true)
      for view in views {
        add(
          canvas, crossLead, .equal, view, crossLead, priority: Self.baselinePinPriority,
          id: "UISV-canvas-connection")
      }
    }
    add(
      canvas, crossLength, .equal, nil, .notAnAttribute, priority: Self.fitPriority,
      id: "UISV-spanning-fit")
    for view in views {
      add(
        view, crossLength, .equal, nil, .notAnAttribute,
        priority: Self.ambiguitySuppressionPriority, id: "UISV-ambiguity-suppression")
    }
  }

  private mutating func alignAll(
    _ views: [UIView], to first: UIView, attribute: NSLayoutConstraint.Attribute
  ) {
    for view in views.dropFirst() {
      add(view, attribute, .equal, first, attribute, id: "UISV-alignment")
    }
  }

  /// Keeps every view inside the canvas on the given cross-axis sides (`UISV-spanning-boundary`).
  private mutating func bound(_ views: [UIView], lead: Bool, trail: Bool) {
    for view in views {
      if lead {
        add(canvas, crossLead, .lessThanOrEqual, view, crossLead, id: "UISV-spanning-boundary")
      }
      if trail {
        add(canvas, crossTrail, .greaterThanOrEqual, view, crossTrail, id: "UISV-spanning-boundary")
      }
    }
  }

  // MARK: - Constraint factory

  private mutating func add(
    _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute,
    _ relation: NSLayoutConstraint.Relation, _ other: AnyObject?,
    _ otherAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
    constant: CGFloat = 0, priority: UILayoutPriority = .required, id: String
  ) {
    let constraint = NSLayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: other,
      attribute: otherAttribute, multiplier: multiplier, constant: constant)
    constraint.priority = priority
    constraint.identifier = id
    constraints.append(constraint)
  }
}
