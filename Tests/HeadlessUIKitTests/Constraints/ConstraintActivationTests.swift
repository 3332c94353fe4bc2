import HeadlessUIKit
import Testing

@MainActor
@Suite("NSLayoutConstraint activation and installation")
struct ConstraintActivationTests {
  @Test(
    "Apple D4: new constraints are inactive; activation installs on the nearest common ancestor")
  func installsOnCommonAncestor() {
    let root = makeRoot()
    let a = makeView("a", in: root)
    let b = makeView("b", in: root)
    let inner = makeView("inner", in: a)
    let c = inner.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)
    #expect(!c.isActive)
    c.isActive = true
    #expect(c.isActive)
    #expect(root.constraints.count == 1)
    #expect(a.constraints.isEmpty)
    let width = inner.widthAnchor.constraint(equalToConstant: 10)
    width.isActive = true
    #expect(inner.constraints.count == 1)
    let own = inner.topAnchor.constraint(equalTo: a.topAnchor)
    own.isActive = true
    #expect(a.constraints.count == 1)
    NSLayoutConstraint.deactivate([c, width, own])
    #expect(root.constraints.isEmpty && inner.constraints.isEmpty && a.constraints.isEmpty)
  }

  @Test("SnapKit C1: two sibling constraints, then edges, count 2 then 6 on the container")
  func snapKitCounts() {
    let container = makeRoot("container")
    let v1 = makeView("v1", in: container)
    let v2 = makeView("v2", in: container)
    NSLayoutConstraint.activate([
      v1.topAnchor.constraint(equalTo: v2.topAnchor, constant: 50),
      NSLayoutConstraint(
        item: v1, attribute: .left, relatedBy: .equal, toItem: v2, attribute: .top,
        multiplier: 1, constant: 50),
    ])
    // The second pairs left with top (x with y), which UIKit refuses.
    #expect(container.constraints.count == 1)
    v1.leftAnchor.constraint(equalTo: v2.leftAnchor, constant: 50).isActive = true
    #expect(container.constraints.count == 2)
    NSLayoutConstraint.activate([
      v2.topAnchor.constraint(equalTo: v1.topAnchor),
      v2.leftAnchor.constraint(equalTo: v1.leftAnchor),
      v2.bottomAnchor.constraint(equalTo: v1.bottomAnchor),
      v2.rightAnchor.constraint(equalTo: v1.rightAnchor),
    ])
    #expect(container.constraints.count == 6)
  }

  @Test("SnapKit C6: toggling prepared constraints installs and removes them")
  func snapKitToggle() {
    let container = makeRoot("container")
    let v1 = makeView("v1", in: container)
    let v2 = makeView("v2", in: container)
    let edges = [
      v1.topAnchor.constraint(equalTo: v2.topAnchor),
      v1.leftAnchor.constraint(equalTo: v2.leftAnchor),
      v1.bottomAnchor.constraint(equalTo: v2.bottomAnchor),
      v1.rightAnchor.constraint(equalTo: v2.rightAnchor),
    ]
    #expect(container.constraints.isEmpty)
    NSLayoutConstraint.activate(edges)
    #expect(container.constraints.count == 4)
    NSLayoutConstraint.deactivate(edges)
    #expect(container.constraints.isEmpty)
    edges[0].isActive = true
    edges[1].isActive = false
    #expect(container.constraints.count == 1)
  }

  @Test("SnapKit C10: size constraints sit on the view, position constraints on the container")
  func snapKitSizeOnView() {
    let container = makeRoot("container")
    let v = makeView("v", in: container)
    NSLayoutConstraint.activate([
      v.widthAnchor.constraint(equalToConstant: 50), v.heightAnchor.constraint(equalToConstant: 50),
      v.leftAnchor.constraint(equalTo: container.leftAnchor),
      v.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    #expect(v.constraints.count == 2)
    #expect(container.constraints.count == 2)
  }

  @Test("Apple D4: items with no common ancestor leave the constraint inactive and report it")
  func noCommonAncestor() {
    let a = makeView("a")
    let b = makeView("b")
    let constraint = a.topAnchor.constraint(equalTo: b.topAnchor)
    let issues = Headless.LayoutDiagnostics.capture { constraint.isActive = true }
    #expect(!constraint.isActive)
    #expect(issues.map(\.kind) == [.noCommonAncestor])
    #expect(issues.first?.message.contains("a.top == b.top") == true)
  }

  @Test(
    "Apple D6: illegal attribute combinations are reported at creation and never activate",
    arguments: [
      (NSLayoutConstraint.Attribute.leading, NSLayoutConstraint.Attribute.left, true),
      (.left, .trailing, true),
      (.top, .notAnAttribute, false),
      (.left, .top, true),
      (.width, .centerX, true),
      (.centerY, .height, true),
    ])
  func invalidCombinations(
    first: NSLayoutConstraint.Attribute, second: NSLayoutConstraint.Attribute, hasSecond: Bool
  ) {
    let root = makeRoot()
    let a = makeView("a", in: root)
    let b = makeView("b", in: root)
    var constraint: NSLayoutConstraint?
    let issues = Headless.LayoutDiagnostics.capture {
      constraint = NSLayoutConstraint(
        item: a, attribute: first, relatedBy: .equal, toItem: hasSecond ? b : nil,
        attribute: second, multiplier: 1, constant: 10)
    }
    #expect(issues.map(\.kind) == [.invalidConstraint])
    _ = Headless.LayoutDiagnostics.capture { constraint?.isActive = true }
    #expect(constraint?.isActive == false)
    #expect(root.constraints.isEmpty)
  }

  @Test("Apple D6: a location with a zero multiplier is illegal; sizes may pair across axes")
  func zeroMultiplierAndAspect() {
    let root = makeRoot()
    let a = makeView("a", in: root)
    let issues = Headless.LayoutDiagnostics.capture {
      _ = NSLayoutConstraint(
        item: a, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX,
        multiplier: 0, constant: 0)
      _ = a.widthAnchor.constraint(equalTo: a.heightAnchor, multiplier: 2)
    }
    #expect(issues.map(\.kind) == [.invalidConstraint])
  }

  @Test("Apple D3: priority changes between optional values; required ↔ optional is refused")
  func priorityChanges() {
    let root = makeRoot()
    let a = makeView("a", in: root)
    let optional = a.widthAnchor.constraint(equalToConstant: 10)
    optional.priority = .defaultLow
    optional.isActive = true
    optional.priority = .defaultHigh
    #expect(optional.priority == .defaultHigh)
    let issues = Headless.LayoutDiagnostics.capture { optional.priority = .required }
    #expect(optional.priority == .defaultHigh)
    #expect(issues.map(\.kind) == [.unsupportedPriorityChange])
    let required = a.heightAnchor.constraint(equalToConstant: 10)
    required.isActive = true
    _ = Headless.LayoutDiagnostics.capture { required.priority = .defaultHigh }
    #expect(required.priority == .required)
    required.isActive = false
    required.priority = .defaultHigh
    #expect(required.priority == .defaultHigh)
  }

  @Test("SnapKit C12: priorities round-trip, and UILayoutPriority arithmetic works with Float")
  func priorityValues() {
    #expect(UILayoutPriority.required.rawValue == 1000)
    #expect(UILayoutPriority.defaultHigh.rawValue == 750)
    #expect(UILayoutPriority.dragThatCanResizeScene.rawValue == 510)
    #expect(UILayoutPriority.sceneSizeStayPut.rawValue == 500)
    #expect(UILayoutPriority.dragThatCannotResizeScene.rawValue == 490)
    #expect(UILayoutPriority.defaultLow.rawValue == 250)
    #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
    #expect((UILayoutPriority.defaultLow + 1).rawValue == 251)
    #expect((UILayoutPriority.required - 1).rawValue == 999)
  }

  @Test("Constraint descriptions are readable and address-free")
  func descriptionsAreReadable() {
    let root = makeRoot()
    let title = makeView("title", in: root)
    let top = title.topAnchor.constraint(equalTo: root.topAnchor, constant: 16)
    top.priority = .defaultHigh
    let half = title.widthAnchor.constraint(
      equalTo: root.widthAnchor, multiplier: 0.5, constant: -8)
    let fixed = title.heightAnchor.constraint(equalToConstant: 44)
    fixed.identifier = "height"
    #expect(top.description == "title.top == root.top + 16 @750")
    #expect(half.description == "title.width == root.width * 0.5 - 8")
    #expect(fixed.description == "'height' title.height == 44")
    #expect(fixed.debugDescription == "<NSLayoutConstraint 'height' title.height == 44 (inactive)>")
    let unnamed = UIView()
    root.addSubview(unnamed)
    #expect(
      unnamed.leadingAnchor.constraint(equalTo: title.trailingAnchor).description
        == "UIView[1].leading == title.trailing")
  }

  @Test("Anchors of a constraint report its items and attributes")
  func anchorsAndItems() {
    let root = makeRoot()
    let a = makeView("a", in: root)
    let constraint = a.leadingAnchor.constraint(
      equalToSystemSpacingAfter: root.leadingAnchor, multiplier: 2)
    #expect(constraint.firstItem === a)
    #expect(constraint.secondItem === root)
    #expect(constraint.firstAttribute == .leading)
    #expect(constraint.secondAttribute == .leading)
    #expect(constraint.constant == 16)
    #expect(constraint.firstAnchor.headless.item === a)
    #expect(constraint.secondAnchor?.headless.name == "root.leading")
    let size = a.widthAnchor.constraint(equalToConstant: 3)
    #expect(size.secondItem == nil && size.secondAttribute == .notAnAttribute)
  }

  @Test("A constant edit after a deactivation is judged without the deactivated constraint")
  func constantEditAfterDeactivation() {
    let root = makeRoot()
    let view = makeView("view", in: root)
    let fixed = view.widthAnchor.constraint(equalToConstant: 50)
    let minimum = view.widthAnchor.constraint(greaterThanOrEqualToConstant: 10)
    let narrow = view.widthAnchor.constraint(equalToConstant: 0)
    narrow.priority = .defaultLow
    NSLayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
      fixed, minimum, narrow,
    ])
    root.layoutIfNeeded()
    #expect(view.frame.width == 50)
    // The new minimum conflicts only with the constraint deactivated just before.
    let issues = Headless.LayoutDiagnostics.capture {
      fixed.isActive = false
      minimum.constant = 80
      root.layoutIfNeeded()
    }
    #expect(issues.isEmpty)
    #expect(view.frame.width == 80)
  }

  @Test("A fitting size measured after a deactivation, before any layout, leaves it out")
  func fittingAfterDeactivation() {
    let root = makeRoot()
    let card = makeView("card", in: root)
    let content = makeView("content", in: card)
    let wide = content.widthAnchor.constraint(equalToConstant: 40)
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: root.topAnchor),
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      content.topAnchor.constraint(equalTo: card.topAnchor),
      content.leadingAnchor.constraint(equalTo: card.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: card.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: card.bottomAnchor),
      content.widthAnchor.constraint(greaterThanOrEqualToConstant: 20),
      content.heightAnchor.constraint(equalToConstant: 10),
      wide,
    ])
    root.layoutIfNeeded()
    #expect(card.frame.size == CGSize(width: 40, height: 10))
    wide.isActive = false
    let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(size == CGSize(width: 20, height: 10))
  }
}

