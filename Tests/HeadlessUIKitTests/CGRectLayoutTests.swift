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
