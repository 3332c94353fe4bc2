import HeadlessUIKit
import Testing

/// Three arranged views with intrinsic sizes 40×20, 60×30 and 100×50 in a stack view pinned to
/// a container, laid out in a 300×100 (horizontal) or 100×300 (vertical) canvas.
@MainActor
struct StackFixture {
  let container: UIView
  let stack: UIStackView
  let views: [StackTestView]

  init(
    axis: NSLayoutConstraint.Axis, distribution: UIStackView.Distribution = .fill,
    alignment: UIStackView.Alignment = .fill, spacing: CGFloat = 10,
    views: [StackTestView]? = nil
  ) {
    let horizontal = axis == .horizontal
    let size = horizontal ? CGSize(width: 300, height: 100) : CGSize(width: 100, height: 300)
    container = UIView(frame: CGRect(origin: .zero, size: size))
    self.views =
      views
      ?? [(40, 20), (60, 30), (100, 50)].map { (main: CGFloat, cross: CGFloat) in
        horizontal ? StackTestView(main, cross) : StackTestView(cross, main)
      }
    stack = UIStackView(arrangedSubviews: self.views)
    stack.axis = axis
    stack.distribution = distribution
    stack.alignment = alignment
    stack.spacing = spacing
    stack.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      stack.topAnchor.constraint(equalTo: container.topAnchor),
      stack.bottomAnchor.constraint(equalTo: container.bottomAnchor),
    ])
  }

  func layout() {
    container.layoutIfNeeded()
  }

  /// The views' (start, length) along the axis.
  func spans(_ axis: NSLayoutConstraint.Axis) -> [[CGFloat]] {
    views.map {
      axis == .horizontal ? [$0.frame.minX, $0.frame.width] : [$0.frame.minY, $0.frame.height]
    }
  }
}

/// Records an issue unless each pair of spans matches within a thousandth of a point.
func expectSpans(
  _ actual: [[CGFloat]], _ expected: [[CGFloat]], sourceLocation: SourceLocation = #_sourceLocation
) {
  let close =
    actual.count == expected.count
    && zip(actual, expected).allSatisfy { pair in
      pair.0.count == pair.1.count && zip(pair.0, pair.1).allSatisfy { abs($0 - $1) < 0.001 }
    }
  #expect(close, "spans \(actual) are not \(expected)", sourceLocation: sourceLocation)
}

@MainActor
@Suite("UIStackView layout")
struct UIStackViewLayoutTests {
  nonisolated static let axes: [NSLayoutConstraint.Axis] = [.horizontal, .vertical]

  @Test("fill: the view with the lowest hugging priority takes the extra space", arguments: axes)
  func fill(axis: NSLayoutConstraint.Axis) {
    let fixture = StackFixture(axis: axis)
    fixture.views[2].setContentHuggingPriority(.defaultLow - 1, for: axis)
    fixture.layout()
    expectSpans(fixture.spans(axis), [[0, 40], [50, 60], [120, 180]])
  }

  @Test("fill: the view with the lowest compression resistance shrinks", arguments: axes)
  func fillCompressed(axis: NSLayoutConstraint.Axis) {
    let fixture = StackFixture(
      axis: axis,
      views: [(140, 20), (60, 30), (100, 50)].map {
        axis == .horizontal ? StackTestView($0.0, $0.1) : StackTestView($0.1, $0.0)
      })
    fixture.views[0].setContentCompressionResistancePriority(.defaultHigh - 1, for: axis)
    fixture.layout()
    expectSpans(fixture.spans(axis), [[0, 120], [130, 60], [200, 100]])
  }

  @Test("fillEqually: every view gets the same length", arguments: axes)
  func fillEqually(axis: NSLayoutConstraint.Axis) {
    let fixture = StackFixture(axis: axis, distribution: .fillEqually)
    fixture.layout()
    let third: CGFloat = 280.0 / 3
    expectSpans(
      fixture.spans(axis), [[0, third], [third + 10, third], [2 * third + 20, third]])
  }

