import SwiftLayout
import Testing

@MainActor
@Suite("Deactivating, reactivating and releasing activations")
struct DeactivationTests {
  @Test(
    "A view removed by other code, then the activation dropped: nothing crashes, the root stays")
  func removedThenDeactivated() {
    let root = makeRoot()
    let child = makeView("child")
    let grandchild = makeView("grandchild")
    var activation: Activation? = root.sublayout {
      child.anchors { Anchors.allSides() }.sublayout {
        grandchild.anchors { Anchors.center() }
      }
    }.active()
    child.removeFromSuperview()
    #expect(root.constraints.isEmpty)
    activation?.deactive()
    activation = nil
    #expect(root.subviews.isEmpty)
    #expect(grandchild.superview == nil)
  }

  let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

  init() {
    root.accessibilityIdentifier = "root"
  }

  @Test("deactive() then active() again: the second activation lays out; the first stays inert")
  func deactivateThenActivate() {
    let badge = makeView("badge")
    let layout = root.sublayout {
      badge.anchors {
        Anchors.center(xOffset: 20, yOffset: -10)
        Anchors.size(width: 30, height: 30)
      }
    }
    let first = layout.active()
    first.deactive()
    #expect(badge.superview == nil && root.constraints.isEmpty)
    let second = layout.active()
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 165, y: 215, width: 30, height: 30))
    // Deactivating the first again must not touch what the second added.
    first.deactive()
    #expect(badge.superview === root)
    #expect(second.constraints.allSatisfy { $0.isActive })
    second.deactive()
    #expect(badge.superview == nil)
  }

  @Test("The same layout activated twice: releasing the first activation keeps the second's")
  func twoActivationsOfOneLayout() {
    let badge = makeView("badge")
    let layout = root.sublayout {
      badge.anchors {
        Anchors.top.leading
        Anchors.size(width: 30, height: 30)
      }
    }
    var first: Activation? = layout.active()
    let second = layout.active()
    #expect(first?.isActive == true)
    first = nil
    root.layoutIfNeeded()
    #expect(badge.superview === root)
    #expect(second.constraints.allSatisfy { $0.isActive })
    #expect(badge.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
    second.deactive()
    #expect(badge.superview == nil)
    #expect(root.constraints.isEmpty)
  }

  @Test("Updating a deactivated activation with a changed layout applies the new layout")
  func updateDeactivatedChanged() {
    let banner = makeView("banner")
    let extra = makeView("extra")
    var showsExtra = false
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        banner.anchors {
          Anchors.cap()
          Anchors.height.equalTo(constant: showsExtra ? 50 : 30)
        }
        if showsExtra {
          extra.anchors {
            Anchors.top.equalTo(banner, attribute: .bottom)
            Anchors.horizontal()
            Anchors.height.equalTo(constant: 10)
          }
        }
      }
    }
    var activation = layout.active()
    activation.deactive()
    showsExtra = true
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(same(root.subviews, [banner, extra]))
    #expect(banner.frame == CGRect(x: 0, y: 0, width: 320, height: 50))
    #expect(extra.frame == CGRect(x: 0, y: 50, width: 320, height: 10))
    #expect(activation.isActive && activation.constraints.count == 8)
    #expect(activation.constraints.allSatisfy { $0.isActive })
    activation.deactive()
    #expect(root.subviews.isEmpty && root.constraints.isEmpty)
  }

  @Test("finalActive keeps everything in place with no activation to hold")
  func finalActiveKeeps() {
    let banner = makeView("banner")
    root.sublayout {
      banner.anchors {
        Anchors.cap()
        Anchors.height.equalTo(constant: 30)
      }
    }.finalActive()
    root.layoutIfNeeded()
    #expect(banner.superview === root)
    #expect(banner.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
    #expect(root.constraints.filter(\.isActive).count == 3)
    #expect(!banner.translatesAutoresizingMaskIntoConstraints)
    #expect(root.translatesAutoresizingMaskIntoConstraints)
  }

  @Test("Dropping the last reference to an activation takes the layout away; views are freed")
  func releaseDeactivates() {
    weak var weakChild: UIView?
    weak var weakActivation: Activation?
    do {
      let child = makeView("child")
      weakChild = child
      var activation: Activation? = root.sublayout {
        child.anchors { Anchors.allSides() }
      }.active()
      weakActivation = activation
      #expect(child.superview === root)
      activation = nil
      _ = activation
    }
    #expect(weakActivation == nil)
    #expect(weakChild == nil)
    #expect(root.subviews.isEmpty && root.constraints.isEmpty)
  }

  @Test("Updating from a deactivated activation activates the layout again")
  func reactivates() {
    let banner = makeView("banner")
    let layout = root.sublayout {
      banner.anchors {
        Anchors.cap()
        Anchors.height.equalTo(constant: 30)
      }
    }
    let first = layout.active()
    first.deactive()
    #expect(banner.superview == nil)
    let second = layout.update(fromActivation: first)
    root.layoutIfNeeded()
    #expect(banner.superview === root)
    #expect(banner.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
    #expect(second.isActive && second.constraints.allSatisfy { $0.isActive })
    second.deactive()
  }
}
