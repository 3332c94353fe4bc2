import HeadlessUIKit

/// Makes a view for constraints: translatesAutoresizingMaskIntoConstraints off, named.
@MainActor
func makeView(_ name: String, in superview: UIView? = nil) -> UIView {
  let view = UIView()
  view.accessibilityIdentifier = name
  view.translatesAutoresizingMaskIntoConstraints = false
  superview?.addSubview(view)
  return view
}

/// Makes a root view with a frame, named.
@MainActor
func makeRoot(_ name: String = "root", width: CGFloat = 320, height: CGFloat = 480) -> UIView {
  let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
  view.accessibilityIdentifier = name
  return view
}

/// Sorted readable descriptions of constraints.
@MainActor
func descriptions(_ constraints: [NSLayoutConstraint]) -> [String] {
  constraints.map(\.description).sorted()
}

/// A window of an iPhone's size (safe area 47 top, 34 bottom) with a view controller, shown:
/// the window, its controller and the controller's view.
@MainActor
func makeScreen() -> (UIWindow, UIViewController, UIView) {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let controller = UIViewController()
  window.rootViewController = controller
  window.makeKeyAndVisible()
  let root: UIView = controller.view
  return (window, controller, root)
}
