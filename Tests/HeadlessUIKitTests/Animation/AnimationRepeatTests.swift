import HeadlessUIKit
import Testing

@MainActor
@Suite("UIView.animate with .repeat and .autoreverse")
struct AnimationRepeatTests {
  @Test("A pulsing badge: .repeat with .autoreverse plays there and back forever, no completion")
  func repeatAutoreverse() {
    // UIView.AnimationOptions.repeat: "Repeat the animation indefinitely." .autoreverse: "Run
    // the animation backwards and forwards (must be combined with the repeat option)."
    Headless.AnimationRecorder.finishPendingAnimations()
    Headless.AnimationRecorder.removeAll()
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    var completions = 0
    UIView.animate(
      withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse],
      animations: { badge.frame.size = CGSize(width: 40, height: 40) },
      completion: { _ in completions += 1 })
    #expect(badge.frame.size == CGSize(width: 40, height: 40))  // the model value
    #expect(Headless.AnimationRecorder.pendingCompletionCount == 0)
    Headless.AnimationRecorder.advance(by: 0.5)
    #expect(close(Headless.AnimationRecorder.presentedFrame(of: badge).width, 30))
    Headless.AnimationRecorder.advance(by: 1)  // 1.5: halfway back
    #expect(close(Headless.AnimationRecorder.presentedFrame(of: badge).width, 30))
    Headless.AnimationRecorder.advance(by: 0.25)  // 1.75: a quarter from the start
    #expect(close(Headless.AnimationRecorder.presentedFrame(of: badge).width, 25))
    Headless.AnimationRecorder.advance(by: 10.5)  // 12.25: a quarter into a forward run
    #expect(close(Headless.AnimationRecorder.presentedFrame(of: badge).width, 25))
    #expect(completions == 0)
    Headless.AnimationRecorder.finishPendingAnimations()
    #expect(completions == 0)
  }

  @Test(".repeat alone restarts each run from the start")
  func repeatOnly() {
    Headless.AnimationRecorder.finishPendingAnimations()
    Headless.AnimationRecorder.removeAll()
    let spinner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    UIView.animate(withDuration: 2, delay: 0, options: [.curveLinear, .repeat]) {
      spinner.frame.origin.x = 100
    }
    let record = Headless.AnimationRecorder.animations(of: spinner).last
    #expect(record?.repeats == true && record?.autoreverses == false)
    #expect(record.map { close($0.frame(at: 1).minX, 50) } == true)
    #expect(record.map { close($0.frame(at: 3).minX, 50) } == true)
    #expect(record.map { close($0.frame(at: 4.5).minX, 25) } == true)
  }
}
