import HeadlessUIKit
import Testing

/// Screens and UIKit behaviour written the way an app developer writes them, checked against
/// what UIKit documents.
@MainActor
@Suite("User scenarios: UIKit screens")
struct UserScenarioTests {
  /// A view of `type` with autoresizing translation off, in `superview`.
  func add<View: UIView>(_ view: View, _ name: String, to superview: UIView) -> View {
    view.accessibilityIdentifier = name
    view.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(view)
    return view
  }

  @Test("Sign-in form: a vertical stack in a scroll view, sized by the content and frame guides")
  func signInForm() {
    let (window, controller, root) = makeScreen()
    let scroll = add(UIScrollView(), "scroll", to: root)
    let stack = add(UIStackView(), "stack", to: scroll)
    stack.axis = .vertical
    stack.spacing = 12
    let title = UILabel()
    title.text = "Sign in"
    let email = UIView()
    let password = UIView()
    let button = UIButton()
    button.setTitle("Continue", for: .normal)
    for field in [email, password] {
      field.heightAnchor.constraint(equalToConstant: 44).isActive = true
    }
    for view in [title, email, password, button] { stack.addArrangedSubview(view) }
    let content = scroll.contentLayoutGuide
    NSLayoutConstraint.activate([
      scroll.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scroll.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
      stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
      stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
      stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -40),
    ])
    window.layoutIfNeeded()
    #expect(scroll.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
    let titleHeight = title.intrinsicContentSize.height
    let buttonHeight = button.intrinsicContentSize.height
    let stackHeight = titleHeight + 12 + 44 + 12 + 44 + 12 + buttonHeight
    #expect(stack.frame == CGRect(x: 20, y: 20, width: 350, height: stackHeight))
    #expect(email.frame == CGRect(x: 0, y: titleHeight + 12, width: 350, height: 44))
    #expect(button.frame.maxY == stackHeight)
    #expect(scroll.contentSize == CGSize(width: 390, height: stackHeight + 40))
    #expect(!scroll.hasAmbiguousLayout && !stack.hasAmbiguousLayout)

