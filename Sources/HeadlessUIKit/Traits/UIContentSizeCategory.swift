/// Constants that indicate the preferred size of your content (the Dynamic Type size).
///
/// UIKit: <https://developer.apple.com/documentation/uikit/uicontentsizecategory>
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
  /// The category's name.
  public var rawValue: String

  /// Creates a category from its name.
  ///
  /// - Parameter rawValue: The category's name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// An unspecified font size.
  public static let unspecified = UIContentSizeCategory(
    rawValue: "_UICTContentSizeCategoryUnspecified")
  /// An extra-small font.
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  /// A small font.
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  /// A medium-sized font.
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// A large font (the default).
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// An extra-large font.
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// A font that's larger than the extra-large font.
  public static let extraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryXXL")
  /// The largest font size that isn't an accessibility size.
  public static let extraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryXXXL")
  /// A medium font size that reflects the current accessibility settings.
  public static let accessibilityMedium = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// A large font size that reflects the current accessibility settings.
  public static let accessibilityLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// An extra-large font size that reflects the current accessibility settings.
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// A font size that's larger than the accessibility extra-large size.
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// The largest font size that reflects the current accessibility settings.
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// The categories from smallest to largest, with the point size of body text in each (the
  /// Dynamic Type sizes in Apple's Human Interface Guidelines).
  static let bodySizes: [(category: UIContentSizeCategory, pointSize: CGFloat)] = [
    (.extraSmall, 14), (.small, 15), (.medium, 16), (.large, 17), (.extraLarge, 19),
    (.extraExtraLarge, 21), (.extraExtraExtraLarge, 23), (.accessibilityMedium, 28),
    (.accessibilityLarge, 33), (.accessibilityExtraLarge, 40),
    (.accessibilityExtraExtraLarge, 47), (.accessibilityExtraExtraExtraLarge, 53),
  ]

  /// The point size of body text in this category (17, the large size's, when unspecified).
  var bodyPointSize: CGFloat {
    Self.bodySizes.first(where: { $0.category == self })?.pointSize ?? 17
  }

  /// Whether the category is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool {
    rawValue.hasPrefix("UICTContentSizeCategoryAccessibility")
  }

  /// Whether the first category is smaller than the second (unspecified is the smallest).
  ///
  /// - Parameters:
  ///   - lhs: A category.
  ///   - rhs: Another category.
  /// - Returns: `true` when `lhs` is the smaller size.
  public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
    let order = bodySizes.map(\.category)
    return (order.firstIndex(of: lhs) ?? -1) < (order.firstIndex(of: rhs) ?? -1)
  }
}
