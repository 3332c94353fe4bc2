// The hook blog's final view: an image and a label, one view one line each, configured with
// `then`.

// UIKit code: compiled against UIKit on iOS, tvOS and visionOS, and HeadlessUIKit elsewhere
// (SwiftLayout speaks AppKit on macOS, where these UIKit screens do not exist).
#if SWIFTLAYOUT_UIKIT_API
import SwiftLayout

/// An image view and a label beside it, constrained with `hook`.
package final class HookProfileView: UIView {
  package let imageView = UIImageView().then {
    $0.accessibilityIdentifier = "imageView"
    $0.layer.cornerRadius = 12
    $0.backgroundColor = .lightGray
    $0.clipsToBounds = true
  }

  package let label = UILabel().then {
    $0.accessibilityIdentifier = "label"
    $0.text = "This is a label."
    $0.font = .systemFont(ofSize: 20)
  }

  package override init(frame: CGRect) {
    super.init(frame: frame)
    configureLayout()
  }

  package required init?(coder: NSCoder) {
    nil
  }

  private func configureLayout() {
    backgroundColor = .white
    addSubviews(imageView, label)
    imageView.hook.top(to: topAnchor).leading(to: leadingAnchor).bottom(to: bottomAnchor)
      .width(constant: 200).height(constant: 200)
    label.hook.leading(to: imageView.trailingAnchor, constant: 10)
      .trailing(to: trailingAnchor, constant: -10).centerY(to: imageView.centerYAnchor)
  }
}
#endif
