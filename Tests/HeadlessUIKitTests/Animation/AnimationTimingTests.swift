import HeadlessUIKit
import Testing

@MainActor
@Suite("UIView.animate: delays, nesting and layout inside an animation")
struct AnimationTimingTests {
  @Test("An animation with a delay keeps the start frame until the delay is over")
  func delayedAnimationSampling() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    Headless.AnimationRecorder.removeAll()
    UIView.animate(
      withDuration: 1, delay: 0.5, options: [.curveLinear],
      animations: { view.frame.origin.x = 100 })
    // The end state is applied at once; samples follow the clock.
    #expect(view.frame.minX == 100)
    #expect(Headless.AnimationRecorder.frame(of: view, at: 0.25).minX == 0)
    #expect(Headless.AnimationRecorder.frame(of: view, at: 1).minX == 50)
    #expect(Headless.AnimationRecorder.frame(of: view, at: 2).minX == 100)
  }

  @Test("A nested UIView.animate inherits the enclosing duration and curve unless told to override")
  func nestedAnimationsInherit() {
    // UIView.AnimationOptions.overrideInheritedCurve: "If this key is not present, the
    // animation inherits the curve of the in-flight animation, if any";
    // overrideInheritedDuration: "the animation inherits the remaining duration of the
    // in-flight animation". UIView.inheritedAnimationDuration returns "the duration of the
    // current animation", non-zero only inside an animation block.
    Headless.AnimationRecorder.finishPendingAnimations()
    Headless.AnimationRecorder.removeAll()
    let root = makeRoot(width: 300, height: 300)
    let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let b = UIView(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
    let c = UIView(frame: CGRect(x: 0, y: 40, width: 10, height: 10))
    for view in [a, b, c] { root.addSubview(view) }
    #expect(UIView.inheritedAnimationDuration == 0)
    var seen: [TimeInterval] = []
    var finished: [String] = []
    UIView.animate(
      withDuration: 1.0, delay: 0, options: [.curveEaseOut],
      animations: {
        a.frame.origin.x = 100
        UIView.animate(
          withDuration: 0.2, delay: 0, options: [.curveLinear],
          animations: {
            seen.append(UIView.inheritedAnimationDuration)
            b.frame.origin.x = 100
          }, completion: { _ in finished.append("inner") })
        UIView.animate(
          withDuration: 0.2, delay: 0,
          options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveLinear],
          animations: { c.frame.origin.x = 100 })
      }, completion: { _ in finished.append("outer") })
    #expect(seen == [1.0])
    let recordA = Headless.AnimationRecorder.animations(of: a).last
    let recordB = Headless.AnimationRecorder.animations(of: b).last
    let recordC = Headless.AnimationRecorder.animations(of: c).last
    #expect(recordA?.duration == 1.0 && recordA?.curve == .easeOut)
    #expect(recordB?.duration == 1.0 && recordB?.curve == .easeOut)
    #expect(recordC?.duration == 0.2 && recordC?.curve == .linear)
    Headless.AnimationRecorder.advance(by: 0.5)
    #expect(finished.isEmpty)
    Headless.AnimationRecorder.advance(by: 0.6)
    #expect(finished == ["inner", "outer"])
    #expect(UIView.inheritedAnimationDuration == 0)
  }

  @Test("layoutIfNeeded inside an animation animates the subviews that move with the change")
  func layoutInsideAnimationMovesDescendants() {
    Headless.AnimationRecorder.finishPendingAnimations()
    Headless.AnimationRecorder.removeAll()
    let root = makeRoot(width: 300, height: 300)
    let panel = makeView("panel", in: root)
    let close = makeView("close", in: panel)
    let width = panel.widthAnchor.constraint(equalToConstant: 100)
    NSLayoutConstraint.activate([
      width, panel.heightAnchor.constraint(equalToConstant: 100),
      panel.topAnchor.constraint(equalTo: root.topAnchor),
      panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      close.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -8),
      close.topAnchor.constraint(equalTo: panel.topAnchor, constant: 8),
      close.widthAnchor.constraint(equalToConstant: 20),
      close.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    width.constant = 200
    UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear]) {
      root.layoutIfNeeded()
    }
    #expect(close.frame.minX == 172)
    let closeAnimation = Headless.AnimationRecorder.animations(of: close).last
    #expect(closeAnimation?.fromFrame.minX == 72 && closeAnimation?.toFrame.minX == 172)
    #expect(closeAnimation?.duration == 0.4)
    #expect(Headless.AnimationRecorder.animations(of: panel).last?.toFrame.width == 200)
    // Linear: halfway through, the button is halfway along.
    #expect(closeAnimation?.frame(at: 0.2).minX == 122)
    // A property animator driving the same change, scrubbed by hand.
    width.constant = 100
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { root.layoutIfNeeded() }
    animator.pauseAnimation()
    animator.fractionComplete = 0.25
    #expect(Headless.AnimationRecorder.presentedFrame(of: close).minX == 147)
    #expect(close.frame.minX == 72)
    animator.stopAnimation(false)
    animator.finishAnimation(at: .end)
    #expect(Headless.AnimationRecorder.presentedFrame(of: close).minX == 72)
  }

  @Test("UIView.animate with a delay: the start frame until the delay, completion at the end")
  func animateWithDelay() {
    Headless.AnimationRecorder.finishPendingAnimations()
    Headless.AnimationRecorder.removeAll()
    let (root, box, leading) = makeSlidingBox()
    var finished: [Bool] = []
    leading.constant = 200
    UIView.animate(
      withDuration: 0.4, delay: 0.2, options: [.curveLinear],
      animations: { root.layoutIfNeeded() }, completion: { finished.append($0) })
    // The model value changes at once.
    #expect(box.frame.minX == 200)
    #expect(Headless.AnimationRecorder.presentedFrame(of: box).minX == 0)
    Headless.AnimationRecorder.advance(by: 0.1)
    #expect(Headless.AnimationRecorder.presentedFrame(of: box).minX == 0)
    Headless.AnimationRecorder.advance(by: 0.3)
    #expect(close(Headless.AnimationRecorder.presentedFrame(of: box).minX, 100))
    #expect(finished.isEmpty)
    Headless.AnimationRecorder.advance(by: 0.2)
    #expect(finished == [true])
    #expect(Headless.AnimationRecorder.presentedFrame(of: box).minX == 200)
    let record = Headless.AnimationRecorder.animations(of: box).last
    #expect(record?.delay == 0.2 && record?.duration == 0.4)
    #expect(record.map { close($0.frame(at: 0.5).minX, 150) } == true)
  }

  @Test("layoutIfNeeded in an animation block animates every view the change moves")
  func layoutAnimatesNeighbours() {
    Headless.AnimationRecorder.finishPendingAnimations()
    Headless.AnimationRecorder.removeAll()
    let root = makeRoot(width: 320, height: 200)
    let banner = makeView("banner", in: root)
    let list = makeView("list", in: root)
    let bannerHeight = banner.heightAnchor.constraint(equalToConstant: 0)
    NSLayoutConstraint.activate([
      banner.topAnchor.constraint(equalTo: root.topAnchor),
      banner.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      banner.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      bannerHeight,
      list.topAnchor.constraint(equalTo: banner.bottomAnchor),
      list.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      list.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      list.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    root.layoutIfNeeded()
    bannerHeight.constant = 60
    UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut]) {
      root.layoutIfNeeded()
    }
    let bannerRecord = Headless.AnimationRecorder.animations(of: banner).last
    let listRecord = Headless.AnimationRecorder.animations(of: list).last
    #expect(bannerRecord?.fromFrame == CGRect(x: 0, y: 0, width: 320, height: 0))
    #expect(bannerRecord?.toFrame == CGRect(x: 0, y: 0, width: 320, height: 60))
    #expect(listRecord?.fromFrame == CGRect(x: 0, y: 0, width: 320, height: 200))
    #expect(listRecord?.toFrame == CGRect(x: 0, y: 60, width: 320, height: 140))
    #expect(listRecord?.curve == .easeOut)
    // Ease-out is ahead of linear halfway.
    #expect((listRecord?.frame(at: 0.15).minY ?? 0) > 30)
    // The root itself did not move.
    #expect(Headless.AnimationRecorder.animations(of: root).isEmpty)
    Headless.AnimationRecorder.finishPendingAnimations()
  }

  @Test("performWithoutAnimation inside an animation block: that change is not animated")
  func performWithoutAnimationInside() {
    Headless.AnimationRecorder.finishPendingAnimations()
    Headless.AnimationRecorder.removeAll()
    let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    UIView.animate(withDuration: 1) {
      a.frame.origin.x = 100
      UIView.performWithoutAnimation { b.frame.origin.x = 100 }
    }
    #expect(Headless.AnimationRecorder.animations(of: a).count == 1)
    #expect(Headless.AnimationRecorder.animations(of: b).isEmpty)
    #expect(Headless.AnimationRecorder.presentedFrame(of: b).minX == 100)
    #expect(Headless.AnimationRecorder.presentedFrame(of: a).minX == 0)
    Headless.AnimationRecorder.finishPendingAnimations()
  }
}
