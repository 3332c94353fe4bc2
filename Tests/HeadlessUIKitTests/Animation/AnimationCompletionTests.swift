import HeadlessUIKit
import Testing

@MainActor
@Suite("UIView.animate completion timing")
struct AnimationCompletionTests {
  @Test("A completion waits until the clock passes the animation's delay and duration")
  func waitsForTheEnd() {
    Headless.AnimationRecorder.finishPendingAnimations()
    let (root, box, leading) = makeSlidingBox()
    var finished: [Bool] = []
    leading.constant = 120
    UIView.animate(
      withDuration: 0.4, delay: 0.1, options: [],
      animations: { root.layoutIfNeeded() }, completion: { finished.append($0) })
    // The end state is applied at once; the completion is pending.
    #expect(box.frame.minX == 120)
    #expect(finished.isEmpty)
    #expect(Headless.AnimationRecorder.pendingCompletionCount == 1)
    Headless.AnimationRecorder.advance(by: 0.3)
    #expect(finished.isEmpty)
    Headless.AnimationRecorder.advance(by: 0.2)
    #expect(finished == [true])
    #expect(Headless.AnimationRecorder.pendingCompletionCount == 0)
    Headless.AnimationRecorder.advance(by: 1)
    #expect(finished == [true])
  }

  @Test("A zero-duration animation completes on the next advance, never synchronously")
  func zeroDuration() {
    Headless.AnimationRecorder.finishPendingAnimations()
    var completed = false
    UIView.animate(withDuration: 0, animations: {}, completion: { completed = $0 })
    #expect(!completed)
    Headless.AnimationRecorder.advance(by: 0)
    #expect(completed)
  }

  @Test("Completions run in order of their end times, then of their commits")
  func order() {
    Headless.AnimationRecorder.finishPendingAnimations()
    var log: [String] = []
    UIView.animate(withDuration: 0.5, animations: {}, completion: { _ in log.append("slow") })
    UIView.animate(withDuration: 0.2, animations: {}, completion: { _ in log.append("fast") })
    UIView.animate(withDuration: 0.2, animations: {}, completion: { _ in log.append("fast 2") })
    UIView.animate(
      withDuration: 0.1, delay: 0.3, usingSpringWithDamping: 1, initialSpringVelocity: 0,
      animations: {}, completion: { _ in log.append("spring") })
    Headless.AnimationRecorder.advance(by: 1)
    #expect(log == ["fast", "fast 2", "spring", "slow"])
  }

  @Test("finishPendingAnimations runs chained animations' completions too")
  func flush() {
    Headless.AnimationRecorder.finishPendingAnimations()
    var log: [String] = []
    let start = Headless.AnimationRecorder.currentTime
    UIView.animate(
      withDuration: 0.3, animations: {},
      completion: { _ in
        log.append("first")
        UIView.animate(
          withDuration: 0.3, animations: {}, completion: { _ in log.append("second") })
      })
    Headless.AnimationRecorder.finishPendingAnimations()
    #expect(log == ["first", "second"])
    #expect(abs(Headless.AnimationRecorder.currentTime - (start + 0.6)) < 1e-9)
  }

  @Test(
    "Advancing in steps that add up to an animation's end runs its completion despite round-off")
  func stepsReachTheEnd() {
    Headless.AnimationRecorder.finishPendingAnimations()
    let root = makeRoot(width: 100, height: 100)
    var unfinished: [Int] = []
    for steps in 1...30 {
      var finished = false
      UIView.animate(
        withDuration: Double(steps) * 0.1, animations: { root.alpha = 0.5 },
        completion: { finished = $0 })
      for _ in 0..<steps { Headless.AnimationRecorder.advance(by: 0.1) }
      if !finished { unfinished.append(steps) }
      Headless.AnimationRecorder.finishPendingAnimations()
    }
    #expect(unfinished.isEmpty, "still pending after their full duration: \(unfinished)")
  }
}
