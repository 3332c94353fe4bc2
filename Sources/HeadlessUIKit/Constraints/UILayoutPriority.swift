/// The layout priority of a constraint, from 1 to 1000 (required).
///
/// Higher priorities are satisfied first; an optional constraint that cannot be satisfied is
/// brought as close as possible. Don't specify a priority greater than ``required``.
/// UIKit: <https://developer.apple.com/documentation/uikit/uilayoutpriority>
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
  /// The priority as a number.
  public var rawValue: Float

  /// Creates a priority from a number.
  ///
  /// - Parameter rawValue: The priority, 1...1000.
  public init(rawValue: Float) {
    self.rawValue = rawValue
  }

  /// Creates a priority from a number.
  ///
  /// - Parameter rawValue: The priority, 1...1000.
  public init(_ rawValue: Float) {
    self.rawValue = rawValue
  }

  /// A required constraint (1000).
  public static let required = UILayoutPriority(1000)
  /// The priority with which a button resists compressing its content (750).
  public static let defaultHigh = UILayoutPriority(750)
  /// The priority of a drag that may end up resizing the window's scene (510).
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// The priority at which the window's scene prefers to stay the same size (500).
  public static let sceneSizeStayPut = UILayoutPriority(500)
  /// The priority of a drag that doesn't resize the scene (490).
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  /// The priority at which a button hugs its content horizontally (250).
  public static let defaultLow = UILayoutPriority(250)
  /// The priority with which a view prefers its fitting size in `systemLayoutSizeFitting` (50).
  public static let fittingSizeLevel = UILayoutPriority(50)
}

// UIKit's Swift overlay gives priorities arithmetic and an order, so that
// `.defaultHigh + 1` and `priorities.sorted()` compile.
extension UILayoutPriority: Comparable {
  /// Whether a priority is lower than another.
  ///
  /// - Parameters:
  ///   - lhs: A priority.
  ///   - rhs: Another priority.
  /// - Returns: `lhs.rawValue < rhs.rawValue`.
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// A priority raised by a number.
  ///
  /// - Parameters:
  ///   - lhs: A priority.
  ///   - rhs: The amount to add.
  /// - Returns: The priority `lhs.rawValue + rhs`.
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }

  /// A priority raised by a number, the number first.
  ///
  /// - Parameters:
  ///   - lhs: The amount to add.
  ///   - rhs: A priority.
  /// - Returns: The priority `lhs + rhs.rawValue`.
  public static func + (lhs: Float, rhs: UILayoutPriority) -> UILayoutPriority {
    UILayoutPriority(lhs + rhs.rawValue)
  }

  /// A priority lowered by a number.
  ///
  /// - Parameters:
  ///   - lhs: A priority.
  ///   - rhs: The amount to subtract.
  /// - Returns: The priority `lhs.rawValue - rhs`.
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }

  /// The distance between two priorities.
  ///
  /// - Parameters:
  ///   - lhs: A priority.
  ///   - rhs: The priority to subtract.
  /// - Returns: `lhs.rawValue - rhs.rawValue`.
  public static func - (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Float {
    lhs.rawValue - rhs.rawValue
  }

  /// Raises a priority by a number.
  ///
  /// - Parameters:
  ///   - lhs: The priority to raise.
  ///   - rhs: The amount to add.
  public static func += (lhs: inout UILayoutPriority, rhs: Float) {
    lhs = lhs + rhs
  }

  /// Lowers a priority by a number.
  ///
  /// - Parameters:
  ///   - lhs: The priority to lower.
  ///   - rhs: The amount to subtract.
  public static func -= (lhs: inout UILayoutPriority, rhs: Float) {
    lhs = lhs - rhs
  }
}
