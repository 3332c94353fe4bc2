import HeadlessUIKit
import SwiftLayoutTestSupport
import Testing

/// A target that records the selectors a control sends it.
@MainActor
private final class ActionRecorder: Headless.TargetActionReceiver {
  var received: [String] = []
  func receiveAction(_ action: Selector, sender: Any?) -> Bool {
    received.append(NSStringFromSelector(action))
    return true
  }
}

/// HeadlessUIKit's tables keyed by `ObjectIdentifier` (custom spacings, child traits, recorded
/// animations, control targets, the fitting session) never take a new object for a freed one
/// that had the same address.
@MainActor
@Suite("Address reuse in HeadlessUIKit's tables")
struct AddressReuseTests {
  @Test("A view arranged at the address of a freed view has no custom spacing")
  func stackViewCustomSpacing() throws {
    let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
    stack.spacing = 4
    var freed: UIView? = makeView("freed")
    let last = makeView("last")
    stack.addArrangedSubview(try #require(freed))
    stack.addArrangedSubview(last)
    stack.setCustomSpacing(30, after: try #require(freed))
    freed?.removeFromSuperview()
    guard let view = objectReusingAddress(of: &freed, { makeView("new") }) else { return }
    stack.insertArrangedSubview(view, at: 0)
    #expect(stack.customSpacing(after: view) == UIStackView.spacingUseDefault)
    view.widthAnchor.constraint(equalToConstant: 10).isActive = true
    stack.layoutIfNeeded()
    #expect(last.frame.minX - view.frame.maxX == 4)
  }

  @Test("A child controller at the address of a freed child has no traits set for it")
  func childTraitCollections() throws {
    let parent = UIViewController()
    var freed: UIViewController? = UIViewController()
    do {
      let child = try #require(freed)
      parent.addChild(child)
      child.didMove(toParent: parent)
      parent.setOverrideTraitCollection(
        UITraitCollection(horizontalSizeClass: .compact), forChild: child)
      #expect(parent.overrideTraitCollection(forChild: child) != nil)
      child.willMove(toParent: nil)
      child.removeFromParent()
    }
    guard let controller = objectReusingAddress(of: &freed, { UIViewController() }) else {
      return
    }
    parent.addChild(controller)
    controller.didMove(toParent: parent)
    #expect(parent.overrideTraitCollection(forChild: controller) == nil)
    #expect(controller.traitCollection.horizontalSizeClass != .compact)
  }

  @Test("A view at the address of a view freed inside an animation block is animated on its own")
  func animationRecords() {
    Headless.AnimationRecorder.finishPendingAnimations()
    Headless.AnimationRecorder.removeAll()
    var freed: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var view: UIView?
    UIView.animate(withDuration: 1) {
      freed?.frame.origin.x = 50
      view = objectReusingAddress(of: &freed) {
        UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      }
      view?.frame.origin.x = 100
    }
    guard let view else { return }
    let records = Headless.AnimationRecorder.animations(of: view)
    #expect(records.count == 1)
    #expect(records.first?.fromFrame == CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(records.first?.toFrame == CGRect(x: 100, y: 0, width: 20, height: 20))
    Headless.AnimationRecorder.finishPendingAnimations()
    Headless.AnimationRecorder.removeAll()
  }

  @Test("An object at the address of a freed target receives none of its actions")
  func controlTargets() {
    let control = UIControl()
    let action = Selector(("tap:"))
    var freed: ActionRecorder? = ActionRecorder()
    control.addTarget(freed, action: action, for: .touchUpInside)
    guard let target = objectReusingAddress(of: &freed, { ActionRecorder() }) else { return }
    #expect(control.actions(forTarget: target, forControlEvent: .touchUpInside) == nil)
    control.sendActions(for: .touchUpInside)
    #expect(target.received.isEmpty)
    control.addTarget(target, action: Selector(("press:")), for: .touchUpInside)
    #expect(control.actions(forTarget: target, forControlEvent: .touchUpInside) == ["press:"])
  }

  @Test("A view measured at the address of a freed view measured in its tree gets its own size")
  func fittingSession() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    var freed: UIView? = makeView("freed")
    do {
      let first = try #require(freed)
      root.addSubview(first)
      first.widthAnchor.constraint(equalToConstant: 40).isActive = true
      first.heightAnchor.constraint(equalToConstant: 10).isActive = true
      #expect(
        first.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
          == CGSize(width: 40, height: 10))
      first.removeFromSuperview()
    }
    guard let view = objectReusingAddress(of: &freed, { makeView("new") }) else { return }
    root.addSubview(view)
    view.widthAnchor.constraint(equalToConstant: 120).isActive = true
    view.heightAnchor.constraint(equalToConstant: 10).isActive = true
    #expect(
      view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 120, height: 10))
  }
}