  @Test("fillProportionally: lengths follow the intrinsic lengths 40:60:100", arguments: axes)
  func fillProportionally(axis: NSLayoutConstraint.Axis) {
    let fixture = StackFixture(axis: axis, distribution: .fillProportionally)
    fixture.layout()
    expectSpans(fixture.spans(axis), [[0, 56], [66, 84], [160, 140]])
  }

  @Test("equalSpacing: views keep their lengths and the gaps are equal", arguments: axes)
  func equalSpacing(axis: NSLayoutConstraint.Axis) {
    let fixture = StackFixture(axis: axis, distribution: .equalSpacing)
    fixture.layout()
    expectSpans(fixture.spans(axis), [[0, 40], [90, 60], [200, 100]])
  }

  @Test("equalCentering: the centers are equally far apart", arguments: axes)
  func equalCentering(axis: NSLayoutConstraint.Axis) {
    let fixture = StackFixture(axis: axis, distribution: .equalCentering)
    fixture.layout()
    expectSpans(fixture.spans(axis), [[0, 40], [105, 60], [200, 100]])
  }

  @Test(
    "horizontal alignment: fill, top, center, bottom, first and last baseline",
    arguments: [
      (UIStackView.Alignment.fill, [[0, 100], [0, 100], [0, 100]]),
      (.top, [[0, 20], [0, 30], [0, 50]]),
      (.center, [[40, 20], [35, 30], [25, 50]]),
      (.bottom, [[80, 20], [70, 30], [50, 50]]),
      (.firstBaseline, [[30, 20], [20, 30], [0, 50]]),
      (.lastBaseline, [[30, 20], [20, 30], [0, 50]]),
    ])
  func horizontalAlignment(alignment: UIStackView.Alignment, expected: [[CGFloat]]) {
    let fixture = StackFixture(axis: .horizontal, alignment: alignment)
    fixture.layout()
    expectSpans(fixture.spans(.vertical), expected)
  }

  @Test(
    "vertical alignment: fill, leading, center, trailing",
    arguments: [
      (UIStackView.Alignment.fill, [[0, 100], [0, 100], [0, 100]]),
      (.leading, [[0, 20], [0, 30], [0, 50]]),
      (.center, [[40, 20], [35, 30], [25, 50]]),
      (.trailing, [[80, 20], [70, 30], [50, 50]]),
    ])
  func verticalAlignment(alignment: UIStackView.Alignment, expected: [[CGFloat]]) {
    let fixture = StackFixture(axis: .vertical, alignment: alignment)
    fixture.layout()
    expectSpans(fixture.spans(.horizontal), expected)
  }

  @Test("custom spacing after a view replaces the spacing for that gap only", arguments: axes)
  func customSpacing(axis: NSLayoutConstraint.Axis) {
    let fixture = StackFixture(axis: axis, distribution: .fillEqually)
    fixture.stack.setCustomSpacing(30, after: fixture.views[0])
    fixture.layout()
    let length: CGFloat = 260.0 / 3
    expectSpans(
      fixture.spans(axis),
      [[0, length], [length + 30, length], [2 * length + 40, length]])
  }

  @Test("spacingUseSystem means the 8-point system spacing")
  func systemSpacing() {
    let fixture = StackFixture(
      axis: .horizontal, distribution: .fillEqually, spacing: UIStackView.spacingUseSystem)
    fixture.layout()
    let length: CGFloat = 284.0 / 3
    expectSpans(
      fixture.spans(.horizontal), [[0, length], [length + 8, length], [2 * length + 16, length]])
  }

  @Test("a hidden arranged view collapses and leaves the spacing chain", arguments: axes)
  func hiddenCollapses(axis: NSLayoutConstraint.Axis) {
    let fixture = StackFixture(axis: axis, distribution: .fillEqually)
    fixture.layout()
    fixture.views[1].isHidden = true
    fixture.layout()
    let spans = fixture.spans(axis)
    expectSpans([spans[0], spans[2]], [[0, 145], [155, 145]])
    #expect(spans[1][1] == 0)
    fixture.views[1].isHidden = false
    fixture.layout()
    expectSpans(
      fixture.spans(axis)[1...].map { $0 },
      [[280.0 / 3 + 10, 280.0 / 3], [2 * 280.0 / 3 + 20, 280.0 / 3]])
  }

