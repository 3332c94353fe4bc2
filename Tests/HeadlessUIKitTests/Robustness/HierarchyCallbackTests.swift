import HeadlessUIKit
import Testing

/// A view whose `willMove(toSuperview:)` adds the superview it is moving to as its own subview.
@MainActor
private final class AdoptingView: UIView {
  override func willMove(toSuperview newSuperview: UIView?) {
    super.willMove(toSuperview: newSuperview)
    guard let newSuperview, newSuperview.superview == nil else { return }
    addSubview(newSuperview)
  }
}

/// Hierarchy changes that would close a cycle are refused wholly, however they are reached.
@MainActor
@Suite("Cycles closed from hierarchy callbacks")
struct HierarchyCallbackTests {
  @Test(
    "A willMove(toSuperview:) override that adds its new superview below itself closes no cycle")
  func cycleFromWillMove() {
    let parent = makeRoot("parent")
    let child = AdoptingView()
    child.accessibilityIdentifier = "child"
    let issues = Headless.LayoutDiagnostics.capture { parent.addSubview(child) }
    // The callback's own addition went through (the parent moved under the child); the
    // outer one would have made the child its own ancestor, and is refused.
    #expect(issues.map(\.kind) == [.invalidHierarchy])
    #expect(parent.superview === child)
    #expect(child.superview == nil)
    #expect(child.subviews.count == 1 && child.subviews[0] === parent)
    #expect(parent.subviews.isEmpty)
    // The tree is whole: it lays out and describes itself (a cycle would loop here).
    child.layoutIfNeeded()
    #expect(child.headless.recursiveDescription().contains("parent"))
  }

  @Test("A stack view arranging its own ancestor refuses wholly and changes nothing")
  func stackViewArrangingAncestor() {
    let outer = UIStackView()
    outer.axis = .vertical
    outer.accessibilityIdentifier = "outer"
    let inner = UIStackView()
    inner.axis = .vertical
    inner.accessibilityIdentifier = "inner"
    outer.addArrangedSubview(inner)
    let label = UILabel()
    label.text = "text"
    inner.addArrangedSubview(label)
    let translates = outer.translatesAutoresizingMaskIntoConstraints
    let issues = Headless.LayoutDiagnostics.capture { inner.addArrangedSubview(outer) }
    #expect(issues.map(\.kind) == [.invalidHierarchy])
    #expect(inner.arrangedSubviews == [label])
    #expect(inner.subviews == [label])
    #expect(outer.translatesAutoresizingMaskIntoConstraints == translates)
    #expect(inner.superview === outer)
    // Baselines and layout walk the arranged views without meeting the ancestor again.
    #expect(outer.forLastBaselineLayout === label)
    outer.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    outer.layoutIfNeeded()
    #expect(label.frame.width == 200)
  }

  @Test("Inserting an ancestor into a stack view at an index is refused the same way")
  func stackViewInsertingAncestor() {
    let outer = UIView()
    let inner = UIStackView()
    outer.addSubview(inner)
    let issues = Headless.LayoutDiagnostics.capture { inner.insertArrangedSubview(outer, at: 0) }
    #expect(issues.map(\.kind) == [.invalidHierarchy])
    #expect(inner.arrangedSubviews.isEmpty)
    #expect(outer.translatesAutoresizingMaskIntoConstraints)
  }
}
