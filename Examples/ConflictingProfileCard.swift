// A profile card with two deliberate layout mistakes, for the layout inspector to show: a name
// label pinned to both edges and also given a fixed width (an unsatisfiable set), and a badge
// with a size and a top but no horizontal position (ambiguous).

// UIKit code: compiled against UIKit on iOS, tvOS and visionOS, and HeadlessUIKit elsewhere.
#if SWIFTLAYOUT_UIKIT_API
import SwiftLayout

/// A card with an avatar, a name, a role and a badge, laid out with two mistakes on purpose.
package final class ConflictingProfileCard: UIView {
  package let avatarImageView = UIImageView().then {
    $0.accessibilityIdentifier = "avatarImageView"
    $0.backgroundColor = .systemTeal
    $0.layer.cornerRadius = 28
    $0.clipsToBounds = true
  }

  package let nameLabel = UILabel().then {
    $0.accessibilityIdentifier = "nameLabel"
    $0.text = "Ada Lovelace"
    $0.font = .systemFont(ofSize: 20, weight: .semibold)
  }

  package let roleLabel = UILabel().then {
    $0.accessibilityIdentifier = "roleLabel"
    $0.text = "Analyst, Engine Works"
    $0.font = .systemFont(ofSize: 15)
    $0.textColor = .darkGray
  }

  package let badgeView = UIView().then {
    $0.accessibilityIdentifier = "badgeView"
    $0.backgroundColor = .systemRed
    $0.layer.cornerRadius = 6
  }

  package var activation: Activation?

  @LayoutBuilder package var layout: some Layout {
    self.sublayout {
      avatarImageView.anchors {
        Anchors.top.leading.equalToSuper(constant: 16)
        Anchors.size.equalTo(width: 56, height: 56)
      }
      nameLabel.anchors {
        Anchors.top.equalTo(avatarImageView, attribute: .bottom, constant: 12)
        Anchors.horizontal(offset: 16)
        // The mistake: a fixed width as well as both edges pinned. At most one width satisfies
        // all three; everywhere else one constraint is broken.
        Anchors.width.equalTo(constant: 400).identifier("nameLabel.fixedWidth")
      }
      roleLabel.anchors {
        Anchors.top.equalTo(nameLabel, attribute: .bottom, constant: 4)
        Anchors.leading.equalTo(nameLabel)
        Anchors.bottom.lessThanOrEqualToSuper(constant: -16)
      }
      badgeView.anchors {
        // The other mistake: a size and a top, but nothing says where it stands horizontally.
        Anchors.top.equalTo(avatarImageView)
        Anchors.size.equalTo(width: 12, height: 12)
      }
    }
  }

  package override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    activation = layout.active()
  }

  package required init?(coder: NSCoder) {
    nil
  }
}
#endif
