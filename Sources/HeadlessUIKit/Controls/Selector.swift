#if !canImport(ObjectiveC)
/// A method's name, as target–action refers to it: on platforms without the Objective-C runtime
/// (Linux) a name only. (HeadlessUIKit's stand-in for the Objective-C `Selector`.)
///
/// `#selector(...)` needs the Objective-C runtime and does not compile on Linux; write
/// `Selector(("tap:"))` (which compiles against UIKit too) or a string literal. Without a runtime
/// to look a method up by name, a control calls its targets through
/// ``Headless/TargetActionReceiver``. Objective-C: <https://developer.apple.com/documentation/objectivec/selector>
public struct Selector: ExpressibleByStringLiteral {
  /// The method name.
  ///
  /// Apple's `Selector` keeps it in the Objective-C runtime and shows it only through
  /// `description` and `NSStringFromSelector(_:)`; so does this one.
  let name: String

  /// Creates a selector from a method name.
  ///
  /// - Parameter str: The method name, for example `"buttonTapped:"`.
  public init(_ str: String) { name = str }

  /// Creates a selector from a method name written as a string literal.
  ///
  /// - Parameter value: The method name.
  public init(stringLiteral value: String) { name = value }
}

extension Selector: Equatable, Hashable {
  // Two selectors are equal when they name the same method, as the Objective-C runtime
  // registers one selector per name.
}

extension Selector: CustomStringConvertible {
  /// The method name, for example `"buttonTapped:"`.
  public var description: String { name }
}

extension Selector: CustomReflectable {
  /// A mirror that shows the method name.
  public var customMirror: Mirror { Mirror(reflecting: name) }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Returns the name of a selector.
///
/// - Parameter aSelector: A selector.
/// - Returns: The selector's method name.
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Returns the selector with a given name.
///
/// - Parameter aSelectorName: A method name.
/// - Returns: The selector named `aSelectorName`.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
  Selector(aSelectorName)
}
#endif

extension Headless {
  /// An object that a ``UIControl`` can call with target–action where no Objective-C runtime can
  /// call a method by its selector (Linux). (HeadlessUIKit only; UIKit calls the method itself.)
  ///
  /// Adopt it in an extension compiled only without UIKit, and switch over the selectors you
  /// registered with ``UIControl/addTarget(_:action:for:)``.
  @MainActor
  public protocol TargetActionReceiver: AnyObject {
    /// Performs the action a selector names, as the method of that name would.
    ///
    /// - Parameters:
    ///   - action: The selector registered with the control.
    ///   - sender: The control that sends the action.
    /// - Returns: Whether the receiver handled the action; when the target is `nil` the control
    ///   asks each responder in the responder chain until one does.
    func receiveAction(_ action: Selector, sender: Any?) -> Bool
  }
}
