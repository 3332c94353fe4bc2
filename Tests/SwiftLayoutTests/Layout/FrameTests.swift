import SwiftLayout
import Testing

/// Frames, not only constraint lists: every anchor form laid out by HeadlessUIKit.
@MainActor
@Suite("Frames")
struct FrameTests {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
  let child = makeView("child")
  let friend = makeView("friend")

  /// The frame of `child` once `anchors` is activated under `root` and laid out.
  func frame(@AnchorsBuilder _ anchors: () -> Anchors) -> CGRect {
    let activation = root.sublayout {
      friend.anchors {
        Anchors.top.leading
        Anchors.size.equalTo(width: 50, height: 50)
      }
      child.anchors(anchors)
    }.active()
    root.layoutIfNeeded()
    defer { activation.deactive() }
    return child.frame
  }

  @Test("Composites: cap, shoe, allSides, horizontal and vertical with offsets")
  func composites() {
    #expect(
      frame {
        Anchors.cap(offset: 10)
        Anchors.height.equalTo(constant: 50)
      } == CGRect(x: 10, y: 10, width: 280, height: 50))
    #expect(
      frame {
        Anchors.shoe(offset: 10)
        Anchors.height.equalTo(constant: 50)
      } == CGRect(x: 10, y: 340, width: 280, height: 50))
    #expect(frame { Anchors.allSides(offset: 20) } == CGRect(x: 20, y: 20, width: 260, height: 360))
    #expect(
      frame {
        Anchors.horizontal
        Anchors.vertical
      } == CGRect(x: 0, y: 0, width: 300, height: 400))
    #expect(
      frame { Anchors.allSides.equalTo(friend, inwardOffset: 5) }
        == CGRect(x: 5, y: 5, width: 40, height: 40))
  }

  @Test("Size and center, with multipliers and offsets")
  func sizeAndCenter() {
    #expect(
      frame {
        Anchors.size.equalTo(width: 100, height: 40)
        Anchors.center
      } == CGRect(x: 100, y: 180, width: 100, height: 40))
    #expect(
      frame {
        Anchors.size.equalToSuper().multiplier(0.5)
        Anchors.center.equalToSuper(xOffset: 10, yOffset: -10)
      } == CGRect(x: 85, y: 90, width: 150, height: 200))
    #expect(
      frame {
        Anchors.size.equalTo(friend, widthOffset: 10, heightOffset: 20)
        Anchors.center(friend)
      } == CGRect(x: -5, y: -10, width: 60, height: 70))
  }

  @Test("Inequalities win over lower priorities")
  func inequalities() {
    #expect(
      frame {
        Anchors.top.leading
        Anchors.height.equalTo(constant: 10)
        Anchors.width.greaterThanOrEqualTo(constant: 120)
        Anchors.width.equalTo(constant: 50).priority(.defaultLow)
      } == CGRect(x: 0, y: 0, width: 120, height: 10))
    #expect(
      frame {
        Anchors.top.leading
        Anchors.height.equalTo(constant: 10)
        Anchors.width.lessThanOrEqualToSuper(constant: -220)
        Anchors.width.equalTo(constant: 200).priority(.defaultHigh)
      } == CGRect(x: 0, y: 0, width: 80, height: 10))
  }

  @Test("Targets: views, identifiers, anchors and attributes of another item")
  func targets() {
    #expect(
      frame {
        Anchors.top.equalTo(friend, attribute: .bottom, constant: 5)
        Anchors.leading.equalTo(friend.trailingAnchor, constant: 4)
        Anchors.height.equalTo(friend, attribute: .width)
        Anchors.width.equalTo(friend.heightAnchor, constant: 6)
      } == CGRect(x: 54, y: 55, width: 56, height: 50))
    let activation = root.sublayout {
      friend.identifying("a").anchors {
        Anchors.top.leading
        Anchors.size.equalTo(width: 50, height: 50)
      }
      child.anchors {
        Anchors.top.equalTo("a", attribute: .bottom, constant: 5)
        Anchors.leading.equalTo("a")
        Anchors.size.equalTo("a")
      }
    }.active()
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 55, width: 50, height: 50))
    activation.deactive()
  }

  @Test("Margin attributes: against the superview's margins, and margin to margin")
  func margins() {
    root.layoutMargins = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
    #expect(
      frame {
        Anchors.top.equalToSuper(attribute: .topMargin)
        Anchors.leading.equalToSuper(attribute: .leadingMargin)
        Anchors.trailing.equalToSuper(attribute: .trailingMargin)
        Anchors.height.equalTo(constant: 20)
      } == CGRect(x: 12, y: 8, width: 276, height: 20))
    // Margin to margin: the child's own 8-point margins count too, as in UIKit.
    #expect(
      frame {
        Anchors.topMargin.leadingMargin.trailingMargin
        Anchors.height.equalTo(constant: 20)
      } == CGRect(x: 4, y: 0, width: 292, height: 20))
  }

  @Test("Layout guides are nodes other views can pin to")
  func guides() {
    let guide = UILayoutGuide()
    let activation = root.sublayout {
      guide.anchors {
        Anchors.top.equalToSuper(constant: 10)
        Anchors.horizontal(offset: 20)
        Anchors.height.equalTo(constant: 100)
      }
      child.anchors { Anchors.allSides.equalTo(guide) }
    }.active()
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 20, y: 10, width: 260, height: 100))
    #expect(child.frame == CGRect(x: 20, y: 10, width: 260, height: 100))
    activation.deactive()
  }

  @Test("Stack views lay out their arranged subviews; a plain subview is pinned freely")
  func stackViews() {
    let stack = UIStackView(frame: .zero)
    stack.axis = .horizontal
    stack.spacing = 10
    let items = (0..<3).map { makeView("item\($0)") }
    let badge = makeView("badge")
    let activation = root.sublayout {
      stack.anchors { Anchors.top.leading }.sublayout {
        for item in items { item.anchors { Anchors.size.equalTo(width: 30, height: 20) } }
        badge.asPlainSubview().anchors {
          Anchors.top.trailing
          Anchors.size.equalTo(width: 4, height: 4)
        }
      }
    }.active()
    root.layoutIfNeeded()
    #expect(items.map(\.frame.minX) == [0, 40, 80])
    #expect(stack.frame.size == CGSize(width: 110, height: 20))
    #expect(badge.frame == CGRect(x: 106, y: 0, width: 4, height: 4))
    activation.deactive()
  }

  @Test("Updates move frames: a constant change and a branch change")
  func updates() {
    var inset: CGFloat = 10
    var below = false
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        friend.anchors {
          Anchors.cap(offset: inset)
          Anchors.height.equalTo(constant: 50)
        }
        child.anchors {
          if below {
            Anchors.top.equalTo(friend, attribute: .bottom)
          } else {
            Anchors.top
          }
          Anchors.leading.size.equalTo(width: 20, height: 20)
        }
      }
    }
    let activation = layout.active()
    root.layoutIfNeeded()
    #expect(friend.frame == CGRect(x: 10, y: 10, width: 280, height: 50))
    #expect(child.frame.minY == 0)
    inset = 20
    below = true
    layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(friend.frame == CGRect(x: 20, y: 20, width: 260, height: 50))
    #expect(child.frame.minY == 70)
    #expect(activation.lastUpdate.constantsUpdated == 3)
    #expect(activation.lastUpdate.constraintsActivated == 1)
  }
}
