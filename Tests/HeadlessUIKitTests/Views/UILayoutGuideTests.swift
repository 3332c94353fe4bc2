import HeadlessUIKit
import Testing

@MainActor
@Suite("Layout guides: one owning view, removal and the constraints to them")
struct UILayoutGuideTests {
  @Test("removeLayoutGuide(_:) clears owningView and removes the constraints to the guide")
  func removeLayoutGuideRemovesConstraints() {
    // UIKit: "It also removes any constraints to the layout guide."
    let root = makeRoot(width: 300, height: 200)
    let guide = UILayoutGuide()
    root.addLayoutGuide(guide)
    let box = makeView("box", in: root)
    let toGuide = box.leadingAnchor.constraint(equalTo: guide.trailingAnchor)
    let guideWidth = guide.widthAnchor.constraint(equalToConstant: 40)
    let unrelated = box.widthAnchor.constraint(equalToConstant: 10)
    NSLayoutConstraint.activate([
      toGuide, guideWidth, unrelated,
      guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    ])
    root.layoutIfNeeded()
    #expect(guide.layoutFrame.width == 40)
    root.removeLayoutGuide(guide)
    #expect(guide.owningView == nil)
    #expect(!root.layoutGuides.contains { $0 === guide })
    #expect(!toGuide.isActive && !guideWidth.isActive)
    #expect(unrelated.isActive)
    #expect(root.constraints.allSatisfy { $0.firstItem !== guide && $0.secondItem !== guide })
  }

  @Test("A guide added to a second view leaves the first: a guide has one owning view")
  func guideHasOneOwner() {
    let root = makeRoot()
    let a = makeView("a", in: root)
    let b = makeView("b", in: root)
    let guide = UILayoutGuide()
    a.addLayoutGuide(guide)
    b.addLayoutGuide(guide)
    #expect(guide.owningView === b)
    #expect(a.layoutGuides.isEmpty)
    #expect(b.layoutGuides.count == 1 && b.layoutGuides[0] === guide)
  }

  @Test("A guide added to no view cannot take part in constraints: activation is refused")
  func guideWithoutOwner() {
    let root = makeRoot()
    let box = makeView("box", in: root)
    let guide = UILayoutGuide()
    guide.identifier = "loose"
    let constraint = box.topAnchor.constraint(equalTo: guide.bottomAnchor)
    let issues = Headless.LayoutDiagnostics.capture { constraint.isActive = true }
    #expect(!constraint.isActive)
    #expect(issues.map(\.kind) == [.noCommonAncestor])
    #expect(root.constraints.isEmpty)
  }

  @Test("removeLayoutGuide removes the constraints to the guide; addLayoutGuide moves a guide")
  func removeLayoutGuide() {
    // UIView.removeLayoutGuide(_:): "removes the layout guide from the view's layoutGuides
    // array and sets the guide's owningView property to nil. It also removes any constraints
    // to the layout guide." addLayoutGuide(_:): "Each guide can have only one owning view."
    let root = makeRoot(width: 300, height: 100)
    let spacer = UILayoutGuide()
    root.addLayoutGuide(spacer)
    let left = makeView("left", in: root)
    let toGuide = left.trailingAnchor.constraint(equalTo: spacer.leadingAnchor)
    let guideWidth = spacer.widthAnchor.constraint(equalToConstant: 40)
    let unrelated = left.widthAnchor.constraint(equalToConstant: 10)
    NSLayoutConstraint.activate([toGuide, guideWidth, unrelated])
    root.removeLayoutGuide(spacer)
    #expect(spacer.owningView == nil)
    #expect(!root.layoutGuides.contains { $0 === spacer })
    #expect(!toGuide.isActive)
    #expect(!guideWidth.isActive)
    #expect(unrelated.isActive)
    #expect(!root.constraints.contains { $0 === toGuide || $0 === guideWidth })

    let other = makeView("other", in: root)
    root.addLayoutGuide(spacer)
    other.addLayoutGuide(spacer)
    #expect(spacer.owningView === other)
    #expect(!root.layoutGuides.contains { $0 === spacer })
    #expect(other.layoutGuides.filter { $0 === spacer }.count == 1)
  }

