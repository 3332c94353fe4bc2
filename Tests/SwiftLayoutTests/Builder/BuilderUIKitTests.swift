import Foundation
import SwiftLayout
import Testing

@Suite("Builder on UIKit views")
@MainActor
struct BuilderUIKitTests {
  @Test("builder blog: UIView().builder.backgroundColor.cornerRadius.clipsToBounds.addSubview")
  func blogViewExample() {
    let textField = UILabel()
    let view = UIView().builder
      .backgroundColor(.red)
      .cornerRadius(8)
      .clipsToBounds(true)
      .addSubview(textField)
      .build()
    #expect(view.backgroundColor == .red)
    #expect(view.layer.cornerRadius == 8)
    #expect(view.clipsToBounds)
    #expect(view.subviews == [textField])
  }

  @Test(
    "builder blog: UIButton().builder.title(…).image(…).addAction({ … }, .touchUpInside).build()")
  func blogButtonExample() {
    var tapped: [String] = []
    let button = UIButton().builder
      .title("Plain Button")
      .image(UIImage(systemName: "swift"))
      .addAction(
        {
          tapped.append("Button Tapped")
        }, .touchUpInside
      )
      .build()
    #expect(button.title(for: .normal) == "Plain Button")
    #expect(button.image(for: .normal)?.headless.name == "swift")
    button.sendActions(for: .touchUpInside)
    #expect(tapped == ["Button Tapped"])
  }

  @Test("addAction also takes a trailing closure, for touchUpInside unless told otherwise")
  func addActionTrailingClosure() {
    var events: [String] = []
    let button = UIButton().builder
      .addAction { events.append("up") }
      .addAction({ events.append("down") }, .touchDown)
      .build()
    button.sendActions(for: .touchDown)
    button.sendActions(for: .touchUpInside)
    #expect(events == ["down", "up"])
  }

  @Test("a button built by a chain lays out at its intrinsic size under Hook constraints")
  func builtButtonLaysOut() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let button = UIButton().builder.title("Order").cornerRadius(8).build()
    root.addSubviews(button)
    button.hook.center(in: root)
    root.layoutIfNeeded()
    #expect(button.frame.size == button.intrinsicContentSize)
    #expect(button.frame.midX == 160)
    #expect(button.frame.midY == 50)
    #expect(button.layer.cornerRadius == 8)
  }

  @Test("nested references read naturally: .layer.cornerRadius(8), .titleLabel.font(…)")
  func nestedUIKitReferences() {
    let button = UIButton().builder
      .title("Order")
      .layer.cornerRadius(8)
      .layer.borderWidth(1)
      .titleLabel.numberOfLines(2)
      .build()
    #expect(button.layer.cornerRadius == 8)
    #expect(button.layer.borderWidth == 1)
    #expect(button.titleLabel?.numberOfLines == 2)
  }

  @Test("UILabel properties and value fields chain, and the label's frame follows")
  func labelAndFrame() {
    let label = UILabel().builder
      .text("Hello, World!")
      .textAlignment(.center)
      .font(.systemFont(ofSize: 16))
      .frame(CGRect(x: 0, y: 0, width: 100, height: 20))
      .frame.origin.x(12)
      .build()
    #expect(label.text == "Hello, World!")
    #expect(label.textAlignment == .center)
    #expect(label.font.pointSize == 16)
    #expect(label.frame == CGRect(x: 12, y: 0, width: 100, height: 20))
  }

  @Test("the then escape hatch reaches methods such as setTitle(_:for:)")
  func escapeHatchForMethods() {
    let button = UIButton().builder
      .then { $0.setTitle("Selected", for: .selected) }
      .isSelected(true)
      .build()
    #expect(button.currentTitle == "Selected")
  }

  @Test("a stack view arranges what the chain adds")
  func stackView() {
    let first = UILabel()
    let second = UILabel()
    let stack = UIStackView().builder
      .axis(.vertical)
      .spacing(8)
      .addArrangedSubview(first)
      .addArrangedSubview(second)
      .build()
    #expect(stack.arrangedSubviews == [first, second])
    #expect(stack.axis == .vertical)
    #expect(stack.spacing == 8)
  }

  @Test("then on UIKit views in main-actor code configures them (Then issue #106)")
  func thenOnViews() {
    let label = UILabel().then {
      $0.textAlignment = .center
      $0.textColor = .black
      $0.text = "Hello, World!"
    }
    let insets = UIEdgeInsets.zero.with { $0.top = 20 }
    #expect(label.text == "Hello, World!")
    #expect(label.textColor == .black)
    #expect(insets.top == 20)
  }

  @Test("a built view is released once nothing else holds it")
  func builtViewIsReleased() {
    weak var weakView: UIView?
    do {
      let view = UIView().builder.alpha(0.5).layer.cornerRadius(4).build()
      weakView = view
      #expect(weakView?.alpha == 0.5)
    }
    #expect(weakView == nil)
  }
}
