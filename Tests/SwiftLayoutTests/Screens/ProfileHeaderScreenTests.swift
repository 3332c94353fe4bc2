import SwiftLayout
import Testing

/// A profile header: avatar, name and bio, and a follow button whose title changes length.
@MainActor
private final class FollowableHeaderView: UIView, Layoutable {
  var activation: Activation?
  let content = makeView("content")
  let avatar = makeView("avatar")
  let nameLabel = UILabel(frame: .zero)
  let bioLabel = UILabel(frame: .zero)
  let followButton = UIButton(type: .system)

  @LayoutBuilder var layout: some Layout {
    self.sublayout {
      content.config {
        $0.preservesSuperviewLayoutMargins = true
      }.anchors {
        Anchors.allSides()
      }.sublayout {
        avatar.anchors {
          Anchors.top.equalToSuper(attribute: .topMargin)
          Anchors.leading.equalToSuper(attribute: .leadingMargin)
          Anchors.bottom.equalToSuper(attribute: .bottomMargin)
          Anchors.size(width: 64, height: 64)
        }
        nameLabel.config {
          // The name gives way first when the row is too narrow for both.
          $0.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        }.anchors {
          Anchors.top.equalTo(avatar)
          Anchors.leading.equalTo(avatar, attribute: .trailing, constant: 12)
          Anchors.trailing.lessThanOrEqualTo(followButton, attribute: .leading, constant: -8)
        }
        bioLabel.anchors {
          Anchors.top.equalTo(nameLabel, attribute: .bottom, constant: 4)
          Anchors.leading.equalTo(nameLabel)
          Anchors.trailing.equalToSuper(attribute: .trailingMargin)
        }
        followButton.anchors {
          Anchors.trailing.equalToSuper(attribute: .trailingMargin)
          Anchors.centerY.equalTo(avatar)
        }
      }
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 16, leading: 20, bottom: 16, trailing: 20)
    nameLabel.font = .systemFont(ofSize: 17)
    nameLabel.text = "Alexandra Konstantinopoulou"
    bioLabel.font = .systemFont(ofSize: 15)
    bioLabel.text = "Runner, reader, coffee person"
    followButton.setTitle("Follow", for: .normal)
    self.sl.updateLayout()
  }

  required init?(coder: NSCoder) { nil }
}

@MainActor
@Suite("A profile header")
struct ProfileHeaderScreenTests {
  private func present() -> (UIView, FollowableHeaderView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    let header = FollowableHeaderView(frame: .zero)
    root.sublayout { header.anchors { Anchors.cap() } }.finalActive()
    root.layoutIfNeeded()
    return (root, header)
  }

  @Test("The content view preserves the header's 20-point margins over its own 8")
  func margins() {
    // "UIKit adjusts the content view's layout to respect the superview's margins. The amount
    // of the adjustment is the smallest amount needed to ensure that content is also inside
    // the superview's margins."
    // https://developer.apple.com/documentation/uikit/uiview/preservessuperviewlayoutmargins
    let (_, header) = present()
    #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 96))
    #expect(header.avatar.frame == CGRect(x: 20, y: 16, width: 64, height: 64))
    // "Follow" at 15 pt = 3.05 em = 45.75 → 46 wide, 18 + 12 = 30 tall, centred on the avatar.
    #expect(header.followButton.frame == CGRect(x: 324, y: 33, width: 46, height: 30))
    // The name (17 pt, 210.46 → 211) fits in 324 − 8 − 96 = 220.
    #expect(header.nameLabel.frame == CGRect(x: 96, y: 16, width: 211, height: 21))
    #expect(header.bioLabel.frame == CGRect(x: 96, y: 41, width: 274, height: 18))
  }

  @Test("A longer button title squeezes the name, whose compression resistance is lower")
  func titleChanges() {
    let (root, header) = present()
    header.followButton.setTitle("Following", for: .normal)
    root.layoutIfNeeded()
    // "Following" = 4.35 em = 65.25 → 66: the button starts at 304 and the name gets 200.
    #expect(header.followButton.frame == CGRect(x: 304, y: 33, width: 66, height: 30))
    #expect(header.nameLabel.frame == CGRect(x: 96, y: 16, width: 200, height: 21))
    header.followButton.setTitle("Requested to follow you back", for: .normal)
    root.layoutIfNeeded()
    // 188.55 → 189: the button starts at 181, the name keeps 181 − 8 − 96 = 77.
    #expect(header.followButton.frame == CGRect(x: 181, y: 33, width: 189, height: 30))
    #expect(header.nameLabel.frame.width == 77)
    // Now the button gives way: the name is whole and the button takes what is left.
    header.followButton.setContentCompressionResistancePriority(
      UILayoutPriority(700), for: .horizontal)
    root.layoutIfNeeded()
    #expect(header.nameLabel.frame == CGRect(x: 96, y: 16, width: 211, height: 21))
    #expect(header.followButton.frame == CGRect(x: 315, y: 33, width: 55, height: 30))
    header.followButton.setTitle("Follow", for: .normal)
    root.layoutIfNeeded()
    #expect(header.followButton.frame == CGRect(x: 324, y: 33, width: 46, height: 30))
  }

  @Test("Narrower superview margins let the content view's own 8-point margins win")
  func ownMarginsWin() {
    let (root, header) = present()
    header.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 4, leading: 4, bottom: 4, trailing: 4)
    root.layoutIfNeeded()
    #expect(header.avatar.frame == CGRect(x: 8, y: 8, width: 64, height: 64))
    #expect(header.frame.height == 80)
    #expect(header.followButton.frame.maxX == 382)
    // Without preserving, the header's wide margins no longer reach the content.
    header.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 32, leading: 32, bottom: 32, trailing: 32)
    header.content.preservesSuperviewLayoutMargins = false
    root.layoutIfNeeded()
    #expect(header.avatar.frame == CGRect(x: 8, y: 8, width: 64, height: 64))
    header.content.preservesSuperviewLayoutMargins = true
    root.layoutIfNeeded()
    #expect(header.avatar.frame == CGRect(x: 32, y: 32, width: 64, height: 64))
    #expect(header.frame.height == 128)
  }

  @Test("Removing the header frees it and leaves no constraint behind in the root")
  func teardown() {
    weak var weakHeader: FollowableHeaderView?
    weak var weakButton: UIButton?
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    var activation: Activation?
    do {
      let header = FollowableHeaderView(frame: .zero)
      weakHeader = header
      weakButton = header.followButton
      activation = root.sublayout { header.anchors { Anchors.cap() } }.active()
      root.layoutIfNeeded()
      #expect(header.frame.height == 96)
    }
    activation?.deactive()
    activation = nil
    #expect(weakHeader == nil)
    #expect(weakButton == nil)
    #expect(root.constraints.isEmpty)
    #expect(root.subviews.isEmpty)
  }
}
