import HeadlessUIKit
import Testing

/// A 300 × 100 root with a 50 × 50 box whose leading constant is `leading`.
@MainActor
private struct Stage {
  let root = makeRoot(width: 300, height: 100)
  let box: UIView
  let leading: NSLayoutConstraint

  init() {
    Headless.AnimationRecorder.finishPendingAnimations()
    box = makeView("box", in: root)
    leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    NSLayoutConstraint.activate([
      leading, box.topAnchor.constraint(equalTo: root.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 50),
      box.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
  }

  /// Moves the box to x = 100 through Auto Layout (for an animation block).
  func moveRight() {
    leading.constant = 100
    root.layoutIfNeeded()
  }

  var presentedX: CGFloat { Headless.AnimationRecorder.presentedFrame(of: box).minX }
}

@MainActor
@Suite("UIViewPropertyAnimator on the animation clock")
struct PropertyAnimatorTests {
  @Test("Starting runs the blocks (final frames at once); the clock moves the animation to its end")
  func runsToTheEnd() {
    let stage = Stage()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.moveRight() }
    animator.addCompletion { positions.append($0) }
    #expect(animator.state == .inactive)
    #expect(stage.box.frame.minX == 0)  // blocks wait for the start
    animator.startAnimation()
    #expect(animator.state == .active && animator.isRunning)
    #expect(stage.box.frame.minX == 100)  // the model value
    #expect(stage.presentedX == 0)  // on screen, still at the start
    Headless.AnimationRecorder.advance(by: 0.25)
    #expect(close(animator.fractionComplete, 0.25))
    #expect(close(stage.presentedX, 25))
    Headless.AnimationRecorder.advance(by: 0.7)
    #expect(positions.isEmpty)
    Headless.AnimationRecorder.advance(by: 0.05)
    #expect(positions == [.end])
    #expect(animator.state == .inactive && !animator.isRunning)
    #expect(stage.box.frame.minX == 100 && stage.presentedX == 100)
  }

  @Test("The timing curve shapes the presented frames; a custom Bézier is honoured")
  func curves() {
    let stage = Stage()
    let easeInOut = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { stage.moveRight() }
    easeInOut.startAnimation()
    Headless.AnimationRecorder.advance(by: 0.25)
    let eased = stage.presentedX
    #expect(eased > 0 && eased < 25)  // slow start
    Headless.AnimationRecorder.advance(by: 0.25)
    #expect(close(stage.presentedX, 50))  // symmetric curve: half way at half time
    Headless.AnimationRecorder.finishPendingAnimations()

    let other = Stage()
    let fastStart = UIViewPropertyAnimator(
      duration: 1, controlPoint1: CGPoint(x: 0, y: 0.9), controlPoint2: CGPoint(x: 0.1, y: 1)
    ) { other.moveRight() }
    #expect(fastStart.timingParameters?.timingCurveType == .cubic)
    fastStart.startAnimation()
    Headless.AnimationRecorder.advance(by: 0.25)
    #expect(other.presentedX > 80)
    Headless.AnimationRecorder.finishPendingAnimations()
    #expect(fastStart.state == .inactive)
  }

  @Test("Paused, the animator scrubs linearly with fractionComplete and ignores the clock")
  func scrubbing() {
    let stage = Stage()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { stage.moveRight() }
    animator.fractionComplete = 0.3  // activates it, paused
    #expect(animator.state == .active && !animator.isRunning)
    #expect(stage.box.frame.minX == 100)
    #expect(close(stage.presentedX, 30))  // scrubsLinearly
    animator.scrubsLinearly = false
    #expect(stage.presentedX < 30)  // ease-in lags behind
    Headless.AnimationRecorder.advance(by: 5)
    #expect(close(animator.fractionComplete, 0.3))
    // Twice as slow for the rest: 0.7 s of animation take 1.4 s.
    var positions: [UIViewAnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
    Headless.AnimationRecorder.advance(by: 0.7)
    #expect(close(animator.fractionComplete, 0.65))
    Headless.AnimationRecorder.advance(by: 0.69)
    #expect(positions.isEmpty)
    Headless.AnimationRecorder.advance(by: 0.01)
    #expect(positions == [.end])
  }

  @Test("Reversed, the animation runs back and finishes at .start with the starting frames")
  func reversed() {
    let stage = Stage()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.moveRight() }
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    Headless.AnimationRecorder.advance(by: 0.6)
    animator.isReversed = true
    Headless.AnimationRecorder.advance(by: 0.5)
    #expect(close(animator.fractionComplete, 0.1))
    #expect(close(stage.presentedX, 10))
    #expect(positions.isEmpty)
    Headless.AnimationRecorder.advance(by: 0.1)
    #expect(positions == [.start])
    #expect(stage.box.frame.minX == 0)
  }

  @Test("stopAnimation(true) leaves the views where they are and drops the completions")
  func stopWithoutFinishing() {
    let stage = Stage()
    var ran = false
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.moveRight() }
    animator.addCompletion { _ in ran = true }
    animator.startAnimation()
    Headless.AnimationRecorder.advance(by: 0.4)
    animator.stopAnimation(true)
    #expect(animator.state == .inactive)
    #expect(close(stage.box.frame.minX, 40))
    Headless.AnimationRecorder.advance(by: 2)
    #expect(!ran)
    #expect(close(stage.box.frame.minX, 40))
  }

