import HeadlessUIKit
import Testing

@Suite("UILayoutPriority arithmetic and order, as UIKit's overlay gives them")
struct LayoutPriorityArithmeticTests {
  @Test("a number added on either side raises the priority by that much")
  func addition() {
    #expect((UILayoutPriority.defaultHigh + 1).rawValue == 751)
    #expect((1 + UILayoutPriority.defaultLow).rawValue == 251)
  }

  @Test("subtracting a number lowers it; subtracting a priority gives the distance")
  func subtraction() {
    #expect((UILayoutPriority.required - 1).rawValue == 999)
    let distance: Float = UILayoutPriority.defaultHigh - UILayoutPriority.defaultLow
    #expect(distance == 500)
  }

  @Test("compound assignment raises and lowers in place")
  func compoundAssignment() {
    var priority = UILayoutPriority.defaultLow
    priority += 10
    #expect(priority.rawValue == 260)
    priority -= 20
    #expect(priority.rawValue == 240)
  }

  @Test("priorities compare and sort by their numbers")
  func order() {
    #expect(UILayoutPriority.fittingSizeLevel < .defaultLow)
    #expect(UILayoutPriority.required > .defaultHigh)
    #expect(!(UILayoutPriority(300) < UILayoutPriority(300)))
    let sorted = [UILayoutPriority.required, .defaultLow, .defaultHigh, .fittingSizeLevel].sorted()
    #expect(sorted.map(\.rawValue) == [50, 250, 750, 1000])
    #expect([UILayoutPriority(3), UILayoutPriority(7)].max()?.rawValue == 7)
  }
}
