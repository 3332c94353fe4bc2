extension UIStackView {
  /// The layout of the arranged views perpendicular to the stack view's axis.
  ///
  /// UIKit gives `top` the raw value of `leading` and `bottom` that of `trailing`; in Swift they
  /// are the static properties ``top`` and ``bottom``.
  /// See [UIStackView.Alignment](https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum).
  @nonexhaustive
  public enum Alignment: Int, Sendable {
    /// Resizes the arranged views to fill the space perpendicular to the axis.
    case fill = 0
    /// Aligns the leading edges of vertically stacked views (the top edges of horizontally
    /// stacked views) with the stack view's edge.
    case leading = 1
    /// Aligns horizontally stacked views by their first baselines; valid for horizontal stacks
    /// only (a vertical stack view lays them out as ``fill``).
    case firstBaseline = 2
    /// Centers the arranged views perpendicular to the axis.
    case center = 3
    /// Aligns the trailing edges of vertically stacked views (the bottom edges of horizontally
    /// stacked views) with the stack view's edge.
    case trailing = 4
    /// Aligns horizontally stacked views by their last baselines; valid for horizontal stacks
    /// only (a vertical stack view lays them out as ``fill``).
    case lastBaseline = 5

    /// Aligns the top edges of horizontally stacked views; the same value as ``leading``.
    public static var top: Alignment { .leading }

    /// Aligns the bottom edges of horizontally stacked views; the same value as ``trailing``.
    public static var bottom: Alignment { .trailing }
  }
}
