import SwiftLayout
import Testing

/// The talk's MenuDetailBottomView (slides 27–35), reduced to what layout needs.
@MainActor
final class ToppingView: UIView, Layoutable {
  var activation: Activation?
  var layoutCount = 0
  let titleLabel = makeView("title")
  let toppingStackView = makeView("toppings")
  let orderButton = makeView("order")

  @LayoutProperty var isShowTopping = false
  @LayoutProperty(.deferred) var deferredFlag = false

  @LayoutBuilder var layout: some Layout {
    let _ = countEvaluation()
    self.sublayout {
      titleLabel.anchors { Anchors.cap() }
      if isShowTopping {
        toppingStackView.anchors {
          Anchors.top.equalTo(titleLabel, attribute: .bottom, constant: 10)
          Anchors.horizontal()
        }
      }
      orderButton.anchors {
        if isShowTopping {
          Anchors.top.equalTo(toppingStackView, attribute: .bottom, constant: 15)
        } else {
          Anchors.top.equalTo(titleLabel, attribute: .bottom, constant: 15)
        }
        Anchors.shoe()
      }
    }
  }

  private func countEvaluation() -> Int {
    layoutCount += 1
    return layoutCount
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    accessibilityIdentifier = "bottom"
    self.sl.updateLayout()
  }

  required init?(coder: NSCoder) { nil }
}

@MainActor
@Suite("Layoutable")
struct LayoutableTests {
  @Test("sl.updateLayout() activates, and @LayoutProperty updates on every set")
  func layoutProperty() {
    let view = ToppingView(frame: .zero)
    #expect(same(view.subviews, [view.titleLabel, view.orderButton]))
    #expect(view.layoutCount == 1)
    view.isShowTopping = true
    #expect(same(view.subviews, [view.titleLabel, view.toppingStackView, view.orderButton]))
    #expect(view.layoutCount == 2)
    let constraints = describe(view.activation?.constraints ?? [])
    #expect(constraints.contains("order.top == toppings.bottom + 15"))
    view.isShowTopping = false
    #expect(same(view.subviews, [view.titleLabel, view.orderButton]))
  }

  @Test("SwiftLayout T28: deferred updates are coalesced and applied later")
  func deferred() async throws {
    let view = ToppingView(frame: .zero)
    view.deferredFlag = true
    view.deferredFlag = false
    view.deferredFlag = true
    #expect(view.layoutCount == 1, "nothing is evaluated synchronously")
    #expect(LayoutUpdateMode.hasDeferredUpdates)
    for _ in 0..<100 where LayoutUpdateMode.hasDeferredUpdates {
      try await Task.sleep(for: .milliseconds(5))
    }
    #expect(view.layoutCount == 2, "evaluated once later")
  }

  @Test("SwiftLayout T28: deferred updates can be flushed by hand, also before any activation")
  func flush() {
    let view = ToppingView(frame: .zero)
    view.activation = nil
    view.sl.updateLayout(.deferred)
    view.sl.updateLayout(.deferred)
    #expect(view.layoutCount == 1)
    LayoutUpdateMode.flushDeferredUpdates()
    #expect(view.layoutCount == 2)
    #expect(view.activation != nil)
    #expect(!LayoutUpdateMode.hasDeferredUpdates)
  }

  @Test("The sl namespace offers the layout entry points and updateLayout on one view")
  func namespace() {
    let view = ToppingView(frame: .zero)
    let extra = makeView("extra")
    let activation = view.sl.sublayout { extra.sl.anchors { Anchors.top } }.active()
    #expect(extra.superview === view)
    #expect(describe(activation.constraints) == ["extra.top == bottom.top"])
    view.sl.updateLayout(.forced)
    #expect(view.layoutCount == 2)
  }

  @Test("A Layoutable view is freed with its activation (no retain cycle)")
  func noCycle() {
    weak var weakView: ToppingView?
    weak var weakLabel: UIView?
    do {
      let view = ToppingView(frame: .zero)
      weakView = view
      weakLabel = view.titleLabel
    }
    #expect(weakView == nil)
    #expect(weakLabel == nil)
  }
}
