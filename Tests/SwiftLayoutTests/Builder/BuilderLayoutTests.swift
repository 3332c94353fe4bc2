import SwiftLayout
import Testing

@MainActor
@Suite("Builder and then configure views used in a layout")
struct BuilderLayoutTests {
  @Test("Builder and then configure views used in a layout like the same UIKit code")
  func builderAndThenInALayout() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let title = UILabel().builder.text("Settings").numberOfLines(1).build()
    let row = UIStackView().then {
      $0.axis = .horizontal
      $0.distribution = .fillEqually
      $0.spacing = 10
    }
    let first = makeView("first")
    let second = makeView("second")
    let layout = root.sublayout {
      title.anchors {
        Anchors.top.leading.equalToSuper(inwardOffset: 16)
      }
      row.anchors {
        Anchors.top.equalTo(title, attribute: .bottom, constant: 8)
        Anchors.leading.trailing.equalToSuper(inwardOffset: 16)
        Anchors.height.equalTo(constant: 44)
      }.sublayout {
        first
        second
      }
    }
    let activation = layout.active()
    root.layoutIfNeeded()
    let plainTitle = UILabel()
    plainTitle.text = "Settings"
    #expect(title.frame.size == plainTitle.intrinsicContentSize)
    #expect(title.frame.origin == CGPoint(x: 16, y: 16))
    #expect(row.frame == CGRect(x: 16, y: title.frame.maxY + 8, width: 288, height: 44))
    #expect(first.frame == CGRect(x: 0, y: 0, width: 139, height: 44))
    #expect(second.frame == CGRect(x: 149, y: 0, width: 139, height: 44))
    activation.deactive()
  }

  @Test("Builder sets optional and implicitly unwrapped properties; then configures in place")
  func builderAndThen() {
    let label = UILabel().builder
      .text("Iced Caffè Americano")
      .font(.systemFont(ofSize: 20))
      .numberOfLines(0)
      .textColor(.secondaryLabel)
      .build()
    #expect(label.text == "Iced Caffè Americano")
    #expect(label.font.pointSize == 20)
    #expect(label.numberOfLines == 0)
    #expect(label.textColor == .secondaryLabel)
    let stack = UIStackView().builder
      .axis(.vertical)
      .spacing(8)
      .addArrangedSubview(label)
      .build()
    #expect(stack.axis == .vertical && stack.spacing == 8)
    #expect(stack.arrangedSubviews.count == 1 && stack.arrangedSubviews.first === label)
    let container = UIView().then {
      $0.layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
      $0.addSubview(stack)
    }
    #expect(container.layoutMargins.top == 4 && stack.superview === container)
  }
}
