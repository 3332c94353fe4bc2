import HeadlessUIKit
import Testing

/// A second round of user scenarios: view-hierarchy edits, margins, the finer constraint API and
/// scroll views, checked against what UIKit documents.
@MainActor
@Suite("User scenarios, round 2: hierarchy, margins, constraint API, scroll views")
struct UserScenarioRound2Tests {
  // MARK: - Hierarchy edits

  @Test("removeFromSuperview removes the constraints of the view and its subtree, keeps the inner")
  func removeFromSuperviewRemovesConstraints() {
    // UIView.removeFromSuperview(): "Calling this method removes any constraints that refer to
    // the view you are removing, or that refer to any view in the subtree of the view you are
    // removing."
    let root = makeRoot()
    let card = makeView("card", in: root)
    let title = makeView("title", in: card)
    let sibling = makeView("sibling", in: root)
    let cardTop = card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
    let titleToSibling = title.leadingAnchor.constraint(equalTo: sibling.trailingAnchor)
    let titleInCard = title.topAnchor.constraint(equalTo: card.topAnchor, constant: 4)
    let cardWidth = card.widthAnchor.constraint(equalToConstant: 100)
    NSLayoutConstraint.activate([cardTop, titleToSibling, titleInCard, cardWidth])
    #expect(root.constraints.contains { $0 === titleToSibling })

    card.removeFromSuperview()
    #expect(!cardTop.isActive)
    #expect(!titleToSibling.isActive)
    #expect(!root.constraints.contains { $0 === cardTop || $0 === titleToSibling })
    // Constraints wholly inside the removed subtree stay.
    #expect(titleInCard.isActive)
    #expect(cardWidth.isActive)
    #expect(card.constraints.contains { $0 === titleInCard })

    // Adding the view back does not bring the removed constraints back.
    root.addSubview(card)
    #expect(!cardTop.isActive)
    #expect(!titleToSibling.isActive)
  }

  @Test("Moving a view to another superview drops its constraints to the old siblings")
  func movingBetweenSuperviews() {
    let root = makeRoot()
    let left = makeView("left", in: root)
    let right = makeView("right", in: root)
    let badge = makeView("badge", in: left)
    let toRight = badge.leadingAnchor.constraint(equalTo: right.leadingAnchor)
    let toLeft = badge.topAnchor.constraint(equalTo: left.topAnchor)
    let toRoot = badge.bottomAnchor.constraint(equalTo: root.bottomAnchor)
    NSLayoutConstraint.activate([toRight, toLeft, toRoot])
    // addSubview(_:) on a view that has a superview removes it from the old one first
    // ("Views can have only one superview. If view already has a superview and that view is
    // not the receiver, this method removes the previous superview before making the receiver
    // its new superview."), which removes the constraints that refer to it.
    right.addSubview(badge)
    #expect(badge.superview === right)
    #expect(!toRight.isActive)
    #expect(!toLeft.isActive)
    #expect(!toRoot.isActive)
    #expect(root.constraints.isEmpty)
    #expect(left.constraints.isEmpty)
  }

  @Test("insertSubview above/below, bringSubviewToFront, sendSubviewToBack and exchangeSubview")
  func reorderingSubviews() {
    let root = makeRoot()
    let a = makeView("a", in: root)
    let b = makeView("b", in: root)
    let c = makeView("c", in: root)
    func order() -> [String?] { root.subviews.map(\.accessibilityIdentifier) }
    let d = makeView("d")
    root.insertSubview(d, aboveSubview: a)
    #expect(order() == ["a", "d", "b", "c"])
    let e = makeView("e")
    root.insertSubview(e, belowSubview: a)
    #expect(order() == ["e", "a", "d", "b", "c"])
    root.bringSubviewToFront(e)
    #expect(order() == ["a", "d", "b", "c", "e"])
    root.sendSubviewToBack(c)
    #expect(order() == ["c", "a", "d", "b", "e"])
    root.exchangeSubview(at: 0, withSubviewAt: 4)
    #expect(order() == ["e", "a", "d", "b", "c"])
    // Moving an existing subview above another one of the same superview only reorders.
    root.insertSubview(e, aboveSubview: b)
    #expect(order() == ["a", "d", "b", "e", "c"])
    // Reordering keeps constraints: the views never leave the superview.
    let pin = a.leadingAnchor.constraint(equalTo: c.trailingAnchor)
    pin.isActive = true
    root.bringSubviewToFront(a)
    root.exchangeSubview(at: 0, withSubviewAt: 1)
    #expect(pin.isActive)
    #expect(order() == ["b", "d", "e", "c", "a"])
  }

