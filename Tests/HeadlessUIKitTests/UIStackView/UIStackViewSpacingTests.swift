import HeadlessUIKit
import Testing

@MainActor
@Suite("UIStackView: spacing, custom spacing and the stretched item")
struct UIStackViewSpacingTests {
  @Test("A stack view: custom spacing, hugging decides the stretched item, hiding animates")
  func stackFillAndSpacing() throws {
    Headless.AnimationRecorder.removeAll()
    let root = makeRoot(width: 320, height: 60)
    let name = UILabel()
    name.text = "Latte"
    let price = UILabel()
    price.text = "4.50"
    let add = UIView()
    add.widthAnchor.constraint(equalToConstant: 30).isActive = true
    add.heightAnchor.constraint(equalToConstant: 30).isActive = true
    let stack = UIStackView(arrangedSubviews: [name, price, add])
    stack.frame = root.bounds
    stack.spacing = 8
    stack.setCustomSpacing(16, after: price)
    stack.alignment = .center
    root.addSubview(stack)
    price.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    root.layoutIfNeeded()
    let priceWidth = price.intrinsicContentSize.width
    #expect(add.frame.maxX == 320 && add.frame.width == 30)
    #expect(price.frame.width == priceWidth)
    #expect(price.frame.maxX == 274)
    #expect(name.frame.minX == 0 && name.frame.maxX == price.frame.minX - 8)
    // alignment .center: each item is centred on the cross axis.
    #expect(name.frame.midY == 30 && price.frame.midY == 30)
    #expect(add.frame == CGRect(x: 290, y: 15, width: 30, height: 30))
    UIView.animate(withDuration: 0.2) {
      price.isHidden = true
      root.layoutIfNeeded()
    }
    #expect(name.frame.maxX == 282)
    let record = try #require(Headless.AnimationRecorder.animations(of: name).last)
    #expect(record.toFrame.maxX == 282 && record.fromFrame.maxX < 282)
    Headless.AnimationRecorder.finishPendingAnimations()
  }

  @Test("A negative spacing overlaps neighbours, as in an avatar pile")
  func negativeSpacingOverlaps() {
    let avatars = (0..<4).map { _ in StackTestView(32, 32) }
    let pile = UIStackView(arrangedSubviews: avatars)
    pile.spacing = -12
    let container = makeRoot(width: 300, height: 100)
    pile.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(pile)
    pile.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
    pile.trailingAnchor.constraint(equalTo: container.trailingAnchor).isActive = true
    container.layoutIfNeeded()
    #expect(avatars.map(\.frame.minX) == [0, 20, 40, 60])
    // 4 × 32 − 3 × 12
    #expect(pile.frame == CGRect(x: 208, y: 0, width: 92, height: 32))
  }
}
