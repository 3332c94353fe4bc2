import SwiftLayout
import Testing

/// Updates in the situations apps get into: views touched by other code between updates,
/// whole layouts swapped, mistakes in the layout.
@MainActor
@Suite("User scenarios: updates")
struct UserScenarioUpdateTests {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

  init() {
    root.accessibilityIdentifier = "root"
  }

  @Test("An update puts back a view that other code removed or moved since the last one")
  func repairsTouchedViews() {
    let title = makeView("title")
    let body = makeView("body")
    let other = makeView("other")
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        title.anchors {
          Anchors.cap()
          Anchors.height.equalTo(constant: 40)
        }
        body.anchors {
          Anchors.top.equalTo(title, attribute: .bottom)
          Anchors.shoe()
        }
      }
    }
    var activation = layout.active()
    title.removeFromSuperview()
    other.addSubview(body)
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(same(root.subviews, [title, body]))
    #expect(title.frame == CGRect(x: 0, y: 0, width: 320, height: 40))
    #expect(body.frame == CGRect(x: 0, y: 40, width: 320, height: 440))
    #expect(activation.constraints.count == 8)
    #expect(activation.constraints.allSatisfy { $0.isActive })
    activation.deactive()
  }

  @Test("Swapping to another layout over the same root removes what the first one added")
  func swapsLayouts() {
    let list = makeView("list")
    let toolbar = makeView("toolbar")
    let empty = makeView("empty")
    let listLayout = root.sublayout {
      list.anchors { Anchors.cap().equalToSuper() }
      toolbar.anchors {
        Anchors.top.equalTo(list, attribute: .bottom)
        Anchors.shoe()
        Anchors.height.equalTo(constant: 44)
      }
    }
    let emptyLayout = root.sublayout {
      empty.anchors { Anchors.center }
    }
    var activation = listLayout.active()
    activation = emptyLayout.update(fromActivation: activation)
    #expect(same(root.subviews, [empty]))
    #expect(list.superview == nil && toolbar.superview == nil)
    #expect(root.constraints.count == 2)
    #expect(activation.constraints.count == 2)
    activation = listLayout.update(fromActivation: activation)
    #expect(same(root.subviews, [list, toolbar]))
    #expect(activation.constraints.count == 8)
    activation.deactive()
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

  @Test("A constant changed by identifier comes back to the declared one on the next update")
  func identifierUpdaterThenUpdate() {
    let sheet = makeView("sheet")
    var height: CGFloat = 200
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        sheet.anchors {
          Anchors.horizontal()
          Anchors.bottom
          Anchors.height.equalTo(constant: height).identifier("sheetHeight")
        }
      }
    }
    var activation = layout.active()
    #expect(activation.updateConstraints(identifier: "sheetHeight", constant: 400) == 1)
    root.layoutIfNeeded()
    #expect(sheet.frame.height == 400)
    // A change of the declared constant applies it.
    height = 250
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(sheet.frame.height == 250)
    // Activation.updateConstraints(identifier:…): "A later update(fromActivation:) brings
    // constants back to what the layout declares." With the declaration unchanged, the update
    // takes the recorded-constants path, which must compare the new records (250) with the
    // constants the activation holds (400), not with the previous records (also 250).
    #expect(activation.updateConstraints(identifier: "sheetHeight", constant: 400) == 1)
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(sheet.frame.height == 250)
    #expect(activation.lastUpdate.constantsUpdated == 1)
    activation.deactive()
  }

  @Test("The same view declared twice: it stays at its first place; a diagnostic names it")
  func declaredTwice() {
    let chip = makeView("chip")
    let row = makeView("row")
    var activation: Activation?
    let issues = LayoutDiagnostics.capture {
      activation = root.sublayout {
        row.anchors { Anchors.cap() }.sublayout {
          chip.anchors { Anchors.leading }
        }
        chip.anchors { Anchors.trailing }
      }.active()
    }
    #expect(issues.isEmpty)
    #expect(chip.superview === row)
    // The second declaration's bare `Anchors.trailing` means "the superview it is declared in"
    // (root), but resolves against row, where the view stayed: a diagnostic says so.
    #expect(activation?.diagnostics.contains { $0.message.contains("chip") } == true)
    activation?.deactive()
  }

  @Test("Two views identified alike: a diagnostic, not a silent choice")
  func duplicateIdentifiers() {
    let first = makeView("first")
    let second = makeView("second")
    let label = makeView("label")
    let activation = root.sublayout {
      first.identifying("card")
      second.identifying("card")
      label.anchors { Anchors.top.equalTo("card", attribute: .bottom) }
    }.active()
    #expect(activation.constraints.count == 1)
    #expect(activation.diagnostics.contains { $0.message.contains("card") })
    activation.deactive()
  }

  @Test("onActivate runs after the view is placed, on activation and each update")
  func onActivateSeesPlacedView() {
    let avatar = makeView("avatar")
    var seen: [Bool] = []
    let layout = root.sublayout {
      avatar.anchors {
        Anchors.top.leading
        Anchors.size.equalTo(width: 40, height: 40)
      }.onActivate { view in
        seen.append(view.superview === self.root)
      }
    }
    var activation = layout.active()
    activation = layout.update(fromActivation: activation)
    #expect(seen == [true, true])
    activation.deactive()
    #expect(seen == [true, true])
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

/// A screen written as a view controller that owns its layout, as in the talk.
@MainActor
final class OrderViewController: UIViewController, Layoutable {
  var activation: Activation?
  let header = makeView("header")
  let summary = makeView("summary")
  let payButton = makeView("pay")
  @LayoutProperty var showsSummary = false

  @LayoutBuilder var layout: some Layout {
    view.sublayout {
      header.anchors {
        Anchors.top.equalTo(view.safeAreaLayoutGuide)
        Anchors.horizontal()
        Anchors.height.equalTo(constant: 56)
      }
      if showsSummary {
        summary.anchors {
          Anchors.top.equalTo(header, attribute: .bottom, constant: 8)
          Anchors.horizontal(offset: 16)
          Anchors.height.equalTo(constant: 120)
        }
      }
      payButton.anchors {
        Anchors.bottom.equalTo(view.safeAreaLayoutGuide, constant: -16)
        Anchors.horizontal(offset: 16)
        Anchors.height.equalTo(constant: 50)
      }
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "orderRoot"
    sl.updateLayout()
  }
}

@MainActor
@Suite("User scenarios: a Layoutable view controller")
struct LayoutableControllerScenarioTests {
  @Test("A Layoutable controller lays out against the window's safe area and updates in order")
  func controllerScreen() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = OrderViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(controller.header.frame == CGRect(x: 0, y: 47, width: 390, height: 56))
    #expect(
      controller.payButton.frame == CGRect(x: 16, y: 844 - 34 - 16 - 50, width: 358, height: 50))
    controller.showsSummary = true
    window.layoutIfNeeded()
    #expect(
      same(controller.view.subviews, [controller.header, controller.summary, controller.payButton]))
    #expect(controller.summary.frame == CGRect(x: 16, y: 111, width: 358, height: 120))
    controller.showsSummary = false
    #expect(controller.summary.superview == nil)
    #expect(controller.activation?.constraints.count == 8)
  }

  @Test("Anchors that relate what Auto Layout cannot are diagnostics naming the view")
  func invalidAnchors() {
    let root = makeView("root")
    let other = makeView("other")
    let view = makeView("view")
    let activation = root.sublayout {
      other.anchors { Anchors.allSides() }
      view.anchors {
        Anchors.leading.equalTo(other, attribute: .left)
        Anchors.width.equalTo(other, attribute: .top)
        Anchors.top.equalTo(constant: 10)
        Anchors.bottom
      }
    }.active()
    #expect(activation.diagnostics.count == 3)
    #expect(activation.diagnostics.allSatisfy { $0.message.contains("view") })
    #expect(activation.constraints.count == 5)
    activation.deactive()
  }

  @Test("A card that grows with its multi-line description is final after one layoutIfNeeded")
  func multiLineCardInOnePass() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let card = makeView("card")
    let body = UILabel()
    body.numberOfLines = 0
    body.text = "Espresso with steamed milk and a thin layer of foam, served hot in a tall glass"
    let activation = root.sublayout {
      card.anchors {
        Anchors.cap(offset: 20)
      }.sublayout {
        body.anchors {
          Anchors.allSides(offset: 16)
        }
      }
    }.active()
    root.layoutIfNeeded()
    let wrapped = TextMeasurement.size(
      of: body.text ?? "", font: body.font, maxWidth: 248, numberOfLines: 0)
    #expect(wrapped.height > body.font.lineHeight * 2)
    #expect(body.frame == CGRect(x: 16, y: 16, width: 248, height: wrapped.height))
    #expect(card.frame == CGRect(x: 20, y: 20, width: 280, height: wrapped.height + 32))
    activation.deactive()
  }
}
