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

  @Test(
    "A block naming four targets, one of them twice, keeps each alive; so does a copy grown apart")
  func manyTargetsInABlockStayAlive() {
    var probes: [() -> UIView?] = []
    let (anchors, copyGrown): (Anchors, Anchors) = {
      let views = (0..<5).map { makeView("t\($0)") }
      for view in views {
        weak let weakView = view
        probes.append { weakView }
      }
      let anchors = Anchors.top.equalTo(views[0], attribute: .bottom)
      var block = AnchorsBuilder.buildBlock(
        anchors,
        Anchors.leading.equalTo(views[1], attribute: .trailing),
        Anchors.trailing.equalTo(views[0], attribute: .leading),
        Anchors.bottom.equalTo(views[2], attribute: .top),
        Anchors.width.equalTo(views[3]))
      // A copy that grows on its own must not change what the original keeps, and the other
      // way round.
      var copy = block
      copy = AnchorsBuilder.buildPartialBlock(
        accumulated: copy, next: Anchors.height.equalTo(views[4]))
      block = AnchorsBuilder.buildPartialBlock(accumulated: block, next: Anchors.centerX)
      return (block, copy)
    }()
    #expect(probes[0...3].allSatisfy { $0() != nil })
    #expect(probes[4]() != nil)
    let child = makeView("child")
    let printed = LayoutPrinter(child.anchors { anchors }, withAnchors: true).description
    for name in ["t0.bottom", "t1.trailing", "t0.leading", "t2.top", "t3.width"] {
      #expect(printed.contains(name))
    }
    #expect(!printed.contains("t4"))
    withExtendedLifetime(copyGrown) {}
    // Dropping the copy frees the view only it names.
    _ = consume copyGrown
    #expect(probes[4]() == nil)
    #expect(probes[0...3].allSatisfy { $0() != nil })
    withExtendedLifetime(anchors) {}
  }
}