@MainActor
@Suite("Layout guides")
struct LayoutGuideTests {
  @Test("SwiftLayout T17: a guide's own size constraint is held by its owning view")
  func guideConstraintsOnOwner() {
    let root = makeRoot(width: 200, height: 100)
    let guide = UILayoutGuide()
    guide.identifier = "g"
    root.addLayoutGuide(guide)
    #expect(root.layoutGuides.count == 1 && guide.owningView === root)
    let box = makeView("box", in: root)
    NSLayoutConstraint.activate([
      guide.widthAnchor.constraint(equalToConstant: 37),
      guide.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5),
      guide.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      guide.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      box.topAnchor.constraint(equalTo: guide.topAnchor),
      box.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      box.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    #expect(root.constraints.count == 8)
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 81.5, y: 50, width: 37, height: 50))
    #expect(box.frame == guide.layoutFrame)
    #expect(guide.description == "<UILayoutGuide g; layoutFrame = (81.5 50; 37 50)>")
    root.removeLayoutGuide(guide)
    #expect(root.constraints.isEmpty)
    #expect(guide.owningView == nil)
  }

  @Test("Apple D2: a higher optional priority wins; an optional conflict is minimised")
  func optionalPriorities() {
    let root = makeRoot(width: 200, height: 100)
    let box = makeView("box", in: root)
    let strong = box.widthAnchor.constraint(equalToConstant: 120)
    strong.priority = .defaultHigh
    let weak = box.widthAnchor.constraint(equalToConstant: 40)
    weak.priority = .defaultLow
    NSLayoutConstraint.activate([
      strong, weak, box.topAnchor.constraint(equalTo: root.topAnchor),
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
      box.widthAnchor.constraint(lessThanOrEqualToConstant: 100),
    ])
    root.layoutIfNeeded()
    #expect(box.frame.width == 100)
    strong.priority = UILayoutPriority(200)
    root.layoutIfNeeded()
    #expect(box.frame.width == 40)
  }
}

