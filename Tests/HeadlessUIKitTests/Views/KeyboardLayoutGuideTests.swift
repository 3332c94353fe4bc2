import HeadlessUIKit
import Testing

@MainActor
@Suite("UIView.keyboardLayoutGuide follows the headless keyboard")
struct KeyboardLayoutGuideTests {
  /// A window (390×844, bottom safe area 34) whose root view pins a field to the keyboard.
  func makeScreen() -> (window: UIWindow, root: UIView, field: UIView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let root: UIView = controller.view
    let field = UIView()
    field.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(field)
    NSLayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      field.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      field.heightAnchor.constraint(equalToConstant: 44),
      field.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
    ])
    window.layoutIfNeeded()
    return (window, root, field)
  }

  @Test("with no keyboard the guide spans the bottom safe area, its top the safe area's bottom")
  func hidden() {
    let (window, root, field) = makeScreen()
    defer { withExtendedLifetime(window) {} }
    let guide = root.keyboardLayoutGuide
    #expect(guide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
    #expect(guide.layoutFrame.minY == root.safeAreaLayoutGuide.layoutFrame.maxY)
    #expect(field.frame.maxY == 810)
  }

  @Test("showing a keyboard moves the guide's top to the keyboard's, and hiding moves it back")
  func showAndHide() {
    let (window, root, field) = makeScreen()
    window.headless.showKeyboard(height: 300)
    window.layoutIfNeeded()
    #expect(root.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 544, width: 390, height: 300))
    #expect(field.frame.maxY == 544)
    window.headless.hideKeyboard()
    window.layoutIfNeeded()
    #expect(field.frame.maxY == 810)
    #expect(window.headless.keyboardHeight == 0)
  }

  @Test("a keyboard lower than the safe area leaves the guide at the safe area")
  func shortKeyboard() {
    let (window, root, _) = makeScreen()
    window.headless.showKeyboard(height: 20)
    window.layoutIfNeeded()
    #expect(root.keyboardLayoutGuide.layoutFrame.height == 34)
  }

  @Test("a view that ends above the keyboard has a guide only as high as its own safe area")
  func viewAboveKeyboard() {
    let (window, root, _) = makeScreen()
    let card = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
    root.addSubview(card)
    let guide = card.keyboardLayoutGuide
    window.headless.showKeyboard(height: 300)
    window.layoutIfNeeded()
    #expect(guide.layoutFrame.height == 0)
    #expect(guide.layoutFrame.maxY == 200)
  }

  @Test("without usesBottomSafeArea a hidden keyboard leaves the guide zero high")
  func withoutSafeArea() {
    let (window, root, field) = makeScreen()
    root.keyboardLayoutGuide.usesBottomSafeArea = false
    window.layoutIfNeeded()
    #expect(field.frame.maxY == 844)
  }
}
