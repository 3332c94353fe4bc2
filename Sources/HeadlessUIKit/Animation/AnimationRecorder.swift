extension Headless {
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
    /// Whether the animation repeats indefinitely (`UIView.AnimationOptions.repeat`).
    public let repeats: Bool
    /// Whether each forward run is followed by a backward one
    /// (`UIView.AnimationOptions.autoreverse`).
    public let autoreverses: Bool

    /// How long the animation plays after its delay: one run, two with ``autoreverses``, forever
    /// when it ``repeats``.
    var playingTime: TimeInterval {
      Self.playingTime(duration: duration, repeats: repeats, autoreverses: autoreverses)
    }

    /// How long an animation of `duration` plays after its delay: one run, two when it
    /// `autoreverses`, forever when it `repeats`.
    static func playingTime(duration: TimeInterval, repeats: Bool, autoreverses: Bool)
      -> TimeInterval
    {
      if repeats { return .infinity }
      return autoreverses ? 2 * duration : duration
    }

    /// The cubic Bézier of the timing curve: `curve`'s, or an animator's custom control points.
    let timing: (x1: Double, y1: Double, x2: Double, y2: Double)
    /// The animation clock's time when the animation was committed.
    let committedAt: TimeInterval
    /// The property animator that runs this animation, if any.
    weak var animatorOwner: UIViewPropertyAnimator?

    /// The property animator whose timeline drives this animation, or `nil` for one committed by
    /// `UIView.animate`.
    ///
    /// For an animator's animation, ``delay`` and ``duration`` are on the animator's timeline
    /// (seconds of its ``UIViewPropertyAnimator/duration``, not counting a start delay), and
    /// ``frame(at:)`` takes a time on that timeline; ``Headless/AnimationRecorder/presentedFrame(of:)``
    /// samples it at the animator's current position.
    public var animator: UIViewPropertyAnimator? { animatorOwner }

    init(
      view: UIView, from: CGRect, to: CGRect, duration: TimeInterval, delay: TimeInterval,
      curve: UIView.AnimationCurve,
      timing: (x1: Double, y1: Double, x2: Double, y2: Double)? = nil,
      animator: UIViewPropertyAnimator? = nil, repeats: Bool = false, autoreverses: Bool = false
    ) {
      self.repeats = repeats
      self.autoreverses = autoreverses
      self.viewHandle = view.itemHandle
      self.viewName = view.itemName
      self.fromFrame = from
      self.toFrame = to
      self.duration = duration
      self.delay = delay
      self.curve = curve
      self.timing = timing ?? Self.controlPoints(of: curve)
      self.committedAt = AnimationRecorder.currentTime
      self.animatorOwner = animator
    }

    /// The frame at `time` seconds after the animation was committed.
    ///
    /// A repeating animation runs from ``fromFrame`` to ``toFrame`` again and again (and back
    /// each time, with ``autoreverses``); one that only autoreverses runs there and back once,
    /// then shows ``toFrame``.
    ///
    /// - Parameter time: Seconds since `UIView.animate` was called.
    /// - Returns: The interpolated frame: ``fromFrame`` before the delay, ``toFrame`` after the end.
    public func frame(at time: TimeInterval) -> CGRect {
      let progress: Double
      if duration <= 0 {
        progress = time >= delay ? 1 : 0
      } else if repeats || autoreverses {
        progress = cycleProgress(after: time - delay)
      } else {
        progress = Swift.min(1, Swift.max(0, (time - delay) / duration))
      }
      return frame(atProgress: progress, eased: true)
    }

    /// The progress of a repeating or autoreversing animation `elapsed` seconds after its delay.
    private func cycleProgress(after elapsed: TimeInterval) -> Double {
      guard elapsed > 0 else { return 0 }
      // One cycle: there, and back when it autoreverses.
      let span = Self.playingTime(duration: duration, repeats: false, autoreverses: autoreverses)
      if !repeats && elapsed >= span { return 1 }
      let phase = elapsed.truncatingRemainder(dividingBy: span) / duration
      return phase <= 1 ? phase : 2 - phase
    }

    /// The frame at a fraction of the animation's own time, through the timing curve or not.
    func frame(atProgress progress: Double, eased: Bool) -> CGRect {
      let clamped = Swift.min(1, Swift.max(0, progress))
      let amount = CGFloat(eased ? Self.ease(clamped, timing) : clamped)
      func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * amount }
      return CGRect(
        x: mix(fromFrame.minX, toFrame.minX), y: mix(fromFrame.minY, toFrame.minY),
        width: mix(fromFrame.width, toFrame.width), height: mix(fromFrame.height, toFrame.height))
    }

    /// The control points of Core Animation's timing curves.
    static func controlPoints(of curve: UIView.AnimationCurve) -> (
      x1: Double, y1: Double, x2: Double, y2: Double
    ) {
      switch curve {
      case .linear: return (0, 0, 1, 1)
      case .easeIn: return (0.42, 0, 1, 1)
      case .easeOut: return (0, 0, 0.58, 1)
      case .easeInOut: return (0.42, 0, 0.58, 1)
      }
    }

    /// A cubic Bézier timing curve from (0, 0) to (1, 1), solved for `t` by bisection.
    static func ease(_ t: Double, _ points: (x1: Double, y1: Double, x2: Double, y2: Double))
      -> Double
    {
      if points == (0, 0, 1, 1) || t <= 0 || t >= 1 { return Swift.min(1, Swift.max(0, t)) }
      func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
      }
      var low = 0.0
      var high = 1.0
      for _ in 0..<40 {
        let mid = (low + high) / 2
        if bezier(mid, points.x1, points.x2) < t { low = mid } else { high = mid }
      }
      return bezier((low + high) / 2, points.y1, points.y2)
    }

    func extend(to frame: CGRect) {
      toFrame = frame
    }
  }
}

