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
}
