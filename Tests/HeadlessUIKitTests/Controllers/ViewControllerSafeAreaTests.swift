import HeadlessUIKit
import Testing

@MainActor
@Suite("A controller's root view: margins and safe area, also of a child")
struct ViewControllerSafeAreaTests {
  @Test("A controller's root view: system margins of 16 at the sides, the safe area included")
  func rootViewMargins() {
    let (window, _, root) = makeScreen()
    window.layoutIfNeeded()
    // UIView.directionalLayoutMargins: for a view controller's root view "the top and bottom
    // margins are set to zero points. The leading and trailing margins … can be either 16 or
    // 20 points"; insetsLayoutMarginsFromSafeArea adds the safe area.
    #expect(root.layoutMargins.left == 16 && root.layoutMargins.right == 16)
    #expect(
      root.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 47, width: 358, height: 763))
    let card = makeView("card", in: root)
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: root.topAnchor),
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      card.heightAnchor.constraint(equalToConstant: 100),
    ])
    window.layoutIfNeeded()
    // A plain view's margins are 8 points; at the top of the screen its safe area (47) is
    // added to them.
    #expect(card.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 55, width: 374, height: 37))
    card.insetsLayoutMarginsFromSafeArea = false
    window.layoutIfNeeded()
    #expect(card.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 374, height: 84))
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
}
