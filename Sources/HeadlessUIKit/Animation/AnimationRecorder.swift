/// One view's frame change recorded inside `UIView.animate`. (HeadlessUIKit only.)
@MainActor
public final class RecordedAnimation {
  /// The animated view (weak: the record does not keep it alive).
  public var view: UIView? { viewHandle.view }
  let viewHandle: LayoutItemHandle
  /// The view's name (its `accessibilityIdentifier`, else its type and index).
  public let viewName: String
  /// The frame before the animation.
  public let fromFrame: CGRect
  /// The frame after the animation.
  public private(set) var toFrame: CGRect
  /// The animation's duration, in seconds.
  public let duration: TimeInterval
  /// The delay before the animation starts, in seconds.
  public let delay: TimeInterval
  /// The timing curve.
  public let curve: UIView.AnimationCurve

  init(
    view: UIView, from: CGRect, to: CGRect, duration: TimeInterval, delay: TimeInterval,
    curve: UIView.AnimationCurve
  ) {
    self.viewHandle = view.itemHandle
    self.viewName = view.itemName
    self.fromFrame = from
    self.toFrame = to
    self.duration = duration
    self.delay = delay
    self.curve = curve
  }

  /// The frame at `time` seconds after the animation was committed.
  ///
  /// - Parameter time: Seconds since `UIView.animate` was called.
  /// - Returns: The interpolated frame: ``fromFrame`` before the delay, ``toFrame`` after the end.
  public func frame(at time: TimeInterval) -> CGRect {
    let progress: Double
    if duration <= 0 {
      progress = time >= delay ? 1 : 0
    } else {
      progress = Swift.min(1, Swift.max(0, (time - delay) / duration))
    }
    let eased = CGFloat(Self.ease(progress, curve))
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * eased }
    return CGRect(
      x: mix(fromFrame.minX, toFrame.minX), y: mix(fromFrame.minY, toFrame.minY),
      width: mix(fromFrame.width, toFrame.width), height: mix(fromFrame.height, toFrame.height))
  }

  /// Core Animation's timing curves as cubic Béziers, solved by bisection.
  static func ease(_ t: Double, _ curve: UIView.AnimationCurve) -> Double {
    let (x1, y1, x2, y2): (Double, Double, Double, Double)
    switch curve {
    case .linear: return t
    case .easeIn: (x1, y1, x2, y2) = (0.42, 0, 1, 1)
    case .easeOut: (x1, y1, x2, y2) = (0, 0, 0.58, 1)
    case .easeInOut: (x1, y1, x2, y2) = (0.42, 0, 0.58, 1)
    }
    func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      let u = 1 - s
      return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<40 {
      let mid = (low + high) / 2
      if bezier(mid, x1, x2) < t { low = mid } else { high = mid }
    }
    return bezier((low + high) / 2, y1, y2)
  }

  func extend(to frame: CGRect) {
    toFrame = frame
  }
}

/// The animations recorded by `UIView.animate`, and the clock that ends them. (HeadlessUIKit
/// only.)
///
/// ```swift
/// AnimationRecorder.removeAll()
/// UIView.animate(withDuration: 0.3) { constraint.constant = 100; root.layoutIfNeeded() }
/// let halfway = AnimationRecorder.animations[0].frame(at: 0.15)
/// AnimationRecorder.advance(by: 0.3)  // the animation ends: its completion runs
/// ```
///
/// There is no run loop and no real time: animation time moves only when you call
/// ``advance(by:)`` (or ``finishPendingAnimations()``). An animation committed at
/// ``currentTime`` ends at `currentTime + delay + duration`; its completion runs, with
/// `true`, when the clock reaches that time — never inside `UIView.animate` itself, even for a
/// zero duration, since UIKit calls completions asynchronously.
@MainActor
public enum AnimationRecorder {
  /// The recorded animations, oldest first (the most recent 10,000).
  public private(set) static var animations: [RecordedAnimation] = []

  /// The animation clock: the seconds advanced so far with ``advance(by:)``.
  public private(set) static var currentTime: TimeInterval = 0

  /// A completion waiting for its animation to end.
  private struct PendingCompletion {
    let endTime: TimeInterval
    let order: Int
    let completion: (Bool) -> Void
  }
  private static var pending: [PendingCompletion] = []
  private static var nextOrder = 0

  /// The number of completions waiting for their animations to end.
  public static var pendingCompletionCount: Int { pending.count }

