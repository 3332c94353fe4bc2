/// A set of methods that makes the iOS interface environment available to your app: the trait
/// collection of a view or view controller.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/uitraitenvironment>
@MainActor
public protocol UITraitEnvironment: AnyObject {
  /// The traits that describe the environment of the object.
  var traitCollection: UITraitCollection { get }

  /// Called when the object's trait collection changed.
  ///
  /// - Parameter previousTraitCollection: The traits before the change, or `nil`.
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
