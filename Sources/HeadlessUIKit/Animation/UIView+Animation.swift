extension UIView {
  /// Animate changes to one or more views using the specified duration, delay, options, and
  /// completion handler.
  ///
  /// HeadlessUIKit applies the end state at once (frames changed inside `animations`, including
  /// by `layoutIfNeeded()`, take their final values) and records each frame change as a
  /// ``RecordedAnimation`` in ``AnimationRecorder``, so a renderer or a test can sample it at any
  /// time. As in UIKit, `completion` runs later, with `true`: when the animation ends on
  /// ``AnimationRecorder``'s clock (``AnimationRecorder/advance(by:)`` past
  /// `delay + duration`, or ``AnimationRecorder/finishPendingAnimations()``) — never before
  /// this method returns, even for a zero duration. A call nested in another animation block
  /// inherits that block's duration and curve unless `options` holds
  /// `overrideInheritedDuration` or `overrideInheritedCurve`. With `.repeat` the recorded
  /// animation plays indefinitely (there and back with `.autoreverse`) and `completion` never
  /// runs; with `.autoreverse` alone it plays there and back once, then shows the end state.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)>
  ///
  /// - Parameters:
  ///   - duration: The total duration of the animations, in seconds.
  ///   - delay: The amount of time (in seconds) to wait before beginning the animations.
  ///   - options: A mask of options indicating how you want to perform the animations.
  ///   - animations: The changes to commit to the views.
  ///   - completion: A closure run when the animation sequence ends.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let timing = AnimationRecorder.nestedTiming(
      duration: duration, curve: options.curve, options: options)
    AnimationRecorder.run(
      duration: timing.duration, delay: delay, curve: timing.curve, options: options,
      animations: animations)
    AnimationRecorder.schedule(
      completion: completion, duration: timing.duration, delay: delay, options: options)
  }

  /// Returns the inherited duration of the current animation: the duration of the innermost
  /// animation block being run, or 0 outside animation blocks.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/inheritedanimationduration>
  public class var inheritedAnimationDuration: TimeInterval { AnimationRecorder.currentDuration }

  /// Animate changes to one or more views using the specified duration and completion handler.
  ///
  /// - Parameters:
  ///   - duration: The total duration of the animations, in seconds.
  ///   - animations: The changes to commit to the views.
  ///   - completion: A closure run when the animation sequence ends.
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations,
      completion: completion)
  }

  /// Animate changes to one or more views using the specified duration.
  ///
  /// - Parameters:
  ///   - duration: The total duration of the animations, in seconds.
  ///   - animations: The changes to commit to the views.
  public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void)
  {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// Performs a view animation using a timing curve corresponding to the motion of a physical
  /// spring (recorded with the ease-in-out curve); `completion` runs when it ends, as for
  /// ``animate(withDuration:delay:options:animations:completion:)``.
  ///
  /// - Parameters:
  ///   - duration: The total duration of the animations, in seconds.
  ///   - delay: The amount of time (in seconds) to wait before beginning the animations.
  ///   - dampingRatio: The damping ratio for the spring animation.
  ///   - velocity: The initial spring velocity.
  ///   - options: A mask of options indicating how you want to perform the animations.
  ///   - animations: The changes to commit to the views.
  ///   - completion: A closure run when the animation sequence ends.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    AnimationRecorder.run(
      duration: duration, delay: delay, curve: .easeInOut, options: options,
      animations: animations)
    AnimationRecorder.schedule(
      completion: completion, duration: duration, delay: delay, options: options)
  }

  /// Performs a spring animation with the iOS 17 parameters (recorded with the ease-in-out
  /// curve); `completion` runs when it ends, as for
  /// ``animate(withDuration:delay:options:animations:completion:)``.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration of the spring, in seconds.
  ///   - bounce: How bouncy the spring is (0 is critically damped).
  ///   - initialSpringVelocity: The initial velocity of the spring.
  ///   - delay: The amount of time (in seconds) to wait before beginning the animations.
  ///   - options: A mask of options indicating how you want to perform the animations.
  ///   - animations: The changes to commit to the views.
  ///   - completion: A closure run when the animation sequence ends.
  public static func animate(
    springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
    initialSpringVelocity: CGFloat = 0, delay: TimeInterval = 0,
    options: UIView.AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    AnimationRecorder.run(
      duration: duration, delay: delay, curve: .easeInOut, options: options,
      animations: animations)
    AnimationRecorder.schedule(
      completion: completion, duration: duration, delay: delay, options: options)
  }

  /// Creates a transition animation for the specified container view.
  ///
  /// `animations` runs at once (its frame changes are recorded like those of
  /// ``animate(withDuration:delay:options:animations:completion:)``; the transition's visual
  /// effect has no headless counterpart) and `completion` runs when the duration has passed on
  /// ``AnimationRecorder``'s clock.
  ///
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/transition(with:duration:options:animations:completion:)>
  ///
  /// - Parameters:
  ///   - view: The container view that performs the transition.
  ///   - duration: The duration of the transition animation, in seconds.
  ///   - options: A mask of options indicating how you want to perform the animations.
  ///   - animations: The changes to make to the view and its subviews.
  ///   - completion: A closure run when the transition ends.
  public static func transition(
    with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    AnimationRecorder.run(
      duration: duration, delay: 0, curve: options.curve, animations: animations ?? {})
    AnimationRecorder.schedule(completion: completion, duration: duration, delay: 0)
  }

  /// Creates a transition animation between the specified views.
  ///
  /// `toView` takes `fromView`'s place in its superview (at the same index), or, with
  /// `.showHideTransitionViews`, `fromView` is hidden and `toView` shown. `completion` runs when
  /// the duration has passed on ``AnimationRecorder``'s clock.
  ///
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/transition(from:to:duration:options:completion:)>
  ///
  /// - Parameters:
  ///   - fromView: The starting view for the transition.
  ///   - toView: The ending view for the transition.
  ///   - duration: The duration of the transition animation, in seconds.
  ///   - options: A mask of options indicating how you want to perform the animations.
  ///   - completion: A closure run when the transition ends.
  public static func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval,
    options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil
  ) {
    AnimationRecorder.run(duration: duration, delay: 0, curve: options.curve) {
      if options.contains(.showHideTransitionViews) {
        fromView.isHidden = true
        toView.isHidden = false
      } else if let superview = fromView.superview {
        let index = superview.subviews.firstIndex { $0 === fromView } ?? superview.subviews.count
        superview.insertSubview(toView, at: index)
        fromView.removeFromSuperview()
      }
    }
    AnimationRecorder.schedule(completion: completion, duration: duration, delay: 0)
  }

  /// Disables a view transition animation.
  ///
  /// - Parameter actionsWithoutAnimation: The changes to perform without animation.
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    AnimationRecorder.withoutRecording(actionsWithoutAnimation)
  }

  /// Options for animating views using block objects.
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Creates options from bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Lay out subviews at commit time so that they are animated along with their parent.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Allow the user to interact with views while they are being animated.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start the animation from the current setting associated with an already in-flight
    /// animation.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat the animation indefinitely.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Run the animation backwards and forwards.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Set the duration of an animation nested in another to its own, not the outer one's.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// Set the curve of an animation nested in another to its own, not the outer one's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Animate the views by changing the property values dynamically and redrawing the view.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Hide or show views during a view transition instead of removing and adding them.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// Do not inherit the options of an enclosing animation.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    /// No transition effect.
    public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
    /// A transition that flips a view around its vertical axis from left to right.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// A transition that flips a view around its vertical axis from right to left.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// A transition that curls a view up from the bottom.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// A transition that curls a view down from the top.
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// A transition that dissolves from one view to the next.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// A transition that flips a view around its horizontal axis from top to bottom.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// A transition that flips a view around its horizontal axis from bottom to top.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    /// Specify an ease-in ease-out curve (the default).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// An ease-in curve causes the animation to begin slowly and then speed up.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// An ease-out curve causes the animation to begin quickly and then slow down.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// A linear animation curve causes an animation to occur evenly over its duration.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    var curve: AnimationCurve {
      AnimationCurve(rawValue: Int((rawValue >> 16) & 3)) ?? .easeInOut
    }
  }

  /// Specifies the supported animation curves.
  public enum AnimationCurve: Int, Sendable {
    /// An ease-in ease-out curve.
    case easeInOut = 0
    /// An ease-in curve.
    case easeIn = 1
    /// An ease-out curve.
    case easeOut = 2
    /// A linear animation curve.
    case linear = 3
  }
}
