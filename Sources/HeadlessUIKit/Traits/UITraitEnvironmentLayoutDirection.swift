/// Constants that indicate the layout direction associated with the current environment.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection>
@nonexhaustive
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  /// An unspecified layout direction.
  case unspecified = -1
  /// A left-to-right layout direction.
  case leftToRight = 0
  /// A right-to-left layout direction.
  case rightToLeft = 1
}
