import HeadlessUIKit
import Testing

/// Round 4 of user scenarios: self-sizing cells — Apple's fitting recipe, fitting that only
/// measures, `preferredMaxLayoutWidth`, a table-view-style content view, fitting inside a
/// laid-out screen, and reuse.
@MainActor
@Suite("User scenarios, round 4: self-sizing cells")
struct UserScenarioRound4CellTests {
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
}
