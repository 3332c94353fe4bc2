import HeadlessUIKit
import Testing

@MainActor
@Suite("Sizes are never negative")
struct NonNegativeSizeTests {
  @Test("Optional constraints that pull a width below zero give way: the width is zero, no issue")
  func optionalPullGivesWay() {
    let root = makeRoot(width: 100, height: 100)
    let box = makeView("box", in: root)
    let trailing = box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -60)
    trailing.priority = .defaultHigh
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 60),
      trailing,
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    let issues = Headless.LayoutDiagnostics.capture { root.layoutIfNeeded() }
    #expect(issues.isEmpty)
    #expect(box.frame == CGRect(x: 60, y: 0, width: 0, height: 10))
  }

  @Test("Required constraints that force a negative height are reported; the frame's height is 0")
  func requiredNegativeIsConflict() throws {
    let root = makeRoot(width: 100, height: 100)
    let box = makeView("box", in: root)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 10),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 70),
      box.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -50),
    ])
    let issues = Headless.LayoutDiagnostics.capture { root.layoutIfNeeded() }
    let issue = try #require(issues.first)
    #expect(issues.count == 1)
    #expect(issue.kind == .unsatisfiableConstraints)
    #expect(issue.affectedConstraint == "box.height >= 0 (non-negative-size)")
    #expect(issue.constraints.contains("box.top == root.top + 70"))
    #expect(box.frame.height == 0)
    #expect(box.frame.width == 10)
    // A second layout pass reports nothing new.
    let again = Headless.LayoutDiagnostics.capture {
      box.setNeedsLayout()
      root.layoutIfNeeded()
    }
    #expect(again.isEmpty)
  }

  @Test("A layout guide squeezed below zero by an optional constraint keeps a zero size")
  func guideNeverNegative() {
    let root = makeRoot(width: 100, height: 100)
    let guide = UILayoutGuide()
    root.addLayoutGuide(guide)
    let height = guide.heightAnchor.constraint(equalToConstant: -30)
    height.priority = .defaultLow
    NSLayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      guide.topAnchor.constraint(equalTo: root.topAnchor),
      guide.widthAnchor.constraint(equalToConstant: 20),
      height,
    ])
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 20, height: 0))
  }
}
