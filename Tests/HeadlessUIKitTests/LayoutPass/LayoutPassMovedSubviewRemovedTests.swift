import HeadlessUIKit
import Testing

/// A view whose `setNeedsLayout()` runs a one-time hook first.
@MainActor
private final class HookedMarkingView: UIView {
  var hook: (() -> Void)?

  override func setNeedsLayout() {
    if let hook {
      self.hook = nil
      hook()
    }
    super.setNeedsLayout()
  }
}

/// A subview removed by its superview's `setNeedsLayout()` override while a pass reports it.
///
/// When a solve moves a subview, the engine marks its superview for layout and lists the
/// subview, unretained, as one the superview must move. Marking runs `setNeedsLayout()`, which
/// a subclass may override to remove that very subview. A pass started below the root may not
/// visit the superview, so the list waits for a later pass, after the removed subview is freed.
/// Run under AddressSanitizer in CI (see `.ci/run`), where reading a freed view fails.
@MainActor
@Suite("A subview removed by its superview's setNeedsLayout() while the engine reports it moved")
struct LayoutPassMovedSubviewRemovedTests {
  @Test("The superview lays out its remaining subviews in the next pass")
  func subviewRemovedWhileReportedMoved() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    let parent = HookedMarkingView()
    let other = UIView()
    let start = UIView()
    for view in [parent, other] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    start.translatesAutoresizingMaskIntoConstraints = false
    other.addSubview(start)
    // A second subview, so that the superview's layout reads its list of moved subviews.
    let kept = UIView(frame: CGRect(x: 1, y: 2, width: 5, height: 5))
    parent.addSubview(kept)
    let startWidth = start.widthAnchor.constraint(equalToConstant: 10)
    weak var weakChild: UIView?
    do {
      let child = UIView()
      child.translatesAutoresizingMaskIntoConstraints = false
      parent.addSubview(child)
      NSLayoutConstraint.activate([
        parent.topAnchor.constraint(equalTo: root.topAnchor),
        parent.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        parent.widthAnchor.constraint(equalToConstant: 100),
        parent.heightAnchor.constraint(equalToConstant: 100),
        other.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
        other.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        other.widthAnchor.constraint(equalToConstant: 100),
        other.heightAnchor.constraint(equalToConstant: 100),
        start.topAnchor.constraint(equalTo: other.topAnchor),
        start.leadingAnchor.constraint(equalTo: other.leadingAnchor),
        startWidth,
        start.heightAnchor.constraint(equalToConstant: 10),
        // The child's width follows a view in another branch of the tree.
        child.widthAnchor.constraint(equalTo: start.widthAnchor),
        child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 5),
        child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 5),
        child.heightAnchor.constraint(equalToConstant: 20),
      ])
      root.layoutIfNeeded()
      #expect(child.frame == CGRect(x: 5, y: 5, width: 10, height: 20))
      weakChild = child
      // Marking the parent removes the child, whose only reference was the parent.
      parent.hook = { [unowned child] in child.removeFromSuperview() }
    }
    // Marks `start`'s superview only: the pass starts there, below the root, and solves a new
    // width for the child, which marks `parent` (not visited by this pass).
    startWidth.constant = 30
    start.layoutIfNeeded()
    #expect(weakChild == nil)
    #expect(parent.subviews == [kept])
    root.layoutIfNeeded()
    #expect(kept.frame == CGRect(x: 1, y: 2, width: 5, height: 5))
    #expect(start.frame.width == 30)
  }
}
