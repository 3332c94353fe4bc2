import HeadlessUIKit
import Testing

@MainActor
@Suite("systemLayoutSizeFitting")
struct FittingSizeTests {
  func card() -> (UIView, UILabel) {
    let card = UIView()
    let title = UILabel()
    title.translatesAutoresizingMaskIntoConstraints = false
    title.font = .systemFont(ofSize: 10)
    title.text = "aaaa bbbb cccc"
    title.numberOfLines = 0
    card.addSubview(title)
    NSLayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
      title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
      title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
      title.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
    ])
    return (card, title)
  }

  @Test("The compressed fitting size is the content plus the insets")
  func compressed() {
    let (card, _) = card()
    let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(size == CGSize(width: 86, height: 32))
    #expect(card.frame.size == .zero)
  }

  @Test("A required width gives the height of the wrapped text (autolayout.js A6 style)")
  func requiredWidth() {
    let (card, title) = card()
    title.preferredMaxLayoutWidth = 40
    let size = card.systemLayoutSizeFitting(
      CGSize(width: 65, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 65, height: 56))
  }

  @Test("The expanded fitting size stops where hugging at 250 outweighs the pull at 50")
  func expanded() {
    let (card, _) = card()
    let size = card.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
    #expect(size == CGSize(width: 86, height: 32))
  }
}
