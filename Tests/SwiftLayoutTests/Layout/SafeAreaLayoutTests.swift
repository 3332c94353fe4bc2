import SwiftLayout
import Testing

@MainActor
@Suite("Layouts against the safe area and its insets")
struct SafeAreaLayoutTests {
  @Test("A child controller's view laid out with SwiftLayout follows its additional safe area")
  func childControllerWithDSL() {
    let (window, parent, root) = makeControllerScreen()
    let child = UIViewController()
    parent.addChild(child)
    let childRoot: UIView = child.view
    childRoot.accessibilityIdentifier = "childRoot"
    let toolbar = makeView("toolbar")
    let parentActivation = root.sublayout {
      childRoot.anchors {
        Anchors.leading.trailing.bottom
        Anchors.height.equalTo(constant: 200)
      }
    }.active()
    child.didMove(toParent: parent)
    let childActivation = childRoot.sublayout {
      toolbar.anchors {
        Anchors.bottom.equalTo(childRoot.safeAreaLayoutGuide)
        Anchors.leading.trailing.equalTo(childRoot.layoutMarginsGuide)
        Anchors.height.equalTo(constant: 44)
      }
    }.active()
    window.layoutIfNeeded()
    #expect(childRoot.frame == CGRect(x: 0, y: 644, width: 390, height: 200))
    // The child's root view also has the system minimum margins of 16 at the sides.
    #expect(toolbar.frame == CGRect(x: 16, y: 122, width: 358, height: 44))
    child.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 30, right: 0)
    window.layoutIfNeeded()
    #expect(toolbar.frame == CGRect(x: 16, y: 92, width: 358, height: 44))
    // Taking the child away removes its view's layout with it.
    child.willMove(toParent: nil)
    childRoot.removeFromSuperview()
    child.removeFromParent()
    #expect(parent.children.isEmpty)
    #expect(childRoot.superview == nil)
    childActivation.deactive()
    parentActivation.deactive()
  }

  @Test("A safe-area layout follows additionalSafeAreaInsets changed after activation")
  func safeAreaFollowsInsets() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let screen: UIView = controller.view
    screen.accessibilityIdentifier = "screen"
    let toolbar = makeView("toolbar")
    let activation = screen.sublayout {
      toolbar.anchors {
        Anchors.bottom.equalTo(screen.safeAreaLayoutGuide)
        Anchors.leading.trailing.equalTo(screen.safeAreaLayoutGuide)
        Anchors.height.equalTo(constant: 44)
      }
    }.active()
    window.layoutIfNeeded()
    let bottom = screen.bounds.height - screen.safeAreaInsets.bottom
    #expect(toolbar.frame == CGRect(x: 0, y: bottom - 44, width: 390, height: 44))
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 10, bottom: 50, right: 10)
    window.layoutIfNeeded()
    #expect(toolbar.frame == CGRect(x: 10, y: bottom - 94, width: 370, height: 44))
    activation.deactive()
  }
}
