import HeadlessUIKit

/// Whether two coordinates are equal up to floating-point noise (animation sampling computes
/// frames by interpolation, so exact equality would test the arithmetic, not the behaviour).
func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }
