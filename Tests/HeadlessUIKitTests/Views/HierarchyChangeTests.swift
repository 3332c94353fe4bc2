import HeadlessUIKit
import Testing

@MainActor
@Suite("Hierarchy changes and the constraints they carry")
struct HierarchyChangeTests {
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

  @Test("Constraints added with root.addConstraint between grandchildren go with a removed branch")
  func addConstraintOnAncestorRemovedWithBranch() {
    // addConstraint(_:) may be given any common ancestor, not only the closest one; the
    // constraint is held there and still removed with the branch.
    let root = makeRoot(width: 320, height: 200)
    let container = makeView("container", in: root)
    let leftColumn = makeView("leftColumn", in: container)
    let rightColumn = makeView("rightColumn", in: container)
    let a = makeView("a", in: leftColumn)
    let b = makeView("b", in: rightColumn)
    let aligned = b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 4)
    root.addConstraint(aligned)
    #expect(aligned.isActive && root.constraints.contains(aligned))
    leftColumn.removeFromSuperview()
    #expect(!aligned.isActive)
    #expect(!root.constraints.contains(aligned))
    // Held above the moved branch, a constraint goes even when both of its items move
    // together: its holder is no longer their ancestor.
    container.addSubview(leftColumn)
    root.addConstraint(aligned)
    #expect(aligned.isActive)
    let elsewhere = makeRoot("elsewhere")
    elsewhere.addSubview(container)
    #expect(!aligned.isActive)
    #expect(!root.constraints.contains(aligned))
    // Held inside the branch (on the closest common ancestor), it moves with it.
    container.addConstraint(aligned)
    let again = makeRoot("again")
    again.addSubview(container)
    #expect(aligned.isActive && container.constraints.contains(aligned))
  }

  @Test(
    "Moving a subtree to another tree drops the constraints that leave it, keeps the inner ones")
  func moveSubtree() {
    let first = makeRoot("first")
    let second = makeRoot("second")
    let card = makeView("card", in: first)
    let title = makeView("title", in: card)
    let neighbour = makeView("neighbour", in: first)
    let inner = title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8)
    let outer = title.leadingAnchor.constraint(equalTo: neighbour.trailingAnchor)
    let toRoot = card.topAnchor.constraint(equalTo: first.topAnchor)
    let size = card.widthAnchor.constraint(equalToConstant: 100)
    NSLayoutConstraint.activate([inner, outer, toRoot, size])
    second.addSubview(card)
    // UIView.removeFromSuperview(): constraints that refer to the view or its subtree and to
    // items outside it are removed; the others stay.
    #expect(!outer.isActive && !toRoot.isActive)
    #expect(inner.isActive && size.isActive)
    #expect(card.superview === second)
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: second.topAnchor, constant: 30),
      card.leadingAnchor.constraint(equalTo: second.leadingAnchor),
      card.heightAnchor.constraint(equalToConstant: 50),
      title.leadingAnchor.constraint(equalTo: card.leadingAnchor),
      title.widthAnchor.constraint(equalToConstant: 10),
      title.heightAnchor.constraint(equalToConstant: 10),
    ])
    second.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 0, y: 30, width: 100, height: 50))
    #expect(title.frame == CGRect(x: 0, y: 8, width: 10, height: 10))
  }
}
