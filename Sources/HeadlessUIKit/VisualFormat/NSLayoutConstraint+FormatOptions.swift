extension NSLayoutConstraint {
  /// Options for ``NSLayoutConstraint/constraints(withVisualFormat:options:metrics:views:)``:
  /// how to align the views of a format string, which direction a horizontal format runs, and
  /// whether vertical spacing is measured between edges or baselines.
  ///
  /// The raw values are UIKit's: an alignment option is `1 << attribute.rawValue`, the
  /// direction sits in bits 16–17 and the spacing in bit 19.
  public struct FormatOptions: OptionSet, Hashable, Sendable {
    /// The bits of the options.
    public let rawValue: UInt

    /// Creates options from their raw bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Aligns the left edges of all the views in the format string.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Aligns the right edges of all the views in the format string.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Aligns the top edges of all the views in the format string.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Aligns the bottom edges of all the views in the format string.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Aligns the leading edges of all the views in the format string.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Aligns the trailing edges of all the views in the format string.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Aligns the horizontal centers of all the views in the format string.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Aligns the vertical centers of all the views in the format string.
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Aligns the last baselines of all the views in the format string.
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Aligns the first baselines of all the views in the format string.
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// The bits that hold the alignment options.
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

    /// Lays a horizontal format out from leading to trailing, the default (no bits set).
    public static let directionLeadingToTrailing = FormatOptions([])
    /// Lays a horizontal format out from left to right, whatever the layout direction.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// Lays a horizontal format out from right to left, whatever the layout direction.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    /// The bits that hold the direction.
    public static let directionMask = FormatOptions(rawValue: 3 << 16)

    /// Measures vertical spacing between the views' edges, the default (no bits set).
    public static let spacingEdgeToEdge = FormatOptions([])
    /// Measures vertical spacing from the last baseline of a view to the first baseline of the
    /// next.
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    /// The bits that hold the spacing option.
    public static let spacingMask = FormatOptions(rawValue: 1 << 19)
  }
}
