import HeadlessUIKit
import Testing

@MainActor
@Suite("UIImageView sized by the image set after layout")
struct UIImageViewLayoutTests {
  @Test("An image view centred in a card takes the size of the image set later, and none")
  func imageSetLater() {
    let root = makeRoot(width: 300, height: 300)
    let imageView = UIImageView(frame: .zero)
    imageView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(imageView)
    NSLayoutConstraint.activate([
      imageView.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      imageView.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ])
    imageView.image = Headless.makeImage(size: CGSize(width: 40, height: 20), name: "logo")
    root.layoutIfNeeded()
    #expect(imageView.frame == CGRect(x: 130, y: 140, width: 40, height: 20))
    imageView.image = Headless.makeImage(size: CGSize(width: 100, height: 60), name: "banner")
    root.layoutIfNeeded()
    #expect(imageView.frame == CGRect(x: 100, y: 120, width: 100, height: 60))
    imageView.image = nil
    #expect(
      imageView.intrinsicContentSize
        == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
  }
}
