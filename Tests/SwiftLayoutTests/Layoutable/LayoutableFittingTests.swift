import SwiftLayout
import Testing

/// A Layoutable sizing cell: an avatar, a wrapping message and an optional footnote, with
/// layout properties a feed changes per item.
@MainActor
private final class MessageCell: UIView, Layoutable {
  var activation: Activation?
  let avatar = makeView("avatar")
  let message = UILabel()
  let footnote = UILabel()
  @LayoutProperty var inset: CGFloat = 8
  @LayoutProperty var avatarSize: CGFloat = 32
  @LayoutProperty var showsFootnote = false

  @LayoutBuilder var layout: some Layout {
    self.sublayout {
      avatar.anchors {
        Anchors.top.leading.equalToSuper(constant: inset)
        Anchors.size(width: avatarSize, height: avatarSize)
        Anchors.bottom.lessThanOrEqualToSuper(constant: -inset)
      }
      message.anchors {
        Anchors.top.equalToSuper(constant: inset)
        Anchors.leading.equalTo(avatar, attribute: .trailing, constant: inset)
        Anchors.trailing.equalToSuper(constant: -inset)
        if !showsFootnote {
          Anchors.bottom.lessThanOrEqualToSuper(constant: -inset)
        }
      }
      if showsFootnote {
        footnote.anchors {
          Anchors.top.equalTo(message, attribute: .bottom, constant: 4)
          Anchors.leading.trailing.equalTo(message)
          Anchors.bottom.lessThanOrEqualToSuper(constant: -inset)
        }
      }
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    message.numberOfLines = 0
    footnote.font = .systemFont(ofSize: 11)
    footnote.text = "Delivered"
    self.sl.updateLayout()
  }

  required init?(coder: NSCoder) { nil }

  /// Binds the cell to an item: its text and layout properties.
  func bind(_ item: Int) {
    message.text = String(repeating: "message \(item) ", count: 1 + (item * 5) % 17)
    inset = item.isMultiple(of: 3) ? 12 : 8
    avatarSize = item.isMultiple(of: 4) ? 48 : 32
    showsFootnote = item.isMultiple(of: 2)
  }
}

/// A Layoutable sizing cell whose layout properties change between
/// fittings (``Layoutable`` updates while the cell's engine holds a fitting solution).
@MainActor
@Suite("A Layoutable sizing cell measured item after item")
struct LayoutableFittingTests {
  func fit(_ cell: UIView, width: CGFloat) -> CGSize {
    cell.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
  }

  @Test("Layout properties changed between fittings measure as a fresh cell and a hosted one")
  func layoutPropertiesBetweenFittings() {
    let sizing = MessageCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    for item in 0..<14 {
      let width: CGFloat = item % 5 == 4 ? 260 : 375
      sizing.bind(item)
      let measured = fit(sizing, width: width)
      let fresh = MessageCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      fresh.bind(item)
      #expect(fit(fresh, width: width) == measured, "item \(item)")
      let hosted = MessageCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      hosted.bind(item)
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
      host.addSubview(hosted)
      #expect(fit(hosted, width: width) == measured, "item \(item)")
    }
  }

  @Test("A Layoutable sizing cell lays out at its fitted frame as a fresh cell does")
  func layoutAfterFittings() {
    let sizing = MessageCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    for item in 0..<6 {
      sizing.bind(item)
      _ = fit(sizing, width: 320)
    }
    sizing.bind(7)
    let size = fit(sizing, width: 320)
    sizing.frame.size = size
    sizing.layoutIfNeeded()
    let fresh = MessageCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    fresh.bind(7)
    fresh.frame.size = size
    fresh.layoutIfNeeded()
    #expect(sizing.avatar.frame == fresh.avatar.frame)
    #expect(sizing.message.frame == fresh.message.frame)
    #expect(sizing.message.frame.height == sizing.message.intrinsicContentSize.height)
    // Bound again after layout: a property change that only edits constants.
    sizing.inset = 20
    fresh.inset = 20
    #expect(fit(sizing, width: 320) == fit(fresh, width: 320))
    sizing.layoutIfNeeded()
    fresh.layoutIfNeeded()
    #expect(sizing.message.frame == fresh.message.frame)
  }
}
