import SwiftLayout
import Testing

/// Priorities that UIKit refuses are diagnosed, never rounded to a valid one.
@MainActor
@Suite("Anchors with invalid priorities")
struct AnchorsPriorityValueTests {
  @Test("A NaN priority leaves the constraint out with a diagnostic instead of becoming 1")
  func notANumberPriority() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = makeView("child")
    let activation = root.sublayout {
      child.anchors {
        Anchors.width.equalTo(constant: 30).priority(SLLayoutPriority(Float.nan))
        Anchors.height.equalTo(constant: 20)
      }
    }.active()
    #expect(activation.constraints.count == 1)
    #expect(activation.constraints.allSatisfy { !$0.priority.rawValue.isNaN })
    #expect(activation.constraints.allSatisfy { $0.priority.rawValue != 1 })
    #expect(activation.diagnostics.count == 1)
    #expect(activation.diagnostics.first?.message.contains("nan") == true)
  }
}
