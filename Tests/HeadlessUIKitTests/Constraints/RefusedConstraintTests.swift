import HeadlessUIKit
import Testing

@MainActor
@Suite("Constraints refused at creation")
struct RefusedConstraintTests {
  @Test(
    "Apple D6: an x-axis anchor made from leading and left compiles, but is refused at creation")
  func leadingWithLeftAnchors() {
    // Both are NSLayoutXAxisAnchor, so the type system lets them meet; UIKit raises at run time
    // ("A constraint cannot be made between a leading/trailing attribute and a right/left
    // attribute"). Leading with centerX and trailing is fine.
    let root = makeRoot()
    let a = makeView("a", in: root)
    let b = makeView("b", in: root)
    var mixed: [NSLayoutConstraint] = []
    let issues = Headless.LayoutDiagnostics.capture {
      mixed = [
        a.leadingAnchor.constraint(equalTo: b.leftAnchor),
        a.rightAnchor.constraint(equalTo: b.trailingAnchor, constant: 4),
      ]
      NSLayoutConstraint.activate(mixed)
    }
    #expect(issues.map(\.kind).filter { $0 == .invalidConstraint }.count >= 2)
    #expect(mixed.allSatisfy { !$0.isActive })
    let fine = [
      a.leadingAnchor.constraint(equalTo: b.centerXAnchor),
      a.trailingAnchor.constraint(equalTo: b.leadingAnchor),
      a.leftAnchor.constraint(equalTo: b.centerXAnchor),
    ]
    let none = Headless.LayoutDiagnostics.capture { NSLayoutConstraint.activate(fine) }
    #expect(none.isEmpty)
    #expect(fine.allSatisfy { $0.isActive })
    #expect(root.constraints.count == 3)
  }

  @Test("Mixing leading with left, or a location with a constant, is refused at creation")
  func refusedConstraints() {
    let root = makeRoot()
    let view = makeView("view", in: root)
    var mixed: NSLayoutConstraint?
    var located: NSLayoutConstraint?
    let issues = Headless.LayoutDiagnostics.capture {
      mixed = NSLayoutConstraint(
        item: view, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .left,
        multiplier: 1, constant: 0)
      located = NSLayoutConstraint(
        item: view, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
        multiplier: 1, constant: 10)
      mixed?.isActive = true
      located?.isActive = true
    }
    #expect(issues.count >= 2)
    #expect(issues.allSatisfy { $0.kind == .invalidConstraint })
    #expect(mixed?.isActive == false && located?.isActive == false)
    #expect(root.constraints.isEmpty && view.constraints.isEmpty)
  }
}
