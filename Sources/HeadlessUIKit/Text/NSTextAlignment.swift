/// Constants that specify text alignment.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/nstextalignment>
@nonexhaustive
public enum NSTextAlignment: Int, Sendable {
  /// Text is visually left aligned.
  case left = 0
  /// Text is visually center aligned.
  case center = 1
  /// Text is visually right aligned.
  case right = 2
  /// Text is justified.
  case justified = 3
  /// Text uses the default alignment for the current localization of the app.
  case natural = 4
}

/// Constants that specify what happens when a line is too long for its container.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/nslinebreakmode>
@nonexhaustive
public enum NSLineBreakMode: Int, Sendable {
  /// Wrapping occurs at word boundaries, unless the word doesn't fit on a single line.
  case byWordWrapping = 0
  /// Wrapping occurs before the first character that doesn't fit.
  case byCharWrapping = 1
  /// Lines don't extend past the edge of the text container.
  case byClipping = 2
  /// The line displays so that the end fits and the missing text at the beginning is an ellipsis.
  case byTruncatingHead = 3
  /// The line displays so that the beginning fits and the missing text at the end is an ellipsis.
  case byTruncatingTail = 4
  /// The line displays so that the beginning and end fit and missing text in the middle is an ellipsis.
  case byTruncatingMiddle = 5
}