  @Test("A stopped animator refuses to start and finishes where it is told")
  func stopThenFinish() {
    for (position, expectedX) in [
      (UIViewAnimatingPosition.end, 100.0), (.start, 0), (.current, 40),
    ] {
      let stage = Stage()
      var positions: [UIViewAnimatingPosition] = []
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.moveRight() }
      animator.addCompletion { positions.append($0) }
      animator.startAnimation()
      Headless.AnimationRecorder.advance(by: 0.4)
      animator.stopAnimation(false)
      #expect(animator.state == .stopped && !animator.isRunning)
      #expect(close(stage.box.frame.minX, 40))
      let issues = Headless.LayoutDiagnostics.capture { animator.startAnimation() }
      #expect(issues.map(\.kind) == [.invalidAnimatorUse])
      #expect(animator.state == .stopped)
      Headless.AnimationRecorder.advance(by: 2)
      #expect(positions.isEmpty)
      animator.finishAnimation(at: position)
      #expect(positions == [position])
      #expect(animator.state == .inactive)
      #expect(close(stage.box.frame.minX, CGFloat(expectedX)))
    }
  }

  @Test("finishAnimation(at:) on an animator that is not stopped is reported and ignored")
  func finishWhileActive() {
    let stage = Stage()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.moveRight() }
    animator.startAnimation()
    let issues = Headless.LayoutDiagnostics.capture { animator.finishAnimation(at: .end) }
    #expect(issues.map(\.kind) == [.invalidAnimatorUse])
    #expect(animator.state == .active && animator.isRunning)
    Headless.AnimationRecorder.finishPendingAnimations()
    #expect(animator.state == .inactive)
  }

  @Test("runningPropertyAnimator starts after its delay and completes at .end")
  func runningWithDelay() {
    let stage = Stage()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 0.4, delay: 0.2, options: [.curveLinear],
      animations: { stage.moveRight() }, completion: { positions.append($0) })
    #expect(animator.delay == 0.2 && animator.duration == 0.4)
    #expect(animator.isRunning)
    Headless.AnimationRecorder.advance(by: 0.1)
    #expect(animator.fractionComplete == 0 && stage.presentedX == 0)
    Headless.AnimationRecorder.advance(by: 0.2)
    #expect(close(animator.fractionComplete, 0.25))
    #expect(close(stage.presentedX, 25))
    Headless.AnimationRecorder.advance(by: 0.3)
    #expect(positions == [.end])
  }

  @Test("Blocks added while running use the remaining time, after their delay factor")
  func addWhileRunning() throws {
    let stage = Stage()
    let other = makeView("other", in: stage.root)
    let top = other.topAnchor.constraint(equalTo: stage.root.topAnchor)
    NSLayoutConstraint.activate([
      top, other.leadingAnchor.constraint(equalTo: stage.root.leadingAnchor),
      other.widthAnchor.constraint(equalToConstant: 10),
      other.heightAnchor.constraint(equalToConstant: 10),
    ])
    stage.root.layoutIfNeeded()
    Headless.AnimationRecorder.removeAll()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.moveRight() }
    animator.startAnimation()
    Headless.AnimationRecorder.advance(by: 0.2)
    animator.addAnimations(
      {
        top.constant = 80
        stage.root.layoutIfNeeded()
      }, delayFactor: 0.5)
    let record = try #require(Headless.AnimationRecorder.animations(of: other).last)
    #expect(record.animator === animator)
    #expect(close(CGFloat(record.delay), 0.6))  // 0.2 + 0.5 × the remaining 0.8
    #expect(close(CGFloat(record.duration), 0.4))
    Headless.AnimationRecorder.advance(by: 0.6)  // position 0.8: half of the added animation
    #expect(close(Headless.AnimationRecorder.presentedFrame(of: other).minY, 40))
    Headless.AnimationRecorder.finishPendingAnimations()
    #expect(other.frame.minY == 80)
  }

  @Test("pausesOnCompletion keeps the animator active and paused at its end")
  func pausesOnCompletion() {
    let stage = Stage()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { stage.moveRight() }
    animator.pausesOnCompletion = true
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    Headless.AnimationRecorder.advance(by: 1)
    #expect(animator.state == .active && !animator.isRunning)
    #expect(animator.fractionComplete == 1 && positions.isEmpty)
    animator.stopAnimation(false)
    animator.finishAnimation(at: .end)
    #expect(positions == [.end])
  }

  @Test("Animators and UIView.animate completions finish in order of their end times")
  func ordering() {
    Headless.AnimationRecorder.finishPendingAnimations()
    var log: [String] = []
    UIView.animate(withDuration: 0.3, animations: {}, completion: { _ in log.append("animate") })
    let slow = UIViewPropertyAnimator(duration: 0.5, curve: .linear)
    slow.addCompletion { _ in log.append("slow") }
    slow.startAnimation()
    let fast = UIViewPropertyAnimator(duration: 0.2, curve: .linear)
    fast.addCompletion { _ in log.append("fast") }
    fast.startAnimation()
    let paused = UIViewPropertyAnimator(duration: 0.1, curve: .linear)
    paused.addCompletion { _ in log.append("paused") }
    paused.pauseAnimation()
    Headless.AnimationRecorder.finishPendingAnimations()
    #expect(log == ["fast", "animate", "slow"])
    #expect(paused.state == .active)
    paused.startAnimation()
    Headless.AnimationRecorder.advance(by: 0.1)
    #expect(log.last == "paused")
  }

  @Test("Timing parameters describe their kind; a spring's mass form gives its damping")
  func timingParameters() {
    #expect(UICubicTimingParameters().timingCurveType == .builtin)
    #expect(UICubicTimingParameters().animationCurve == .easeInOut)
    let cubic = UICubicTimingParameters(
      controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0.8, y: 1))
    #expect(cubic.timingCurveType == .cubic && cubic.springTimingParameters == nil)
    #expect(cubic.controlPoint2 == CGPoint(x: 0.8, y: 1))
    let spring = UISpringTimingParameters(
      mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 1))
    #expect(spring.timingCurveType == .spring && spring.cubicTimingParameters == nil)
    #expect(spring.initialVelocity == CGVector(dx: 0, dy: 1))
    let animator = UIViewPropertyAnimator(duration: 0.3, timingParameters: spring)
    #expect(animator.timingParameters?.springTimingParameters === spring)
  }
}
