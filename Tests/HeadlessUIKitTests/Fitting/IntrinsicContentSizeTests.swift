import HeadlessUIKit
import Testing

@MainActor
@Suite("Intrinsic content size, hugging and compression resistance")
struct IntrinsicContentSizeTests {
  final class Sized: UIView {
    var size = CGSize(width: 100, height: 20) {
      didSet { invalidateIntrinsicContentSize() }
    }
    override var intrinsicContentSize: CGSize { size }
  }

  @Test("Apple D9: defaults are 250 hugging and 750 compression; UILabel hugs at 251")
  func defaults() {
    let view = UIView()
    let label = UILabel()
    #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    #expect(label.contentHuggingPriority(for: .horizontal).rawValue == 251)
    #expect(label.contentHuggingPriority(for: .vertical).rawValue == 251)
    #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: -1))
  }

  @Test("Apple D9: an unconstrained view takes its intrinsic size; invalidation updates it")
  func intrinsicSizeAndInvalidation() {
    let root = makeRoot()
    let view = Sized()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    view.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
    view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
    root.layoutIfNeeded()
    #expect(view.frame.size == CGSize(width: 100, height: 20))
    view.size = CGSize(width: 40, height: 30)
    root.layoutIfNeeded()
    #expect(view.frame.size == CGSize(width: 40, height: 30))
  }

  @Test("Apple D9: the view with lower hugging grows; the one with lower resistance shrinks")
  func huggingAndCompression() {
    let root = makeRoot(width: 300, height: 100)
    let a = Sized()
    let b = Sized()
    for view in [a, b] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
      view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
    }
    b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
      b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    root.layoutIfNeeded()
    #expect(a.frame.width == 100)
    #expect(b.frame.width == 200)
    root.frame.size.width = 150
    b.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
    root.layoutIfNeeded()
    #expect(a.frame.width == 100)
    #expect(b.frame.width == 50)
  }

  @Test("UIKit's content-size constraint: one per axis, with both priorities in its description")
  func oneContentSizeConstraintPerAxis() throws {
    let root = makeRoot()
    let label = UILabel()
    label.text = "Title"
    label.accessibilityIdentifier = "title"
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    label.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
    label.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
    root.layoutIfNeeded()
    let horizontal = label.constraintsAffectingLayout(for: .horizontal)
      .map(\.debugDescription).filter { $0.contains("(content-size)") }
    #expect(horizontal.count == 1)
    let width = try #require(horizontal.first)
    #expect(width.contains("title.width == \(Int(label.frame.width))"), "\(width)")
    #expect(width.contains("Hug:251 CompressionResistance:750"), "\(width)")
    #expect(!width.contains("@"), "\(width)")
  }

  @Test("a required priority splits the axis into UIKit's hugging and resistance inequalities")
  func requiredPrioritySplitsTheAxis() {
    let root = makeRoot(width: 300, height: 100)
    let view = Sized()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
    view.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
    let pull = view.widthAnchor.constraint(equalToConstant: 160)
    pull.priority = .defaultHigh - 1
    pull.isActive = true
    root.layoutIfNeeded()
    // The pull at 749 beats hugging at 250.
    #expect(view.frame.width == 160)
    func kinds() -> [String] {
      view.constraintsAffectingLayout(for: .horizontal).map(\.debugDescription)
        .compactMap { text in
          ["(content-size)", "(hugging)", "(compression)"].first { text.contains($0) }
        }
        .sorted()
    }
    #expect(kinds() == ["(content-size)"])
    // Required hugging wins over the pull; the pair of inequalities stands for the axis.
    view.setContentHuggingPriority(.required, for: .horizontal)
    root.layoutIfNeeded()
    #expect(view.frame.width == 100)
    #expect(kinds() == ["(compression)", "(hugging)"])
    // Back to optional hugging below the pull: one constraint again, and the pull wins.
    view.setContentHuggingPriority(.defaultLow, for: .horizontal)
    root.layoutIfNeeded()
    #expect(view.frame.width == 160)
    #expect(kinds() == ["(content-size)"])
    // A pull that squeezes loses to resistance at 750, and wins once resistance is below it.
    pull.constant = 40
    root.layoutIfNeeded()
    #expect(view.frame.width == 100)
    view.setContentCompressionResistancePriority(.defaultHigh - 2, for: .horizontal)
    root.layoutIfNeeded()
    #expect(view.frame.width == 40)
  }
}
