import HeadlessUIKit
import Testing

/// A controller whose root view is a stack view made in `loadView`, and which also keeps a
/// constraint of its own in `updateViewConstraints`.
private final class StackRootController: UIViewController {
  let first = StackTestView(50, 30)
  let second = StackTestView(50, 30)
  var gap: CGFloat = 10 {
    didSet { view.setNeedsUpdateConstraints() }
  }

  override func loadView() {
    let stack = UIStackView(arrangedSubviews: [first, second])
    stack.axis = .vertical
    stack.alignment = .leading
    view = stack
  }

  override func updateViewConstraints() {
    (view as? UIStackView)?.spacing = gap
    super.updateViewConstraints()
  }
}

@MainActor
@Suite("UIStackView in a controller's view: margins, right-to-left and safe area")
struct UIStackViewMarginsTests {
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

  @Test("A stack view as a controller's root view arranges through updateViewConstraints")
  func stackViewRootView() {
    // loadView(): "You can override this method in order to create your views manually";
    // the update pass reaches the root view through the controller's updateViewConstraints().
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = StackRootController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    // The root view fills the window; .fill stretches the first view (equal hugging: the
    // lowest index, as UIStackView.Distribution.fill documents).
    #expect(controller.first.frame == CGRect(x: 0, y: 0, width: 50, height: 804))
    #expect(controller.second.frame == CGRect(x: 0, y: 814, width: 50, height: 30))
    controller.gap = 24
    window.layoutIfNeeded()
    #expect(controller.first.frame.height == 790)
    #expect(controller.second.frame.minY == 814)
  }

  @Test("A margins-relative stack under right-to-left: leading margin on the right, items too")
  func directionalMarginsRightToLeft() {
    // directionalLayoutMargins: "the leading and trailing edges … are swapped" for
    // right-to-left; isLayoutMarginsRelativeArrangement lays the items out in the margins.
    // https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins
    let root = makeRoot(width: 320, height: 100)
    root.semanticContentAttribute = .forceRightToLeft
    let (a, b) = (StackTestView(30, 20), StackTestView(30, 20))
    let row = UIStackView(arrangedSubviews: [a, b])
    row.semanticContentAttribute = .forceRightToLeft
    row.spacing = 10
    row.isLayoutMarginsRelativeArrangement = true
    row.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 5, leading: 20, bottom: 5, trailing: 4)
    row.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(row)
    NSLayoutConstraint.activate([
      row.topAnchor.constraint(equalTo: root.topAnchor),
      row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    ])
    root.layoutIfNeeded()
    #expect(row.frame == CGRect(x: 226, y: 0, width: 94, height: 30))
    #expect(a.frame == CGRect(x: 44, y: 5, width: 30, height: 20))
    #expect(b.frame == CGRect(x: 4, y: 5, width: 30, height: 20))
    #expect(row.layoutMargins == UIEdgeInsets(top: 5, left: 4, bottom: 5, right: 20))
    // Back to left-to-right, the same directional margins put the 20 on the left.
    root.semanticContentAttribute = .forceLeftToRight
    row.semanticContentAttribute = .forceLeftToRight
    root.layoutIfNeeded()
    #expect(row.frame == CGRect(x: 0, y: 0, width: 94, height: 30))
    #expect(a.frame == CGRect(x: 20, y: 5, width: 30, height: 20))
  }

  @Test("A margins-relative stack in a controller's view stays inside the safe area")
  func marginsRelativeStackInSafeArea() {
    // insetsLayoutMarginsFromSafeArea (default true): the margins are measured from the safe
    // area, so an arrangement relative to the stack's margins avoids the notch.
    let (window, _, root) = makeScreen()
    let (a, b) = (StackTestView(50, 40), StackTestView(50, 40))
    let column = UIStackView(arrangedSubviews: [a, b])
    column.axis = .vertical
    column.isLayoutMarginsRelativeArrangement = true
    column.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 8, leading: 8, bottom: 8, trailing: 8)
    column.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(column)
    NSLayoutConstraint.activate([
      column.topAnchor.constraint(equalTo: root.topAnchor),
      column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      column.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    window.layoutIfNeeded()
    #expect(column.safeAreaInsets.top == 47)
    #expect(a.frame == CGRect(x: 8, y: 55, width: 374, height: 40))
    #expect(column.frame == CGRect(x: 0, y: 0, width: 390, height: 143))  // 55 + 80 + 8
    column.insetsLayoutMarginsFromSafeArea = false
    window.layoutIfNeeded()
    #expect(a.frame.minY == 8)
    #expect(column.frame.height == 96)
  }
}
