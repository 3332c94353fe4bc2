/// Constants indicating the current state of the animation.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/uiviewanimatingstate>
@nonexhaustive
public enum UIViewAnimatingState: Int, Sendable {
  /// The animations have not yet started executing. This is the initial state of the animator
  /// object.
  case inactive = 0
  /// The animator object is active and animations are either running or paused.
  case active = 1
  /// The animation is stopped: the animatable properties keep their current values and the
  /// animation cannot be started again until it is finished.
  case stopped = 2
}

/// Constants indicating the positions within an animation.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/uiviewanimatingposition>
@nonexhaustive
public enum UIViewAnimatingPosition: Int, Sendable {
  /// The end point of the animation.
  case end = 0
  /// The beginning of the animation.
  case start = 1
  /// The current position, for an animation stopped part way.
  case current = 2
}

/// An interface for implementing custom animator objects.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/uiviewanimating>
@MainActor
public protocol UIViewAnimating: AnyObject {
  /// The current state of the animation.
  var state: UIViewAnimatingState { get }
  /// Whether the animation is currently running.
  var isRunning: Bool { get }
  /// Whether the animation runs in the reverse direction.
  var isReversed: Bool { get set }
  /// The completion percentage of the animation, from 0 at the beginning to 1 at the end.
  var fractionComplete: CGFloat { get set }
  /// Starts the animation from an inactive or paused state.
  func startAnimation()
  /// Starts the animation after the specified delay.
  ///
  /// - Parameter delay: The time, in seconds, to wait before starting the animation.
  func startAnimation(afterDelay delay: TimeInterval)
  /// Pauses a running animation at its current position.
  func pauseAnimation()
  /// Stops the animations at their current positions.
  ///
  /// - Parameter withoutFinishing: `true` to move straight to the inactive state without any
  ///   final actions; `false` to move to the stopped state, to be finished with
  ///   ``finishAnimation(at:)``.
  func stopAnimation(_ withoutFinishing: Bool)
  /// Finishes the animations and returns the animator to the inactive state.
  ///
  /// - Parameter finalPosition: The final position for any view properties.
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An interface for modifying an animation while it is running.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/uiviewimplicitlyanimating>
@MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  /// Adds the specified animation block to the animator.
  ///
  /// - Parameter animation: A block that changes animatable view properties.
  func addAnimations(_ animation: @escaping () -> Void)
  /// Adds the specified animation block to the animator with a delay.
  ///
  /// - Parameters:
  ///   - animation: A block that changes animatable view properties.
  ///   - delayFactor: The fraction of the remaining duration to wait before the block's
  ///     animations begin, between 0 and 1.
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  /// Adds the specified completion block to the animator.
  ///
  /// - Parameter completion: A block run when the animations finish, with their final
  ///   position.
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  /// Resumes a paused animation, with new timing parameters or a new duration.
  ///
  /// - Parameters:
  ///   - parameters: The new timing parameters, or `nil` to keep the current ones.
  ///   - durationFactor: A multiplier for the time the rest of the animation takes (1 keeps
  ///     the remaining time).
  func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}
