import HeadlessUIKit
import Testing

/// Round 6 of user scenarios: fitting interleaved with the rest of a view's life — layout,
/// frames, autoresizing, hierarchy changes, ambiguity checks, overridden `updateConstraints`
/// and `intrinsicContentSize`, fitting from another tree's layout, conflicts and memory.
@MainActor
@Suite("User scenarios, round 6: fitting interleaved with layout and hierarchy changes")
struct UserScenarioRound6FittingInterleavingTests {
  typealias Fit = Round6Fitting.Fit
  typealias StackCell = UserScenarioRound6FittingTests.StackCell

  /// A root view whose alignment rectangle is inset (a drop shadow drawn around its content).
  final class ShadowedView: UIView {
    var shadow = UIEdgeInsets.zero
    override var alignmentRectInsets: UIEdgeInsets { shadow }
  }

  @Test("A root's alignment insets changed between fittings are in the next fitting size")
  func alignmentInsetsBetweenFittings() {
    func make() -> (ShadowedView, UIView) {
      let card = ShadowedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let content = UIView()
      content.translatesAutoresizingMaskIntoConstraints = false
      card.addSubview(content)
      NSLayoutConstraint.activate([
        content.topAnchor.constraint(equalTo: card.topAnchor),
        content.leadingAnchor.constraint(equalTo: card.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: card.trailingAnchor),
        content.bottomAnchor.constraint(equalTo: card.bottomAnchor),
        content.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
        content.heightAnchor.constraint(equalToConstant: 50),
      ])
      return (card, content)
    }
    let (card, _) = make()
    #expect(Round6Fitting.size(card, .compressed) == CGSize(width: 100, height: 50))
    card.shadow = UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 4)
    card.invalidateIntrinsicContentSize()
    // The frame is the alignment rectangle outset by the insets.
    #expect(Round6Fitting.size(card, .compressed) == CGSize(width: 108, height: 58))
    let (fresh, _) = make()
    fresh.shadow = card.shadow
    #expect(Round6Fitting.size(fresh, .compressed) == CGSize(width: 108, height: 58))
    // A required width is the frame's: the alignment rectangle is narrower by the insets.
    #expect(Round6Fitting.size(card, .width(320)) == CGSize(width: 320, height: 58))
    card.shadow = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    card.invalidateIntrinsicContentSize()
    #expect(Round6Fitting.size(card, .width(320)) == CGSize(width: 320, height: 50))
    #expect(Round6Fitting.size(card, .compressed) == CGSize(width: 120, height: 50))
    card.shadow = UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 4)
    card.invalidateIntrinsicContentSize()
    // And the cell lays out its content inside the insets afterwards.
    card.frame = CGRect(x: 0, y: 0, width: 108, height: 58)
    card.layoutIfNeeded()
    #expect(card.subviews[0].frame == CGRect(x: 4, y: 2, width: 100, height: 50))
  }

  @Test("translatesAutoresizingMaskIntoConstraints toggled on a measured root, then layout")
  func autoresizingToggledOnMeasuredRoot() {
    let sizing = StackCell()
    let first = Round6Fitting.size(sizing.cell, .width(320))
    sizing.cell.translatesAutoresizingMaskIntoConstraints = false
    #expect(Round6Fitting.size(sizing.cell, .width(320)) == first)
    sizing.cell.translatesAutoresizingMaskIntoConstraints = true
    #expect(Round6Fitting.size(sizing.cell, .width(320)) == first)
    sizing.cell.translatesAutoresizingMaskIntoConstraints = false
    _ = Round6Fitting.size(sizing.cell, .compressed)
    // A root that does not translate its frame keeps it: layout places the content in it.
    sizing.cell.layoutIfNeeded()
    let fresh = StackCell()
    fresh.cell.translatesAutoresizingMaskIntoConstraints = false
    fresh.cell.layoutIfNeeded()
    #expect(Round6Fitting.frames(sizing.cell) == Round6Fitting.frames(fresh.cell))
  }

  @Test("Subviews removed and added between fittings are out of and in the next one")
  func hierarchyChangesBetweenFittings() {
    @MainActor
    final class Scene {
      let cell = StackCell()
      let footer = UILabel()
      init() {
        footer.text = "Footer"
        footer.translatesAutoresizingMaskIntoConstraints = false
      }
      func addFooter() {
        cell.cell.addSubview(footer)
        NSLayoutConstraint.activate([
          footer.topAnchor.constraint(equalTo: cell.stack.bottomAnchor, constant: 10),
          footer.leadingAnchor.constraint(equalTo: cell.cell.leadingAnchor, constant: 16),
          footer.bottomAnchor.constraint(lessThanOrEqualTo: cell.cell.bottomAnchor),
        ])
      }
    }
    let steps: [(Scene) -> Void] = [
      { _ in },
      { $0.cell.thumbnail.removeFromSuperview() },
      { $0.addFooter() },
      { $0.cell.subtitle.removeFromSuperview() },
      { $0.footer.removeFromSuperview() },
      { $0.cell.stack.addArrangedSubview($0.cell.subtitle) },
    ]
    _ = Round6Fitting.expectMatchesOracle(
      Scene.init, root: \.cell.cell, steps: steps, fits: [.width(320), .compressed])
  }

  @Test("A measured sizing cell put into a table-like host lays out there as a fresh one does")
  func measuredRootJoinsAHierarchy() {
    func hosted(_ cell: StackCell) -> UIView {
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
      cell.cell.frame = CGRect(x: 0, y: 20, width: 375, height: 120)
      host.addSubview(cell.cell)
      return host
    }
    let sizing = StackCell()
    let measured = Round6Fitting.size(sizing.cell, .width(375))
    sizing.subtitle.text = "Changed after measuring, before joining"
    _ = Round6Fitting.size(sizing.cell, .width(375))
    let host = hosted(sizing)
    // Not a root anymore: measured in a temporary solver of its subtree.
    let fresh = StackCell()
    fresh.subtitle.text = sizing.subtitle.text
    let freshHost = hosted(fresh)
    #expect(
      Round6Fitting.size(sizing.cell, .width(375)) == Round6Fitting.size(fresh.cell, .width(375)))
    #expect(measured.height > 0)
    host.layoutIfNeeded()
    freshHost.layoutIfNeeded()
    #expect(Round6Fitting.frames(host) == Round6Fitting.frames(freshHost))
    #expect(sizing.cell.frame == CGRect(x: 0, y: 20, width: 375, height: 120))
    // Out again: a root once more, measured in its own engine.
    sizing.cell.removeFromSuperview()
    fresh.cell.removeFromSuperview()
    #expect(
      Round6Fitting.size(sizing.cell, .width(300)) == Round6Fitting.size(fresh.cell, .width(300)))
  }

  @Test("Frames set and laid out between fittings are a twin cell's, measured in a superview")
  func framesBetweenFittings() {
    // The twin lives in a superview (measured in a temporary solver), and goes through the
    // same texts, fittings and layouts: its labels wrap at the widths they were last laid
    // out at, as the sizing cell's do.
    let sizing = StackCell()
    let twin = StackCell()
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    host.addSubview(twin.cell)
    for (index, width) in [CGFloat(320), 240, 375, 200, 320].enumerated() {
      for cell in [sizing, twin] {
        cell.subtitle.text = String(repeating: "line \(index) ", count: 3 + index * 4)
      }
      let size = Round6Fitting.size(sizing.cell, .width(width))
      #expect(Round6Fitting.size(twin.cell, .width(width)) == size, "\(index)")
      sizing.cell.frame = CGRect(origin: .zero, size: size)
      sizing.cell.layoutIfNeeded()
      twin.cell.frame = CGRect(origin: .zero, size: size)
      host.layoutIfNeeded()
      #expect(Round6Fitting.frames(sizing.cell) == Round6Fitting.frames(twin.cell), "\(index)")
      // The fitted frame has room for every line: nothing is squeezed.
      #expect(sizing.subtitle.frame.height == sizing.subtitle.intrinsicContentSize.height)
    }
  }

  @Test("Ambiguity checks between fittings see the cell's own layout, not the fitting solution")
  func ambiguityChecksBetweenFittings() {
    func make() -> (UIView, UIView) {
      let cell = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 80))
      let loose = UIView()
      loose.accessibilityIdentifier = "loose"
      loose.translatesAutoresizingMaskIntoConstraints = false
      cell.addSubview(loose)
      // Its width and top are set; its leading and trailing only bounded: horizontally
      // ambiguous.
      NSLayoutConstraint.activate([
        loose.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
        loose.heightAnchor.constraint(equalToConstant: 30),
        loose.widthAnchor.constraint(equalToConstant: 100),
        loose.leadingAnchor.constraint(greaterThanOrEqualTo: cell.leadingAnchor, constant: 10),
        loose.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -10),
        loose.bottomAnchor.constraint(lessThanOrEqualTo: cell.bottomAnchor, constant: -10),
      ])
      return (cell, loose)
    }
    let (cell, loose) = make()
    let before = Round6Fitting.size(cell, .compressed)
    #expect(before == CGSize(width: 120, height: 50))
    #expect(loose.hasAmbiguousLayout)
    #expect(!cell.hasAmbiguousLayout)
    #expect(Round6Fitting.size(cell, .compressed) == before)
    let report = cell.ambiguityReport()
    #expect(report?.views == ["loose"])
    #expect(Round6Fitting.size(cell, .width(250)).width == 250)
    loose.exerciseAmbiguityInLayout()
    #expect(Round6Fitting.size(cell, .compressed) == before)
    // The frame stays inside the bounds whichever solution layout picked.
    cell.layoutIfNeeded()
    #expect(loose.frame.minX >= 10 && loose.frame.maxX <= 290 && loose.frame.minY == 10)
    #expect(loose.frame.size == CGSize(width: 100, height: 30))
  }

  /// A cell that switches between a compact and a regular look in `updateConstraints()`.
  @MainActor
  final class SwitchingCell: UIView {
    let badge = UIView()
    var compact = false {
      didSet { setNeedsUpdateConstraints() }
    }
    private lazy var height = badge.heightAnchor.constraint(equalToConstant: 60)
    private lazy var wide = badge.widthAnchor.constraint(equalToConstant: 120)
    private lazy var narrow = badge.widthAnchor.constraint(equalToConstant: 40)

    override init(frame: CGRect) {
      super.init(frame: frame)
      badge.translatesAutoresizingMaskIntoConstraints = false
      addSubview(badge)
      NSLayoutConstraint.activate([
        badge.topAnchor.constraint(equalTo: topAnchor, constant: 8),
        badge.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
        badge.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -8),
        badge.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -8),
      ])
    }

    required init?(coder: NSCoder) { nil }

    override func updateConstraints() {
      height.constant = compact ? 24 : 60
      wide.isActive = !compact
      narrow.isActive = compact
      height.isActive = true
      super.updateConstraints()
    }
  }

  @Test("updateConstraints() switching constraints between fittings is run before each one")
  func updateConstraintsBetweenFittings() {
    let cell = SwitchingCell(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    #expect(Round6Fitting.size(cell, .compressed) == CGSize(width: 136, height: 76))
    cell.compact = true
    #expect(Round6Fitting.size(cell, .compressed) == CGSize(width: 56, height: 40))
    #expect(Round6Fitting.size(cell, .width(320)) == CGSize(width: 320, height: 40))
    cell.compact = false
    #expect(Round6Fitting.size(cell, .width(320)) == CGSize(width: 320, height: 76))
    cell.layoutIfNeeded()
    #expect(cell.badge.frame == CGRect(x: 8, y: 8, width: 120, height: 60))
    cell.compact = true
    #expect(Round6Fitting.size(cell, .compressed) == CGSize(width: 56, height: 40))
    cell.layoutIfNeeded()
    #expect(cell.badge.frame == CGRect(x: 8, y: 8, width: 40, height: 24))
  }

  /// A view whose intrinsic size is another root's fitting size: a template it measures.
  @MainActor
  final class TemplateSizedView: UIView {
    let template = StackCell()
    override var intrinsicContentSize: CGSize {
      Round6Fitting.size(template.cell, .width(200))
    }
  }

  @Test("An intrinsic size measured from another sizing root, while this root is measured")
  func nestedFittingFromIntrinsicSize() {
    func make() -> (UIView, TemplateSizedView) {
      let cell = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
      let sized = TemplateSizedView()
      sized.translatesAutoresizingMaskIntoConstraints = false
      cell.addSubview(sized)
      NSLayoutConstraint.activate([
        sized.topAnchor.constraint(equalTo: cell.topAnchor, constant: 4),
        sized.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 4),
        sized.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -4),
        sized.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -4),
      ])
      return (cell, sized)
    }
    let (cell, sized) = make()
    let template = Round6Fitting.size(StackCell().cell, .width(200))
    let first = Round6Fitting.size(cell, .compressed)
    #expect(first == CGSize(width: template.width + 8, height: template.height + 8))
    for text in ["Short", String(repeating: "a longer text that wraps ", count: 4), ""] {
      sized.template.subtitle.text = text
      sized.invalidateIntrinsicContentSize()
      let measured = Round6Fitting.size(cell, .compressed)
      let (fresh, freshSized) = make()
      freshSized.template.subtitle.text = text
      #expect(measured == Round6Fitting.size(fresh, .compressed), "\(text)")
      #expect(
        measured.height == Round6Fitting.size(freshSized.template.cell, .width(200)).height + 8)
    }
    // Layout afterwards, at the measured size: the sized view at the template's size.
    cell.frame.size = Round6Fitting.size(cell, .compressed)
    cell.layoutIfNeeded()
    #expect(sized.frame.size == Round6Fitting.size(sized.template.cell, .width(200)))
  }

  /// A table-like view that measures its rows with a sizing cell during its own layout.
  @MainActor
  final class MeasuringTable: UIView {
    let sizing = StackCell()
    var items: [String] = []
    var heights: [CGFloat] = []
    override func layoutSubviews() {
      super.layoutSubviews()
      heights = items.map { item in
        sizing.subtitle.text = item
        return Round6Fitting.size(sizing.cell, .width(bounds.width)).height
      }
    }
  }

  @Test("Rows measured in another tree's layoutSubviews measure as fresh cells do")
  func fittingFromAnotherTreesLayout() {
    let window = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 800))
    let table = MeasuringTable()
    table.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(table)
    NSLayoutConstraint.activate([
      table.topAnchor.constraint(equalTo: window.topAnchor),
      table.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      table.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      table.bottomAnchor.constraint(equalTo: window.bottomAnchor),
    ])
    table.items = (0..<8).map { String(repeating: "row \($0) ", count: 1 + $0 * 5) }
    window.layoutIfNeeded()
    func expected(_ width: CGFloat) -> [CGFloat] {
      table.items.map { item in
        let fresh = StackCell()
        fresh.subtitle.text = item
        return Round6Fitting.size(fresh.cell, .width(width)).height
      }
    }
    #expect(table.heights == expected(375))
    // Rotated: measured again at the new width during the next layout.
    window.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    window.layoutIfNeeded()
    #expect(table.frame.width == 667)
    #expect(table.heights == expected(667))
  }

  @Test("A cell measuring itself in its own layoutSubviews gets the size a fresh cell measures")
  func fittingItselfDuringItsLayout() {
    final class SelfMeasuring: UIView {
      var measured: CGSize?
      override func layoutSubviews() {
        measured = systemLayoutSizeFitting(
          CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
          verticalFittingPriority: .fittingSizeLevel)
        super.layoutSubviews()
      }
    }
    func make() -> (SelfMeasuring, UILabel) {
      let cell = SelfMeasuring(frame: CGRect(x: 0, y: 0, width: 240, height: 44))
      let label = UILabel()
      label.numberOfLines = 0
      label.text = String(repeating: "self measuring ", count: 6)
      label.translatesAutoresizingMaskIntoConstraints = false
      cell.addSubview(label)
      NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
        label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
        label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10),
        label.bottomAnchor.constraint(lessThanOrEqualTo: cell.bottomAnchor, constant: -10),
      ])
      return (cell, label)
    }
    let (cell, label) = make()
    let before = Round6Fitting.size(cell, .width(240))
    cell.layoutIfNeeded()
    #expect(cell.measured == before)
    #expect(label.frame.width == 220)
    label.text = "Short"
    cell.setNeedsLayout()
    cell.layoutIfNeeded()
    let (fresh, freshLabel) = make()
    freshLabel.text = "Short"
    #expect(cell.measured == Round6Fitting.size(fresh, .width(240)))
    #expect(Round6Fitting.size(cell, .width(240)) == cell.measured)
  }

  /// A wrapping label that checks its layout whenever it is asked for its size (debugging
  /// code left in: `hasAmbiguousLayout` lays the tree out first).
  @MainActor
  final class CheckingLabel: UILabel {
    var checks = 0
    override var intrinsicContentSize: CGSize {
      if superview != nil {
        checks += 1
        _ = hasAmbiguousLayout
      }
      return super.intrinsicContentSize
    }
  }

  @Test("A label whose intrinsic size lays its tree out while measured still measures right")
  func layoutFromInsideAMeasuredIntrinsicSize() {
    func make(_ label: UILabel) -> UIView {
      let cell = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
      label.numberOfLines = 0
      label.text = String(repeating: "checked words ", count: 8)
      label.translatesAutoresizingMaskIntoConstraints = false
      cell.addSubview(label)
      NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 6),
        label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 6),
        label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -6),
        label.bottomAnchor.constraint(lessThanOrEqualTo: cell.bottomAnchor, constant: -6),
      ])
      return cell
    }
    let label = CheckingLabel()
    let cell = make(label)
    let plainLabel = UILabel()
    let plain = make(plainLabel)
    for width in [CGFloat(200), 320, 200] {
      #expect(Round6Fitting.size(cell, .width(width)) == Round6Fitting.size(plain, .width(width)))
    }
    #expect(label.checks > 0)
    // The layouts it ran are the cell's own, at its own frame.
    plain.layoutIfNeeded()
    #expect(cell.frame == CGRect(x: 0, y: 0, width: 300, height: 44))
    #expect(label.frame == plainLabel.frame)
  }

  @Test("A tie between two equally resisting labels is broken after fittings as without them")
  func tieBrokenAsWithoutFittings() {
    // Two labels that resist compression equally share a row too narrow for both: which one
    // gives way is the engine's choice (its own history). Measured in between, the cell must
    // make the same choice as a twin that was never measured.
    func make() -> (UIView, UILabel, UILabel) {
      let cell = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
      let left = UILabel()
      let right = UILabel()
      for label in [left, right] {
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
      }
      NSLayoutConstraint.activate([
        left.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
        right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
        right.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
        left.topAnchor.constraint(equalTo: cell.topAnchor),
        right.topAnchor.constraint(equalTo: cell.topAnchor),
      ])
      left.text = "Left side text"
      right.text = "Right side text"
      cell.layoutIfNeeded()
      return (cell, left, right)
    }
    let (cell, left, right) = make()
    let (twin, twinLeft, twinRight) = make()
    #expect(left.frame == twinLeft.frame)
    let texts = [
      ("Left side text, longer", "Right"), ("L", "Right side text, much longer now"),
      ("Left again, long enough", "Right again, long enough"), ("Left", "Right"),
      ("Left side, long once more", "Right side, long once more"),
    ]
    for (index, (leftText, rightText)) in texts.enumerated() {
      left.text = leftText
      _ = Round6Fitting.size(cell, .compressed)
      right.text = rightText
      _ = Round6Fitting.size(cell, .compressed)
      left.text = leftText + "!"
      _ = Round6Fitting.size(cell, .compressed)
      twinLeft.text = leftText
      twinRight.text = rightText
      twinLeft.text = leftText + "!"
      cell.layoutIfNeeded()
      twin.layoutIfNeeded()
      #expect(left.frame == twinLeft.frame, "\(index)")
      #expect(right.frame == twinRight.frame, "\(index)")
    }
  }

  /// The iOS 7 sizing-cell recipe: the label's `preferredMaxLayoutWidth` set from its laid-out
  /// width in `layoutSubviews()`, then the compressed size measured.
  @MainActor
  final class ClassicCell: UIView {
    let label = UILabel()
    override init(frame: CGRect) {
      super.init(frame: frame)
      label.numberOfLines = 0
      label.translatesAutoresizingMaskIntoConstraints = false
      addSubview(label)
      NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: topAnchor, constant: 10),
        label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 15),
        label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -15),
        label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
      ])
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
      super.layoutSubviews()
      label.preferredMaxLayoutWidth = label.frame.width
      super.layoutSubviews()
    }
  }

  @Test("The iOS 7 recipe: layout at the row width, then the compressed size, row after row")
  func classicSizingCellRecipe() {
    let sizing = ClassicCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    for (index, width) in [CGFloat(320), 375, 320, 280].enumerated() {
      let text = String(repeating: "row \(index) words ", count: 2 + index * 5)
      sizing.label.text = text
      sizing.frame = CGRect(x: 0, y: 0, width: width, height: 1000)
      sizing.setNeedsLayout()
      sizing.layoutIfNeeded()
      let height = Round6Fitting.size(sizing, .compressed).height
      // The label wraps at the width layout gave it.
      let wrapped = sizing.label.sizeThatFits(
        CGSize(width: width - 30, height: .greatestFiniteMagnitude)
      ).height
      #expect(height == wrapped + 20, "row \(index)")
      #expect(sizing.label.preferredMaxLayoutWidth == width - 30)
      // And the frame the recipe then gives the row lays it out with nothing squeezed.
      sizing.frame.size.height = height
      sizing.layoutIfNeeded()
      #expect(sizing.label.frame == CGRect(x: 15, y: 10, width: width - 30, height: wrapped))
    }
  }
}
