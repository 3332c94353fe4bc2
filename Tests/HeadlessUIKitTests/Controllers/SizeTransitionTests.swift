import HeadlessUIKit
import Testing

/// A controller that logs the transition calls, and lays a box out against its safe area with a
/// width that depends on the orientation (set from its transition's alongside animation).
@MainActor
private final class RotatingController: UIViewController {
  var log: [String] = []
  let box = UIView()
  var boxWidth: NSLayoutConstraint?
  var forwards = true

  override func viewDidLoad() {
    super.viewDidLoad()
    box.accessibilityIdentifier = "box"
    box.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(box)
    let width = box.widthAnchor.constraint(equalToConstant: 100)
    boxWidth = width
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
      box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      width, box.heightAnchor.constraint(equalToConstant: 40),
    ])
  }

  override func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    log.append(
      "willTransition vertical \(newCollection.verticalSizeClass == .compact ? "compact" : "regular")"
    )
    super.willTransition(to: newCollection, with: coordinator)
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    log.append(
      "viewWillTransition \(Int(size.width))x\(Int(size.height)) view \(Int(view.bounds.width))")
    if forwards { super.viewWillTransition(to: size, with: coordinator) }
    coordinator.animate(
      alongsideTransition: { context in
        self.log.append(
          "alongside \(context.transitionDuration) view \(Int(self.view.bounds.width))")
        self.boxWidth?.constant = size.width > size.height ? 300 : 100
      },
      completion: { context in self.log.append("completion \(context.percentComplete)") })
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    guard previousTraitCollection != nil else { return }
    log.append("traitCollectionDidChange")
  }
}

@MainActor
@Suite("Size transitions: rotation and window resizing")
struct SizeTransitionTests {
  private func showing(_ controller: UIViewController) -> UIWindow {
    Headless.AnimationRecorder.finishPendingAnimations()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return window
  }

  @Test(
    "Rotating calls willTransition, viewWillTransition, the alongside block, then the completion")
  func rotationSequence() {
    let controller = RotatingController()
    let window = showing(controller)
    #expect(controller.box.frame == CGRect(x: 0, y: 47, width: 100, height: 40))
    Headless.AnimationRecorder.removeAll()
    window.headless.transition(
      to: CGSize(width: 844, height: 390),
      safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), duration: 0.4)
    #expect(
      controller.log == [
        "willTransition vertical compact", "viewWillTransition 844x390 view 390",
        "traitCollectionDidChange", "alongside 0.4 view 844",
      ])
    #expect(controller.traitCollection.verticalSizeClass == .compact)
    // The new layout is in place, and the frame change was animated with the transition.
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    #expect(controller.box.frame == CGRect(x: 47, y: 0, width: 300, height: 40))
    let record = Headless.AnimationRecorder.animations(of: controller.box).last
    #expect(record?.duration == 0.4)
    #expect(record?.fromFrame == CGRect(x: 0, y: 47, width: 100, height: 40))
    Headless.AnimationRecorder.advance(by: 0.4)
    #expect(controller.log.last == "completion 1.0")
  }

  @Test("A resize that keeps the size classes calls no willTransition(to:with:)")
  func resizeWithoutTraitChange() {
    let controller = RotatingController()
    let window = showing(controller)
    window.headless.transition(to: CGSize(width: 430, height: 932), duration: 0)
    #expect(controller.log == ["viewWillTransition 430x932 view 390", "alongside 0.0 view 430"])
    #expect(controller.view.frame.size == CGSize(width: 430, height: 932))
    Headless.AnimationRecorder.advance(by: 0)
    #expect(controller.log.last == "completion 1.0")
  }

  @Test("The default viewWillTransition forwards to children; an override without super does not")
  func forwardingToChildren() {
    for forwards in [true, false] {
      let parent = RotatingController()
      parent.forwards = forwards
      let child = RotatingController()
      parent.addChild(child)
      parent.view.addSubview(child.view)
      child.didMove(toParent: parent)
      let window = showing(parent)
      window.headless.transition(to: CGSize(width: 844, height: 390))
      let childTransitions = child.log.filter { $0.hasPrefix("viewWillTransition") }
      #expect(childTransitions == (forwards ? ["viewWillTransition 844x390 view 390"] : []))
      // willTransition(to:with:) is forwarded by the parent's super call either way.
      #expect(child.log.first == "willTransition vertical compact")
      Headless.AnimationRecorder.finishPendingAnimations()
    }
  }
}
