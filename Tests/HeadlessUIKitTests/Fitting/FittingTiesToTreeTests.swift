import HeadlessUIKit
import Testing

@MainActor
@Suite("Fitting a view inside a hierarchy: ties to the rest of the tree are left out")
struct FittingTiesToTreeTests {
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
    let issues = Headless.LayoutDiagnostics.capture { row.view.addConstraint(gap) }
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
    func make() -> (UIView, ListRow, UILayoutGuide) {
      let list = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
      let row = ListRow()
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
    let layout = Headless.LayoutDiagnostics.capture { list.layoutIfNeeded() }
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
    let row = ListRow()
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
    let layout = Headless.LayoutDiagnostics.capture { host.layoutIfNeeded() }
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
    let measuring = Headless.LayoutDiagnostics.capture { inPlace = fit(box) }
    #expect(inPlace == oracle)
    #expect(measuring.isEmpty, "\(measuring.map(\.message))")
    host.setNeedsLayout()
    let again = Headless.LayoutDiagnostics.capture { host.layoutIfNeeded() }
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
    let layout = Headless.LayoutDiagnostics.capture { host.layoutIfNeeded() }
    #expect(layout.map(\.kind) == [.unsatisfiableConstraints])
    var measured = CGSize.zero
    let measuring = Headless.LayoutDiagnostics.capture {
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
    _ = Headless.LayoutDiagnostics.capture { freshHost.layoutIfNeeded() }
    freshShort.constant = 80
    freshBox.frame.size.height = 140
    _ = Headless.LayoutDiagnostics.capture { freshHost.layoutIfNeeded() }
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
    let measuring = Headless.LayoutDiagnostics.capture {
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
    let layout = Headless.LayoutDiagnostics.capture { cell.layoutIfNeeded() }
    #expect(layout.map(\.kind) == [.unsatisfiableConstraints])
    #expect(cell.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
  }
}
