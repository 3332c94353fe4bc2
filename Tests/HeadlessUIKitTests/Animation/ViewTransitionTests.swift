import HeadlessUIKit
import Testing

@MainActor
@Suite("UIView transitions and iOS 17 springs")
struct ViewTransitionTests {
  @Test("transition(from:to:) puts the new view in the old one's place; completion waits")
  func replacesView() {
    Headless.AnimationRecorder.finishPendingAnimations()
    let root = makeRoot()
    _ = makeView("first", in: root)
    let old = makeView("old", in: root)
    _ = makeView("last", in: root)
    let new = makeView("new")
    var finished: [Bool] = []
    UIView.transition(
      from: old, to: new, duration: 0.3, options: [.transitionCrossDissolve],
      completion: { finished.append($0) })
    #expect(root.subviews.map(\.accessibilityIdentifier) == ["first", "new", "last"])
    #expect(old.superview == nil)
    #expect(finished.isEmpty)
    Headless.AnimationRecorder.advance(by: 0.3)
    #expect(finished == [true])
  }

  @Test("with .showHideTransitionViews the views are hidden and shown, not moved")
  func showsAndHides() {
    let root = makeRoot()
    let old = makeView("old", in: root)
    let new = makeView("new", in: root)
    new.isHidden = true
    UIView.transition(
      from: old, to: new, duration: 0, options: [.showHideTransitionViews, .transitionFlipFromLeft])
    #expect(old.isHidden && !new.isHidden)
    #expect(root.subviews.count == 2)
  }

  @Test("transition(with:) and the spring animate record frame changes with their durations")
  func recordsFrames() throws {
    Headless.AnimationRecorder.finishPendingAnimations()
    Headless.AnimationRecorder.removeAll()
    let root = makeRoot()
    let box = makeView("box", in: root)
    let width = box.widthAnchor.constraint(equalToConstant: 10)
    NSLayoutConstraint.activate([
      width, box.heightAnchor.constraint(equalToConstant: 10),
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    var log: [String] = []
    UIView.transition(
      with: root, duration: 0.25, options: [.transitionCrossDissolve, .curveLinear],
      animations: {
        width.constant = 50
        root.layoutIfNeeded()
      }, completion: { _ in log.append("transition") })
    let transition = try #require(Headless.AnimationRecorder.animations(of: box).last)
    #expect(transition.duration == 0.25 && transition.curve == .linear)
    #expect(transition.toFrame.width == 50 && box.frame.width == 50)
    UIView.animate(
      springDuration: 0.6, bounce: 0.2,
      animations: {
        width.constant = 80
        root.layoutIfNeeded()
      }, completion: { _ in log.append("spring") })
    let spring = try #require(Headless.AnimationRecorder.animations(of: box).last)
    #expect(spring.duration == 0.6 && spring.fromFrame.width == 50 && spring.toFrame.width == 80)
    Headless.AnimationRecorder.advance(by: 0.3)
    #expect(log == ["transition"])
    Headless.AnimationRecorder.advance(by: 0.3)
    #expect(log == ["transition", "spring"])
  }
}