extension Headless {
  /// The animations recorded by `UIView.animate` and `UIViewPropertyAnimator`, and the clock that
  /// ends them. (HeadlessUIKit only.)
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
  /// zero duration, since UIKit calls completions asynchronously. Running property animators move
  /// with the same clock and finish when it reaches their end.
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

    /// The active property animators (running or paused), in the order they became active.
    static var activeAnimators: [UIViewPropertyAnimator] = []

    /// The number of completions waiting for their animations to end (property animators'
    /// completions not included).
    public static var pendingCompletionCount: Int { pending.count }

    /// A number that orders events committed at the same time.
    static func takeOrder() -> Int {
      defer { nextOrder += 1 }
      return nextOrder
    }

    /// Moves the animation clock forward: running property animators move with it, and the
    /// animations that end are finished in order of their end times (then of their commits):
    /// `UIView.animate` completions run with `true`, animators finish and run theirs.
    ///
    /// Completions that commit new animations schedule them from the new ``currentTime``; those
    /// that end within the advanced time run too. `advance(by: 0)` runs the completions of
    /// zero-duration animations.
    ///
    /// - Parameter seconds: The animation time that passes (negative values count as zero).
    public static func advance(by seconds: TimeInterval) {
      var events = 0
      if !runEvents(until: currentTime + Swift.max(0, seconds), events: &events) {
        reportUnfinished(events: events)
      }
    }

    /// Ends every pending animation and running animator.
    ///
    /// Advances the clock to the last end time and runs all the completions (including those of
    /// animations the completions commit). Paused animators stay where they are.
    ///
    /// Completions that keep committing new animations (a pulse that restarts itself) would never
    /// let this end: after ``maximumFinishRounds`` rounds of new end times, or
    /// ``maximumEventsPerInstant`` completions committed and ended at one instant, it stops and
    /// reports ``LayoutIssue/Kind/animationsDidNotFinish``; what is still pending stays pending.
    public static func finishPendingAnimations() {
      var rounds = 0
      var events = 0
      while let last = latestEndTime() {
        rounds += 1
        guard rounds <= maximumFinishRounds,
          runEvents(until: Swift.max(currentTime, last), events: &events)
        else {
          reportUnfinished(events: events)
          return
        }
      }
    }

    /// The most rounds ``finishPendingAnimations()`` makes, each to the latest end time known when
    /// it starts (a chain of completions that each start the next animation takes one per link).
    public static let maximumFinishRounds = 1_000

    /// The most completions of animations committed during one clock move that run at a single
    /// instant (zero-duration animations that restart themselves would otherwise never let the
    /// clock move on).
    public static let maximumEventsPerInstant = 1_000

    private static func reportUnfinished(events: Int) {
      let running = activeAnimators.count { $0.endTime(from: currentTime) != nil }
      LayoutDiagnostics.report(
        .animationsDidNotFinish(events: events, pending: pending.count + running))
    }

    /// The latest end among pending completions and running animators, if any.
    private static func latestEndTime() -> TimeInterval? {
      var latest = pending.map(\.endTime).max()
      for animator in activeAnimators {
        guard let end = animator.endTime(from: currentTime) else { continue }
        latest = Swift.max(latest ?? end, end)
      }
      return latest
    }

