import SwiftLayout
import Testing

@MainActor
@Suite("LayoutPrinter on whole screens: branches, guides and anchor targets")
struct LayoutPrinterScreenTests {
  @Test("LayoutPrinter prints only the branches taken, loops in order, and nested children")
  func printsConditionalLayouts() {
    let root = makeView("root")
    let header = makeView("header")
    let banner = makeView("banner")
    let placeholder = makeView("placeholder")
    let rows = (0..<3).map { makeView("row\($0)") }
    func layout(showBanner: Bool) -> some Layout {
      root.sublayout {
        header.anchors { Anchors.cap() }.sublayout {
          if showBanner {
            banner.anchors { Anchors.allSides() }
          } else {
            placeholder
          }
        }
        for row in rows {
          row.anchors { Anchors.height.equalTo(constant: 44) }
        }
      }
    }
    let withBanner = LayoutPrinter(layout(showBanner: true)).description
    #expect(
      withBanner == """
        root
        ├─ header
        │  └─ banner
        ├─ row0
        ├─ row1
        └─ row2
        """)
    let without = LayoutPrinter(layout(showBanner: false), withAnchors: true).description
    #expect(without.contains("placeholder"))
    #expect(!without.contains("banner"))
    #expect(without.components(separatedBy: ".height == 44.0").count == 4)
  }

  @Test(
    "LayoutPrinter follows switch and if-let, and ViewPrinter drops a view removed by other code")
  func printersFollowStateAndRemoval() {
    enum State {
      case loading
      case loaded(String)
      case failed
    }
    let root = makeView("root")
    let spinner = makeView("spinner")
    let list = makeView("list")
    let error = makeView("error")
    let badge: UIView? = makeView("badge")
    func layout(_ state: State, badge: UIView?) -> some Layout {
      root.sublayout {
        switch state {
        case .loading: spinner.anchors { Anchors.center() }
        case .loaded: list.anchors { Anchors.allSides() }
        case .failed: error.anchors { Anchors.center() }
        }
        if let badge {
          badge.anchors { Anchors.top.trailing }
        }
      }
    }
    #expect(
      LayoutPrinter(layout(.loading, badge: badge)).description == """
        root
        ├─ spinner
        └─ badge
        """)
    #expect(
      LayoutPrinter(layout(.loaded("x"), badge: nil)).description == """
        root
        └─ list
        """)
    let activation = layout(.failed, badge: badge).active()
    #expect(ViewPrinter(root).description.contains("error"))
    badge?.removeFromSuperview()
    let printed = ViewPrinter(root).description
    #expect(printed.contains("error"))
    #expect(!printed.contains("badge"))
    _ = activation
  }

  @Test("LayoutPrinter names a scroll view's guides and the readable content guide")
  func layoutPrinterSystemGuides() {
    let root = makeView("root")
    let scroll = UIScrollView()
    scroll.accessibilityIdentifier = "scroll"
    let content = makeView("content")
    let spacer = UILayoutGuide()
    let layout = root.sublayout {
      scroll.anchors { Anchors.allSides() }.sublayout {
        content.anchors {
          Anchors.top.equalTo(scroll.contentLayoutGuide)
          Anchors.width.equalTo(scroll.frameLayoutGuide)
          Anchors.leading.equalTo(root.readableContentGuide)
        }
      }
      spacer.identifying("spacer")
    }
    let printed = LayoutPrinter(layout, withAnchors: true).description
    #expect(printed.contains(".top == scroll.contentLayoutGuide.top"))
    #expect(printed.contains(".width == scroll.frameLayoutGuide.width"))
    #expect(printed.contains(".leading == root.readableContentGuide.leading"))
    #expect(!printed.contains("UILayoutGuide"))
    // The same names once active, when the guides are owned.
    let activation = layout.active()
    #expect(LayoutPrinter(layout, withAnchors: true).description == printed)
    _ = activation
  }

  @Test(
    "A ModularLayout prints inline in LayoutPrinter, and a readable-width column follows its guide")
  func modularLayoutPrintsAndReadableGuide() {
    struct Column: ModularLayout {
      let root: UIView
      let title: UIView
      let body: UIView
      var layout: some Layout {
        title.anchors {
          Anchors.top.equalToSuper(constant: 20)
          Anchors.horizontal(root.readableContentGuide)
          Anchors.height.equalTo(constant: 30)
        }
        body.anchors {
          Anchors.top.equalTo(title, attribute: .bottom, constant: 8)
          Anchors.horizontal(root.readableContentGuide)
          Anchors.height.equalTo(constant: 100)
        }
      }
    }
    let root = makeRoot(width: 1024, height: 768)
    let title = makeView("title")
    let body = makeView("body")
    let layout = root.sublayout { Column(root: root, title: title, body: body) }
    #expect(
      LayoutPrinter(layout).description == """
        root
        ├─ title
        └─ body
        """)
    let activation = layout.active()
    root.layoutIfNeeded()
    let readable = root.readableContentGuide.layoutFrame
    #expect(readable.width < 1024 && readable.width > 0)
    #expect(title.frame == CGRect(x: readable.minX, y: 20, width: readable.width, height: 30))
    #expect(body.frame.minX == readable.minX && body.frame.width == readable.width)
    #expect(body.frame.minY == 58)
    _ = activation
  }

  @Test("LayoutPrinter names the item and attribute of anchor targets")
  func layoutPrinterAnchors() {
    let root = makeView("root")
    let card = makeView("card")
    let caption = makeView("caption")
    let layout = root.sublayout {
      card.anchors {
        Anchors.top.equalTo(root.safeAreaLayoutGuide.topAnchor, constant: 8)
        Anchors.leading.equalTo(root.layoutMarginsGuide.leadingAnchor)
        Anchors.width.equalTo(root.widthAnchor, constant: -16)
      }
      caption.anchors {
        Anchors.top.equalTo(card.bottomAnchor, constant: 4)
        Anchors.centerX.equalTo(card.centerXAnchor)
        Anchors.height.equalTo(card.heightAnchor).priority(.defaultLow)
      }
    }
    // Anchor targets were printed as a bare `anchor`.
    #expect(
      LayoutPrinter(layout, withAnchors: true).description == """
        root
        ├─ card
        │     .top == root.safeAreaLayoutGuide.top + 8.0
        │     .leading == root.layoutMarginsGuide.leading
        │     .width == root.width - 16.0
        └─ caption
              .top == card.bottom + 4.0
              .centerX == card.centerX
              .height == card.height @250.0
        """)
  }

  @Test("LayoutPrinter shows guides, arranged subviews and identifier targets")
  func layoutPrinterTree() {
    let root = makeView("root")
    let spacer = UILayoutGuide()
    let stack = UIStackView(frame: .zero)
    stack.accessibilityIdentifier = "stack"
    let item = makeView("item")
    let footer = makeView("footer")
    let layout = root.sublayout {
      spacer.identifying("spacer").anchors {
        Anchors.top
        Anchors.height.equalTo(constant: 20)
      }
      stack.sublayout {
        item
      }
      footer.anchors {
        Anchors.top.equalTo("spacer", attribute: .bottom, constant: 8)
      }
    }
    let printed = LayoutPrinter(layout, withAnchors: true).description
    #expect(
      printed == """
        root
        ├─ guide: spacer
        │     .top == superview.top
        │     .height == 20.0
        ├─ stack
        │  └─ item (arranged)
        └─ footer
              .top == "spacer".bottom + 8.0
        """)
  }
}
