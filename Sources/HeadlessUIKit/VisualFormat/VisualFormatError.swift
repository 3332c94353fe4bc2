extension Headless {
  /// A syntax or interpretation error in a Visual Format Language string.
  ///
  /// UIKit raises an `NSInvalidArgumentException` for a malformed format; HeadlessUIKit describes
  /// the mistake as a value instead. The ``description`` reads like UIKit's exception reason: the
  /// message, the format string, and a caret under the offending character.
  ///
  /// ```
  /// Unable to parse constraint format:
  /// Expected ':' after 'V' to specify vertical arrangement
  /// V|[backgroundBox]|
  ///  ^
  /// ```
  public struct VisualFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, in UIKit's words where UIKit has words for it.
    public var message: String

    /// The complete format string that was being parsed.
    public var format: String

    /// The offset, in characters from the start of ``format``, of the character at fault.
    public var position: Int

    /// Creates an error about the character at `position` of `format`.
    ///
    /// - Parameters:
    ///   - message: What is wrong.
    ///   - format: The format string.
    ///   - position: The character offset at fault; clamped to the string's length.
    public init(message: String, format: String, position: Int) {
      self.message = message
      self.format = format
      self.position = max(0, min(position, format.count))
    }

    /// The caret line: spaces up to ``position``, then `^`.
    ///
    /// ``position`` is a settable property: a value set outside the format puts the caret at the
    /// nearer end.
    public var caretLine: String {
      String(repeating: " ", count: max(0, min(position, format.count))) + "^"
    }

    /// The message, the format and the caret line, as UIKit prints them.
    public var description: String {
      "Unable to parse constraint format:\n\(message)\n\(format)\n\(caretLine)"
    }
  }
}
