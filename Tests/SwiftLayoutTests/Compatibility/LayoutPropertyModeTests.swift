import SwiftLayout
import Testing

@MainActor
@Suite("@LayoutProperty(mode:) and @AnimatableLayoutProperty(mode:)")
struct LayoutPropertyModeTests {
  private final class Panel: UIView, Layoutable {
    var activation: Activation?
    var builds = 0
    let badge = makeView("badge")
    @LayoutProperty var showsBadge = false
    @LayoutProperty(mode: .deferred) var deferredBadge = false
    @LayoutProperty(mode: .forced) var height: CGFloat = 10
    @AnimatableLayoutProperty(duration: 0.2, mode: .deferred) var animatedBadge = false

    var layout: some Layout {
      builds += 1
      return self.sl.sublayout {
        if showsBadge || deferredBadge || animatedBadge {
          badge.sl.anchors {
            Anchors.cap()
            Anchors.height.equalTo(constant: height)
          }
        }
      }
    }
  }

  @Test("Without a mode the update is immediate; mode: .deferred waits for the flush")
  func modes() {
    let panel = Panel(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    panel.sl.updateLayout()
    panel.showsBadge = true
    #expect(panel.badge.superview === panel)
    panel.showsBadge = false
    #expect(panel.badge.superview == nil)
    let builds = panel.builds
    panel.deferredBadge = true
    panel.deferredBadge = true
    #expect(panel.badge.superview == nil)
    #expect(LayoutUpdateMode.hasDeferredUpdates)
    LayoutUpdateMode.flushDeferredUpdates()
    #expect(panel.badge.superview === panel)
    #expect(panel.builds == builds + 1)
  }

  @Test("mode: .forced lays out before the setter returns")
  func forced() {
    let panel = Panel(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    panel.showsBadge = true
    panel.height = 30
    #expect(panel.badge.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
  }

  @Test("@AnimatableLayoutProperty(mode: .deferred) applies its update at the flush")
  func animatableDeferred() {
    let panel = Panel(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    panel.sl.updateLayout()
    panel.animatedBadge = true
    #expect(panel.badge.superview == nil)
    LayoutUpdateMode.flushDeferredUpdates()
    #expect(panel.badge.superview === panel)
    #expect(panel.badge.frame.height == 10)
  }
}
