import SwiftLayout
import SwiftLayoutTestSupport
import Testing

/// An update that declares a new view where a freed view stood, at the freed view's address,
/// records the new view: the activation's item table is keyed by `ObjectIdentifier`, and the
/// positions an update compares without matching (its unchanged prefix and suffix) must not
/// keep the record of the freed view.
@MainActor
@Suite("Address reuse in updates")
struct AddressReuseUpdateTests {
  /// `root { leading; view; trailing }`, each child pinned to the root's top and bottom.
  private func layout(
    _ root: UIView, _ leading: UIView?, _ view: UIView, _ trailing: UIView?
  ) -> some Layout {
    root.sublayout {
      if let leading { leading.anchors { Anchors.vertical() } }
      view.anchors { Anchors.vertical() }
      if let trailing { trailing.anchors { Anchors.vertical() } }
    }
  }

  @Test(
    "A new view at a freed view's address in the unchanged prefix or suffix is recorded",
    arguments: ["prefix", "suffix"])
  func newViewAtFreedAddressIsRecorded(position: String) throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    // Before the window of changes (the same item before and after) or after it.
    let fixed = makeView("fixed")
    let before = makeView("before")
    let after = makeView("after")
    var freed: UIView? = makeView("freed")
    var activation = try layout(
      root, position == "prefix" ? nil : before, #require(freed), position == "prefix" ? fixed : nil
    ).active()
    freed?.removeFromSuperview()
    guard let view = objectReusingAddress(of: &freed, { makeView("new") }) else { return }
    activation = layout(
      root, position == "prefix" ? nil : after, view, position == "prefix" ? fixed : nil
    ).update(fromActivation: activation)
    #expect(view.superview === root)
    #expect(activation.views.contains { $0 === view })
    activation.deactive()
    #expect(view.superview == nil)
    #expect(root.subviews.isEmpty)
    #expect(root.constraints.isEmpty)
  }

  @Test("A new view at a freed view's address, added by hand where declared, is recorded")
  func newViewAddedByHandAtFreedAddress() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let fixed = makeView("fixed")
    var freed: UIView? = makeView("freed")
    var activation = try layout(root, nil, #require(freed), fixed).active()
    freed?.removeFromSuperview()
    guard let view = objectReusingAddress(of: &freed, { makeView("new") }) else { return }
    root.insertSubview(view, at: 0)
    activation = layout(root, nil, view, fixed).update(fromActivation: activation)
    #expect(activation.views.contains { $0 === view })
    activation.deactive()
    #expect(view.superview == nil)
    #expect(root.subviews.isEmpty)
  }
}
