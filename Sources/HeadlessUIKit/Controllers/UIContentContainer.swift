/// A set of methods for adapting the contents of your view controllers to size and trait
/// changes; ``UIViewController`` provides the default implementations.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/uicontentcontainer>
@MainActor
public protocol UIContentContainer: AnyObject {
  /// The preferred size for the container's main view.
  var preferredContentSize: CGSize { get }
  /// Notifies the container that the size of its view is about to change.
  ///
  /// - Parameters:
  ///   - size: The new size for the container's view.
  ///   - coordinator: The transition coordinator managing the size change.
  func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
  /// Notifies the container that its trait collection is about to change.
  ///
  /// - Parameters:
  ///   - newCollection: The traits to be applied to the container.
  ///   - coordinator: The transition coordinator managing the trait change.
  func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  )
  /// Returns the size of the specified child container's content.
  ///
  /// - Parameters:
  ///   - container: The child container.
  ///   - parentSize: The size of the parent container's view.
  /// - Returns: The size of the child's view.
  func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize
  /// Notifies the container that a child container's preferred content size changed.
  ///
  /// - Parameter container: The child container.
  func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
  /// Notifies the container that a child container's fitting size changed.
  ///
  /// - Parameter container: The child container.
  func systemLayoutFittingSizeDidChange(
    forChildContentContainer container: any UIContentContainer)
}
