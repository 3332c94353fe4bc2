// The talk's MenuDetailBottomView (slides 27–35): a topping title, a button that shows or hides
// the toppings, the toppings themselves while shown, and the order button below them.

// UIKit code: compiled against UIKit on iOS, tvOS and visionOS, and HeadlessUIKit elsewhere
// (SwiftLayout speaks AppKit on macOS, where these UIKit screens do not exist).
#if SWIFTLAYOUT_UIKIT_API
import SwiftLayout

/// The bottom of the menu detail screen, whose layout follows `isShowTopping`.
package final class MenuDetailBottomView: UIView, Layoutable {
  package let toppingTitleLabel = UILabel().builder
    .accessibilityIdentifier("toppingTitleLabel")
    .text("Toppings")
    .font(.systemFont(ofSize: 17))
    .build()

  package let showToppingButton = UIButton().builder
    .accessibilityIdentifier("showToppingButton")
    .build()

  package let toppingStackView = UIStackView().builder
    .accessibilityIdentifier("toppingStackView")
    .axis(.vertical)
    .spacing(8)
    .build()

  package let toppingLabels = ["Extra shot", "Vanilla syrup", "Whipped cream"].map { topping in
    UILabel().builder
      .accessibilityIdentifier(topping)
      .text(topping)
      .font(.systemFont(ofSize: 15))
      .build()
  }

  package let orderButton = UIButton().builder
    .accessibilityIdentifier("orderButton")
    .title("Order")
    .backgroundColor(.systemGreen)
    .layer.cornerRadius(8)
    .build()

  package var activation: Activation?

  /// Whether the toppings are shown; every change updates the layout inside an animation.
  @AnimatableLayoutProperty(duration: 0.5)
  package var isShowTopping: Bool = false

  // Slide 27.
  @LayoutBuilder package var layout: some Layout {
    self.sublayout {
      toppingTitleLabel.anchors {
        Anchors.top
        Anchors.leading
      }
      showToppingButton
        .config {
          $0.setImage(
            .init(systemName: isShowTopping ? "chevron.down" : "chevron.up"), for: .normal)
        }
        .anchors {
          Anchors.trailing
          Anchors.centerY.equalTo(toppingTitleLabel)
          Anchors.size(width: 24, height: 24)
        }
      if isShowTopping {
        toppingStackView
          .anchors {
            Anchors.top.equalTo(toppingTitleLabel, attribute: .bottom, constant: 10)
            Anchors.horizontal()
          }
          .sublayout {
            for label in toppingLabels {
              label
            }
          }
      }
      orderButton.anchors {
        if isShowTopping {
          Anchors.top.equalTo(toppingStackView, attribute: .bottom, constant: 15)
        } else {
          Anchors.top.equalTo(toppingTitleLabel, attribute: .bottom, constant: 15)
        }
        Anchors.shoe()
        Anchors.height.equalTo(constant: 50)
      }
    }
  }

  package override init(frame: CGRect) {
    super.init(frame: frame)
    self.sl.updateLayout()
  }

  package required init?(coder: NSCoder) {
    nil
  }
}
#endif
