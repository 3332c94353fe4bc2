/// The base class for controls, which are visual elements that convey a specific action or
/// intention in response to user interactions.
///
/// HeadlessUIKit has no touches; ``sendActions(for:)`` runs, in the order they were added, the
/// actions registered with ``addAction(_:for:)`` and the targets registered with
/// ``addTarget(_:action:for:)``. Without the Objective-C runtime (Linux) `#selector` does not
/// compile and a method cannot be called by name: write `Selector(("name:"))`, and the control
/// calls a target that adopts ``Headless/TargetActionReceiver`` (other targets are registered, listed by
/// ``allTargets`` and ``actions(forTarget:forControlEvent:)``, but not called).
/// UIKit: <https://developer.apple.com/documentation/uikit/uicontrol>
@MainActor
open class UIControl: UIView {
  private var entries: [ControlActionEntry] = []

  /// A Boolean value indicating whether the control is in the enabled state.
  open var isEnabled = true {
    didSet { if isEnabled != oldValue { controlStateDidChange() } }
  }

  /// A Boolean value indicating whether the control is in the selected state.
  open var isSelected = false {
    didSet { if isSelected != oldValue { controlStateDidChange() } }
  }

  /// A Boolean value indicating whether the control draws a highlight.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { controlStateDidChange() } }
  }

  /// The state of the control, specified as a bitmask value.
  open var state: State {
    var state: State = []
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    return state
  }

  /// The horizontal alignment of content within the control's bounds.
  open var contentHorizontalAlignment: ContentHorizontalAlignment = .center

  /// The vertical alignment of content within the control's bounds.
  open var contentVerticalAlignment: ContentVerticalAlignment = .center

  /// Associates the specified action with the control for the given events.
  ///
  /// As in UIKit, actions are unique by identifier: adding an action whose identifier is
  /// already registered replaces that action, which then answers the earlier events and these.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)>
  ///
  /// - Parameters:
  ///   - action: The action to run.
  ///   - controlEvents: The events that trigger the action.
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    if let index = entries.firstIndex(where: { $0.action?.identifier == action.identifier }) {
      entries[index].action = action
      entries[index].events.formUnion(controlEvents)
      return
    }
    entries.append(ControlActionEntry(action: action, events: controlEvents))
  }

  /// Removes the specified action from the control for the given events.
  ///
  /// - Parameters:
  ///   - action: The action to remove.
  ///   - controlEvents: The events the action no longer answers.
  open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    entries.removeAll { $0.action === action && controlEvents.contains($0.events) }
  }

  /// Removes the action with the given identifier for the given events.
  ///
  /// - Parameters:
  ///   - actionIdentifier: The identifier of the action to remove.
  ///   - controlEvents: The events the action no longer answers.
  open func removeAction(
    identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event
  ) {
    entries.removeAll {
      $0.action?.identifier == actionIdentifier && controlEvents.contains($0.events)
    }
  }

  /// Associates a target object and action method with the control.
  ///
  /// The control does not retain the target. A `nil` target sends the action up the responder
  /// chain. On Linux the target is called through ``Headless/TargetActionReceiver`` (see the type).
  /// UIKit: <https://developer.apple.com/documentation/uikit/uicontrol/addtarget(_:action:for:)>
  ///
  /// - Parameters:
  ///   - target: The object whose action method is called, or `nil` for the responder chain.
  ///   - action: The selector of the action method.
  ///   - controlEvents: The events that trigger the action.
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
    let object = target.map { $0 as AnyObject }
    if let index = entries.firstIndex(where: {
      $0.action == nil && $0.selector == action && $0.isSameTarget(object)
    }) {
      entries[index].events.formUnion(controlEvents)
      return
    }
    entries.append(ControlActionEntry(target: object, selector: action, events: controlEvents))
  }

  /// Stops the delivery of events to the specified target object.
  ///
  /// - Parameters:
  ///   - target: The target to remove, or `nil` to remove every target's pairings.
  ///   - action: The action to remove, or `nil` to remove every action of the target.
  ///   - controlEvents: The events to stop delivering to the pairings.
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
    let object = target.map { $0 as AnyObject }
    for index in entries.indices where entries[index].action == nil {
      let entry = entries[index]
      guard object == nil || entry.isSameTarget(object) else { continue }
      guard action == nil || entry.selector == action else { continue }
      entries[index].events.subtract(controlEvents)
    }
    entries.removeAll { $0.action == nil && $0.events.isEmpty }
  }

  /// The targets associated with the control (`NSNull` stands for a `nil` target).
  ///
  /// Targets that are `NSObject`s are listed as themselves; others by their `ObjectIdentifier`.
  open var allTargets: Set<AnyHashable> {
    var targets: Set<AnyHashable> = []
    var hasNilTarget = false
    for entry in entries where entry.action == nil {
      if !entry.hadTarget {
        if !hasNilTarget { targets.insert(AnyHashable(NSNull())) }
        hasNilTarget = true
      } else if let object = entry.target as? NSObject {
        targets.insert(AnyHashable(object))
      } else if let object = entry.target {
        targets.insert(AnyHashable(ObjectIdentifier(object)))
      }
    }
    return targets
  }

  /// The events for which the control has actions.
  open var allControlEvents: UIControl.Event {
    entries.reduce(into: []) { $0.formUnion($1.events) }
  }

  /// Returns the names of the actions performed on a target object for an event.
  ///
  /// - Parameters:
  ///   - target: The target object (`nil` always returns `nil`, as in UIKit).
  ///   - controlEvent: A single control event.
  /// - Returns: The selectors' names, or `nil` when there are none.
  open func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event)
    -> [String]?
  {
    guard let target else { return nil }
    let object = target as AnyObject
    let names = entries.compactMap { entry -> String? in
      guard entry.action == nil, entry.isSameTarget(object),
        !entry.events.intersection(controlEvent).isEmpty, let selector = entry.selector
      else { return nil }
      return NSStringFromSelector(selector)
    }
    return names.isEmpty ? nil : names
  }

  /// Calls the action methods associated with the specified events: the ``UIAction`` handlers
  /// and the targets, in the order they were added.
  ///
  /// - Parameter controlEvents: The events for which to send actions.
  open func sendActions(for controlEvents: UIControl.Event) {
    for entry in entries where !entry.events.intersection(controlEvents).isEmpty {
      if let action = entry.action {
        action.sender = self
        action.handler(action)
      } else if let selector = entry.selector {
        deliver(selector, to: entry)
      }
    }
  }

  /// Calls a target, or the first responder in the chain that handles the selector.
  private func deliver(_ selector: Selector, to entry: ControlActionEntry) {
    if entry.hadTarget {
      guard let target = entry.target else { return }
      _ = perform(selector, on: target)
      return
    }
    var responder: UIResponder? = self
    while let current = responder {
      if perform(selector, on: current) { return }
      responder = current.next
    }
  }

  /// Calls the method a selector names on an object; whether the object handled it.
  private func perform(_ selector: Selector, on target: AnyObject) -> Bool {
    if let receiver = target as? any TargetActionReceiver {
      return receiver.receiveAction(selector, sender: self)
    }
    #if canImport(ObjectiveC)
    if let object = target as? NSObject, object.responds(to: selector) {
      _ = object.perform(selector, with: self)
      return true
    }
    #endif
    return false
  }

  /// Called when enabled, selected or highlighted changed: content may depend on the state.
  func controlStateDidChange() {}
}

