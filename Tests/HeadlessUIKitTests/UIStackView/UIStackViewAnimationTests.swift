import HeadlessUIKit
import Testing

@MainActor
@Suite("UIStackView changes inside UIView.animate")
struct UIStackViewAnimationTests {
  @Test("Spacing changed inside UIView.animate records each moved view from old to new frame")
  func spacingAnimated() throws {
    let first = StackTestView(40, 20)
    let second = StackTestView(60, 20)
    let third = StackTestView(100, 20)
    let stack = UIStackView(arrangedSubviews: [first, second, third])
    stack.spacing = 10
    let container = makeRoot(width: 300, height: 100)
    stack.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stack)
    stack.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
    stack.leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
    container.layoutIfNeeded()
    UIView.animate(withDuration: 0.4) {
      stack.spacing = 20
      container.layoutIfNeeded()
    }
    let moved = try #require(Headless.AnimationRecorder.animations(of: third).last)
    #expect(moved.fromFrame.minX == 120 && moved.toFrame.minX == 140)
    #expect(moved.duration == 0.4)
    let grown = try #require(Headless.AnimationRecorder.animations(of: stack).last)
    #expect(grown.fromFrame.width == 220 && grown.toFrame.width == 240)
    // The first view did not move, so nothing is recorded for it in this animation.
    #expect(Headless.AnimationRecorder.animations(of: first).allSatisfy { $0.toFrame.minX == 0 })
    #expect(third.frame.minX == 140)
    Headless.AnimationRecorder.finishPendingAnimations()
  }

  @Test("Hiding an arranged view inside UIView.animate records its collapse and the closing gap")
  func hideAnimationRecords() throws {
    let views = [40, 60, 100].map { StackTestView(CGFloat($0), 20) }
    let stack = UIStackView(arrangedSubviews: views)
    stack.spacing = 10
    stack.frame = CGRect(x: 0, y: 0, width: 300, height: 20)
    stack.distribution = .fillEqually
    stack.layoutIfNeeded()
    UIView.animate(withDuration: 0.25) {
      views[1].isHidden = true
      stack.layoutIfNeeded()
    }
    let collapse = try #require(Headless.AnimationRecorder.animations(of: views[1]).last)
    #expect(abs(collapse.fromFrame.width - 280.0 / 3) < 0.001)
    #expect(collapse.toFrame.width == 0)
    let neighbour = try #require(Headless.AnimationRecorder.animations(of: views[2]).last)
    #expect(neighbour.toFrame == CGRect(x: 155, y: 0, width: 145, height: 20))
    #expect(neighbour.duration == 0.25)
    Headless.AnimationRecorder.finishPendingAnimations()
    #expect(views[2].frame == CGRect(x: 155, y: 0, width: 145, height: 20))
  }

  @Test("Hiding inside UIView.animate: fillEqually shares the width among the visible views")
  func hideInsideAnimation() {
    // UIStackView: "the stack view automatically updates its layout whenever views are added,
    // removed or inserted into the arrangedSubviews array, or whenever one of the arranged
    // subviews's isHidden property changes."
    let (container, stack, views) = pinned([(40, 20), (60, 20), (100, 20)])
    stack.distribution = .fillEqually
    container.layoutIfNeeded()
    let third: CGFloat = 280.0 / 3
    expectSpans(xSpans(views), (0..<3).map { [CGFloat($0) * (third + 10), third] })
    UIView.animate(withDuration: 0.3) {
      views[1].isHidden = true
      container.layoutIfNeeded()
    }
    expectSpans(xSpans([views[0], views[2]]), [[0, 145], [155, 145]])
    #expect(views[1].frame.width == 0)
    UIView.animate(withDuration: 0.3) {
      views[1].isHidden = false
      container.layoutIfNeeded()
    }
    expectSpans(xSpans(views), (0..<3).map { [CGFloat($0) * (third + 10), third] })
  }
}
