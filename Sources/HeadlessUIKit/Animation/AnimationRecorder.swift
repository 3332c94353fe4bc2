/// One view's frame change recorded inside `UIView.animate`. (HeadlessUIKit only.)
@MainActor
public final class RecordedAnimation {
  /// The animated view (weak: the record does not keep it alive).
  public private(set) weak var view: UIView?
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
    self.view = view
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

/// The animations recorded by `UIView.animate`. (HeadlessUIKit only.)
///
/// ```swift
/// AnimationRecorder.removeAll()
/// UIView.animate(withDuration: 0.3) { constraint.constant = 100; root.layoutIfNeeded() }
/// let halfway = AnimationRecorder.animations[0].frame(at: 0.15)
/// ```
@MainActor
public enum AnimationRecorder {
  /// The recorded animations, oldest first (the most recent 10,000).
  public private(set) static var animations: [RecordedAnimation] = []

  private struct Context {
    let duration: TimeInterval
    let delay: TimeInterval
    let curve: UIView.AnimationCurve
    var records: [ObjectIdentifier: RecordedAnimation] = [:]
  }
  private static var contexts: [Context] = []
  private static var suppressed = 0

  /// Forgets every recorded animation.
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
