/// An object that represents one instance of your app's user interface.
///
/// UIKit makes scenes; HeadlessUIKit has no application or scene sessions, so a window scene
/// comes from `Headless.makeWindowScene()`.
/// UIKit: <https://developer.apple.com/documentation/uikit/uiscene>
@MainActor
open class UIScene: UIResponder {
  /// The title the system shows for the scene.
  open var title: String?
}

/// A scene that manages one or more windows for your app.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/uiwindowscene>
@MainActor
open class UIWindowScene: UIScene {
  /// The windows attached to the scene, weakly held, in the order they were attached.
  private var attached: [LayoutItemHandle] = []

  /// The screen on which the scene's windows are shown (HeadlessUIKit's one screen).
  open var screen: UIScreen { UIScreen.main }

  /// The windows associated with the scene (those that still exist), in the order they were
  /// attached.
  open var windows: [UIWindow] {
    attached.compactMap { $0.view as? UIWindow }
  }

  /// The key window of the scene, if any.
  open var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }

  /// Adds `window` to ``windows``.
  func attach(_ window: UIWindow) {
    attached.removeAll { $0.view == nil || $0 === window.itemHandle }
    attached.append(window.itemHandle)
  }

  /// Removes `window` from ``windows``.
  func detach(_ window: UIWindow) {
    attached.removeAll { $0.view == nil || $0 === window.itemHandle }
  }
}
