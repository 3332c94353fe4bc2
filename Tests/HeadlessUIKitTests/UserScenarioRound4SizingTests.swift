import HeadlessUIKit
import Testing

/// A view whose natural height depends on the width it gets, as a tag cloud or a flow of
/// chips: it learns its width in `layoutSubviews` and invalidates its intrinsic size there.
private final class TagCloudView: UIView {
  var tagCount = 10
  let tagWidth: CGFloat = 60
  let rowHeight: CGFloat = 30
  private var measuredWidth: CGFloat = 0
  private(set) var invalidations = 0

  override var intrinsicContentSize: CGSize {
    guard measuredWidth > 0 else {
      return CGSize(width: UIView.noIntrinsicMetric, height: rowHeight)
    }
    let perRow = max(1, Int(measuredWidth / tagWidth))
    let rows = (tagCount + perRow - 1) / perRow
    return CGSize(width: UIView.noIntrinsicMetric, height: CGFloat(rows) * rowHeight)
  }

  override func layoutSubviews() {
    if bounds.width != measuredWidth {
      measuredWidth = bounds.width
      invalidations += 1
      invalidateIntrinsicContentSize()
    }
    super.layoutSubviews()
  }
}

/// A badge with a fixed height and a width only while it has one.
private final class BadgeView: UIView {
  var fixedWidth: CGFloat? {
    didSet { invalidateIntrinsicContentSize() }
  }

  override var intrinsicContentSize: CGSize {
    CGSize(width: fixedWidth ?? UIView.noIntrinsicMetric, height: 20)
  }
}

/// Round 4 of user scenarios: sizing — fitting a frame-based view, labels changed after
/// layout, intrinsic sizes invalidated from `layoutSubviews`, one-axis intrinsic sizes and
/// compression resistance changed at run time (self-sizing cells: `UserScenarioRound4CellTests`).
@MainActor
@Suite("User scenarios, round 4: sizing")
struct UserScenarioRound4SizingTests {
  let headline = "Autumn menu: pumpkin spice, maple pecan and a toasted marshmallow mocha"
  let detail =
    "Available from October in every store, while supplies last; prices may vary by region"

  /// The height of a label's text wrapped at `width`.
  func wrappedHeight(_ label: UILabel, at width: CGFloat) -> CGFloat {
    label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
  }

