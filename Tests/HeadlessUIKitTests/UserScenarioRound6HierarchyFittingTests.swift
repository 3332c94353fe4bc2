import HeadlessUIKit
import Testing

/// Round 6 of user scenarios: `systemLayoutSizeFitting` of views inside a laid-out hierarchy.
///
/// Answered by a temporary solver of the subtree (measuring in the tree's own engine was tried
/// and withdrawn; these probes were written against it and hold for both). Only the view's
/// subtree takes part; measuring changes
/// no frame and leaves the next layout as it would have been. Oracles: the same subtree in a
/// host that was never laid out (measured in a temporary solver), an identical tree built
/// fresh, and UIKit's arithmetic.
@MainActor
@Suite("User scenarios, round 6: fitting views inside a hierarchy")
struct UserScenarioRound6HierarchyFittingTests {
  /// A list row: a 24-point icon, a one-line title beside it and a wrapping detail under the
  /// title, 12 points of padding, the detail's bottom at 999 (Apple's self-sizing recipe).
  @MainActor
  final class Row {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let icon = UIView()
    let title = UILabel()
    let detail = UILabel()

    init() {
      detail.numberOfLines = 0
      detail.font = .systemFont(ofSize: 13)
      for subview in [icon, title, detail] {
        subview.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(subview)
      }
      let bottom = detail.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -12)
      bottom.priority = UILayoutPriority(999)
      NSLayoutConstraint.activate([
        icon.topAnchor.constraint(equalTo: view.topAnchor, constant: 12),
        icon.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 12),
        icon.widthAnchor.constraint(equalToConstant: 24),
        icon.heightAnchor.constraint(equalToConstant: 24),
        icon.bottomAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor, constant: -12),
        title.topAnchor.constraint(equalTo: view.topAnchor, constant: 12),
        title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
        title.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -12),
        detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
        detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
        detail.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -12),
        bottom,
      ])
    }

    func bind(_ item: Int) {
      title.text = "Item \(item)"
      detail.text = String(repeating: "lorem\(item) ", count: 1 + (item * 5) % 17)
    }

    func fit(_ width: CGFloat) -> CGSize {
      view.systemLayoutSizeFitting(
        CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
    }

    /// UIKit's arithmetic for the row's height at `width`.
    func expectedHeight(_ width: CGFloat) -> CGFloat {
      let detailWidth = width - 12 - 24 - 8 - 12
      let detailHeight = detail.sizeThatFits(
        CGSize(width: detailWidth, height: .greatestFiniteMagnitude)
      ).height
      return Swift.max(12 + 24 + 12, 12 + title.intrinsicContentSize.height + 4 + detailHeight + 12)
    }
  }

  /// The size the same row bound to `item` has in a host that was never laid out (measured
  /// in a temporary solver of its subtree).
  func measuredInFreshHost(_ item: Int, width: CGFloat) -> CGSize {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 900))
    let row = Row()
    row.bind(item)
    host.addSubview(row.view)
    return row.fit(width)
  }

  /// A list that sizes its rows in its own layout, as a table view does.
  final class ListView: UIView {
    var rows: [Row] = []
    var measurements = 0

    override func layoutSubviews() {
      super.layoutSubviews()
      var top: CGFloat = 0
      for row in rows {
        let height = row.fit(bounds.width).height
        measurements += 1
        row.view.frame = CGRect(x: 0, y: top, width: bounds.width, height: height)
        top += height
      }
    }
  }

  func makeList(_ items: [Int], width: CGFloat = 320) -> ListView {
    let list = ListView(frame: CGRect(x: 0, y: 0, width: width, height: 1200))
    for item in items {
      let row = Row()
      row.bind(item)
      list.rows.append(row)
      list.addSubview(row.view)
    }
    return list
  }

  func frames(_ list: ListView) -> [CGRect] {
    list.rows.flatMap { [$0.view.frame, $0.icon.frame, $0.title.frame, $0.detail.frame] }
  }

  // MARK: Lists

  @Test("Rows inserted and removed between layouts get the frames a freshly built list gives")
  func rowsInsertedAndRemovedBetweenLayouts() {
    let list = makeList([0, 1, 2, 3])
    list.layoutIfNeeded()
    // Remove one, insert two (one at the top), rebind one.
    list.rows[1].view.removeFromSuperview()
    list.rows.remove(at: 1)
    let top = Row()
    top.bind(9)
    list.insertSubview(top.view, at: 0)
    list.rows.insert(top, at: 0)
    let bottom = Row()
    bottom.bind(13)
    list.addSubview(bottom.view)
    list.rows.append(bottom)
    list.rows[2].bind(11)
    list.setNeedsLayout()
    list.layoutIfNeeded()
    let fresh = makeList([9, 0, 11, 3, 13])
    fresh.layoutIfNeeded()
    #expect(frames(list) == frames(fresh))
    for row in list.rows {
      #expect(row.view.frame.height == row.expectedHeight(320))
    }
  }

  @Test("A list laid out at a new width measures every row again at that width")
  func listResizedMeasuresAgain() {
    let list = makeList([2, 5, 8])
    list.layoutIfNeeded()
    list.frame.size.width = 240
    list.layoutIfNeeded()
    let fresh = makeList([2, 5, 8], width: 240)
    fresh.layoutIfNeeded()
    #expect(frames(list) == frames(fresh))
    #expect(list.rows.map(\.view.frame.height) == list.rows.map { $0.expectedHeight(240) })
  }

  @Test("Rows whose content pins to the list's margins guide are measured without those pins")
  func rowsPinnedToListMargins() {
    // detail.leading == list.layoutMarginsGuide.leading is held by the list: measuring the
    // row leaves it out, so the detail keeps its one-line width (hugging) and the row is one
    // line tall; with the pin in, the detail would wrap at 320 - 100 - 12 points.
    func make() -> (UIView, Row) {
      let list = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
      list.layoutMargins = UIEdgeInsets(top: 0, left: 100, bottom: 0, right: 100)
      let row = Row()
      row.bind(16)
      list.addSubview(row.view)
      let pin = row.detail.leadingAnchor.constraint(equalTo: list.layoutMarginsGuide.leadingAnchor)
      pin.priority = UILayoutPriority(999)
      pin.isActive = true
      return (list, row)
    }
    let (list, row) = make()
    list.layoutIfNeeded()
    let laidOut = [row.view.frame, row.detail.frame]
    let inPlace = row.fit(320)
    let (copyHost, copy) = make()
    // A host never laid out, kept until the end.
    defer { withExtendedLifetime(copyHost) {} }
    let oracle = copy.fit(320)
    #expect(inPlace == oracle)
    let oneLine =
      12 + row.title.intrinsicContentSize.height + 4
      + row.detail.intrinsicContentSize.height + 12
    #expect(inPlace == CGSize(width: 320, height: oneLine))
    // Measuring changed nothing: the next layout is the one it had.
    list.setNeedsLayout()
    list.layoutIfNeeded()
    #expect([row.view.frame, row.detail.frame] == laidOut)
  }

  @Test("A row whose title pins to the list's readable content guide is measured without it")
  func rowPinnedToReadableGuide() {
    func make() -> (UIView, Row) {
      let list = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 700))
      let row = Row()
      row.bind(10)
      row.view.frame = CGRect(x: 0, y: 0, width: 1024, height: 120)
      list.addSubview(row.view)
      // Held by the list: the title at most a fiftieth of the readable column (13 points).
      let readable = row.title.widthAnchor.constraint(
        lessThanOrEqualTo: list.readableContentGuide.widthAnchor, multiplier: 0.02)
      readable.isActive = true
      return (list, row)
    }
    let (list, row) = make()
    list.layoutIfNeeded()
    let laidOut = [row.view.frame, row.title.frame, row.detail.frame]
    let inPlace = row.fit(1024)
    let (copyHost, copy) = make()
    // A host never laid out, kept until the end.
    defer { withExtendedLifetime(copyHost) {} }
    #expect(inPlace == copy.fit(1024))
    #expect(inPlace.height == row.expectedHeight(1024))
    list.setNeedsLayout()
    list.layoutIfNeeded()
    #expect([row.view.frame, row.title.frame, row.detail.frame] == laidOut)
    #expect(row.title.frame.width < 14)
    // Measured without it, the title keeps its width: the compressed width follows it.
    let compressed = row.view.systemLayoutSizeFitting(
      CGSize(width: 0, height: 0), withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .required)
    #expect(compressed.width >= 12 + 24 + 8 + row.title.intrinsicContentSize.width + 12)
  }

  @Test("A row that is a stack view inside its list measures as a never-laid-out copy does")
  func stackViewRow() {
    func make() -> (UIView, UIStackView, UILabel, UILabel) {
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 360, height: 600))
      let title = UILabel()
      title.text = "Stacked title"
      title.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
      let body = UILabel()
      body.numberOfLines = 0
      body.text = String(repeating: "stacked body text ", count: 9)
      let stack = UIStackView(arrangedSubviews: [title, body])
      stack.axis = .vertical
      stack.spacing = 6
      stack.isLayoutMarginsRelativeArrangement = true
      stack.directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: 10, leading: 14, bottom: 10, trailing: 14)
      stack.frame = CGRect(x: 0, y: 40, width: 360, height: 300)
      host.addSubview(stack)
      return (host, stack, title, body)
    }
    let (host, stack, title, body) = make()
    host.layoutIfNeeded()
    let target = CGSize(width: 300, height: 0)
    func fit(_ view: UIView) -> CGSize {
      view.systemLayoutSizeFitting(
        target, withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
    }
    let (copyHost, copy, _, _) = make()
    // A host never laid out, kept until the end.
    defer { withExtendedLifetime(copyHost) {} }
    #expect(fit(stack) == fit(copy))
    let wrapped = body.sizeThatFits(
      CGSize(width: CGFloat(300 - 28), height: CGFloat.greatestFiniteMagnitude))
    #expect(fit(stack).height == 10 + title.intrinsicContentSize.height + 6 + wrapped.height + 10)
    // An arranged subview hidden between measurements: measured without it.
    title.isHidden = true
    copy.arrangedSubviews[0].isHidden = true
    #expect(fit(stack) == fit(copy))
    #expect(fit(stack).height == 10 + wrapped.height + 10)
    title.isHidden = false
    host.layoutIfNeeded()
    #expect(stack.frame == CGRect(x: 0, y: 40, width: 360, height: 300))
    let (freshHost, freshStack, _, freshBody) = make()
    freshHost.layoutIfNeeded()
    #expect(body.frame == freshBody.frame)
    #expect(freshStack.frame == stack.frame)
  }

  @Test("A row's own margins take part, and margins changed between measurements are used")
  func rowMarginsChangedBetweenMeasurements() {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    let row = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 80))
    host.addSubview(row)
    let inner = makeView("inner", in: row)
    let label = UILabel()
    label.numberOfLines = 0
    label.text = String(repeating: "margin ", count: 20)
    label.translatesAutoresizingMaskIntoConstraints = false
    inner.addSubview(label)
    inner.layoutMargins = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
    NSLayoutConstraint.activate([
      inner.topAnchor.constraint(equalTo: row.layoutMarginsGuide.topAnchor),
      inner.leadingAnchor.constraint(equalTo: row.layoutMarginsGuide.leadingAnchor),
      inner.trailingAnchor.constraint(equalTo: row.layoutMarginsGuide.trailingAnchor),
      inner.bottomAnchor.constraint(equalTo: row.layoutMarginsGuide.bottomAnchor),
      label.topAnchor.constraint(equalTo: inner.layoutMarginsGuide.topAnchor),
      label.leadingAnchor.constraint(equalTo: inner.layoutMarginsGuide.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: inner.layoutMarginsGuide.trailingAnchor),
      label.bottomAnchor.constraint(equalTo: inner.layoutMarginsGuide.bottomAnchor),
    ])
    host.layoutIfNeeded()
    func fit() -> CGSize {
      row.systemLayoutSizeFitting(
        CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
    }
    func expected(rowMargin: CGFloat) -> CGFloat {
      let width = 300 - 2 * rowMargin - 10
      return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        + 10 + 2 * rowMargin
    }
    #expect(fit().height == expected(rowMargin: 8))
    row.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    #expect(fit().height == expected(rowMargin: 20))
    row.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    #expect(fit().height == expected(rowMargin: 8))
    host.layoutIfNeeded()
    #expect(row.frame == CGRect(x: 0, y: 0, width: 400, height: 80))
    #expect(inner.frame == CGRect(x: 8, y: 8, width: 384, height: 64))
  }

  @Test("A row inside a scroll view's content is measured without the content guide's pins")
  func rowInsideScrollContent() {
    let stage = ScrollStage(height: 1000)
    let row = Row()
    row.bind(7)
    row.view.translatesAutoresizingMaskIntoConstraints = false
    stage.content.addSubview(row.view)
    NSLayoutConstraint.activate([
      row.view.topAnchor.constraint(
        equalTo: stage.scroll.contentLayoutGuide.topAnchor, constant: 30),
      row.view.leadingAnchor.constraint(equalTo: stage.scroll.frameLayoutGuide.leadingAnchor),
      row.view.trailingAnchor.constraint(equalTo: stage.scroll.frameLayoutGuide.trailingAnchor),
      row.view.heightAnchor.constraint(equalTo: stage.scroll.frameLayoutGuide.heightAnchor),
    ])
    stage.root.layoutIfNeeded()
    let laidOut = [row.view.frame, row.detail.frame, stage.content.frame]
    #expect(row.view.frame == CGRect(x: 0, y: 30, width: 320, height: 480))
    for width: CGFloat in [320, 250] {
      #expect(row.fit(width) == measuredInFreshHost(7, width: width))
      #expect(row.fit(width).height == row.expectedHeight(width))
    }
    stage.root.setNeedsLayout()
    stage.root.layoutIfNeeded()
    #expect([row.view.frame, row.detail.frame, stage.content.frame] == laidOut)
    #expect(stage.scroll.contentSize == CGSize(width: 320, height: 1000))
  }

  @Test("A card pinned to the screen's safe area in a window is measured without those pins")
  func cardInWindowSafeArea() {
    let (window, _, root) = makeScreen()
    let card = makeView("card", in: root)
    let label = UILabel()
    label.numberOfLines = 0
    label.text = String(repeating: "safe ", count: 30)
    label.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(label)
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      card.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
      card.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
      label.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
      label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
      label.bottomAnchor.constraint(lessThanOrEqualTo: card.bottomAnchor, constant: -16),
    ])
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 34))
    let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    let natural = label.intrinsicContentSize
    #expect(size == CGSize(width: natural.width + 32, height: natural.height + 32))
    let narrow = card.systemLayoutSizeFitting(
      CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    let wrapped = label.sizeThatFits(CGSize(width: 168, height: CGFloat.greatestFiniteMagnitude))
    #expect(narrow == CGSize(width: 200, height: wrapped.height + 32))
    window.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 34))
    #expect(label.frame.minY == 16)
  }

  @Test("A controller's view in a window is measured with its own safe-area guide's insets")
  func controllerViewInWindowMeasured() {
    let (window, _, root) = makeScreen()
    let label = UILabel()
    label.numberOfLines = 0
    label.text = String(repeating: "inset ", count: 25)
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
      label.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      label.trailingAnchor.constraint(
        equalTo: root.safeAreaLayoutGuide.trailingAnchor, constant: -20),
      label.bottomAnchor.constraint(
        lessThanOrEqualTo: root.safeAreaLayoutGuide.bottomAnchor, constant: -20),
    ])
    window.layoutIfNeeded()
    let laidOut = label.frame
    #expect(root.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    // The root's frame in the window is left out; its safe area is the one it has.
    let size = root.systemLayoutSizeFitting(
      CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    let wrapped = label.sizeThatFits(
      CGSize(width: CGFloat(350), height: CGFloat.greatestFiniteMagnitude))
    #expect(size == CGSize(width: 390, height: 47 + 20 + wrapped.height + 20 + 34))
    window.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(root.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(label.frame == laidOut)
    #expect(laidOut == CGRect(x: 20, y: 67, width: 350, height: wrapped.height))
  }

  // MARK: Ties to the rest of the tree

  @Test("A pin to a sibling held by the common superview is left out, and layout is unchanged")
  func pinToSiblingLeftOut() {
    func make() -> (UIView, UIView, UIView, UILabel) {
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
      let sibling = makeView("sibling", in: host)
      let box = makeView("box", in: host)
      let label = UILabel()
      label.text = "Beside the sibling"
      label.translatesAutoresizingMaskIntoConstraints = false
      box.addSubview(label)
      NSLayoutConstraint.activate([
        sibling.topAnchor.constraint(equalTo: host.topAnchor, constant: 10),
        sibling.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 10),
        sibling.widthAnchor.constraint(equalToConstant: 150),
        sibling.heightAnchor.constraint(equalToConstant: 30),
        box.topAnchor.constraint(equalTo: sibling.bottomAnchor, constant: 10),
        box.leadingAnchor.constraint(equalTo: host.leadingAnchor),
        box.trailingAnchor.constraint(equalTo: host.trailingAnchor),
        label.topAnchor.constraint(equalTo: box.topAnchor, constant: 8),
        label.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -8),
        label.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -8),
        label.leadingAnchor.constraint(greaterThanOrEqualTo: box.leadingAnchor, constant: 8),
        // Held by the host: the label starts after the sibling.
        label.leadingAnchor.constraint(equalTo: sibling.trailingAnchor, constant: 20),
      ])
      return (host, sibling, box, label)
    }
    let (host, sibling, box, label) = make()
    host.layoutIfNeeded()
    let laidOut = [sibling.frame, box.frame, label.frame]
    #expect(label.frame.minX == 180)
    let compressed = box.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    let natural = label.intrinsicContentSize
    #expect(compressed == CGSize(width: natural.width + 16, height: natural.height + 16))
    let (copyHost, _, copyBox, _) = make()
    // A host never laid out, kept until the end.
    defer { withExtendedLifetime(copyHost) {} }
    #expect(copyBox.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == compressed)
    host.setNeedsLayout()
    host.layoutIfNeeded()
    #expect([sibling.frame, box.frame, label.frame] == laidOut)
    let (freshHost, freshSibling, freshBox, freshLabel) = make()
    freshHost.layoutIfNeeded()
    #expect([freshSibling.frame, freshBox.frame, freshLabel.frame] == laidOut)
  }

  @Test("The view's own size constraints take part; a relation to its superview's size does not")
  func ownSizeConstraintsTakePart() {
    func make() -> (UIView, UIView, UILabel) {
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
      let panel = makeView("panel", in: host)
      let label = UILabel()
      label.numberOfLines = 0
      label.text = String(repeating: "panel text ", count: 12)
      label.translatesAutoresizingMaskIntoConstraints = false
      panel.addSubview(label)
      NSLayoutConstraint.activate([
        panel.topAnchor.constraint(equalTo: host.topAnchor),
        panel.leadingAnchor.constraint(equalTo: host.leadingAnchor),
        // Held by the panel itself (one item): part of its fitting.
        panel.widthAnchor.constraint(equalToConstant: 200),
        // Held by the host: not part of it.
        panel.heightAnchor.constraint(equalTo: host.heightAnchor, multiplier: 0.5),
        label.topAnchor.constraint(equalTo: panel.topAnchor, constant: 10),
        label.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 10),
        label.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -10),
        label.bottomAnchor.constraint(lessThanOrEqualTo: panel.bottomAnchor, constant: -10),
      ])
      return (host, panel, label)
    }
    let (host, panel, label) = make()
    host.layoutIfNeeded()
    #expect(panel.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
    let wrapped = label.sizeThatFits(CGSize(width: 180, height: CGFloat.greatestFiniteMagnitude))
    let compressed = panel.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(compressed == CGSize(width: 200, height: wrapped.height + 20))
    let (copyHost, copy, _) = make()
    // A host never laid out, kept until the end.
    defer { withExtendedLifetime(copyHost) {} }
    #expect(copy.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == compressed)
    // A required target the width constraint refuses: the view's own constraint holds.
    let required = panel.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(
      required
        == copy.systemLayoutSizeFitting(
          CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
          verticalFittingPriority: .fittingSizeLevel))
    #expect(required.width == 200)
    host.layoutIfNeeded()
    #expect(panel.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
  }

  @Test("addConstraint refuses an offset dimension whose origin is outside the receiver's subtree")
  func addConstraintChecksOffsetOrigins() {
    // UIKit raises "Unable to install constraint on view. Does the constraint reference
    // something from outside the subtree of the view?"; a constraint held by the row that
    // refers to the list would tie the row's measurement to the list.
    let list = makeList([2])
    list.layoutIfNeeded()
    let row = list.rows[0]
    let gap = list.leadingAnchor.anchorWithOffset(to: row.title.leadingAnchor)
      .constraint(equalToConstant: 100)
    let issues = LayoutDiagnostics.capture { row.view.addConstraint(gap) }
    #expect(issues.map(\.kind) == [.noCommonAncestor], "\(issues.map(\.message))")
    #expect(issues.first?.message.contains("outside the subtree") == true)
    #expect(!gap.isActive)
    #expect(!row.view.constraints.contains { $0 === gap })
    // Held by the list (activated), it is left out of the row's measurement.
    gap.priority = .defaultHigh
    gap.isActive = true
    #expect(row.fit(300) == measuredInFreshHost(2, width: 300))
    list.layoutIfNeeded()
    #expect(row.fit(300) == measuredInFreshHost(2, width: 300))
  }

  @Test("A pin from the list to a layout guide of the row is left out of the row's measurement")
  func pinToRowsOwnGuideLeftOut() {
    func make() -> (UIView, Row, UILayoutGuide) {
      let list = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
      let row = Row()
      row.bind(5)
      list.addSubview(row.view)
      row.view.frame.size.height = 200
      // A guide of the row that the row is at least as tall as.
      let spacer = UILayoutGuide()
      row.view.addLayoutGuide(spacer)
      NSLayoutConstraint.activate([
        spacer.leadingAnchor.constraint(equalTo: row.view.leadingAnchor),
        spacer.widthAnchor.constraint(equalToConstant: 1),
        spacer.topAnchor.constraint(equalTo: row.view.topAnchor),
        row.view.bottomAnchor.constraint(greaterThanOrEqualTo: spacer.bottomAnchor),
        // Held by the list: 150 points, which would make the row at least that tall.
        spacer.heightAnchor.constraint(equalTo: list.heightAnchor, multiplier: 0.25),
      ])
      return (list, row, spacer)
    }
    let (list, row, spacer) = make()
    let layout = LayoutDiagnostics.capture { list.layoutIfNeeded() }
    #expect(layout.isEmpty)
    #expect(spacer.layoutFrame.height == 150)
    let inPlace = row.fit(300)
    let (copyHost, copy, _) = make()
    // A host never laid out, kept until the end.
    defer { withExtendedLifetime(copyHost) {} }
    #expect(inPlace == copy.fit(300))
    #expect(inPlace.height == row.expectedHeight(300))
    #expect(inPlace.height < 150)
  }

  /// A badge whose width comes from its state, set in `updateConstraints()`.
  final class BadgeView: UIView {
    var updates = 0
    var wide = false
    lazy var width = widthAnchor.constraint(equalToConstant: 20)

    override func updateConstraints() {
      updates += 1
      width.constant = wide ? 80 : 20
      width.isActive = true
      super.updateConstraints()
    }
  }

  @Test("Measuring a row leaves another view's requested constraint update to the next layout")
  func measuringKeepsOtherViewsUpdateConstraints() {
    let root = makeRoot(width: 320, height: 600)
    let badge = BadgeView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.topAnchor.constraint(equalTo: root.topAnchor),
      badge.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    let row = Row()
    row.bind(3)
    row.view.frame.origin.y = 40
    root.addSubview(row.view)
    root.layoutIfNeeded()
    #expect(badge.frame.width == 20)
    let updates = badge.updates
    badge.wide = true
    badge.setNeedsUpdateConstraints()
    // A row measured before the layout the badge asked for.
    #expect(row.fit(320).height == row.expectedHeight(320))
    root.layoutIfNeeded()
    #expect(badge.updates == updates + 1)
    #expect(badge.frame.width == 80)
  }

  @Test("A subtree constraint that its frame broke is required again when the subtree is measured")
  func constraintBrokenByFrameRequiredWhenMeasured() {
    // The plate needs 300 + 2 × 8 points; the box's frame in its host is 200 wide, so layout
    // breaks one of the plate's constraints. Measuring the box leaves that frame out: a
    // required 320-point target that the content cannot take gives way to the content, as
    // for the same box measured in a never-laid-out host.
    func make() -> (UIView, UIView, UIView) {
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
      let box = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
      host.addSubview(box)
      let plate = makeView("plate", in: box)
      NSLayoutConstraint.activate([
        plate.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
        plate.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -10),
        plate.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 8),
        plate.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -8),
        plate.heightAnchor.constraint(equalToConstant: 30),
        plate.widthAnchor.constraint(equalToConstant: 300),
      ])
      return (host, box, plate)
    }
    let (host, box, plate) = make()
    let layout = LayoutDiagnostics.capture { host.layoutIfNeeded() }
    #expect(layout.map(\.kind) == [.unsatisfiableConstraints])
    let laidOut = [box.frame, plate.frame]
    func fit(_ view: UIView) -> CGSize {
      view.systemLayoutSizeFitting(
        CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
    }
    let (copyHost, copyBox, _) = make()
    // A host never laid out, kept until the end.
    defer { withExtendedLifetime(copyHost) {} }
    let oracle = fit(copyBox)
    #expect(oracle == CGSize(width: 316, height: 50))
    var inPlace = CGSize.zero
    let measuring = LayoutDiagnostics.capture { inPlace = fit(box) }
    #expect(inPlace == oracle)
    #expect(measuring.isEmpty, "\(measuring.map(\.message))")
    host.setNeedsLayout()
    let again = LayoutDiagnostics.capture { host.layoutIfNeeded() }
    #expect(again.isEmpty)
    #expect([box.frame, plate.frame] == laidOut)
  }

  @Test("A pin from outside activated after layout is measured without, then laid out with")
  func outsidePinQueuedWhenMeasured() {
    let list = makeList([4, 6])
    list.layoutIfNeeded()
    let row = list.rows[0]
    // A new pin held by the list, still queued when the row is measured outside a layout.
    let pin = row.detail.widthAnchor.constraint(equalTo: list.widthAnchor, multiplier: 0.25)
    pin.priority = .defaultHigh
    pin.isActive = true
    #expect(row.fit(300) == measuredInFreshHost(4, width: 300))
    #expect(row.fit(300).height == row.expectedHeight(300))
    pin.isActive = false
    list.setNeedsLayout()
    list.layoutIfNeeded()
    let fresh = makeList([4, 6])
    fresh.layoutIfNeeded()
    #expect(frames(list) == frames(fresh))
  }

  @Test(
    "A conflict inside the subtree stays broken when measured, and a later fix lays out as without")
  func internalConflictMeasuredThenFixed() {
    func make() -> (UIView, UIView, UIView, NSLayoutConstraint) {
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
      let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
      host.addSubview(box)
      let plate = makeView("plate", in: box)
      let short = plate.heightAnchor.constraint(equalToConstant: 60)
      NSLayoutConstraint.activate([
        plate.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
        plate.leadingAnchor.constraint(equalTo: box.leadingAnchor),
        plate.trailingAnchor.constraint(equalTo: box.trailingAnchor),
        plate.heightAnchor.constraint(equalToConstant: 80),
        plate.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -10),
        // Conflicts with the 80 above whatever the frame: broken by layout.
        short,
      ])
      return (host, box, plate, short)
    }
    let (host, box, plate, short) = make()
    let layout = LayoutDiagnostics.capture { host.layoutIfNeeded() }
    #expect(layout.map(\.kind) == [.unsatisfiableConstraints])
    var measured = CGSize.zero
    let measuring = LayoutDiagnostics.capture {
      measured = box.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    }
    // Reported once, by layout; measured with the 80-point plate, as layout keeps it.
    #expect(measuring.isEmpty, "\(measuring.map(\.message))")
    #expect(measured == CGSize(width: 0, height: 100))
    // The broken constraint agrees again (edited while the measurement is held).
    short.constant = 80
    #expect(box.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height == 100)
    box.frame.size.height = 140
    host.layoutIfNeeded()
    let (freshHost, freshBox, freshPlate, freshShort) = make()
    _ = LayoutDiagnostics.capture { freshHost.layoutIfNeeded() }
    freshShort.constant = 80
    freshBox.frame.size.height = 140
    _ = LayoutDiagnostics.capture { freshHost.layoutIfNeeded() }
    #expect(plate.frame == freshPlate.frame)
    #expect(box.frame == freshBox.frame)
    #expect(plate.frame.height == 80)
  }

  @Test(
    "Descendants that translate their masks take part with their frames when measured in a tree")
  func autoresizingDescendantsTakePart() {
    func make() -> (UIView, UIView, UIView, UILabel) {
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
      let row = UIView(frame: CGRect(x: 0, y: 20, width: 320, height: 60))
      host.addSubview(row)
      // 10 points from the left, 210 from the right: as wide as the row minus 220.
      let badge = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
      badge.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
      row.addSubview(badge)
      let label = UILabel()
      label.numberOfLines = 0
      label.text = String(repeating: "masked ", count: 14)
      label.translatesAutoresizingMaskIntoConstraints = false
      row.addSubview(label)
      NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: badge.bottomAnchor, constant: 8),
        label.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 10),
        label.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -10),
        label.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -10),
      ])
      return (host, row, badge, label)
    }
    let (host, row, badge, label) = make()
    host.layoutIfNeeded()
    let laidOut = [row.frame, badge.frame, label.frame]
    func fit(_ view: UIView) -> CGSize {
      view.systemLayoutSizeFitting(
        CGSize(width: 250, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
    }
    let (copyHost, copy, _, _) = make()
    // A host never laid out, kept until the end.
    defer { withExtendedLifetime(copyHost) {} }
    let wrapped = label.sizeThatFits(
      CGSize(width: CGFloat(230), height: CGFloat.greatestFiniteMagnitude))
    #expect(fit(row) == CGSize(width: 250, height: 10 + 30 + 8 + wrapped.height + 10))
    #expect(fit(row) == fit(copy))
    host.setNeedsLayout()
    host.layoutIfNeeded()
    #expect([row.frame, badge.frame, label.frame] == laidOut)
    #expect(badge.frame == CGRect(x: 10, y: 10, width: 100, height: 30))
  }

  @Test("An arranged subview is measured without its stack view's arrangement constraints")
  func arrangedSubviewMeasuredAlone() {
    func make() -> (UIView, UIStackView, UIView, UILabel) {
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
      let header = UIView()
      let label = UILabel()
      label.text = "Section header"
      label.translatesAutoresizingMaskIntoConstraints = false
      header.addSubview(label)
      NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: header.topAnchor, constant: 6),
        label.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -6),
        label.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 20),
        label.trailingAnchor.constraint(lessThanOrEqualTo: header.trailingAnchor, constant: -20),
      ])
      let filler = makeView("filler")
      filler.heightAnchor.constraint(equalToConstant: 200).isActive = true
      let stack = UIStackView(arrangedSubviews: [header, filler])
      stack.axis = .vertical
      stack.frame = CGRect(x: 0, y: 0, width: 375, height: 400)
      host.addSubview(stack)
      return (host, stack, header, label)
    }
    let (host, stack, header, label) = make()
    host.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 200))
    let natural = label.intrinsicContentSize
    let compressed = header.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(compressed == CGSize(width: natural.width + 40, height: natural.height + 12))
    let (copyHost, _, copyHeader, _) = make()
    // A host never laid out, kept until the end.
    defer { withExtendedLifetime(copyHost) {} }
    #expect(copyHeader.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == compressed)
    stack.setNeedsLayout()
    host.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 200))
    #expect(label.frame.minY == 6)
  }

  /// A view that measures itself in its own layout, as views that size a label's
  /// `preferredMaxLayoutWidth` from their bounds do.
  final class SelfMeasuringView: UIView {
    let label = UILabel()
    var measured: [CGSize] = []

    override init(frame: CGRect) {
      super.init(frame: frame)
      label.numberOfLines = 0
      label.text = String(repeating: "self measuring ", count: 8)
      label.translatesAutoresizingMaskIntoConstraints = false
      addSubview(label)
      NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: topAnchor, constant: 10),
        label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
        label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
        label.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -10),
      ])
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
      measured.append(
        systemLayoutSizeFitting(
          CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
          verticalFittingPriority: .fittingSizeLevel))
      super.layoutSubviews()
    }
  }

  @Test("A view that measures itself in its own layoutSubviews lays out as without measuring")
  func measuresItselfDuringItsLayout() {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    let view = SelfMeasuringView(frame: CGRect(x: 0, y: 50, width: 300, height: 400))
    host.addSubview(view)
    host.layoutIfNeeded()
    let wrapped = view.label.sizeThatFits(
      CGSize(width: CGFloat(280), height: CGFloat.greatestFiniteMagnitude))
    #expect(view.measured.last == CGSize(width: 300, height: wrapped.height + 20))
    #expect(view.label.frame == CGRect(x: 10, y: 10, width: 280, height: wrapped.height))
    // Resized: measured at the new width during the next layout.
    view.frame.size.width = 200
    host.layoutIfNeeded()
    let narrow = view.label.sizeThatFits(
      CGSize(width: CGFloat(180), height: CGFloat.greatestFiniteMagnitude))
    #expect(view.measured.last == CGSize(width: 200, height: narrow.height + 20))
    #expect(view.label.frame == CGRect(x: 10, y: 10, width: 180, height: narrow.height))
    #expect(view.frame == CGRect(x: 0, y: 50, width: 200, height: 400))
  }

  @Test("A subview of a measured sizing cell too small for its content is measured without reports")
  func subviewOfMeasuredSizingCell() {
    // The cell is a root never laid out whose frame is too small for its content: that
    // conflict is reported by layout, not by measuring the cell or a view inside it.
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    let plate = makeView("plate", in: cell)
    let label = UILabel()
    label.text = "Plate"
    label.translatesAutoresizingMaskIntoConstraints = false
    plate.addSubview(label)
    NSLayoutConstraint.activate([
      plate.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
      plate.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
      plate.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
      plate.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
      plate.heightAnchor.constraint(equalToConstant: 80),
      label.centerXAnchor.constraint(equalTo: plate.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: plate.centerYAnchor),
      label.widthAnchor.constraint(lessThanOrEqualTo: plate.widthAnchor, constant: -8),
    ])
    var sizes: [CGSize] = []
    let measuring = LayoutDiagnostics.capture {
      sizes.append(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize))
      sizes.append(plate.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize))
      sizes.append(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize))
    }
    #expect(measuring.isEmpty, "\(measuring.map(\.message))")
    let natural = label.intrinsicContentSize
    #expect(
      sizes == [
        CGSize(width: natural.width + 8, height: 100), CGSize(width: natural.width + 8, height: 80),
        CGSize(width: natural.width + 8, height: 100),
      ])
    let layout = LayoutDiagnostics.capture { cell.layoutIfNeeded() }
    #expect(layout.map(\.kind) == [.unsatisfiableConstraints])
    #expect(cell.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
  }

  // MARK: Sessions

  @Test("Alternating measurements of several views, with layouts and queries between, stay right")
  func alternatingMeasurements() {
    let list = makeList([1, 2, 3])
    list.layoutIfNeeded()
    let priorities: [(UILayoutPriority, UILayoutPriority)] = [
      (.required, .fittingSizeLevel), (.required, .defaultLow),
      (UILayoutPriority(800), .defaultLow),
    ]
    for step in 0..<12 {
      let index = step % 3
      let row = list.rows[index]
      let (horizontal, vertical) = priorities[(step / 3) % 3]
      let target = CGSize(width: step.isMultiple(of: 2) ? 300 : 220, height: 0)
      let inPlace = row.view.systemLayoutSizeFitting(
        target, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 900))
      let copy = Row()
      copy.bind(index + 1)
      host.addSubview(copy.view)
      let oracle = copy.view.systemLayoutSizeFitting(
        target, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
      #expect(inPlace == oracle, "step \(step)")
      switch step % 4 {
      case 0: _ = list.rows[(index + 1) % 3].view.hasAmbiguousLayout
      case 1:
        list.setNeedsLayout()
        list.layoutIfNeeded()
      case 2: _ = row.title.hasAmbiguousLayout
      default: break
      }
    }
    list.setNeedsLayout()
    list.layoutIfNeeded()
    let fresh = makeList([1, 2, 3])
    fresh.layoutIfNeeded()
    #expect(frames(list) == frames(fresh))
    #expect(!list.rows.contains { $0.detail.hasAmbiguousLayout })
  }

  @Test("Measuring inside an animation block changes no frame the animation ends at")
  func measuringDuringAnimation() {
    let list = makeList([3, 8])
    list.layoutIfNeeded()
    UIView.animate(withDuration: 0.3) {
      list.rows[0].bind(14)
      list.frame.size.width = 280
      _ = list.rows[1].fit(150)
      list.layoutIfNeeded()
      _ = list.rows[0].fit(400)
    }
    let fresh = makeList([14, 8], width: 280)
    fresh.layoutIfNeeded()
    list.layoutIfNeeded()
    #expect(frames(list) == frames(fresh))
  }

  @Test("A constant that conflicts only with the frame, edited after measuring, breaks as without")
  func conflictingEditAfterMeasuring() {
    func make() -> (UIView, UIView, UIView, NSLayoutConstraint) {
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
      let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
      host.addSubview(box)
      let plate = makeView("plate", in: box)
      let height = plate.heightAnchor.constraint(equalToConstant: 80)
      NSLayoutConstraint.activate([
        plate.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
        plate.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -10),
        plate.leadingAnchor.constraint(equalTo: box.leadingAnchor),
        plate.trailingAnchor.constraint(equalTo: box.trailingAnchor),
        height,
      ])
      host.layoutIfNeeded()
      return (host, box, plate, height)
    }
    let (host, box, plate, height) = make()
    let measured = box.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(measured == CGSize(width: 0, height: 100))
    // In the fitting solution the frame is left out: 150 fits there, not in the engine's own.
    var measuredAfterEdit = CGSize.zero
    let edit = LayoutDiagnostics.capture {
      height.constant = 150
      measuredAfterEdit = box.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    }
    #expect(measuredAfterEdit == CGSize(width: 0, height: 170))
    let layout = LayoutDiagnostics.capture { host.layoutIfNeeded() }
    // The same tree edited without measuring.
    let (freshHost, freshBox, freshPlate, freshHeight) = make()
    let freshIssues = LayoutDiagnostics.capture {
      freshHeight.constant = 150
      freshHost.layoutIfNeeded()
    }
    #expect((edit + layout).map(\.kind) == freshIssues.map(\.kind))
    #expect(freshIssues.map(\.kind) == [.unsatisfiableConstraints])
    #expect(box.frame == freshBox.frame)
    #expect(plate.frame == freshPlate.frame)
    #expect(plate.frame == CGRect(x: 0, y: 10, width: 300, height: 80))
  }

  /// A list with a header whose height it sets in its own layout, before sizing its rows.
  final class HeaderListView: UIView {
    let header = UIView()
    let headerHeight: NSLayoutConstraint
    var rows: [Row] = []
    var nextHeaderHeight: CGFloat = 40
    var measuresRows = true

    override init(frame: CGRect) {
      headerHeight = header.heightAnchor.constraint(equalToConstant: 40)
      super.init(frame: frame)
      header.translatesAutoresizingMaskIntoConstraints = false
      addSubview(header)
      NSLayoutConstraint.activate([
        header.topAnchor.constraint(equalTo: topAnchor),
        header.leadingAnchor.constraint(equalTo: leadingAnchor),
        header.trailingAnchor.constraint(equalTo: trailingAnchor),
        headerHeight,
      ])
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
      super.layoutSubviews()
      // A constraint changed after super's layout: UIKit lays the header out again.
      headerHeight.constant = nextHeaderHeight
      var top: CGFloat = 100
      for row in rows {
        let height = measuresRows ? row.fit(bounds.width).height : 80
        row.view.frame = CGRect(x: 0, y: top, width: bounds.width, height: height)
        top += height
      }
    }
  }

  @Test("A constraint changed in layoutSubviews before rows are measured still moves its view")
  func constraintChangedBeforeMeasuringInLayout() {
    for measures in [false, true] {
      let list = HeaderListView(frame: CGRect(x: 0, y: 0, width: 320, height: 800))
      list.measuresRows = measures
      for item in [3, 6] {
        let row = Row()
        row.bind(item)
        list.rows.append(row)
        list.addSubview(row.view)
      }
      list.layoutIfNeeded()
      #expect(list.header.frame == CGRect(x: 0, y: 0, width: 320, height: 40))
      list.nextHeaderHeight = 70
      list.setNeedsLayout()
      list.layoutIfNeeded()
      #expect(
        list.header.frame == CGRect(x: 0, y: 0, width: 320, height: 70),
        "measures rows: \(measures)")
    }
  }

  @Test("A constant edited in a row after its list's layout measured it moves the row's content")
  func constantEditedAfterMeasuringLayout() {
    let list = makeList([4, 9])
    list.layoutIfNeeded()
    let row = list.rows[1]
    let frameBefore = row.view.frame
    let iconWidth = row.icon.constraints.first { $0.firstAttribute == .width }
    iconWidth?.constant = 40
    list.layoutIfNeeded()
    #expect(row.icon.frame == CGRect(x: 12, y: 12, width: 40, height: 24))
    // 12 + 40 + 8.
    #expect(row.title.frame.minX == CGFloat(60))
    #expect(row.detail.frame.minX == CGFloat(60))
    #expect(row.detail.frame.maxX == CGFloat(308))
    // The list was not asked to lay out again: the row keeps its frame.
    #expect(row.view.frame == frameBefore)
  }

  @Test("A row measured twice in one layout pass, its frame set in between, gets the same size")
  func measuredTwiceInOnePass() {
    final class TwiceList: UIView {
      let row = Row()
      var sizes: [CGSize] = []
      override func layoutSubviews() {
        super.layoutSubviews()
        let first = row.fit(bounds.width)
        row.view.frame = CGRect(x: 0, y: 0, width: bounds.width, height: first.height)
        let second = row.fit(bounds.width)
        sizes = [first, second]
      }
    }
    let list = TwiceList(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
    list.row.bind(12)
    list.addSubview(list.row.view)
    list.layoutIfNeeded()
    let expected = CGSize(width: 320, height: list.row.expectedHeight(320))
    #expect(list.sizes == [expected, expected])
    #expect(list.row.view.frame.size == expected)
    list.row.bind(5)
    list.setNeedsLayout()
    list.layoutIfNeeded()
    #expect(
      list.sizes.map(\.height) == [list.row.expectedHeight(320), list.row.expectedHeight(320)])
    #expect(list.row.detail.frame.maxY == list.row.view.frame.height - 12)
  }

  // MARK: Memory

  @Test("A row removed while its measurement is held by the engine is freed")
  func removedRowFreed() {
    weak var weakRow: UIView?
    weak var weakDetail: UILabel?
    let list = makeList([1, 2])
    list.layoutIfNeeded()
    do {
      let row = Row()
      row.bind(3)
      list.addSubview(row.view)
      list.layoutIfNeeded()
      _ = row.fit(300)
      weakRow = row.view
      weakDetail = row.detail
      row.view.removeFromSuperview()
    }
    #expect(weakRow == nil)
    #expect(weakDetail == nil)
    // The list measures on.
    #expect(list.rows[1].fit(300).height == list.rows[1].expectedHeight(300))
  }

  @Test("A row with a constraint its frame broke is freed with the constraint when removed")
  func rowWithBrokenConstraintFreed() {
    weak var weakRow: UIView?
    weak var weakConstraint: NSLayoutConstraint?
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    do {
      let row = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
      host.addSubview(row)
      let plate = makeView("plate", in: row)
      let width = plate.widthAnchor.constraint(equalToConstant: 300)
      NSLayoutConstraint.activate([
        plate.topAnchor.constraint(equalTo: row.topAnchor),
        plate.bottomAnchor.constraint(equalTo: row.bottomAnchor),
        plate.leadingAnchor.constraint(equalTo: row.leadingAnchor),
        plate.trailingAnchor.constraint(equalTo: row.trailingAnchor),
        width,
      ])
      let issues = LayoutDiagnostics.capture { host.layoutIfNeeded() }
      #expect(issues.map(\.kind) == [.unsatisfiableConstraints])
      #expect(
        row.systemLayoutSizeFitting(
          CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
          verticalFittingPriority: .fittingSizeLevel
        ).width == 300)
      weakRow = row
      weakConstraint = width
      row.removeFromSuperview()
    }
    #expect(weakRow == nil)
    #expect(weakConstraint == nil)
  }

  @Test("A tree released while its engine holds a measurement frees every view")
  func releasedTreeFreed() {
    weak var weakList: UIView?
    weak var weakRow: UIView?
    weak var weakLabel: UILabel?
    do {
      let list = makeList([1, 2, 3])
      list.layoutIfNeeded()
      _ = list.rows[1].fit(250)
      weakList = list
      weakRow = list.rows[1].view
      weakLabel = list.rows[1].detail
      list.rows.removeAll()
    }
    #expect(weakList == nil)
    #expect(weakRow == nil)
    #expect(weakLabel == nil)
  }
}
