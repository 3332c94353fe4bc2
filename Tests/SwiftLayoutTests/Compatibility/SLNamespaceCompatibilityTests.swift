import SwiftLayout
import Testing

@MainActor
@Suite("The sl namespace in SwiftLayout 5's spellings")
struct SLNamespaceCompatibilityTests {
  @Test("view.sl.identifying names the view, and its result chains onActivate, anchors, sublayout")
  func identifyingChains() {
    let root = makeView("root")
    let plus = UIImageView(frame: .zero)
    let badge = makeView("badge")
    var seen: [UIImageView] = []
    let activation = root.sl.sublayout {
      plus.sl.identifying("plus").onActivate { seen.append($0) }.anchors {
        Anchors.center.equalToSuper(yOffset: 30)
      }.sublayout {
        badge.sl.anchors { Anchors.top.trailing }
      }
    }.active()
    #expect(plus.accessibilityIdentifier == "plus")
    #expect(seen.count == 1 && seen.first === plus)
    #expect(activation.viewForIdentifier("plus") === plus)
    #expect(badge.superview === plus)
    #expect(
      describe(activation.constraints) == [
        "badge.top == plus.top", "badge.trailing == plus.trailing",
        "plus.centerX == root.centerX", "plus.centerY == root.centerY + 30",
      ])
  }

  @Test("view.sl.onActivate runs its handler with the concrete view on every activation")
  func onActivate() {
    let root = makeView("root")
    let label = UILabel(frame: .zero)
    var count = 0
    @LayoutBuilder var layout: some Layout {
      root.sl.sublayout {
        label.sl.onActivate { label in
          label.text = "Hello"
          count += 1
        }.anchors { Anchors.allSides }
      }
    }
    let activation = layout.active()
    #expect(label.text == "Hello")
    layout.update(fromActivation: activation)
    #expect(count == 2)
    #expect(activation.constraints.count == 4)
  }

  @Test("A node's sl is the node, so README chains like x.sl.identifying(_).sl.anchors work")
  func slOnNodes() {
    let root = makeView("root")
    let guide = UILayoutGuide()
    let label = makeView("label")
    let activation = root.sl.sublayout {
      guide.sl.identifying("centerGuide").sl.anchors {
        Anchors.center.equalToSuper()
        Anchors.size.equalTo(width: 200, height: 100)
      }
      label.sl.anchors { Anchors.center.equalTo("centerGuide") }.sl.anchors {
        Anchors.width.equalTo(constant: 10)
      }
    }.active()
    #expect(guide.identifier == "centerGuide")
    #expect(guide.owningView === root)
    #expect(activation.layoutGuideForIdentifier("centerGuide") === guide)
    #expect(
      describe(activation.constraints).filter { $0.hasPrefix("label") } == [
        "label.centerX == centerGuide.centerX", "label.centerY == centerGuide.centerY",
        "label.width == 10",
      ])
  }

  @Test("sl.eraseToAnyLayout on a view or a guide is a node for it")
  func eraseToAnyLayout() {
    let root = makeView("root")
    let child = makeView("child")
    let guide = UILayoutGuide()
    let layouts: [AnyLayout] = [
      child.sl.eraseToAnyLayout(), guide.sl.eraseToAnyLayout(),
      root.sl.anchors { Anchors.width.equalTo(constant: 5) }.eraseToAnyLayout(),
    ]
    let activation = root.sublayout {
      for layout in layouts.prefix(2) { layout }
    }.active()
    #expect(child.superview === root)
    #expect(root.layoutGuides.contains { $0 === guide })
    let sized = layouts[2].active()
    #expect(describe(sized.constraints) == ["root.width == 5"])
    activation.deactive()
    #expect(child.superview == nil)
  }
}