  @Test("isLayoutMarginsRelativeArrangement lays the views out inside the margins")
  func marginsRelative() {
    let fixture = StackFixture(axis: .horizontal, distribution: .fillEqually)
    fixture.stack.isLayoutMarginsRelativeArrangement = true
    fixture.stack.layoutMargins = UIEdgeInsets(top: 5, left: 12, bottom: 5, right: 18)
    fixture.layout()
    let length: CGFloat = 250.0 / 3
    expectSpans(
      fixture.spans(.horizontal),
      [[12, length], [22 + length, length], [32 + 2 * length, length]])
    expectSpans(fixture.spans(.vertical), [[5, 90], [5, 90], [5, 90]])
  }

  @Test("a stack view sizes itself to its arranged views when nothing else sizes it")
  func hugsContent() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let stack = UIStackView(arrangedSubviews: [StackTestView(40, 20), StackTestView(60, 30)])
    stack.spacing = 5
    stack.alignment = .center
    stack.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
    ])
    container.layoutIfNeeded()
    expectFrame(stack, 10, 10, 105, 30)
  }

  @Test("nested stacks: a vertical stack of two horizontal stacks")
  func nestedStacks() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    let topRow = UIStackView(arrangedSubviews: [StackTestView(50, 20), StackTestView(30, 40)])
    let bottomRow = UIStackView(arrangedSubviews: [StackTestView(70, 10)])
    topRow.distribution = .fillEqually
    topRow.alignment = .top
    let column = UIStackView(arrangedSubviews: [topRow, bottomRow])
    column.axis = .vertical
    column.spacing = 6
    column.alignment = .leading
    column.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(column)
    NSLayoutConstraint.activate([
      column.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      column.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    container.layoutIfNeeded()
    expectFrame(topRow, 0, 0, 100, 40)
    expectFrame(topRow.arrangedSubviews[1], 50, 0, 50, 40)
    expectFrame(bottomRow, 0, 46, 70, 10)
    expectFrame(column, 0, 0, 100, 56)
  }

  @Test("labels' intrinsic widths feed fillProportionally")
  func labelsProportional() {
    let short = UILabel()
    short.text = "Hi"
    let long = UILabel()
    long.text = "Hello, world"
    let stack = UIStackView(arrangedSubviews: [short, long])
    stack.distribution = .fillProportionally
    stack.translatesAutoresizingMaskIntoConstraints = false
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
    container.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      stack.widthAnchor.constraint(equalToConstant: 300),
      stack.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    container.layoutIfNeeded()
    let shortWidth = short.intrinsicContentSize.width
    let longWidth = long.intrinsicContentSize.width
    #expect(shortWidth > 0 && longWidth > shortWidth)
    #expect(abs(short.frame.width - 300 * shortWidth / (shortWidth + longWidth)) < 0.001)
    #expect(abs(long.frame.minX - short.frame.maxX) < 0.001)
    #expect(abs(long.frame.maxX - 300) < 0.001)
  }

  @Test("a right-to-left stack view puts its first arranged view at the right")
  func rightToLeft() {
    let fixture = StackFixture(axis: .horizontal, distribution: .equalSpacing)
    fixture.stack.semanticContentAttribute = .forceRightToLeft
    fixture.layout()
    expectSpans(fixture.spans(.horizontal), [[260, 40], [150, 60], [0, 100]])
  }

  @Test("an arranged view added after layout joins the chain at the next layout")
  func addAfterLayout() {
    let fixture = StackFixture(axis: .horizontal, distribution: .fillEqually)
    fixture.layout()
    let extra = StackTestView(10, 10)
    fixture.stack.insertArrangedSubview(extra, at: 0)
    fixture.layout()
    expectFrame(extra, 0, 0, 67.5, 100)
    expectSpans(fixture.spans(.horizontal), [[77.5, 67.5], [155, 67.5], [232.5, 67.5]])
  }

  @Test("a non-finite spacing counts as 0 instead of poisoning the layout")
  func nonFiniteSpacing() {
    let fixture = StackFixture(axis: .horizontal, distribution: .fillEqually, spacing: .nan)
    fixture.stack.setCustomSpacing(.infinity, after: fixture.views[0])
    fixture.layout()
    expectSpans(fixture.spans(.horizontal), [[0, 100], [100, 100], [200, 100]])
  }

  @Test("hidden first and last views collapse at the ends; hiding every view collapses the stack")
  func hiddenEnds() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let views = [StackTestView(40, 20), StackTestView(60, 30), StackTestView(100, 50)]
    let stack = UIStackView(arrangedSubviews: views)
    stack.spacing = 10
    stack.alignment = .top
    stack.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
      stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
    ])
    views[0].isHidden = true
    views[2].isHidden = true
    container.layoutIfNeeded()
    expectFrame(stack, 5, 5, 60, 30)
    expectFrame(views[0], 0, 0, 0, 20)
    expectFrame(views[1], 0, 0, 60, 30)
    expectFrame(views[2], 60, 0, 0, 50)
    views[1].isHidden = true
    container.layoutIfNeeded()
    expectFrame(stack, 5, 5, 0, 0)
  }

  @Test("fill with equal hugging stretches the first arranged view, as observed in UIKit")
  func equalHuggingStretchesFirst() {
    // ivanthinking.net, "Horizontal Stack Content Hugging": three labels with default
    // priorities in a wide stack; the first one takes the extra width.
    let fixture = StackFixture(axis: .horizontal)
    fixture.layout()
    expectSpans(fixture.spans(.horizontal), [[0, 120], [130, 60], [200, 100]])
    #expect(!fixture.views.contains { $0.hasAmbiguousLayout })
  }

  @Test("fill with equal compression resistance shrinks the first arranged view", arguments: axes)
  func equalCompressionShrinksFirst(axis: NSLayoutConstraint.Axis) {
    let fixture = StackFixture(
      axis: axis,
      views: [(140, 20), (60, 30), (100, 50)].map {
        axis == .horizontal ? StackTestView($0.0, $0.1) : StackTestView($0.1, $0.0)
      })
    fixture.layout()
    expectSpans(fixture.spans(axis), [[0, 120], [130, 60], [200, 100]])
  }

  @Test("a multi-line label in a horizontal fill stack gets UIKit's equal-share disambiguation")
  func textWidthDisambiguation() {
    // rdar://39275811: a multi-line label (hugging 251, compression 749) beside a switch-sized
    // view (750/750) ends up with half the stack's width.
    let label = UILabel()
    label.numberOfLines = 0
    label.text = String(repeating: "A long label that wraps over several lines. ", count: 4)
    label.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    label.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
    let toggle = StackTestView(51, 31)
    toggle.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    let stack = UIStackView(arrangedSubviews: [label, toggle])
    stack.spacing = 8
    stack.alignment = .top
    stack.translatesAutoresizingMaskIntoConstraints = false
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    container.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      stack.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    container.layoutIfNeeded()
    // Priorities are strictly ordered: the disambiguation at 759 wins over the toggle's hugging
    // at 750 and the label's compression resistance at 749 together.
    #expect(abs(label.frame.width - 150) < 0.001)
    #expect(abs(toggle.frame.minX - 158) < 0.001)
    #expect(label.frame.height > label.font.lineHeight)
    let ids = stack.headless.arrangementConstraints.compactMap(\.identifier)
    #expect(ids.filter { $0 == "UISV-text-width-disambiguation" }.count == 1)
  }

  @Test("a label whose text changes after layout re-arranges in one layout, without issues")
  func labelTextChange() {
    let title = UILabel()
    title.text = "Hi"
    let detail = UILabel()
    detail.text = "there"
    let stack = UIStackView(arrangedSubviews: [title, detail])
    stack.spacing = 4
    stack.translatesAutoresizingMaskIntoConstraints = false
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
    container.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      stack.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    let issues = Headless.LayoutDiagnostics.capture {
      container.layoutIfNeeded()
      title.text = "Hello, wide world"
      container.layoutIfNeeded()
    }
    #expect(issues.isEmpty, "\(issues.map(\.message))")
    #expect(abs(title.frame.width - title.intrinsicContentSize.width) < 0.001)
    #expect(abs(detail.frame.minX - title.frame.maxX - 4) < 0.001)
    #expect(abs(stack.frame.width - detail.frame.maxX) < 0.001)
  }
}
