import HeadlessUIKit
import Testing

@MainActor
@Suite("Animated layouts record the views that move")
struct AnimationRecordTests {
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
    Headless.AnimationRecorder.removeAll()
    leading.constant = 80
    UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear]) {
      root.layoutIfNeeded()
    }
    // The inner view keeps its frame in the box: it moves with the box, unanimated itself.
    #expect(Headless.AnimationRecorder.animations(of: box).count == 1)
    #expect(Headless.AnimationRecorder.animations(of: inner).isEmpty)
    #expect(inner.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
    #expect(Headless.AnimationRecorder.frame(of: box, at: 0.1).minX == 20)
    #expect(Headless.AnimationRecorder.frame(of: inner, at: 0.1) == inner.frame)
  }

  @Test("UIView.animate records a layout change from the old frame to the new one")
  func animateLayout() throws {
    Headless.AnimationRecorder.removeAll()
    let root = makeRoot(width: 320, height: 480)
    let sheet = makeView("sheet", in: root)
    let top = sheet.topAnchor.constraint(equalTo: root.bottomAnchor)
    NSLayoutConstraint.activate([
      top, sheet.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      sheet.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      sheet.heightAnchor.constraint(equalToConstant: 200),
    ])
    root.layoutIfNeeded()
    top.constant = -200
    var finished: Bool?
    UIView.animate(
      withDuration: 0.3, animations: { root.layoutIfNeeded() },
      completion: { finished = $0 })
    let record = try #require(Headless.AnimationRecorder.animations(of: sheet).last)
    #expect(record.fromFrame == CGRect(x: 0, y: 480, width: 320, height: 200))
    #expect(record.toFrame == CGRect(x: 0, y: 280, width: 320, height: 200))
    #expect(record.duration == 0.3)
    // The model frame is the final one at once, as in UIKit; the completion waits for the clock.
    #expect(sheet.frame.minY == 280)
    #expect(finished == nil)
    Headless.AnimationRecorder.advance(by: 0.15)
    #expect(Headless.AnimationRecorder.presentedFrame(of: sheet).minY < 480)
    #expect(Headless.AnimationRecorder.presentedFrame(of: sheet).minY > 280)
    Headless.AnimationRecorder.finishPendingAnimations()
    #expect(finished == true)
  }
}
