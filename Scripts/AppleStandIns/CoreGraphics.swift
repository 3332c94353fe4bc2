// Stand-in for CoreGraphics: the types HeadlessUIKit defines for itself only where CoreGraphics
// is absent (`CGVector`, `CGAffineTransform`, `CGColor`), with Apple's signatures. On Apple
// platforms Foundation brings CoreGraphics' `CGFloat`, `CGPoint`, `CGSize` and `CGRect` too;
// here swift-corelibs-foundation gives those. Type-checking only; never run.

@_exported import Foundation

// MARK: - CGVector (CGGeometry.h and the CoreGraphics overlay)

public struct CGVector: @unchecked Sendable {
  public init() { fatalError() }
  public init(dx: CGFloat, dy: CGFloat) { fatalError() }
  public var dx: CGFloat
  public var dy: CGFloat
}

extension CGVector {
  public static var zero: CGVector { fatalError() }
  public init(dx: Int, dy: Int) { fatalError() }
  public init(dx: Double, dy: Double) { fatalError() }
}

extension CGVector: Equatable, Hashable {
  public static func == (lhs: CGVector, rhs: CGVector) -> Bool { fatalError() }
  public func hash(into hasher: inout Hasher) { fatalError() }
}

extension CGVector: Codable {
  public init(from decoder: any Decoder) throws { fatalError() }
  public func encode(to encoder: any Encoder) throws { fatalError() }
}

// MARK: - CGAffineTransform (CGAffineTransform.h and the CoreGraphics overlay)

public struct CGAffineTransform: @unchecked Sendable {
  public init() { fatalError() }
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    fatalError()
  }
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat
}

extension CGAffineTransform {
  public static var identity: CGAffineTransform { fatalError() }
  public init(translationX tx: CGFloat, y ty: CGFloat) { fatalError() }
  public init(scaleX sx: CGFloat, y sy: CGFloat) { fatalError() }
  public init(rotationAngle angle: CGFloat) { fatalError() }
  public var isIdentity: Bool { fatalError() }
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform { fatalError() }
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { fatalError() }
  public func rotated(by angle: CGFloat) -> CGAffineTransform { fatalError() }
  public func inverted() -> CGAffineTransform { fatalError() }
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform { fatalError() }
}

extension CGAffineTransform: Equatable, Hashable {
  public static func == (lhs: CGAffineTransform, rhs: CGAffineTransform) -> Bool { fatalError() }
  public func hash(into hasher: inout Hasher) { fatalError() }
}

extension CGAffineTransform: Codable {
  public init(from decoder: any Decoder) throws { fatalError() }
  public func encode(to encoder: any Encoder) throws { fatalError() }
}

extension CGPoint {
  public func applying(_ t: CGAffineTransform) -> CGPoint { fatalError() }
}

extension CGSize {
  public func applying(_ t: CGAffineTransform) -> CGSize { fatalError() }
}

extension CGRect {
  public func applying(_ t: CGAffineTransform) -> CGRect { fatalError() }
}

// MARK: - CGColor (CGColor.h; a Core Foundation type, Hashable and Sendable in Swift)

public final class CGColor: Hashable, @unchecked Sendable {
  @available(iOS 13.0, macOS 10.5, tvOS 13.0, *)
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
  @available(iOS 13.0, macOS 10.5, tvOS 13.0, *)
  public init(gray: CGFloat, alpha: CGFloat) { fatalError() }
  public var numberOfComponents: Int { fatalError() }
  public var components: [CGFloat]? { fatalError() }
  public var alpha: CGFloat { fatalError() }
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool { fatalError() }
  public func hash(into hasher: inout Hasher) { fatalError() }
}
