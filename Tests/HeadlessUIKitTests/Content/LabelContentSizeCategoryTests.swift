import HeadlessUIKit
import Testing

@MainActor
@Suite("UILabel.adjustsFontForContentSizeCategory follows Dynamic Type")
struct LabelContentSizeCategoryTests {
  /// A label with a body text-style font in a window whose content size category is `category`.
  func makeLabel(adjusts: Bool) -> (window: UIWindow, label: UILabel) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.isHidden = false
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = adjusts
    label.text = "Dynamic"
    window.addSubview(label)
    window.layoutIfNeeded()
    return (window, label)
  }

  @Test("an adjusting label remakes its text-style font when the category changes")
  func adjusts() {
    let (window, label) = makeLabel(adjusts: true)
    #expect(label.font.pointSize == 17)
    let before = label.intrinsicContentSize
    window.traitOverrides.preferredContentSizeCategory = .extraExtraExtraLarge
    window.layoutIfNeeded()
    #expect(label.font.pointSize == 23)
    #expect(label.intrinsicContentSize.width > before.width)
    window.traitOverrides.preferredContentSizeCategory = .large
    window.layoutIfNeeded()
    #expect(label.font.pointSize == 17)
  }

  @Test("a label that does not adjust keeps its font")
  func doesNotAdjust() {
    let (window, label) = makeLabel(adjusts: false)
    window.traitOverrides.preferredContentSizeCategory = .extraExtraExtraLarge
    window.layoutIfNeeded()
    #expect(label.font.pointSize == 17)
  }

  @Test("a font that is not a text style is not adjusted")
  func fixedFont() {
    let (window, label) = makeLabel(adjusts: true)
    label.font = .systemFont(ofSize: 12)
    window.traitOverrides.preferredContentSizeCategory = .extraSmall
    window.layoutIfNeeded()
    #expect(label.font.pointSize == 12)
  }

  @Test("preferred fonts scale with the category of a trait collection")
  func scaledFonts() {
    let huge = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
    #expect(UIFont.preferredFont(forTextStyle: .subheadline, compatibleWith: huge).pointSize == 20)
    #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: nil).pointSize == 17)
  }
}
