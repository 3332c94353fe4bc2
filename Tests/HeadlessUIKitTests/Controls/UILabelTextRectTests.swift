import HeadlessUIKit
import Testing

/// The padded-label recipe UIKit users write: inset the bounds in
/// `textRect(forBounds:limitedToNumberOfLines:)`, measure with `super`, outset the result.
private final class PaddedLabel: UILabel {
  let padding = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)

  override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
    -> CGRect
  {
    let text = super.textRect(
      forBounds: bounds.inset(by: padding), limitedToNumberOfLines: numberOfLines)
    return text.inset(
      by: UIEdgeInsets(
        top: -padding.top, left: -padding.left, bottom: -padding.bottom, right: -padding.right))
  }

  override func drawText(in rect: CGRect) {
    super.drawText(in: rect.inset(by: padding))
  }
}

@MainActor
@Suite("UILabel.textRect(forBounds:limitedToNumberOfLines:)")
struct UILabelTextRectTests {
  @Test("The text rectangle of a plain label is its text's size at the bounds' origin")
  func plainTextRect() {
    let label = UILabel()
    label.text = "Hello"
    let natural = label.intrinsicContentSize
    let rect = label.textRect(
      forBounds: CGRect(x: 3, y: 4, width: 1000, height: 1000), limitedToNumberOfLines: 1)
    #expect(rect == CGRect(origin: CGPoint(x: 3, y: 4), size: natural))
    label.numberOfLines = 0
    label.text = "one two three four five six seven"
    label.preferredMaxLayoutWidth = 80
    let wrapped = label.intrinsicContentSize
    let inBounds = label.textRect(
      forBounds: CGRect(x: 0, y: 0, width: 80, height: 1000), limitedToNumberOfLines: 0)
    #expect(inBounds.size == wrapped)
    let twoLines = label.textRect(
      forBounds: CGRect(x: 0, y: 0, width: 80, height: 1000), limitedToNumberOfLines: 2)
    #expect(twoLines.height < wrapped.height)
  }

  @Test("A label padded through textRect has the padding in its intrinsic size")
  func paddedSingleLine() {
    let plain = UILabel()
    plain.text = "Hello"
    let padded = PaddedLabel()
    padded.text = "Hello"
    let natural = plain.intrinsicContentSize
    #expect(
      padded.intrinsicContentSize
        == CGSize(width: natural.width + 20, height: natural.height + 10))
    #expect(padded.sizeThatFits(.zero) == padded.intrinsicContentSize)
  }

  @Test("A padded multi-line label wraps inside its padding at the width layout gives it")
  func paddedMultiLine() {
    let text = "The quick brown fox jumps over the lazy dog and keeps on running"
    let reference = UILabel()
    reference.text = text
    reference.numberOfLines = 0
    reference.preferredMaxLayoutWidth = 100
    let expected = reference.intrinsicContentSize
    let root = makeRoot(width: 120, height: 400)
    let padded = PaddedLabel()
    padded.text = text
    padded.numberOfLines = 0
    padded.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(padded)
    NSLayoutConstraint.activate([
      padded.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      padded.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      padded.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    // 120 wide, the text wraps at 120 − 20 = 100; 5 + 5 above and below it.
    #expect(padded.frame == CGRect(x: 0, y: 0, width: 120, height: expected.height + 10))
    #expect(expected.height > reference.font.lineHeight)
  }
}
