import HeadlessUIKit
import Testing

@MainActor
@Suite("UILabel text, lines and wrapping changed in a laid-out tree")
struct UILabelLayoutTests {
  @Test("A label's text change moves its constrained neighbour; empty text has zero width")
  func labelTextMovesNeighbour() {
    let root = makeRoot(width: 320, height: 100)
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.text = "Hi"
    root.addSubview(label)
    let badge = makeView("badge", in: root)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      badge.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
      badge.centerYAnchor.constraint(equalTo: label.centerYAnchor),
      badge.widthAnchor.constraint(equalToConstant: 20),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    let short = Headless.TextMeasurement.width(of: "Hi", font: label.font)
    #expect(label.frame.width == short.rounded(.up))
    #expect(badge.frame.minX == 10 + short.rounded(.up) + 8)
    label.text = "Hello, world"
    root.layoutIfNeeded()
    let long = Headless.TextMeasurement.width(of: "Hello, world", font: label.font).rounded(.up)
    #expect(label.frame.width == long)
    #expect(badge.frame.minX == 10 + long + 8)
    // An empty label: UILabel's intrinsic size is zero, so the badge comes next to the leading.
    label.text = ""
    root.layoutIfNeeded()
    #expect(label.frame.size == .zero)
    #expect(badge.frame.minX == 18)
    #expect(badge.frame.midY == 10)
  }

  @Test("preferredMaxLayoutWidth wraps the text, whatever width the constraints give the label")
  func preferredMaxLayoutWidth() {
    let root = makeRoot(width: 320, height: 400)
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.numberOfLines = 0
    label.text = "one two three four five six seven eight nine ten eleven twelve"
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    label.preferredMaxLayoutWidth = 100
    root.layoutIfNeeded()
    let wrapped = Headless.TextMeasurement.size(
      of: label.text ?? "", font: label.font, maxWidth: 100, numberOfLines: 0)
    #expect(label.frame.width == 320)
    #expect(label.frame.height == wrapped.height)
    #expect(wrapped.height > label.font.lineHeight * 3)
    // Back to 0: the label wraps at the width layout gives it.
    label.preferredMaxLayoutWidth = 0
    root.layoutIfNeeded()
    let atWidth = Headless.TextMeasurement.size(
      of: label.text ?? "", font: label.font, maxWidth: 320, numberOfLines: 0)
    #expect(label.frame.height == atWidth.height)
    #expect(label.frame.height < wrapped.height)
  }

  @Test("numberOfLines 1 keeps one line whatever lineBreakMode says")
  func singleLineWordWrap() {
    let root = makeRoot(width: 120, height: 200)
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.lineBreakMode = .byWordWrapping
    label.text = "A rather long single-line caption"
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(label.frame.width == 120)
    #expect(label.frame.height == label.font.lineHeight.rounded(.up))
    #expect(label.headless.renderedLines.count == 1)
  }

  @Test("attributedText and numberOfLines set after layout re-size a label in place")
  func labelPropertiesAfterLayout() {
    let root = makeRoot(width: 200, height: 300)
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.numberOfLines = 0
    label.text = "one two three four five six seven eight nine ten"
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: root.topAnchor),
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.widthAnchor.constraint(equalToConstant: 100),
    ])
    root.layoutIfNeeded()
    let line = label.font.lineHeight
    #expect(label.frame.height > 2 * line)
    label.numberOfLines = 1
    root.layoutIfNeeded()
    #expect(label.frame.height == line.rounded(.up))
    label.attributedText = NSAttributedString(string: "Hi")
    root.layoutIfNeeded()
    #expect(label.text == "Hi")
    #expect(label.frame.size.height == line.rounded(.up))
    #expect(
      label.intrinsicContentSize.width
        == Headless.TextMeasurement.width(of: "Hi", font: label.font).rounded(.up))
    label.text = nil
    root.layoutIfNeeded()
    #expect(label.frame.height == 0)
  }

  @Test("A label's text set to nil after layout: zero intrinsic width, neighbours close up")
  func labelTextToNil() {
    let root = makeRoot(width: 320, height: 50)
    let label = UILabel()
    label.text = "Espresso"
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    let price = makeView("price", in: root)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      label.topAnchor.constraint(equalTo: root.topAnchor),
      price.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 6),
      price.topAnchor.constraint(equalTo: root.topAnchor),
      price.widthAnchor.constraint(equalToConstant: 40),
      price.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(price.frame.minX == 16 + label.intrinsicContentSize.width)
    label.text = nil
    root.layoutIfNeeded()
    #expect(label.intrinsicContentSize == .zero)
    #expect(label.frame.size == .zero)
    #expect(price.frame.minX == 16)
  }

  let headline = "Autumn menu: pumpkin spice, maple pecan and a toasted marshmallow mocha"
  let detail =
    "Available from October in every store, while supplies last; prices may vary by region"

  @Test("A multi-line label's text changed after layout moves the view below it both ways")
  func multilineTextChangeAfterLayout() {
    let root = makeRoot(width: 240, height: 400)
    let label = UILabel()
    label.numberOfLines = 0
    label.text = "Short"
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    let footer = makeView("footer", in: root)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      footer.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
      footer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      footer.widthAnchor.constraint(equalToConstant: 50),
      footer.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    let oneLine = label.frame.height
    #expect(footer.frame.minY == 10 + oneLine + 8)
    label.text = headline + " " + detail
    root.layoutIfNeeded()
    let many = wrappedHeight(label, at: 200)
    #expect(many > 2 * oneLine)
    #expect(label.frame == CGRect(x: 20, y: 10, width: 200, height: many))
    #expect(footer.frame.minY == 10 + many + 8)
    label.text = "Short again"
    root.layoutIfNeeded()
    #expect(label.frame.height == oneLine)
    #expect(footer.frame.minY == 10 + oneLine + 8)
  }

  @Test("numberOfLines 0 → 2 → 1 → 0 after layout re-sizes the label each time")
  func numberOfLinesCycle() {
    let root = makeRoot(width: 200, height: 600)
    let label = UILabel()
    label.text = headline
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: root.topAnchor),
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    label.numberOfLines = 0
    root.layoutIfNeeded()
    let line = label.font.lineHeight
    let all = label.frame.height
    #expect(all >= 3 * line.rounded(.down))
    label.numberOfLines = 2
    root.layoutIfNeeded()
    #expect(label.frame.height == wrappedHeight(label, at: 200))
    #expect(label.frame.height < all)
    label.numberOfLines = 1
    root.layoutIfNeeded()
    #expect(label.frame.height == label.intrinsicContentSize.height)
    #expect(label.frame.height < all / 2)
    label.numberOfLines = 0
    root.layoutIfNeeded()
    #expect(label.frame.height == all)
  }
}
