/// A class that animates changes to views and allows the dynamic modification of those
/// animations.
///
/// HeadlessUIKit runs the animator on ``Headless/AnimationRecorder``'s clock. Starting it (or pausing it,
/// or setting ``fractionComplete``) runs its animation blocks: frames changed inside them,
/// including by `layoutIfNeeded()`, take their final values at once — UIKit's model values — and
/// are recorded as ``Headless/RecordedAnimation``s on the animator's timeline.
/// ``Headless/AnimationRecorder/presentedFrame(of:)`` shows where a view is on screen. A running animator
/// moves with ``Headless/AnimationRecorder/advance(by:)``; when it reaches its end it returns to the
/// inactive state and runs its completions (with `.end`, or `.start` when reversed — the views
/// then go back to their starting frames).
///
/// ```swift
/// let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) {
///   heightConstraint.constant = 200
///   root.layoutIfNeeded()
/// }
/// animator.addCompletion { position in print(position == .end) }
/// animator.startAnimation()
/// AnimationRecorder.advance(by: 0.15)  // half way: fractionComplete is 0.5
/// ```
///
/// UIKit: <https://developer.apple.com/documentation/uikit/uiviewpropertyanimator>
@MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
  /// The timing information used for the animations.
  public private(set) var timingParameters: (any UITimingCurveProvider)?
  private let storedDuration: TimeInterval
  /// The total duration of the animations, in seconds.
  open var duration: TimeInterval { storedDuration }
  /// The delay, in seconds, before the animations start (set by ``startAnimation(afterDelay:)``).
  public private(set) var delay: TimeInterval = 0
  /// Whether the animator is interruptible and can be paused or stopped.
  open var isInterruptible = true
  /// Whether views receive touches while animating.
  open var isUserInteractionEnabled = true
  /// Whether the animator leaves hit-testing of the animating views to them.
  open var isManualHitTestingEnabled = false
  /// Whether a paused animation scrubs linearly (the default) or along its timing curve.
  open var scrubsLinearly = true
  /// Whether the animator pauses at its end instead of finishing (and stays active).
  open var pausesOnCompletion = false

  var storedState = UIViewAnimatingState.inactive
  var running = false
  /// The animator's position on its timeline, in seconds from 0 to ``duration``.
  var elapsed: TimeInterval = 0
  /// The part of a start delay that has not passed yet.
  var remainingDelay: TimeInterval = 0
  /// How many clock seconds one second of the timeline takes (``continueAnimation(withTimingParameters:durationFactor:)``).
  var timeScale: Double = 1
  var pendingAnimations: [(animation: () -> Void, delayFactor: CGFloat)] = []
  var completions: [(UIViewAnimatingPosition) -> Void] = []
  /// The frame changes the animation blocks made, in the order they were recorded.
  var records: [RecordedAnimation] = []
  /// Orders animators that end at the same time (the order they became active in).
  var order = 0

  /// Initializes the animator object with a custom timing curve object.
  ///
  /// - Parameters:
  ///   - duration: The duration of the animation, in seconds.
  ///   - parameters: The timing information (a ``UICubicTimingParameters`` or
  ///     ``UISpringTimingParameters``).
  public required init(
    duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider
  ) {
    storedDuration = duration.isFinite ? Swift.max(0, duration) : 0
    timingParameters = parameters
    super.init()
  }

  /// Initializes the animator with a built-in UIKit timing curve.
  ///
  /// - Parameters:
  ///   - duration: The duration of the animation, in seconds.
  ///   - curve: The UIKit timing curve to apply to the animation.
  ///   - animations: The block containing the animations.
  public convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }

  /// Initializes the animator object with a cubic Bézier timing curve.
  ///
  /// - Parameters:
  ///   - duration: The duration of the animation, in seconds.
  ///   - point1: The first control point for the cubic Bézier timing curve.
  ///   - point2: The second control point for the cubic Bézier timing curve.
  ///   - animations: The block containing the animations.
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { addAnimations(animations) }
  }

  /// Initializes the animator object with spring-based timing information (recorded with the
  /// ease-in-out curve).
  ///
  /// - Parameters:
  ///   - duration: The duration of the animation, in seconds.
  ///   - ratio: The damping ratio to apply to the initial acceleration and oscillation.
  ///   - animations: The block containing the animations.
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { addAnimations(animations) }
  }

  /// Creates and returns an animator object that begins running its animations immediately.
  ///
  /// - Parameters:
  ///   - duration: The duration of the animation, in seconds.
  ///   - delay: The number of seconds to wait before starting the animations.
  ///   - options: The options to apply (the curve options choose the timing curve).
  ///   - animations: The block containing the animations.
  ///   - completion: A block run when the animations finish, with their final position.
  /// - Returns: The running animator.
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> Self {
    let animator = self.init(
      duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  // MARK: UIViewAnimating

  /// The current state of the animation.
  open var state: UIViewAnimatingState { storedState }

  /// Whether the animation is running (active and not paused).
  open var isRunning: Bool { running }

  /// Whether the animation runs in the reverse direction, back to its start.
  open var isReversed = false

  /// The completion percentage of the animation: 0 at the beginning, 1 at the end.
  ///
  /// You can set it only while the animator is paused (setting it on an inactive animator
  /// activates it, paused); other sets are ignored, as in UIKit.
  open var fractionComplete: CGFloat {
    get { storedDuration > 0 ? CGFloat(elapsed / storedDuration) : 0 }
    set {
      guard !running, storedState != .stopped, newValue.isFinite else { return }
      if storedState == .inactive { activate() }
      elapsed = Double(Swift.min(1, Swift.max(0, newValue))) * storedDuration
    }
  }

  /// Starts the animation from an inactive or paused state.
  open func startAnimation() {
    guard storedState != .stopped else {
      reportMisuse("startAnimation() on a stopped animator; call finishAnimation(at:) first")
      return
    }
    if storedState == .inactive { activate() }
    running = true
  }

  /// Starts the animation after the specified delay.
  ///
  /// - Parameter delay: The time, in seconds, to wait before starting the animation.
  open func startAnimation(afterDelay delay: TimeInterval) {
    guard storedState != .stopped else {
      reportMisuse("startAnimation(afterDelay:) on a stopped animator")
      return
    }
    let wait = delay.isFinite ? Swift.max(0, delay) : 0
    self.delay = wait
    remainingDelay = wait
    startAnimation()
  }

  /// Pauses a running animation at its current position (activating an inactive animator).
  open func pauseAnimation() {
    guard storedState != .stopped else {
      reportMisuse("pauseAnimation() on a stopped animator")
      return
    }
    if storedState == .inactive { activate() }
    running = false
  }

  /// Stops the animations at their current positions: views keep the frames they show now.
  ///
  /// - Parameter withoutFinishing: `true` to go straight to the inactive state without running
  ///   the completions; `false` to go to the stopped state, to be finished with
  ///   ``finishAnimation(at:)``.
  open func stopAnimation(_ withoutFinishing: Bool) {
    switch storedState {
    case .inactive:
      return
    case .active:
      applyFrames(at: .current)
      running = false
      AnimationRecorder.activeAnimators.removeAll { $0 === self }
      storedState = .stopped
    case .stopped:
      break
    }
    if withoutFinishing { reset() }
  }

  /// Finishes a stopped animation and returns the animator to the inactive state, running its
  /// completions with `finalPosition`.
  ///
  /// - Parameter finalPosition: Where the views end: `.start` and `.end` set their starting and
  ///   final frames, `.current` leaves them where they stopped.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard storedState == .stopped else {
      reportMisuse("finishAnimation(at:) on an animator that is not stopped")
      return
    }
    applyFrames(at: finalPosition)
    complete(at: finalPosition)
  }

  // MARK: UIViewImplicitlyAnimating

  /// Adds the specified animation block to the animator.
  ///
  /// Added while the animator is active, the block runs at once and its animations use the
  /// remaining time.
  ///
  /// - Parameter animation: A block that changes animatable view properties.
  open func addAnimations(_ animation: @escaping () -> Void) {
    addAnimations(animation, delayFactor: 0)
  }

  /// Adds the specified animation block to the animator with a delay.
  ///
  /// - Parameters:
  ///   - animation: A block that changes animatable view properties.
  ///   - delayFactor: The fraction of the remaining duration to wait before the block's
  ///     animations begin, between 0 and 1.
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    let factor = delayFactor.isFinite ? Swift.min(1, Swift.max(0, delayFactor)) : 0
    switch storedState {
    case .inactive: pendingAnimations.append((animation, factor))
    case .active: run(animation, delayFactor: factor)
    case .stopped: reportMisuse("addAnimations(_:) on a stopped animator")
    }
  }

  /// Adds the specified completion block to the animator.
  ///
  /// - Parameter completion: A block run when the animations finish, with their final
  ///   position.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Resumes a paused animation, optionally with new timing parameters and a new duration for
  /// what remains.
  ///
  /// HeadlessUIKit keeps the curve the animations were recorded with; `parameters` becomes
  /// ``timingParameters``.
  ///
  /// - Parameters:
  ///   - parameters: The new timing parameters, or `nil` to keep the current ones.
  ///   - durationFactor: A multiplier for the time the rest of the animation takes (1 keeps
  ///     the remaining time).
  open func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {
    guard storedState == .active else {
      reportMisuse(
        "continueAnimation(withTimingParameters:durationFactor:) on an inactive animator")
      return
    }
    if let parameters { timingParameters = parameters }
    if durationFactor.isFinite && durationFactor > 0 { timeScale = Double(durationFactor) }
    running = true
  }
}
