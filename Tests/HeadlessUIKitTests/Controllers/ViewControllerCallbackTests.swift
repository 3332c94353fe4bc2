import HeadlessUIKit
import Testing

/// A controller that writes down the container and layout callbacks it receives.
@MainActor
private final class LoggingController: UIViewController {
  var log: [String] = []
  var subviewFrameAtDidLayout: CGRect?
  weak var watchedSubview: UIView?

  override func willMove(toParent parent: UIViewController?) {
    log.append("willMove(\(parent == nil ? "nil" : "parent"))")
  }
  override func didMove(toParent parent: UIViewController?) {
    log.append("didMove(\(parent == nil ? "nil" : "parent"))")
  }
  override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
  override func viewDidLayoutSubviews() {
    log.append("viewDidLayoutSubviews")
    subviewFrameAtDidLayout = watchedSubview?.frame
  }
  override func viewSafeAreaInsetsDidChange() { log.append("viewSafeAreaInsetsDidChange") }
  override func viewLayoutMarginsDidChange() { log.append("viewLayoutMarginsDidChange") }
}

/// A view that writes its `layoutSubviews` into a shared log.
@MainActor
private final class LoggingView: UIView {
  var onLayout: (() -> Void)?
  override func layoutSubviews() {
    super.layoutSubviews()
    onLayout?()
  }
}

@MainActor
@Suite("UIViewController containment, layout and safe-area callbacks")
struct ViewControllerCallbackTests {
  @Test("addChild calls willMove(toParent:) by itself; removeFromParent calls didMove(nil)")
  func containmentCallbacks() {
    // UIViewController.willMove(toParent:): "When your custom container calls the addChild(_:)
    // method, it automatically calls the willMove(toParent:) method". didMove(toParent:): "The
    // removeFromParent() method automatically calls the didMove(toParent:) method of the child
    // view controller after it removes the child."
    let parent = UIViewController()
    let child = LoggingController()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(child.log == ["willMove(parent)", "didMove(parent)"])
    #expect(child.parent === parent && parent.children.count == 1)
    child.log.removeAll()
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(child.log == ["willMove(nil)", "didMove(nil)"])
    #expect(child.parent == nil && parent.children.isEmpty)
    // Removing a controller that has no parent calls nothing.
    child.log.removeAll()
    child.removeFromParent()
    #expect(child.log.isEmpty)
  }

