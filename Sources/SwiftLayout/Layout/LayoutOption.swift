/// Options that change how the views of a ``GroupLayout`` are added to their parent.
public struct LayoutOption: OptionSet, Sendable {
  /// The raw bits.
  public var rawValue: Int

  /// Creates options from raw bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// No option: views in a stack view become arranged subviews.
  public static let none = LayoutOption([])

  /// Views of the group directly inside a stack view become plain subviews, not arranged ones
  /// (as ``ViewLayout/asPlainSubview()`` makes one view).
  public static let isNotArranged = LayoutOption(rawValue: 1 << 0)
}