@MainActor
@Suite("anchorWithOffset(to:)")
struct AnchorOffsetTests {
  @Test("Distances between anchors are dimensions that relate to constants and to each other")
  func equalGaps() {
    let root = makeRoot(width: 300, height: 100)
    let a = makeView("a", in: root)
    let b = makeView("b", in: root)
    let c = makeView("c", in: root)
    for view in [a, b, c] {
      view.widthAnchor.constraint(equalToConstant: 40).isActive = true
      view.heightAnchor.constraint(equalToConstant: 10).isActive = true
      view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
    }
    let firstGap = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
    let secondGap = b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)
    let equal = firstGap.constraint(equalTo: secondGap)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      c.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      equal,
    ])
    #expect(equal.description == "(a.trailing -> b.leading) == (b.trailing -> c.leading)")
    #expect(firstGap.headless.name == "(a.trailing -> b.leading)")
    root.layoutIfNeeded()
    #expect(b.frame.minX == 130)
    let fixed = a.leadingAnchor.anchorWithOffset(to: c.leadingAnchor).constraint(
      equalToConstant: 10)
    let issues = Headless.LayoutDiagnostics.capture {
      fixed.isActive = true
      root.layoutIfNeeded()
    }
    #expect(issues.map(\.kind) == [.unsatisfiableConstraints])
  }
}
