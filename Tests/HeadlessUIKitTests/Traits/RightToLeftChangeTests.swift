import HeadlessUIKit
import Testing

@MainActor
@Suite("Layout direction changed after a layout")
struct RightToLeftChangeTests {
  @Test("Forcing right-to-left on a laid-out superview flips its subviews at the next layout")
  func directionChangeAfterLayout() {
    let root = makeRoot(width: 300, height: 100)
    let box = makeView("box", in: root)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      box.widthAnchor.constraint(equalToConstant: 50),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(box.frame.minX == 10)
    root.semanticContentAttribute = .forceRightToLeft
    #expect(box.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    root.layoutIfNeeded()
    // Leading is the right edge: 300 − 10 − 50.
    #expect(box.frame.minX == 240)
    root.semanticContentAttribute = .forceLeftToRight
    root.layoutIfNeeded()
    #expect(box.frame.minX == 10)
  }

  @Test("Switching the root to right-to-left after a layout flips leading constraints and margins")
  func directionSwitchFlipsLeadingAndMargins() {
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

  @Test("Right-to-left: a forced RTL row puts the leading item on the right, margins flip")
  func rightToLeftRow() {
    let root = makeRoot(width: 320, height: 100)
    root.semanticContentAttribute = .forceRightToLeft
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 8, leading: 24, bottom: 8, trailing: 12)
    let avatar = makeView("avatar", in: root)
    let name = makeView("name", in: root)
    NSLayoutConstraint.activate([
      avatar.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      avatar.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
      avatar.widthAnchor.constraint(equalToConstant: 40),
      avatar.heightAnchor.constraint(equalToConstant: 40),
      name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8),
      name.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      name.topAnchor.constraint(equalTo: avatar.topAnchor),
      name.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    // Leading is the right edge: the avatar sits 24 points from the right.
    #expect(root.layoutMargins == UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 24))
    #expect(avatar.frame == CGRect(x: 320 - 24 - 40, y: 8, width: 40, height: 40))
    #expect(name.frame == CGRect(x: 12, y: 8, width: 320 - 24 - 40 - 8 - 12, height: 20))
  }
}
