import HeadlessUIKit
import Testing

@MainActor
@Suite("Fitting a view inside a laid-out hierarchy: lists and rows")
struct FittingInHierarchyTests {
  @Test("Rows inserted and removed between layouts get the frames a freshly built list gives")
  func rowsInsertedAndRemovedBetweenLayouts() {
    let list = makeList([0, 1, 2, 3])
    list.layoutIfNeeded()
    // Remove one, insert two (one at the top), rebind one.
    list.rows[1].view.removeFromSuperview()
    list.rows.remove(at: 1)
    let top = ListRow()
    top.bind(9)
    list.insertSubview(top.view, at: 0)
    list.rows.insert(top, at: 0)
    let bottom = ListRow()
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
    func make() -> (UIView, ListRow) {
      let list = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
      list.layoutMargins = UIEdgeInsets(top: 0, left: 100, bottom: 0, right: 100)
      let row = ListRow()
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
    func make() -> (UIView, ListRow) {
      let list = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 700))
      let row = ListRow()
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
    let row = ListRow()
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
}
