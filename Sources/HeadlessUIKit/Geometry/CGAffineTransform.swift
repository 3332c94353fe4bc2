// Where CoreGraphics exists (on Apple platforms) its own type and `applying(_:)` are used.
#if !canImport(CoreGraphics)
/// An affine transformation matrix for use in drawing 2D graphics (Core Graphics' type, which
/// Foundation on Linux lacks).
///
/// The matrix is `[a b 0; c d 0; tx ty 1]`; a point `(x, y)` maps to
/// `(a·x + c·y + tx, b·x + d·y + ty)`.
/// Core Graphics: <https://developer.apple.com/documentation/corefoundation/cgaffinetransform>
public struct CGAffineTransform: Hashable, Sendable, Codable {
  /// The entry at position [1,1] in the matrix.
  public var a: CGFloat
  /// The entry at position [1,2] in the matrix.
  public var b: CGFloat
  /// The entry at position [2,1] in the matrix.
  public var c: CGFloat
  /// The entry at position [2,2] in the matrix.
  public var d: CGFloat
  /// The entry at position [3,1] in the matrix (the horizontal translation).
  public var tx: CGFloat
  /// The entry at position [3,2] in the matrix (the vertical translation).
  public var ty: CGFloat

  /// Creates the identity transform.
  public init() {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }

  /// Creates a transform from its six entries.
  ///
  /// - Parameters:
  ///   - a: The entry at [1,1].
  ///   - b: The entry at [1,2].
  ///   - c: The entry at [2,1].
  ///   - d: The entry at [2,2].
  ///   - tx: The horizontal translation.
  ///   - ty: The vertical translation.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// Creates a transform that translates by the given amounts.
  ///
  /// - Parameters:
  ///   - tx: The horizontal translation.
  ///   - ty: The vertical translation.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// Creates a transform that scales by the given factors.
  ///
  /// - Parameters:
  ///   - sx: The horizontal scale factor.
  ///   - sy: The vertical scale factor.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// Creates a transform that rotates by an angle.
  ///
  /// - Parameter angle: The angle in radians (positive turns clockwise on a flipped, UIKit-style
  ///   coordinate system).
  public init(rotationAngle angle: CGFloat) {
    let cosine = CGFloat(Foundation.cos(Double(angle)))
    let sine = CGFloat(Foundation.sin(Double(angle)))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// The identity transform.
  public static let identity = CGAffineTransform()

  /// Whether the transform is the identity.
  public var isIdentity: Bool { self == .identity }

  /// This transform followed by `t2`.
  ///
  /// - Parameter t2: The transform applied after this one.
  /// - Returns: The combined transform.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// A translation applied before this transform.
  ///
  /// - Parameters:
  ///   - tx: The horizontal translation.
  ///   - ty: The vertical translation.
  /// - Returns: The new transform.
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// A scale applied before this transform.
  ///
  /// - Parameters:
  ///   - sx: The horizontal scale factor.
  ///   - sy: The vertical scale factor.
  /// - Returns: The new transform.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// A rotation applied before this transform.
  ///
  /// - Parameter angle: The angle in radians.
  /// - Returns: The new transform.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The inverse transform, or this transform unchanged when it cannot be inverted (as Core
  /// Graphics does).
  ///
  /// - Returns: The inverted transform.
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return self }
    return CGAffineTransform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
  }
}

extension CGPoint {
  /// The point transformed by `t`.
  ///
  /// - Parameter t: The transform.
  /// - Returns: `(a·x + c·y + tx, b·x + d·y + ty)`.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// The size transformed by `t` (translation ignored; the result may be negative).
  ///
  /// - Parameter t: The transform.
  /// - Returns: `(a·width + c·height, b·width + d·height)`.
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The smallest rectangle that contains this rectangle's transformed corners.
  ///
  /// - Parameter t: The transform.
  /// - Returns: The bounding box of the transformed rectangle.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    if t.isIdentity { return self }
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
      CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(t) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let left = xs.min() ?? 0
    let top = ys.min() ?? 0
    return CGRect(x: left, y: top, width: (xs.max() ?? 0) - left, height: (ys.max() ?? 0) - top)
  }
}
#endif
