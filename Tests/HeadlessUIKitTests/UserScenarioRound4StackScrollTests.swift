import HeadlessUIKit
import Testing

/// A scroll view that counts the calls of `adjustedContentInsetDidChange()`.
private final class InsetWatchingScrollView: UIScrollView {
  private(set) var seen: [UIEdgeInsets] = []

  override func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    seen.append(adjustedContentInset)
  }
}

/// Round 4 of user scenarios: nested stack views with hidden views and custom spacing,
/// baselines of multi-line labels, margins-relative arrangement under right-to-left, and
/// scroll views' adjusted content insets.
@MainActor
@Suite("User scenarios, round 4: stack and scroll views")
struct UserScenarioRound4StackScrollTests {
  let paragraph = "Our beans are roasted every morning and delivered to the stores the same day"

  func makeLabel(_ name: String, size: CGFloat, text: String, lines: Int = 1) -> UILabel {
    let label = UILabel()
    label.accessibilityIdentifier = name
    label.font = .systemFont(ofSize: size)
    label.text = text
    label.numberOfLines = lines
    return label
  }

  func expectClose(
    _ a: CGFloat, _ b: CGFloat, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(abs(a - b) < 0.01, comment, sourceLocation: sourceLocation)
  }

  @Test("Nested stacks: custom spacing after a view holds while it is shown, again once re-shown")
  func nestedHiddenCustomSpacing() {
    // setCustomSpacing(_:after:) keeps its value across layout updates; hidden views take no
    // space and no spacing after the last visible view is added.
    // https://developer.apple.com/documentation/uikit/uistackview/setcustomspacing(_:after:)
    let root = makeRoot(width: 320, height: 400)
    let (a, b, c) = (StackTestView(30, 20), StackTestView(30, 20), StackTestView(30, 20))
    let row = UIStackView(arrangedSubviews: [a, b, c])
    row.spacing = 4
    row.setCustomSpacing(12, after: a)
    let title = StackTestView(100, 20)
    let footer = StackTestView(50, 10)
    let column = UIStackView(arrangedSubviews: [title, row, footer])
    column.axis = .vertical
    column.alignment = .leading
    column.spacing = 8
    column.setCustomSpacing(16, after: title)
    column.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(column)
    NSLayoutConstraint.activate([
      column.topAnchor.constraint(equalTo: root.topAnchor),
      column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    ])
    root.layoutIfNeeded()
    #expect(row.frame == CGRect(x: 0, y: 36, width: 106, height: 20))
    #expect(footer.frame.minY == 64)
    c.isHidden = true
    root.layoutIfNeeded()
    #expect(row.frame.width == 72)  // a, 12, b: nothing after the last visible view
    #expect(b.frame.minX == 42)
    title.isHidden = true
    root.layoutIfNeeded()
    #expect(row.frame.minY == 0)
    #expect(footer.frame.minY == 28)
    #expect(column.frame.height == 38)
    title.isHidden = false
    c.isHidden = false
    root.layoutIfNeeded()
    #expect(column.customSpacing(after: title) == 16)
    #expect(row.frame == CGRect(x: 0, y: 36, width: 106, height: 20))
    #expect(footer.frame.minY == 64)
  }

  @Test("First-baseline alignment lines a note up with the first line of a wrapped paragraph")
  func firstBaselineWithMultilineLabel() {
    // UIStackView.Alignment.firstBaseline: "A layout where the stack view aligns its arranged
    // views based on their first baseline."
    // https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/firstbaseline
    let root = makeRoot(width: 320, height: 300)
    let body = makeLabel("body", size: 17, text: paragraph, lines: 0)
    let note = makeLabel("note", size: 12, text: "New")
    let row = UIStackView(arrangedSubviews: [body, note])
    row.alignment = .firstBaseline
    row.spacing = 8
    row.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(row)
    NSLayoutConstraint.activate([
      row.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      body.widthAnchor.constraint(equalToConstant: 150),
    ])
    root.layoutIfNeeded()
    let lines = body.frame.height / body.font.lineHeight
    #expect(lines >= 3)
    expectClose(
      body.frame.minY + body.font.ascender, note.frame.minY + note.font.ascender,
      "first baselines")
    expectClose(row.frame.minY, 10)
    expectClose(body.frame.minY, 0, "the taller ascender reaches the stack's top")
    expectClose(row.frame.height, body.frame.height)
    row.alignment = .lastBaseline
    root.layoutIfNeeded()
    expectClose(
      body.frame.maxY + body.font.descender, note.frame.maxY + note.font.descender,
      "last baselines")
    #expect(note.frame.minY > body.frame.midY)
  }

