import HeadlessUIKit
import Testing

/// A view that measures and lays itself out in its deinitializer, and records what it measured.
final class MeasuringOnDeinitView: UIView {
  nonisolated(unsafe) static var measured: [CGSize] = []

  deinit {
    MainActor.assumeIsolated {
      layoutIfNeeded()
      Self.measured.append(systemLayoutSizeFitting(UIView.layoutFittingCompressedSize))
    }
  }
}

/// Subviews that something else keeps when the screen holding them is freed: each becomes the
/// root of a tree of its own, with the constraints inside it, as after `removeFromSuperview()`;
/// the constraints that reached outside it go inactive.
@MainActor
@Suite("Subviews that outlive a freed screen")
struct TeardownSurvivorTests {
  /// A card for these tests, with its constraints.
  ///
  /// A 20 × 20 badge 8 points in from its top and leading edges, a label after it, and a height
  /// of the badge plus 8 points below. Returns the card, the badge's width constraint
  /// and the card's constraints (held by the card).
  func makeCard(_ name: String, text: String, in root: UIView) -> (
    card: UIView, badgeWidth: NSLayoutConstraint, label: UILabel
  ) {
    let card = makeView(name, in: root)
    let badge = makeView("\(name).badge", in: card)
    let label = UILabel()
    label.text = text
    label.accessibilityIdentifier = "\(name).label"
    label.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(label)
    let badgeWidth = badge.widthAnchor.constraint(equalToConstant: 20)
    NSLayoutConstraint.activate([
      badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
      badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
      badgeWidth, badge.heightAnchor.constraint(equalToConstant: 20),
      label.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 8),
      label.centerYAnchor.constraint(equalTo: badge.centerYAnchor),
      label.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -8),
      card.bottomAnchor.constraint(equalTo: badge.bottomAnchor, constant: 8),
    ])
    return (card, badgeWidth, label)
  }

  @Test(
    "Cards kept after their laid-out screen is freed keep their own constraints and lay out in a new host"
  )
  func keptCardsJoinANewHost() {
    weak var freedRoot: UIView?
    var kept: [UIView] = []
    var keptCrossing: NSLayoutConstraint?
    var badgeWidth: NSLayoutConstraint?
    var labels: [UILabel] = []
    do {
      let root = makeRoot(width: 390, height: 844)
      var previousBottom = root.topAnchor
      var cards: [UIView] = []
      for index in 0..<3 {
        let (card, width, label) = makeCard("card\(index)", text: "Row \(index)", in: root)
        let top = card.topAnchor.constraint(equalTo: previousBottom, constant: 8)
        NSLayoutConstraint.activate([
          top, card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
          card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
        ])
        previousBottom = card.bottomAnchor
        cards.append(card)
        labels.append(label)
        if index == 2 { keptCrossing = top }
        if index == 0 { badgeWidth = width }
      }
      root.layoutIfNeeded()
      // Laid out in the screen first, so that its engine holds everything when it is freed.
      #expect(cards[2].frame == CGRect(x: 8, y: 8 + 44 + 44, width: 374, height: 36))
      kept = [cards[0], cards[2]]
      freedRoot = root
    }
    #expect(freedRoot == nil)
    #expect(kept.allSatisfy { $0.superview == nil })
    // The constraint that placed the third card under the second reached outside it.
    #expect(keptCrossing?.isActive == false)
    #expect(badgeWidth?.isActive == true)
    // Its six: the badge's position, the label's three, the card's bottom (the badge's size is
    // held by the badge).
    #expect(kept[0].constraints.count == 6)
    #expect(kept[0].subviews.count == 2)

    let host = makeRoot("host", width: 200, height: 400)
    host.addSubview(kept[0])
    host.addSubview(kept[1])
    NSLayoutConstraint.activate(
      [
        kept[0].topAnchor.constraint(equalTo: host.topAnchor, constant: 10),
        kept[1].topAnchor.constraint(equalTo: kept[0].bottomAnchor),
      ]
        + kept.flatMap { card in
          [
            card.leadingAnchor.constraint(equalTo: host.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: host.trailingAnchor),
          ]
        })
    host.layoutIfNeeded()
    #expect(kept[0].frame == CGRect(x: 0, y: 10, width: 200, height: 36))
    #expect(kept[1].frame == CGRect(x: 0, y: 46, width: 200, height: 36))
    let badge = kept[0].subviews[0]
    #expect(badge.frame == CGRect(x: 8, y: 8, width: 20, height: 20))
    let size = labels[0].intrinsicContentSize
    #expect(
      labels[0].frame
        == CGRect(x: 36, y: 18 - size.height / 2, width: size.width, height: size.height))

    // A constant edit of a kept constraint moves the card's content in its new tree.
    badgeWidth?.constant = 30
    host.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 8, y: 8, width: 30, height: 20))
    #expect(labels[0].frame.minX == 46)
    #expect(labels[2].frame.minX == 36)
  }

  @Test("A view kept inside a freed subview becomes a root with its own constraints only")
  func keptGrandchild() {
    var kept: UIView?
    var inside: NSLayoutConstraint?
    var crossing: NSLayoutConstraint?
    do {
      let root = makeRoot(width: 300, height: 300)
      let panel = makeView("panel", in: root)
      let inner = makeView("inner", in: panel)
      let dot = makeView("dot", in: inner)
      inside = dot.widthAnchor.constraint(equalTo: inner.widthAnchor, multiplier: 0.5)
      crossing = inner.topAnchor.constraint(equalTo: panel.topAnchor, constant: 5)
      NSLayoutConstraint.activate([
        panel.topAnchor.constraint(equalTo: root.topAnchor),
        panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        panel.widthAnchor.constraint(equalToConstant: 200),
        panel.heightAnchor.constraint(equalToConstant: 100),
        crossing!, inner.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 5),
        inner.widthAnchor.constraint(equalToConstant: 50),
        inner.heightAnchor.constraint(equalToConstant: 30),
        inside!, dot.heightAnchor.constraint(equalTo: dot.widthAnchor),
        dot.centerXAnchor.constraint(equalTo: inner.centerXAnchor),
        dot.centerYAnchor.constraint(equalTo: inner.centerYAnchor),
      ])
      root.layoutIfNeeded()
      #expect(inner.frame == CGRect(x: 5, y: 5, width: 50, height: 30))
      kept = inner
    }
    guard let inner = kept else { return }
    #expect(inner.superview == nil)
    #expect(crossing?.isActive == false)
    #expect(inside?.isActive == true)
    let host = makeRoot("host", width: 100, height: 100)
    host.addSubview(inner)
    NSLayoutConstraint.activate([
      inner.topAnchor.constraint(equalTo: host.topAnchor, constant: 20),
      inner.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 10),
    ])
    host.layoutIfNeeded()
    #expect(inner.frame == CGRect(x: 10, y: 20, width: 50, height: 30))
    #expect(inner.subviews[0].frame == CGRect(x: 12.5, y: 2.5, width: 25, height: 25))
    // The inner constraints work in the new tree: a multiplier change by replacement.
    inside?.isActive = false
    inner.subviews[0].widthAnchor.constraint(equalToConstant: 10).isActive = true
    host.layoutIfNeeded()
    #expect(inner.subviews[0].frame == CGRect(x: 20, y: 10, width: 10, height: 10))
  }

  @Test(
    "A view that lays itself out and measures while its screen is freed gets its own size; the kept one is unaffected"
  )
  func deinitializerMeasuresDuringTeardown() {
    MeasuringOnDeinitView.measured = []
    var kept: UIView?
    do {
      let root = makeRoot(width: 300, height: 300)
      let measuring = MeasuringOnDeinitView()
      measuring.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(measuring)
      let survivor = makeView("survivor", in: root)
      let survivorChild = makeView("survivorChild", in: survivor)
      NSLayoutConstraint.activate([
        measuring.topAnchor.constraint(equalTo: root.topAnchor),
        measuring.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        // Held by the view itself, so still there when its deinitializer runs (its subviews
        // and the constraints its superview held are handed to the teardown before).
        measuring.widthAnchor.constraint(equalToConstant: 48),
        measuring.heightAnchor.constraint(equalToConstant: 20),
        survivor.topAnchor.constraint(equalTo: measuring.bottomAnchor, constant: 10),
        survivor.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        survivorChild.topAnchor.constraint(equalTo: survivor.topAnchor),
        survivorChild.leadingAnchor.constraint(equalTo: survivor.leadingAnchor),
        survivorChild.widthAnchor.constraint(equalToConstant: 70),
        survivorChild.heightAnchor.constraint(equalToConstant: 15),
        survivor.trailingAnchor.constraint(equalTo: survivorChild.trailingAnchor, constant: 5),
        survivor.bottomAnchor.constraint(equalTo: survivorChild.bottomAnchor, constant: 5),
      ])
      root.layoutIfNeeded()
      #expect(survivor.frame == CGRect(x: 0, y: 30, width: 75, height: 20))
      kept = survivor
    }
    // The survivor (the last subview) leaves first; the measuring view is freed after it, and
    // measures the size its own constraints give it.
    #expect(MeasuringOnDeinitView.measured == [CGSize(width: 48, height: 20)])
    guard let survivor = kept else { return }
    #expect(
      survivor.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 75, height: 20))
    survivor.layoutIfNeeded()
    #expect(survivor.subviews[0].frame == CGRect(x: 0, y: 0, width: 70, height: 15))
  }
}