  @Test("A frame-based view's own frame does not decide its fitting size")
  func fittingIgnoresOwnAutoresizingFrame() {
    // The frame of a view that translates its autoresizing mask becomes constraints held by
    // its superview; fitting the view measures its content, not the frame it happens to have.
    let host = makeRoot(width: 400, height: 400)
    let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    host.addSubview(card)
    let title = UILabel()
    title.text = "Flat White"
    title.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(title)
    NSLayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
      title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
      title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
      title.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
    ])
    host.layoutIfNeeded()
    let natural = title.intrinsicContentSize
    let expected = CGSize(width: natural.width + 16, height: natural.height + 16)
    #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == expected)
    // Detached, with its frame as the only thing sizing it, the same.
    card.removeFromSuperview()
    #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == expected)
    #expect(card.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
  }

  @Test("A multi-line label's text changed after layout moves the view below it both ways")
  func multilineTextChangeAfterLayout() {
    let root = makeRoot(width: 240, height: 400)
    let label = UILabel()
    label.numberOfLines = 0
    label.text = "Short"
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    let footer = makeView("footer", in: root)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      footer.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
      footer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      footer.widthAnchor.constraint(equalToConstant: 50),
      footer.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    let oneLine = label.frame.height
    #expect(footer.frame.minY == 10 + oneLine + 8)
    label.text = headline + " " + detail
    root.layoutIfNeeded()
    let many = wrappedHeight(label, at: 200)
    #expect(many > 2 * oneLine)
    #expect(label.frame == CGRect(x: 20, y: 10, width: 200, height: many))
    #expect(footer.frame.minY == 10 + many + 8)
    label.text = "Short again"
    root.layoutIfNeeded()
    #expect(label.frame.height == oneLine)
    #expect(footer.frame.minY == 10 + oneLine + 8)
  }

  @Test("numberOfLines 0 → 2 → 1 → 0 after layout re-sizes the label each time")
  func numberOfLinesCycle() {
    let root = makeRoot(width: 200, height: 600)
    let label = UILabel()
    label.text = headline
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: root.topAnchor),
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    label.numberOfLines = 0
    root.layoutIfNeeded()
    let line = label.font.lineHeight
    let all = label.frame.height
    #expect(all >= 3 * line.rounded(.down))
    label.numberOfLines = 2
    root.layoutIfNeeded()
    #expect(label.frame.height == wrappedHeight(label, at: 200))
    #expect(label.frame.height < all)
    label.numberOfLines = 1
    root.layoutIfNeeded()
    #expect(label.frame.height == label.intrinsicContentSize.height)
    #expect(label.frame.height < all / 2)
    label.numberOfLines = 0
    root.layoutIfNeeded()
    #expect(label.frame.height == all)
  }

  @Test("invalidateIntrinsicContentSize from layoutSubviews: height follows the width given")
  func invalidateFromLayoutSubviews() {
    // intrinsicContentSize can depend on the width layout gives the view; the view learns it
    // in layoutSubviews and calls invalidateIntrinsicContentSize() there, and "the layout
    // system" uses the new size in the same layoutIfNeeded().
    // https://developer.apple.com/documentation/uikit/uiview/invalidateintrinsiccontentsize()
    let root = makeRoot(width: 320, height: 480)
    let cloud = TagCloudView()
    cloud.accessibilityIdentifier = "cloud"
    cloud.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(cloud)
    let below = makeView("below", in: root)
    NSLayoutConstraint.activate([
      cloud.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      cloud.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      cloud.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      below.topAnchor.constraint(equalTo: cloud.bottomAnchor),
      below.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      below.widthAnchor.constraint(equalToConstant: 10),
      below.heightAnchor.constraint(equalToConstant: 10),
    ])
    let issues = LayoutDiagnostics.capture {
      root.layoutIfNeeded()
      // 300 wide: five 60-point tags a row, two rows.
      #expect(cloud.frame == CGRect(x: 10, y: 10, width: 300, height: 60))
      #expect(below.frame.minY == 70)
      root.frame.size.width = 200
      root.layoutIfNeeded()
      // 180 wide: three a row, four rows.
      #expect(cloud.frame == CGRect(x: 10, y: 10, width: 180, height: 120))
      #expect(below.frame.minY == 130)
      cloud.tagCount = 3
      cloud.invalidateIntrinsicContentSize()
      root.layoutIfNeeded()
      #expect(cloud.frame.height == 30)
    }
    #expect(issues.isEmpty)
    #expect(cloud.invalidations == 2)
  }

  @Test("An intrinsic width that comes and goes: noIntrinsicMetric leaves the width to others")
  func intrinsicWidthComesAndGoes() {
    // intrinsicContentSize: "If a custom view has no intrinsic size for a given dimension,
    // you can use noIntrinsicMetric for that dimension." The constraints made from it go when
    // the dimension goes back to noIntrinsicMetric.
    // https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize
    let root = makeRoot(width: 320, height: 100)
    let badge = BadgeView()
    badge.accessibilityIdentifier = "badge"
    badge.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(badge)
    let preferred = badge.widthAnchor.constraint(equalToConstant: 100)
    preferred.priority = UILayoutPriority(200)
    NSLayoutConstraint.activate([
      badge.topAnchor.constraint(equalTo: root.topAnchor),
      badge.leadingAnchor.constraint(equalTo: root.leadingAnchor), preferred,
    ])
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
    badge.fixedWidth = 40
    root.layoutIfNeeded()
    #expect(badge.frame.width == 40)  // hugging 250 beats the width at 200
    #expect(badge.constraintsAffectingLayout(for: .horizontal).count == 3)
    badge.setContentHuggingPriority(UILayoutPriority(150), for: .horizontal)
    root.layoutIfNeeded()
    #expect(badge.frame.width == 100)  // now the width at 200 beats hugging
    badge.fixedWidth = nil
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
    #expect(badge.constraintsAffectingLayout(for: .horizontal).count == 2)
    #expect(!badge.hasAmbiguousLayout)
  }

  @Test("Compression resistance raised after layout keeps a label whole, the other truncates")
  func compressionRaisedAfterLayoutVertically() {
    // Two labels stacked in a box too short for both: the one with the lower vertical
    // compression resistance is squeezed; raising the other's resistance does not change
    // which, lowering it below does.
    let box = makeRoot(width: 200, height: 50)
    let top = UILabel()
    let bottom = UILabel()
    for (label, name) in [(top, "top"), (bottom, "bottom")] {
      label.accessibilityIdentifier = name
      label.text = name
      label.font = .systemFont(ofSize: 30)
      label.translatesAutoresizingMaskIntoConstraints = false
      box.addSubview(label)
      label.leadingAnchor.constraint(equalTo: box.leadingAnchor).isActive = true
    }
    NSLayoutConstraint.activate([
      top.topAnchor.constraint(equalTo: box.topAnchor),
      bottom.topAnchor.constraint(equalTo: top.bottomAnchor),
      bottom.bottomAnchor.constraint(equalTo: box.bottomAnchor),
    ])
    bottom.setContentCompressionResistancePriority(UILayoutPriority(749), for: .vertical)
    box.layoutIfNeeded()
    let natural = top.intrinsicContentSize.height
    #expect(top.frame.height == natural)
    #expect(bottom.frame.height == 50 - natural)
    top.setContentCompressionResistancePriority(UILayoutPriority(700), for: .vertical)
    box.layoutIfNeeded()
    #expect(bottom.frame.height == natural)
    #expect(top.frame.height == 50 - natural)
  }

}
