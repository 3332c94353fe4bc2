import Foundation

extension CGRect {
  /// Whether the two rectangles are equal, as `==` answers, without its cost on the layout
  /// paths: `==` compares standardized rectangles, which only differ from the rectangles
  /// themselves for negative sizes and null rectangles; for finite origins and non-negative
  /// sizes (every frame layout computes) the fields are compared directly.
  @inline(__always)
  func isSame(as other: CGRect) -> Bool {
    if size.width >= 0 && size.height >= 0 && other.size.width >= 0 && other.size.height >= 0
      && origin.x.isFinite && origin.y.isFinite && other.origin.x.isFinite
      && other.origin.y.isFinite
    {
      return origin.x == other.origin.x && origin.y == other.origin.y
        && size.width == other.size.width && size.height == other.size.height
    }
    return self == other
  }
}
