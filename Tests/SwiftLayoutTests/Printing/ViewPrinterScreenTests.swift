import SwiftLayout
import Testing

@MainActor
@Suite("ViewPrinter on whole screens: Hook, system guides, stacks and root constraints")
struct ViewPrinterScreenTests {
  @Test("ViewPrinter prints a hierarchy built with Hook as DSL source with its constraints")
  func viewPrinterAfterHook() {
    let root = makeView("root")
    let image = makeView("image")
    let label = makeView("label")
    root.addSubviews(image, label)
    image.hook.top(to: root.topAnchor).leading(to: root.leadingAnchor).width(constant: 200)
    label.hook.leading(to: image.trailingAnchor, constant: 10)
      .trailing(to: root.trailingAnchor, constant: -10)
    let printed = ViewPrinter(root).description
    #expect(printed.contains("image"))
    #expect(printed.contains("label"))
    #expect(printed.contains("200"))
    #expect(printed.contains("10"))
    // Two views, declared in subview order.
    let imageIndex = printed.range(of: "image")?.lowerBound
    let labelIndex = printed.range(of: "label")?.lowerBound
    #expect(imageIndex != nil && labelIndex != nil)
    if let imageIndex, let labelIndex { #expect(imageIndex < labelIndex) }
  }

  @Test(
    "ViewPrinter names the system guides a screen is built on: scroll guides, safe area, margins")
  func viewPrinterSystemGuides() {
    let root = makeView("root")
    let scroll = UIScrollView()
    scroll.accessibilityIdentifier = "scroll"
    let content = makeView("content")
    let note = makeView("note")
    let activation = root.sublayout {
      scroll.anchors {
        Anchors.top.equalTo(root.safeAreaLayoutGuide)
        Anchors.horizontal()
        Anchors.bottom.equalToSuper()
      }.sublayout {
        content.anchors {
          Anchors.allSides(scroll.contentLayoutGuide)
          Anchors.width.equalTo(scroll.frameLayoutGuide)
          Anchors.height.equalTo(constant: 900)
        }
      }
      note.anchors {
        Anchors.leading.equalTo(root.layoutMarginsGuide)
        Anchors.trailing.equalTo(root.readableContentGuide)
        Anchors.top.equalToSuper()
      }
    }.active()
    let printed = ViewPrinter(root).description
    #expect(printed.contains("root.safeAreaLayoutGuide"))
    #expect(printed.contains("scroll.contentLayoutGuide"))
    #expect(printed.contains("scroll.frameLayoutGuide"))
    #expect(printed.contains("root.layoutMarginsGuide"))
    #expect(printed.contains("Anchors.trailing.equalTo(root.readableContentGuide)"))
    #expect(!printed.contains("UILayoutGuide"))
    _ = activation
  }

  @Test("ViewPrinter keeps a constraint whose first item is a system guide")
  func viewPrinterConstraintOnSystemGuide() {
    let root = makeView("root")
    let scroll = UIScrollView()
    scroll.accessibilityIdentifier = "scroll"
    root.addSubviews(scroll)
    scroll.hook.all(to: root)
    // A fixed content height set on the guide itself, as UIKit users write it.
    scroll.contentLayoutGuide.heightAnchor.constraint(equalToConstant: 900).isActive = true
    let printed = ViewPrinter(root).description
    #expect(printed.contains("scroll"))
    withKnownIssue(
      "ViewPrinter prints constraints under their first item's node; a system guide has no node, and the DSL has no form for it"
    ) {
      #expect(printed.contains("900"))
    }
  }

  @Test("ViewPrinter prints a stack's plain subview as a plain subview, and its arranged order")
  func printsStackViews() {
    let screen = makeView("screen")
    let stack = UIStackView(frame: .zero)
    stack.accessibilityIdentifier = "stack"
    let first = makeView("first")
    let second = makeView("second")
    let badge = makeView("badge")
    let activation = screen.sublayout {
      stack.anchors { Anchors.allSides() }.sublayout {
        first
        badge.asPlainSubview().anchors { Anchors.top.trailing }
        second
      }
    }.active()
    // Code outside the layout puts a third item first (UIStackView appends it to `subviews` and
    // inserts it into `arrangedSubviews`).
    let third = makeView("third")
    stack.insertArrangedSubview(third, at: 0)
    #expect(stack.arrangedSubviews.map(\.accessibilityIdentifier) == ["third", "first", "second"])
    let printed = ViewPrinter(screen).description
    // Pasted back, the output must make the same stack: `sublayout` of a stack view arranges
    // its children in order, so a plain subview needs `asPlainSubview()`.
    #expect(
      printed == """
        screen.sublayout {
            stack.anchors {
                Anchors.top.bottom
                Anchors.leading.trailing
            }.sublayout {
                third
                badge.asPlainSubview().anchors {
                    Anchors.top
                    Anchors.trailing
                }
                first
                second
            }
        }
        """)
    activation.deactive()
    third.removeFromSuperview()

    let again = (
      screen: makeView("screen"), stack: UIStackView(frame: .zero), first: makeView("first"),
      second: makeView("second"), badge: makeView("badge"), third: makeView("third")
    )
    again.stack.accessibilityIdentifier = "stack"
    let reactivated = again.screen.sublayout {
      again.stack.anchors {
        Anchors.top.bottom
        Anchors.leading.trailing
      }.sublayout {
        again.third
        again.badge.asPlainSubview().anchors {
          Anchors.top
          Anchors.trailing
        }
        again.first
        again.second
      }
    }.active()
    #expect(
      again.stack.arrangedSubviews.map(\.accessibilityIdentifier) == ["third", "first", "second"])
    #expect(ViewPrinter(again.screen).description == printed)
    reactivated.deactive()
  }

  @Test("ViewPrinter keeps the root's own constraints")
  func printsRootAnchors() {
    let card = makeView("card")
    let title = makeView("title")
    let activation = card.anchors {
      Anchors.height.equalTo(constant: 120)
      Anchors.width.equalTo(title, constant: 32)
    }.sublayout {
      title.anchors {
        Anchors.top.leading.equalToSuper(constant: 16)
      }
    }.active()
    let printed = ViewPrinter(card).description
    #expect(
      printed == """
        card.anchors {
            Anchors.height.equalTo(constant: 120.0)
            Anchors.width.equalTo(title, constant: 32.0)
        }.sublayout {
            title.anchors {
                Anchors.top.equalToSuper(constant: 16.0)
                Anchors.leading.equalToSuper(constant: 16.0)
            }
        }
        """)
    activation.deactive()
  }
}
