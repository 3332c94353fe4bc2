import HeadlessUIKit
import Testing

@MainActor
@Suite("Layout margins and safe area")
struct MarginsAndSafeAreaTests {
  @Test("Apple D10: margins default to 8; margin attributes and the margins guide follow them")
  func defaultMargins() {
    let root = makeRoot(width: 200, height: 100)
    #expect(root.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    let a = makeView("a", in: root)
    let b = makeView("b", in: root)
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: a, attribute: .leading, relatedBy: .equal, toItem: root,
        attribute: .leadingMargin, multiplier: 1, constant: 0),
      a.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
      a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
      b.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      b.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
      b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 8, y: 8, width: 10, height: 10))
    #expect(b.frame == CGRect(x: 182, y: 82, width: 10, height: 10))
    #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 184, height: 84))
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 20, bottom: 0, trailing: 30)
    root.layoutIfNeeded()
    #expect(a.frame.minX == 20 && b.frame.maxX == 170 && a.frame.minY == 0)
  }

  @Test("Apple D10: off a window the safe area is zero and its guide equals the view's edges")
  func safeAreaOffWindow() {
    let root = makeRoot(width: 200, height: 100)
    let a = makeView("a", in: root)
    NSLayoutConstraint.activate([
      a.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      a.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
      a.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
      a.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
    ])
    root.layoutIfNeeded()
    #expect(root.safeAreaInsets == .zero)
    #expect(a.frame == root.bounds)
  }

  @Test("A window's device-like safe area reaches its root view, plus additionalSafeAreaInsets")
  func windowSafeArea() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = UIViewController()
    let content = makeView("content", in: controller.view)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
    ])
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(controller.view.frame == window.bounds)
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(content.frame == CGRect(x: 16, y: 47, width: 358, height: 763))
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    window.layoutIfNeeded()
    #expect(content.frame.minY == 57)
    window.headless.safeAreaInsets = .zero
    window.layoutIfNeeded()
    #expect(content.frame.minY == 10)
    #expect(content.frame.maxY == 844)
  }

  @Test("A subview's safe area is the part of it outside its superview's safe area")
  func nestedSafeArea() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let top = makeView("top", in: window)
    NSLayoutConstraint.activate([
      top.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      top.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      top.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      top.heightAnchor.constraint(equalToConstant: 100),
    ])
    window.layoutIfNeeded()
    #expect(top.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
  }
}
