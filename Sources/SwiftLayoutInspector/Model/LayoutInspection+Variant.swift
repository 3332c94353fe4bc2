extension LayoutInspection {
  /// One layout of the tree: its size, direction, frames and issues.
  public struct Variant: Codable, Sendable, Hashable {
    /// The root's width.
    public var width: Double
    /// The root's height.
    public var height: Double
    /// Whether the tree was laid out right-to-left.
    public var isRightToLeft: Bool
    /// Each item's frame in the root's coordinates, by id.
    public var frames: [String: Rect]
    /// Each view's frame in its superview as UIKit prints it, `(x y; w h)` (a guide's layout
    /// frame in its owning view), by id.
    public var frameTexts: [String: String]
    /// The constraint sets that could not be satisfied together.
    public var unsatisfiable: [Conflict]
    /// The items whose frames the constraints leave ambiguous.
    public var ambiguous: [Ambiguity]

    /// Creates a variant (see the properties).
    public init(
      width: Double, height: Double, isRightToLeft: Bool, frames: [String: Rect],
      frameTexts: [String: String], unsatisfiable: [Conflict], ambiguous: [Ambiguity]
    ) {
      self.width = width
      self.height = height
      self.isRightToLeft = isRightToLeft
      self.frames = frames
      self.frameTexts = frameTexts
      self.unsatisfiable = unsatisfiable
      self.ambiguous = ambiguous
    }
  }

  /// A set of required constraints that cannot hold together.
  public struct Conflict: Codable, Sendable, Hashable {
    /// The constraints of the set, as descriptions.
    public var constraints: [String]
    /// The one broken to recover.
    public var broken: String?
    /// The ids of the items the constraints relate.
    public var items: [String]

    /// Creates a conflict entry (see the properties).
    public init(constraints: [String], broken: String?, items: [String]) {
      self.constraints = constraints
      self.broken = broken
      self.items = items
    }
  }

  /// An item whose frame the constraints leave open on some axes.
  public struct Ambiguity: Codable, Sendable, Hashable {
    /// The item's id.
    public var item: String
    /// The item's name.
    public var name: String
    /// The ambiguous axes, `horizontal` and/or `vertical`.
    public var axes: [String]

    /// Creates an ambiguity entry (see the properties).
    public init(item: String, name: String, axes: [String]) {
      self.item = item
      self.name = name
      self.axes = axes
    }
  }
}
