/// An abstract interface for responding to and handling events; the superclass of views and
/// view controllers.
///
/// HeadlessUIKit has no events; the class exists so that the class hierarchy — and code that
/// names it — matches UIKit's. UIKit: <https://developer.apple.com/documentation/uikit/uiresponder>
@MainActor
open class UIResponder: NSObject {
  /// Creates a responder.
  public override init() {
    super.init()
  }

  /// The next responder in the responder chain: a view's superview or view controller.
  open var next: UIResponder? { nil }
}
