import Foundation
import SwiftLayout
import Testing

/// The README's `Layoutable` sample, as written there (with its views declared).
@MainActor
private final class ReadmeBottomView: UIView, Layoutable {
  let toppingTitleLabel = UILabel().then { $0.text = "Toppings" }
  let toppingStackView = UIStackView(arrangedSubviews: [UILabel().then { $0.text = "Extra shot" }])
    .then { $0.axis = .vertical }
  let orderButton = UIButton().then { $0.setTitle("Order", for: .normal) }

  var activation: Activation?
  @AnimatableLayoutProperty(duration: 0.5) var isShowTopping = false

  @LayoutBuilder var layout: some Layout {
    self.sublayout {
      toppingTitleLabel.anchors { Anchors.top.leading }
      if isShowTopping {
        toppingStackView.anchors { Anchors.horizontal() }
      }
      orderButton.anchors {
        if isShowTopping {
          Anchors.top.equalTo(toppingStackView, attribute: .bottom, constant: 15)
        } else {
          Anchors.top.equalTo(toppingTitleLabel, attribute: .bottom, constant: 15)
        }
        Anchors.shoe()
      }
    }
  }
}

@Suite("README samples")
@MainActor
struct ReadmeTests {
  @Test("the README's Layoutable sample toggles its toppings in and out at their declared place")
  func layoutableSample() throws {
    let view = ReadmeBottomView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    view.sl.updateLayout()
    view.layoutIfNeeded()
    #expect(view.subviews == [view.toppingTitleLabel, view.orderButton])
    #expect(view.orderButton.frame.minY == view.toppingTitleLabel.frame.maxY + 15)
    #expect(view.orderButton.frame.maxY == 200)

    view.isShowTopping = true
    view.layoutIfNeeded()
    #expect(view.subviews == [view.toppingTitleLabel, view.toppingStackView, view.orderButton])
    #expect(view.toppingStackView.frame.width == 320)
    #expect(view.orderButton.frame.minY == view.toppingStackView.frame.maxY + 15)

    view.isShowTopping = false
    view.layoutIfNeeded()
    #expect(view.toppingStackView.superview == nil)
    #expect(view.orderButton.frame.minY == view.toppingTitleLabel.frame.maxY + 15)
  }
}

extension ReadmeTests {
  @Test("the README's headless sample lays out, describes, draws and reports a conflict")
  func headlessSample() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    root.accessibilityIdentifier = "root"
    let title = UILabel()
    title.accessibilityIdentifier = "title"
    title.text = "Hello"
    root.sublayout {
      title.anchors {
        Anchors.top.equalToSuper(constant: 16)
        Anchors.horizontal(offset: 20)
      }
    }.finalActive()

    let issues = Headless.LayoutDiagnostics.capture {
      title.heightAnchor.constraint(equalToConstant: 30).isActive = true
      title.heightAnchor.constraint(equalToConstant: 40).isActive = true
      root.layoutIfNeeded()
    }
    #expect(
      root.headless.recursiveDescription() == """
        <UIView root; frame = (0 0; 320 480)>
           | <UILabel title; frame = (20 16; 280 30); text = "Hello">

        """)
    #expect(
      issues.map(\.message) == [
        """
        Unable to simultaneously satisfy constraints. Probably at least one of the constraints \
        in the following list is one you don't want:
            title.height == 30
            title.height == 40
        Will attempt to recover by breaking constraint:
            title.height == 40
        """
      ])
    #expect(Headless.SVGRenderer.render(root).contains("<text"))
  }
}
