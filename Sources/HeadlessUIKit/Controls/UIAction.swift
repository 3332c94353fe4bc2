/// A type that defines the closure for an action handler.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu element that performs its action in a closure.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/uiaction>
@MainActor
open class UIAction: NSObject {
  /// The action's title.
  open var title: String
  /// The action's image.
  open var image: UIImage?
  /// The unique identifier for the action.
  public let identifier: UIAction.Identifier
  /// An elaborated title that explains the purpose of the action.
  open var discoverabilityTitle: String?
  /// The object responsible for the action handler (the control that sent it).
  public internal(set) var sender: AnyObject? {
    get { senderReference.object }
    set { senderReference = UnretainedObject(newValue) }
  }
  /// The sender, held weakly (see ``UnretainedObject``).
  private var senderReference = UnretainedObject(nil)
  let handler: UIActionHandler

  /// Creates an action with the specified title, image, identifier, and handler.
  ///
  /// - Parameters:
  ///   - title: The action's title.
  ///   - image: The action's image.
  ///   - identifier: The action's unique identifier; a new one when `nil`.
  ///   - discoverabilityTitle: An elaborated title that explains the purpose of the action.
  ///   - handler: The handler to invoke.
  public init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, handler: @escaping UIActionHandler
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier ?? UIAction.Identifier(rawValue: UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.handler = handler
    super.init()
  }

  /// A type that represents an action identifier.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's text.
    public var rawValue: String
    /// Creates an identifier.
    ///
    /// - Parameter rawValue: The identifier's text.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier.
    ///
    /// - Parameter rawValue: The identifier's text.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
}
