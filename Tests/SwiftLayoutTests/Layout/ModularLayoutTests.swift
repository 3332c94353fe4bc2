import SwiftLayout
import Testing

@MainActor
struct FirstModule: ModularLayout {
  let v1 = makeView("v1")
  let v2 = makeView("v2")
  let v3 = makeView("v3")

  var layout: some Layout {
    v1.sublayout { v2 }
    v3
  }
}

@MainActor
@Suite("Modular layouts")
struct ModularLayoutTests {
  @Test("SwiftLayout T31: modules add their roots in order, optional modules when present")
  func modules() {
    let root = makeView("root")
    let first = FirstModule()
    var second: FirstModule?
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        first
        second
      }
    }
    let activation = layout.active()
    #expect(same(root.subviews, [first.v1, first.v3]))
    #expect(same(first.v1.subviews, [first.v2]))
    let added = FirstModule()
    second = added
    layout.update(fromActivation: activation)
    #expect(same(root.subviews, [first.v1, first.v3, added.v1, added.v3]))
    #expect(activation.lastUpdate.itemsAdded == 3)
  }

  @Test("Erased layouts collect like the original")
  func erased() {
    let root = makeView("root")
    let child = makeView("child")
    let layout = root.sublayout { child.anchors { Anchors.top }.eraseToAnyLayout() }
    let activation = layout.active()
    #expect(describe(activation.constraints) == ["child.top == root.top"])
  }
}
