import HeadlessUIKit
import Testing

/// A third round of user scenarios: stack views animated, scrolled sideways and filled from a
/// complete line of visual format, and a finished screen checked for ambiguity.
@MainActor
@Suite("User scenarios, round 3: animated and scrolling stacks, complete screens")
struct UserScenarioRound3StackAnimationTests {
  @Test("Spacing changed inside UIView.animate records each moved view from old to new frame")
  func spacingAnimated() throws {
    let first = StackTestView(40, 20)
    let second = StackTestView(60, 20)
    let third = StackTestView(100, 20)
    let stack = UIStackView(arrangedSubviews: [first, second, third])
    stack.spacing = 10
    let container = makeRoot(width: 300, height: 100)
    stack.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stack)
    stack.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
    stack.leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
    container.layoutIfNeeded()
    UIView.animate(withDuration: 0.4) {
      stack.spacing = 20
      container.layoutIfNeeded()
    }
    let moved = try #require(AnimationRecorder.animations(of: third).last)
    #expect(moved.fromFrame.minX == 120 && moved.toFrame.minX == 140)
    #expect(moved.duration == 0.4)
    let grown = try #require(AnimationRecorder.animations(of: stack).last)
    #expect(grown.fromFrame.width == 220 && grown.toFrame.width == 240)
    // The first view did not move, so nothing is recorded for it in this animation.
    #expect(AnimationRecorder.animations(of: first).allSatisfy { $0.toFrame.minX == 0 })
    #expect(third.frame.minX == 140)
    AnimationRecorder.finishPendingAnimations()
  }

  @Test("Hiding an arranged view inside UIView.animate records its collapse and the closing gap")
  func hideAnimationRecords() throws {
    let views = [40, 60, 100].map { StackTestView(CGFloat($0), 20) }
    let stack = UIStackView(arrangedSubviews: views)
    stack.spacing = 10
    stack.frame = CGRect(x: 0, y: 0, width: 300, height: 20)
    stack.distribution = .fillEqually
    stack.layoutIfNeeded()
    UIView.animate(withDuration: 0.25) {
      views[1].isHidden = true
      stack.layoutIfNeeded()
    }
    let collapse = try #require(AnimationRecorder.animations(of: views[1]).last)
    #expect(abs(collapse.fromFrame.width - 280.0 / 3) < 0.001)
    #expect(collapse.toFrame.width == 0)
    let neighbour = try #require(AnimationRecorder.animations(of: views[2]).last)
    #expect(neighbour.toFrame == CGRect(x: 155, y: 0, width: 145, height: 20))
    #expect(neighbour.duration == 0.25)
    AnimationRecorder.finishPendingAnimations()
    #expect(views[2].frame == CGRect(x: 155, y: 0, width: 145, height: 20))
  }

  @Test("A negative spacing overlaps neighbours, as in an avatar pile")
  func negativeSpacingOverlaps() {
    let avatars = (0..<4).map { _ in StackTestView(32, 32) }
    let pile = UIStackView(arrangedSubviews: avatars)
    pile.spacing = -12
    let container = makeRoot(width: 300, height: 100)
    pile.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(pile)
    pile.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
    pile.trailingAnchor.constraint(equalTo: container.trailingAnchor).isActive = true
    container.layoutIfNeeded()
    #expect(avatars.map(\.frame.minX) == [0, 20, 40, 60])
    // 4 × 32 − 3 × 12
    #expect(pile.frame == CGRect(x: 208, y: 0, width: 92, height: 32))
  }

  @Test("A font changed after layout keeps a first-baseline row in line")
  func fontChangeKeepsBaselines() {
    let title = UILabel()
    title.text = "Total"
    let amount = UILabel()
    amount.text = "42"
    let row = UIStackView(arrangedSubviews: [title, amount])
    row.alignment = .firstBaseline
    row.spacing = 8
    let container = makeRoot(width: 300, height: 100)
    row.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(row)
    row.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
    row.leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
    container.layoutIfNeeded()
    func baseline(_ label: UILabel) -> CGFloat {
      label.frame.minY + label.font.ascender
    }
    #expect(abs(baseline(title) - baseline(amount)) < 0.001)
    amount.font = UIFont.systemFont(ofSize: 34)
    container.layoutIfNeeded()
    #expect(abs(baseline(title) - baseline(amount)) < 0.001)
    // The big label sets the row's height; the small one sits on its baseline, lower down.
    #expect(amount.frame.minY == 0)
    #expect(title.frame.minY > 0)
    #expect(row.frame.height == amount.frame.height)
  }

  @Test("A horizontal chip scroller: inserting chips widens the content, hiding narrows it")
  func horizontalChipScroller() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    let chips = [60, 80, 70].map { StackTestView(CGFloat($0), 28) }
    let stack = UIStackView(arrangedSubviews: chips)
    stack.spacing = 8
    stack.alignment = .center
    stack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stack)
    let content = scrollView.contentLayoutGuide
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
      stack.topAnchor.constraint(equalTo: content.topAnchor),
      stack.bottomAnchor.constraint(equalTo: content.bottomAnchor),
      stack.heightAnchor.constraint(equalTo: scrollView.frameLayoutGuide.heightAnchor),
    ])
    scrollView.layoutIfNeeded()
    // 16 + 60 + 8 + 80 + 8 + 70 + 16
    #expect(scrollView.contentSize == CGSize(width: 258, height: 44))
    #expect(chips[1].frame == CGRect(x: 68, y: 8, width: 80, height: 28))  // in the stack
    stack.insertArrangedSubview(StackTestView(50, 28), at: 1)
    scrollView.layoutIfNeeded()
    #expect(scrollView.contentSize.width == 316)
    #expect(chips[1].frame.minX == 126)
    chips[0].isHidden = true
    scrollView.layoutIfNeeded()
    #expect(scrollView.contentSize.width == 248)
  }

  @Test("equalSpacing with a hidden middle view spreads the visible ones over the width")
  func equalSpacingWithHiddenView() {
    let views = [40, 60, 100].map { StackTestView(CGFloat($0), 20) }
    let stack = UIStackView(arrangedSubviews: views)
    stack.distribution = .equalSpacing
    stack.frame = CGRect(x: 0, y: 0, width: 300, height: 20)
    stack.layoutIfNeeded()
    // 300 - 200 = 100 in two equal gaps.
    #expect(views.map(\.frame.minX) == [0, 90, 200])
    views[1].isHidden = true
    stack.layoutIfNeeded()
    #expect(views[0].frame.minX == 0)
    #expect(views[2].frame.minX == 200)
    views[1].isHidden = false
    views[0].isHidden = true
    stack.layoutIfNeeded()
    // Two visible views: 300 - 160 = 140 in one gap.
    #expect(views[1].frame.minX == 0)
    #expect(views[2].frame.minX == 200)
  }

  @Test("Apple's complete line of layout: |-[find]-[findNext]-[findField(>=20)]-| lays out")
  func completeLineOfLayout() {
    // Auto Layout Guide, Visual Format Language, "A Complete Line of Layout".
    let window = makeRoot(width: 320, height: 60)
    let find = StackTestView(40, 20)
    let findNext = StackTestView(60, 20)
    let findField = UIView()
    for view in [find, findNext, findField] {
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
    }
    let views: [String: Any] = ["find": find, "findNext": findNext, "findField": findField]
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "|-[find]-[findNext]-[findField(>=20)]-|", options: .alignAllTop,
        metrics: nil, views: views)
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:|-[find]", metrics: nil, views: views)
        + [findField.heightAnchor.constraint(equalTo: find.heightAnchor)])
    window.layoutIfNeeded()
    // Layout margins of 8 at the edges, the standard 8 between siblings.
    #expect(find.frame == CGRect(x: 8, y: 8, width: 40, height: 20))
    #expect(findNext.frame == CGRect(x: 56, y: 8, width: 60, height: 20))
    #expect(findField.frame == CGRect(x: 124, y: 8, width: 188, height: 20))
    #expect(!findField.hasAmbiguousLayout)
    // Too narrow for everything: the required minimum of the field holds, and the buttons'
    // compression resistance (750) gives way instead.
    window.frame.size.width = 150
    window.layoutIfNeeded()
    #expect(findField.frame.width == 20)
  }

  @Test("A priority given by an unknown metric is an error that names it and its position")
  func unknownPriorityMetric() {
    let child = UIView()
    let superview = UIView()
    superview.addSubview(child)
    do {
      _ = try NSLayoutConstraint.validatedConstraints(
        withVisualFormat: "H:|-(8@low)-[child]", metrics: ["high": 750], views: ["child": child])
      Issue.record("an unknown priority metric was accepted")
    } catch {
      #expect(error.description.contains("low"))
      #expect(error.position == 7)
    }
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
}

@MainActor
@Suite("User scenarios, round 3: ambiguity in scroll views and guides")
struct UserScenarioRound3ScrollAmbiguityTests {
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
    #expect(content.widthAnchor.hasAmbiguousLayout)
    #expect(!content.heightAnchor.hasAmbiguousLayout)
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
}