  /// Moves the animation clock forward and runs, in order of their end times (then of their
  /// animations' commits), the completions of the animations that have ended, with `true`.
  ///
  /// Completions that commit new animations schedule them from the new ``currentTime``; those
  /// that end within the advanced time run too. `advance(by: 0)` runs the completions of
  /// zero-duration animations.
  ///
  /// - Parameter seconds: The animation time that passes (negative values count as zero).
  public static func advance(by seconds: TimeInterval) {
    currentTime += Swift.max(0, seconds)
    runCompletions(endingBy: currentTime)
  }

  /// Ends every pending animation: advances the clock to the last end time and runs all the
  /// completions (including those of animations the completions commit).
  public static func finishPendingAnimations() {
    while let last = pending.map(\.endTime).max() {
      currentTime = Swift.max(currentTime, last)
      runCompletions(endingBy: currentTime)
    }
  }

  /// Runs the completions of animations ending by `time`, counting an end within a nanosecond
  /// of it as reached (so that advancing by 0.3 and then 0.2 reaches an end 0.5 later, whatever
  /// round-off the clock's sums carry).
  private static func runCompletions(endingBy time: TimeInterval) {
    let reached = time + 1e-9
    while true {
      let due = pending.enumerated().filter { $0.element.endTime <= reached }
      guard
        let next = due.min(by: {
          ($0.element.endTime, $0.element.order) < ($1.element.endTime, $1.element.order)
        })
      else { return }
      pending.remove(at: next.offset)
      next.element.completion(true)
    }
  }

  /// Keeps a completion until the animation committed now ends.
  static func schedule(
    completion: ((Bool) -> Void)?, duration: TimeInterval, delay: TimeInterval
  ) {
    guard let completion else { return }
    let end = currentTime + Swift.max(0, delay) + Swift.max(0, duration)
    pending.append(PendingCompletion(endTime: end, order: nextOrder, completion: completion))
    nextOrder += 1
  }

  private struct Context {
    let duration: TimeInterval
    let delay: TimeInterval
    let curve: UIView.AnimationCurve
    var records: [ObjectIdentifier: RecordedAnimation] = [:]
  }
  private static var contexts: [Context] = []
  private static var suppressed = 0

  /// Forgets every recorded animation (pending completions stay: they run when their
  /// animations end).
  public static func removeAll() {
    animations.removeAll()
  }

  /// The recorded animations of one view, oldest first.
  ///
  /// - Parameter view: The view.
  /// - Returns: Its animations.
  public static func animations(of view: UIView) -> [RecordedAnimation] {
    animations.filter { $0.view === view }
  }

  /// The frame `view` shows at `time` seconds after its latest animation began (its current
  /// frame when it has none).
  ///
  /// - Parameters:
  ///   - view: The view.
  ///   - time: Seconds since the animation was committed.
  /// - Returns: The sampled frame.
  public static func frame(of view: UIView, at time: TimeInterval) -> CGRect {
    animations.last(where: { $0.view === view })?.frame(at: time) ?? view.frame
  }

  static func run(
    duration: TimeInterval, delay: TimeInterval, curve: UIView.AnimationCurve,
    animations body: () -> Void
  ) {
    contexts.append(Context(duration: duration, delay: delay, curve: curve))
    body()
    _ = contexts.popLast()
  }

  static func withoutRecording(_ body: () -> Void) {
    suppressed += 1
    body()
    suppressed -= 1
  }

  static func frameDidChange(_ view: UIView, from: CGRect, to: CGRect) {
    guard suppressed == 0, !contexts.isEmpty else { return }
    let index = contexts.count - 1
    let key = ObjectIdentifier(view)
    if let existing = contexts[index].records[key] {
      existing.extend(to: to)
      return
    }
    let context = contexts[index]
    let record = RecordedAnimation(
      view: view, from: from, to: to, duration: context.duration, delay: context.delay,
      curve: context.curve)
    contexts[index].records[key] = record
    animations.append(record)
    if animations.count > 10_000 { animations.removeFirst(animations.count - 10_000) }
  }
}

/// The hook `UIView.frame` calls; kept apart so views don't know about recording.
@MainActor
enum UIViewAnimationRecorder {
  static func frameDidChange(_ view: UIView, from: CGRect, to: CGRect) {
    AnimationRecorder.frameDidChange(view, from: from, to: to)
  }
}