    // A keyboard-like bottom inset: the controller's additional safe area shrinks the scroll
    // view; the content keeps its size (UIViewController.additionalSafeAreaInsets).
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 260, right: 0)
    window.layoutIfNeeded()
    #expect(root.safeAreaInsets.bottom == CGFloat(34 + 260))
    #expect(scroll.frame == CGRect(x: 0, y: 47, width: 390, height: 763 - 260))
    #expect(scroll.contentSize == CGSize(width: 390, height: stackHeight + 40))
  }

  @Test("Table-cell row: a multi-line subtitle wraps at the width the layout gives it")
  func cellRow() {
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let icon = add(
      UIImageView(image: UIImage(size: CGSize(width: 40, height: 40))), "icon", to: cell)
    let title = add(UILabel(), "title", to: cell)
    title.text = "Cold Brew"
    let subtitle = add(UILabel(), "subtitle", to: cell)
    subtitle.numberOfLines = 0
    subtitle.text = "Steeped for twenty hours in cool water, smooth and naturally sweet, over ice"
    let accessory = add(UIView(), "accessory", to: cell)
    NSLayoutConstraint.activate([
      icon.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
      icon.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
      icon.topAnchor.constraint(greaterThanOrEqualTo: cell.topAnchor, constant: 12),
      icon.widthAnchor.constraint(equalToConstant: 40),
      title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
      title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
      title.trailingAnchor.constraint(lessThanOrEqualTo: accessory.leadingAnchor, constant: -8),
      subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
      subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      subtitle.trailingAnchor.constraint(equalTo: accessory.leadingAnchor, constant: -8),
      subtitle.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -12),
      accessory.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
      accessory.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
      accessory.widthAnchor.constraint(equalToConstant: 24),
      accessory.heightAnchor.constraint(equalToConstant: 24),
    ])
    // The subtitle is 320 − 16 − 40 − 12 − 8 − 24 − 16 = 204 points wide.
    let wrapped = TextMeasurement.size(
      of: subtitle.text ?? "", font: subtitle.font, maxWidth: 204, numberOfLines: 0)
    #expect(wrapped.height > subtitle.font.lineHeight * 2)
    let titleHeight = title.intrinsicContentSize.height
    // What UITableView asks of a self-sizing cell: the width is required, the height fits.
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: 320, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 320, height: 12 + titleHeight + 4 + wrapped.height + 12))
    cell.frame.size = size
    cell.layoutIfNeeded()
    #expect(
      subtitle.frame == CGRect(x: 68, y: 16 + titleHeight, width: 204, height: wrapped.height))
    #expect(accessory.frame == CGRect(x: 280, y: (size.height - 24) / 2, width: 24, height: 24))
    #expect(icon.frame == CGRect(x: 16, y: (size.height - 40) / 2, width: 40, height: 40))
  }

  @Test("Card grid: two equal columns from multipliers, with an aspect ratio")
  func cardGrid() {
    let root = makeRoot(width: 375, height: 600)
    let grid = makeView("grid", in: root)
    let cards = (0..<4).map { makeView("card\($0)", in: grid) }
    var constraints = [
      grid.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      grid.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      grid.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      grid.bottomAnchor.constraint(equalTo: cards[3].bottomAnchor),
    ]
    for (index, card) in cards.enumerated() {
      constraints += [
        card.widthAnchor.constraint(equalTo: grid.widthAnchor, multiplier: 0.5, constant: -7.5),
        card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 1.25),
        index.isMultiple(of: 2)
          ? card.leadingAnchor.constraint(equalTo: grid.leadingAnchor)
          : card.trailingAnchor.constraint(equalTo: grid.trailingAnchor),
        index < 2
          ? card.topAnchor.constraint(equalTo: grid.topAnchor)
          : card.topAnchor.constraint(equalTo: cards[index - 2].bottomAnchor, constant: 15),
      ]
    }
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    #expect(grid.frame == CGRect(x: 20, y: 20, width: 335, height: 415))
    #expect(
      cards.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 160, height: 200),
        CGRect(x: 175, y: 0, width: 160, height: 200),
        CGRect(x: 0, y: 215, width: 160, height: 200),
        CGRect(x: 175, y: 215, width: 160, height: 200),
      ])
  }

  @Test("Safe-area header and footer follow the device, additionalSafeAreaInsets and rotation")
  func safeAreaHeader() {
    let (window, controller, root) = makeScreen()
    let header = makeView("header", in: root)
    let footer = makeView("footer", in: root)
    let safe = root.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: safe.topAnchor),
      header.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: 44),
      footer.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      footer.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      footer.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      footer.heightAnchor.constraint(equalToConstant: 50),
    ])
    window.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
    #expect(footer.frame == CGRect(x: 0, y: 844 - 34 - 50, width: 390, height: 50))
    // A subview entirely inside the safe area has no safe-area insets of its own
    // (UIView.safeAreaInsets).
    #expect(header.safeAreaInsets == .zero)

    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    window.layoutIfNeeded()
    #expect(header.frame.minY == 57)
    #expect(safe.layoutFrame == CGRect(x: 0, y: 57, width: 390, height: 844 - 57 - 34))

    window.headlessTransition(
      to: CGSize(width: 844, height: 390),
      safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    AnimationRecorder.finishPendingAnimations()
    window.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 47, y: 10, width: 750, height: 44))
    #expect(footer.frame == CGRect(x: 47, y: 390 - 21 - 50, width: 750, height: 50))
  }

  @Test("Right-to-left: a forced RTL row puts the leading item on the right, margins flip")
  func rightToLeftRow() {
    let root = makeRoot(width: 320, height: 100)
    root.semanticContentAttribute = .forceRightToLeft
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 8, leading: 24, bottom: 8, trailing: 12)
    let avatar = makeView("avatar", in: root)
    let name = makeView("name", in: root)
    NSLayoutConstraint.activate([
      avatar.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      avatar.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
      avatar.widthAnchor.constraint(equalToConstant: 40),
      avatar.heightAnchor.constraint(equalToConstant: 40),
      name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8),
      name.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      name.topAnchor.constraint(equalTo: avatar.topAnchor),
      name.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    // Leading is the right edge: the avatar sits 24 points from the right.
    #expect(root.layoutMargins == UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 24))
    #expect(avatar.frame == CGRect(x: 320 - 24 - 40, y: 8, width: 40, height: 40))
    #expect(name.frame == CGRect(x: 12, y: 8, width: 320 - 24 - 40 - 8 - 12, height: 20))
  }

  @Test(
    "Stack view: arranged subviews fill equally, a plain subview is not arranged, hidden collapses")
  func stackArrangedAndPlain() {
    let root = makeRoot(width: 320, height: 100)
    let stack = UIStackView(arrangedSubviews: [UIView(), UIView(), UIView()])
    stack.frame = root.bounds
    root.addSubview(stack)
    stack.distribution = .fillEqually
    stack.spacing = 10
    let badge = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    stack.addSubview(badge)
    root.layoutIfNeeded()
    #expect(stack.arrangedSubviews.count == 3)
    #expect(stack.subviews.count == 4)
    #expect(stack.arrangedSubviews.map(\.frame.width) == [100, 100, 100])
    #expect(stack.arrangedSubviews.map(\.frame.minX) == [0, 110, 220])
    #expect(badge.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
    stack.arrangedSubviews[1].isHidden = true
    root.layoutIfNeeded()
    let visible = stack.arrangedSubviews.filter { !$0.isHidden }
    #expect(visible.map(\.frame.width) == [155, 155])
    #expect(visible.map(\.frame.minX) == [0, 165])
    // removeArrangedSubview keeps the view as a subview (UIStackView.removeArrangedSubview(_:)).
    let last = stack.arrangedSubviews[2]
    stack.removeArrangedSubview(last)
    #expect(last.superview === stack)
    #expect(!stack.arrangedSubviews.contains { $0 === last })
  }

  @Test("Fitting: compressed and expanded sizes, and a required width wrapping a label")
  func fittingPriorities() {
    let card = UIView()
    let label = add(UILabel(), "label", to: card)
    label.text = "One two three four five six seven eight nine ten"
    label.numberOfLines = 0
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
      label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
      label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
      label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
    ])
    let natural = label.intrinsicContentSize
    #expect(
      card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: natural.width + 16, height: natural.height + 16))
    let wrapped = TextMeasurement.size(
      of: label.text ?? "", font: label.font, maxWidth: 100, numberOfLines: 0)
    #expect(wrapped.height > natural.height)
    #expect(
      card.systemLayoutSizeFitting(
        CGSize(width: 116, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
        == CGSize(width: 116, height: wrapped.height + 16))
  }

  @Test("Fitting keeps compression resistance above the fitting priority (hugging is below it)")
  func fittingCompressionResistance() {
    let chip = UIView()
    let label = add(UILabel(), "label", to: chip)
    label.text = "Mocha"
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: chip.topAnchor, constant: 4),
      label.leadingAnchor.constraint(equalTo: chip.leadingAnchor, constant: 8),
      label.trailingAnchor.constraint(equalTo: chip.trailingAnchor, constant: -8),
      label.bottomAnchor.constraint(equalTo: chip.bottomAnchor, constant: -4),
    ])
    let natural = label.intrinsicContentSize
    // 500 beats the label's hugging (251) but not its compression resistance (750): the chip
    // may not squeeze the label (UIView.contentCompressionResistancePriority(for:)).
    let kept = chip.systemLayoutSizeFitting(
      CGSize(width: 20, height: 0), withHorizontalFittingPriority: UILayoutPriority(500),
      verticalFittingPriority: .fittingSizeLevel)
    #expect(kept == CGSize(width: natural.width + 16, height: natural.height + 8))
    let stretched = chip.systemLayoutSizeFitting(
      CGSize(width: 200, height: 0), withHorizontalFittingPriority: UILayoutPriority(500),
      verticalFittingPriority: .fittingSizeLevel)
    #expect(stretched.width == 200)
    let squeezed = chip.systemLayoutSizeFitting(
      CGSize(width: 20, height: 0), withHorizontalFittingPriority: UILayoutPriority(800),
      verticalFittingPriority: .fittingSizeLevel)
    #expect(squeezed.width == 20)
  }

  /// A label with padding, as apps write them: its intrinsic size adds the insets.
  final class PaddedLabel: UILabel {
    override var intrinsicContentSize: CGSize {
      let size = super.intrinsicContentSize
      return CGSize(width: size.width + 20, height: size.height + 10)
    }
  }

  @Test("Fitting a cell again at another width wraps at the new width, not the last layout's")
  func fittingAgainAtAnotherWidth() {
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let body = add(PaddedLabel(), "body", to: cell)
    body.numberOfLines = 0
    body.text = "A long description of the drink that needs several lines on a phone"
    NSLayoutConstraint.activate([
      body.topAnchor.constraint(equalTo: cell.topAnchor),
      body.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
      body.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
      body.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
    ])
    cell.layoutIfNeeded()
    #expect(body.frame.width == 320)
    func height(wrappingAt width: CGFloat) -> CGFloat {
      TextMeasurement.size(
        of: body.text ?? "", font: body.font, maxWidth: width, numberOfLines: 0
      ).height + 10
    }
    #expect(height(wrappingAt: 150) > height(wrappingAt: 320))
    for width: CGFloat in [150, 320, 150] {
      let size = cell.systemLayoutSizeFitting(
        CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
      #expect(size == CGSize(width: width, height: height(wrappingAt: width)))
    }
    // Fitting changes nothing in the view's own layout.
    #expect(cell.frame.size == CGSize(width: 320, height: 100) && body.frame.width == 320)
  }

  /// A view whose natural size is set from outside.
  final class BadgeView: UIView {
    var natural = CGSize(width: 20, height: 20)
    override var intrinsicContentSize: CGSize { natural }
  }

  @Test("invalidateIntrinsicContentSize relays out a custom view and its neighbours")
  func intrinsicInvalidation() {
    let root = makeRoot(width: 320, height: 100)
    let badge = add(BadgeView(), "badge", to: root)
    let label = makeView("label", in: root)
    NSLayoutConstraint.activate([
      badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      badge.topAnchor.constraint(equalTo: root.topAnchor),
      label.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 4),
      label.topAnchor.constraint(equalTo: root.topAnchor),
      label.widthAnchor.constraint(equalToConstant: 50),
      label.heightAnchor.constraint(equalTo: badge.heightAnchor),
    ])
    root.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 34, y: 0, width: 50, height: 20))
    badge.natural = CGSize(width: 60, height: 30)
    badge.invalidateIntrinsicContentSize()
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 10, y: 0, width: 60, height: 30))
    #expect(label.frame == CGRect(x: 74, y: 0, width: 50, height: 30))
  }

  @Test("Hugging changed at run time decides which of two labels stretches")
  func huggingAtRunTime() {
    let root = makeRoot(width: 320, height: 50)
    let name = add(UILabel(), "name", to: root)
    name.text = "Name"
    let value = add(UILabel(), "value", to: root)
    value.text = "Value"
    NSLayoutConstraint.activate([
      name.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
      value.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      name.topAnchor.constraint(equalTo: root.topAnchor),
      value.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    name.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    root.layoutIfNeeded()
    #expect(name.frame.width == name.intrinsicContentSize.width)
    #expect(value.frame.maxX == 320 && value.frame.width > value.intrinsicContentSize.width)
    // Lowering it below the other label's 251 lets the name stretch instead; no explicit
    // setNeedsLayout is needed.
    name.setContentHuggingPriority(.defaultLow, for: .horizontal)
    root.layoutIfNeeded()
    #expect(value.frame.width == value.intrinsicContentSize.width)
    #expect(name.frame.width == 320 - 8 - value.intrinsicContentSize.width)
  }

  @Test("Compression resistance changed at run time decides which label is truncated")
  func compressionAtRunTime() {
    let root = makeRoot(width: 100, height: 50)
    let first = add(UILabel(), "first", to: root)
    first.text = "Mocha"
    let second = add(UILabel(), "second", to: root)
    second.text = "Cafe Latte"
    NSLayoutConstraint.activate([
      first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
      second.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      first.topAnchor.constraint(equalTo: root.topAnchor),
      second.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    first.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
    root.layoutIfNeeded()
    let firstWidth = first.intrinsicContentSize.width
    #expect(firstWidth < 100)
    #expect(first.frame.width == firstWidth && second.frame.width == 100 - firstWidth)
    first.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
    second.setContentCompressionResistancePriority(.required - 1, for: .horizontal)
    root.layoutIfNeeded()
    let secondWidth = second.intrinsicContentSize.width
    #expect(second.frame.width == min(secondWidth, 100))
    #expect(first.frame.width == max(0, 100 - secondWidth))
  }

  @Test("Priority changes: optional to optional applies, required to optional is refused")
  func priorityChanges() {
    let root = makeRoot(width: 320, height: 100)
    let view = makeView("view", in: root)
    let wide = view.widthAnchor.constraint(equalToConstant: 200)
    wide.priority = .defaultHigh
    let narrow = view.widthAnchor.constraint(equalToConstant: 100)
    narrow.priority = .defaultLow
    let top = view.topAnchor.constraint(equalTo: root.topAnchor)
    NSLayoutConstraint.activate([
      wide, narrow, top,
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(view.frame.width == 200)
    wide.priority = UILayoutPriority(200)
    root.layoutIfNeeded()
    #expect(view.frame.width == 100)
    // NSLayoutConstraint.priority: "Priorities may not change from nonrequired to required, or
    // from required to nonrequired" on an installed constraint.
    let issues = LayoutDiagnostics.capture {
      top.priority = .defaultHigh
      narrow.priority = .required
    }
    #expect(issues.map(\.kind) == [.unsupportedPriorityChange, .unsupportedPriorityChange])
    #expect(top.priority == .required && narrow.priority == .defaultLow)
    // An inactive constraint may change freely.
    wide.isActive = false
    wide.priority = .required
    #expect(wide.priority == .required)
  }

  @Test("Unsatisfiable: the report lists the whole conflict set and names the broken constraint")
  func unsatisfiableReport() throws {
    let root = makeRoot(width: 320, height: 100)
    let view = makeView("banner", in: root)
    NSLayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    let issues = LayoutDiagnostics.capture {
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
        view.widthAnchor.constraint(equalToConstant: 320),
      ])
      root.layoutIfNeeded()
    }
    let issue = try #require(issues.first { $0.kind == .unsatisfiableConstraints })
    for part in [
      "banner.leading == root.leading + 10", "banner.trailing == root.trailing - 10",
      "banner.width == 320",
    ] {
      #expect(issue.constraints.contains(part), "missing \(part) in \(issue.constraints)")
    }
    #expect(!issue.constraints.contains { $0.contains("banner.top") || $0.contains("height") })
    let broken = try #require(issue.affectedConstraint)
    #expect(issue.constraints.contains(broken))
    #expect(issue.message.hasPrefix("Unable to simultaneously satisfy constraints."))
    // UIKit recovers: the layout still happens, with the broken constraint ignored.
    #expect(view.frame.height == 10)
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

  @Test("VFL: metrics, alignment options and a syntax error")
  func visualFormat() {
    let root = makeRoot(width: 320, height: 100)
    let cancel = makeView("cancel", in: root)
    let done = makeView("done", in: root)
    let views = ["cancel": cancel, "done": done]
    let metrics: [String: CGFloat] = ["margin": 20, "gap": 10]
    var constraints = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-margin-[cancel(==done)]-gap-[done]-margin-|",
      options: [.alignAllTop, .alignAllBottom], metrics: metrics, views: views)
    // The optional bottom gap gives way to the required top one.
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:[cancel(44)]-(margin@750)-|", options: [], metrics: metrics,
      views: views)
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-(>=60)-[cancel]", options: [], metrics: nil, views: views)
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    #expect(cancel.frame == CGRect(x: 20, y: 60, width: 135, height: 44))
    #expect(done.frame == CGRect(x: 165, y: 60, width: 135, height: 44))
    let issues = LayoutDiagnostics.capture {
      let bad = NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-[cancel(]-|", options: [], metrics: nil, views: views)
      #expect(bad.isEmpty)
    }
    #expect(issues.map(\.kind) == [.invalidVisualFormat])
    #expect(issues.first?.message.contains("H:|-[cancel(]-|") == true)
  }

  @Test("UIView.animate records a layout change from the old frame to the new one")
  func animateLayout() throws {
    AnimationRecorder.removeAll()
    let root = makeRoot(width: 320, height: 480)
    let sheet = makeView("sheet", in: root)
    let top = sheet.topAnchor.constraint(equalTo: root.bottomAnchor)
    NSLayoutConstraint.activate([
      top, sheet.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      sheet.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      sheet.heightAnchor.constraint(equalToConstant: 200),
    ])
    root.layoutIfNeeded()
    top.constant = -200
    var finished: Bool?
    UIView.animate(
      withDuration: 0.3, animations: { root.layoutIfNeeded() },
      completion: { finished = $0 })
    let record = try #require(AnimationRecorder.animations(of: sheet).last)
    #expect(record.fromFrame == CGRect(x: 0, y: 480, width: 320, height: 200))
    #expect(record.toFrame == CGRect(x: 0, y: 280, width: 320, height: 200))
    #expect(record.duration == 0.3)
    // The model frame is the final one at once, as in UIKit; the completion waits for the clock.
    #expect(sheet.frame.minY == 280)
    #expect(finished == nil)
    AnimationRecorder.advance(by: 0.15)
    #expect(AnimationRecorder.presentedFrame(of: sheet).minY < 480)
    #expect(AnimationRecorder.presentedFrame(of: sheet).minY > 280)
    AnimationRecorder.finishPendingAnimations()
    #expect(finished == true)
  }

  @Test("No common ancestor: the constraint stays inactive, and still after the trees join")
  func noCommonAncestor() {
    let left = makeRoot("left")
    let right = makeRoot("right")
    let a = makeView("a", in: left)
    let b = makeView("b", in: right)
    let constraint = a.topAnchor.constraint(equalTo: b.topAnchor)
    let issues = LayoutDiagnostics.capture { constraint.isActive = true }
    #expect(issues.map(\.kind) == [.noCommonAncestor])
    #expect(issues.first?.message.contains("no common ancestor") == true)
    #expect(!constraint.isActive)
    #expect(left.constraints.isEmpty && right.constraints.isEmpty)
    left.addSubview(right)
    #expect(!constraint.isActive)
    constraint.isActive = true
    #expect(constraint.isActive)
    #expect(left.constraints.contains { $0 === constraint })
  }

  @Test(
    "Moving a subtree to another tree drops the constraints that leave it, keeps the inner ones")
  func moveSubtree() {
    let first = makeRoot("first")
    let second = makeRoot("second")
    let card = makeView("card", in: first)
    let title = makeView("title", in: card)
    let neighbour = makeView("neighbour", in: first)
    let inner = title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8)
    let outer = title.leadingAnchor.constraint(equalTo: neighbour.trailingAnchor)
    let toRoot = card.topAnchor.constraint(equalTo: first.topAnchor)
    let size = card.widthAnchor.constraint(equalToConstant: 100)
    NSLayoutConstraint.activate([inner, outer, toRoot, size])
    second.addSubview(card)
    // UIView.removeFromSuperview(): constraints that refer to the view or its subtree and to
    // items outside it are removed; the others stay.
    #expect(!outer.isActive && !toRoot.isActive)
    #expect(inner.isActive && size.isActive)
    #expect(card.superview === second)
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: second.topAnchor, constant: 30),
      card.leadingAnchor.constraint(equalTo: second.leadingAnchor),
      card.heightAnchor.constraint(equalToConstant: 50),
      title.leadingAnchor.constraint(equalTo: card.leadingAnchor),
      title.widthAnchor.constraint(equalToConstant: 10),
      title.heightAnchor.constraint(equalToConstant: 10),
    ])
    second.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 0, y: 30, width: 100, height: 50))
    #expect(title.frame == CGRect(x: 0, y: 8, width: 10, height: 10))
  }
}
