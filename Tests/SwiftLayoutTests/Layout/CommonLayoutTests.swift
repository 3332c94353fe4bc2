import SwiftLayout
import Testing

/// A screen that owns its layout, the way the talk's view controllers do.
@MainActor
final class ProfileHeaderView: UIView, Layoutable {
  var activation: Activation?
  let avatar = makeView("avatar")
  let name = makeView("name")
  let badge = makeView("badge")
  var evaluations = 0

  @LayoutProperty(.deferred) var isVerified = false
  @LayoutProperty(.deferred) var avatarSize: CGFloat = 40
  @AnimatableLayoutProperty(duration: 0.25) var isExpanded = false

  @LayoutBuilder var layout: some Layout {
    let _ = count()
    self.sublayout {
      avatar.anchors {
        Anchors.top.leading.equalToSuper(constant: 16)
        Anchors.size.equalTo(width: avatarSize, height: avatarSize)
      }
      name.anchors {
        Anchors.leading.equalTo(avatar, attribute: .trailing, constant: 12)
        Anchors.centerY.equalTo(avatar)
        Anchors.height.equalTo(constant: 20)
        Anchors.width.equalTo(constant: isExpanded ? 200 : 100)
      }
      if isVerified {
        badge.anchors {
          Anchors.leading.equalTo(name, attribute: .trailing, constant: 4)
          Anchors.centerY.equalTo(name)
          Anchors.size.equalTo(width: 16, height: 16)
        }
      }
    }
  }

  private func count() -> Int {
    evaluations += 1
    return evaluations
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    accessibilityIdentifier = "profile"
    sl.updateLayout()
  }

  required init?(coder: NSCoder) { nil }
}

@MainActor
@Suite("Layouts of common view trees")
struct CommonLayoutTests {
  @Test("A hidden view in the layout still gets its frame, and its neighbours lay out around it")
  func hiddenViewInLayout() {
    let root = makeRoot(width: 300, height: 100)
    let icon = makeView("icon")
    let label = makeView("label")
    let activation = root.sublayout {
      icon.config { $0.isHidden = true }.anchors {
        Anchors.leading.top
        Anchors.size(width: 40, height: 40)
      }
      label.anchors {
        Anchors.leading.equalTo(icon, attribute: .trailing, constant: 8)
        Anchors.top.trailing
        Anchors.height.equalTo(constant: 20)
      }
    }.active()
    root.layoutIfNeeded()
    #expect(icon.isHidden)
    #expect(icon.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
    #expect(label.frame == CGRect(x: 48, y: 0, width: 252, height: 20))
    _ = activation
  }

  let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

  init() {
    root.accessibilityIdentifier = "root"
  }

  @Test("sublayout and anchors chain in either order with the same constraints and frames")
  func chainingOrders() {
    let card = makeView("card")
    let title = makeView("title")
    let first = root.sublayout {
      card.anchors {
        Anchors.cap(offset: 16)
        Anchors.height.equalTo(constant: 100)
      }.sublayout {
        title.anchors {
          Anchors.center
          Anchors.size.equalTo(width: 100, height: 20)
        }
      }
    }.active()
    root.layoutIfNeeded()
    let frames = [card.frame, title.frame]
    let constraints = describe(first.constraints)
    first.deactive()
    #expect(card.superview == nil && title.superview == nil)
    let second = root.sublayout {
      card.sublayout {
        title.anchors {
          Anchors.center
          Anchors.size.equalTo(width: 100, height: 20)
        }
      }.anchors {
        Anchors.cap(offset: 16)
        Anchors.height.equalTo(constant: 100)
      }
    }.active()
    root.layoutIfNeeded()
    #expect([card.frame, title.frame] == frames)
    #expect(describe(second.constraints) == constraints)
    #expect(card.frame == CGRect(x: 16, y: 16, width: 288, height: 100))
    #expect(title.frame == CGRect(x: 94, y: 40, width: 100, height: 20))
    second.deactive()
  }

  @Test("Layout guides as nodes: equal spacers centre a group of two buttons")
  func guideSpacers() {
    let leftSpace = UILayoutGuide()
    let rightSpace = UILayoutGuide()
    let cancel = makeView("cancel")
    let done = makeView("done")
    let activation = root.sublayout {
      leftSpace.anchors {
        Anchors.leading
        Anchors.top.height
      }
      cancel.anchors {
        Anchors.leading.equalTo(leftSpace, attribute: .trailing)
        Anchors.top.equalToSuper(constant: 10)
        Anchors.size.equalTo(width: 80, height: 44)
      }
      done.anchors {
        Anchors.leading.equalTo(cancel, attribute: .trailing, constant: 20)
        Anchors.top.equalTo(cancel)
        Anchors.size.equalTo(cancel)
      }
      rightSpace.anchors {
        Anchors.leading.equalTo(done, attribute: .trailing)
        Anchors.trailing
        Anchors.top.height
        Anchors.width.equalTo(leftSpace)
      }
    }.active()
    root.layoutIfNeeded()
    #expect(root.layoutGuides.count == 2)
    #expect(root.layoutGuides.first === leftSpace && root.layoutGuides.last === rightSpace)
    #expect(cancel.frame == CGRect(x: 70, y: 10, width: 80, height: 44))
    #expect(done.frame == CGRect(x: 170, y: 10, width: 80, height: 44))
    #expect(leftSpace.layoutFrame.width == 70 && rightSpace.layoutFrame.width == 70)
    activation.deactive()
    #expect(!root.layoutGuides.contains { $0 === leftSpace || $0 === rightSpace })
  }

  @Test("A label capped at two lines is two lines tall, however long its text")
  func twoLineLabel() {
    let label = UILabel()
    label.numberOfLines = 2
    label.text = "A very long product name that would need many lines to show in full"
    let activation = root.sublayout {
      label.anchors {
        Anchors.top.leading
        Anchors.width.equalTo(constant: 120)
      }
    }.active()
    root.layoutIfNeeded()
    let twoLines = (label.font.lineHeight * 2 - 0.0001).rounded(.up)
    #expect(label.frame == CGRect(x: 0, y: 0, width: 120, height: twoLines))
    activation.deactive()
  }

  /// A reusable piece of a screen.
  struct Toolbar: ModularLayout {
    let bar: UIView
    let button: UIView
    var layout: some Layout {
      bar.anchors {
        Anchors.shoe()
        Anchors.height.equalTo(constant: 44)
      }.sublayout {
        button.anchors {
          Anchors.trailing.equalToSuper(constant: -8)
          Anchors.centerY
          Anchors.size.equalTo(width: 60, height: 30)
        }
      }
    }
  }

  @Test("A ModularLayout composes into a screen and lays out like inline code")
  func modularToolbar() {
    let content = makeView("content")
    let toolbar = Toolbar(bar: makeView("bar"), button: makeView("button"))
    let activation = root.sublayout {
      content.anchors {
        Anchors.cap()
        Anchors.bottom.equalTo(toolbar.bar, attribute: .top)
      }
      toolbar
    }.active()
    root.layoutIfNeeded()
    #expect(same(root.subviews, [content, toolbar.bar]))
    #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 436))
    #expect(toolbar.button.frame == CGRect(x: 252, y: 7, width: 60, height: 30))
    activation.deactive()
  }
}
