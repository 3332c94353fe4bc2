import HeadlessUIKit
import Testing

@MainActor
@Suite("Hugging and compression resistance changed at run time")
struct ContentPriorityTests {
  @Test("Changing a hugging priority after layout changes which label takes the extra width")
  func huggingChangeAfterLayout() {
    let root = makeRoot(width: 300, height: 100)
    let left = UILabel()
    left.text = "Left"
    left.accessibilityIdentifier = "left"
    left.translatesAutoresizingMaskIntoConstraints = false
    let right = UILabel()
    right.text = "Right"
    right.accessibilityIdentifier = "right"
    right.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(left)
    root.addSubview(right)
    right.setContentHuggingPriority(.defaultLow, for: .horizontal)
    NSLayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
      right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      left.topAnchor.constraint(equalTo: root.topAnchor),
      right.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    let leftWidth = left.intrinsicContentSize.width
    let rightWidth = right.intrinsicContentSize.width
    // The right label hugs at 250, below the left one's 251: it takes the extra width.
    #expect(left.frame.width == leftWidth)
    #expect(right.frame.width == 300 - leftWidth)
    right.setContentHuggingPriority(UILayoutPriority(252), for: .horizontal)
    root.layoutIfNeeded()
    #expect(right.frame.width == rightWidth)
    #expect(left.frame.width == 300 - rightWidth)
  }

  let words =
    "Single origin beans from a small farm on the slopes of a volcano, washed and sun dried"

  @Test("Hugging and compression switched to required and back: no priority-change issue")
  func contentPrioritiesThroughRequired() {
    // setContentHuggingPriority(_:for:) may take any priority, required included; it is the
    // view's own setting, not a change of an installed constraint's priority.
    // https://developer.apple.com/documentation/uikit/uiview/setcontenthuggingpriority(_:for:)
    let row = makeRoot(width: 300, height: 40)
    let label = UILabel()
    label.accessibilityIdentifier = "label"
    label.text = "Latte"
    label.translatesAutoresizingMaskIntoConstraints = false
    row.addSubview(label)
    let stretch = label.trailingAnchor.constraint(equalTo: row.trailingAnchor)
    stretch.priority = UILayoutPriority(999)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: row.leadingAnchor),
      label.topAnchor.constraint(equalTo: row.topAnchor), stretch,
    ])
    let natural = label.intrinsicContentSize.width
    let issues = Headless.LayoutDiagnostics.capture {
      row.layoutIfNeeded()
      #expect(label.frame.width == 300)
      label.setContentHuggingPriority(.required, for: .horizontal)
      row.layoutIfNeeded()
      #expect(label.frame.width == natural)
      label.setContentHuggingPriority(.defaultLow, for: .horizontal)
      row.layoutIfNeeded()
      #expect(label.frame.width == 300)
      // Compression resistance through required: a long text in a short row.
      label.text = words
      row.frame.size.width = 100
      label.setContentCompressionResistancePriority(.required, for: .horizontal)
      let maximum = label.trailingAnchor.constraint(lessThanOrEqualTo: row.trailingAnchor)
      maximum.priority = UILayoutPriority(999)
      maximum.isActive = true
      row.layoutIfNeeded()
      #expect(label.frame.width == label.intrinsicContentSize.width)
      label.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
      row.layoutIfNeeded()
      #expect(label.frame.width == 100)
    }
    #expect(issues.isEmpty)
  }

  @Test("Compression resistance raised after layout keeps a label whole, the other truncates")
  func compressionRaisedAfterLayoutVertically() {
    // Two labels stacked in a box too short for both: the one with the lower vertical
    // compression resistance is squeezed; raising the other's resistance does not change
    // which, lowering it below does.
    let box = makeRoot(width: 200, height: 50)
    let top = UILabel()
    let bottom = UILabel()
    for (label, name) in [(top, "top"), (bottom, "bottom")] {
      label.accessibilityIdentifier = name
      label.text = name
      label.font = .systemFont(ofSize: 30)
      label.translatesAutoresizingMaskIntoConstraints = false
      box.addSubview(label)
      label.leadingAnchor.constraint(equalTo: box.leadingAnchor).isActive = true
    }
    NSLayoutConstraint.activate([
      top.topAnchor.constraint(equalTo: box.topAnchor),
      bottom.topAnchor.constraint(equalTo: top.bottomAnchor),
      bottom.bottomAnchor.constraint(equalTo: box.bottomAnchor),
    ])
    bottom.setContentCompressionResistancePriority(UILayoutPriority(749), for: .vertical)
    box.layoutIfNeeded()
    let natural = top.intrinsicContentSize.height
    #expect(top.frame.height == natural)
    #expect(bottom.frame.height == 50 - natural)
    top.setContentCompressionResistancePriority(UILayoutPriority(700), for: .vertical)
    box.layoutIfNeeded()
    #expect(bottom.frame.height == natural)
    #expect(top.frame.height == 50 - natural)
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
}
