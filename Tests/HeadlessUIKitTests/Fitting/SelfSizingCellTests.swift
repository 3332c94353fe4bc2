import HeadlessUIKit
import Testing

@MainActor
@Suite("Self-sizing cells measured with systemLayoutSizeFitting")
struct SelfSizingCellTests {
  @Test("A table-cell-like view fits its two-line title at a fixed width")
  func cellFitting() {
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let title = UILabel()
    title.translatesAutoresizingMaskIntoConstraints = false
    title.numberOfLines = 0
    title.text = "A headline long enough to need a second line at this width"
    let detail = UILabel()
    detail.translatesAutoresizingMaskIntoConstraints = false
    detail.font = .systemFont(ofSize: 13)
    detail.text = "Detail"
    cell.addSubview(title)
    cell.addSubview(detail)
    NSLayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
      title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
      title.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
      detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
      detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      detail.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -12),
    ])
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: 320, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    let titleHeight = Headless.TextMeasurement.size(
      of: title.text ?? "", font: title.font, maxWidth: 288, numberOfLines: 0
    ).height
    let detailHeight = UIFont.systemFont(ofSize: 13).lineHeight.rounded(.up)
    #expect(titleHeight > title.font.lineHeight * 1.5)  // two lines at 288 points
    #expect(size == CGSize(width: 320, height: 12 + titleHeight + 4 + detailHeight + 12))
    // Fitting leaves the cell's frame alone.
    #expect(cell.frame.size == CGSize(width: 320, height: 44))
  }

  let headline = "Autumn menu: pumpkin spice, maple pecan and a toasted marshmallow mocha"
  let detail =
    "Available from October in every store, while supplies last; prices may vary by region"

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

  let words =
    "Single origin beans from a small farm on the slopes of a volcano, washed and sun dried"

  @Test("Fitting a detached vertical stack: hidden views and a wrapped label at a width")
  func fitDetachedStack() {
    let title = UILabel()
    title.text = "Cold brew"
    let body = UILabel()
    body.numberOfLines = 0
    body.text = words
    let badge = StackTestView(40, 40)
    let column = UIStackView(arrangedSubviews: [title, badge, body])
    column.axis = .vertical
    column.spacing = 6
    badge.isHidden = true
    let size = column.systemLayoutSizeFitting(
      CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    let bodyHeight = body.sizeThatFits(CGSize(width: 200, height: 10_000)).height
    #expect(size == CGSize(width: 200, height: title.intrinsicContentSize.height + 6 + bodyHeight))
    badge.isHidden = false
    let withBadge = column.systemLayoutSizeFitting(
      CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(withBadge.height == size.height + 40 + 6)
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

  @Test("A self-sizing cell built from stacks wraps its multi-line label at the fitted width")
  func stackCellFitting() {
    let cell = UIView()
    let icon = UIView()
    icon.widthAnchor.constraint(equalToConstant: 40).isActive = true
    icon.heightAnchor.constraint(equalToConstant: 40).isActive = true
    let title = UILabel()
    title.text = "Flat White"
    let subtitle = UILabel()
    subtitle.numberOfLines = 0
    subtitle.text = "Ristretto shots with a thin layer of velvety steamed milk, a little stronger"
    let texts = UIStackView(arrangedSubviews: [title, subtitle])
    texts.axis = .vertical
    texts.spacing = 2
    let row = UIStackView(arrangedSubviews: [icon, texts])
    row.alignment = .top
    row.spacing = 12
    row.translatesAutoresizingMaskIntoConstraints = false
    cell.addSubview(row)
    NSLayoutConstraint.activate([
      row.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
      row.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
      row.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
      row.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
    ])
    // The texts are 320 − 32 − 40 − 12 = 236 points wide.
    let wrapped = Headless.TextMeasurement.size(
      of: subtitle.text ?? "", font: subtitle.font, maxWidth: 236, numberOfLines: 0)
    #expect(wrapped.height > subtitle.font.lineHeight * 2)
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    let textHeight = title.intrinsicContentSize.height + 2 + wrapped.height
    #expect(size == CGSize(width: 320, height: 10 + textHeight + 10))
    cell.frame = CGRect(origin: .zero, size: size)
    cell.layoutIfNeeded()
    #expect(subtitle.frame.width == 236 && subtitle.frame.height == wrapped.height)
    #expect(texts.frame == CGRect(x: 52, y: 0, width: 236, height: textHeight))
  }
}
