import HeadlessUIKit
import SwiftLayoutTestSupport
import Testing

@MainActor
@Suite("Visual Format Language constraints")
struct VisualFormatConstraintTests {
  let superview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
  let child = UIView()
  let child2 = UIView()

  init() {
    superview.addSubview(child)
    superview.addSubview(child2)
  }

  private func constraints(
    _ format: String, options: NSLayoutConstraint.FormatOptions = [],
    metrics: [String: Any]? = nil
  ) throws -> [NSLayoutConstraint] {
    try Headless.validatedConstraints(
      withVisualFormat: format, options: options, metrics: metrics,
      views: ["child": child, "child2": child2])
  }

  @Test("autolayout.js A7: |[child]| makes two constraints to the superview's edges")
  func a7SuperviewEdges() throws {
    let result = try constraints("|[child]|")
    #expect(result.count == 2)
    #expect(result[0].firstItem === child && result[0].firstAttribute == .leading)
    #expect(result[0].secondItem === superview && result[0].secondAttribute == .leading)
    #expect(result[1].firstItem === superview && result[1].firstAttribute == .trailing)
    #expect(result[1].secondItem === child && result[1].secondAttribute == .trailing)
    #expect(result.allSatisfy { $0.constant == 0 && $0.relation == .equal && !$0.isActive })
  }

  @Test("autolayout.js A7: [child][child2] makes one flush constraint, [child]-10-[child2] a gap")
  func a7Connections() throws {
    let flush = try constraints("[child][child2]")
    #expect(flush.count == 1)
    #expect(flush[0].firstItem === child2 && flush[0].firstAttribute == .leading)
    #expect(flush[0].secondItem === child && flush[0].secondAttribute == .trailing)
    #expect(flush[0].constant == 0)
    let gap = try constraints("[child]-10-[child2]")
    #expect(gap.map(\.constant) == [10])
    let negative = try constraints("[child]-(-22)-[child2]")
    #expect(negative.map(\.constant) == [-22])
  }

  @Test("autolayout.js A7: a decimal size keeps its decimals")
  func a7Decimals() throws {
    let result = try constraints("[child(60.6666)]")
    #expect(result.count == 1)
    #expect(result[0].firstAttribute == .width && result[0].secondItem == nil)
    #expect(result[0].constant == 60.6666)
  }

  @Test("Apple D14: explicit superview spacing, ranges, priorities and equal widths")
  func d14Forms() throws {
    let edges = try constraints("|-50-[child]-50-|")
    #expect(edges.map(\.constant) == [50, 50])
    let range = try constraints("[child(>=70,<=100)]")
    #expect(range.map(\.relation) == [.greaterThanOrEqual, .lessThanOrEqual])
    #expect(range.map(\.constant) == [70, 100])
    let priority = try constraints("[child(100@20)]")
    #expect(priority.first?.priority == UILayoutPriority(rawValue: 20))
    let equal = try constraints("[child(==child2)]")
    #expect(equal.count == 1)
    #expect(equal[0].firstItem === child && equal[0].secondItem === child2)
    #expect(equal[0].firstAttribute == .width && equal[0].secondAttribute == .width)
  }

  @Test("standard spacing is 8 between views and the superview's margin at its edges")
  func standardSpacing() throws {
    let result = try constraints("V:|-[child]-[child2]-|")
    #expect(result.count == 3)
    #expect(result[0].firstAttribute == .top && result[0].secondAttribute == .topMargin)
    #expect(result[0].constant == 0)
    #expect(result[1].firstAttribute == .top && result[1].secondAttribute == .bottom)
    #expect(result[1].constant == 8)
    #expect(result[2].firstAttribute == .bottomMargin && result[2].secondAttribute == .bottom)
    #expect(result[2].firstItem === superview && result[2].constant == 0)
  }

  @Test("metrics name constants and priorities; predicates keep their relation")
  func metrics() throws {
    let result = try constraints(
      "|-(>=side@high)-[child(width)]", metrics: ["side": 12, "high": 750.0, "width": 44.5])
    #expect(result.count == 2)
    #expect(result[0].relation == .greaterThanOrEqual && result[0].constant == 12)
    #expect(result[0].priority == .defaultHigh)
    #expect(result[1].constant == 44.5)
  }

