import HeadlessUIKit
import Testing

@MainActor
@Suite("UIViewPropertyAnimator scrubbed, reversed and extended while running")
struct PropertyAnimatorControlTests {
  @Test("A paused animator scrubbed to half, then started, finishes the other half")
  func scrubThenStart() {
    Headless.AnimationRecorder.finishPendingAnimations()
    Headless.AnimationRecorder.removeAll()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var ends: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      view.frame.origin.x = 200
    }
    animator.addCompletion { ends.append($0) }
    animator.pauseAnimation()
    animator.fractionComplete = 0.5
    #expect(close(Headless.AnimationRecorder.presentedFrame(of: view).minX, 100))
    animator.startAnimation()
    Headless.AnimationRecorder.advance(by: 0.25)
    #expect(close(animator.fractionComplete, 0.75))
    #expect(close(Headless.AnimationRecorder.presentedFrame(of: view).minX, 150))
    Headless.AnimationRecorder.advance(by: 0.25)
    #expect(ends == [.end])
    #expect(view.frame.minX == 200)
  }

  @Test("Reversing a running animator mid-flight returns to the start and ends at .start")
  func reverseMidFlight() {
    Headless.AnimationRecorder.finishPendingAnimations()
    Headless.AnimationRecorder.removeAll()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var ends: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      view.frame.origin.x = 100
    }
    animator.addCompletion { ends.append($0) }
    animator.startAnimation()
    Headless.AnimationRecorder.advance(by: 0.6)
    #expect(close(Headless.AnimationRecorder.presentedFrame(of: view).minX, 60))
    animator.isReversed = true
    Headless.AnimationRecorder.advance(by: 0.3)
    #expect(close(Headless.AnimationRecorder.presentedFrame(of: view).minX, 30))
    #expect(ends.isEmpty)
    Headless.AnimationRecorder.advance(by: 0.3)
    #expect(ends == [.start])
    // UIViewAnimatingPosition.start: the views are at their starting values.
    #expect(view.frame.minX == 0)
  }

  @Test("Animations added to a running animator start from where the view is now")
  func addAnimationsWhileRunning() {
    Headless.AnimationRecorder.finishPendingAnimations()
    Headless.AnimationRecorder.removeAll()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      view.frame.origin.x = 100
    }
    animator.startAnimation()
    Headless.AnimationRecorder.advance(by: 0.5)
    animator.addAnimations { other.frame.origin.y = 50 }
    #expect(other.frame.minY == 50)
    #expect(Headless.AnimationRecorder.presentedFrame(of: other).minY == 0)
    Headless.AnimationRecorder.advance(by: 0.25)
    // The added block runs over the remaining half second.
    #expect(close(Headless.AnimationRecorder.presentedFrame(of: other).minY, 25))
    Headless.AnimationRecorder.advance(by: 0.25)
    #expect(animator.state == .inactive)
    #expect(Headless.AnimationRecorder.presentedFrame(of: other).minY == 50)
  }
}
