import HeadlessUIKit
import SwiftLayoutTestSupport
import Testing

@MainActor
@Suite("SVG rendering")
struct SVGRendererTests {
  @Test("A small screen renders to a stable SVG snapshot")
  func snapshot() {
    let root = makeRoot("screen", width: 200, height: 120)
    root.backgroundColor = .white
    let avatar = UIImageView(image: UIImage(systemName: "person"))
    avatar.accessibilityIdentifier = "avatar"
    avatar.translatesAutoresizingMaskIntoConstraints = false
    avatar.layer.cornerRadius = 10
    let title = UILabel()
    title.accessibilityIdentifier = "title"
    title.translatesAutoresizingMaskIntoConstraints = false
    title.text = "Hello & <world>"
    title.font = .boldSystemFont(ofSize: 14)
    let card = makeView("card", in: root)
    card.backgroundColor = .systemGray6
    card.layer.borderWidth = 1
    card.layer.borderColor = UIColor.systemGray.cgColor
    card.addSubview(avatar)
    card.addSubview(title)
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      avatar.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
      avatar.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
      avatar.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
      title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8),
      title.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
    ])
    let svg = root.headless.svgRepresentation()
    #expect(svg.contains("<title>title</title>"))
    #expect(svg.contains("Hello &amp; &lt;world&gt;"))
    assertSnapshot(svg, named: "small-screen")
    assertSnapshot(root.headless.recursiveDescription(), named: "small-screen-tree")
  }

  @Test("Each text line is drawn at its measured width, so it cannot run past its label")
  func textFitsMeasuredWidth() throws {
    let root = makeRoot("screen", width: 300, height: 100)
    let label = UILabel()
    label.accessibilityIdentifier = "label"
    label.translatesAutoresizingMaskIntoConstraints = false
    label.text = "Wide Wide Wide"
    label.font = .systemFont(ofSize: 17)
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: root.topAnchor),
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    ])
    let svg = root.headless.svgRepresentation()
    let measured = Headless.TextMeasurement.width(of: "Wide Wide Wide", font: label.font)
    #expect(label.frame.width >= measured)
    let textLine = try #require(svg.split(separator: "\n").first { $0.hasPrefix("<text") })
    // Drawn width = textLength (in the text's own space) × the horizontal scale of its transform.
    let length = try #require(attribute("textLength=\"", in: textLine))
    let scale = try #require(attribute(") scale(", in: textLine))
    #expect(abs(length * scale - Double(measured)) < 0.01)
    #expect(scale < 1)
    #expect(textLine.contains("lengthAdjust=\"spacingAndGlyphs\""))
    #expect(root.headless.svgRepresentation() == svg)
  }

  private func attribute(_ prefix: String, in line: Substring) -> Double? {
    guard let range = line.range(of: prefix) else { return nil }
    return Double(line[range.upperBound...].prefix { $0.isNumber || $0 == "." })
  }
}
