import HeadlessUIKit
import Testing

/// Finite numbers too large for a 64-bit integer print, in every description, the SVG and the
/// conflict report, instead of trapping.
@MainActor
@Suite("Huge finite numbers in descriptions")
struct HugeNumberTextTests {
  nonisolated static let hugeValues: [CGFloat] = [
    CGFloat(Int.max), 9_223_372_036_854_775_807, 1e19, -1e19, 1e20, 1e100, 1e304, 1e305,
    -1e305, CGFloat.greatestFiniteMagnitude, -CGFloat.greatestFiniteMagnitude,
  ]

  @Test("A constraint with a constant past Int64's range describes itself", arguments: hugeValues)
  func constraintDescription(value: CGFloat) {
    let view = makeView("box")
    let constraint = view.widthAnchor.constraint(lessThanOrEqualToConstant: value)
    let text = constraint.description
    #expect(text.contains("box.width <="))
    #expect(!text.contains("inf") && !text.contains("nan"))
    #expect(Double(text.split(separator: " ").last.map(String.init) ?? "") == Double(value))
  }

  @Test("Huge frames print in the view's description, the tree and the SVG", arguments: hugeValues)
  func frameDescriptions(value: CGFloat) {
    let root = makeRoot()
    let child = UIView(frame: CGRect(x: value, y: 0, width: 10, height: 10))
    child.accessibilityIdentifier = "child"
    root.addSubview(child)
    #expect(child.description.contains("frame = ("))
    #expect(root.headless.recursiveDescription().contains("child"))
    #expect(Headless.SVGRenderer.render(root).hasPrefix("<svg"))
  }

  @Test("Numbers from the layout range keep their integer and four-decimal forms")
  func layoutRangeUnchanged() {
    let view = makeView("box")
    let cases: [(CGFloat, String)] = [
      (40, "40"), (-12.5, "-12.5"), (1e15, "1000000000000000"),
      (9_007_199_254_740_992, "9007199254740992"), (1e18, "1000000000000000000"),
    ]
    for (value, expected) in cases {
      let text = view.widthAnchor.constraint(equalToConstant: value).description
      #expect(text.hasSuffix(" \(expected)"), "\(text)")
    }
  }

  // The solver works with constants limited to ±1e15 (`Solver.maximumMagnitude`), so a huge
  // width conflicts with an ordinary one; the report still names the constant as given.
  @Test("A required width past Int64's range that conflicts is reported, not trapped on")
  func conflictReportWithHugeWidths() {
    let root = makeRoot()
    let box = makeView("box", in: root)
    NSLayoutConstraint.activate([
      box.widthAnchor.constraint(equalToConstant: 1e19),
      box.widthAnchor.constraint(equalToConstant: 20),
      box.heightAnchor.constraint(equalToConstant: 10),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    ])
    let issues = Headless.LayoutDiagnostics.capture { root.layoutIfNeeded() }
    #expect(!issues.isEmpty)
    #expect(issues.map(\.description).joined().contains("1e+"))
  }
}
