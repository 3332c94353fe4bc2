import SwiftLayout
import Testing

@MainActor
@Suite("A Layoutable view controller")
struct LayoutableControllerTests {
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
    let wrapped = Headless.TextMeasurement.size(
      of: body.text ?? "", font: body.font, maxWidth: 248, numberOfLines: 0)
    #expect(wrapped.height > body.font.lineHeight * 2)
    #expect(body.frame == CGRect(x: 16, y: 16, width: 248, height: wrapped.height))
    #expect(card.frame == CGRect(x: 20, y: 20, width: 280, height: wrapped.height + 32))
    activation.deactive()
  }
}
