import HeadlessUIKit
import Testing

/// Apple's documented Auto Layout semantics and requirements that had no test of their own.
///
/// Expected values come from Apple's documentation and hand arithmetic.
@MainActor
@Suite("Audit round 7: requirement and §D probes")
struct AuditRound7Tests {
  @Test("Apple D1: a constraint is an equation, not an assignment: it can size the second item")
  func equationNotAssignment() {
    let root = makeRoot(width: 400, height: 300)
    let box = makeView("box", in: root)
    let child = makeView("child", in: box)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      // The box is the first item, yet its size follows from the child's, not the reverse.
      box.widthAnchor.constraint(equalTo: child.widthAnchor, multiplier: 2, constant: 10),
      box.heightAnchor.constraint(equalTo: child.heightAnchor),
      child.widthAnchor.constraint(equalToConstant: 50),
      child.heightAnchor.constraint(equalToConstant: 20),
      child.topAnchor.constraint(equalTo: box.topAnchor),
      // Read right to left: the box's centre decides where the child is.
      box.centerXAnchor.constraint(equalTo: child.centerXAnchor),
    ])
    root.layoutIfNeeded()
    // box.width = 2 × 50 + 10 = 110; child centred in it: x = (110 − 50) / 2 = 30.
    #expect(box.frame == CGRect(x: 0, y: 0, width: 110, height: 20))
    #expect(child.frame == CGRect(x: 30, y: 0, width: 50, height: 20))
  }

  @Test("Apple D2: changing an active optional priority re-weighs the conflict in the next layout")
  func optionalPriorityChangeRelayouts() {
    let root = makeRoot()
    let a = makeView("a", in: root)
    let narrow = a.widthAnchor.constraint(equalToConstant: 100)
    narrow.priority = UILayoutPriority(300)
    let wide = a.widthAnchor.constraint(equalToConstant: 200)
    wide.priority = UILayoutPriority(400)
    NSLayoutConstraint.activate([
      narrow, wide, a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(a.frame.width == 200)
    narrow.priority = UILayoutPriority(500)
    root.layoutIfNeeded()
    #expect(a.frame.width == 100)
    // Deactivating the stronger one removes it: the other one decides again.
    narrow.isActive = false
    root.layoutIfNeeded()
    #expect(a.frame.width == 200)
  }

  @Test("Apple D9: noIntrinsicMetric in one dimension sizes the view in the other only")
  func intrinsicOneDimension() {
    final class Bar: UIView {
      override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 20)
      }
    }
    let root = makeRoot(width: 300, height: 200)
    let bar = Bar()
    bar.accessibilityIdentifier = "bar"
    bar.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(bar)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      bar.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      bar.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
    ])
    root.layoutIfNeeded()
    #expect(bar.frame == CGRect(x: 10, y: 5, width: 280, height: 20))
    #expect(!bar.hasAmbiguousLayout)
    // Only the vertical axis has a content-size constraint.
    #expect(
      bar.constraintsAffectingLayout(for: .horizontal).allSatisfy {
        $0.firstItem !== bar || $0.secondItem != nil
      })
  }

  @Test("A label with no text, or empty text, has a zero intrinsic content size")
  func emptyLabel() {
    let label = UILabel()
    #expect(label.intrinsicContentSize == .zero)
    label.text = ""
    #expect(label.intrinsicContentSize == .zero)
    label.text = "A"
    #expect(label.intrinsicContentSize.height > 0)
    label.text = nil
    #expect(label.intrinsicContentSize == .zero)
  }

  @Test("A superview's layoutSubviews sees its subviews' new frames after calling super")
  func layoutSubviewsSeesFramesAfterSuper() {
    final class Parent: UIView {
      var seenBefore: CGRect?
      var seenAfter: CGRect?
      override func layoutSubviews() {
        seenBefore = subviews.first?.frame
        super.layoutSubviews()
        seenAfter = subviews.first?.frame
      }
    }
    let parent = Parent(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = makeView("child", in: parent)
    let width = child.widthAnchor.constraint(equalToConstant: 40)
    NSLayoutConstraint.activate([
      width, child.heightAnchor.constraint(equalToConstant: 10),
      child.centerXAnchor.constraint(equalTo: parent.centerXAnchor),
      child.topAnchor.constraint(equalTo: parent.topAnchor),
    ])
    parent.layoutIfNeeded()
    #expect(parent.seenAfter == CGRect(x: 80, y: 0, width: 40, height: 10))
    width.constant = 100
    // Nothing moves until the next layout pass.
    #expect(child.frame == CGRect(x: 80, y: 0, width: 40, height: 10))
    parent.layoutIfNeeded()
    #expect(parent.seenBefore == CGRect(x: 80, y: 0, width: 40, height: 10))
    #expect(parent.seenAfter == CGRect(x: 50, y: 0, width: 100, height: 10))
  }

  @Test("A subtree moved to another tree drops its constraints into the old tree, keeps its own")
  func subtreeMoveBetweenTrees() {
    let first = makeRoot("first", width: 300, height: 300)
    let second = makeRoot("second", width: 200, height: 200)
    let card = makeView("card", in: first)
    let inner = makeView("inner", in: card)
    let toOldRoot = inner.topAnchor.constraint(equalTo: first.topAnchor, constant: 7)
    let innerWidth = inner.widthAnchor.constraint(equalToConstant: 30)
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: first.topAnchor),
      card.leadingAnchor.constraint(equalTo: first.leadingAnchor),
      card.widthAnchor.constraint(equalToConstant: 100),
      card.heightAnchor.constraint(equalToConstant: 100),
      toOldRoot, innerWidth,
      inner.heightAnchor.constraint(equalToConstant: 30),
      inner.trailingAnchor.constraint(equalTo: card.trailingAnchor),
    ])
    first.layoutIfNeeded()
    #expect(inner.frame == CGRect(x: 70, y: 7, width: 30, height: 30))
    second.addSubview(card)
    // UIKit removes the constraints that leave their tree (the card's to `first`, and
    // inner.top == first.top); those inside the card stay active.
    #expect(!toOldRoot.isActive)
    #expect(first.constraints.isEmpty)
    #expect(innerWidth.isActive)
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: second.topAnchor, constant: 10),
      card.leadingAnchor.constraint(equalTo: second.leadingAnchor, constant: 10),
      inner.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
    ])
    innerWidth.constant = 40
    second.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
    #expect(inner.frame == CGRect(x: 60, y: 5, width: 40, height: 30))
  }

  @Test("A view that leaves the window has a zero safe area again")
  func safeAreaAfterLeavingWindow() {
    let (window, _, root) = makeScreen()
    let child = makeView("child", in: root)
    NSLayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    window.layoutIfNeeded()
    #expect(child.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    child.removeFromSuperview()
    child.layoutIfNeeded()
    #expect(child.safeAreaInsets == .zero)
    #expect(child.safeAreaLayoutGuide.layoutFrame == child.bounds)
  }

  @Test("Apple D11: autoresizing constraints describe the mask as UIKit logs it (h=-&- v=--&)")
  func autoresizingNotation() {
    let root = makeRoot(width: 300, height: 200)
    func notation(_ mask: UIView.AutoresizingMask) -> Set<String> {
      let view = UIView(frame: CGRect(x: 20, y: 10, width: 100, height: 50))
      view.accessibilityIdentifier = "v"
      view.autoresizingMask = mask
      root.addSubview(view)
      root.layoutIfNeeded()
      defer { view.removeFromSuperview() }
      return Set(
        view.constraintsAffectingLayout(for: .horizontal).map(\.description)
          .filter { $0.contains("(autoresizing)") }
          .map { String($0.prefix(11)) })
    }
    // `-` fixed, `&` flexible; margin, size, margin. No flexible part reads as a flexible
    // trailing margin: the left margin and the width are what is kept.
    #expect(notation([]) == ["h=--& v=--&"])
    #expect(notation([.flexibleWidth]) == ["h=-&- v=--&"])
    #expect(notation([.flexibleLeftMargin, .flexibleRightMargin]) == ["h=&-& v=--&"])
    #expect(notation([.flexibleHeight, .flexibleTopMargin]) == ["h=--& v=&&-"])
  }

  @Test("Apple D14: VFL has no aspect ratios: a multiplied view size is a syntax error")
  func vflNoAspectRatio() {
    let root = makeRoot()
    let a = makeView("a", in: root)
    let b = makeView("b", in: root)
    var caught: VisualFormatError?
    do {
      _ = try NSLayoutConstraint.validatedConstraints(
        withVisualFormat: "[a(==b*2)]", metrics: nil, views: ["a": a, "b": b])
    } catch {
      caught = error
    }
    #expect(caught != nil)
    #expect((caught?.position ?? 0) >= 6)
    // UIKit's own method answers with no constraints and a report instead of an exception.
    let issues = LayoutDiagnostics.capture {
      #expect(
        NSLayoutConstraint.constraints(
          withVisualFormat: "[a(==b*2)]", metrics: nil, views: ["a": a, "b": b]
        ).isEmpty)
    }
    #expect(issues.map(\.kind) == [.invalidVisualFormat])
  }

  @Test("Apple D14: 'H:' is the default orientation; view-to-view spacing predicates relate edges")
  func vflOrientationAndGapPredicates() throws {
    let root = makeRoot(width: 300, height: 100)
    let a = makeView("a", in: root)
    let b = makeView("b", in: root)
    let views = ["a": a, "b": b]
    let explicit = try NSLayoutConstraint.validatedConstraints(
      withVisualFormat: "H:|[a(50)]-(>=20@750)-[b(==a)]|", metrics: nil, views: views)
    let implicit = try NSLayoutConstraint.validatedConstraints(
      withVisualFormat: "|[a(50)]-(>=20@750)-[b(==a)]|", metrics: nil, views: views)
    #expect(explicit.map(\.description) == implicit.map(\.description))
    let gap = explicit.first { $0.firstAttribute == .leading && $0.firstItem === b }
    #expect(gap?.secondItem === a && gap?.secondAttribute == .trailing)
    #expect(gap?.relation == .greaterThanOrEqual && gap?.constant == 20)
    #expect(gap?.priority == .defaultHigh)
    NSLayoutConstraint.activate(explicit)
    NSLayoutConstraint.activate(
      try NSLayoutConstraint.validatedConstraints(
        withVisualFormat: "V:|[a(10)]", options: [], metrics: nil, views: views)
        + NSLayoutConstraint.validatedConstraints(
          withVisualFormat: "V:|[b(10)]", options: [], metrics: nil, views: views))
    root.layoutIfNeeded()
    // b is as wide as a (50) and flush with the right edge: the gap is 300 − 100 = 200 ≥ 20.
    #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
    #expect(b.frame == CGRect(x: 250, y: 0, width: 50, height: 10))
  }
  @Test(
    "Apple D6: an x-axis anchor made from leading and left compiles, but is refused at creation")
  func leadingWithLeftAnchors() {
    // Both are NSLayoutXAxisAnchor, so the type system lets them meet; UIKit raises at run time
    // ("A constraint cannot be made between a leading/trailing attribute and a right/left
    // attribute"). Leading with centerX and trailing is fine.
    let root = makeRoot()
    let a = makeView("a", in: root)
    let b = makeView("b", in: root)
    var mixed: [NSLayoutConstraint] = []
    let issues = LayoutDiagnostics.capture {
      mixed = [
        a.leadingAnchor.constraint(equalTo: b.leftAnchor),
        a.rightAnchor.constraint(equalTo: b.trailingAnchor, constant: 4),
      ]
      NSLayoutConstraint.activate(mixed)
    }
    #expect(issues.map(\.kind).filter { $0 == .invalidConstraint }.count >= 2)
    #expect(mixed.allSatisfy { !$0.isActive })
    let fine = [
      a.leadingAnchor.constraint(equalTo: b.centerXAnchor),
      a.trailingAnchor.constraint(equalTo: b.leadingAnchor),
      a.leftAnchor.constraint(equalTo: b.centerXAnchor),
    ]
    let none = LayoutDiagnostics.capture { NSLayoutConstraint.activate(fine) }
    #expect(none.isEmpty)
    #expect(fine.allSatisfy { $0.isActive })
    #expect(root.constraints.count == 3)
  }
}
