import HeadlessUIKit
import Testing

@MainActor
@Suite("systemLayoutSizeFitting: target sizes and priorities")
struct FittingPriorityTests {
  @Test("Fitting: compressed and expanded sizes, and a required width wrapping a label")
  func fittingPriorities() {
    let card = UIView()
    let label = add(UILabel(), "label", to: card)
    label.text = "One two three four five six seven eight nine ten"
    label.numberOfLines = 0
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
      label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
      label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
      label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
    ])
    let natural = label.intrinsicContentSize
    #expect(
      card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: natural.width + 16, height: natural.height + 16))
    let wrapped = Headless.TextMeasurement.size(
      of: label.text ?? "", font: label.font, maxWidth: 100, numberOfLines: 0)
    #expect(wrapped.height > natural.height)
    #expect(
      card.systemLayoutSizeFitting(
        CGSize(width: 116, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
        == CGSize(width: 116, height: wrapped.height + 16))
  }

  @Test("Fitting keeps compression resistance above the fitting priority (hugging is below it)")
  func fittingCompressionResistance() {
    let chip = UIView()
    let label = add(UILabel(), "label", to: chip)
    label.text = "Mocha"
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: chip.topAnchor, constant: 4),
      label.leadingAnchor.constraint(equalTo: chip.leadingAnchor, constant: 8),
      label.trailingAnchor.constraint(equalTo: chip.trailingAnchor, constant: -8),
      label.bottomAnchor.constraint(equalTo: chip.bottomAnchor, constant: -4),
    ])
    let natural = label.intrinsicContentSize
    // 500 beats the label's hugging (251) but not its compression resistance (750): the chip
    // may not squeeze the label (UIView.contentCompressionResistancePriority(for:)).
    let kept = chip.systemLayoutSizeFitting(
      CGSize(width: 20, height: 0), withHorizontalFittingPriority: UILayoutPriority(500),
      verticalFittingPriority: .fittingSizeLevel)
    #expect(kept == CGSize(width: natural.width + 16, height: natural.height + 8))
    let stretched = chip.systemLayoutSizeFitting(
      CGSize(width: 200, height: 0), withHorizontalFittingPriority: UILayoutPriority(500),
      verticalFittingPriority: .fittingSizeLevel)
    #expect(stretched.width == 200)
    let squeezed = chip.systemLayoutSizeFitting(
      CGSize(width: 20, height: 0), withHorizontalFittingPriority: UILayoutPriority(800),
      verticalFittingPriority: .fittingSizeLevel)
    #expect(squeezed.width == 20)
  }

  /// A label with padding, as apps write them: its intrinsic size adds the insets.
  final class PaddedLabel: UILabel {
    override var intrinsicContentSize: CGSize {
      let size = super.intrinsicContentSize
      return CGSize(width: size.width + 20, height: size.height + 10)
    }
  }

  @Test("Fitting a cell again at another width wraps at the new width, not the last layout's")
  func fittingAgainAtAnotherWidth() {
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let body = add(PaddedLabel(), "body", to: cell)
    body.numberOfLines = 0
    body.text = "A long description of the drink that needs several lines on a phone"
    NSLayoutConstraint.activate([
      body.topAnchor.constraint(equalTo: cell.topAnchor),
      body.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
      body.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
      body.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
    ])
    cell.layoutIfNeeded()
    #expect(body.frame.width == 320)
    func height(wrappingAt width: CGFloat) -> CGFloat {
      Headless.TextMeasurement.size(
        of: body.text ?? "", font: body.font, maxWidth: width, numberOfLines: 0
      ).height + 10
    }
    #expect(height(wrappingAt: 150) > height(wrappingAt: 320))
    for width: CGFloat in [150, 320, 150] {
      let size = cell.systemLayoutSizeFitting(
        CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
      #expect(size == CGSize(width: width, height: height(wrappingAt: width)))
    }
    // Fitting changes nothing in the view's own layout.
    #expect(cell.frame.size == CGSize(width: 320, height: 100) && body.frame.width == 320)
  }
}