  @Test("A hidden view is still laid out and still positions the views constrained to it")
  func hiddenViewsAreLaidOut() {
    let root = makeRoot(width: 300, height: 200)
    let icon = makeView("icon", in: root)
    let label = makeView("label", in: root)
    NSLayoutConstraint.activate([
      icon.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      icon.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
      icon.widthAnchor.constraint(equalToConstant: 40),
      icon.heightAnchor.constraint(equalToConstant: 40),
      label.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
      label.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      label.heightAnchor.constraint(equalToConstant: 20),
    ])
    icon.isHidden = true
    root.layoutIfNeeded()
    #expect(icon.frame == CGRect(x: 16, y: 16, width: 40, height: 40))
    #expect(label.frame == CGRect(x: 64, y: 26, width: 220, height: 20))
  }

  // MARK: - Stack views and the hierarchy

  @Test("removeFromSuperview on an arranged subview takes it out of arrangedSubviews too")
  func stackRemoveFromSuperview() {
    // UIStackView.arrangedSubviews: "if you call the subview's removeFromSuperview() method,
    // the stack view removes it from its arrangedSubviews array". removeArrangedSubview(_:)
    // "does not remove the provided view from the stack's subviews array".
    let root = makeRoot(width: 300, height: 100)
    let stack = UIStackView(frame: root.bounds)
    root.addSubview(stack)
    stack.distribution = .fillEqually
    let views = ["a", "b", "c"].map { makeView($0) }
    for view in views { stack.addArrangedSubview(view) }
    root.layoutIfNeeded()
    #expect(views.map(\.frame.width) == [100, 100, 100])
    views[1].removeFromSuperview()
    #expect(stack.arrangedSubviews.map(\.accessibilityIdentifier) == ["a", "c"])
    root.layoutIfNeeded()
    #expect(views[0].frame == CGRect(x: 0, y: 0, width: 150, height: 100))
    #expect(views[2].frame == CGRect(x: 150, y: 0, width: 150, height: 100))
    stack.removeArrangedSubview(views[2])
    #expect(stack.arrangedSubviews.map(\.accessibilityIdentifier) == ["a"])
    #expect(stack.subviews.contains { $0 === views[2] })
    root.layoutIfNeeded()
    #expect(views[0].frame.width == 300)
  }

