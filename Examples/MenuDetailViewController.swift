// The talk's MenuDetail screen (slides 7–16): a thumbnail, and a content view holding the
// title, the description and the bottom view, activated in viewDidLoad (slide 20).

// UIKit code: compiled against UIKit on iOS, tvOS and visionOS, and HeadlessUIKit elsewhere
// (SwiftLayout speaks AppKit on macOS, where these UIKit screens do not exist).
#if SWIFTLAYOUT_UIKIT_API
import SwiftLayout

/// The menu detail screen of the talk, laid out with `sublayout` and `anchors`.
package final class MenuDetailViewController: UIViewController {
  package let thumbnailImageView = UIImageView().then {
    $0.accessibilityIdentifier = "thumbnailImageView"
    $0.backgroundColor = .systemOrange
    $0.layer.cornerRadius = 12
    $0.clipsToBounds = true
  }

  package let contentView = UIView().builder
    .accessibilityIdentifier("contentView")
    .backgroundColor(.white)
    .build()

  package let titleLabel = UILabel().builder
    .accessibilityIdentifier("titleLabel")
    .text("Iced Caffè Americano")
    .font(.systemFont(ofSize: 22))
    .build()

  package let descriptionLabel = UILabel().then {
    $0.accessibilityIdentifier = "descriptionLabel"
    $0.text = "Espresso shots topped with cold water and served over ice."
    $0.font = .systemFont(ofSize: 15)
    $0.numberOfLines = 0
  }

  package let menuDetailBottomView = MenuDetailBottomView().then {
    $0.accessibilityIdentifier = "menuDetailBottomView"
  }

  package var activation: Activation?

  // Slide 16.
  @LayoutBuilder package var layout: some Layout {
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

  package override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "view"
    view.backgroundColor = .white
    // Activate Layout (slide 20).
    self.activation = self.layout.active()
  }
}
#endif
