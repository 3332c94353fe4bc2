import SwiftLayout

/// Shows `controller` in a 390 × 844 phone window (on HeadlessUIKit a window's safe area is 47
/// points at the top and 34 at the bottom) and returns both; the caller keeps the window.
@MainActor
func presentInPhoneWindow<Controller: UIViewController>(
  _ controller: Controller
) -> (UIWindow, Controller) {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  window.rootViewController = controller
  window.makeKeyAndVisible()
  return (window, controller)
}