  @Test("isBaselineRelativeArrangement measures a column's spacing from baseline to baseline")
  func baselineRelativeColumn() {
    // isBaselineRelativeArrangement: "If true, the vertical space between views are measured
    // from the last baseline of a text-based view, to the first baseline of the view below it."
    // https://developer.apple.com/documentation/uikit/uistackview/isbaselinerelativearrangement
    let root = makeRoot(width: 320, height: 300)
    let title = makeLabel("title", size: 20, text: paragraph, lines: 0)
    let caption = makeLabel("caption", size: 12, text: "Roasted today")
    let column = UIStackView(arrangedSubviews: [title, caption])
    column.axis = .vertical
    column.alignment = .leading
    column.spacing = 24
    column.isBaselineRelativeArrangement = true
    column.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(column)
    NSLayoutConstraint.activate([
      column.topAnchor.constraint(equalTo: root.topAnchor),
      column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      column.widthAnchor.constraint(equalToConstant: 200),
    ])
    root.layoutIfNeeded()
    #expect(title.frame.height > 2 * title.font.lineHeight)
    let titleLast = title.frame.maxY + title.font.descender
    let captionFirst = caption.frame.minY + caption.font.ascender
    expectClose(captionFirst - titleLast, 24)
  }

  @Test("A margins-relative stack under right-to-left: leading margin on the right, items too")
  func directionalMarginsRightToLeft() {
    // directionalLayoutMargins: "the leading and trailing edges … are swapped" for
    // right-to-left; isLayoutMarginsRelativeArrangement lays the items out in the margins.
    // https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins
    let root = makeRoot(width: 320, height: 100)
    root.semanticContentAttribute = .forceRightToLeft
    let (a, b) = (StackTestView(30, 20), StackTestView(30, 20))
    let row = UIStackView(arrangedSubviews: [a, b])
    row.semanticContentAttribute = .forceRightToLeft
    row.spacing = 10
    row.isLayoutMarginsRelativeArrangement = true
    row.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 5, leading: 20, bottom: 5, trailing: 4)
    row.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(row)
    NSLayoutConstraint.activate([
      row.topAnchor.constraint(equalTo: root.topAnchor),
      row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    ])
    root.layoutIfNeeded()
    #expect(row.frame == CGRect(x: 226, y: 0, width: 94, height: 30))
    #expect(a.frame == CGRect(x: 44, y: 5, width: 30, height: 20))
    #expect(b.frame == CGRect(x: 4, y: 5, width: 30, height: 20))
    #expect(row.layoutMargins == UIEdgeInsets(top: 5, left: 4, bottom: 5, right: 20))
    // Back to left-to-right, the same directional margins put the 20 on the left.
    root.semanticContentAttribute = .forceLeftToRight
    row.semanticContentAttribute = .forceLeftToRight
    root.layoutIfNeeded()
    #expect(row.frame == CGRect(x: 0, y: 0, width: 94, height: 30))
    #expect(a.frame == CGRect(x: 20, y: 5, width: 30, height: 20))
  }

  @Test("A margins-relative stack in a controller's view stays inside the safe area")
  func marginsRelativeStackInSafeArea() {
    // insetsLayoutMarginsFromSafeArea (default true): the margins are measured from the safe
    // area, so an arrangement relative to the stack's margins avoids the notch.
    let (window, _, root) = makeScreen()
    let (a, b) = (StackTestView(50, 40), StackTestView(50, 40))
    let column = UIStackView(arrangedSubviews: [a, b])
    column.axis = .vertical
    column.isLayoutMarginsRelativeArrangement = true
    column.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 8, leading: 8, bottom: 8, trailing: 8)
    column.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(column)
    NSLayoutConstraint.activate([
      column.topAnchor.constraint(equalTo: root.topAnchor),
      column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      column.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    window.layoutIfNeeded()
    #expect(column.safeAreaInsets.top == 47)
    #expect(a.frame == CGRect(x: 8, y: 55, width: 374, height: 40))
    #expect(column.frame == CGRect(x: 0, y: 0, width: 390, height: 143))  // 55 + 80 + 8
    column.insetsLayoutMarginsFromSafeArea = false
    window.layoutIfNeeded()
    #expect(a.frame.minY == 8)
    #expect(column.frame.height == 96)
  }

  @Test("adjustedContentInsetDidChange is called when the safe area or contentInset changes it")
  func adjustedContentInsetDidChange() {
    // adjustedContentInsetDidChange(): "Called when the adjusted content insets of the scroll
    // view change."
    // https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinsetdidchange()
    let (window, controller, root) = makeScreen()
    let scroll = InsetWatchingScrollView(frame: .zero)
    scroll.contentInsetAdjustmentBehavior = .always
    scroll.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scroll)
    NSLayoutConstraint.activate([
      scroll.topAnchor.constraint(equalTo: root.topAnchor),
      scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    window.layoutIfNeeded()
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(scroll.seen == [UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)])
    scroll.contentInset.top = 10
    #expect(scroll.seen.last == UIEdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
    controller.additionalSafeAreaInsets.bottom = 50
    window.layoutIfNeeded()
    #expect(scroll.seen.last == UIEdgeInsets(top: 57, left: 0, bottom: 84, right: 0))
    let count = scroll.seen.count
    window.layoutIfNeeded()
    scroll.contentInset.top = 10
    #expect(scroll.seen.count == count)
    scroll.contentInsetAdjustmentBehavior = .never
    #expect(scroll.seen.last == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    #expect(scroll.seen.count == count + 1)
  }

  @Test("A scroll view's content guide with a wrapped label: content height follows the width")
  func scrollContentWithWrappedLabel() {
    let stage = ScrollStage(height: 0)
    stage.height.isActive = false
    let label = makeLabel(
      "label", size: 17, text: String(repeating: paragraph + " ", count: 8), lines: 0)
    label.translatesAutoresizingMaskIntoConstraints = false
    stage.content.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: stage.content.topAnchor, constant: 16),
      label.leadingAnchor.constraint(equalTo: stage.content.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: stage.content.trailingAnchor, constant: -16),
      label.bottomAnchor.constraint(equalTo: stage.content.bottomAnchor, constant: -16),
    ])
    stage.root.layoutIfNeeded()
    let wrapped = label.sizeThatFits(CGSize(width: 288, height: 10_000))
    #expect(label.frame == CGRect(x: 16, y: 16, width: 288, height: wrapped.height))
    #expect(stage.scroll.contentSize == CGSize(width: 320, height: wrapped.height + 32))
    stage.root.frame.size.width = 200
    stage.root.layoutIfNeeded()
    let narrower = label.sizeThatFits(CGSize(width: 168, height: 10_000))
    #expect(narrower.height > wrapped.height)
    #expect(stage.scroll.contentSize == CGSize(width: 200, height: narrower.height + 32))
  }

  @Test("Hiding an arranged view that has a required height: the stack still closes the gap")
  func hideViewWithRequiredHeight() {
    // UIKit documents that the stack view "automatically updates its layout whenever … one of
    // the arranged subviews's isHidden property changes"; what it does with a hidden view's own
    // required height is not documented. Here: the gap closes, nothing traps, and any conflict
    // is reported rather than raised.
    let root = makeRoot(width: 320, height: 400)
    let (a, b, c) = (UIView(), UIView(), UIView())
    for view in [a, b, c] {
      view.heightAnchor.constraint(equalToConstant: 40).isActive = true
    }
    let column = UIStackView(arrangedSubviews: [a, b, c])
    column.axis = .vertical
    column.spacing = 10
    column.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(column)
    NSLayoutConstraint.activate([
      column.topAnchor.constraint(equalTo: root.topAnchor),
      column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      column.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    root.layoutIfNeeded()
    #expect(c.frame.minY == 100)
    let issues = LayoutDiagnostics.capture {
      b.isHidden = true
      root.layoutIfNeeded()
    }
    // Reported the way UIKit's console names its hiding constraint.
    #expect(issues.map(\.kind) == [.unsatisfiableConstraints])
    #expect(issues.first?.message.contains("'UISV-hiding'") == true)
    #expect(c.frame.minY == 50)
    #expect(column.frame.height == 90)
    b.isHidden = false
    root.layoutIfNeeded()
    #expect(c.frame.minY == 100)
    #expect(b.frame.height == 40)
  }
}
