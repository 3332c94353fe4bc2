import HeadlessUIKit
import Testing

@MainActor
@Suite("UIStackView: baseline alignment with changing text")
struct UIStackViewBaselineRowTests {
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

  let paragraph = "Our beans are roasted every morning and delivered to the stores the same day"

  func expectClose(
    _ a: CGFloat, _ b: CGFloat, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(abs(a - b) < 0.01, comment, sourceLocation: sourceLocation)
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
}
