extension UIView {
  /// The body of ``animate(withDuration:delay:options:animations:completion:)``.
  static func recordAnimation(
    duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
    animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    let timing = AnimationRecorder.nestedTiming(
      duration: duration, curve: options.curve, options: options)
    AnimationRecorder.run(
      duration: timing.duration, delay: delay, curve: timing.curve, options: options,
      animations: animations)
    AnimationRecorder.schedule(
      completion: completion, duration: timing.duration, delay: delay, options: options)
  }

  /// The body of the spring animations: recorded with the ease-in-out curve.
  static func recordSpringAnimation(
    duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
    animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    AnimationRecorder.run(
      duration: duration, delay: delay, curve: .easeInOut, options: options,
      animations: animations)
    AnimationRecorder.schedule(
      completion: completion, duration: duration, delay: delay, options: options)
  }

  /// The body of the transitions: `animations` recorded with the options' curve.
  static func recordTransition(
    duration: TimeInterval, options: UIView.AnimationOptions,
    completion: ((Bool) -> Void)?, animations: () -> Void
  ) {
    AnimationRecorder.run(
      duration: duration, delay: 0, curve: options.curve, animations: animations)
    AnimationRecorder.schedule(completion: completion, duration: duration, delay: 0)
  }

  /// The body of the transitions with an animations closure.
  static func recordTransition(
    duration: TimeInterval, options: UIView.AnimationOptions, animations: () -> Void,
    completion: ((Bool) -> Void)?
  ) {
    recordTransition(
      duration: duration, options: options, completion: completion, animations: animations)
  }

  /// Puts `toView` in `fromView`'s place (or shows it and hides `fromView`).
  static func swapForTransition(
    from fromView: UIView, to toView: UIView, options: UIView.AnimationOptions
  ) {
    if options.contains(.showHideTransitionViews) {
      fromView.isHidden = true
      toView.isHidden = false
    } else if let superview = fromView.superview {
      let index = superview.subviews.firstIndex { $0 === fromView } ?? superview.subviews.count
      superview.insertSubview(toView, at: index)
      fromView.removeFromSuperview()
    }
  }

  /// The body of ``animateKeyframes(withDuration:delay:options:animations:completion:)``.
  static func recordKeyframeAnimation(
    duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions,
    animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    // Keyframe options share the bits of the animation options they name alike; their
    // calculation modes (bits 10 and up) have no headless counterpart.
    let shared = UIView.AnimationOptions(rawValue: options.rawValue & 0x3FF)
    let timing = AnimationRecorder.nestedTiming(
      duration: duration, curve: .linear, options: shared.union(.overrideInheritedCurve))
    AnimationRecorder.run(
      duration: timing.duration, delay: delay, curve: .linear, options: shared,
      keyframes: true, animations: animations)
    AnimationRecorder.schedule(
      completion: completion, duration: timing.duration, delay: delay, options: shared)
  }

  /// The body of ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``: a block
  /// nested in the keyframe animation, timed as a part of it.
  static func recordKeyframe(start: Double, duration: Double, animations: () -> Void) {
    guard let outer = AnimationRecorder.keyframeTiming else {
      AnimationRecorder.withoutRecording(animations)
      return
    }
    let start = Swift.min(1, Swift.max(0, start))
    let length = Swift.min(1 - start, Swift.max(0, duration))
    AnimationRecorder.run(
      duration: length * outer.duration, delay: outer.delay + start * outer.duration,
      curve: .linear, animations: animations)
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
    recordSpringAnimation(
      duration: duration, delay: delay, options: options, animations: animations,
      completion: completion)
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
  @nonexhaustive
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

  /// Options for use with keyframe-based animation methods.
  ///
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions>
  public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Creates options from bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Lay out subviews at commit time so that they are animated along with their parent.
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// Allow the user to interact with views while they are being animated.
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Start the animation from the current setting of an in-flight animation.
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Repeat the animation indefinitely.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Run the animation backwards and forwards.
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Force the animation to use the original duration value specified when it was submitted.
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    /// Do not inherit the options of an enclosing animation.
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
    /// Use a simple linear calculation when interpolating between keyframe values.
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// Do not interpolate between keyframe values.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Interpolate so that the animation runs at an even pace.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// Use a Catmull-Rom spline when interpolating between keyframe values.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// Use a Catmull-Rom spline, run at an even pace.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
  }
}
