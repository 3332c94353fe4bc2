import HeadlessUIKit
import Testing

@MainActor
@Suite("Ambiguous layout: hasAmbiguousLayout and exerciseAmbiguityInLayout")
struct AmbiguityTests {
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
    #expect(card.leadingAnchor.headless.hasAmbiguousLayout)
    #expect(!card.topAnchor.headless.hasAmbiguousLayout)
    #expect(!card.heightAnchor.headless.hasAmbiguousLayout)
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

  @Test("A finished sign-in screen has no ambiguous view")
  func finishedScreenIsNotAmbiguous() {
    let (window, _, root) = makeScreen()
    let logo = StackTestView(80, 80)
    let email = StackTestView(200, 44)
    let password = StackTestView(200, 44)
    let button = StackTestView(120, 50)
    let form = UIStackView(arrangedSubviews: [email, password, button])
    form.axis = .vertical
    form.spacing = 12
    form.setCustomSpacing(24, after: password)
    for view in [logo, form] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    let guide = root.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      logo.topAnchor.constraint(equalTo: guide.topAnchor, constant: 40),
      logo.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      form.topAnchor.constraint(equalTo: logo.bottomAnchor, constant: 32),
      form.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 24),
      form.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -24),
    ])
    window.layoutIfNeeded()
    for view in [logo, form, email, password, button] as [UIView] {
      #expect(!view.hasAmbiguousLayout, "\(view) is ambiguous")
    }
    #expect(logo.frame == CGRect(x: 155, y: 87, width: 80, height: 80))
    #expect(form.frame == CGRect(x: 24, y: 199, width: 342, height: 174))
    #expect(button.frame == CGRect(x: 0, y: 124, width: 342, height: 50))
  }

  @Test("A scroll view's content without a width is ambiguous until it follows the frame guide")
  func scrollContentWidthAmbiguous() {
    // Apple's "Working with Scroll Views": the content's size must be defined, for example by
    // relating the content view's width to the frame layout guide for vertical scrolling.
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(content)
    let guide = scrollView.contentLayoutGuide
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      content.heightAnchor.constraint(equalToConstant: 900),
    ])
    scrollView.layoutIfNeeded()
    #expect(content.hasAmbiguousLayout)
    #expect(content.widthAnchor.headless.hasAmbiguousLayout)
    #expect(!content.heightAnchor.headless.hasAmbiguousLayout)
    content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor).isActive =
      true
    scrollView.layoutIfNeeded()
    #expect(!content.hasAmbiguousLayout)
    #expect(scrollView.contentSize == CGSize(width: 320, height: 900))
  }

  @Test("A spacer guide with a width but no position is ambiguous; pinned, it is not")
  func spacerGuideAmbiguity() {
    let root = makeRoot(width: 300, height: 100)
    let spacer = UILayoutGuide()
    root.addLayoutGuide(spacer)
    NSLayoutConstraint.activate([
      spacer.widthAnchor.constraint(equalToConstant: 40),
      spacer.heightAnchor.constraint(equalToConstant: 10),
      spacer.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(spacer.hasAmbiguousLayout)
    spacer.centerXAnchor.constraint(equalTo: root.centerXAnchor).isActive = true
    root.layoutIfNeeded()
    #expect(!spacer.hasAmbiguousLayout)
    #expect(spacer.layoutFrame == CGRect(x: 130, y: 0, width: 40, height: 10))
  }

  @Test("hasAmbiguousLayout turns true when a constraint is removed, false when re-added")
  func ambiguityAfterRemoval() {
    // hasAmbiguousLayout: "A Boolean value that determines whether the constraints impacting
    // the layout of the view incompletely specify the location of the view."
    // https://developer.apple.com/documentation/uikit/uiview/hasambiguouslayout
    let root = makeRoot(width: 320, height: 200)
    let card = makeView("card", in: root)
    let width = card.widthAnchor.constraint(equalToConstant: 100)
    let top = card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
    NSLayoutConstraint.activate([
      width, top, card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      card.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    #expect(!card.hasAmbiguousLayout)
    #expect(width.firstItem === card && card.constraints.contains(width))
    card.removeConstraint(width)
    #expect(!width.isActive)
    #expect(card.hasAmbiguousLayout)
    #expect(card.headless.ambiguityReport()?.message.contains("card: horizontal") == true)
    card.addConstraint(width)
    #expect(width.isActive)
    #expect(!card.hasAmbiguousLayout)
    // The top is held by the root (the closest common ancestor): removing it from the card
    // does nothing, removing it from the root does.
    card.removeConstraint(top)
    #expect(top.isActive)
    root.removeConstraint(top)
    #expect(!top.isActive)
    #expect(card.headless.ambiguityReport()?.message.contains("card: vertical") == true)
    #expect(!card.constraintsAffectingLayout(for: .vertical).contains(top))
  }

  @Test("hasAmbiguousLayout: missing constraints and equal-priority conflicts, then resolved")
  func ambiguity() {
    let root = makeRoot(width: 320, height: 100)
    let view = makeView("view", in: root)
    NSLayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(view.hasAmbiguousLayout)
    #expect(!root.hasAmbiguousLayout)
    let fifty = view.widthAnchor.constraint(equalToConstant: 50)
    fifty.priority = .defaultHigh
    let sixty = view.widthAnchor.constraint(equalToConstant: 60)
    sixty.priority = .defaultHigh
    NSLayoutConstraint.activate([fifty, sixty])
    root.layoutIfNeeded()
    #expect(view.hasAmbiguousLayout, "two equal-priority optional widths: any width in 50…60")
    sixty.priority = UILayoutPriority(749)
    root.layoutIfNeeded()
    #expect(!view.hasAmbiguousLayout)
    #expect(view.frame.width == 50)
  }
}
