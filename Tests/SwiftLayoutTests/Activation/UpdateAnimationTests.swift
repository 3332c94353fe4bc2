import SwiftLayout
import Testing

@MainActor
@Suite("update(fromActivation:) inside UIView.animate")
struct UpdateAnimationTests {
  @Test("Deferred updates flushed inside UIView.animate animate the stack like any layout change")
  func flushInsideAnimation() throws {
    let card = makeCard()
    card.showsBio = false
    UIView.animate(withDuration: 0.2) {
      LayoutUpdateMode.flushDeferredUpdates()
      card.layoutIfNeeded()
    }
    let record = try #require(Headless.AnimationRecorder.animations(of: card.stack).last)
    #expect(record.fromFrame.height == 100 && record.toFrame.height == 52)
    #expect(record.duration == 0.2)
    #expect(card.stack.frame.height == 52)
    Headless.AnimationRecorder.finishPendingAnimations()
  }

  @Test("An update inside UIView.animate with layoutIfNeeded records the moved views")
  func updateInsideAnimation() {
    Headless.AnimationRecorder.finishPendingAnimations()
    Headless.AnimationRecorder.removeAll()
    let root = makeView("root")
    root.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
    let panel = makeView("panel")
    var expanded = false
    func layout() -> some Layout {
      root.sublayout {
        panel.anchors {
          Anchors.leading.trailing.bottom
          Anchors.height.equalTo(constant: expanded ? 150 : 50)
        }
      }
    }
    var activation = layout().active()
    root.layoutIfNeeded()
    #expect(panel.frame == CGRect(x: 0, y: 150, width: 320, height: 50))
    expanded = true
    UIView.animate(withDuration: 0.3, delay: 0, options: [.curveLinear]) {
      activation = layout().update(fromActivation: activation)
      root.layoutIfNeeded()
    }
    #expect(panel.frame == CGRect(x: 0, y: 50, width: 320, height: 150))
    let record = Headless.AnimationRecorder.animations(of: panel).last
    #expect(record?.fromFrame == CGRect(x: 0, y: 150, width: 320, height: 50))
    #expect(record?.toFrame == CGRect(x: 0, y: 50, width: 320, height: 150))
    #expect(
      Headless.AnimationRecorder.frame(of: panel, at: 0.15)
        == CGRect(x: 0, y: 100, width: 320, height: 100))
    Headless.AnimationRecorder.finishPendingAnimations()
    activation.deactive()
  }

  let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

  init() {
    root.accessibilityIdentifier = "root"
  }

  @Test("A view inserted inside an animation grows from its zero frame, as in UIKit")
  func animatedInsertion() throws {
    let toast = makeView("toast")
    var showsToast = false
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        if showsToast {
          toast.anchors {
            Anchors.shoe(offset: 16)
            Anchors.height.equalTo(constant: 48)
          }
        }
      }
    }
    var activation = layout.active()
    root.layoutIfNeeded()
    showsToast = true
    UIView.animate(withDuration: 0.3) {
      activation = layout.update(fromActivation: activation)
      self.root.layoutIfNeeded()
    }
    let record = try #require(Headless.AnimationRecorder.animations(of: toast).last)
    #expect(record.fromFrame == .zero)
    #expect(record.toFrame == CGRect(x: 16, y: 416, width: 288, height: 48))
    Headless.AnimationRecorder.finishPendingAnimations()
    activation.deactive()
  }
}
