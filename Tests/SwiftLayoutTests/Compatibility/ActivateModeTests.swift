import SwiftLayout
import Testing

@MainActor
@Suite("ActivateMode")
struct ActivateModeTests {
  private func makeScreen() -> (root: UIView, box: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    return (root, makeView("box"))
  }

  @Test("active(mode: .forced) lays out the touched views before it returns; .normal does not")
  func forcedActive() {
    let (root, box) = makeScreen()
    @LayoutBuilder var layout: some Layout {
      root.sl.sublayout { box.sl.anchors { Anchors.allSides.equalToSuper(inwardOffset: 10) } }
    }
    let normal = layout.active(mode: .normal)
    #expect(box.frame == .zero)
    normal.deactive()
    let forced = layout.active(mode: .forced)
    #expect(box.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
    #expect(forced.constraints.count == 4)
  }

  @Test("update(fromActivation:mode: .forced) leaves final frames; finalActive(mode:) too")
  func forcedUpdate() {
    let (root, box) = makeScreen()
    var inset: CGFloat = 10
    @LayoutBuilder var layout: some Layout {
      root.sl.sublayout { box.sl.anchors { Anchors.allSides.equalToSuper(inwardOffset: inset) } }
    }
    var activation = layout.active(mode: .forced)
    inset = 20
    activation = layout.update(fromActivation: activation, mode: .forced)
    #expect(box.frame == CGRect(x: 20, y: 20, width: 160, height: 60))
    inset = 30
    activation = layout.update(fromActivation: activation, mode: .normal)
    #expect(box.frame == CGRect(x: 20, y: 20, width: 160, height: 60))
    activation.deactive()

    let other = makeView("other")
    root.sl.sublayout {
      other.sl.anchors {
        Anchors.cap()
        Anchors.height.equalTo(constant: 5)
      }
    }.finalActive(mode: .forced)
    #expect(other.frame == CGRect(x: 0, y: 0, width: 200, height: 5))
  }
}
