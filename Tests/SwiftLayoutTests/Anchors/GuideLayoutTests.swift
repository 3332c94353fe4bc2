import SwiftLayout
import Testing

@MainActor
@Suite("Layout guides")
struct GuideLayoutTests {
  let root = makeView("root")

  @Test("SwiftLayout T32: a bare guide lands in layoutGuides, an optional one on update")
  func bareGuide() {
    let guide = UILayoutGuide()
    let optional = UILayoutGuide()
    var showsOptional = false
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        guide
        if showsOptional { optional }
      }
    }
    let activation = layout.active()
    #expect(guide.owningView === root)
    #expect(root.subviews.isEmpty)
    showsOptional = true
    layout.update(fromActivation: activation)
    #expect(optional.owningView === root)
    activation.deactive()
    #expect(guide.owningView == nil && optional.owningView == nil)
  }

  @Test("SwiftLayout T32: guide anchors, identifiers and lookup")
  func guideAnchors() {
    let guide = UILayoutGuide()
    let label = makeView("label")
    let activation = root.sublayout {
      guide.identifying("myGuide").anchors {
        Anchors.top.equalToSuper(constant: 10)
        Anchors.horizontal(offset: 20)
        Anchors.height.equalTo(constant: 100)
      }
      label.anchors { Anchors.allSides.equalTo("myGuide").identifier("guideAnchors") }
    }.active()
    #expect(
      describe(activation.constraints).filter { $0.hasPrefix("myGuide") } == [
        "myGuide.height == 100", "myGuide.leading == root.leading + 20",
        "myGuide.top == root.top + 10", "myGuide.trailing == root.trailing - 20",
      ])
    #expect(activation.constraints.filter { $0.identifier == "guideAnchors" }.count == 4)
    #expect(activation.layoutGuideForIdentifier("myGuide") === guide)
    #expect(activation.viewForIdentifier("myGuide") == nil)
    activation.deactive()
    #expect(activation.constraints.isEmpty)
    #expect(guide.owningView == nil)
  }

  @Test("SwiftLayout T33: viewForIdentifier finds views, not guides")
  func identifiers() {
    let child = makeView("child")
    let activation = root.sublayout { child.identifying("named") }.active()
    #expect(activation.viewForIdentifier("named") === child)
    #expect(activation.layoutGuideForIdentifier("named") == nil)
  }
}
