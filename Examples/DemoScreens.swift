// The example screens laid out headlessly at a phone size, in each of their states.

// UIKit code: compiled against UIKit on iOS, tvOS and visionOS, and HeadlessUIKit elsewhere
// (SwiftLayout speaks AppKit on macOS, where these UIKit screens do not exist).
#if SWIFTLAYOUT_UIKIT_API
import Foundation
import SwiftLayout

/// One laid-out state of an example screen.
@MainActor
package struct DemoScreen {
  /// The file-friendly name of the state, such as `menu-detail-toppings-shown`.
  package let name: String
  /// What the state shows, for the command's output.
  package let summary: String
  /// The root of the laid-out tree (a window for full screens).
  package let root: UIView
  /// When given, the state is drawn this many seconds into its recorded animations.
  package var time: TimeInterval? = nil
}

/// Builds the example screens and lays them out.
@MainActor
package enum DemoScreens {
  /// The phone the screens are laid out on: 390 × 844 points (an iPhone 14), whose window
  /// reports a 47-point top and 34-point bottom safe area.
  package static let phoneBounds = CGRect(x: 0, y: 0, width: 390, height: 844)

  /// The MenuDetail screen in a phone-sized window, with the toppings shown or hidden.
  ///
  /// - Parameter showingToppings: The bottom view's `isShowTopping`.
  /// - Returns: The window and its root controller, laid out.
  package static func menuDetail(showingToppings: Bool) -> (
    window: UIWindow, controller: MenuDetailViewController
  ) {
    let window = UIWindow(frame: phoneBounds)
    window.accessibilityIdentifier = "window"
    let controller = MenuDetailViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    // Lay the first state out, so that a change of state animates from it, as on a device
    // where the screen has been drawn before the user taps.
    window.layoutIfNeeded()
    if showingToppings {
      controller.menuDetailBottomView.isShowTopping = true
    }
    window.layoutIfNeeded()
    return (window, controller)
  }

  /// The hook blog's view, 200 points tall across the phone's width.
  ///
  /// - Returns: The view, laid out.
  package static func hookProfile() -> HookProfileView {
    let view = HookProfileView(frame: CGRect(x: 0, y: 0, width: phoneBounds.width, height: 200))
    view.accessibilityIdentifier = "hookProfileView"
    view.layoutIfNeeded()
    return view
  }

  /// The profile card with a deliberate conflict and an ambiguous badge, 180 points tall across
  /// the phone's width.
  ///
  /// - Returns: The card, laid out (HeadlessUIKit reports its conflict while it is).
  package static func conflictingProfileCard() -> ConflictingProfileCard {
    let card = ConflictingProfileCard(
      frame: CGRect(x: 0, y: 0, width: phoneBounds.width, height: 180))
    card.accessibilityIdentifier = "profileCard"
    card.layoutIfNeeded()
    return card
  }

  /// The screens `swiftlayout inspect` writes reports for: every layout state of ``all()`` (the
  /// animation's halfway frames are not a layout of their own) and the conflicting card.
  package static func inspectable() -> [DemoScreen] {
    all().filter { $0.time == nil } + [
      DemoScreen(
        name: "conflicting-profile-card",
        summary: "A card with a deliberate conflict (a fixed width and both edges pinned) and "
          + "an ambiguous badge",
        root: conflictingProfileCard())
    ]
  }

  /// Every screen in every state, in a fixed order.
  package static func all() -> [DemoScreen] {
    [
      DemoScreen(
        name: "menu-detail-toppings-hidden",
        summary: "MenuDetail (slides 7–16) with the bottom view's toppings hidden",
        root: menuDetail(showingToppings: false).window),
      DemoScreen(
        name: "menu-detail-toppings-shown",
        summary: "MenuDetail with isShowTopping = true (slides 27–35)",
        root: menuDetail(showingToppings: true).window),
      DemoScreen(
        name: "menu-detail-toppings-animating",
        summary: "Halfway through isShowTopping's 0.5-second animation (frames sampled at 0.25 s)",
        root: menuDetail(showingToppings: true).window, time: 0.25),
      DemoScreen(
        name: "hook-profile",
        summary: "The hook blog's image and label, one view one line",
        root: hookProfile()),
    ]
  }
}
#endif
