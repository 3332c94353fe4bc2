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

@MainActor
@Suite("Intrinsic content size on one axis, changed and invalidated")
struct IntrinsicSizeChangeTests {
  @Test("Apple D9: noIntrinsicMetric in one dimension sizes the view in the other only")
  func intrinsicOneDimension() {
    final class Bar: UIView {
      override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 20)
      }
    }
    let root = makeRoot(width: 300, height: 200)
    let bar = Bar()
    bar.accessibilityIdentifier = "bar"
    bar.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(bar)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      bar.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      bar.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
    ])
    root.layoutIfNeeded()
    #expect(bar.frame == CGRect(x: 10, y: 5, width: 280, height: 20))
    #expect(!bar.hasAmbiguousLayout)
    // Only the vertical axis has a content-size constraint.
    #expect(
      bar.constraintsAffectingLayout(for: .horizontal).allSatisfy {
        $0.firstItem !== bar || $0.secondItem != nil
      })
  }

  /// A view with a natural height only (UIView.noIntrinsicMetric for its width).
  final class RuleView: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 1) }
  }

  @Test("An intrinsic size on one axis only: the other axis comes from constraints")
  func oneAxisIntrinsic() {
    let root = makeRoot(width: 320, height: 100)
    let rule = RuleView()
    rule.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(rule)
    NSLayoutConstraint.activate([
      rule.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
      rule.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      rule.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    root.layoutIfNeeded()
    #expect(rule.frame == CGRect(x: 16, y: 50, width: 304, height: 1))
    #expect(!rule.hasAmbiguousLayout)
  }

  @Test("invalidateIntrinsicContentSize on a detached view, then added: laid out from the new size")
  func invalidateWhileDetached() {
    let chip = StackTestView(40, 20)
    chip.translatesAutoresizingMaskIntoConstraints = false
    chip.contentSize = CGSize(width: 90, height: 30)
    chip.invalidateIntrinsicContentSize()
    let root = makeRoot(width: 200, height: 100)
    root.addSubview(chip)
    NSLayoutConstraint.activate([
      chip.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      chip.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ])
    root.layoutIfNeeded()
    #expect(chip.frame == CGRect(x: 55, y: 35, width: 90, height: 30))
    chip.removeFromSuperview()
    chip.contentSize = CGSize(width: 20, height: 20)
    chip.invalidateIntrinsicContentSize()
    root.addSubview(chip)
    chip.centerXAnchor.constraint(equalTo: root.centerXAnchor).isActive = true
    chip.centerYAnchor.constraint(equalTo: root.centerYAnchor).isActive = true
    root.layoutIfNeeded()
    #expect(chip.frame == CGRect(x: 90, y: 40, width: 20, height: 20))
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
    let issues = Headless.LayoutDiagnostics.capture {
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

  /// A view whose natural size is set from outside.
  final class NaturalSizeView: UIView {
    var natural = CGSize(width: 20, height: 20)
    override var intrinsicContentSize: CGSize { natural }
  }

  @Test("invalidateIntrinsicContentSize relays out a custom view and its neighbours")
  func intrinsicInvalidation() {
    let root = makeRoot(width: 320, height: 100)
    let badge = add(NaturalSizeView(), "badge", to: root)
    let label = makeView("label", in: root)
    NSLayoutConstraint.activate([
      badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      badge.topAnchor.constraint(equalTo: root.topAnchor),
      label.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 4),
      label.topAnchor.constraint(equalTo: root.topAnchor),
      label.widthAnchor.constraint(equalToConstant: 50),
      label.heightAnchor.constraint(equalTo: badge.heightAnchor),
    ])
    root.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 34, y: 0, width: 50, height: 20))
    badge.natural = CGSize(width: 60, height: 30)
    badge.invalidateIntrinsicContentSize()
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 10, y: 0, width: 60, height: 30))
    #expect(label.frame == CGRect(x: 74, y: 0, width: 50, height: 30))
  }
}
