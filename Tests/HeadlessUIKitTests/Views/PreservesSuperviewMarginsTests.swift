import HeadlessUIKit
import Testing

/// A view that counts ``UIView/layoutMarginsDidChange()`` calls.
@MainActor
private final class MarginsCountingView: UIView {
  var marginChanges = 0

  override func layoutMarginsDidChange() {
    super.layoutMarginsDidChange()
    marginChanges += 1
  }
}

/// Tests of margins cascading from the superview through `preservesSuperviewLayoutMargins`.
///
/// Apple's page for the property: when it is true "the superview's margins are also considered
/// when laying out content", where "the distance between the edge of a view and its superview
/// is smaller than the corresponding margin", and "the amount of the adjustment is the smallest
/// amount needed to ensure that content is also inside the superview's margins"
/// (https://developer.apple.com/documentation/uikit/uiview/preservessuperviewlayoutmargins).
/// UIKit's header adds that `layoutMargins` itself reports the cascaded margins ("margins
/// cascade down the view tree, adjusting for geometry offsets, so that setting the left value
/// of layoutMargins on a superview will affect the left value of layoutMargins for subviews
/// positioned close to the left edge"), so these tests read the margins as well as the frames
/// of content pinned to the margins guide.
@MainActor
@Suite("preservesSuperviewLayoutMargins: margins cascade from the superview")
struct PreservesSuperviewMarginsTests {
  /// A child pinned to `root` with the given insets, preserving margins, own margins 8, and a
  /// content view pinned to the child's margins guide on every edge.
  private func pinnedChild(
    in root: UIView, insets: UIEdgeInsets, preserves: Bool = true
  ) -> (child: UIView, content: UIView) {
    let child = makeView("child", in: root)
    child.preservesSuperviewLayoutMargins = preserves
    let content = makeView("content", in: child)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: insets.left),
      child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -insets.right),
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: insets.top),
      child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -insets.bottom),
      content.leadingAnchor.constraint(equalTo: child.layoutMarginsGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: child.layoutMarginsGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: child.layoutMarginsGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: child.layoutMarginsGuide.bottomAnchor),
    ])
    return (child, content)
  }

  @Test("The property defaults to false for a view made in code, and margins stay the view's own")
  func defaultIsFalse() {
    let root = makeRoot(width: 200, height: 100)
    root.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    let child = makeView("child", in: root)
    #expect(child.preservesSuperviewLayoutMargins == false)
    let (flush, content) = pinnedChild(in: root, insets: .zero, preserves: false)
    root.layoutIfNeeded()
    #expect(flush.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(content.frame == CGRect(x: 8, y: 8, width: 184, height: 84))
  }

  @Test("A flush child takes the superview's larger margin on each edge, keeps its own elsewhere")
  func flushChild() {
    let root = makeRoot(width: 320, height: 200)
    root.layoutMargins = UIEdgeInsets(top: 30, left: 20, bottom: 0, right: 20)
    let (child, content) = pinnedChild(in: root, insets: .zero)
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 0, width: 320, height: 200))
    // Bottom: the superview's 0 is smaller than the child's own 8, which stays.
    #expect(child.layoutMargins == UIEdgeInsets(top: 30, left: 20, bottom: 8, right: 20))
    #expect(
      child.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 30, leading: 20, bottom: 8, trailing: 20))
    #expect(content.frame == CGRect(x: 20, y: 30, width: 280, height: 162))
    #expect(child.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 30, width: 280, height: 162))
  }

  @Test("A child standing in from the edge takes only what is left of the superview's margin")
  func insetChild() {
    let root = makeRoot(width: 320, height: 200)
    root.layoutMargins = UIEdgeInsets(top: 16, left: 20, bottom: 16, right: 20)
    let (child, content) = pinnedChild(
      in: root, insets: UIEdgeInsets(top: 4, left: 5, bottom: 10, right: 9))
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 5, y: 4, width: 306, height: 186))
    // 20 − 5 = 15, 16 − 4 = 12, 20 − 9 = 11, and 16 − 10 = 6 is below the child's own 8.
    #expect(child.layoutMargins == UIEdgeInsets(top: 12, left: 15, bottom: 8, right: 11))
    #expect(content.frame == CGRect(x: 15, y: 12, width: 306 - 15 - 11, height: 186 - 12 - 8))
    // In root's coordinates the content starts exactly at root's margins.
    #expect(content.convert(content.bounds, to: root).minX == 20)
    #expect(content.convert(content.bounds, to: root).minY == 16)
  }

  @Test("A child farther in than the superview's margin keeps its own margins")
  func childFartherIn() {
    let root = makeRoot(width: 320, height: 200)
    root.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    let (child, content) = pinnedChild(
      in: root, insets: UIEdgeInsets(top: 30, left: 30, bottom: 12, right: 40))
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 30, y: 30, width: 250, height: 158))
    // Bottom: 20 − 12 = 8 equals the own 8; everywhere else the superview's margin is behind.
    #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(content.frame == CGRect(x: 8, y: 8, width: 234, height: 142))
  }

  @Test("Margins cascade: a preserving grandchild sees its parent's effective margins")
  func cascade() {
    let root = makeRoot(width: 300, height: 200)
    root.layoutMargins = UIEdgeInsets(top: 24, left: 24, bottom: 24, right: 24)
    let (middle, _) = pinnedChild(in: root, insets: .zero)
    let grandchild = makeView("grandchild", in: middle)
    grandchild.preservesSuperviewLayoutMargins = true
    grandchild.layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
    let leaf = makeView("leaf", in: grandchild)
    NSLayoutConstraint.activate([
      grandchild.leadingAnchor.constraint(equalTo: middle.leadingAnchor),
      grandchild.trailingAnchor.constraint(equalTo: middle.trailingAnchor, constant: -10),
      grandchild.topAnchor.constraint(equalTo: middle.topAnchor),
      grandchild.heightAnchor.constraint(equalToConstant: 100),
      leaf.leadingAnchor.constraint(equalTo: grandchild.layoutMarginsGuide.leadingAnchor),
      leaf.trailingAnchor.constraint(equalTo: grandchild.layoutMarginsGuide.trailingAnchor),
      leaf.topAnchor.constraint(equalTo: grandchild.layoutMarginsGuide.topAnchor),
      leaf.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(middle.layoutMargins == UIEdgeInsets(top: 24, left: 24, bottom: 24, right: 24))
    #expect(grandchild.frame == CGRect(x: 0, y: 0, width: 290, height: 100))
    // Left and top flush: 24 from the middle view (itself from root); right 24 − 10 = 14.
    #expect(grandchild.layoutMargins == UIEdgeInsets(top: 24, left: 24, bottom: 4, right: 14))
    #expect(leaf.frame == CGRect(x: 24, y: 24, width: 290 - 24 - 14, height: 10))

    // A middle view that does not preserve cuts the cascade: the grandchild sees its own 8.
    middle.preservesSuperviewLayoutMargins = false
    root.layoutIfNeeded()
    #expect(middle.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(grandchild.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 4, right: 4))
    #expect(leaf.frame == CGRect(x: 8, y: 8, width: 290 - 8 - 4, height: 10))

    // A change of root's margins reaches the grandchild through the middle view.
    middle.preservesSuperviewLayoutMargins = true
    root.layoutMargins = UIEdgeInsets(top: 12, left: 30, bottom: 12, right: 30)
    root.layoutIfNeeded()
    #expect(grandchild.layoutMargins == UIEdgeInsets(top: 12, left: 30, bottom: 4, right: 20))
    #expect(leaf.frame == CGRect(x: 30, y: 12, width: 290 - 30 - 20, height: 10))
  }

  @Test("Turning the property off restores the view's own margins and the content's frame")
  func turningOff() {
    let root = makeRoot(width: 320, height: 200)
    root.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    let (child, content) = pinnedChild(in: root, insets: .zero)
    root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 20, y: 20, width: 280, height: 160))

    child.preservesSuperviewLayoutMargins = false
    // The own margins are back at once; the frames follow at the next layout.
    #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 8, y: 8, width: 304, height: 184))

    // Own margins set while preserving are kept as the floor, and are what turning off restores.
    child.preservesSuperviewLayoutMargins = true
    child.layoutMargins = UIEdgeInsets(top: 2, left: 30, bottom: 2, right: 2)
    root.layoutIfNeeded()
    #expect(child.layoutMargins == UIEdgeInsets(top: 20, left: 30, bottom: 20, right: 20))
    #expect(content.frame == CGRect(x: 30, y: 20, width: 270, height: 160))
    child.preservesSuperviewLayoutMargins = false
    root.layoutIfNeeded()
    #expect(child.layoutMargins == UIEdgeInsets(top: 2, left: 30, bottom: 2, right: 2))
    #expect(content.frame == CGRect(x: 30, y: 2, width: 288, height: 196))
  }

  @Test(
    "Right-to-left: directional margins follow the physical edges the superview's margins are on")
  func rightToLeft() {
    let root = makeRoot(width: 300, height: 100)
    root.semanticContentAttribute = .forceRightToLeft
    // Leading is the right edge in a right-to-left view.
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 30, bottom: 0, trailing: 12)
    #expect(root.layoutMargins == UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 30))
    let child = makeView("child", in: root)
    child.preservesSuperviewLayoutMargins = true
    child.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 8, leading: 8, bottom: 8, trailing: 8)
    let content = makeView("content", in: child)
    NSLayoutConstraint.activate([
      // Leading 4 in: 4 points from root's right edge.
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4),
      child.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: child.layoutMarginsGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: child.layoutMarginsGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: child.layoutMarginsGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: child.layoutMarginsGuide.bottomAnchor),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 0, width: 296, height: 100))
    #expect(
      child.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 8, leading: 26, bottom: 8, trailing: 12))
    #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 26))
    #expect(content.frame == CGRect(x: 12, y: 8, width: 296 - 12 - 26, height: 84))
    // In root's coordinates the content's right edge is at root's leading margin.
    // (Converting adds the child's solved origin, which may carry a rounding error.)
    #expect(abs(content.convert(content.bounds, to: root).maxX - (300 - 30)) < 1e-9)
  }

  @Test("Moving the child (a constraint's constant, or a frame set by hand) updates its margins")
  func movingTheChild() {
    let root = makeRoot(width: 320, height: 200)
    root.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    let child = makeView("child", in: root)
    child.preservesSuperviewLayoutMargins = true
    let content = makeView("content", in: child)
    let leading = child.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    NSLayoutConstraint.activate([
      leading,
      child.widthAnchor.constraint(equalToConstant: 100),
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
      child.heightAnchor.constraint(equalToConstant: 60),
      content.leadingAnchor.constraint(equalTo: child.layoutMarginsGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: child.layoutMarginsGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: child.layoutMarginsGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: child.layoutMarginsGuide.bottomAnchor),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 50, width: 100, height: 60))
    #expect(child.layoutMargins.left == 20)
    #expect(content.frame == CGRect(x: 20, y: 8, width: 72, height: 44))

    // A move alone (same size) must still update the margins.
    leading.constant = 6
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 6, y: 50, width: 100, height: 60))
    #expect(child.layoutMargins.left == 14)
    #expect(content.frame == CGRect(x: 14, y: 8, width: 78, height: 44))

    // Flush against the right edge now.
    leading.constant = 220
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 220, y: 50, width: 100, height: 60))
    #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 20))
    #expect(content.frame == CGRect(x: 8, y: 8, width: 72, height: 44))

    // A frame-based child moved by setting its frame by hand.
    let framed = UIView(frame: CGRect(x: 40, y: 0, width: 100, height: 40))
    framed.preservesSuperviewLayoutMargins = true
    root.addSubview(framed)
    root.layoutIfNeeded()
    #expect(framed.layoutMargins == UIEdgeInsets(top: 20, left: 8, bottom: 8, right: 8))
    // Now 2 from the left edge and 10 from the bottom one: 20 − 2 and 20 − 10.
    framed.frame.origin = CGPoint(x: 2, y: 150)
    root.layoutIfNeeded()
    #expect(framed.frame == CGRect(x: 2, y: 150, width: 100, height: 40))
    #expect(framed.layoutMargins == UIEdgeInsets(top: 8, left: 18, bottom: 10, right: 8))
  }

  @Test("Resizing the superview changes the distance to its far edges, and so the margins")
  func superviewResize() {
    let root = makeRoot(width: 320, height: 200)
    root.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    let framed = UIView(frame: CGRect(x: 0, y: 0, width: 310, height: 40))
    framed.preservesSuperviewLayoutMargins = true
    root.addSubview(framed)
    root.layoutIfNeeded()
    #expect(framed.layoutMargins == UIEdgeInsets(top: 20, left: 20, bottom: 8, right: 10))
    root.frame = CGRect(x: 0, y: 0, width: 315, height: 200)
    root.layoutIfNeeded()
    #expect(framed.frame == CGRect(x: 0, y: 0, width: 310, height: 40))
    #expect(framed.layoutMargins == UIEdgeInsets(top: 20, left: 20, bottom: 8, right: 15))
  }

  @Test("layoutMarginsDidChange() is called when the effective margins change, and only then")
  func marginsDidChangeIsCalled() {
    let root = makeRoot(width: 320, height: 200)
    root.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    let child = MarginsCountingView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    let leading = child.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    NSLayoutConstraint.activate([
      leading,
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      child.widthAnchor.constraint(equalToConstant: 100),
      child.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 40, width: 100, height: 50))
    #expect(child.marginChanges == 0)

    child.preservesSuperviewLayoutMargins = true
    root.layoutIfNeeded()
    #expect(child.layoutMargins.left == 20)
    #expect(child.marginChanges == 1)

    // Another pass with nothing changed calls nothing.
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(child.marginChanges == 1)

    // Moving so that the own margin wins everywhere is a change; moving farther in is not.
    leading.constant = 15
    root.layoutIfNeeded()
    #expect(child.frame.minX == 15)
    #expect(child.layoutMargins.left == 8)
    #expect(child.marginChanges == 2)
    leading.constant = 50
    root.layoutIfNeeded()
    #expect(child.frame.minX == 50)
    #expect(child.marginChanges == 2)

    leading.constant = 0
    root.layoutIfNeeded()
    #expect(child.marginChanges == 3)
    child.preservesSuperviewLayoutMargins = false
    #expect(child.layoutMargins.left == 8)
    #expect(child.marginChanges == 4)
  }

  @Test("With a safe area, the inherited margin is what the child's own safe area does not cover")
  func withSafeArea() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = UIViewController()
    let child = makeView("child", in: controller.view)
    child.preservesSuperviewLayoutMargins = true
    let content = makeView("content", in: child)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
      child.topAnchor.constraint(equalTo: controller.view.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 200),
      content.leadingAnchor.constraint(equalTo: child.layoutMarginsGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: child.layoutMarginsGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: child.layoutMarginsGuide.topAnchor),
      content.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.rootViewController = controller
    window.makeKeyAndVisible()
    // The root view's margins guide: 16 leading and trailing (the system minimum), 47 on top
    // (its safe area). The child's own safe area already covers the top 47, so it keeps its 8
    // there (content at 47 + 8) and takes the 16 on the sides.
    #expect(child.safeAreaInsets.top == 47)
    #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
    #expect(content.frame == CGRect(x: 16, y: 55, width: 358, height: 10))
  }
}
