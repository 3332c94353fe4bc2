extension LayoutInspection {
  /// A view or layout guide of the inspected tree, with what does not change between layouts.
  public struct Item: Codable, Sendable, Hashable {
    /// The stable id: the path of subview indices from the root (`0`, `0.2`, `0.2.1`), a guide
    /// adding its role or index (`0.2.safeArea`, `0.2.guide1`).
    public var id: String
    /// The id of the superview (of the owning view, for a guide); `nil` for the root.
    public var parent: String?
    /// The depth in the tree, 0 for the root.
    public var depth: Int
    /// What kind of item it is, which decides its colour.
    public var kind: Kind
    /// The class name, such as `UILabel` or `MenuDetailBottomView`.
    public var className: String
    /// The name descriptions give it: the identifier, else type and index (`UILabel[2]`).
    public var name: String
    /// The `accessibilityIdentifier` of a view, the `identifier` of a guide, if set.
    public var identifier: String?
    /// What the item shows: a label's text, a button's title, an image's name.
    public var content: String?
    /// Whether the view (or the view owning the guide) or one of its superviews is hidden.
    public var isHidden: Bool
    /// The intrinsic content size as text (`100 × 20`, `none × 20`); `nil` for guides.
    public var intrinsicSize: String?
    /// The content hugging priorities, horizontal then vertical; empty for guides.
    public var hugging: [Float]
    /// The compression resistance priorities, horizontal then vertical; empty for guides.
    public var compressionResistance: [Float]
    /// The active constraints affecting the item on either axis, as their descriptions.
    public var constraints: [Constraint]

    /// Creates an item (see the properties).
    public init(
      id: String, parent: String?, depth: Int, kind: Kind, className: String, name: String,
      identifier: String?, content: String?, isHidden: Bool, intrinsicSize: String?,
      hugging: [Float], compressionResistance: [Float], constraints: [Constraint]
    ) {
      self.id = id
      self.parent = parent
      self.depth = depth
      self.kind = kind
      self.className = className
      self.name = name
      self.identifier = identifier
      self.content = content
      self.isHidden = isHidden
      self.intrinsicSize = intrinsicSize
      self.hugging = hugging
      self.compressionResistance = compressionResistance
      self.constraints = constraints
    }
  }

  /// The kinds of item, each drawn in its own colour.
  public enum Kind: String, Codable, Sendable, Hashable, CaseIterable {
    /// The root of the tree (often a window).
    case root
    /// A plain view or a view of a class not listed here.
    case view
    /// A `UILabel`.
    case label
    /// A `UIButton` (or another control).
    case control
    /// A `UIImageView`.
    case image
    /// A `UIStackView`.
    case stack
    /// A `UIScrollView`.
    case scroll
    /// A layout guide.
    case guide
  }

  /// A constraint as the inspector lists it.
  public struct Constraint: Codable, Sendable, Hashable {
    /// The constraint's description: `'id' title.top == root.top + 16 @750`, as UIKit's console
    /// writes constraints, keyed by item names.
    public var text: String
    /// Whether it was broken to recover from a conflict.
    public var isBroken: Bool
    /// Whether UIKit made it (from an autoresizing mask, a content size, a guide); these end
    /// with their role in parentheses.
    public var isSystem: Bool
    /// The ids of the items it relates.
    public var items: [String]

    /// Creates a constraint entry (see the properties).
    public init(text: String, isBroken: Bool, isSystem: Bool, items: [String]) {
      self.text = text
      self.isBroken = isBroken
      self.isSystem = isSystem
      self.items = items
    }
  }
}
