import Foundation
import Testing

@testable import HeadlessUIKit

@Suite("CGRect comparison on the layout paths")
struct CGRectLayoutTests {
  @Test("isSame(as:) answers as == does, for frames and for standardized or null rectangles")
  func isSameMatchesEquality() {
    let rects = [
      CGRect(x: 1, y: 2, width: 3, height: 4), CGRect(x: 1, y: 2, width: 3, height: 5),
      CGRect(x: 4, y: 2, width: -3, height: 4), CGRect(x: 1, y: 6, width: 3, height: -4),
      CGRect(x: 0, y: 0, width: 0, height: 0), CGRect.null,
      CGRect(x: CGFloat.infinity, y: 0, width: 5, height: 5), CGRect.infinite,
      CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1),
    ]
    for a in rects {
      for b in rects {
        #expect(a.isSame(as: b) == (a == b))
      }
    }
    // A negative size is compared standardized, as == does.
    #expect(
      CGRect(x: 4, y: 2, width: -3, height: 4).isSame(as: CGRect(x: 1, y: 2, width: 3, height: 4)))
  }
}

@MainActor
@Suite("Rounding of solved values")
struct SolvedValueRoundingTests {
  @Test(
    "roundedHalfAwayFromZero(_:) is rounded() for ties, signs, large values and non-finite ones")
  func roundingMatchesStandardLibrary() {
    var values: [Double] = [
      0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, 0.49999999999999994, -0.49999999999999994,
      4_503_599_627_370_495.5, 4_503_599_627_370_496, -4_503_599_627_370_497, 1e300, -1e-300,
      .infinity, -.infinity, .greatestFiniteMagnitude, .leastNonzeroMagnitude,
    ]
    for step in -4000...4000 {
      values.append(Double(step) / 8)  // halves and eighths: every kind of tie
      values.append(Double(step) * 123.456_789 + 0.001 * Double(step % 7))
    }
    for value in values {
      let expected = value.rounded()
      let actual = LayoutExpression.roundedHalfAwayFromZero(value)
      #expect(actual == expected && actual.sign == expected.sign, "\(value)")
    }
    #expect(LayoutExpression.roundedHalfAwayFromZero(.nan).isNaN)
  }
}
