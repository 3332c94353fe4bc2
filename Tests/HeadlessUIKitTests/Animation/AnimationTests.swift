import HeadlessUIKit
import Testing

@MainActor
@Suite("UIView.animate recording")
struct AnimationTests {
  @Test("An animated constant change applies the end state and records from/to frames")
  func recordsConstantAnimation() {
    let (root, box, leading) = makeSlidingBox()
    Headless.AnimationRecorder.removeAll()
    var completed = false
    leading.constant = 100
    UIView.animate(
      withDuration: 0.5, delay: 0, options: [.curveLinear],
      animations: { root.layoutIfNeeded() }, completion: { completed = $0 })
    #expect(!completed)
    Headless.AnimationRecorder.advance(by: 0.5)
    #expect(completed)
    #expect(box.frame.minX == 100)
    let records = Headless.AnimationRecorder.animations(of: box)
    #expect(records.count == 1)
    #expect(records.first?.fromFrame.minX == 0)
    #expect(records.first?.toFrame.minX == 100)
    #expect(records.first?.duration == 0.5)
    #expect(records.first?.curve == .linear)
    #expect(Headless.AnimationRecorder.frame(of: box, at: 0.25).minX == 50)
    #expect(Headless.AnimationRecorder.frame(of: box, at: 1).minX == 100)
    let svg = Headless.SVGRenderer.render(root, at: 0.25)
    #expect(svg.contains("<rect x=\"50\" y=\"0\" width=\"50\" height=\"50\""))
  }

  @Test("Ease-in-out is symmetric and performWithoutAnimation records nothing")
  func curvesAndSuppression() {
    let view = UIView(frame: .zero)
    Headless.AnimationRecorder.removeAll()
    UIView.animate(withDuration: 1) {
      view.frame = CGRect(x: 100, y: 0, width: 10, height: 10)
    }
    let middle = Headless.AnimationRecorder.frame(of: view, at: 0.5).minX
    #expect(abs(middle - 50) < 0.01)
    #expect(Headless.AnimationRecorder.frame(of: view, at: 0.25).minX < 25)
    UIView.animate(withDuration: 1) {
      UIView.performWithoutAnimation { view.frame.origin.x = 0 }
    }
    #expect(Headless.AnimationRecorder.animations.count == 1)
  }
}