  @Test("alignment options align each pair of neighbours across the format's axis")
  func alignmentOptions() throws {
    let result = try constraints("[child][child2]", options: [.alignAllTop, .alignAllBottom])
    #expect(result.count == 3)
    #expect(result[1].firstAttribute == .top && result[1].secondAttribute == .top)
    #expect(result[2].firstAttribute == .bottom && result[2].secondAttribute == .bottom)
    #expect(result[1].firstItem === child && result[1].secondItem === child2)
  }

  @Test("direction options switch horizontal formats to left and right attributes")
  func directionOptions() throws {
    let leftToRight = try constraints("[child]-5-[child2]", options: .directionLeftToRight)
    #expect(leftToRight[0].firstAttribute == .left && leftToRight[0].secondAttribute == .right)
    #expect(leftToRight[0].firstItem === child2)
    let rightToLeft = try constraints("[child]-5-[child2]", options: .directionRightToLeft)
    #expect(rightToLeft[0].firstItem === child && rightToLeft[0].firstAttribute == .left)
    #expect(rightToLeft[0].secondItem === child2 && rightToLeft[0].secondAttribute == .right)
    #expect(rightToLeft[0].constant == 5)
  }

  @Test("baseline spacing relates the last baseline of a view to the next one's first baseline")
  func baselineSpacing() throws {
    let result = try constraints("V:[child]-[child2]", options: .spacingBaselineToBaseline)
    #expect(result[0].firstAttribute == .firstBaseline)
    #expect(result[0].secondAttribute == .lastBaseline)
  }

  @Test(
    "interpretation errors name the mistake and its position",
    arguments: [
      ("[nobody]", "nobody is not a key in the views dictionary.", 1),
      ("[child]-gap-[child2]", "'gap' is not a key in the metrics dictionary", 8),
      ("[child(size)]", "'size' is not a key in the views or metrics dictionary", 7),
      ("[child(10@0)]", "A priority must be greater than 0 and at most 1000", 0),
    ])
  func interpretationErrors(format: String, message: String, position: Int) {
    #expect(
      throws: Headless.VisualFormatError(message: message, format: format, position: position)
    ) {
      try constraints(format)
    }
  }

  @Test("a '|' next to a view without a superview is an error, not a crash")
  func missingSuperview() {
    let orphan = UIView()
    #expect(throws: Headless.VisualFormatError.self) {
      try Headless.validatedConstraints(
        withVisualFormat: "|[orphan]", metrics: nil, views: ["orphan": orphan])
    }
  }

  @Test("an alignment option along the format's own axis is an error")
  func alignmentAlongAxis() {
    #expect(throws: Headless.VisualFormatError.self) {
      try constraints("[child][child2]", options: .alignAllLeading)
    }
  }

  @Test("UIKit's non-throwing method returns no constraints and reports a layout issue")
  func nonThrowingReturnsEmpty() {
    var result: [NSLayoutConstraint] = [UIView().widthAnchor.constraint(equalToConstant: 1)]
    let issues = Headless.LayoutDiagnostics.capture {
      result = NSLayoutConstraint.constraints(
        withVisualFormat: "|-[child", metrics: nil, views: ["child": child])
    }
    #expect(result.isEmpty)
    #expect(issues.count == 1)
    #expect(issues.first?.kind == .invalidVisualFormat)
    #expect(issues.first?.message.hasSuffix("|-[child\n        ^") == true)
  }

  @Test("A name missing from the views dictionary is reported as an invalid visual format too")
  func missingNameIsInvalidVisualFormat() {
    let issues = Headless.LayoutDiagnostics.capture {
      _ = NSLayoutConstraint.constraints(
        withVisualFormat: "H:|[child]-[ghost]|", metrics: nil, views: ["child": child])
    }
    #expect(issues.map(\.kind) == [.invalidVisualFormat])
    #expect(issues.first?.message.contains("ghost") == true)
  }

  @Test("Apple's complete line of layout reads back as constraints (snapshot)")
  func completeLineSnapshot() throws {
    let root = UIView()
    root.accessibilityIdentifier = "root"
    let views = ["find", "findNext", "findField"].map { name in
      let view = UIView()
      view.accessibilityIdentifier = name
      root.addSubview(view)
      return view
    }
    let result = try Headless.validatedConstraints(
      withVisualFormat: "|-[find]-[findNext]-[findField(>=20)]-|", options: .alignAllCenterY,
      metrics: nil, views: ["find": views[0], "findNext": views[1], "findField": views[2]])
    assertSnapshot(
      result.map(\.description).joined(separator: "\n"), named: "complete-line-of-layout")
  }
}
