// One card of H1's screen: its views (shared by `headless H1` and the `dsl` group's H1 screen)
// and the constraints H1 gives them.

import Foundation
import HeadlessUIKit

/// The views of one card of H1's screen: an avatar, a title, a subtitle, three tags, a button, a
/// separator and an accessory box (ten views with the card).
@MainActor
struct H1Card {
  let card = UIView()
  let avatar = UIImageView(image: Headless.makeImage(size: CGSize(width: 40, height: 40)))
  let title = UILabel()
  let subtitle = UILabel()
  let tags: [UILabel]
  let button = UIButton(type: .system)
  let separator = UIView()
  let accessory = UIView()

  /// Creates card `row`'s views with their content, as H1 does.
  init(row: Int) {
    title.text = "Row \(row) title"
    title.font = .boldSystemFont(ofSize: 15)
    subtitle.text = "A subtitle that is long enough to be compressed on small screens"
    subtitle.font = .systemFont(ofSize: 13)
    tags = (0..<3).map { index in
      let tag = UILabel()
      tag.text = "tag\(index)"
      tag.font = .systemFont(ofSize: 11)
      return tag
    }
    button.setTitle("Go", for: .normal)
  }

  /// The card's subviews in the order H1 adds them.
  var subviews: [UIView] { [avatar, title, subtitle, button, separator, accessory] + tags }

  /// Appends the constraints between the card's subviews and `card` (this card, or the card
  /// whose subviews these replace) to `constraints`, as H1 makes them with the anchor API; the
  /// accessory is `accessoryWidth` wide.
  func appendConstraints(
    in card: UIView, accessoryWidth: CGFloat, to constraints: inout [NSLayoutConstraint]
  ) {
    let (avatar, title, subtitle) = (self.avatar, self.title, self.subtitle)
    let (button, separator, accessory) = (self.button, self.separator, self.accessory)
    constraints += [
      avatar.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
      avatar.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
      title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
      title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8),
      title.trailingAnchor.constraint(lessThanOrEqualTo: button.leadingAnchor, constant: -8),
      subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
      subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      subtitle.trailingAnchor.constraint(equalTo: accessory.leadingAnchor, constant: -8),
      button.centerYAnchor.constraint(equalTo: title.centerYAnchor),
      button.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
      accessory.centerYAnchor.constraint(equalTo: subtitle.centerYAnchor),
      accessory.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
      accessory.widthAnchor.constraint(equalToConstant: accessoryWidth),
      accessory.heightAnchor.constraint(equalToConstant: 12),
      separator.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      separator.trailingAnchor.constraint(equalTo: card.trailingAnchor),
      separator.bottomAnchor.constraint(equalTo: card.bottomAnchor),
      separator.heightAnchor.constraint(equalToConstant: 1),
    ]
    var previousTag = title.leadingAnchor
    for (index, tag) in tags.enumerated() {
      constraints += [
        tag.topAnchor.constraint(equalTo: subtitle.bottomAnchor, constant: 4),
        tag.leadingAnchor.constraint(equalTo: previousTag, constant: index == 0 ? 0 : 6),
        tag.bottomAnchor.constraint(equalTo: separator.topAnchor, constant: -8),
      ]
      previousTag = tag.trailingAnchor
    }
    constraints.append(
      card.bottomAnchor.constraint(greaterThanOrEqualTo: avatar.bottomAnchor, constant: 8))
  }
}