    /// Runs the events due by `target` in time order, moving the clock to each, then to `target`.
    ///
    /// An end within a nanosecond of `target` counts as reached (so that advancing by 0.3 and then
    /// 0.2 reaches an end 0.5 later, whatever round-off the clock's sums carry).
    ///
    /// - Returns: False when it stopped early: more than ``maximumEventsPerInstant`` events
    ///   committed during the call ran at one instant. `events` counts the events run.
    private static func runEvents(until target: TimeInterval, events: inout Int) -> Bool {
      let reached = target + 1e-9
      enum Source {
        case completion(Int)
        case animator(Int)
      }
      // Events committed from here on, and how many of them ran at the current instant.
      let firstNewOrder = nextOrder
      var newAtInstant = 0
      var instant = currentTime
      while true {
        var best: (time: TimeInterval, order: Int, source: Source)?
        func consider(_ time: TimeInterval, _ order: Int, _ source: Source) {
          if let current = best, (current.time, current.order) <= (time, order) { return }
          best = (time, order, source)
        }
        for (index, entry) in pending.enumerated() where entry.endTime <= reached {
          consider(entry.endTime, entry.order, .completion(index))
        }
        for (index, animator) in activeAnimators.enumerated() {
          guard let end = animator.endTime(from: currentTime), end <= reached else { continue }
          consider(end, animator.order, .animator(index))
        }
        guard let event = best else { break }
        if event.order >= firstNewOrder {
          if event.time > instant {
            instant = event.time
            newAtInstant = 0
          }
          newAtInstant += 1
          if newAtInstant > maximumEventsPerInstant { return false }
        }
        events += 1
        moveClock(to: Swift.min(event.time, target))
        switch event.source {
        case .completion(let index):
          let entry = pending.remove(at: index)
          entry.completion(true)
        case .animator(let index):
          activeAnimators[index].reachEnd()
        }
      }
      moveClock(to: target)
      return true
    }

    /// Sets the clock, moving every running animator by the time that passes.
    private static func moveClock(to time: TimeInterval) {
      let delta = time - currentTime
      guard delta > 0 else { return }
      currentTime = time
      for animator in activeAnimators { animator.advanceTimeline(by: delta) }
    }

    /// Keeps a completion until the animation committed now ends: never for one that repeats
    /// indefinitely; after the backward run too for one that autoreverses.
    static func schedule(
      completion: ((Bool) -> Void)?, duration: TimeInterval, delay: TimeInterval,
      options: UIView.AnimationOptions = []
    ) {
      guard let completion else { return }
      guard animationsEnabled else {
        // Nothing animates: the completion runs as soon as the clock is advanced at all.
        pending.append(
          PendingCompletion(endTime: currentTime, order: takeOrder(), completion: completion))
        return
      }
      guard !options.contains(.repeat) else { return }
      let playing = RecordedAnimation.playingTime(
        duration: Swift.max(0, duration), repeats: false,
        autoreverses: options.contains(.autoreverse))
      let end = currentTime + Swift.max(0, delay) + playing
      pending.append(PendingCompletion(endTime: end, order: takeOrder(), completion: completion))
    }

    private struct Context {
      let duration: TimeInterval
      let delay: TimeInterval
      let curve: UIView.AnimationCurve
      let timing: (x1: Double, y1: Double, x2: Double, y2: Double)?
      let animator: UIViewPropertyAnimator?
      var repeats = false
      var autoreverses = false
      /// Whether the block is a keyframe animation (`addKeyframe` calls nest in it).
      var keyframes = false
      var records: [ObjectIdentifier: RecordedAnimation] = [:]
    }
    // Read by every frame change: no dynamic exclusivity checks (main actor, never overlapping).
    @exclusivity(unchecked) private static var contexts: [Context] = []
    @exclusivity(unchecked) private static var suppressed = 0
    /// How many animation blocks are open (`contexts.count`, kept as a plain integer so that a
    /// frame change outside animations reads nothing else).
    @exclusivity(unchecked) private static var openBlocks = 0

    /// Whether view animations are enabled (`UIView.setAnimationsEnabled(_:)`).
    static var animationsEnabled = true

    /// The timing of the innermost open keyframe animation, if the innermost block is one.
    static var keyframeTiming: (duration: TimeInterval, delay: TimeInterval)? {
      guard let last = contexts.last, last.keyframes else { return nil }
      return (last.duration, last.delay)
    }

