/// One registration on a ``UIControl``: a ``UIAction``, or a target and selector, with the events
/// that trigger it.
@MainActor
struct ControlActionEntry {
  /// The action, for registrations made with `addAction(_:for:)`.
  var action: UIAction?
  /// The target, held weakly as UIKit does (see ``UnretainedObject``).
  private let targetReference: UnretainedObject
  /// The target; nil for a deallocated or a responder-chain target.
  var target: AnyObject? { targetReference.object }
  /// Whether a target was given (false: the action goes up the responder chain).
  let hadTarget: Bool
  /// The selector, for target–action registrations.
  let selector: Selector?
  /// The events that trigger the registration.
  var events: UIControl.Event

  init(action: UIAction, events: UIControl.Event) {
    self.action = action
    self.targetReference = UnretainedObject(nil)
    self.hadTarget = false
    self.selector = nil
    self.events = events
  }

  init(target: AnyObject?, selector: Selector, events: UIControl.Event) {
    self.action = nil
    self.targetReference = UnretainedObject(target)
    self.hadTarget = target != nil
    self.selector = selector
    self.events = events
  }

  /// Whether the registration is for `object` (nil: the responder chain).
  func isSameTarget(_ object: AnyObject?) -> Bool {
    guard let object else { return !hadTarget }
    return hadTarget && target === object
  }
}
