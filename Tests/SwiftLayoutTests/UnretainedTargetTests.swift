import SwiftLayout
import SwiftLayoutTestSupport
import Testing

/// Constraint templates do not retain their targets; the ``Anchors`` value holding them does.
@MainActor
@Suite("Unretained targets")
struct UnretainedTargetTests {
  @Test("A target only the anchors name lives as long as the anchors")
  func anchorsKeepTheirTargetAlive() {
    weak var weakTarget: UIView?
    let anchors: Anchors = {
      let target = makeView("target")
      weakTarget = target
      return Anchors.top.equalTo(target, attribute: .bottom)
    }()
    #expect(weakTarget != nil)
    let child = makeView("child")
    let printed = LayoutPrinter(child.anchors { anchors }, withAnchors: true).description
    #expect(printed.contains("target.bottom"))
    withExtendedLifetime(anchors) {}
  }

  @Test("Targets named in several statements all stay alive")
  func severalTargetsStayAlive() {
    weak var first: UIView?
    weak var second: UIView?
    let anchors: Anchors = {
      let a = makeView("a")
      let b = makeView("b")
      first = a
      second = b
      var anchors = Anchors.top.equalTo(a, attribute: .bottom)
      anchors = AnchorsBuilder.buildPartialBlock(
        accumulated: anchors, next: Anchors.bottom.equalTo(b, attribute: .top))
      return anchors
    }()
    #expect(first != nil)
    #expect(second != nil)
    withExtendedLifetime(anchors) {}
  }
}
