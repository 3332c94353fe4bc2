import SwiftLayout
import Testing

/// The printers, Hook and Builder used the way a user reaches for them while building a screen.
@MainActor
@Suite("User scenarios: printers, Hook and Builder")
struct UserScenarioToolsTests {
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

  @Test("Hook lays out a row in one line per view and keeps its constraints")
  func hookRow() throws {
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
    let icon = UIView()
    let title = UIView()
    cell.addSubviews(icon, title)
    #expect(!icon.translatesAutoresizingMaskIntoConstraints)
    let iconHook = icon.hook.leading(to: cell.leadingAnchor, constant: 16)
      .centerY(to: cell.centerYAnchor).width(constant: 28).height(to: icon.widthAnchor)
    let titleHook = title.hook.leading(to: icon.trailingAnchor, constant: 12)
      .trailing(to: cell.trailingAnchor, constant: -16).top(to: cell.topAnchor, constant: 8)
      .bottom(to: cell.bottomAnchor, constant: -8)
      .height(constant: 100, priority: .defaultLow)
    cell.layoutIfNeeded()
    #expect(icon.frame == CGRect(x: 16, y: 16, width: 28, height: 28))
    #expect(title.frame == CGRect(x: 56, y: 8, width: 248, height: 44))
    #expect(iconHook.constraints.count == 4 && titleHook.constraints.count == 5)
    let height = try #require(titleHook.constraint(for: .height))
    #expect(height.priority == .defaultLow && height.isActive)
    // The trailing inset is a raw constant, as the hook blog writes it.
    #expect(titleHook.constraint(for: .trailing)?.constant == -16)
    titleHook.deactivate()
    #expect(titleHook.constraints.allSatisfy { !$0.isActive })
    #expect(iconHook.constraints.allSatisfy { $0.isActive })
  }

  @Test("Builder sets optional and implicitly unwrapped properties; then configures in place")
  func builderAndThen() {
    let label = UILabel().builder
      .text("Iced Caffè Americano")
      .font(.systemFont(ofSize: 20))
      .numberOfLines(0)
      .textColor(.secondaryLabel)
      .build()
    #expect(label.text == "Iced Caffè Americano")
    #expect(label.font.pointSize == 20)
    #expect(label.numberOfLines == 0)
    #expect(label.textColor == .secondaryLabel)
    let stack = UIStackView().builder
      .axis(.vertical)
      .spacing(8)
      .addArrangedSubview(label)
      .build()
    #expect(stack.axis == .vertical && stack.spacing == 8)
    #expect(stack.arrangedSubviews.count == 1 && stack.arrangedSubviews.first === label)
    let container = UIView().then {
      $0.layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
      $0.addSubview(stack)
    }
    #expect(container.layoutMargins.top == 4 && stack.superview === container)
  }
}
