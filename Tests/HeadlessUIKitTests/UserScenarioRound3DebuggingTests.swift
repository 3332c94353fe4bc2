import HeadlessUIKit
import Testing

/// A third round of user scenarios: the Visual Format Language as Apple's guide writes it, and
/// the ambiguity-debugging API on realistic screens.
@MainActor
@Suite("User scenarios, round 3: visual format and ambiguity debugging")
struct UserScenarioRound3DebuggingTests {
  func add(_ views: UIView..., to superview: UIView) {
    for view in views {
      view.translatesAutoresizingMaskIntoConstraints = false
      superview.addSubview(view)
    }
  }

  func activate(
    _ format: String, options: NSLayoutConstraint.FormatOptions = [],
    metrics: [String: Any]? = nil, _ views: [String: Any]
  ) {
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: format, options: options, metrics: metrics, views: views))
  }

  // MARK: - Visual Format Language

  @Test("VFL: a toolbar row aligned on centre Y, with metrics and a flexible middle gap")
  func toolbarRow() {
    // NSLayoutConstraint.FormatOptions.alignAllCenterY: "Align all specified interface items
    // vertically by the center of each." The last view gets a fixed top so that the row is
    // placed; the others follow by their centres.
    let bar = makeRoot(width: 320, height: 44)
    let back = StackTestView(30, 30)
    let title = StackTestView(120, 20)
    let done = StackTestView(50, 24)
    add(back, title, done, to: bar)
    let views: [String: Any] = ["back": back, "title": title, "done": done]
    activate(
      "H:|-pad-[back]-(>=gap)-[title]-(>=gap)-[done]-pad-|", options: .alignAllCenterY,
      metrics: ["pad": 12, "gap": 8], views)
    activate("V:|-7-[back]", views)
    let centre = title.centerXAnchor.constraint(equalTo: bar.centerXAnchor)
    centre.priority = .defaultHigh
    centre.isActive = true
    bar.layoutIfNeeded()
    #expect(back.frame == CGRect(x: 12, y: 7, width: 30, height: 30))
    #expect(title.frame == CGRect(x: 100, y: 12, width: 120, height: 20))
    #expect(done.frame == CGRect(x: 258, y: 10, width: 50, height: 24))
  }

  @Test("VFL: a width priority below the neighbours' gives way when the row is too narrow")
  func priorityGivesWay() {
    // Apple's guide, Priority: "[button(100@20)]" — a priority in a predicate.
    let row = makeRoot(width: 320, height: 40)
    let field = makeView("field")
    let button = makeView("button")
    add(field, button, to: row)
    let views: [String: Any] = ["field": field, "button": button]
    activate("H:|-[field(200@250)]-(>=8)-[button(100)]-|", views)
    activate("V:|[field(20)]", views)
    activate("V:|[button(20)]", views)
    row.layoutIfNeeded()
    // 8 + 200 + 8 + 100 + 8 = 324 does not fit 320: the optional width loses 4 points.
    #expect(field.frame == CGRect(x: 8, y: 0, width: 196, height: 20))
    #expect(button.frame == CGRect(x: 212, y: 0, width: 100, height: 20))
    // Wider, the field gets its 200 and the gap grows instead.
    row.frame.size.width = 400
    row.layoutIfNeeded()
    #expect(field.frame.width == 200)
    #expect(button.frame.minX == 292)
  }

  @Test("VFL: a priority given by a metric, on a size and on a gap")
  func metricPriorities() throws {
    let row = makeRoot(width: 300, height: 40)
    let icon = makeView("icon")
    add(icon, to: row)
    let constraints = try NSLayoutConstraint.validatedConstraints(
      withVisualFormat: "H:|-(inset@low)-[icon(side@high)]",
      metrics: ["inset": 16, "low": 250, "side": 24, "high": 750],
      views: ["icon": icon])
    #expect(constraints.count == 2)
    let gap = try #require(constraints.first { $0.firstAttribute == .leading })
    let width = try #require(constraints.first { $0.firstAttribute == .width })
    #expect(gap.constant == 16)
    #expect(gap.priority == .defaultLow)
    #expect(width.constant == 24)
    #expect(width.priority == .defaultHigh)
  }

  @Test("VFL: directionLeftToRight keeps left-to-right order in a right-to-left superview")
  func leftToRightOptionInRightToLeft() {
    // FormatOptions.directionLeftToRight: "Arrange objects in order based on the normal text
    // flow for the current user interface language" is directionLeadingToTrailing; the
    // left-to-right option orders "from left to right" whatever the language.
    let superview = makeRoot(width: 300, height: 100)
    superview.semanticContentAttribute = .forceRightToLeft
    let first = StackTestView(50, 10)
    let second = StackTestView(40, 10)
    add(first, second, to: superview)
    let views: [String: Any] = ["first": first, "second": second]
    activate("|-20-[first]-10-[second]", options: .directionLeftToRight, views)
    activate("V:|[first]", views)
    activate("V:|[second]", views)
    superview.layoutIfNeeded()
    #expect(first.frame == CGRect(x: 20, y: 0, width: 50, height: 10))
    #expect(second.frame == CGRect(x: 80, y: 0, width: 40, height: 10))
  }

  @Test("VFL: alignAllTop and alignAllBottom together make a row of equal heights")
  func alignTopAndBottom() {
    let row = makeRoot(width: 300, height: 100)
    let avatar = makeView("avatar")
    let name = makeView("name")
    add(avatar, name, to: row)
    let views: [String: Any] = ["avatar": avatar, "name": name]
    activate(
      "H:|-16-[avatar(40)]-12-[name]-16-|", options: [.alignAllTop, .alignAllBottom], views)
    activate("V:|-10-[avatar(40)]", views)
    row.layoutIfNeeded()
    #expect(name.frame == CGRect(x: 68, y: 10, width: 216, height: 40))
  }

  @Test("VFL: directionRightToLeft orders a format from the right in a left-to-right superview")
  func rightToLeftOptionInLeftToRight() {
    // FormatOptions.directionRightToLeft: "Arrange objects in order from right to left."
    let superview = makeRoot(width: 300, height: 100)
    let first = StackTestView(50, 10)
    let second = StackTestView(40, 10)
    add(first, second, to: superview)
    let views: [String: Any] = ["first": first, "second": second]
    activate("|-20-[first]-10-[second]", options: .directionRightToLeft, views)
    activate("V:|[first]", views)
    activate("V:|[second]", views)
    superview.layoutIfNeeded()
    #expect(first.frame == CGRect(x: 230, y: 0, width: 50, height: 10))
    #expect(second.frame == CGRect(x: 180, y: 0, width: 40, height: 10))
  }

  @Test("VFL: a vertical column aligned leading lines up on the right in right-to-left")
  func alignLeadingInRightToLeft() {
    let superview = makeRoot(width: 300, height: 200)
    superview.semanticContentAttribute = .forceRightToLeft
    let title = StackTestView(120, 20)
    let subtitle = StackTestView(80, 16)
    add(title, subtitle, to: superview)
    let views: [String: Any] = ["title": title, "subtitle": subtitle]
    activate("V:|-10-[title]-4-[subtitle]", options: .alignAllLeading, views)
    activate("H:|-16-[title]", views)
    superview.layoutIfNeeded()
    // Leading is the right edge: the title starts 16 from the right, the subtitle follows it.
    #expect(title.frame == CGRect(x: 164, y: 10, width: 120, height: 20))
    #expect(subtitle.frame == CGRect(x: 204, y: 34, width: 80, height: 16))
    // alignAllLeft keeps the left edges together whatever the direction.
    let caption = StackTestView(60, 12)
    add(caption, to: superview)
    activate(
      "V:[subtitle]-4-[caption]", options: .alignAllLeft,
      ["subtitle": subtitle, "caption": caption])
    superview.layoutIfNeeded()
    #expect(caption.frame == CGRect(x: 204, y: 54, width: 60, height: 12))
  }

  // MARK: - Ambiguity

  @Test("Two labels with equal hugging in a row are ambiguous; one more hugging point settles it")
  func equalHuggingIsAmbiguous() {
    // hasAmbiguousLayout: "If there aren't enough constraints in the system to uniquely determine
    // layout, the layout is considered ambiguous."
    let row = makeRoot(width: 300, height: 40)
    let title = UILabel()
    title.text = "Title"
    let detail = UILabel()
    detail.text = "Detail"
    add(title, detail, to: row)
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: row.leadingAnchor),
      detail.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
      detail.trailingAnchor.constraint(equalTo: row.trailingAnchor),
      title.centerYAnchor.constraint(equalTo: row.centerYAnchor),
      detail.centerYAnchor.constraint(equalTo: row.centerYAnchor),
    ])
    row.layoutIfNeeded()
    #expect(title.hasAmbiguousLayout)
    #expect(detail.hasAmbiguousLayout)
    // HeadlessUIKit's labels hug at 251, as Interface Builder's do; one more point decides.
    let hugging = title.contentHuggingPriority(for: .horizontal)
    detail.setContentHuggingPriority(hugging + 1, for: .horizontal)
    row.layoutIfNeeded()
    #expect(!title.hasAmbiguousLayout)
    #expect(!detail.hasAmbiguousLayout)
    // The title stretches; the detail keeps its intrinsic width at the trailing edge.
    let detailWidth = detail.intrinsicContentSize.width
    #expect(detail.frame.width == detailWidth)
    #expect(detail.frame.maxX == 300)
    #expect(title.frame.width == 300 - 8 - detailWidth)
  }

  @Test("A stack view with equal hugging is not ambiguous: UIKit breaks the tie by index")
  func stackBreaksTieByIndex() {
    // UIStackView.Distribution.fill: "If there is any ambiguity, the stack view resizes the
    // arranged views based on their index in the arrangedSubviews array."
    let title = UILabel()
    title.text = "Title"
    let detail = UILabel()
    detail.text = "Detail"
    let stack = UIStackView(arrangedSubviews: [title, detail])
    stack.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
    stack.spacing = 8
    stack.layoutIfNeeded()
    #expect(!title.hasAmbiguousLayout)
    #expect(!detail.hasAmbiguousLayout)
    #expect(detail.frame.maxX == 300)
    #expect(detail.frame.width == detail.intrinsicContentSize.width)
  }

  @Test("An inequality alone leaves a view ambiguous on that axis only; a weak equality fixes it")
  func inequalityAloneIsAmbiguous() {
    let root = makeRoot()
    let card = makeView("card", in: root)
    let atLeast = card.leadingAnchor.constraint(
      greaterThanOrEqualTo: root.leadingAnchor, constant: 20)
    NSLayoutConstraint.activate([
      atLeast,
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      card.widthAnchor.constraint(equalToConstant: 100),
      card.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    #expect(card.hasAmbiguousLayout)
    #expect(card.leadingAnchor.hasAmbiguousLayout)
    #expect(!card.topAnchor.hasAmbiguousLayout)
    #expect(!card.heightAnchor.hasAmbiguousLayout)
    let preferred = card.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    preferred.priority = .init(1)
    preferred.isActive = true
    root.layoutIfNeeded()
    #expect(!card.hasAmbiguousLayout)
    #expect(card.frame == CGRect(x: 20, y: 10, width: 100, height: 50))
  }

  @Test("exerciseAmbiguityInLayout moves an ambiguous view to another valid frame only")
  func exerciseAmbiguity() {
    // exerciseAmbiguityInLayout(): "Randomly changes the frame of a view with an ambiguous
    // layout between the different valid values."
    let root = makeRoot()
    let card = makeView("card", in: root)
    let fixed = makeView("fixed", in: root)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 20),
      card.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -20),
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      card.widthAnchor.constraint(equalToConstant: 100),
      card.heightAnchor.constraint(equalToConstant: 50),
      fixed.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
      fixed.topAnchor.constraint(equalTo: root.topAnchor, constant: 80),
      fixed.widthAnchor.constraint(equalToConstant: 30),
      fixed.heightAnchor.constraint(equalToConstant: 30),
    ])
    root.layoutIfNeeded()
    let before = card.frame
    card.exerciseAmbiguityInLayout()
    let after = card.frame
    #expect(after != before)
    // Still a valid frame: inside the inequalities, with its fixed size and top.
    #expect(after.minX >= 20 && after.maxX <= 300)
    #expect(after.size == CGSize(width: 100, height: 50))
    #expect(after.minY == 10)
    // HeadlessUIKit is deterministic: the first call goes to one end, the next to the other.
    #expect(after.minX == 200)
    card.exerciseAmbiguityInLayout()
    #expect(card.frame.minX == 20)
    #expect(card.hasAmbiguousLayout)
    // An unambiguous view does not move.
    fixed.exerciseAmbiguityInLayout()
    #expect(fixed.frame == CGRect(x: 8, y: 80, width: 30, height: 30))
  }

  @Test("constraintsAffectingLayout(for:) lists a card's constraints by axis")
  func constraintsAffectingCard() {
    // constraintsAffectingLayout(for:): "Returns the constraints impacting the layout of the
    // view for a given axis."
    let root = makeRoot()
    let card = makeView("card", in: root)
    let top = card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
    let leading = card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
    let trailing = card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16)
    let height = card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5)
    NSLayoutConstraint.activate([top, leading, trailing, height])
    root.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 16, y: 10, width: 288, height: 144))
    let horizontal = card.constraintsAffectingLayout(for: .horizontal)
    let vertical = card.constraintsAffectingLayout(for: .vertical)
    #expect(horizontal.contains { $0 === leading } && horizontal.contains { $0 === trailing })
    #expect(!horizontal.contains { $0 === top })
    #expect(vertical.contains { $0 === top } && vertical.contains { $0 === height })
    #expect(!vertical.contains { $0 === leading })
  }

  @Test("constraintsAffectingLayout(for:) of a frame-placed subview lists its autoresizing ones")
  func constraintsAffectingAutoresizingView() {
    // translatesAutoresizingMaskIntoConstraints: "the system automatically creates a set of
    // constraints that duplicate the behavior specified by the view's autoresizing mask."
    let root = makeRoot()
    let container = makeView("container", in: root)
    NSLayoutConstraint.activate([
      container.topAnchor.constraint(equalTo: root.topAnchor),
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      container.widthAnchor.constraint(equalToConstant: 200),
      container.heightAnchor.constraint(equalToConstant: 100),
    ])
    // The badge's frame is given in the container's laid-out bounds (as in viewDidLayoutSubviews):
    // its autoresizing constraints keep the margins it has against those bounds.
    root.layoutIfNeeded()
    let badge = UIView(frame: CGRect(x: 170, y: 10, width: 20, height: 20))
    badge.autoresizingMask = [.flexibleLeftMargin]
    container.addSubview(badge)
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 170, y: 10, width: 20, height: 20))
    #expect(!badge.hasAmbiguousLayout)
    let horizontal = badge.constraintsAffectingLayout(for: .horizontal)
    let vertical = badge.constraintsAffectingLayout(for: .vertical)
    #expect(horizontal.count >= 2)
    #expect(vertical.count >= 2)
    #expect(horizontal.allSatisfy { $0.firstAttribute.isHorizontalForProbe })
    // The container grows: the flexible left margin keeps the badge 10 from the right edge.
    container.constraints.first { $0.firstAttribute == .width }?.constant = 300
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 270, y: 10, width: 20, height: 20))
  }

  @Test("constraintsAffectingLayout(for:) of a label includes its content-size constraints")
  func constraintsAffectingLabel() {
    // UIKit lists a label's NSContentSizeLayoutConstraint (hugging and compression resistance)
    // among the constraints affecting it: its intrinsic size is what sizes it.
    let root = makeRoot()
    let label = UILabel()
    label.text = "Subtitle"
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    let top = label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
    let leading = label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
    NSLayoutConstraint.activate([top, leading])
    root.layoutIfNeeded()
    #expect(label.frame.size == label.intrinsicContentSize)
    let vertical = label.constraintsAffectingLayout(for: .vertical)
    #expect(vertical.contains { $0 === top })
    #expect(
      vertical.contains {
        $0.firstItem === label && $0.firstAttribute == .height && $0.secondItem == nil
      })
    #expect(!label.hasAmbiguousLayout)
  }

  @Test("constraintsAffectingLayout(for:) of an arranged view names the stack's constraints")
  func constraintsAffectingArrangedView() {
    let first = StackTestView(40, 20)
    let second = StackTestView(60, 20)
    let stack = UIStackView(arrangedSubviews: [first, second])
    stack.frame = CGRect(x: 0, y: 0, width: 200, height: 20)
    stack.spacing = 10
    stack.layoutIfNeeded()
    let horizontal = second.constraintsAffectingLayout(for: .horizontal)
    let identifiers = Set(horizontal.compactMap(\.identifier))
    #expect(identifiers.contains("UISV-spacing"))
    #expect(identifiers.contains("UISV-canvas-connection"))
    #expect(horizontal.allSatisfy { $0.firstAttribute.isHorizontalForProbe })
  }
}

extension NSLayoutConstraint.Attribute {
  /// Whether the attribute is on the horizontal axis (for the probes above).
  fileprivate var isHorizontalForProbe: Bool {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      return true
    default:
      return false
    }
  }
}
