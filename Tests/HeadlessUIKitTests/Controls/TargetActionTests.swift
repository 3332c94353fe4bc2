import HeadlessUIKit
import Testing

/// A target that records the selectors a control sends it.
@MainActor
private final class Recorder: Headless.TargetActionReceiver {
  var received: [String] = []
  func receiveAction(_ action: Selector, sender: Any?) -> Bool {
    guard sender is UIControl else { return false }
    received.append(NSStringFromSelector(action))
    return true
  }
}

/// A view that records the selectors a control sends it (a target that is itself a view).
@MainActor
private final class RecordingView: UIView, Headless.TargetActionReceiver {
  var received: [String] = []
  func receiveAction(_ action: Selector, sender: Any?) -> Bool {
    received.append(NSStringFromSelector(action))
    return true
  }
}

/// A view controller that handles `save:` when it reaches it up the responder chain.
@MainActor
private final class SavingController: UIViewController, Headless.TargetActionReceiver {
  var saves = 0
  func receiveAction(_ action: Selector, sender: Any?) -> Bool {
    guard action == Selector(("save:")) else { return false }
    saves += 1
    return true
  }
}

@Suite("UIControl target–action")
@MainActor
struct TargetActionTests {
  @Test("addTarget registers a selector that sendActions delivers for matching events only")
  func addAndSend() {
    let button = UIButton(type: .system)
    let recorder = Recorder()
    button.addTarget(recorder, action: Selector(("tapped:")), for: .touchUpInside)
    button.addTarget(recorder, action: "changed:", for: .valueChanged)
    button.sendActions(for: .touchUpInside)
    #expect(recorder.received == ["tapped:"])
    button.sendActions(for: [.touchUpInside, .valueChanged])
    #expect(recorder.received == ["tapped:", "tapped:", "changed:"])
    #expect(button.allControlEvents == [.touchUpInside, .valueChanged])
    #expect(button.actions(forTarget: recorder, forControlEvent: .touchUpInside) == ["tapped:"])
    #expect(button.allTargets.count == 1)
  }

  @Test("UIActions and targets run in the order they were added")
  func order() {
    let button = UIButton(type: .system)
    let recorder = Recorder()
    var log: [String] = []
    button.addAction(UIAction { _ in log.append("first action") }, for: .touchUpInside)
    button.addTarget(recorder, action: "tapped:", for: .touchUpInside)
    button.addAction(UIAction { _ in log.append("second action") }, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(log == ["first action", "second action"])
    #expect(recorder.received == ["tapped:"])
  }

  @Test("removeTarget stops delivery for the given events, actions and targets")
  func remove() {
    let button = UIButton(type: .system)
    let recorder = Recorder()
    button.addTarget(recorder, action: "a:", for: [.touchUpInside, .touchDown])
    button.addTarget(recorder, action: "b:", for: .touchUpInside)
    button.removeTarget(recorder, action: "a:", for: .touchUpInside)
    button.sendActions(for: .allEvents)
    #expect(recorder.received == ["a:", "b:"])
    #expect(button.actions(forTarget: recorder, forControlEvent: .touchUpInside) == ["b:"])
    button.removeTarget(nil, action: nil, for: .allEvents)
    #expect(button.allTargets.isEmpty)
    #expect(button.actions(forTarget: recorder, forControlEvent: .touchDown) == nil)
  }

  @Test("A nil target sends the action up the responder chain to the view controller")
  func responderChain() {
    let controller = SavingController()
    let button = UIButton(type: .system)
    controller.view.addSubview(button)
    button.addTarget(nil, action: "save:", for: .touchUpInside)
    button.addTarget(nil, action: "unknown:", for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(controller.saves == 1)
    #expect(button.allTargets.count == 1)
    #expect(button.allTargets.first?.base is NSNull)
    #expect(button.actions(forTarget: nil, forControlEvent: .touchUpInside) == nil)
  }

  @Test("Actions are unique by identifier: a second one replaces the first")
  func actionIdentifiers() {
    let button = UIButton(type: .system)
    var log: [String] = []
    let identifier = UIAction.Identifier("tap")
    button.addAction(UIAction(identifier: identifier) { _ in log.append("old") }, for: .touchDown)
    button.addAction(
      UIAction(identifier: identifier) { _ in log.append("new") }, for: .touchUpInside)
    button.sendActions(for: [.touchDown, .touchUpInside])
    #expect(log == ["new"])
    button.sendActions(for: .touchDown)
    #expect(log == ["new", "new"])
  }

  @Test("The control does not retain its targets")
  func weakTarget() {
    let button = UIButton(type: .system)
    weak var released: Recorder?
    do {
      let recorder = Recorder()
      released = recorder
      button.addTarget(recorder, action: "tapped:", for: .touchUpInside)
    }
    #expect(released == nil)
    button.sendActions(for: .touchUpInside)
    #expect(button.allTargets.isEmpty)
  }

  @Test("The control does not retain a view target, and forgets it once it is freed")
  func weakViewTarget() {
    let button = UIButton(type: .system)
    weak var released: RecordingView?
    do {
      let view = RecordingView()
      released = view
      button.addTarget(view, action: "tapped:", for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
      #expect(view.received == ["tapped:"])
      #expect(button.allTargets.count == 1)
    }
    #expect(released == nil)
    button.sendActions(for: .touchUpInside)
    #expect(button.allTargets.isEmpty)
  }

  @Test("An action's sender is the control while it lives, nil after it is freed")
  func weakSender() {
    var senders: [ObjectIdentifier] = []
    let action = UIAction { action in
      if let sender = action.sender { senders.append(ObjectIdentifier(sender)) }
    }
    weak var released: UIButton?
    do {
      let button = UIButton(type: .system)
      released = button
      button.addAction(action, for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
      #expect(senders == [ObjectIdentifier(button)])
      #expect(action.sender === button)
    }
    #expect(released == nil)
    #expect(action.sender == nil)
  }
}
