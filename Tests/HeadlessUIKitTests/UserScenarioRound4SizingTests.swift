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

/// Round 4 of user scenarios: sizing — the self-sizing cell recipe, `preferredMaxLayoutWidth`,
/// labels changed after layout, intrinsic sizes invalidated from `layoutSubviews`, and
/// one-axis intrinsic sizes.
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

  /// A cell's content view as a table view makes it (frame-based, translating its mask) with
  /// a headline and a detail label pinned to it, the bottom at 999 as Apple's recipe
  /// suggests so that it gives way to the encapsulated height.
  func makeCell() -> (cell: UIView, title: UILabel, body: UILabel) {
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    cell.accessibilityIdentifier = "cell"
    let title = UILabel()
    title.accessibilityIdentifier = "title"
    title.numberOfLines = 0
    title.text = headline
    let body = UILabel()
    body.accessibilityIdentifier = "body"
    body.numberOfLines = 0
    body.font = .systemFont(ofSize: 14)
    body.text = detail
    for label in [title, body] {
      label.translatesAutoresizingMaskIntoConstraints = false
      cell.addSubview(label)
    }
    let bottom = body.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -12)
    bottom.priority = UILayoutPriority(999)
    NSLayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
      title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
      title.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
      body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
      body.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
      body.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
      bottom,
    ])
    return (cell, title, body)
  }

  @Test("The self-sizing cell recipe: required width, fitting height, two wrapped labels")
  func selfSizingCellRecipe() {
    // systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:):
    // "pass required for the horizontal priority and fittingSizeLevel for the vertical one to
    // get the height for a given width" — the recipe table and collection view cells use.
    // https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:)
    let (cell, title, body) = makeCell()
    for width: CGFloat in [320, 240, 414] {
      let size = cell.systemLayoutSizeFitting(
        CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
      let expected =
        12 + wrappedHeight(title, at: width - 32) + 4 + wrappedHeight(body, at: width - 32) + 12
      #expect(size == CGSize(width: width, height: expected), "at width \(width)")
    }
    #expect(wrappedHeight(title, at: 208) > wrappedHeight(title, at: 382))
  }

  @Test("Fitting measures only: the cell and its labels keep the frames they had")
  func fittingLeavesFramesAlone() {
    // systemLayoutSizeFitting "returns the optimal size"; it does not resize the view or lay
    // out its subviews (a table view sets the cell's frame itself afterwards).
    let (cell, title, body) = makeCell()
    cell.layoutIfNeeded()
    let before = [cell.frame, title.frame, body.frame]
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: 240, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size.width == 240 && size.height > 44)
    #expect([cell.frame, title.frame, body.frame] == before)
    // And the next layout is the one of the 320 × 44 frame, not of the fitted size.
    cell.setNeedsLayout()
    cell.layoutIfNeeded()
    #expect([cell.frame, title.frame, body.frame] == before)
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

  @Test("preferredMaxLayoutWidth wraps a label in a fitted cell narrower than its width")
  func preferredMaxLayoutWidthInFitting() {
    // preferredMaxLayoutWidth: "the preferred maximum width, in points, for a multiline
    // label" — the label's intrinsic height is the text wrapped at it, whatever width the
    // constraints stretch the label to.
    // https://developer.apple.com/documentation/uikit/uilabel/preferredmaxlayoutwidth
    let (cell, title, body) = makeCell()
    body.preferredMaxLayoutWidth = 150
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    let expected = 12 + wrappedHeight(title, at: 288) + 4 + wrappedHeight(body, at: 150) + 12
    #expect(size == CGSize(width: 320, height: expected))
    #expect(wrappedHeight(body, at: 150) > wrappedHeight(body, at: 288))
    // In a real layout too: the label is 288 wide but as tall as its text at 150.
    cell.frame.size = size
    cell.layoutIfNeeded()
    #expect(body.frame.width == 288)
    #expect(body.frame.height == wrappedHeight(body, at: 150))
    // Cleared, the label wraps at its layout width again: a shorter fitted cell, and in a
    // cell of that height the label is as tall as its text at 288.
    body.preferredMaxLayoutWidth = 0
    #expect(body.intrinsicContentSize.height == wrappedHeight(body, at: 288))
    let refitted = cell.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(
      refitted.height == size.height - wrappedHeight(body, at: 150) + wrappedHeight(body, at: 288))
    cell.frame.size = refitted
    cell.layoutIfNeeded()
    #expect(body.frame.height == wrappedHeight(body, at: 288))
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

  @Test("A table-view-style cell: a flexible content view inside, fitted from the outside")
  func cellWithAutoresizingContentView() {
    // UITableViewCell's contentView follows the cell by its autoresizing mask (flexible width
    // and height); the self-sizing recipe fits the cell, whose height then comes from the
    // constraints inside the content view, through the mask's constraints.
    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let contentView = UIView(frame: cell.bounds)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    cell.addSubview(contentView)
    let label = UILabel()
    label.numberOfLines = 0
    label.text = headline + " " + detail
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    let bottom = label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12)
    bottom.priority = UILayoutPriority(999)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
      label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      bottom,
    ])
    for width: CGFloat in [375, 250] {
      let size = cell.systemLayoutSizeFitting(
        CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
      #expect(size == CGSize(width: width, height: 24 + wrappedHeight(label, at: width - 32)))
      // The table view then gives the cell that frame; the content view follows.
      cell.frame.size = size
      cell.layoutIfNeeded()
      #expect(contentView.frame == CGRect(origin: .zero, size: size))
      #expect(label.frame == CGRect(x: 16, y: 12, width: width - 32, height: size.height - 24))
    }
  }

  @Test("Fitting a cell inside a laid-out screen leaves the screen's layout working")
  func fittingInsideLiveTree() {
    let root = makeRoot(width: 320, height: 600)
    let (cell, title, body) = makeCell()
    cell.frame = CGRect(x: 0, y: 100, width: 320, height: 200)
    root.addSubview(cell)
    let header = makeView("header", in: root)
    let headerHeight = header.heightAnchor.constraint(equalToConstant: 50)
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: root.topAnchor),
      header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: root.trailingAnchor), headerHeight,
    ])
    root.layoutIfNeeded()
    let titleFrame = title.frame
    let bodyTop = body.frame.minY
    // A pending change, then a fitting of another width, then the layout.
    headerHeight.constant = 80
    let fitted = cell.systemLayoutSizeFitting(
      CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(fitted.width == 200)
    #expect(title.frame == titleFrame)
    root.layoutIfNeeded()
    #expect(header.frame.height == 80)
    #expect(title.frame == titleFrame)
    #expect(body.frame.minY == bodyTop)
    // And the cell fitted at its own width agrees with its frame's content.
    let own = cell.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(own.height == 12 + title.frame.height + 4 + wrappedHeight(body, at: 288) + 12)
  }

  @Test("Cell reuse: new texts, a new fitting and a new frame each time, frames always fresh")
  func cellReuse() {
    // A table view dequeues the same cell for many rows: configure, fit at the table's width,
    // set the frame, lay out. Nothing of the previous row may remain.
    let table = makeRoot("table", width: 320, height: 2000)
    let (cell, title, body) = makeCell()
    table.addSubview(cell)
    let rows = [
      ("Tea", "Green"), (headline, detail), ("", detail), (headline, ""), ("Tea", "Green"),
    ]
    var top: CGFloat = 0
    var heights: [CGFloat] = []
    for (titleText, bodyText) in rows {
      title.text = titleText
      body.text = bodyText
      let size = cell.systemLayoutSizeFitting(
        CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
      let expected =
        12 + wrappedHeight(title, at: 288) + 4 + wrappedHeight(body, at: 288) + 12
      #expect(size == CGSize(width: 320, height: expected), "row \(titleText)/\(bodyText)")
      cell.frame = CGRect(x: 0, y: top, width: 320, height: size.height)
      table.layoutIfNeeded()
      #expect(
        title.frame == CGRect(x: 16, y: 12, width: 288, height: wrappedHeight(title, at: 288)))
      #expect(body.frame.maxY == size.height - 12)
      top += size.height
      heights.append(size.height)
    }
    #expect(heights.first == heights.last)
  }
}
