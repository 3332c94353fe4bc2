import HeadlessUIKit
import Testing

/// Holds the only reference to a root view, so that a hook can drop it.
@MainActor
private final class RootHolder {
  var root: UIView?
}

/// A root freed by a `layoutSubviews()` override while a pass runs below it.
///
/// A pass starts at the highest view that needs layout, which may be below the root. When a
/// `layoutSubviews()` override drops the last reference to the root during that pass, the rest
/// of the tree must not be freed while the pass still solves with the tree's engine: the engine
/// lists every view of the tree, and a later round of the pass reads the ones whose frames
/// moved. Run under AddressSanitizer in CI (see `.ci/run`), where reading a freed view fails.
@MainActor
@Suite("A root freed by a layout callback during a pass started below it")
struct LayoutPassFreedRootTests {
  @Test(
    "The root and the views outside the pass's subtree are freed once the pass ends",
    arguments: [false, true])
  func rootFreedDuringPassBelowIt(startAtHookedView: Bool) {
    let holder = RootHolder()
    let container = UIView()
    let hooked = OneTimeLayoutHookView()
    let containerWidth = container.widthAnchor.constraint(equalToConstant: 100)
    weak var weakRoot: UIView?
    weak var weakSibling: UIView?
    do {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
      holder.root = root
      let sibling = UIView()
      for view in [container, sibling] {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
      }
      hooked.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(hooked)
      // The sibling prefers 200 wide but must be as wide as the container, which holds its own
      // width of 100: once the container leaves the freed root's tree, the sibling widens.
      let preferred = sibling.widthAnchor.constraint(equalToConstant: 200)
      preferred.priority = .defaultLow
      NSLayoutConstraint.activate([
        container.topAnchor.constraint(equalTo: root.topAnchor),
        container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        containerWidth,
        container.heightAnchor.constraint(equalToConstant: 100),
        hooked.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
        hooked.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
        hooked.widthAnchor.constraint(equalToConstant: 30),
        hooked.heightAnchor.constraint(equalToConstant: 30),
        sibling.topAnchor.constraint(equalTo: container.bottomAnchor, constant: 5),
        sibling.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        sibling.widthAnchor.constraint(equalTo: container.widthAnchor),
        sibling.heightAnchor.constraint(equalToConstant: 50),
        preferred,
      ])
      root.layoutIfNeeded()
      #expect(sibling.frame == CGRect(x: 0, y: 105, width: 100, height: 50))
      weakRoot = root
      weakSibling = sibling
    }
    var rootAliveAfterDrop: Bool?
    hooked.hook = {
      // The last reference to the root: the container (kept by the test) outlives it.
      holder.root = nil
      rootAliveAfterDrop = weakRoot != nil
    }
    hooked.setNeedsLayout()
    // The root needs no layout, so the pass starts below it.
    if startAtHookedView {
      hooked.layoutIfNeeded()
    } else {
      container.layoutIfNeeded()
    }
    // Kept while the pass ran, freed with the sibling when it ended.
    #expect(rootAliveAfterDrop == true)
    #expect(weakRoot == nil)
    #expect(weakSibling == nil)
    // The container is the root of a tree of its own, which later passes lay out alone.
    #expect(container.superview == nil)
    containerWidth.constant = 120
    container.layoutIfNeeded()
    #expect(container.frame.size == CGSize(width: 120, height: 100))
    #expect(hooked.frame == CGRect(x: 10, y: 10, width: 30, height: 30))
  }
}
