import HeadlessUIKit
import Testing

@MainActor
@Suite("UIView.animate recording")
struct AnimationTests {
  @Test("An animated constant change applies the end state and records from/to frames")
  func recordsConstantAnimation() {
    let (root, box, leading) = makeSlidingBox()
    AnimationRecorder.removeAll()
    var completed = false
    leading.constant = 100
    UIView.animate(
      withDuration: 0.5, delay: 0, options: [.curveLinear],
      animations: { root.layoutIfNeeded() }, completion: { completed = $0 })
    #expect(!completed)
    AnimationRecorder.advance(by: 0.5)
    #expect(completed)
    #expect(box.frame.minX == 100)
    let records = AnimationRecorder.animations(of: box)
    #expect(records.count == 1)
    #expect(records.first?.fromFrame.minX == 0)
    #expect(records.first?.toFrame.minX == 100)
    #expect(records.first?.duration == 0.5)
    #expect(records.first?.curve == .linear)
    #expect(AnimationRecorder.frame(of: box, at: 0.25).minX == 50)
    #expect(AnimationRecorder.frame(of: box, at: 1).minX == 100)
    let svg = SVGRenderer.render(root, at: 0.25)
    #expect(svg.contains("<rect x=\"50\" y=\"0\" width=\"50\" height=\"50\""))
  }

  @Test("Ease-in-out is symmetric and performWithoutAnimation records nothing")
  func curvesAndSuppression() {
    let view = UIView(frame: .zero)
    AnimationRecorder.removeAll()
    UIView.animate(withDuration: 1) {
      view.frame = CGRect(x: 100, y: 0, width: 10, height: 10)
    }
    let middle = AnimationRecorder.frame(of: view, at: 0.5).minX
    #expect(abs(middle - 50) < 0.01)
    #expect(AnimationRecorder.frame(of: view, at: 0.25).minX < 25)
    UIView.animate(withDuration: 1) {
      UIView.performWithoutAnimation { view.frame.origin.x = 0 }
    }
    #expect(AnimationRecorder.animations.count == 1)
  }
}
