extension UIViewPropertyAnimator {
  /// The recorded curve of the animator's timing parameters.
  private var recordedCurve:
    (curve: UIView.AnimationCurve, timing: (x1: Double, y1: Double, x2: Double, y2: Double)?)
  {
    guard let cubic = timingParameters?.cubicTimingParameters else { return (.easeInOut, nil) }
    if cubic.isBuiltin { return (cubic.animationCurve, nil) }
    let timing = (
      x1: Double(cubic.controlPoint1.x), y1: Double(cubic.controlPoint1.y),
      x2: Double(cubic.controlPoint2.x), y2: Double(cubic.controlPoint2.y)
    )
    return (.easeInOut, timing)
  }

  /// Moves to the active state (paused) and runs the animation blocks added so far.
  func activate() {
    storedState = .active
    order = AnimationRecorder.takeOrder()
    AnimationRecorder.activeAnimators.append(self)
    let blocks = pendingAnimations
    pendingAnimations.removeAll()
    for block in blocks { run(block.animation, delayFactor: block.delayFactor) }
  }

  /// Runs one animation block now, recording its frame changes from the current position to
  /// the end of the timeline (after `delayFactor` of the remaining time).
  func run(_ animation: () -> Void, delayFactor: CGFloat) {
    let start = elapsed
    let delay = start + Double(delayFactor) * (duration - start)
    let (curve, timing) = recordedCurve
    AnimationRecorder.run(
      duration: duration - delay, delay: delay, curve: curve, timing: timing, animator: self,
      animations: animation)
  }

  /// The frame `record` (one of this animator's) shows at the animator's position.
  func presentedFrame(of record: RecordedAnimation) -> CGRect {
    let position = elapsed
    let progress: Double
    if record.duration <= 0 {
      progress = position >= record.delay ? 1 : 0
    } else {
      progress = (position - record.delay) / record.duration
    }
    return record.frame(atProgress: progress, eased: isRunning || !scrubsLinearly)
  }

  /// Sets the animated views' frames for an animation that ends at `position`: their starting
  /// frames, the frames they show now, or their final frames.
  func applyFrames(at position: UIViewAnimatingPosition) {
    // Where a view has several records, the last frame set wins: the latest block's frame, or
    // for `.start` (records walked backwards) the earliest block's starting frame.
    let ordered = position == .start ? Array(records.reversed()) : records
    UIView.performWithoutAnimation {
      for record in ordered {
        guard let view = record.view else { continue }
        switch position {
        case .start: view.frame = record.fromFrame
        case .end: view.frame = record.toFrame
        case .current: view.frame = presentedFrame(of: record)
        }
      }
    }
  }

  /// The clock time at which a running animator reaches its end, or `nil` when it is not
  /// running (paused, stopped or inactive, or paused at its end).
  func endTime(from now: TimeInterval) -> TimeInterval? {
    guard state == .active, isRunning else { return nil }
    let distance = isReversed ? elapsed : duration - elapsed
    return now + remainingDelay + Swift.max(0, distance) * timeScale
  }

  /// Moves the timeline by `seconds` of clock time (first through any start delay).
  func advanceTimeline(by seconds: TimeInterval) {
    guard state == .active, isRunning else { return }
    var left = seconds
    if remainingDelay > 0 {
      let used = Swift.min(left, remainingDelay)
      remainingDelay -= used
      left -= used
    }
    guard left > 0 else { return }
    let step = left / timeScale
    let moved = elapsed + (isReversed ? -step : step)
    elapsed = Swift.min(duration, Swift.max(0, moved))
  }

  /// The running animation reached its end (its start, when reversed): it finishes there, or
  /// pauses there when ``pausesOnCompletion`` is set.
  func reachEnd() {
    remainingDelay = 0
    elapsed = isReversed ? 0 : duration
    if pausesOnCompletion {
      pauseAnimation()
      return
    }
    AnimationRecorder.activeAnimators.removeAll { $0 === self }
    let position: UIViewAnimatingPosition = isReversed ? .start : .end
    // The views already have their final frames (UIKit's model values); back to the start
    // when the animation ran in reverse.
    if position == .start { applyFrames(at: .start) }
    complete(at: position)
  }

  /// Returns to the inactive state and runs the completions with `position`.
  func complete(at position: UIViewAnimatingPosition) {
    let handlers = completions
    reset()
    for handler in handlers { handler(position) }
  }

  /// Back to the inactive state at the start of the timeline, with no blocks, completions or
  /// records left.
  func reset() {
    AnimationRecorder.activeAnimators.removeAll { $0 === self }
    storedState = .inactive
    running = false
    elapsed = 0
    remainingDelay = 0
    timeScale = 1
    pendingAnimations.removeAll()
    completions.removeAll()
    records.removeAll()
  }

  /// Reports a use UIKit refuses with an exception; the call is ignored.
  func reportMisuse(_ what: String) {
    LayoutDiagnostics.report(
      LayoutIssue(
        kind: .invalidAnimatorUse, message: "UIViewPropertyAnimator: \(what); ignored."))
  }
}
