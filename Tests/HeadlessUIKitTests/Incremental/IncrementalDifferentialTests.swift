import Testing

@testable import HeadlessUIKit

// A differential test of the incremental engine: random edits are applied to one view tree,
// laid out and measured as they go, and every frame and fitting size is compared with those of
// a fresh copy of the tree built from a record of its current state (public API only), laid out
// once. The trees are determined by construction: every view but the root has exactly one
// constraint (or, for a label's size, its content size) for each of x, y, width and height,
// relative to its superview, an earlier sibling or a constant, so every layout has one answer;
// a stack view (`.fillEqually`) decides its arranged views' frames, and a view that translates
// its frame is decided by it. Priorities are drawn from disjoint sets, so that no two optional
// constraints of one priority pull against each other. What would depend on the tree's history
// by design (as in UIKit) stays out: a multi-line label's width never follows its content (it
// wraps at the width it was last given), and a fitting size is compared only where no size can
// come out negative and no stack view arranges the view measured.

@MainActor
@Suite("Incremental layout against fresh layouts")
struct IncrementalDifferentialTests {
  /// How many seeds the random test runs (each 30 to 60 steps).
  static let seeds: UInt64 = 26

  @Test(
    "Random edits, moves, teardowns and measurements lay out and measure as a fresh copy of the tree does"
  )
  func randomEditsMatchFreshLayouts() {
    var totalSteps = 0
    var totalLayouts = 0
    var totalMeasurements = 0
    for seed in 0..<Self.seeds {
      let run = DifferentialRun(seed: 0xD1FF_0000 + seed)
      let steps = 30 + Int(seed % 31)
      let issues = Headless.LayoutDiagnostics.capture { run.run(steps: steps) }
      totalSteps += steps
      totalLayouts += run.layouts
      totalMeasurements += run.measurements
      #expect(
        run.failures.isEmpty,
        """
        seed \(seed): \(run.failures.joined(separator: "\n"))
        log:
        \(run.log.joined(separator: "\n"))
        """)
      #expect(
        issues.isEmpty, "seed \(seed): \(issues.map(\.message).joined(separator: "\n"))")
    }
    // Every seed lays out at its end, and the runs measure as they go.
    #expect(totalLayouts >= Int(Self.seeds) && totalMeasurements > Int(Self.seeds))
    print(
      "Incremental differential: \(Self.seeds) seeds, \(totalSteps) steps, \(totalLayouts) layouts"
        + " compared, \(totalMeasurements) measurements compared")
  }

  // Minimal reproductions of what the random test found.

  @Test(
    "A constraint to a margin attribute is laid out by one layoutIfNeeded when the margins guide it makes holds its view's size up"
  )
  func marginAttributeGuideSettlesInOnePass() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 700))
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    box.layoutMargins = UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    box.addSubview(child)
    let height = box.heightAnchor.constraint(equalToConstant: 1)
    height.priority = UILayoutPriority(500)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 100), height,
      // The margins guide is made while the engine adds this constraint, in the first solve.
      NSLayoutConstraint(
        item: child, attribute: .trailing, relatedBy: .equal, toItem: box,
        attribute: .leadingMargin, multiplier: 1, constant: 15),
      child.topAnchor.constraint(equalTo: box.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 10),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    // The guide is the box less 2 on each side and its height cannot be negative, so the box is
    // at least 4 tall: the optional height of 1 gives way. The child ends 15 after the guide's
    // leading edge (2): at 17, so it starts at 7.
    #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 4))
    #expect(child.frame == CGRect(x: 7, y: 0, width: 10, height: 10))
    // Nothing was left for a second call.
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 4))
  }

  @Test(
    "A hidden arranged view that leaves its stack view takes none of the stack view's constraints with it"
  )
  func hiddenArrangedViewLeavesItsHidingConstraints() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 700))
    let stack = UIStackView()
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    let label = UILabel()
    label.text = "Hello"
    let other = UILabel()
    other.text = "World"
    stack.addArrangedSubview(label)
    stack.addArrangedSubview(other)
    label.isHidden = true
    root.layoutIfNeeded()
    // Hidden, it is collapsed along the stack view's axis ('UISV-hiding', held by the label).
    #expect(label.frame.width == 0)
    label.removeFromSuperview()
    #expect(label.constraints.isEmpty)
    // Alone, with no constraints, a view measures its intrinsic content size.
    #expect(
      label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == label.intrinsicContentSize)
    // And laid out elsewhere before its old stack view lays out again, it keeps its width.
    let secondRoot = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    label.translatesAutoresizingMaskIntoConstraints = false
    secondRoot.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: secondRoot.leadingAnchor),
      label.topAnchor.constraint(equalTo: secondRoot.topAnchor),
    ])
    secondRoot.layoutIfNeeded()
    #expect(label.frame.size == label.intrinsicContentSize)
  }

  @Test(
    "A view measures the same whether or not a layout has found its margins guide too small before"
  )
  func fittingDoesNotDependOnNegativeSizeHistory() {
    func makeBox() -> UIView {
      let box = UIView()
      box.layoutMargins = UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
      let child = UIView()
      child.translatesAutoresizingMaskIntoConstraints = false
      box.addSubview(child)
      NSLayoutConstraint.activate([
        child.leadingAnchor.constraint(equalTo: box.layoutMarginsGuide.leadingAnchor),
        child.topAnchor.constraint(equalTo: box.layoutMarginsGuide.topAnchor),
        child.widthAnchor.constraint(equalToConstant: 10),
        child.heightAnchor.constraint(equalToConstant: 10),
      ])
      return box
    }
    let fresh = makeBox()
    let freshSize = fresh.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    // The same tree, laid out once 1 point tall: its margins guide's height came out negative,
    // and the guard that keeps it at zero or more stays.
    let box = makeBox()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 700))
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    let height = box.heightAnchor.constraint(equalToConstant: 1)
    height.priority = UILayoutPriority(500)
    let width = box.widthAnchor.constraint(equalToConstant: 100)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor), width, height,
    ])
    root.layoutIfNeeded()
    #expect(box.frame.height == 4)
    // Back to the fresh tree's constraints: out of the screen, without the size constraints.
    box.removeFromSuperview()
    NSLayoutConstraint.deactivate([width, height])
    let measured = box.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    withKnownIssue(
      """
      Sizes are guarded against going negative only once a layout has found them negative (a \
      required >= 0 added then, and kept): a fitting solution adds no guard, so a margins guide \
      (or a view) can come out negative there, and the fitting size depends on whether an \
      earlier layout of the tree added the guard. With every size non-negative, as HeadlessUIKit \
      documents, the box (margins 2 on each side) measures 4 x 4 both times.
      """
    ) {
      #expect(freshSize == CGSize(width: 4, height: 4))
      #expect(measured == CGSize(width: 4, height: 4))
    }
  }
}
