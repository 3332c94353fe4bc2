import SwiftLayout
import SwiftLayoutTestSupport
import Testing

@MainActor
@Suite("Layout printer")
struct LayoutPrinterTests {
  let root = makeView("root")
  let contentView = makeView("contentView")
  let image = makeView("image")
  let title = makeView("title")
  let descriptionLabel = makeView("descriptionLabel")
  let spacer = UILayoutGuide()

  var layout: some Layout {
    root.sublayout {
      contentView.anchors {
        Anchors.leading.equalTo(root.safeAreaLayoutGuide, constant: 16)
        Anchors.height.equalTo(constant: 80)
        Anchors.bottom.equalToSuper(constant: -8)
        Anchors.width.equalToSuper().multiplier(0.5).priority(.defaultHigh)
      }.sublayout {
        image
        title.anchors { Anchors.top.equalTo("spacer", attribute: .bottom) }.eraseToAnyLayout()
        descriptionLabel.anchors { Anchors.cap() }
        spacer.identifying("spacer")
      }
    }
  }

  @Test("SwiftLayout T36: a layout prints as a tree of its nodes")
  func tree() {
    assertSnapshot(LayoutPrinter(layout).description, named: "tree")
  }

  @Test("SwiftLayout T36: withAnchors adds each node's constraints under it")
  func treeWithAnchors() {
    assertSnapshot(LayoutPrinter(layout, withAnchors: true).description, named: "tree-anchors")
  }

  @Test("Printing does not depend on addresses: two equal layouts print the same")
  func deterministic() {
    let other = LayoutPrinterTests()
    #expect(
      LayoutPrinter(layout, withAnchors: true).description
        == LayoutPrinter(other.layout, withAnchors: true).description)
  }
}
