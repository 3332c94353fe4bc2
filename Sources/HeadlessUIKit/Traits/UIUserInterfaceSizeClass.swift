/// Constants that indicate the general width or height of an interface.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass>
@nonexhaustive
public enum UIUserInterfaceSizeClass: Int, Sendable {
  /// The size class is not specified.
  case unspecified = 0
  /// A compact size class.
  case compact = 1
  /// A regular size class.
  case regular = 2
}
