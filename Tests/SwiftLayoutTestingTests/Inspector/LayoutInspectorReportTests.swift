import Foundation
import SwiftLayout
import SwiftLayoutInspector
import Testing

@MainActor
@Suite("LayoutInspector report")
struct LayoutInspectorReportTests {
  private func makeCard(conflicting: Bool) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 120))
    root.accessibilityIdentifier = "card"
    let title = UILabel()
    title.accessibilityIdentifier = "title"
    title.text = "Tom & \"Jerry\" <3"
    title.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(title)
    var constraints = [
      title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      title.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      title.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
    ]
    if conflicting { constraints.append(title.widthAnchor.constraint(equalToConstant: 500)) }
    _ = Headless.LayoutDiagnostics.capture {
      NSLayoutConstraint.activate(constraints)
      root.layoutIfNeeded()
    }
    return root
  }

  @Test("Every view has an element in the picture and a row in the tree with the same id")
  func elementsAndRows() {
    let root = makeCard(conflicting: false)
    let inspection = LayoutInspection(of: root, title: "Card")
    let html = LayoutInspector.html(for: inspection)
    for item in inspection.items {
      #expect(html.contains("data-view=\"\(item.id)\""))
      #expect(html.contains("data-tree-view=\"\(item.id)\""))
    }
    #expect(html.contains("<input type=\"range\" id=\"width\""))
    #expect(html.contains("<input type=\"checkbox\" id=\"rtl\""))
    #expect(html.contains("id=\"details\""))
    #expect(html.contains("<p class=\"no-issues\">No issues"))
  }

  @Test("The page is self-contained: no external script, style, font or link")
  func selfContained() {
    let html = LayoutInspector.html(of: makeCard(conflicting: true), title: "Card")
    for forbidden in ["<link", "<script src", "@import", "url(http", "https://"] {
      #expect(!html.contains(forbidden), "found \(forbidden)")
    }
    // The only http URL is the SVG namespace.
    #expect(html.components(separatedBy: "http://").count == 2)
  }

  @Test("Text is escaped in the markup and cannot end the data script early")
  func escaping() {
    let root = makeCard(conflicting: false)
    root.accessibilityIdentifier = "</script><b>"
    let html = LayoutInspector.html(of: root, title: "A <b>bold</b> title")
    #expect(html.contains("A &lt;b&gt;bold&lt;/b&gt; title"))
    #expect(html.contains("Tom &amp; &quot;Jerry&quot; &lt;3"))
    #expect(html.components(separatedBy: "</script>").count == 3)
  }

  @Test("Issues are listed under Unsatisfiable with the broken constraint marked")
  func issuesSection() throws {
    let inspection = LayoutInspection(of: makeCard(conflicting: true), title: "Card")
    let html = LayoutInspector.html(for: inspection)
    #expect(html.contains("<h3>Unsatisfiable</h3>"))
    let conflict = try #require(inspection.variants[inspection.initialVariant].unsatisfiable.first)
    let broken = try #require(conflict.broken)
    #expect(html.contains("<li class=\"constraint broken\"><code>\(broken)</code>"))
    #expect(!html.contains("<p class=\"no-issues\">"))
  }

  @Test("The JSON sidecar decodes to the same inspection")
  func jsonRoundTrip() throws {
    let inspection = LayoutInspection(of: makeCard(conflicting: true), title: "Card")
    let json = LayoutInspector.json(for: inspection)
    let decoded = try JSONDecoder().decode(LayoutInspection.self, from: Data(json.utf8))
    #expect(decoded == inspection)
    #expect(LayoutInspector.json(for: inspection) == json)
  }

  @Test("Writing a report writes the HTML file and returns its inspection")
  func writeFile() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("inspector-\(UUID().uuidString).html")
    defer { try? FileManager.default.removeItem(at: file) }
    let inspection = try LayoutInspector.write(
      makeCard(conflicting: false), title: "Card", to: file)
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text == LayoutInspector.html(for: inspection))
  }
}
