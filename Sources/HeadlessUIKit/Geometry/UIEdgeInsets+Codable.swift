// UIKit's Swift overlay makes the insets `Codable` as an unkeyed list of their four values, in
// declaration order (as CoreGraphics encodes `CGRect`), so archives written here read on iOS.

extension UIEdgeInsets: Codable {
  /// Creates insets from a decoder: an unkeyed list `[top, left, bottom, right]`.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: A `DecodingError` when the list is shorter or holds something else.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    let top = try container.decode(CGFloat.self)
    let left = try container.decode(CGFloat.self)
    let bottom = try container.decode(CGFloat.self)
    let right = try container.decode(CGFloat.self)
    self.init(top: top, left: left, bottom: bottom, right: right)
  }

  /// Encodes the insets as an unkeyed list `[top, left, bottom, right]`.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: Whatever the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(top)
    try container.encode(left)
    try container.encode(bottom)
    try container.encode(right)
  }
}

extension NSDirectionalEdgeInsets: Codable {
  /// Creates insets from a decoder: an unkeyed list `[top, leading, bottom, trailing]`.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: A `DecodingError` when the list is shorter or holds something else.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    let top = try container.decode(CGFloat.self)
    let leading = try container.decode(CGFloat.self)
    let bottom = try container.decode(CGFloat.self)
    let trailing = try container.decode(CGFloat.self)
    self.init(top: top, leading: leading, bottom: bottom, trailing: trailing)
  }

  /// Encodes the insets as an unkeyed list `[top, leading, bottom, trailing]`.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: Whatever the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(top)
    try container.encode(leading)
    try container.encode(bottom)
    try container.encode(trailing)
  }
}
