import HeadlessUIKit
import Testing

@MainActor
@Suite("UIView.transform changes the frame as UIKit documents, never bounds or center")
struct ViewTransformTests {
  @Test("a scale makes the frame the scaled box around the same center")
  func scale() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
    view.transform = CGAffineTransform(scaleX: 2, y: 0.5)
    #expect(view.frame == CGRect(x: -40, y: 30, width: 200, height: 20))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
    #expect(view.center == CGPoint(x: 60, y: 40))
  }

  @Test("a quarter turn swaps the frame's width and height around the center")
  func rotation() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    view.transform = CGAffineTransform(rotationAngle: .pi / 2)
    let frame = view.frame
    #expect(abs(frame.width - 40) < 1e-9 && abs(frame.height - 100) < 1e-9)
    #expect(abs(frame.midX - 50) < 1e-9 && abs(frame.midY - 20) < 1e-9)
  }

  @Test("a translation moves the frame but not the center")
  func translation() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.transform = CGAffineTransform(translationX: 5, y: -3)
    #expect(view.frame == CGRect(x: 5, y: -3, width: 10, height: 10))
    #expect(view.center == CGPoint(x: 5, y: 5))
  }

  @Test("layout places the untransformed view; the frame reports the transformed box")
  func layout() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
      child.widthAnchor.constraint(equalToConstant: 100),
      child.heightAnchor.constraint(equalToConstant: 60),
    ])
    child.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
    root.layoutIfNeeded()
    #expect(child.bounds.size == CGSize(width: 100, height: 60))
    #expect(child.center == CGPoint(x: 100, y: 80))
    #expect(child.frame == CGRect(x: 25, y: 35, width: 150, height: 90))
    child.transform = .identity
    #expect(child.frame == CGRect(x: 50, y: 50, width: 100, height: 60))
  }

  @Test("setting the frame of a transformed view moves its center and keeps its size")
  func settingFrame() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    view.frame = CGRect(x: 100, y: 100, width: 10, height: 10)
    #expect(view.center == CGPoint(x: 105, y: 105))
    #expect(view.bounds.size == CGSize(width: 20, height: 20))
  }

  @Test("transforms combine and invert as Core Graphics defines")
  func transformAlgebra() {
    let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 3)
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 3))
    let back = CGPoint(x: 12, y: 3).applying(t.inverted())
    #expect(abs(back.x - 1) < 1e-12 && abs(back.y - 1) < 1e-12)
    #expect(t.concatenating(t.inverted()).isIdentity)
    #expect(CGAffineTransform(scaleX: 0, y: 0).inverted() == CGAffineTransform(scaleX: 0, y: 0))
  }
}
