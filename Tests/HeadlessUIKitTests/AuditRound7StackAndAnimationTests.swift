import HeadlessUIKit
import Testing

/// Round-7 audit probes: hidden arranged views under every distribution, and which views an
/// animated layout records.
@MainActor
@Suite("Audit round 7: hidden arranged views by distribution; animated layout records")
struct AuditRound7StackAndAnimationTests {
  nonisolated static let distributions: [(UIStackView.Distribution, [[CGFloat]])] = [
    // 40 and 100 remain in 300 with spacing 10: fill stretches the first view (equal
    // hugging); fillEqually gives (300 − 10) / 2 each; fillProportionally 40:100 of 290;
    // equalSpacing and equalCentering put the two views at the ends.
    (.fill, [[0, 190], [200, 100]]),
    (.fillEqually, [[0, 145], [155, 145]]),
    (.fillProportionally, [[0, 290.0 * 40 / 140], [300 - 290.0 * 100 / 140, 290.0 * 100 / 140]]),
    (.equalSpacing, [[0, 40], [200, 100]]),
    (.equalCentering, [[0, 40], [200, 100]]),
  ]

  @Test(
    "A hidden middle view leaves one gap between the visible views, for every distribution",
    arguments: distributions)
  func hiddenMiddleView(distribution: UIStackView.Distribution, expected: [[CGFloat]]) {
    for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
      let fixture = StackFixture(axis: axis, distribution: distribution)
      fixture.layout()
      fixture.views[1].isHidden = true
      let issues = LayoutDiagnostics.capture { fixture.layout() }
      #expect(issues.isEmpty)
      let spans = fixture.spans(axis)
      expectSpans([spans[0], spans[2]], expected)
      #expect(spans[1][1] == 0)
    }
  }

  @Test("An animated layout records the views that moved in their superview, not their subviews")
  func animationRecordsMovedViewsOnly() {
    let root = makeRoot(width: 300, height: 200)
    let box = makeView("box", in: root)
    let inner = makeView("inner", in: box)
    let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    NSLayoutConstraint.activate([
      leading, box.topAnchor.constraint(equalTo: root.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 50),
      inner.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 5),
      inner.topAnchor.constraint(equalTo: box.topAnchor, constant: 5),
      inner.widthAnchor.constraint(equalToConstant: 10),
      inner.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    AnimationRecorder.removeAll()
    leading.constant = 80
    UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear]) {
      root.layoutIfNeeded()
    }
    // The inner view keeps its frame in the box: it moves with the box, unanimated itself.
    #expect(AnimationRecorder.animations(of: box).count == 1)
    #expect(AnimationRecorder.animations(of: inner).isEmpty)
    #expect(inner.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
    #expect(AnimationRecorder.frame(of: box, at: 0.1).minX == 20)
    #expect(AnimationRecorder.frame(of: inner, at: 0.1) == inner.frame)
  }
}
