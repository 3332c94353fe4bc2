import SwiftLayout
import Testing

/// A 40-line layout body, kept here so that `swift build` measures how fast it type-checks.
@MainActor
final class FortyLineScreen {
  let view = makeView("view")
  let header = makeView("header")
  let avatar = makeView("avatar")
  let name = makeView("name")
  let subtitle = makeView("subtitle")
  let body = makeView("body")
  let footer = makeView("footer")
  let like = makeView("like")
  let share = makeView("share")
  var expanded = false

  @LayoutBuilder var layout: some Layout {
    view.sublayout {
      header.anchors {
        Anchors.cap(view.safeAreaLayoutGuide, offset: 16)
        Anchors.height.equalTo(constant: 56)
      }.sublayout {
        avatar.anchors {
          Anchors.leading.centerY
          Anchors.size.equalTo(width: 40, height: 40)
        }
        name.anchors {
          Anchors.top.equalTo(avatar, attribute: .top)
          Anchors.leading.equalTo(avatar, attribute: .trailing, constant: 8)
          Anchors.trailing.lessThanOrEqualToSuper()
        }
        subtitle.anchors {
          Anchors.top.equalTo(name, attribute: .bottom, constant: 2)
          Anchors.leading.equalTo(name)
        }
      }
      body.anchors {
        Anchors.top.equalTo(header, attribute: .bottom, constant: 12)
        Anchors.horizontal(offset: 16)
        if expanded {
          Anchors.height.greaterThanOrEqualTo(constant: 200)
        } else {
          Anchors.height.equalTo(constant: 80).priority(.defaultHigh)
        }
      }
      footer.anchors {
        Anchors.top.equalTo(body, attribute: .bottom, constant: 12)
        Anchors.shoe(view.safeAreaLayoutGuide, offset: 16)
      }.sublayout {
        like.anchors { Anchors.leading.top.bottom }
        share.anchors {
          Anchors.leading.equalTo(like, attribute: .trailing, constant: 8)
          Anchors.vertical()
        }
      }
    }
  }
}

@MainActor
@Suite("Type checking")
struct TypeCheckingTests {
  @Test("A forty-line layout body builds and activates")
  func fortyLines() {
    let screen = FortyLineScreen()
    let activation = screen.layout.active()
    #expect(activation.constraints.count == 27)
    #expect(same(screen.view.subviews, [screen.header, screen.body, screen.footer]))
  }
}
