/// The methods that an object adopts to respond to scroll-view events.
///
/// Every method is optional, as in UIKit: the protocol extension gives each an empty default.
/// HeadlessUIKit calls the ones its scroll views can cause (see ``UIScrollView/delegate``).
/// As with any protocol extension, a subclass that implements a method its superclass left to
/// the default is not called: implement it in the class that adopts the protocol.
/// UIKit: <https://developer.apple.com/documentation/uikit/uiscrollviewdelegate>
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
  /// Tells the delegate when the user scrolls the content view within the scroll view.
  ///
  /// - Parameter scrollView: The scroll view whose content offset changed.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// Tells the delegate that the scroll view's zoom factor changed.
  ///
  /// - Parameter scrollView: The scroll view.
  func scrollViewDidZoom(_ scrollView: UIScrollView)
  /// Tells the delegate when the scroll view is about to start scrolling the content.
  ///
  /// - Parameter scrollView: The scroll view.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// Tells the delegate when the user finishes scrolling the content.
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - velocity: The velocity of the scroll view when the touch ended.
  ///   - targetContentOffset: The expected offset when the scrolling decelerates to a stop.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// Tells the delegate when dragging ended in the scroll view.
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - decelerate: Whether the scrolling movement continues.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// Tells the delegate that the scroll view is starting to decelerate the scrolling movement.
  ///
  /// - Parameter scrollView: The scroll view.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  /// Tells the delegate that the scroll view ended decelerating the scrolling movement.
  ///
  /// - Parameter scrollView: The scroll view.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// Tells the delegate when a scrolling animation in the scroll view concludes.
  ///
  /// - Parameter scrollView: The scroll view.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// Asks the delegate for the view to scale when zooming is about to occur.
  ///
  /// - Parameter scrollView: The scroll view.
  /// - Returns: The view to scale, or `nil` for none.
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  /// Asks the delegate whether the scroll view should scroll to the top of the content.
  ///
  /// - Parameter scrollView: The scroll view.
  /// - Returns: Whether to scroll to the top.
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
  /// Tells the delegate that the scroll view scrolled to the top of the content.
  ///
  /// - Parameter scrollView: The scroll view.
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
  /// Called when the adjusted content insets of the scroll view change.
  ///
  /// - Parameter scrollView: The scroll view.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing (the method is optional).
  ///
  /// - Parameter scrollView: The scroll view.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing (the method is optional).
  ///
  /// - Parameter scrollView: The scroll view.
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  /// Does nothing (the method is optional).
  ///
  /// - Parameter scrollView: The scroll view.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Does nothing (the method is optional).
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - velocity: The velocity.
  ///   - targetContentOffset: The target offset.
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Does nothing (the method is optional).
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - decelerate: Whether the movement continues.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  /// Does nothing (the method is optional).
  ///
  /// - Parameter scrollView: The scroll view.
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing (the method is optional).
  ///
  /// - Parameter scrollView: The scroll view.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing (the method is optional).
  ///
  /// - Parameter scrollView: The scroll view.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// Returns `nil`: nothing zooms (the method is optional).
  ///
  /// - Parameter scrollView: The scroll view.
  /// - Returns: `nil`.
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  /// Returns `true` (the method is optional).
  ///
  /// - Parameter scrollView: The scroll view.
  /// - Returns: `true`.
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  /// Does nothing (the method is optional).
  ///
  /// - Parameter scrollView: The scroll view.
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  /// Does nothing (the method is optional).
  ///
  /// - Parameter scrollView: The scroll view.
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
