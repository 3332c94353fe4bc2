/// HeadlessUIKit's own API: everything that UIKit does not have.
///
/// UIKit's names in HeadlessUIKit mean what they mean in UIKit, so code that uses only them
/// compiles against UIKit too. What exists only here — inspecting and rendering a layout,
/// driving the animation clock, standing in for the keyboard or the device — is reached
/// through this namespace, so that code visibly says it is headless:
///
/// - statics and types: `Headless.AnimationRecorder`, `Headless.LayoutDiagnostics`,
///   `Headless.makeWindowScene()`, …
/// - members of an object: its `headless` property, for example
///   `view.headless.recursiveDescription()`, `window.headless.showKeyboard(height: 336)`,
///   `constraint.headless.…`.
public enum Headless {
  /// A type whose instances have headless-only members under `headless`.
  public protocol Compatible: AnyObject {}

  /// The headless-only members of a UIKit object (reached through its `headless` property).
  ///
  /// ```swift
  /// print(view.headless.recursiveDescription())
  /// ```
  public struct Wrapper<Base: AnyObject> {
    /// The object whose headless-only members these are.
    public let base: Base

    /// Wraps an object.
    ///
    /// - Parameter base: The object.
    public init(_ base: Base) {
      self.base = base
    }
  }

  /// Makes a window scene, as the system makes one for each of an app's scenes.
  ///
  /// Pass it to `UIWindow(windowScene:)` where UIKit code does so in
  /// `scene(_:willConnectTo:options:)`.
  ///
  /// - Returns: A new scene on the main screen.
  @MainActor
  public static func makeWindowScene() -> UIWindowScene {
    UIWindowScene()
  }
}

extension Headless.Compatible {
  /// The object's headless-only members.
  public var headless: Headless.Wrapper<Self> { Headless.Wrapper(self) }
}

extension UIView: Headless.Compatible {}
extension UILayoutGuide: Headless.Compatible {}
extension NSLayoutConstraint: Headless.Compatible {}
extension NSLayoutAnchor: Headless.Compatible {}
extension UIFont: Headless.Compatible {}
extension UIImage: Headless.Compatible {}
extension UIColor: Headless.Compatible {}
