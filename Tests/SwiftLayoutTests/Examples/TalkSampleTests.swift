import SwiftLayout
import Testing

/// The MenuDetail screen of the talk (slides 8–16), verbatim apart from its `...`.
@MainActor
final class MenuDetailViewController: UIViewController {
  let thumbnailImageView = UIImageView(frame: .zero)
  let contentView = UIView(frame: .zero)
  let titleLabel = UILabel(frame: .zero)
  let descriptionLabel = UILabel(frame: .zero)
  let menuDetailBottomView = MenuDetailBottomView(frame: .zero)
  var activation: Activation?

  @LayoutBuilder var layout: some Layout {
    view.sublayout {
      thumbnailImageView.anchors {
        Anchors.height.equalTo(thumbnailImageView, attribute: .width)
        Anchors.cap(self.view.safeAreaLayoutGuide, offset: 20)
      }
      contentView.anchors {
        Anchors.top.equalTo(thumbnailImageView, attribute: .bottom, constant: 20)
        Anchors.shoe(self.view.safeAreaLayoutGuide, offset: 20)
      }.sublayout {
        titleLabel.anchors {
          Anchors.top
          Anchors.leading
        }
        descriptionLabel.anchors {
          Anchors.top.equalTo(titleLabel, attribute: .bottom, constant: 5)
          Anchors.horizontal()
        }
        menuDetailBottomView.anchors {
          Anchors.shoe()
        }
      }
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    // Activate Layout
    self.activation = self.layout.active()
  }

  func someMethod() {
    self.activation = self.layout.update(fromActivation: self.activation)
  }
}

/// The MenuDetailBottomView of the talk (slides 27–35), with its elided anchors filled in.
@MainActor
final class MenuDetailBottomView: UIView, Layoutable {
  let toppingTitleLabel = UILabel(frame: .zero)
  let showToppingButton = UIButton(frame: .zero)
  let toppingStackView = UIStackView(frame: .zero)
  let toppingLabels = (1...3).map { _ in UILabel(frame: .zero) }
  let orderButton = UIButton(frame: .zero)

  var activation: Activation?

  @LayoutBuilder var layout: some Layout {
    self.sublayout {
      toppingTitleLabel.anchors {
        Anchors.cap()
      }
      showToppingButton
        .config {
          $0.setImage(
            .init(systemName: isShowTopping ? "chevron.down" : "chevron.up"), for: .normal)
        }
        .anchors {
          Anchors.centerY.equalTo(toppingTitleLabel)
          Anchors.trailing
        }
      if isShowTopping {
        toppingStackView
          .anchors {
            Anchors.top.equalTo(toppingTitleLabel, attribute: .bottom, constant: 10)
            Anchors.horizontal()
          }
          .sublayout {
            for label in toppingLabels { label }
          }
      }
      orderButton.anchors {
        if isShowTopping {
          Anchors.top.equalTo(toppingStackView, attribute: .bottom, constant: 15)
        } else {
          Anchors.top.equalTo(toppingTitleLabel, attribute: .bottom, constant: 15)
        }
        Anchors.shoe()
        Anchors.height.equalTo(constant: 60)
      }
    }
  }

  @AnimatableLayoutProperty(duration: 0.5)
  var isShowTopping: Bool = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    self.sl.updateLayout()
  }

  required init?(coder: NSCoder) { nil }
}

@MainActor
@Suite("The talk's samples, laid out")
struct TalkSampleTests {
  /// A 390×844 window (safe area 47 top, 34 bottom) showing `controller`.
  func show(_ controller: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }

  @Test("Slides 8–16: MenuDetail lays out with cap and shoe against the safe area")
  func menuDetailFrames() {
    let controller = MenuDetailViewController()
    controller.titleLabel.text = "Latte"
    controller.descriptionLabel.text = "Espresso with steamed milk"
    let window = show(controller)
    #expect(controller.thumbnailImageView.frame == CGRect(x: 20, y: 67, width: 350, height: 350))
    #expect(controller.contentView.frame == CGRect(x: 20, y: 437, width: 350, height: 353))
    let title = controller.titleLabel.frame
    #expect(title.origin == .zero)
    #expect(title.width > 0 && title.height > 0)
    let description = controller.descriptionLabel.frame
    #expect(description.minY == title.maxY + 5)
    #expect(description.minX == 0 && description.width == 350)
    let bottom = controller.menuDetailBottomView.frame
    #expect(bottom.maxY == 353 && bottom.minX == 0 && bottom.width == 350)
    #expect(
      same(controller.view.subviews, [controller.thumbnailImageView, controller.contentView]))
    #expect(
      !controller.view.translatesAutoresizingMaskIntoConstraints || window.subviews.count == 1)
  }

  @Test("Slides 22–24: update keeps the layout, nil deactivates it")
  func menuDetailActivation() {
    let controller = MenuDetailViewController()
    let window = show(controller)
    let constraints = controller.activation?.constraints ?? []
    #expect(constraints.count == 16)
    controller.someMethod()
    #expect(controller.activation?.lastUpdate.constraintsActivated == 0)
    #expect(zip(constraints, controller.activation?.constraints ?? []).allSatisfy { $0 === $1 })
    controller.activation = nil
    #expect(constraints.allSatisfy { !$0.isActive })
    #expect(controller.contentView.superview == nil)
    #expect(controller.view.superview === window)
  }

  @Test("Slides 27–35: showing the toppings inserts the stack at its place and grows the view")
  func bottomViewToggle() {
    let bottom = MenuDetailBottomView(frame: .zero)
    bottom.toppingTitleLabel.text = "Toppings"
    for (index, label) in bottom.toppingLabels.enumerated() { label.text = "Topping \(index)" }
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
    container.sublayout { bottom.anchors { Anchors.shoe() } }.finalActive()
    container.layoutIfNeeded()
    let collapsed = bottom.frame.height
    let title = bottom.toppingTitleLabel.frame
    #expect(bottom.orderButton.frame.minY == title.maxY + 15)
    #expect(bottom.orderButton.frame.height == 60)
    #expect(collapsed == title.height + 15 + 60)
    #expect(
      same(
        bottom.subviews, [bottom.toppingTitleLabel, bottom.showToppingButton, bottom.orderButton]))

    bottom.isShowTopping = true
    #expect(
      same(
        bottom.subviews,
        [
          bottom.toppingTitleLabel, bottom.showToppingButton, bottom.toppingStackView,
          bottom.orderButton,
        ]))
    #expect(same(bottom.toppingStackView.arrangedSubviews, bottom.toppingLabels))
    #expect(bottom.activation?.lastUpdate.itemsAdded == 4)
    let stack = bottom.toppingStackView.frame
    #expect(stack.minY == title.maxY + 10)
    #expect(bottom.orderButton.frame.minY == stack.maxY + 15)
    #expect(bottom.frame.height > collapsed)
    #expect(bottom.frame.maxY == 600)
    #expect(bottom.showToppingButton.image(for: .normal) != nil)

    bottom.isShowTopping = false
    #expect(bottom.toppingStackView.superview == nil)
    #expect(bottom.frame.height == collapsed)
  }
}
