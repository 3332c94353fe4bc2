import HeadlessUIKit
@_spi(Testing) import SwiftLayoutEngine
import Testing

@MainActor
@Suite("Memory and scale")
struct MemoryTests {
  @Test("Views, guides and constraints are freed when no longer referenced")
  func freed() {
    weak var weakRoot: UIView?
    weak var weakChild: UIView?
    weak var weakConstraint: NSLayoutConstraint?
    weak var weakGuide: UILayoutGuide?
    do {
      let root = makeRoot()
      let child = makeView("child", in: root)
      let guide = UILayoutGuide()
      root.addLayoutGuide(guide)
      let constraint = child.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor)
      NSLayoutConstraint.activate([
        constraint, child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        guide.widthAnchor.constraint(equalToConstant: 10),
      ])
      root.layoutIfNeeded()
      weakRoot = root
      weakChild = child
      weakConstraint = constraint
      weakGuide = guide
    }
    #expect(weakRoot == nil)
    #expect(weakChild == nil)
    #expect(weakConstraint == nil)
    #expect(weakGuide == nil)
  }

  @Test("A removed subview is freed even though its tree was laid out")
  func removedSubviewFreed() {
    let root = makeRoot()
    weak var weakChild: UIView?
    do {
      let child = makeView("child", in: root)
      child.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
      root.layoutIfNeeded()
      child.removeFromSuperview()
      weakChild = child
    }
    root.layoutIfNeeded()
    #expect(weakChild == nil)
    #expect(root.constraints.isEmpty)
  }

  /// Builds a chain of views, each 1 point inside its parent and 10 × 10 points.
  func chain(depth: Int, in root: UIView) -> UIView {
    var parent = root
    for _ in 0..<depth {
      let child = UIView()
      child.translatesAutoresizingMaskIntoConstraints = false
      parent.addSubview(child)
      NSLayoutConstraint.activate([
        child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1),
        child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
        child.widthAnchor.constraint(equalToConstant: 10),
        child.heightAnchor.constraint(equalToConstant: 10),
      ])
      parent = child
    }
    return parent
  }

  @Test("A 100,000-deep view chain builds, describes and deallocates without overflowing")
  func deepChain() {
    // Solving 400,000 constraints with the solver's invariant checks (debug builds) takes too
    // long; release test runs lay the whole chain out (swiftlayout-bench headless H4 too).
    let laysOut = !Solver._checksInvariants
    weak var weakLeaf: UIView?
    do {
      let root = makeRoot(width: 1000, height: 1000)
      let leaf = chain(depth: 100_000, in: root)
      weakLeaf = leaf
      if laysOut {
        root.layoutIfNeeded()
        #expect(leaf.frame == CGRect(x: 1, y: 1, width: 10, height: 10))
      }
      let description = root.headless.recursiveDescription()
      #expect(description.hasPrefix("<UIView root; frame = (0 0; 1000 1000)>\n"))
      #expect(description.contains("   | (depth 100000) <UIView; frame = "))
    }
    #expect(weakLeaf == nil)
  }

  @Test("A 500-deep view chain lays out and deallocates")
  func deepChainLayout() {
    weak var weakLeaf: UIView?
    do {
      let root = makeRoot(width: 1000, height: 1000)
      let leaf = chain(depth: 500, in: root)
      weakLeaf = leaf
      root.layoutIfNeeded()
      #expect(leaf.frame == CGRect(x: 1, y: 1, width: 10, height: 10))
      #expect(leaf.superview?.frame == CGRect(x: 1, y: 1, width: 10, height: 10))
    }
    #expect(weakLeaf == nil)
  }

  @Test(
    "A subview kept after its superview is freed becomes a root and still lays out and measures")
  func subviewOutlivesSuperview() {
    weak var freedParent: UIView?
    var kept: UIView?
    let label = UILabel()
    label.text = "Hello"
    label.translatesAutoresizingMaskIntoConstraints = false
    do {
      let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
      let child = UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 100))
      child.addSubview(label)
      parent.addSubview(child)
      NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: child.topAnchor, constant: 10),
        label.leadingAnchor.constraint(equalTo: child.leadingAnchor, constant: 10),
        label.trailingAnchor.constraint(equalTo: child.trailingAnchor, constant: -10),
        label.bottomAnchor.constraint(equalTo: child.bottomAnchor, constant: -10),
        // Reaches outside the child: it goes with the parent.
        child.widthAnchor.constraint(lessThanOrEqualTo: parent.widthAnchor),
      ])
      freedParent = parent
      kept = child
    }
    #expect(freedParent == nil)
    guard let kept else { return }
    #expect(kept.superview == nil)
    // A root now: laid out at its own frame, as after removeFromSuperview().
    kept.layoutIfNeeded()
    #expect(kept.frame == CGRect(x: 20, y: 30, width: 200, height: 100))
    #expect(label.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
    let natural = label.intrinsicContentSize
    #expect(
      kept.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: natural.width + 20, height: natural.height + 20))
    // And it joins another tree as any root does.
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    host.addSubview(kept)
    kept.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
    host.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 10, y: 10, width: 280, height: 40))
  }
}
