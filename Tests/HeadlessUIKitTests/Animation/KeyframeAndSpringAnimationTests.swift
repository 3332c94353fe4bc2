import HeadlessUIKit
import Testing

/// A view class that overrides an animation class method, as UIKit allows.
@MainActor
private final class LoggingAnimationView: UIView {
  static var calls = 0
  override class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void
  ) {
    calls += 1
    super.animate(withDuration: duration, animations: animations)
  }
}

@MainActor
@Suite("Keyframe and spring animations, and turning animations off")
struct KeyframeAndSpringAnimationTests {
  init() {
    Headless.AnimationRecorder.finishPendingAnimations()
    Headless.AnimationRecorder.removeAll()
    UIView.setAnimationsEnabled(true)
  }

  @Test("each keyframe is recorded with its share of the duration, and the end state holds")
  func keyframes() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var finished = false
    UIView.animateKeyframes(
      withDuration: 2, delay: 0.5, options: [.calculationModeLinear],
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
          view.frame.origin.x = 100
        }
        UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.75) {
          view.frame.origin.y = 50
        }
      },
      completion: { finished = $0 })
    #expect(view.frame.origin == CGPoint(x: 100, y: 50))
    let records = Headless.AnimationRecorder.animations(of: view)
    try #require(records.count == 2)
    #expect(records[0].delay == 0.5 && records[0].duration == 0.5)
    #expect(records[0].toFrame.origin == CGPoint(x: 100, y: 0))
    #expect(records[1].delay == 1.0 && records[1].duration == 1.5)
    #expect(records[1].fromFrame.origin == CGPoint(x: 100, y: 0))
    #expect(records[0].frame(at: 0.75).origin.x == 50)
    Headless.AnimationRecorder.advance(by: 2.4)
    #expect(!finished)
    Headless.AnimationRecorder.advance(by: 0.1)
    #expect(finished)
  }

  @Test("a keyframe added outside a keyframe animation applies its changes unanimated")
  func strayKeyframe() {
    let view = UIView(frame: .zero)
    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
      view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    }
    #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(Headless.AnimationRecorder.animations(of: view).isEmpty)
  }

  @Test("the iOS 17 spring lands on its end state and completes after its duration and delay")
  func spring() throws {
    let view = UIView(frame: .zero)
    var finished = false
    UIView.animate(springDuration: 0.4, bounce: 0.2, delay: 0.1) {
      view.frame = CGRect(x: 0, y: 0, width: 80, height: 20)
    } completion: {
      finished = $0
    }
    #expect(view.frame.width == 80)
    let record = try #require(Headless.AnimationRecorder.animations(of: view).last)
    #expect(record.duration == 0.4 && record.delay == 0.1)
    Headless.AnimationRecorder.advance(by: 0.49)
    #expect(!finished)
    Headless.AnimationRecorder.advance(by: 0.01)
    #expect(finished)
  }

  @Test("the damped spring records its timing and lands on its end state")
  func dampedSpring() throws {
    let view = UIView(frame: .zero)
    UIView.animate(
      withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
      options: [], animations: { view.center = CGPoint(x: 40, y: 40) })
    #expect(view.center == CGPoint(x: 40, y: 40))
    #expect(try #require(Headless.AnimationRecorder.animations(of: view).last).duration == 0.3)
  }

  @Test("with animations disabled nothing is recorded and the completion runs at once")
  func disabled() {
    let view = UIView(frame: .zero)
    var finished = false
    UIView.setAnimationsEnabled(false)
    defer { UIView.setAnimationsEnabled(true) }
    #expect(!UIView.areAnimationsEnabled)
    UIView.animate(
      withDuration: 5, animations: { view.frame.size.width = 10 }, completion: { finished = $0 })
    #expect(view.frame.width == 10)
    #expect(Headless.AnimationRecorder.animations(of: view).isEmpty)
    Headless.AnimationRecorder.advance(by: 0)
    #expect(finished)
  }

  @Test("animation class methods are open: a subclass's override is called")
  func overridable() {
    let before = LoggingAnimationView.calls
    let view = UIView(frame: .zero)
    LoggingAnimationView.animate(withDuration: 0.1) { view.frame.size.height = 5 }
    #expect(LoggingAnimationView.calls == before + 1)
    #expect(view.frame.height == 5)
  }

  @Test("performWithoutAnimation inside an animation applies changes without recording them")
  func withoutAnimation() {
    let view = UIView(frame: .zero)
    UIView.animate(withDuration: 0.3) {
      UIView.performWithoutAnimation { view.frame.origin.x = 9 }
    }
    #expect(view.frame.minX == 9)
    #expect(Headless.AnimationRecorder.animations(of: view).isEmpty)
  }
}
