import HeadlessUIKit
import Testing

@MainActor
@Suite("NSLayoutConstraint and anchors: the finer API")
struct ConstraintAPITests {
  @Test("Dimension multipliers, anchorWithOffset and system spacing lay out as documented")
  func dimensionAndSpacingAnchors() {
    let root = makeRoot(width: 400, height: 200)
    let left = makeView("left", in: root)
    let right = makeView("right", in: root)
    let dot = makeView("dot", in: root)
    NSLayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      left.topAnchor.constraint(equalTo: root.topAnchor),
      left.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25),
      left.heightAnchor.constraint(equalTo: left.widthAnchor, multiplier: 0.5, constant: 10),
      right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      right.topAnchor.constraint(equalTo: root.topAnchor),
      right.widthAnchor.constraint(equalTo: left.widthAnchor, multiplier: 2),
      right.heightAnchor.constraint(equalToConstant: 20),
      // The dot sits in the middle of the gap: both distances equal (anchorWithOffset(to:)).
      left.trailingAnchor.anchorWithOffset(to: dot.centerXAnchor)
        .constraint(equalTo: dot.centerXAnchor.anchorWithOffset(to: right.leadingAnchor)),
      dot.widthAnchor.constraint(equalToConstant: 10),
      dot.heightAnchor.constraint(equalToConstant: 10),
      dot.topAnchor.constraint(equalToSystemSpacingBelow: left.bottomAnchor, multiplier: 2),
    ])
    root.layoutIfNeeded()
    #expect(left.frame == CGRect(x: 0, y: 0, width: 100, height: 60))
    #expect(right.frame == CGRect(x: 200, y: 0, width: 200, height: 20))
    #expect(dot.frame.midX == 150)
    // System spacing between siblings is 8 points (multiplier 2: 16).
    #expect(dot.frame.minY == 76)
  }

  @Test("A constraint names its anchors, keeps its identifier and prints them")
  func constraintIntrospection() {
    let root = makeRoot()
    let box = makeView("box", in: root)
    let c = box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -8)
    c.identifier = "box.halfWidth"
    c.priority = .defaultHigh
    #expect(c.firstItem === box)
    #expect(c.secondItem === root)
    #expect(c.firstAttribute == .width && c.secondAttribute == .width)
    #expect(c.firstAnchor === box.widthAnchor || c.firstAnchor.headless.item === box)
    #expect(c.secondAnchor?.headless.item === root)
    #expect(c.multiplier == 0.5 && c.constant == -8)
    #expect(c.priority == UILayoutPriority(750))
    #expect(!c.isActive)
    #expect(c.description.contains("box.halfWidth"))
    let fixed = box.heightAnchor.constraint(equalToConstant: 44)
    #expect(fixed.secondItem == nil && fixed.secondAttribute == .notAnAttribute)
    #expect(fixed.secondAnchor == nil)
  }

  @Test("Activating a list that names the same constraint twice installs it once")
  func activateWithDuplicates() {
    let root = makeRoot(width: 200, height: 100)
    let box = makeView("box", in: root)
    let width = box.widthAnchor.constraint(equalToConstant: 50)
    NSLayoutConstraint.activate([width, width, box.heightAnchor.constraint(equalToConstant: 5)])
    width.isActive = true
    #expect(box.constraints.filter { $0 === width }.count == 1)
    NSLayoutConstraint.deactivate([width, width])
    #expect(!width.isActive)
    #expect(box.constraints.count == 1)
  }

  @Test("An inactive constraint keeps its items: built before the views are kept elsewhere")
  func inactiveConstraintKeepsItems() {
    // NSLayoutConstraint stores the items it relates; a constraint made ahead of time and
    // activated later (a common pattern for toggled layouts) must still find them.
    let root = makeRoot(width: 200, height: 100)
    let constraint: NSLayoutConstraint
    do {
      // The only reference to the box outside the tree goes out of scope here.
      let box = makeView("box", in: root)
      constraint = box.widthAnchor.constraint(equalToConstant: 42)
    }
    #expect(constraint.firstItem != nil)
    constraint.isActive = true
    root.layoutIfNeeded()
    #expect(root.subviews.first?.frame.width == 42)
  }

  @Test("Constant, multiplier and priority combinations resolve like UIKit's equations")
  func constantMultiplierPriority() {
    let root = makeRoot(width: 300, height: 300)
    let box = makeView("box", in: root)
    let wide = box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: 20)
    wide.priority = .defaultLow
    let narrow = box.widthAnchor.constraint(lessThanOrEqualToConstant: 120)
    narrow.priority = .defaultHigh
    NSLayoutConstraint.activate([
      wide, narrow,
      box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 1.5),
      box.centerXAnchor.constraint(equalTo: root.centerXAnchor, constant: 0),
      box.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: 0),
    ])
    root.layoutIfNeeded()
    #expect(box.frame.size == CGSize(width: 120, height: 180))
    narrow.priority = UILayoutPriority(200)
    root.layoutIfNeeded()
    #expect(box.frame.size == CGSize(width: 170, height: 255))
    #expect(box.frame.midX == 150 && box.frame.midY == 150)
  }
}
