import HeadlessUIKit
import Testing

/// Animations whose completions commit them again, forever: the clock's helpers stop and report.
@MainActor
@Suite("Animations that restart themselves")
struct AnimationPulseTests {
  /// Starts an animation of `duration` whose completion starts it again; counts the runs.
  @MainActor
  final class Pulse {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var runs = 0
    var stopped = false

    func start(duration: TimeInterval) {
      UIView.animate(
        withDuration: duration,
        animations: { self.view.alpha = self.view.alpha == 1 ? 0.5 : 1 },
        completion: { [self] _ in
          runs += 1
          if !stopped { start(duration: duration) }
        })
    }
  }

  @Test("finishPendingAnimations() stops a pulse after a bounded number of runs and reports it")
  func finishStopsAPulse() {
    Headless.AnimationRecorder.finishPendingAnimations()
    let pulse = Pulse()
    pulse.start(duration: 0.5)
    let issues = Headless.LayoutDiagnostics.capture {
      Headless.AnimationRecorder.finishPendingAnimations()
    }
    #expect(issues.map(\.kind) == [.animationsDidNotFinish])
    #expect(pulse.runs > 10)
    // The last restart is still pending: it runs, and ends the pulse, once asked to stop.
    #expect(Headless.AnimationRecorder.pendingCompletionCount == 1)
    pulse.stopped = true
    let runs = pulse.runs
    #expect(
      Headless.LayoutDiagnostics.capture { Headless.AnimationRecorder.finishPendingAnimations() }
        .isEmpty)
    #expect(pulse.runs == runs + 1)
    #expect(Headless.AnimationRecorder.pendingCompletionCount == 0)
  }

  @Test("advance(by:) stops a zero-duration pulse at one instant and reports it")
  func advanceStopsAZeroDurationPulse() {
    Headless.AnimationRecorder.finishPendingAnimations()
    let pulse = Pulse()
    pulse.start(duration: 0)
    let issues = Headless.LayoutDiagnostics.capture { Headless.AnimationRecorder.advance(by: 0) }
    #expect(issues.map(\.kind) == [.animationsDidNotFinish])
    #expect(pulse.runs > 10)
    pulse.stopped = true
    Headless.AnimationRecorder.advance(by: 0)
    #expect(Headless.AnimationRecorder.pendingCompletionCount == 0)
  }

  @Test("A finite chain of completions still finishes without a report")
  func finiteChainFinishes() {
    Headless.AnimationRecorder.finishPendingAnimations()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var steps = 0
    func step() {
      UIView.animate(
        withDuration: 0.25, animations: { view.alpha = CGFloat(steps % 2) },
        completion: { _ in
          steps += 1
          if steps < 200 { step() }
        })
    }
    step()
    let issues = Headless.LayoutDiagnostics.capture {
      Headless.AnimationRecorder.finishPendingAnimations()
    }
    #expect(issues.isEmpty)
    #expect(steps == 200)
  }
}
