import HeadlessUIKit
import Testing

@MainActor
@Suite("Controls without content have a zero intrinsic content size")
struct EmptyContentTests {
  @Test("A label with no text, or empty text, has a zero intrinsic content size")
  func emptyLabel() {
    let label = UILabel()
    #expect(label.intrinsicContentSize == .zero)
    label.text = ""
    #expect(label.intrinsicContentSize == .zero)
    label.text = "A"
    #expect(label.intrinsicContentSize.height > 0)
    label.text = nil
    #expect(label.intrinsicContentSize == .zero)
  }

  @Test("Content sizes of empty content: an image view without image, a label without text")
  func emptyContentSizes() {
    // UIImageView without an image has no intrinsic size; a label without text is 0 × 0 (an
    // empty label collapses in a stack view).
    let imageView = UIImageView()
    #expect(
      imageView.intrinsicContentSize
        == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    imageView.image = Headless.makeImage(size: CGSize(width: 24, height: 16))
    #expect(imageView.intrinsicContentSize == CGSize(width: 24, height: 16))
    let label = UILabel()
    #expect(label.intrinsicContentSize == .zero)
    label.text = ""
    #expect(label.intrinsicContentSize == .zero)
    label.text = "Hi"
    #expect(label.intrinsicContentSize.width > 0 && label.intrinsicContentSize.height > 0)
  }
}