  @Test("viewWillLayoutSubviews, the root's layoutSubviews, viewDidLayoutSubviews, then subviews")
  func layoutCallbackOrder() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = LoggingController()
    let root = LoggingView(frame: .zero)
    controller.view = root
    let content = LoggingView()
    content.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(content)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      content.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      content.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      content.heightAnchor.constraint(equalToConstant: 100),
    ])
    root.onLayout = { controller.log.append("root.layoutSubviews") }
    content.onLayout = { controller.log.append("content.layoutSubviews") }
    controller.watchedSubview = content
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let order = controller.log.filter { !$0.hasPrefix("viewSafe") && !$0.hasPrefix("viewLayoutM") }
    // viewDidLayoutSubviews: "When the bounds change for a view controller's view, the view
    // adjusts the positions of its subviews and then the system calls this method. However,
    // this method being called does not indicate that the individual layouts of the view's
    // subviews have been adjusted."
    let first = Array(order.prefix(3))
    #expect(first == ["viewWillLayoutSubviews", "root.layoutSubviews", "viewDidLayoutSubviews"])
    let did = order.firstIndex(of: "viewDidLayoutSubviews") ?? -1
    let contentLayout = order.firstIndex(of: "content.layoutSubviews") ?? -1
    #expect(did >= 0 && contentLayout > did)
    // The subviews are already placed when viewDidLayoutSubviews runs.
    #expect(controller.subviewFrameAtDidLayout == CGRect(x: 20, y: 47, width: 350, height: 100))
    #expect(content.frame == CGRect(x: 20, y: 47, width: 350, height: 100))
  }

  @Test("A child's additionalSafeAreaInsets: viewSafeAreaInsetsDidChange once per change")
  func childAdditionalSafeArea() {
    let (window, parent, root) = makeScreen()
    let child = LoggingController()
    parent.addChild(child)
    let childView: UIView = child.view
    childView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(childView)
    NSLayoutConstraint.activate([
      childView.topAnchor.constraint(equalTo: root.topAnchor),
      childView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      childView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      childView.heightAnchor.constraint(equalToConstant: 200),
    ])
    child.didMove(toParent: parent)
    window.layoutIfNeeded()
    #expect(childView.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
    child.log.removeAll()
    child.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
    window.layoutIfNeeded()
    #expect(childView.safeAreaInsets == UIEdgeInsets(top: 57, left: 0, bottom: 20, right: 0))
    #expect(child.log.filter { $0 == "viewSafeAreaInsetsDidChange" }.count == 1)
    #expect(
      childView.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 57, width: 390, height: 123))
    // The same insets again change nothing.
    child.log.removeAll()
    child.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
    window.layoutIfNeeded()
    #expect(!child.log.contains("viewSafeAreaInsetsDidChange"))
    // The parent's safe area is not affected by a child's additional insets.
    #expect(root.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
  }

  @Test("Root view margins never drop below systemMinimumLayoutMargins unless told not to")
  func systemMinimumMargins() {
    // UIViewController.systemMinimumLayoutMargins: "If you assign a custom value to the
    // directionalLayoutMargins property of the view controller's root view, the root view's
    // actual margins are set to either your custom values or the system minimum values,
    // whichever is larger." viewRespectsSystemMinimumLayoutMargins: "Changing this property to
    // false causes the view to obtain its margins solely from its directionalLayoutMargins".
    let (window, controller, root) = makeScreen()
    root.insetsLayoutMarginsFromSafeArea = false
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 4, leading: 4, bottom: 4, trailing: 30)
    window.layoutIfNeeded()
    #expect(
      root.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 30))
    #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 4, width: 344, height: 836))
    controller.viewRespectsSystemMinimumLayoutMargins = false
    window.layoutIfNeeded()
    #expect(
      root.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 30))
    #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 4, y: 4, width: 356, height: 836))
    // A plain subview's margins are not affected by the minimum.
    let card = makeView("card", in: root)
    card.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 2, leading: 2, bottom: 2, trailing: 2)
    #expect(card.layoutMargins == UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
  }

  @Test("viewLayoutMarginsDidChange follows the root view's margins, not a subview's")
  func layoutMarginsCallback() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = LoggingController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    controller.log.removeAll()
    let root: UIView = controller.view
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 24, bottom: 0, trailing: 24)
    #expect(controller.log.filter { $0 == "viewLayoutMarginsDidChange" }.count == 1)
    controller.log.removeAll()
    let sub = makeView("sub", in: root)
    sub.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 1, leading: 1, bottom: 1, trailing: 1)
    #expect(!controller.log.contains("viewLayoutMarginsDidChange"))
  }

  @Test("A size transition: viewWillTransition sees the new size before the view has it")
  func sizeTransitionOrder() {
    final class Controller: UIViewController {
      var sizes: [CGSize] = []
      var boundsDuring: CGSize?
      override func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
      ) {
        super.viewWillTransition(to: size, with: coordinator)
        sizes.append(size)
        boundsDuring = view.bounds.size
      }
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = Controller()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let root: UIView = controller.view
    let bar = makeView("bar", in: root)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
      bar.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
      bar.heightAnchor.constraint(equalToConstant: 44),
    ])
    window.layoutIfNeeded()
    #expect(bar.frame == CGRect(x: 0, y: 766, width: 390, height: 44))
    window.headless.transition(
      to: CGSize(width: 844, height: 390),
      safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    #expect(controller.sizes == [CGSize(width: 844, height: 390)])
    #expect(controller.boundsDuring == CGSize(width: 390, height: 844))
    window.layoutIfNeeded()
    #expect(root.bounds.size == CGSize(width: 844, height: 390))
    #expect(bar.frame == CGRect(x: 47, y: 325, width: 750, height: 44))
  }

  @Test("Rotating: the root's safe area changes once, before the controller's layout callbacks")
  func rotationSafeAreaCallback() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = LoggingController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let root: UIView = controller.view
    #expect(root.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    controller.log.removeAll()
    window.headless.transition(
      to: CGSize(width: 844, height: 390),
      safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    window.layoutIfNeeded()
    #expect(root.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    #expect(controller.log.filter { $0 == "viewSafeAreaInsetsDidChange" }.count == 1)
    let changed = controller.log.firstIndex(of: "viewSafeAreaInsetsDidChange") ?? -1
    let didLayout = controller.log.lastIndex(of: "viewDidLayoutSubviews") ?? -1
    #expect(changed >= 0 && didLayout > changed)
    #expect(root.safeAreaLayoutGuide.layoutFrame == CGRect(x: 47, y: 0, width: 750, height: 369))
  }
}
