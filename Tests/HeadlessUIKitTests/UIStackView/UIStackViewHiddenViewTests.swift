import HeadlessUIKit
import Testing

@MainActor
@Suite("UIStackView: hidden arranged views")
struct UIStackViewHiddenViewTests {
  nonisolated static let distributions: [(UIStackView.Distribution, [[CGFloat]])] = [
    // 40 and 100 remain in 300 with spacing 10: fill stretches the first view (equal
    // hugging); fillEqually gives (300 − 10) / 2 each; fillProportionally 40:100 of 290;
    // equalSpacing and equalCentering put the two views at the ends.
    (.fill, [[0, 190], [200, 100]]),
    (.fillEqually, [[0, 145], [155, 145]]),
    (.fillProportionally, [[0, 290.0 * 40 / 140], [300 - 290.0 * 100 / 140, 290.0 * 100 / 140]]),
    (.equalSpacing, [[0, 40], [200, 100]]),
    (.equalCentering, [[0, 40], [200, 100]]),
  ]

  @Test(
    "A hidden middle view leaves one gap between the visible views, for every distribution",
    arguments: distributions)
  func hiddenMiddleView(distribution: UIStackView.Distribution, expected: [[CGFloat]]) {
    for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
      let fixture = StackFixture(axis: axis, distribution: distribution)
      fixture.layout()
      fixture.views[1].isHidden = true
      let issues = Headless.LayoutDiagnostics.capture { fixture.layout() }
      #expect(issues.isEmpty)
      let spans = fixture.spans(axis)
      expectSpans([spans[0], spans[2]], expected)
      #expect(spans[1][1] == 0)
    }
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

  @Test("Hiding every view of a nested stack collapses it; the outer spacing stays on both sides")
  func nestedStackCollapses() {
    let container = makeRoot(width: 200, height: 400)
    let header = StackTestView(100, 20)
    let left = StackTestView(40, 30)
    let right = StackTestView(40, 30)
    let row = UIStackView(arrangedSubviews: [left, right])
    let footer = StackTestView(100, 20)
    let column = UIStackView(arrangedSubviews: [header, row, footer])
    column.axis = .vertical
    column.spacing = 8
    column.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(column)
    NSLayoutConstraint.activate([
      column.topAnchor.constraint(equalTo: container.topAnchor),
      column.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      column.trailingAnchor.constraint(equalTo: container.trailingAnchor),
    ])
    container.layoutIfNeeded()
    expectSpans(ySpans([header, row, footer]), [[0, 20], [28, 30], [66, 20]])
    #expect(column.frame.height == 86)
    // The row is still visible itself: it keeps its place in the outer chain, zero high.
    left.isHidden = true
    right.isHidden = true
    container.layoutIfNeeded()
    expectSpans(ySpans([header, row, footer]), [[0, 20], [28, 0], [36, 20]])
    // Hiding the row itself takes it out of the outer chain too.
    row.isHidden = true
    container.layoutIfNeeded()
    expectSpans(ySpans([header, footer]), [[0, 20], [28, 20]])
    #expect(column.frame.height == 48)
    // Showing one view of the row brings the row back at that view's height.
    row.isHidden = false
    right.isHidden = false
    container.layoutIfNeeded()
    expectSpans(ySpans([header, row, footer]), [[0, 20], [28, 30], [66, 20]])
    #expect(right.frame == CGRect(x: 0, y: 0, width: 200, height: 30))
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
    let issues = Headless.LayoutDiagnostics.capture {
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
