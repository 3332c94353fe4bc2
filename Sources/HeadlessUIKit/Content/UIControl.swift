/// The base class for controls, which are visual elements that convey a specific action or
/// intention in response to user interactions.
///
/// HeadlessUIKit has no touches; ``sendActions(for:)`` runs the actions registered with
/// ``addAction(_:for:)``. (Target–action with selectors needs the Objective-C runtime and is not
/// available.) UIKit: <https://developer.apple.com/documentation/uikit/uicontrol>
@MainActor
open class UIControl: UIView {
  private var actions: [(action: UIAction, events: Event)] = []

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
  /// - Parameters:
  ///   - action: The action to run.
  ///   - controlEvents: The events that trigger the action.
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    actions.append((action, controlEvents))
  }

  /// Removes the specified action from the control for the given events.
  ///
  /// - Parameters:
  ///   - action: The action to remove.
  ///   - controlEvents: The events the action no longer answers.
  open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    actions.removeAll { $0.action === action && controlEvents.contains($0.events) }
  }

  /// Removes the action with the given identifier for the given events.
  ///
  /// - Parameters:
  ///   - actionIdentifier: The identifier of the action to remove.
  ///   - controlEvents: The events the action no longer answers.
  open func removeAction(
    identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event
  ) {
    actions.removeAll {
      $0.action.identifier == actionIdentifier && controlEvents.contains($0.events)
    }
  }

  /// Calls the action methods associated with the specified events.
  ///
  /// - Parameter controlEvents: The events for which to send actions.
  open func sendActions(for controlEvents: UIControl.Event) {
    for entry in actions where !entry.events.intersection(controlEvents).isEmpty {
      entry.action.sender = self
      entry.action.handler(entry.action)
    }
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
