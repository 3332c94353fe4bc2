import HeadlessUIKit
import Testing

@MainActor
@Suite("UIViewController and UIWindow")
struct ViewControllerTests {
  final class Screen: UIViewController {
    var events: [String] = []
    override func loadView() {
      events.append("loadView")
      super.loadView()
    }
    override func viewDidLoad() {
      super.viewDidLoad()
      events.append("viewDidLoad")
    }
    override func viewWillLayoutSubviews() { events.append("willLayout") }
    override func viewDidLayoutSubviews() { events.append("didLayout") }
  }

  @Test("The view loads on first access, once, and layout callbacks bracket its layout")
  func lifecycle() {
    let screen = Screen()
    #expect(!screen.isViewLoaded)
    screen.loadViewIfNeeded()
    _ = screen.view
    #expect(screen.events == ["loadView", "viewDidLoad"])
    #expect(screen.view.frame == UIScreen.main.bounds)
    #expect(screen.view.directionalLayoutMargins.leading == 16)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    window.rootViewController = screen
    window.makeKeyAndVisible()
    #expect(window.isKeyWindow && !window.isHidden)
    #expect(screen.view.window === window)
    #expect(screen.view.frame == window.bounds)
    #expect(screen.events.suffix(2) == ["willLayout", "didLayout"])
    window.frame = CGRect(x: 0, y: 0, width: 568, height: 320)
    window.layoutIfNeeded()
    #expect(screen.view.frame.size == CGSize(width: 568, height: 320))
    #expect(screen.view.next === screen)
  }

  @Test("Child view controllers keep their parent")
  func children() {
    let parent = UIViewController()
    let child = UIViewController()
    parent.addChild(child)
    #expect(parent.children.count == 1 && child.parent === parent)
    child.removeFromParent()
    #expect(parent.children.isEmpty && child.parent == nil)
  }
}
