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
    let svg = root.svgRepresentation()
    #expect(svg.contains("<title>title</title>"))
    #expect(svg.contains("Hello &amp; &lt;world&gt;"))
    assertSnapshot(svg, named: "small-screen")
    assertSnapshot(root.recursiveDescription(), named: "small-screen-tree")
  }
}