  @Test("A stack view's arranged order is its own: reordering subviews does not move items")
  func stackArrangedOrderIndependentOfSubviews() {
    // UIStackView: "The order of the subviews array defines the Z-order of the subviews. The
    // order of the arrangedSubviews array defines the order in which the views are arranged".
    let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
    stack.distribution = .fillEqually
    let views = ["a", "b", "c"].map { makeView($0) }
    for view in views { stack.addArrangedSubview(view) }
    stack.exchangeSubview(at: 0, withSubviewAt: 2)
    stack.bringSubviewToFront(views[1])
    stack.layoutIfNeeded()
    #expect(stack.arrangedSubviews.map(\.accessibilityIdentifier) == ["a", "b", "c"])
    #expect(views.map(\.frame.minX) == [0, 100, 200])
    // Inserting an arranged view again moves it within the arrangement.
    stack.insertArrangedSubview(views[2], at: 0)
    stack.layoutIfNeeded()
    #expect(stack.arrangedSubviews.map(\.accessibilityIdentifier) == ["c", "a", "b"])
    #expect(views.map(\.frame.minX) == [100, 200, 0])
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

  @Test(
    "A margins-relative horizontal stack under right-to-left starts at the leading margin on the right"
  )
  func stackMarginsRightToLeft() {
    let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
    stack.semanticContentAttribute = .forceRightToLeft
    stack.isLayoutMarginsRelativeArrangement = true
    stack.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 5, leading: 10, bottom: 5, trailing: 30)
    stack.spacing = 20
    stack.distribution = .fillEqually
    let first = makeView("first")
    let second = makeView("second")
    stack.addArrangedSubview(first)
    stack.addArrangedSubview(second)
    stack.layoutIfNeeded()
    // 300 − 10 − 30 − 20 = 240 for two items: 120 each; the first is at the right.
    #expect(first.frame == CGRect(x: 170, y: 5, width: 120, height: 50))
    #expect(second.frame == CGRect(x: 30, y: 5, width: 120, height: 50))
  }

  // MARK: - Margins

