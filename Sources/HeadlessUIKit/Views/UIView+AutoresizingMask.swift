extension UIView {
  /// Options that describe how a view resizes when its superview's bounds change.
  ///
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct>
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The option set's bits.
    public let rawValue: UInt
    /// Creates a mask from bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Resizing by expanding or shrinking the left margin.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// Resizing by expanding or shrinking the width.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// Resizing by expanding or shrinking the right margin.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// Resizing by expanding or shrinking the top margin.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// Resizing by expanding or shrinking the height.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// Resizing by expanding or shrinking the bottom margin.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Options to specify how a view adjusts its content when its size changes.
  @nonexhaustive
  public enum ContentMode: Int, Sendable {
    /// Scale the content to fit the size of itself by changing the aspect ratio if necessary.
    case scaleToFill = 0
    /// Scale the content to fit the size of the view, maintaining the aspect ratio.
    case scaleAspectFit = 1
    /// Scale the content to fill the size of the view; some content may be clipped.
    case scaleAspectFill = 2
    /// Redisplay the view when the bounds change.
    case redraw = 3
    /// Center the content in the view's bounds, keeping the proportions the same.
    case center = 4
    /// Center the content aligned at the top in the view's bounds.
    case top = 5
    /// Center the content aligned at the bottom in the view's bounds.
    case bottom = 6
    /// Align the content on the left of the view.
    case left = 7
    /// Align the content on the right of the view.
    case right = 8
    /// Align the content in the top-left corner of the view.
    case topLeft = 9
    /// Align the content in the top-right corner of the view.
    case topRight = 10
    /// Align the content in the bottom-left corner of the view.
    case bottomLeft = 11
    /// Align the content in the bottom-right corner of the view.
    case bottomRight = 12
  }
}
