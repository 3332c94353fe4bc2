import HeadlessUIKit
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

  @Test("A 100,000-deep view chain builds, lays out, describes and deallocates")
  func deepChain() {
    let depth = Int(ProcessInfo.processInfo.environment["DEPTH"] ?? "100000") ?? 100_000
    weak var weakLeaf: UIView?
    do {
      let root = makeRoot(width: 300_000, height: 300_000)
      var parent = root
      for _ in 0..<depth {
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        NSLayoutConstraint.activate([
          child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1),
          child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
          child.widthAnchor.constraint(equalTo: parent.widthAnchor, constant: -2),
          child.heightAnchor.constraint(equalTo: parent.heightAnchor, constant: -2),
        ])
        parent = child
      }
      weakLeaf = parent
      root.layoutIfNeeded()
      #expect(parent.frame == CGRect(x: 1, y: 1, width: 100_000, height: 100_000))
      let description = root.recursiveDescription()
      #expect(description.hasSuffix("(depth 100000) <UIView; frame = (1 1; 100000 100000)>\n"))
    }
    #expect(weakLeaf == nil)
  }
}