extension UIControl {
  /// Constants describing the state of a control.
  public struct State: OptionSet, Hashable, Sendable {
    /// The state's bits.
    public let rawValue: UInt
    /// Creates a state from bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The normal, or default, state of a control: enabled, not selected, not highlighted.
    public static let normal = State([])
    /// The highlighted state of a control.
    public static let highlighted = State(rawValue: 1 << 0)
    /// The disabled state of a control.
    public static let disabled = State(rawValue: 1 << 1)
    /// The selected state of a control.
    public static let selected = State(rawValue: 1 << 2)
    /// The focused state of a control.
    public static let focused = State(rawValue: 1 << 3)
    /// Additional control-state flags available for application use.
    public static let application = State(rawValue: 0x00FF_0000)
    /// Control-state flags reserved for internal framework use.
    public static let reserved = State(rawValue: 0xFF00_0000)
  }

  /// Constants describing the types of events possible for controls.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The event's bits.
    public let rawValue: UInt
    /// Creates an event mask from bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A touch-down event in the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A repeated touch-down event in the control.
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// An event where a finger is dragged inside the bounds of the control.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// An event where a finger is dragged just outside the bounds of the control.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// An event where a finger is dragged into the bounds of the control.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// An event where a finger is dragged from within a control to outside its bounds.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A touch-up event in the control where the finger is inside the bounds of the control.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A touch-up event in the control where the finger is outside the bounds of the control.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// A system event canceling the current touches for the control.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// A touch dragging or otherwise manipulating a control, causing it to emit a series of
    /// different values.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// A semantic action triggered by buttons.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// An event that occurs when a menu action triggers.
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// A touch initiating an editing session in a text field.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// A touch making an editing change in a text field.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// A touch ending an editing session in a text field.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// A touch ending an editing session in a text field by pressing return.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// All touch events.
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// All editing touches for text fields.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// A range of control-event values available for application use.
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    /// A range of control-event values reserved for internal framework use.
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    /// All events, including system events.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// The horizontal alignment options for the content of a control.
  @nonexhaustive
  public enum ContentHorizontalAlignment: Int, Sendable {
    /// Aligns the content horizontally in the center of the control.
    case center = 0
    /// Aligns the content horizontally from the left of the control.
    case left = 1
    /// Aligns the content horizontally from the right of the control.
    case right = 2
    /// Aligns the content horizontally to fill the content rectangles.
    case fill = 3
    /// Aligns the content horizontally from the leading edge of the control.
    case leading = 4
    /// Aligns the content horizontally from the trailing edge of the control.
    case trailing = 5
  }

  /// The vertical alignment options for the content of a control.
  @nonexhaustive
  public enum ContentVerticalAlignment: Int, Sendable {
    /// Aligns the content vertically in the center of the control.
    case center = 0
    /// Aligns the content vertically at the top of the control.
    case top = 1
    /// Aligns the content vertically at the bottom of the control.
    case bottom = 2
    /// Aligns the content vertically to fill the content rectangle.
    case fill = 3
  }
}
