import SwiftLayout
import Testing

@MainActor
@Suite("GroupLayout and LayoutOption")
struct GroupLayoutTests {
  @Test("Views of an isNotArranged group in a stack view become plain subviews, in order")
  func notArranged() {
    let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 100, height: 300))
    stack.axis = .vertical
    let (a, b, background, badge) = (
      makeView("a"), makeView("b"), makeView("background"), makeView("badge")
    )
    let nested = makeView("nested")
    var showsBadge = false
    @LayoutBuilder var layout: some Layout {
      stack.sl.sublayout {
        GroupLayout(option: .isNotArranged) {
          background.sl.anchors { Anchors.allSides.equalToSuper() }.sublayout { nested }
        }
        a.anchors { Anchors.height.equalTo(constant: 40) }
        GroupLayout {
          b.anchors { Anchors.height.equalTo(constant: 260) }
        }
        GroupLayout(option: .isNotArranged) {
          if showsBadge { badge }
        }
      }
    }
    let activation = layout.active()
    #expect(same(stack.arrangedSubviews, [a, b]))
    #expect(same(stack.subviews, [background, a, b]))
    #expect(nested.superview === background)
    showsBadge = true
    layout.update(fromActivation: activation)
    #expect(same(stack.subviews, [background, a, b, badge]))
    #expect(same(stack.arrangedSubviews, [a, b]))
    stack.layoutIfNeeded()
    #expect(background.frame == stack.bounds)
    #expect(a.frame.origin == .zero && a.frame.width == 100)
    #expect(a.frame.height == 40 && b.frame.minY == 40 && b.frame.maxY == 300)
    showsBadge = false
    layout.update(fromActivation: activation)
    #expect(badge.superview == nil)
    #expect(LayoutOption.none.isEmpty && !LayoutOption.isNotArranged.isEmpty)
  }

  @Test("Outside a stack view a group adds its views like any block")
  func plainParent() {
    let root = makeView("root")
    let (a, b) = (makeView("a"), makeView("b"))
    let activation = root.sl.sublayout {
      GroupLayout(option: .isNotArranged) {
        a
        b.anchors { Anchors.top.equalTo(a, attribute: .bottom) }
      }
    }.active()
    #expect(same(root.subviews, [a, b]))
    #expect(describe(activation.constraints) == ["b.top == a.bottom"])
  }
}
