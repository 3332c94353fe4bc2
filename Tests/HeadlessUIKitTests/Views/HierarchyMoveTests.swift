import HeadlessUIKit
import Testing

@MainActor
@Suite("Views moved between superviews and windows")
struct HierarchyMoveTests {
  /// A card with a title pinned inside it by constraints the card holds.
  func makeCard(_ name: String) -> (card: UIView, title: UIView, inner: [NSLayoutConstraint]) {
    let card = UIView()
    card.accessibilityIdentifier = name
    card.translatesAutoresizingMaskIntoConstraints = false
    let title = makeView("\(name).title", in: card)
    let inner = [
      title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
      title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
      title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
      title.heightAnchor.constraint(equalToConstant: 20),
      card.heightAnchor.constraint(equalToConstant: 36),
    ]
    NSLayoutConstraint.activate(inner)
    return (card, title, inner)
  }

  @Test("A card moved to another window keeps its inner constraints and lays out there")
  func moveSubtreeToAnotherWindow() {
    // removeFromSuperview / addSubview: "Calling this method removes any constraints that
    // refer to the view you are removing, or that refer to any view in the subtree" — the
    // constraints inside the subtree are kept.
    // https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    let (phone, _, phoneRoot) = makeScreen()
    let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
    other.headless.safeAreaInsets = .zero
    other.makeKeyAndVisible()
    let (card, title, inner) = makeCard("card")
    phoneRoot.addSubview(card)
    let outer = [
      card.topAnchor.constraint(equalTo: phoneRoot.safeAreaLayoutGuide.topAnchor),
      card.leadingAnchor.constraint(equalTo: phoneRoot.leadingAnchor, constant: 16),
      card.trailingAnchor.constraint(equalTo: phoneRoot.trailingAnchor, constant: -16),
    ]
    NSLayoutConstraint.activate(outer)
    phone.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 16, y: 47, width: 358, height: 36))
    #expect(card.safeAreaInsets.top == 0)
    other.addSubview(card)
    #expect(card.window === other)
    #expect(outer.allSatisfy { !$0.isActive })
    #expect(inner.allSatisfy { $0.isActive })
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: other.topAnchor, constant: 100),
      card.leadingAnchor.constraint(equalTo: other.leadingAnchor),
      card.widthAnchor.constraint(equalToConstant: 300),
    ])
    let issues = Headless.LayoutDiagnostics.capture {
      other.layoutIfNeeded()
      phone.layoutIfNeeded()
    }
    #expect(issues.isEmpty)
    #expect(card.frame == CGRect(x: 0, y: 100, width: 300, height: 36))
    #expect(title.frame == CGRect(x: 8, y: 8, width: 284, height: 20))
    #expect(!card.hasAmbiguousLayout && !title.hasAmbiguousLayout)
    #expect(phoneRoot.subviews.isEmpty)
  }

  @Test("A move with a layout still pending lays out once, in the new place only")
  func moveWithPendingLayout() {
    let first = makeRoot("first", width: 320, height: 200)
    let second = makeRoot("second", width: 200, height: 200)
    let (card, title, _) = makeCard("card")
    first.addSubview(card)
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: first.topAnchor),
      card.leadingAnchor.constraint(equalTo: first.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: first.trailingAnchor),
    ])
    // No layout in between: the first tree never solved the card.
    second.addSubview(card)
    NSLayoutConstraint.activate([
      card.bottomAnchor.constraint(equalTo: second.bottomAnchor),
      card.leadingAnchor.constraint(equalTo: second.leadingAnchor, constant: 10),
      card.trailingAnchor.constraint(equalTo: second.trailingAnchor, constant: -10),
    ])
    first.layoutIfNeeded()
    second.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 10, y: 164, width: 180, height: 36))
    #expect(title.frame == CGRect(x: 8, y: 8, width: 164, height: 20))
    #expect(first.constraints.isEmpty)
  }

  @Test("Removing a view others are pinned to: their constraints go, a fallback takes over")
  func removeReferencedView() {
    let root = makeRoot(width: 320, height: 100)
    let icon = makeView("icon", in: root)
    let label = makeView("label", in: root)
    let afterIcon = label.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8)
    let fallback = label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
    fallback.priority = .defaultLow
    NSLayoutConstraint.activate([
      icon.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      icon.topAnchor.constraint(equalTo: root.topAnchor),
      icon.widthAnchor.constraint(equalToConstant: 24),
      icon.heightAnchor.constraint(equalToConstant: 24),
      afterIcon, fallback, label.topAnchor.constraint(equalTo: root.topAnchor),
      label.widthAnchor.constraint(equalToConstant: 100),
      label.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(label.frame.minX == 48)
    icon.removeFromSuperview()
    root.layoutIfNeeded()
    #expect(!afterIcon.isActive)
    #expect(label.frame.minX == 16)
    #expect(!label.hasAmbiguousLayout)
    // Added back, the icon does not bring the removed constraint with it.
    root.addSubview(icon)
    root.layoutIfNeeded()
    #expect(!afterIcon.isActive)
    #expect(label.frame.minX == 16)
    afterIcon.isActive = true
    root.layoutIfNeeded()
    #expect(label.frame.minX == 8 + icon.frame.maxX)
  }

  @Test("addSubview of a view already in the receiver brings it to front and keeps constraints")
  func readdToSameSuperview() {
    // addSubview(_:): "If view already has a superview and that view is not the receiver, this
    // method removes the previous superview" — when it is the receiver, nothing is removed:
    // the view only moves to the front.
    // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    let root = makeRoot(width: 320, height: 100)
    let back = makeView("back", in: root)
    let front = makeView("front", in: root)
    let pinned = front.leadingAnchor.constraint(equalTo: back.trailingAnchor, constant: 4)
    NSLayoutConstraint.activate([
      back.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      back.topAnchor.constraint(equalTo: root.topAnchor),
      back.widthAnchor.constraint(equalToConstant: 50),
      back.heightAnchor.constraint(equalToConstant: 50),
      pinned, front.topAnchor.constraint(equalTo: back.topAnchor),
      front.widthAnchor.constraint(equalTo: back.widthAnchor),
      front.heightAnchor.constraint(equalTo: back.heightAnchor),
    ])
    root.layoutIfNeeded()
    root.addSubview(back)
    #expect(root.subviews == [front, back])
    #expect(pinned.isActive)
    #expect(root.constraints.count == 6)  // the widths and heights of `back` are its own
    root.insertSubview(back, at: 0)
    #expect(root.subviews == [back, front])
    #expect(pinned.isActive)
    root.layoutIfNeeded()
    #expect(front.frame == CGRect(x: 54, y: 0, width: 50, height: 50))
  }

  @Test("insertSubview(_:at:) then activating constraints to siblings prepared beforehand")
  func insertThenActivatePrepared() {
    let root = makeRoot(width: 320, height: 100)
    let left = makeView("left", in: root)
    let right = makeView("right", in: root)
    let middle = makeView("middle")
    // Anchors may be used before the view is in the hierarchy; activation must wait.
    let prepared = [
      middle.leadingAnchor.constraint(equalTo: left.trailingAnchor),
      middle.trailingAnchor.constraint(equalTo: right.leadingAnchor),
      middle.topAnchor.constraint(equalTo: root.topAnchor),
      middle.heightAnchor.constraint(equalToConstant: 10),
    ]
    for (view, side) in [(left, root.leadingAnchor), (right, root.trailingAnchor)] {
      NSLayoutConstraint.activate([
        view.widthAnchor.constraint(equalToConstant: 60),
        view.topAnchor.constraint(equalTo: root.topAnchor),
        view.heightAnchor.constraint(equalToConstant: 10),
        view === left
          ? view.leadingAnchor.constraint(equalTo: side)
          : view.trailingAnchor.constraint(equalTo: side),
      ])
    }
    root.insertSubview(middle, at: 1)
    #expect(root.subviews == [left, middle, right])
    NSLayoutConstraint.activate(prepared)
    root.layoutIfNeeded()
    #expect(middle.frame == CGRect(x: 60, y: 0, width: 200, height: 10))
    root.exchangeSubview(at: 0, withSubviewAt: 2)
    #expect(root.subviews == [right, middle, left])
    root.layoutIfNeeded()
    #expect(middle.frame == CGRect(x: 60, y: 0, width: 200, height: 10))
    #expect(prepared.allSatisfy { $0.isActive })
  }
}
