import HeadlessUIKit
import Testing

/// A controller that logs its appearance calls (and layout) into a shared log.
@MainActor
private final class LoggingController: UIViewController {
  let name: String
  let log: Log
  init(_ name: String, log: Log) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  override func viewWillAppear(_ animated: Bool) { log.add("\(name) willAppear \(animated)") }
  override func viewIsAppearing(_ animated: Bool) { log.add("\(name) isAppearing") }
  override func viewDidAppear(_ animated: Bool) { log.add("\(name) didAppear") }
  override func viewWillDisappear(_ animated: Bool) { log.add("\(name) willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { log.add("\(name) didDisappear") }
  override func viewWillLayoutSubviews() { log.add("\(name) layout") }
}

@MainActor
private final class Log {
  var entries: [String] = []
  func add(_ entry: String) { entries.append(entry) }
}

@MainActor
@Suite("View controller appearance: viewIsAppearing, manual transitions, child transitions")
struct AppearanceTransitionTests {
  init() {
    Headless.AnimationRecorder.finishPendingAnimations()
  }

  @Test("a window shows its root controller: will, is-appearing, layout, did")
  func window() {
    let log = Log()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.rootViewController = LoggingController("root", log: log)
    window.makeKeyAndVisible()
    #expect(
      Array(log.entries.prefix(3)) == ["root willAppear false", "root isAppearing", "root layout"])
    #expect(log.entries.last == "root didAppear")
  }

  @Test("manual calls for a view outside a window send viewIsAppearing at the end")
  func manualOutsideWindow() {
    let log = Log()
    let controller = LoggingController("child", log: log)
    controller.beginAppearanceTransition(true, animated: true)
    controller.endAppearanceTransition()
    controller.beginAppearanceTransition(false, animated: false)
    controller.endAppearanceTransition()
    #expect(
      log.entries == [
        "child willAppear true", "child isAppearing", "child didAppear", "child willDisappear",
        "child didDisappear",
      ])
  }

  @Test("unbalanced calls are ignored")
  func unbalanced() {
    let log = Log()
    let controller = LoggingController("c", log: log)
    controller.endAppearanceTransition()
    controller.beginAppearanceTransition(false, animated: false)
    controller.beginAppearanceTransition(true, animated: false)
    controller.beginAppearanceTransition(true, animated: false)
    #expect(log.entries == ["c willAppear false"])
  }

  @Test("children in the parent's view are told when the parent appears")
  func forwarding() {
    let log = Log()
    let parent = LoggingController("parent", log: log)
    let child = LoggingController("child", log: log)
    let detached = LoggingController("detached", log: log)
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    parent.addChild(detached)
    parent.beginAppearanceTransition(true, animated: false)
    parent.endAppearanceTransition()
    #expect(
      log.entries == [
        "parent willAppear false", "child willAppear false", "parent isAppearing",
        "child isAppearing", "parent didAppear", "child didAppear",
      ])
  }

  @Test("transition(from:to:) swaps the children's views and calls appearance in order")
  func childTransition() throws {
    let log = Log()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let parent = UIViewController()
    window.rootViewController = parent
    window.makeKeyAndVisible()
    let first = LoggingController("first", log: log)
    let second = LoggingController("second", log: log)
    for child in [first, second] { parent.addChild(child) }
    parent.view.addSubview(first.view)
    first.beginAppearanceTransition(true, animated: false)
    first.endAppearanceTransition()
    log.entries.removeAll()
    var finished = false
    parent.transition(
      from: first, to: second, duration: 0.3, options: [.transitionCrossDissolve],
      animations: { second.view.alpha = 1 }, completion: { finished = $0 })
    #expect(log.entries == ["first willDisappear", "second willAppear true", "second isAppearing"])
    #expect(second.view.superview === parent.view)
    #expect(first.view.superview === parent.view)
    let index = try #require(parent.view.subviews.firstIndex { $0 === second.view })
    #expect(parent.view.subviews[index - 1] === first.view)
    Headless.AnimationRecorder.advance(by: 0.3)
    #expect(first.view.superview == nil)
    #expect(finished)
    #expect(Array(log.entries.suffix(2)) == ["first didDisappear", "second didAppear"])
  }

  @Test("transition(from:to:) does nothing for controllers that are not children")
  func notChildren() {
    let parent = UIViewController()
    let stranger = UIViewController()
    let child = UIViewController()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    parent.transition(from: child, to: stranger, duration: 0, animations: nil)
    #expect(stranger.viewIfLoaded?.superview == nil)
    #expect(child.view.superview === parent.view)
  }
}
