import HeadlessUIKit
import Testing

/// Fitting meets overridden `updateConstraints()`,
/// `intrinsicContentSize` and `layoutSubviews()`: constraints switched before each fitting,
/// nested fittings of other roots, fitting from another tree's layout or from the view's own,
/// a layout run while measured, and the iOS 7 sizing-cell recipe.
@MainActor
@Suite("Fitting with overridden layout methods")
struct FittingOverrideTests {
  typealias Fit = FittingOracle.Fit

  typealias StackCell = FittingBetweenChangesTests.StackCell

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
    #expect(FittingOracle.size(cell, .compressed) == CGSize(width: 136, height: 76))
    cell.compact = true
    #expect(FittingOracle.size(cell, .compressed) == CGSize(width: 56, height: 40))
    #expect(FittingOracle.size(cell, .width(320)) == CGSize(width: 320, height: 40))
    cell.compact = false
    #expect(FittingOracle.size(cell, .width(320)) == CGSize(width: 320, height: 76))
    cell.layoutIfNeeded()
    #expect(cell.badge.frame == CGRect(x: 8, y: 8, width: 120, height: 60))
    cell.compact = true
    #expect(FittingOracle.size(cell, .compressed) == CGSize(width: 56, height: 40))
    cell.layoutIfNeeded()
    #expect(cell.badge.frame == CGRect(x: 8, y: 8, width: 40, height: 24))
  }

  /// A view whose intrinsic size is another root's fitting size: a template it measures.
  @MainActor
  final class TemplateSizedView: UIView {
    let template = StackCell()
    override var intrinsicContentSize: CGSize {
      FittingOracle.size(template.cell, .width(200))
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
    let template = FittingOracle.size(StackCell().cell, .width(200))
    let first = FittingOracle.size(cell, .compressed)
    #expect(first == CGSize(width: template.width + 8, height: template.height + 8))
    for text in ["Short", String(repeating: "a longer text that wraps ", count: 4), ""] {
      sized.template.subtitle.text = text
      sized.invalidateIntrinsicContentSize()
      let measured = FittingOracle.size(cell, .compressed)
      let (fresh, freshSized) = make()
      freshSized.template.subtitle.text = text
      #expect(measured == FittingOracle.size(fresh, .compressed), "\(text)")
      #expect(
        measured.height == FittingOracle.size(freshSized.template.cell, .width(200)).height + 8)
    }
    // Layout afterwards, at the measured size: the sized view at the template's size.
    cell.frame.size = FittingOracle.size(cell, .compressed)
    cell.layoutIfNeeded()
    #expect(sized.frame.size == FittingOracle.size(sized.template.cell, .width(200)))
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
        return FittingOracle.size(sizing.cell, .width(bounds.width)).height
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
        return FittingOracle.size(fresh.cell, .width(width)).height
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
    let before = FittingOracle.size(cell, .width(240))
    cell.layoutIfNeeded()
    #expect(cell.measured == before)
    #expect(label.frame.width == 220)
    label.text = "Short"
    cell.setNeedsLayout()
    cell.layoutIfNeeded()
    let (fresh, freshLabel) = make()
    freshLabel.text = "Short"
    #expect(cell.measured == FittingOracle.size(fresh, .width(240)))
    #expect(FittingOracle.size(cell, .width(240)) == cell.measured)
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
      #expect(FittingOracle.size(cell, .width(width)) == FittingOracle.size(plain, .width(width)))
    }
    #expect(label.checks > 0)
    // The layouts it ran are the cell's own, at its own frame.
    plain.layoutIfNeeded()
    #expect(cell.frame == CGRect(x: 0, y: 0, width: 300, height: 44))
    #expect(label.frame == plainLabel.frame)
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
      let height = FittingOracle.size(sizing, .compressed).height
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