  @Test("preservesSuperviewLayoutMargins: a flush child takes the superview's larger margin")
  func preservesSuperviewMargins() {
    // UIView.preservesSuperviewLayoutMargins: "When the value of this property is true, the
    // superview's margins are also considered when laying out content. This margin affects
    // layouts where the distance between the edge of a view and its superview is smaller than
    // the corresponding margin."
    let root = makeRoot(width: 320, height: 200)
    root.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    let child = makeView("child", in: root)
    child.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    child.preservesSuperviewLayoutMargins = true
    let content = makeView("content", in: child)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -5),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 100),
      content.leadingAnchor.constraint(equalTo: child.layoutMarginsGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: child.layoutMarginsGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: child.layoutMarginsGuide.topAnchor),
      content.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    // Left: the child is flush, so the superview's 20 wins over 8. Right: the child stands 5
    // in, so 20 − 5 = 15 of the superview's margin reaches into it ("the smallest amount
    // needed to ensure that content is also inside the superview's margins").
    #expect(child.layoutMargins.left == 20)
    #expect(child.layoutMargins.right == 15)
    #expect(content.frame == CGRect(x: 20, y: 8, width: 315 - 20 - 15, height: 10))
    #expect(child.layoutMargins.top == 8)

    child.preservesSuperviewLayoutMargins = false
    root.layoutIfNeeded()
    #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(content.frame == CGRect(x: 8, y: 8, width: 315 - 16, height: 10))
  }

  @Test(
    "insetsLayoutMarginsFromSafeArea: a controller's view measures its margins from the safe area or the edge"
  )
  func marginsFromSafeArea() {
    let (window, _, root) = makeScreen()
    let content = makeView("content", in: root)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
      content.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
    ])
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 10, leading: 10, bottom: 10, trailing: 10)
    window.layoutIfNeeded()
    #expect(root.safeAreaInsets.top == 47)
    // UIView.insetsLayoutMarginsFromSafeArea (default true): "the margins are adjusted to
    // include the safe area insets"; the guide's top lies 10 under the safe area.
    #expect(content.frame.minY == 57)
    // 844 − 34 (home indicator) − 10.
    #expect(content.frame.maxY == 800)
    root.insetsLayoutMarginsFromSafeArea = false
    window.layoutIfNeeded()
    #expect(content.frame.minY >= 10 && content.frame.minY < 47)
  }

  @Test("directionalLayoutMargins flip under right-to-left; layoutMargins reads them as left/right")
  func directionalMarginsRightToLeft() {
    let root = makeRoot(width: 300, height: 100)
    root.semanticContentAttribute = .forceRightToLeft
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 10, bottom: 0, trailing: 30)
    // UIView.directionalLayoutMargins: "in a right-to-left language, the leading margin is
    // applied to the right edge". layoutMargins reports the physical insets.
    #expect(root.layoutMargins.right == 10)
    #expect(root.layoutMargins.left == 30)
    let content = makeView("content", in: root)
    NSLayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      content.widthAnchor.constraint(equalToConstant: 50),
      content.topAnchor.constraint(equalTo: root.topAnchor),
      content.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(content.frame.maxX == 290)
    #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 30, y: 0, width: 260, height: 100))
  }

  @Test("Switching the root to right-to-left after a layout flips leading constraints and margins")
  func directionChangeAfterLayout() {
    let root = makeRoot(width: 300, height: 100)
    let back = makeView("back", in: root)
    let container = makeView("container", in: root)
    container.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 4, bottom: 0, trailing: 20)
    let inner = makeView("inner", in: container)
    NSLayoutConstraint.activate([
      back.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      back.topAnchor.constraint(equalTo: root.topAnchor),
      back.widthAnchor.constraint(equalToConstant: 40),
      back.heightAnchor.constraint(equalToConstant: 40),
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      container.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      container.topAnchor.constraint(equalTo: back.bottomAnchor),
      container.heightAnchor.constraint(equalToConstant: 40),
      inner.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
      inner.topAnchor.constraint(equalTo: container.topAnchor),
      inner.widthAnchor.constraint(equalToConstant: 10),
      inner.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(back.frame.minX == 16)
    #expect(inner.frame.minX == 4)
    #expect(container.layoutMargins.left == 4)
    // The subviews inherit the direction (semanticContentAttribute .unspecified).
    root.semanticContentAttribute = .forceRightToLeft
    #expect(container.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(container.layoutMargins.right == 4 && container.layoutMargins.left == 20)
    root.layoutIfNeeded()
    #expect(back.frame.maxX == 284)
    #expect(inner.frame.maxX == 296)
    // Playback controls always lay out left to right
    // (UISemanticContentAttribute.playback).
    container.semanticContentAttribute = .playback
    #expect(container.effectiveUserInterfaceLayoutDirection == .leftToRight)
    root.layoutIfNeeded()
    #expect(inner.frame.minX == 4)
    #expect(back.frame.maxX == 284)
  }

  @Test(
    "A child controller's view: its safe area adds the child's additional insets to the parent's")
  func childControllerSafeArea() {
    // UIViewController.additionalSafeAreaInsets: "Use this property to adjust the safe area
    // insets of this view controller's views by the specified amount"; a child's view under
    // the status bar inherits the part of the parent's safe area it overlaps.
    let (window, parent, root) = makeScreen()
    let child = UIViewController()
    parent.addChild(child)
    let childView: UIView = child.view
    childView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(childView)
    child.didMove(toParent: parent)
    NSLayoutConstraint.activate([
      childView.topAnchor.constraint(equalTo: root.topAnchor),
      childView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      childView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      childView.heightAnchor.constraint(equalToConstant: 300),
    ])
    let banner = makeView("banner", in: childView)
    NSLayoutConstraint.activate([
      banner.topAnchor.constraint(equalTo: childView.safeAreaLayoutGuide.topAnchor),
      banner.leadingAnchor.constraint(equalTo: childView.leadingAnchor),
      banner.trailingAnchor.constraint(equalTo: childView.trailingAnchor),
      banner.heightAnchor.constraint(equalToConstant: 30),
    ])
    window.layoutIfNeeded()
    #expect(child.parent === parent && parent.children.count == 1)
    #expect(childView.safeAreaInsets.top == 47)
    #expect(childView.safeAreaInsets.bottom == 0)
    #expect(banner.frame.minY == 47)
    child.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    window.layoutIfNeeded()
    #expect(childView.safeAreaInsets.top == 57)
    #expect(banner.frame.minY == 57)
    parent.additionalSafeAreaInsets = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
    window.layoutIfNeeded()
    #expect(childView.safeAreaInsets.top == 62)
    #expect(banner.frame.minY == 62)
  }

  // MARK: - Constraint API

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
    #expect(c.firstAnchor === box.widthAnchor || c.firstAnchor.item === box)
    #expect(c.secondAnchor?.item === root)
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

  @Test(
    "addSubview of a subview that is already there brings it to the front, keeping its constraints")
  func addSubviewAgainBringsToFront() {
    let root = makeRoot()
    let a = makeView("a", in: root)
    let b = makeView("b", in: root)
    let pin = a.topAnchor.constraint(equalTo: b.bottomAnchor)
    pin.isActive = true
    var moves = 0
    final class Counting: UIView {
      var onMove: () -> Void = {}
      override func didMoveToSuperview() { onMove() }
    }
    let c = Counting()
    root.addSubview(c)
    c.onMove = { moves += 1 }
    root.addSubview(a)
    root.addSubview(c)
    #expect(root.subviews.map(\.accessibilityIdentifier) == ["b", "a", nil])
    #expect(pin.isActive)
    // The view never left its superview: no didMoveToSuperview.
    #expect(moves == 0)
  }

  @Test(
    "A constraint multiplier of 0 on a dimension leaves the constant; a NaN constant is refused")
  func degenerateNumbers() {
    let root = makeRoot(width: 200, height: 100)
    let box = makeView("box", in: root)
    let width = NSLayoutConstraint(
      item: box, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width,
      multiplier: 0, constant: 30)
    NSLayoutConstraint.activate([
      width, box.heightAnchor.constraint(equalToConstant: 10),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    ])
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 0, width: 30, height: 10))
    // A NaN constant (a division by zero in user code) is refused — UIKit raises "constant is
    // not finite! That's illegal." — keeping the old one; a later finite constant applies.
    let issues = LayoutDiagnostics.capture {
      width.constant = .nan
      root.layoutIfNeeded()
    }
    #expect(issues.map(\.kind) == [.invalidConstraint])
    #expect(width.constant == 30 && width.isActive)
    #expect(box.frame == CGRect(x: 0, y: 0, width: 30, height: 10))
    width.constant = 40
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
    // Made with an infinite constant, a constraint is invalid from the start.
    let made = LayoutDiagnostics.capture {
      let tall = box.heightAnchor.constraint(equalToConstant: .infinity)
      tall.isActive = true
      #expect(!tall.isActive)
    }
    #expect(made.count == 2 && made.allSatisfy { $0.kind == .invalidConstraint })
    root.layoutIfNeeded()
    #expect(box.frame.height == 10)
  }

  @Test("contentOffset set in code is not clamped to the content, as in UIKit")
  func contentOffsetNotClamped() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scroll.contentSize = CGSize(width: 100, height: 300)
    scroll.contentOffset = CGPoint(x: 0, y: 500)
    #expect(scroll.bounds.origin == CGPoint(x: 0, y: 500))
    scroll.setContentOffset(CGPoint(x: 0, y: -40), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: -40))
    #expect(scroll.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  // MARK: - Animations

  @Test("A nested UIView.animate inherits the enclosing duration and curve unless told to override")
  func nestedAnimationsInherit() {
    // UIView.AnimationOptions.overrideInheritedCurve: "If this key is not present, the
    // animation inherits the curve of the in-flight animation, if any";
    // overrideInheritedDuration: "the animation inherits the remaining duration of the
    // in-flight animation". UIView.inheritedAnimationDuration returns "the duration of the
    // current animation", non-zero only inside an animation block.
    AnimationRecorder.finishPendingAnimations()
    AnimationRecorder.removeAll()
    let root = makeRoot(width: 300, height: 300)
    let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let b = UIView(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
    let c = UIView(frame: CGRect(x: 0, y: 40, width: 10, height: 10))
    for view in [a, b, c] { root.addSubview(view) }
    #expect(UIView.inheritedAnimationDuration == 0)
    var seen: [TimeInterval] = []
    var finished: [String] = []
    UIView.animate(
      withDuration: 1.0, delay: 0, options: [.curveEaseOut],
      animations: {
        a.frame.origin.x = 100
        UIView.animate(
          withDuration: 0.2, delay: 0, options: [.curveLinear],
          animations: {
            seen.append(UIView.inheritedAnimationDuration)
            b.frame.origin.x = 100
          }, completion: { _ in finished.append("inner") })
        UIView.animate(
          withDuration: 0.2, delay: 0,
          options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveLinear],
          animations: { c.frame.origin.x = 100 })
      }, completion: { _ in finished.append("outer") })
    #expect(seen == [1.0])
    let recordA = AnimationRecorder.animations(of: a).last
    let recordB = AnimationRecorder.animations(of: b).last
    let recordC = AnimationRecorder.animations(of: c).last
    #expect(recordA?.duration == 1.0 && recordA?.curve == .easeOut)
    #expect(recordB?.duration == 1.0 && recordB?.curve == .easeOut)
    #expect(recordC?.duration == 0.2 && recordC?.curve == .linear)
    AnimationRecorder.advance(by: 0.5)
    #expect(finished.isEmpty)
    AnimationRecorder.advance(by: 0.6)
    #expect(finished == ["inner", "outer"])
    #expect(UIView.inheritedAnimationDuration == 0)
  }

  @Test("layoutIfNeeded inside an animation animates the subviews that move with the change")
  func layoutInsideAnimationMovesDescendants() {
    AnimationRecorder.finishPendingAnimations()
    AnimationRecorder.removeAll()
    let root = makeRoot(width: 300, height: 300)
    let panel = makeView("panel", in: root)
    let close = makeView("close", in: panel)
    let width = panel.widthAnchor.constraint(equalToConstant: 100)
    NSLayoutConstraint.activate([
      width, panel.heightAnchor.constraint(equalToConstant: 100),
      panel.topAnchor.constraint(equalTo: root.topAnchor),
      panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      close.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -8),
      close.topAnchor.constraint(equalTo: panel.topAnchor, constant: 8),
      close.widthAnchor.constraint(equalToConstant: 20),
      close.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    width.constant = 200
    UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear]) {
      root.layoutIfNeeded()
    }
    #expect(close.frame.minX == 172)
    let closeAnimation = AnimationRecorder.animations(of: close).last
    #expect(closeAnimation?.fromFrame.minX == 72 && closeAnimation?.toFrame.minX == 172)
    #expect(closeAnimation?.duration == 0.4)
    #expect(AnimationRecorder.animations(of: panel).last?.toFrame.width == 200)
    // Linear: halfway through, the button is halfway along.
    #expect(closeAnimation?.frame(at: 0.2).minX == 122)
    // A property animator driving the same change, scrubbed by hand.
    width.constant = 100
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { root.layoutIfNeeded() }
    animator.pauseAnimation()
    animator.fractionComplete = 0.25
    #expect(AnimationRecorder.presentedFrame(of: close).minX == 147)
    #expect(close.frame.minX == 72)
    animator.stopAnimation(false)
    animator.finishAnimation(at: .end)
    #expect(AnimationRecorder.presentedFrame(of: close).minX == 72)
  }

  @Test("A guide not added to a view cannot be constrained; once added, the same constraint works")
  func guideWithoutOwningView() {
    // UIView.removeLayoutGuide(_:): "Layout guides cannot participate in Auto Layout
    // constraints unless they are added to a view in the view hierarchy."
    let root = makeRoot(width: 200, height: 100)
    let guide = UILayoutGuide()
    let box = makeView("box", in: root)
    let pin = box.leadingAnchor.constraint(equalTo: guide.trailingAnchor)
    let issues = LayoutDiagnostics.capture { pin.isActive = true }
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

  @Test("Content sizes of empty content: an image view without image, a label without text")
  func emptyContentSizes() {
    // UIImageView without an image has no intrinsic size; a label without text is 0 × 0 (an
    // empty label collapses in a stack view).
    let imageView = UIImageView()
    #expect(
      imageView.intrinsicContentSize
        == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    imageView.image = UIImage(size: CGSize(width: 24, height: 16))
    #expect(imageView.intrinsicContentSize == CGSize(width: 24, height: 16))
    let label = UILabel()
    #expect(label.intrinsicContentSize == .zero)
    label.text = ""
    #expect(label.intrinsicContentSize == .zero)
    label.text = "Hi"
    #expect(label.intrinsicContentSize.width > 0 && label.intrinsicContentSize.height > 0)
  }

  // MARK: - Scroll views

  @Test("contentInsetAdjustmentBehavior .never, .always and .automatic against the safe area")
  func contentInsetAdjustment() {
    let (window, _, root) = makeScreen()
    let scroll = UIScrollView(frame: root.bounds)
    root.addSubview(scroll)
    scroll.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
    scroll.contentSize = CGSize(width: 390, height: 2000)
    window.layoutIfNeeded()
    #expect(scroll.adjustedContentInset.top == 52)
    #expect(scroll.adjustedContentInset.bottom == 39)
    scroll.contentInsetAdjustmentBehavior = .never
    #expect(scroll.adjustedContentInset == scroll.contentInset)
    scroll.contentInsetAdjustmentBehavior = .always
    #expect(scroll.adjustedContentInset.top == 52)
  }

  @Test("contentInsetAdjustmentBehavior .scrollableAxes adds the safe area only on scrollable axes")
  func scrollableAxesAdjustment() {
    // ContentInsetAdjustmentBehavior.scrollableAxes: "The top and bottom insets include the
    // safe area inset values when the vertical content size is greater than the height of the
    // scroll view itself. The top and bottom insets are also adjusted when the
    // alwaysBounceVertical property is true. Similarly, the left and right insets include the
    // safe area insets when the horizontal content size is greater than the width".
    let (window, controller, root) = makeScreen()
    let scroll = UIScrollView(frame: root.bounds)
    root.addSubview(scroll)
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    scroll.contentInsetAdjustmentBehavior = .scrollableAxes
    scroll.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
    scroll.contentSize = CGSize(width: 390, height: 300)
    window.layoutIfNeeded()
    #expect(scroll.safeAreaInsets == UIEdgeInsets(top: 47, left: 10, bottom: 34, right: 10))
    // Neither axis scrolls: the content inset alone.
    #expect(scroll.adjustedContentInset == scroll.contentInset)
    scroll.alwaysBounceVertical = true
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 52, left: 0, bottom: 39, right: 0))
    scroll.alwaysBounceVertical = false
    scroll.contentSize = CGSize(width: 800, height: 300)
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
    scroll.contentSize = CGSize(width: 800, height: 2000)
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 52, left: 10, bottom: 39, right: 10))
  }

  @Test("A stack in a scroll view's content guide grows the content size as rows are added")
  func growingContent() {
    let root = makeRoot(width: 320, height: 400)
    let scrollView = UIScrollView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scrollView)
    let stack = UIStackView()
    stack.axis = .vertical
    stack.spacing = 10
    stack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stack)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: root.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
    ])
    func addRow() {
      let row = UIView()
      row.heightAnchor.constraint(equalToConstant: 100).isActive = true
      stack.addArrangedSubview(row)
    }
    addRow()
    root.layoutIfNeeded()
    #expect(scrollView.contentSize == CGSize(width: 320, height: 100))
    for _ in 0..<5 { addRow() }
    root.layoutIfNeeded()
    #expect(scrollView.contentSize == CGSize(width: 320, height: 650))
    #expect(stack.arrangedSubviews.last?.frame.minY == 550)
    // Scrolling to the end shows the last row at the bottom of the scroll view.
    scrollView.contentOffset = CGPoint(x: 0, y: 650 - 400)
    #expect(scrollView.bounds.origin.y == 250)
    // The frame guide stays with the visible frame; the content guide does not move.
    #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 320, height: 400))
  }
}
