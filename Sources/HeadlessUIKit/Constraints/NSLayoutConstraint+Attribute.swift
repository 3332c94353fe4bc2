extension NSLayoutConstraint {
  /// The part of an object's visual representation that a constraint relates.
  ///
  /// UIKit: <https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute>
  @nonexhaustive
  public enum Attribute: Int, Sendable {
    /// The left side of the object's alignment rectangle.
    case left = 1
    /// The right side of the object's alignment rectangle.
    case right = 2
    /// The top of the object's alignment rectangle.
    case top = 3
    /// The bottom of the object's alignment rectangle.
    case bottom = 4
    /// The leading edge: left in left-to-right layouts, right in right-to-left layouts.
    case leading = 5
    /// The trailing edge: right in left-to-right layouts, left in right-to-left layouts.
    case trailing = 6
    /// The width of the object's alignment rectangle.
    case width = 7
    /// The height of the object's alignment rectangle.
    case height = 8
    /// The center along the x-axis of the object's alignment rectangle.
    case centerX = 9
    /// The center along the y-axis of the object's alignment rectangle.
    case centerY = 10
    /// The object's baseline: for objects with more than one line of text, the bottom line.
    case lastBaseline = 11
    /// The object's baseline: for objects with more than one line of text, the top line.
    case firstBaseline = 12
    /// The object's left margin.
    case leftMargin = 13
    /// The object's right margin.
    case rightMargin = 14
    /// The object's top margin.
    case topMargin = 15
    /// The object's bottom margin.
    case bottomMargin = 16
    /// The object's leading margin.
    case leadingMargin = 17
    /// The object's trailing margin.
    case trailingMargin = 18
    /// The center along the x-axis between the object's left and right margins.
    case centerXWithinMargins = 19
    /// The center along the y-axis between the object's top and bottom margins.
    case centerYWithinMargins = 20
    /// A placeholder: the constraint's second item and attribute are absent.
    case notAnAttribute = 0

    /// The object's baseline (the last baseline; UIKit's older name).
    @available(*, unavailable, renamed: "lastBaseline")
    public static var baseline: Attribute { .lastBaseline }
  }

  /// The relation between the first attribute and the modified second attribute in a constraint.
  ///
  /// UIKit: <https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation>
  @nonexhaustive
  public enum Relation: Int, Sendable {
    /// The constraint requires the first attribute to be ≤ the modified second attribute.
    case lessThanOrEqual = -1
    /// The constraint requires the first attribute to equal the modified second attribute.
    case equal = 0
    /// The constraint requires the first attribute to be ≥ the modified second attribute.
    case greaterThanOrEqual = 1
  }

  /// The two orientations in Auto Layout.
  ///
  /// UIKit: <https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis>
  @nonexhaustive
  public enum Axis: Int, Sendable {
    /// The constraint applies to the horizontal arrangement of items.
    case horizontal = 0
    /// The constraint applies to the vertical arrangement of items.
    case vertical = 1
  }
}

extension NSLayoutConstraint.Attribute {
  /// The kind of quantity the attribute measures.
  enum Kind { case xPosition, yPosition, size, none }

  var kind: Kind {
    switch self {
    case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
      .trailingMargin, .centerXWithinMargins:
      return .xPosition
    case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
      .centerYWithinMargins:
      return .yPosition
    case .width, .height: return .size
    case .notAnAttribute: return .none
    }
  }

  /// The axis the attribute lies on (`nil` for `notAnAttribute`).
  var axis: NSLayoutConstraint.Axis? {
    switch self {
    case .width: return .horizontal
    case .height: return .vertical
    default:
      switch kind {
      case .xPosition: return .horizontal
      case .yPosition: return .vertical
      default: return nil
      }
    }
  }

  /// Whether the attribute depends on layout direction (leading/trailing family).
  var isDirectional: Bool {
    switch self {
    case .leading, .trailing, .leadingMargin, .trailingMargin: return true
    default: return false
    }
  }

  /// Whether the attribute is absolute left/right.
  var isAbsoluteHorizontal: Bool {
    switch self {
    case .left, .right, .leftMargin, .rightMargin: return true
    default: return false
    }
  }

  /// Whether the attribute is measured on the margins guide.
  var isMargin: Bool {
    rawValue >= 13 && rawValue <= 20
  }

  /// The same attribute measured on the view's own edges (margins removed).
  var withoutMargin: NSLayoutConstraint.Attribute {
    switch self {
    case .leftMargin: return .left
    case .rightMargin: return .right
    case .topMargin: return .top
    case .bottomMargin: return .bottom
    case .leadingMargin: return .leading
    case .trailingMargin: return .trailing
    case .centerXWithinMargins: return .centerX
    case .centerYWithinMargins: return .centerY
    default: return self
    }
  }

  /// The name UIKit's descriptions use (`top`, `leadingMargin`, …).
  var name: String {
    switch self {
    case .left: return "left"
    case .right: return "right"
    case .top: return "top"
    case .bottom: return "bottom"
    case .leading: return "leading"
    case .trailing: return "trailing"
    case .width: return "width"
    case .height: return "height"
    case .centerX: return "centerX"
    case .centerY: return "centerY"
    case .lastBaseline: return "lastBaseline"
    case .firstBaseline: return "firstBaseline"
    case .leftMargin: return "leftMargin"
    case .rightMargin: return "rightMargin"
    case .topMargin: return "topMargin"
    case .bottomMargin: return "bottomMargin"
    case .leadingMargin: return "leadingMargin"
    case .trailingMargin: return "trailingMargin"
    case .centerXWithinMargins: return "centerXWithinMargins"
    case .centerYWithinMargins: return "centerYWithinMargins"
    case .notAnAttribute: return "notAnAttribute"
    }
  }
}

extension NSLayoutConstraint.Relation {
  /// The symbol used in descriptions: `==`, `<=` or `>=`.
  var symbol: String {
    switch self {
    case .lessThanOrEqual: return "<="
    case .equal: return "=="
    case .greaterThanOrEqual: return ">="
    }
  }
}
