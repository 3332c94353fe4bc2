import SwiftLayout
import SwiftLayoutTestSupport
import Testing

/// A Layoutable view with a deferred property, counting its layout evaluations.
@MainActor
private final class DeferredView: UIView, Layoutable {
  var activation: Activation?
  var evaluations = 0
  let child = makeView("child")
  @LayoutProperty(.deferred) var flag = false

  @LayoutBuilder var layout: some Layout {
    let _ = count()
    self.sublayout {
      child.anchors { Anchors.allSides() }
    }
  }

  private func count() -> Int {
    evaluations += 1
    return evaluations
  }
}

/// Tables that find objects by `ObjectIdentifier` never take a new object for a freed one that
/// had the same address.
@MainActor
@Suite("Address reuse in SwiftLayout's tables")
struct AddressReuseTests {
  @Test(
    "A deferred update is not dropped for an object at the address of a freed one with one pending")
  func deferredUpdateAtReusedAddress() throws {
    LayoutUpdateMode.flushDeferredUpdates()
    var freed: DeferredView? = DeferredView()
    freed?.flag = true
    #expect(LayoutUpdateMode.hasDeferredUpdates)
    guard let view = objectReusingAddress(of: &freed, { DeferredView() }) else { return }
    view.flag = true
    LayoutUpdateMode.flushDeferredUpdates()
    #expect(view.evaluations == 1)
    #expect(view.child.superview === view)
  }

  @Test("deactive() removes a view at the address of a freed view another activation had claimed")
  func claimOnFreedView() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var first: UIView? = makeView("first")
    func place(_ view: UIView) -> Activation {
      root.sublayout { view.anchors { Anchors.allSides() } }.active()
    }
    let placing = place(try #require(first))
    // A second activation of the same view takes it over (and claims it).
    let claiming = place(try #require(first))
    first?.removeFromSuperview()
    guard let view = objectReusingAddress(of: &first, { makeView("second") }) else { return }
    let activation = place(view)
    #expect(view.superview === root)
    activation.deactive()
    #expect(view.superview == nil)
    withExtendedLifetime((placing, claiming)) {}
  }

  @Test("Claims on freed views do not accumulate")
  func claimsOfFreedViewsAreDropped() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var activations: [Activation] = []
    for round in 0..<2_000 {
      let view = makeView("v\(round)")
      let layout = root.sublayout { view.anchors { Anchors.allSides() } }
      activations.append(layout.active())
      activations.append(layout.active())
      view.removeFromSuperview()
    }
    #expect(ActivationOwnership.count < 200)
    activations.removeAll()
  }
}
