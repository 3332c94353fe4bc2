/// Constants that indicate the interface style for the app.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/uiuserinterfacestyle>
@nonexhaustive
public enum UIUserInterfaceStyle: Int, Sendable {
  /// An unspecified interface style.
  case unspecified = 0
  /// The light interface style.
  case light = 1
  /// The dark interface style.
  case dark = 2
}
