import HeadlessUIKit
import Testing

@MainActor
@Suite("UIStackView baselines")
struct UIStackViewBaselineTests {
  /// A horizontal stack of a 12-point label, a 24-point label and a 40-point-tall plain view,
  /// pinned at its top-left in a 400×200 container.
  private func makeRow(_ alignment: UIStackView.Alignment) -> (UIView, [UIView]) {
    let small = UILabel()
    small.text = "small"
    small.font = UIFont.systemFont(ofSize: 12)
    let large = UILabel()
    large.text = "Large"
    large.font = UIFont.systemFont(ofSize: 24)
    let box = StackTestView(20, 40)
    let stack = UIStackView(arrangedSubviews: [small, large, box])
    stack.alignment = alignment
    stack.spacing = 4
    stack.translatesAutoresizingMaskIntoConstraints = false
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
    container.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      stack.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    container.layoutIfNeeded()
    return (stack, [small, large, box])
  }

  @Test("firstBaseline alignment puts the labels' first baselines and the view's bottom in line")
  func firstBaseline() throws {
    let (stack, views) = makeRow(.firstBaseline)
    let small = try #require(views[0] as? UILabel)
    let large = try #require(views[1] as? UILabel)
    let baseline = small.frame.minY + small.font.ascender
    #expect(abs(large.frame.minY + large.font.ascender - baseline) < 0.001)
    #expect(abs(views[2].frame.maxY - baseline) < 0.001)
    // The tallest part above the baseline (the 40-point view) touches the top; the stack hugs.
    #expect(abs(views[2].frame.minY) < 0.001)
    let bottom = views.map(\.frame.maxY).max() ?? 0
    #expect(abs(stack.frame.height - bottom) < 0.001)
  }

  @Test("lastBaseline alignment puts the labels' last baselines and the view's bottom in line")
  func lastBaseline() throws {
    let (_, views) = makeRow(.lastBaseline)
    let small = try #require(views[0] as? UILabel)
    let large = try #require(views[1] as? UILabel)
    let baseline = small.frame.maxY + small.font.descender
    #expect(abs(large.frame.maxY + large.font.descender - baseline) < 0.001)
    #expect(abs(views[2].frame.maxY - baseline) < 0.001)
  }

  @Test("a vertical stack lays first- and last-baseline alignment out as fill")
  func verticalBaselineIsFill() {
    let fixture = StackFixture(axis: .vertical, alignment: .firstBaseline)
    fixture.layout()
    expectSpans(fixture.spans(.horizontal), [[0, 100], [0, 100], [0, 100]])
  }

  @Test("isBaselineRelativeArrangement spaces a vertical stack from baseline to baseline")
  func baselineRelativeArrangement() {
    let first = UILabel()
    first.text = "Title"
    first.font = UIFont.systemFont(ofSize: 20)
    let second = UILabel()
    second.text = "Subtitle"
    second.font = UIFont.systemFont(ofSize: 10)
    let stack = UIStackView(arrangedSubviews: [first, second])
    stack.axis = .vertical
    stack.spacing = 30
    stack.isBaselineRelativeArrangement = true
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    stack.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      stack.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    container.layoutIfNeeded()
    let lastBaseline = first.frame.maxY + first.font.descender
    let firstBaseline = second.frame.minY + second.font.ascender
    #expect(abs(firstBaseline - lastBaseline - 30) < 0.001)
    #expect(abs(first.frame.minY) < 0.001)
  }

  @Test("a vertical stack view's baselines are those of its first and last visible labels")
  func nestedStackBaselines() throws {
    let big = UILabel()
    big.text = "Big"
    big.font = UIFont.systemFont(ofSize: 24)
    let title = UILabel()
    title.text = "Title"
    title.font = UIFont.systemFont(ofSize: 12)
    let subtitle = UILabel()
    subtitle.text = "Subtitle"
    subtitle.font = UIFont.systemFont(ofSize: 10)
    let texts = UIStackView(arrangedSubviews: [title, subtitle])
    texts.axis = .vertical
    #expect(texts.forFirstBaselineLayout === title && texts.forLastBaselineLayout === subtitle)
    let row = UIStackView(arrangedSubviews: [big, texts])
    row.alignment = .firstBaseline
    row.spacing = 8
    row.translatesAutoresizingMaskIntoConstraints = false
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    container.addSubview(row)
    NSLayoutConstraint.activate([
      row.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      row.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    container.layoutIfNeeded()
    let bigBaseline = big.frame.minY + big.font.ascender
    let titleBaseline = texts.frame.minY + title.frame.minY + title.font.ascender
    #expect(abs(bigBaseline - titleBaseline) < 0.001)
    #expect(abs(big.frame.minY) < 0.001)

    // Hiding the title makes the subtitle the baseline view; the row follows.
    title.isHidden = true
    container.layoutIfNeeded()
    #expect(texts.forFirstBaselineLayout === subtitle)
    let newBigBaseline = big.frame.minY + big.font.ascender
    let subtitleBaseline = texts.frame.minY + subtitle.frame.minY + subtitle.font.ascender
    #expect(abs(newBigBaseline - subtitleBaseline) < 0.001)
  }
}
