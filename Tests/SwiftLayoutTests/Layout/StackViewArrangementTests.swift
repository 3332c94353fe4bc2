import SwiftLayout
import Testing

@MainActor
@Suite("DSL stack views: arranged order and plain subviews")
struct StackViewArrangementTests {
  @Test("A stack view's arranged order follows the layout; plain subviews stay plain on update")
  func stackReorder() {
    let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
    stack.distribution = .fillEqually
    let items = ["one", "two", "three"].map { makeView($0) }
    let badge = makeView("badge")
    var order = [0, 1, 2]
    @LayoutBuilder var layout: some Layout {
      stack.sublayout {
        for index in order { items[index] }
        badge.asPlainSubview().anchors {
          Anchors.top.trailing
          Anchors.size.equalTo(width: 8, height: 8)
        }
      }
    }
    var activation = layout.active()
    stack.layoutIfNeeded()
    #expect(stack.arrangedSubviews.map(\.accessibilityIdentifier) == ["one", "two", "three"])
    order = [2, 0, 1]
    activation = layout.update(fromActivation: activation)
    stack.layoutIfNeeded()
    #expect(stack.arrangedSubviews.map(\.accessibilityIdentifier) == ["three", "one", "two"])
    #expect(items.map(\.frame.minX) == [100, 200, 0])
    #expect(badge.superview === stack && !stack.arrangedSubviews.contains { $0 === badge })
    #expect(badge.frame == CGRect(x: 292, y: 0, width: 8, height: 8))
    activation.deactive()
    #expect(stack.arrangedSubviews.isEmpty && stack.subviews.isEmpty)
  }

  @Test("A stack's subview that switches between arranged and plain follows the layout")
  func arrangedToPlain() {
    let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    stack.distribution = .fillEqually
    let first = makeView("first")
    let overlay = makeView("overlay")
    var overlayIsArranged = true
    @LayoutBuilder var layout: some Layout {
      stack.sublayout {
        first
        if overlayIsArranged {
          overlay
        } else {
          overlay.asPlainSubview().anchors {
            Anchors.allSides()
          }
        }
      }
    }
    var activation = layout.active()
    stack.layoutIfNeeded()
    #expect(same(stack.arrangedSubviews, [first, overlay]))
    #expect(overlay.frame == CGRect(x: 150, y: 0, width: 150, height: 40))
    overlayIsArranged = false
    // No conflict: the overlay's edges no longer compete with the stack's arrangement.
    let issues = Headless.LayoutDiagnostics.capture {
      activation = layout.update(fromActivation: activation)
      stack.layoutIfNeeded()
    }
    #expect(issues.isEmpty)
    #expect(overlay.superview === stack)
    // The view is added again as a plain subview, but UIKit keeps a subview arranged until
    // removeArrangedSubview(_:) is called ("the stack view ensures that the arrangedSubviews
    // array is always a subset of its subviews array"; addSubview does not remove it), so the
    // update has to call it.
    #expect(same(stack.arrangedSubviews, [first]))
    #expect(first.frame == CGRect(x: 0, y: 0, width: 300, height: 40))
    #expect(overlay.frame == CGRect(x: 0, y: 0, width: 300, height: 40))
    overlayIsArranged = true
    activation = layout.update(fromActivation: activation)
    stack.layoutIfNeeded()
    #expect(same(stack.arrangedSubviews, [first, overlay]))
    #expect(overlay.frame == CGRect(x: 150, y: 0, width: 150, height: 40))
    activation.deactive()
  }
}
