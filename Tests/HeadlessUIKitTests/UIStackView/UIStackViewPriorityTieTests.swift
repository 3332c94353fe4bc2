import HeadlessUIKit
import Testing

@MainActor
@Suite("UIStackView breaks equal-priority ties by index")
struct UIStackViewPriorityTieTests {
  @Test("A stack view with equal hugging is not ambiguous: UIKit breaks the tie by index")
  func stackBreaksTieByIndex() {
    // UIStackView.Distribution.fill: "If there is any ambiguity, the stack view resizes the
    // arranged views based on their index in the arrangedSubviews array."
    let title = UILabel()
    title.text = "Title"
    let detail = UILabel()
    detail.text = "Detail"
    let stack = UIStackView(arrangedSubviews: [title, detail])
    stack.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
    stack.spacing = 8
    stack.layoutIfNeeded()
    #expect(!title.hasAmbiguousLayout)
    #expect(!detail.hasAmbiguousLayout)
    #expect(detail.frame.maxX == 300)
    #expect(detail.frame.width == detail.intrinsicContentSize.width)
  }
}
