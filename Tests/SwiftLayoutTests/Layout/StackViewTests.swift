import SwiftLayout
import Testing

@MainActor
@Suite("Stack views")
struct StackViewTests {
  @Test("Children of a stack view are arranged in declared order; a plain subview is not")
  func arranged() {
    let stack = UIStackView(frame: .zero)
    let (a, b, c, badge) = (makeView("a"), makeView("b"), makeView("c"), makeView("badge"))
    var showsB = false
    @LayoutBuilder var layout: some Layout {
      stack.sublayout {
        a
        if showsB { b }
        c
        badge.asPlainSubview().anchors { Anchors.top.trailing }
      }
    }
    let activation = layout.active()
    #expect(same(stack.arrangedSubviews, [a, c]))
    #expect(badge.superview === stack)
    #expect(!stack.arrangedSubviews.contains { $0 === badge })
    showsB = true
    layout.update(fromActivation: activation)
    #expect(same(stack.arrangedSubviews, [a, b, c]))
    showsB = false
    layout.update(fromActivation: activation)
    #expect(same(stack.arrangedSubviews, [a, c]))
    #expect(b.superview == nil)
  }
}
