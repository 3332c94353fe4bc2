import SwiftLayout
import Testing

@MainActor
@Suite("update(fromActivation:) after views and constraints were changed by hand")
struct UpdateHandDeactivationTests {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

  init() {
    root.accessibilityIdentifier = "root"
  }

  /// The constraints the DSL leaves installed on `root` and its subviews, described.
  private func installed() -> [String] {
    var all = root.constraints
    for view in root.subviews { all += view.constraints }
    return describe(all.filter(\.isActive))
  }

  @Test("A view the user moves under a view outside the layout comes back with its constraints")
  func movedOutside() {
    let title = makeView("title")
    let body = makeView("body")
    let elsewhere = makeView("elsewhere")
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        title.anchors {
          Anchors.cap(offset: 16)
          Anchors.height.equalTo(constant: 30)
        }
        body.anchors {
          Anchors.top.equalTo(title, attribute: .bottom, constant: 8)
          Anchors.horizontal(offset: 16)
          Anchors.height.equalTo(constant: 100)
        }
      }
    }
    var activation = layout.active()
    let before = installed()
    // UIKit removes the constraints that crossed the old superview when a view moves
    // (https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()).
    elsewhere.addSubview(title)
    #expect(activation.constraints.filter(\.isActive).count == 4)
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(same(root.subviews, [title, body]))
    #expect(elsewhere.subviews.isEmpty && elsewhere.constraints.isEmpty)
    #expect(title.frame == CGRect(x: 16, y: 16, width: 288, height: 30))
    #expect(body.frame == CGRect(x: 16, y: 54, width: 288, height: 100))
    #expect(installed() == before)
    #expect(activation.constraints.allSatisfy { $0.isActive })
    activation.deactive()
  }

  @Test("Constraints the user deactivated by hand are active again after an unchanged update")
  func handDeactivatedUnchanged() {
    let header = makeView("header")
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        header.anchors {
          Anchors.cap()
          Anchors.height.equalTo(constant: 44)
        }
      }
    }
    var activation = layout.active()
    NSLayoutConstraint.deactivate(Array(activation.constraints.prefix(2)))
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(activation.constraints.allSatisfy { $0.isActive })
    #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    activation.deactive()
  }

  @Test("Constraints deactivated by hand are active again after a constant-only update")
  func handDeactivatedConstantChange() {
    let header = makeView("header")
    var height: CGFloat = 44
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        header.anchors {
          Anchors.cap()
          Anchors.height.equalTo(constant: height)
        }
      }
    }
    var activation = layout.active()
    NSLayoutConstraint.deactivate(activation.constraints)
    height = 60
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(activation.constraints.allSatisfy { $0.isActive })
    #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
    activation.deactive()
  }

  @Test("A view removed with removeFromSuperview before a constant-only update is put back")
  func removedThenConstantChange() {
    let header = makeView("header")
    let footer = makeView("footer")
    var height: CGFloat = 44
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        header.anchors {
          Anchors.cap()
          Anchors.height.equalTo(constant: height)
        }
        footer.anchors {
          Anchors.top.equalTo(header, attribute: .bottom)
          Anchors.horizontal()
          Anchors.height.equalTo(constant: 10)
        }
      }
    }
    var activation = layout.active()
    header.removeFromSuperview()
    height = 60
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(same(root.subviews, [header, footer]))
    #expect(activation.constraints.allSatisfy { $0.isActive })
    #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
    #expect(footer.frame == CGRect(x: 0, y: 60, width: 320, height: 10))
    activation.deactive()
  }

  @Test("deactive() leaves a view the user moved into another view where the user put it")
  func deactivateAfterUserMove() {
    let title = makeView("title")
    let body = makeView("body")
    let sheet = makeView("sheet")
    let activation = root.sublayout {
      title.anchors {
        Anchors.cap()
        Anchors.height.equalTo(constant: 20)
      }
      body.anchors {
        Anchors.shoe()
        Anchors.height.equalTo(constant: 20)
      }
    }.active()
    sheet.addSubview(body)
    activation.deactive()
    #expect(title.superview == nil)
    #expect(body.superview === sheet)
    #expect(root.constraints.isEmpty)
    #expect(activation.constraints.isEmpty)
  }
}
