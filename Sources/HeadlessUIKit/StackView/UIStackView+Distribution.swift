extension UIStackView {
  /// The layout that defines the size and position of the arranged views along the stack view's
  /// axis.
  ///
  /// See [UIStackView.Distribution](https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum).
  @nonexhaustive
  public enum Distribution: Int, Sendable {
    /// Resizes the arranged views so that they fill the available space along the axis.
    ///
    /// Views that don't fit shrink by their compression resistance; views that don't fill grow
    /// by their content hugging.
    case fill = 0
    /// Resizes all arranged views to the same size along the axis, filling the available space.
    case fillEqually = 1
    /// Resizes the arranged views in proportion to their intrinsic content sizes along the axis.
    case fillProportionally = 2
    /// Keeps the views at their sizes and makes the gaps between them equal, at least
    /// ``UIStackView/spacing``.
    case equalSpacing = 3
    /// Makes the distances between the views' centers equal, keeping at least
    /// ``UIStackView/spacing`` between neighbours.
    case equalCentering = 4
  }
}
