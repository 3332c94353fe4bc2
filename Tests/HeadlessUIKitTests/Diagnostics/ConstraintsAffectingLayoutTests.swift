import HeadlessUIKit
import Testing

extension NSLayoutConstraint.Attribute {
  /// Whether the attribute is on the horizontal axis (for the constraintsAffectingLayout tests).
  fileprivate var isOnHorizontalAxis: Bool {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      return true
    default:
      return false
    }
  }
}

@MainActor
@Suite("constraintsAffectingLayout(for:)")
struct ConstraintsAffectingLayoutTests {
  @Test("constraintsAffectingLayout(for:) lists a card's constraints by axis")
  func constraintsAffectingCard() {
    // constraintsAffectingLayout(for:): "Returns the constraints impacting the layout of the
    // view for a given axis."
    let root = makeRoot()
    let card = makeView("card", in: root)
    let top = card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
    let leading = card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
    let trailing = card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16)
    let height = card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5)
    NSLayoutConstraint.activate([top, leading, trailing, height])
    root.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 16, y: 10, width: 288, height: 144))
    let horizontal = card.constraintsAffectingLayout(for: .horizontal)
    let vertical = card.constraintsAffectingLayout(for: .vertical)
    #expect(horizontal.contains { $0 === leading } && horizontal.contains { $0 === trailing })
    #expect(!horizontal.contains { $0 === top })
    #expect(vertical.contains { $0 === top } && vertical.contains { $0 === height })
    #expect(!vertical.contains { $0 === leading })
  }

  @Test("constraintsAffectingLayout(for:) of a frame-placed subview lists its autoresizing ones")
  func constraintsAffectingAutoresizingView() {
    // translatesAutoresizingMaskIntoConstraints: "the system automatically creates a set of
    // constraints that duplicate the behavior specified by the view's autoresizing mask."
    let root = makeRoot()
    let container = makeView("container", in: root)
    NSLayoutConstraint.activate([
      container.topAnchor.constraint(equalTo: root.topAnchor),
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      container.widthAnchor.constraint(equalToConstant: 200),
      container.heightAnchor.constraint(equalToConstant: 100),
    ])
    // The badge's frame is given in the container's laid-out bounds (as in viewDidLayoutSubviews):
    // its autoresizing constraints keep the margins it has against those bounds.
    root.layoutIfNeeded()
    let badge = UIView(frame: CGRect(x: 170, y: 10, width: 20, height: 20))
    badge.autoresizingMask = [.flexibleLeftMargin]
    container.addSubview(badge)
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 170, y: 10, width: 20, height: 20))
    #expect(!badge.hasAmbiguousLayout)
    let horizontal = badge.constraintsAffectingLayout(for: .horizontal)
    let vertical = badge.constraintsAffectingLayout(for: .vertical)
    #expect(horizontal.count >= 2)
    #expect(vertical.count >= 2)
    #expect(horizontal.allSatisfy { $0.firstAttribute.isOnHorizontalAxis })
    // The container grows: the flexible left margin keeps the badge 10 from the right edge.
    container.constraints.first { $0.firstAttribute == .width }?.constant = 300
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 270, y: 10, width: 20, height: 20))
  }

  @Test("constraintsAffectingLayout(for:) of a label includes its content-size constraints")
  func constraintsAffectingLabel() {
    // UIKit lists a label's NSContentSizeLayoutConstraint (hugging and compression resistance)
    // among the constraints affecting it: its intrinsic size is what sizes it.
    let root = makeRoot()
    let label = UILabel()
    label.text = "Subtitle"
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    let top = label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
    let leading = label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
    NSLayoutConstraint.activate([top, leading])
    root.layoutIfNeeded()
    #expect(label.frame.size == label.intrinsicContentSize)
    let vertical = label.constraintsAffectingLayout(for: .vertical)
    #expect(vertical.contains { $0 === top })
    #expect(
      vertical.contains {
        $0.firstItem === label && $0.firstAttribute == .height && $0.secondItem == nil
      })
    #expect(!label.hasAmbiguousLayout)
  }

  @Test("constraintsAffectingLayout(for:) of an arranged view names the stack's constraints")
  func constraintsAffectingArrangedView() {
    let first = StackTestView(40, 20)
    let second = StackTestView(60, 20)
    let stack = UIStackView(arrangedSubviews: [first, second])
    stack.frame = CGRect(x: 0, y: 0, width: 200, height: 20)
    stack.spacing = 10
    stack.layoutIfNeeded()
    let horizontal = second.constraintsAffectingLayout(for: .horizontal)
    let identifiers = Set(horizontal.compactMap(\.identifier))
    #expect(identifiers.contains("UISV-spacing"))
    #expect(identifiers.contains("UISV-canvas-connection"))
    #expect(horizontal.allSatisfy { $0.firstAttribute.isOnHorizontalAxis })
  }

  @Test("A deactivated constraint leaves constraintsAffectingLayout and the holder's list")
  func deactivatedLeavesLists() {
    let root = makeRoot()
    let view = makeView("view", in: root)
    let left = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4)
    NSLayoutConstraint.activate([
      left, view.topAnchor.constraint(equalTo: root.topAnchor),
      view.widthAnchor.constraint(equalToConstant: 10),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(view.constraintsAffectingLayout(for: .horizontal).contains(left))
    #expect(root.constraints.contains(left))
    left.isActive = false
    #expect(!view.constraintsAffectingLayout(for: .horizontal).contains(left))
    #expect(!root.constraints.contains(left))
    #expect(view.hasAmbiguousLayout)
    #expect(
      left.debugDescription == "<NSLayoutConstraint view.leading == root.leading + 4 (inactive)>")
  }
}