    /// Whether frame changes may be recorded now (inside an animation block): recording names
    /// the view, which reads its overridable `accessibilityIdentifier`.
    static var mayRecordFrameChanges: Bool { openBlocks > 0 }

    /// Forgets every recorded animation (pending completions stay: they run when their
    /// animations end).
    public static func removeAll() {
      animations.removeAll()
    }

    /// The duration of the innermost open animation block, or 0 outside animation blocks.
    static var currentDuration: TimeInterval { contexts.last?.duration ?? 0 }

    /// The duration and curve of a `UIView.animate` block opened now.
    ///
    /// Inside another `UIView.animate` block it inherits that block's duration and curve, unless
    /// `options` holds `overrideInheritedDuration` or `overrideInheritedCurve` (or
    /// `overrideInheritedOptions`, for the curve). Blocks of a property animator keep their own
    /// timing.
    static func nestedTiming(
      duration: TimeInterval, curve: UIView.AnimationCurve, options: UIView.AnimationOptions
    ) -> (duration: TimeInterval, curve: UIView.AnimationCurve) {
      guard let outer = contexts.last, outer.animator == nil else { return (duration, curve) }
      let ownCurve = !options.isDisjoint(with: [.overrideInheritedCurve, .overrideInheritedOptions])
      return (
        options.contains(.overrideInheritedDuration) ? duration : outer.duration,
        ownCurve ? curve : outer.curve
      )
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

    /// The frame `view` shows now, on the animation clock — what UIKit's presentation layer
    /// shows.
    ///
    /// The view's latest animation that is still in flight decides: a `UIView.animate` animation
    /// sampled at ``currentTime``, or a property animator's at the animator's position (linearly
    /// while it is paused and ``UIViewPropertyAnimator/scrubsLinearly``). With none in flight,
    /// the view's ``UIView/frame``.
    ///
    /// - Parameter view: The view.
    /// - Returns: The frame on screen now.
    public static func presentedFrame(of view: UIView) -> CGRect {
      for record in animations.reversed() where record.view === view {
        if let animator = record.animatorOwner {
          guard animator.state == .active else { continue }
          return animator.presentedFrame(of: record)
        }
        let time = currentTime - record.committedAt
        // Ended within a nanosecond counts as ended, as for completions (see `runEvents`).
        guard time < record.delay + record.playingTime - 1e-9 else { continue }
        return record.frame(at: time)
      }
      return view.frame
    }

    static func run(
      duration: TimeInterval, delay: TimeInterval, curve: UIView.AnimationCurve,
      timing: (x1: Double, y1: Double, x2: Double, y2: Double)? = nil,
      animator: UIViewPropertyAnimator? = nil, options: UIView.AnimationOptions = [],
      keyframes: Bool = false, animations body: () -> Void
    ) {
      contexts.append(
        Context(
          duration: duration, delay: delay, curve: curve, timing: timing, animator: animator,
          repeats: options.contains(.repeat), autoreverses: options.contains(.autoreverse),
          keyframes: keyframes))
      openBlocks += 1
      body()
      openBlocks -= 1
      _ = contexts.popLast()
    }

    static func withoutRecording(_ body: () -> Void) {
      suppressed += 1
      body()
      suppressed -= 1
    }

    static func frameDidChange(_ view: UIView, from: CGRect, to: CGRect) {
      guard openBlocks > 0, suppressed == 0, animationsEnabled, !contexts.isEmpty else { return }
      let index = contexts.count - 1
      let key = ObjectIdentifier(view)
      // The same handle, not just the same identifier: a view freed in the block may have left
      // its address to a new one.
      if let existing = contexts[index].records[key], existing.viewHandle === view.itemHandle {
        existing.extend(to: to)
        return
      }
      let context = contexts[index]
      let record = RecordedAnimation(
        view: view, from: from, to: to, duration: context.duration, delay: context.delay,
        curve: context.curve, timing: context.timing, animator: context.animator,
        repeats: context.repeats, autoreverses: context.autoreverses)
      contexts[index].records[key] = record
      context.animator?.records.append(record)
      animations.append(record)
      if animations.count > 10_000 { animations.removeFirst(animations.count - 10_000) }
    }
  }
}

/// The hook `UIView.frame` calls; kept apart so views don't know about recording.
@MainActor
enum UIViewAnimationRecorder {
  static func frameDidChange(_ view: UIView, from: CGRect, to: CGRect) {
    AnimationRecorder.frameDidChange(view, from: from, to: to)
  }
}
