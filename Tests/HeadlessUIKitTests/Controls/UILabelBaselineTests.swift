import HeadlessUIKit
import Testing

@MainActor
@Suite("Label baselines line up across fonts")
struct UILabelBaselineTests {
  @Test("First baselines of labels with different fonts line up")
  func baselineAlignment() {
    let root = makeRoot(width: 320, height: 100)
    let title = UILabel()
    title.font = .systemFont(ofSize: 28)
    title.text = "Latte"
    let price = UILabel()
    price.font = .systemFont(ofSize: 14)
    price.text = "4.50"
    for label in [title, price] {
      label.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(label)
    }
    NSLayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      title.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      price.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
      price.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
    ])
    root.layoutIfNeeded()
    let titleBaseline = title.frame.minY + title.font.ascender
    let priceBaseline = price.frame.minY + price.font.ascender
    #expect(abs(titleBaseline - priceBaseline) < 0.001)
    #expect(price.frame.minY > title.frame.minY)
  }
}
