import SwiftLayout
import SwiftLayoutTestSupport
import Testing

/// The views of the printed screen, named as the printer names them.
@MainActor
struct PrintedScreen {
  let root = makeView("root")
  let header = makeView("header")
  let title = makeView("title")
  let body = makeView("body")
  let footer = makeView("footer")

  /// The layout the printer reads back from the live hierarchy.
  var layout: some Layout {
    root.sublayout {
      header.anchors {
        Anchors.top.equalTo(root.safeAreaLayoutGuide)
        Anchors.leading.trailing
        Anchors.height.equalTo(constant: 44)
      }.sublayout {
        title.anchors {
          Anchors.centerY
          Anchors.leading.equalToSuper(constant: 16)
          Anchors.trailing.lessThanOrEqualToSuper(constant: -16)
        }
      }
      body.anchors {
        Anchors.top.greaterThanOrEqualTo(header, attribute: .bottom, constant: 8)
        Anchors.leading.trailing
        Anchors.height.equalToSuper().multiplier(0.5).priority(.defaultHigh)
      }
      footer.anchors {
        Anchors.bottom.equalToSuper(constant: -10)
        Anchors.leading.trailing
        Anchors.top.equalTo(body, attribute: .bottom).identifier("footerTop")
      }
    }
  }

  /// The printer's output, pasted back as code: it must compile, and print the same again.
  var printedLayout: some Layout {
    root.sublayout {
      header.anchors {
        Anchors.leading.trailing
        Anchors.top.equalTo(root.safeAreaLayoutGuide)
        Anchors.height.equalTo(constant: 44.0)
      }.sublayout {
        title.anchors {
          Anchors.centerY
          Anchors.leading.equalToSuper(constant: 16.0)
          Anchors.trailing.lessThanOrEqualToSuper(constant: -16.0)
        }
      }
      body.anchors {
        Anchors.leading.trailing
        Anchors.top.greaterThanOrEqualTo(header, attribute: .bottom, constant: 8.0)
        Anchors.height.equalToSuper().multiplier(0.5).priority(.defaultHigh)
      }
      footer.anchors {
        Anchors.leading.trailing
        Anchors.bottom.equalToSuper(constant: -10.0)
        Anchors.top.equalTo(body, attribute: .bottom).identifier("footerTop")
      }
    }
  }
}

@MainActor
@Suite("View printer")
struct ViewPrinterTests {
  @Test("SwiftLayout T37: a live hierarchy prints as SwiftLayout source")
  func printsSource() {
    let screen = PrintedScreen()
    let activation = screen.layout.active()
    assertSnapshot(ViewPrinter(screen.root).description, named: "screen")
    activation.deactive()
  }

  @Test("SwiftLayout T37: the printed source compiles and prints the same again")
  func roundTrip() {
    let screen = PrintedScreen()
    let activation = screen.layout.active()
    let printed = ViewPrinter(screen.root).description
    activation.deactive()
    let again = PrintedScreen()
    let reactivated = again.printedLayout.active()
    #expect(ViewPrinter(again.root).description == printed)
    reactivated.deactive()
  }

  @Test("Stack views print their arranged subviews, without UIKit's own constraints")
  func stackView() {
    let bottom = MenuDetailBottomView(frame: .zero)
    bottom.accessibilityIdentifier = "bottom"
    bottom.toppingTitleLabel.accessibilityIdentifier = "toppingTitleLabel"
    bottom.showToppingButton.accessibilityIdentifier = "showToppingButton"
    bottom.toppingStackView.accessibilityIdentifier = "toppingStackView"
    bottom.orderButton.accessibilityIdentifier = "orderButton"
    for (index, label) in bottom.toppingLabels.enumerated() {
      label.accessibilityIdentifier = "topping\(index)"
    }
    bottom.isShowTopping = true
    let printed = ViewPrinter(bottom).description
    assertSnapshot(printed, named: "menu-detail-bottom")
    #expect(!printed.contains("UISV"))
  }

  @Test("Identifiers that are not Swift names print as names that compile")
  func identifiersBecomeSwiftNames() {
    let root = makeView("sign-in form")
    let email = makeView("login.email")
    let twin = makeView("login email")
    let code = makeView("2fa code")
    let keyword = makeView("default")
    let symbol = makeView("…")
    let activation = root.sublayout {
      email.anchors {
        Anchors.top.leading
        Anchors.height.equalTo(constant: 40).priority(.defaultLow).identifier("say \"hi\"")
      }
      twin.anchors { Anchors.top.equalTo(email, attribute: .bottom) }
      code.anchors { Anchors.bottom }
      keyword.anchors { Anchors.bottom }
      symbol.anchors { Anchors.bottom }
    }.active()
    let printed = ViewPrinter(root).description
    #expect(printed.hasPrefix("signInForm.sublayout {"))
    #expect(printed.contains("view2faCode.anchors {"))
    #expect(printed.contains("`default`.anchors {"))
    #expect(printed.contains("view.anchors {"))
    #expect(printed.contains("loginEmail.anchors {"))
    // One name per view, even when two identifiers read alike.
    #expect(printed.contains("loginEmail2.anchors {"))
    #expect(printed.contains("Anchors.top.equalTo(loginEmail, attribute: .bottom)"))
    #expect(printed.contains(".priority(.defaultLow).identifier(\"say \\\"hi\\\"\")"))
    activation.deactive()
  }

  @Test("Views without identifiers get address-free names")
  func unnamed() {
    let root = makeView("root")
    let child = UIView(frame: .zero)
    let activation = root.sublayout { child.anchors { Anchors.top } }.active()
    let printed = ViewPrinter(root).description
    #expect(printed.contains("uiView1.anchors {"))
    #expect(!printed.contains("0x"))
    activation.deactive()
  }
}
