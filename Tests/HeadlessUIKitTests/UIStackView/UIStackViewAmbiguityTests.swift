import HeadlessUIKit
import Testing

@MainActor
@Suite("UIStackView ambiguity")
struct UIStackViewAmbiguityTests {
  nonisolated static let distributions: [UIStackView.Distribution] = [
    .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
  ]
  nonisolated static let alignments: [UIStackView.Alignment] = [
    .fill, .leading, .center, .trailing, .firstBaseline, .lastBaseline,
  ]

  @Test(
    "every distribution and alignment determines every frame, on both axes",
    arguments: distributions, alignments)
  func noAmbiguity(distribution: UIStackView.Distribution, alignment: UIStackView.Alignment) {
    for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
      let fixture = StackFixture(axis: axis, distribution: distribution, alignment: alignment)
      // Distinct hugging priorities, so that `fill` knows which view grows (as UIKit requires).
      fixture.views[2].setContentHuggingPriority(.defaultLow - 1, for: axis)
      fixture.layout()
      let issue = fixture.container.headless.ambiguityReport()
      #expect(issue == nil, "\(axis): \(issue?.message ?? "")")
    }
  }

  @Test("a stack view that sizes itself from its content is not ambiguous either")
  func selfSizingNoAmbiguity() {
    for alignment in Self.alignments {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
      let stack = UIStackView(arrangedSubviews: [StackTestView(40, 20), StackTestView(60, 30)])
      stack.alignment = alignment
      stack.distribution = .equalSpacing
      stack.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        stack.topAnchor.constraint(equalTo: container.topAnchor),
      ])
      container.layoutIfNeeded()
      let issue = container.headless.ambiguityReport()
      #expect(issue == nil, "\(alignment): \(issue?.message ?? "")")
      expectFrame(stack, 0, 0, 100, 30)
    }
  }

  @Test("two plain views (no intrinsic size) filling a stack view are ambiguous, as in UIKit")
  func plainViewsAreAmbiguous() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let views = [UIView(), UIView()]
    let stack = UIStackView(arrangedSubviews: views)
    stack.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      stack.topAnchor.constraint(equalTo: container.topAnchor),
      stack.bottomAnchor.constraint(equalTo: container.bottomAnchor),
    ])
    container.layoutIfNeeded()
    #expect(views.contains { $0.hasAmbiguousLayout })
  }

  @Test("a hidden arranged view leaves the layout determined")
  func hiddenNoAmbiguity() {
    let fixture = StackFixture(axis: .horizontal, distribution: .fillEqually, alignment: .center)
    fixture.views[1].isHidden = true
    fixture.layout()
    #expect(!fixture.views[0].hasAmbiguousLayout && !fixture.views[2].hasAmbiguousLayout)
    #expect(!fixture.views[1].hasAmbiguousLayout)
  }

  @Test("a hidden plain view (no intrinsic size) is not ambiguous either")
  func hiddenPlainViewNoAmbiguity() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let plain = UIView()
    let stack = UIStackView(arrangedSubviews: [StackTestView(40, 20), plain])
    stack.alignment = .center
    stack.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      stack.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    plain.isHidden = true
    container.layoutIfNeeded()
    #expect(container.headless.ambiguityReport() == nil)
    expectFrame(plain, 40, 0, 0, 0)
  }
}
