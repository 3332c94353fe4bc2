import SwiftLayout
import Testing

@MainActor
@Suite("Optional views and layout guides in a layout block")
struct OptionalItemsTests {
  @Test("An optional view or guide is added when set and adds nothing when nil")
  func optionalStatements() {
    let root = makeView("root")
    let title = makeView("title")
    var accessory: UIView? = nil
    var spacer: UILayoutGuide? = nil
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        title
        accessory
        spacer
      }
    }
    let activation = layout.active()
    #expect(same(root.subviews, [title]))
    let badge = makeView("badge")
    let guide = UILayoutGuide()
    #expect(!root.layoutGuides.contains { $0 === guide })
    accessory = badge
    spacer = guide
    layout.update(fromActivation: activation)
    #expect(same(root.subviews, [title, badge]))
    #expect(root.layoutGuides.contains { $0 === guide })
    accessory = nil
    layout.update(fromActivation: activation)
    #expect(same(root.subviews, [title]))
    #expect(badge.superview == nil)
  }
}