  @Test("A guide not added to a view cannot be constrained; once added, the same constraint works")
  func guideWithoutOwningView() {
    // UIView.removeLayoutGuide(_:): "Layout guides cannot participate in Auto Layout
    // constraints unless they are added to a view in the view hierarchy."
    let root = makeRoot(width: 200, height: 100)
    let guide = UILayoutGuide()
    let box = makeView("box", in: root)
    let pin = box.leadingAnchor.constraint(equalTo: guide.trailingAnchor)
    let issues = Headless.LayoutDiagnostics.capture { pin.isActive = true }
    #expect(!pin.isActive)
    #expect(issues.count == 1)
    root.addLayoutGuide(guide)
    pin.isActive = true
    NSLayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      guide.widthAnchor.constraint(equalToConstant: 30),
      guide.topAnchor.constraint(equalTo: root.topAnchor),
      guide.heightAnchor.constraint(equalToConstant: 1),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 10),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(pin.isActive)
    #expect(box.frame.minX == 30)
    #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 30, height: 1))
  }

  @Test("A guide leaves with its view: constraints of others to it are removed")
  func guideLeavesWithOwner() {
    let root = makeRoot(width: 320, height: 200)
    let panel = makeView("panel", in: root)
    let guide = UILayoutGuide()
    guide.identifier = "panel.content"
    panel.addLayoutGuide(guide)
    let sibling = makeView("sibling", in: root)
    let inner = makeView("inner", in: panel)
    NSLayoutConstraint.activate([
      panel.topAnchor.constraint(equalTo: root.topAnchor),
      panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      panel.widthAnchor.constraint(equalToConstant: 100),
      panel.heightAnchor.constraint(equalToConstant: 100),
      guide.topAnchor.constraint(equalTo: panel.topAnchor, constant: 10),
      guide.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 10),
      guide.widthAnchor.constraint(equalToConstant: 50),
      guide.heightAnchor.constraint(equalToConstant: 50),
      inner.topAnchor.constraint(equalTo: guide.topAnchor),
      inner.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      inner.widthAnchor.constraint(equalTo: guide.widthAnchor),
      inner.heightAnchor.constraint(equalTo: guide.heightAnchor),
    ])
    let toGuide = sibling.leadingAnchor.constraint(equalTo: guide.trailingAnchor)
    NSLayoutConstraint.activate([
      toGuide, sibling.topAnchor.constraint(equalTo: root.topAnchor),
      sibling.widthAnchor.constraint(equalToConstant: 10),
      sibling.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(sibling.frame.minX == 60)
    let other = makeRoot("other", width: 200, height: 200)
    other.addSubview(panel)
    #expect(!toGuide.isActive)
    NSLayoutConstraint.activate([
      panel.topAnchor.constraint(equalTo: other.topAnchor, constant: 5),
      panel.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: 5),
    ])
    other.layoutIfNeeded()
    #expect(inner.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
    #expect(guide.layoutFrame == CGRect(x: 10, y: 10, width: 50, height: 50))
    #expect(panel.frame == CGRect(x: 5, y: 5, width: 100, height: 100))
  }

  @Test("A spacer guide added at run time, removed, and added again with new constraints")
  func guideAtRunTime() {
    // addLayoutGuide(_:) / removeLayoutGuide(_:): a guide takes part in layout only while it
    // is added to a view.
    // https://developer.apple.com/documentation/uikit/uiview/removelayoutguide(_:)
    let root = makeRoot(width: 300, height: 100)
    let a = makeView("a", in: root)
    let b = makeView("b", in: root)
    let fallback = b.leadingAnchor.constraint(equalTo: a.trailingAnchor)
    fallback.priority = .defaultLow
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.widthAnchor.constraint(equalToConstant: 40), a.heightAnchor.constraint(equalToConstant: 40),
      b.topAnchor.constraint(equalTo: root.topAnchor),
      b.widthAnchor.constraint(equalToConstant: 40), b.heightAnchor.constraint(equalToConstant: 40),
      fallback,
    ])
    root.layoutIfNeeded()
    #expect(b.frame.minX == 40)
    let spacer = UILayoutGuide()
    spacer.identifier = "spacer"
    func pin() -> [NSLayoutConstraint] {
      let constraints = [
        spacer.leadingAnchor.constraint(equalTo: a.trailingAnchor),
        spacer.widthAnchor.constraint(equalToConstant: 30),
        b.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
      ]
      NSLayoutConstraint.activate(constraints)
      return constraints
    }
    root.addLayoutGuide(spacer)
    let first = pin()
    root.layoutIfNeeded()
    #expect(b.frame.minX == 70)
    #expect(spacer.layoutFrame.minX == 40 && spacer.layoutFrame.width == 30)
    root.removeLayoutGuide(spacer)
    root.layoutIfNeeded()
    #expect(first.allSatisfy { !$0.isActive })
    #expect(b.frame.minX == 40)
    #expect(root.layoutGuides.isEmpty)
    root.addLayoutGuide(spacer)
    let second = pin()
    second[1].constant = 10
    root.layoutIfNeeded()
    #expect(b.frame.minX == 50)
    #expect(!b.hasAmbiguousLayout)
  }
}
