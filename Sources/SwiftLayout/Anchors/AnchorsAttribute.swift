import Foundation

/// SwiftLayout 5's typed attributes of one axis; here every `attribute:` takes an
/// `NSLayoutConstraint.Attribute`, and these convert to it with ``attribute``.
public protocol AnchorsAttribute {
  /// The typed attribute for `attribute`, or `nil` when it belongs to another axis.
  init?(attribute: SLLayoutAttribute)
  /// The constraint attribute.
  var attribute: SLLayoutAttribute { get }
  /// `-1` for a far edge (bottom, right, trailing and their margins), where an inward offset
  /// subtracts; `1` otherwise.
  var inwardDirectionFactor: CGFloat { get }
}

extension AnchorsAttribute {
  /// `-1` for a far edge, `1` otherwise.
  public var inwardDirectionFactor: CGFloat {
    Anchors.isFarEdge(attribute) ? -1 : 1
  }
}

/// A horizontal attribute, in SwiftLayout 5's spelling.
public enum AnchorsXAxisAttribute: AnchorsAttribute, Sendable {
  /// `centerX`.
  case centerX
  /// `leading`.
  case leading
  /// `trailing`.
  case trailing
  /// `left`.
  case left
  /// `right`.
  case right
  #if SWIFTLAYOUT_UIKIT_API
  /// `centerXWithinMargins`.
  case centerXWithinMargins
  /// `leftMargin`.
  case leftMargin
  /// `rightMargin`.
  case rightMargin
  /// `leadingMargin`.
  case leadingMargin
  /// `trailingMargin`.
  case trailingMargin
  #endif

  /// The typed attribute for `attribute`, or `nil` when it is not horizontal.
  public init?(attribute: SLLayoutAttribute) {
    #if SWIFTLAYOUT_UIKIT_API
    let all: [Self] = [
      .centerX, .leading, .trailing, .left, .right, .centerXWithinMargins, .leftMargin,
      .rightMargin, .leadingMargin, .trailingMargin,
    ]
    #else
    let all: [Self] = [.centerX, .leading, .trailing, .left, .right]
    #endif
    guard let match = all.first(where: { $0.attribute == attribute }) else { return nil }
    self = match
  }

  /// The constraint attribute.
  public var attribute: SLLayoutAttribute {
    switch self {
    case .centerX: .centerX
    case .leading: .leading
    case .trailing: .trailing
    case .left: .left
    case .right: .right
    #if SWIFTLAYOUT_UIKIT_API
    case .centerXWithinMargins: .centerXWithinMargins
    case .leftMargin: .leftMargin
    case .rightMargin: .rightMargin
    case .leadingMargin: .leadingMargin
    case .trailingMargin: .trailingMargin
    #endif
    }
  }
}

/// A vertical attribute, in SwiftLayout 5's spelling.
public enum AnchorsYAxisAttribute: AnchorsAttribute, Sendable {
  /// `centerY`.
  case centerY
  /// `top`.
  case top
  /// `bottom`.
  case bottom
  /// `firstBaseline`.
  case firstBaseline
  /// `lastBaseline`.
  case lastBaseline
  #if SWIFTLAYOUT_UIKIT_API
  /// `centerYWithinMargins`.
  case centerYWithinMargins
  /// `topMargin`.
  case topMargin
  /// `bottomMargin`.
  case bottomMargin
  #endif

  /// The typed attribute for `attribute`, or `nil` when it is not vertical.
  public init?(attribute: SLLayoutAttribute) {
    #if SWIFTLAYOUT_UIKIT_API
    let all: [Self] = [
      .centerY, .top, .bottom, .firstBaseline, .lastBaseline, .centerYWithinMargins, .topMargin,
      .bottomMargin,
    ]
    #else
    let all: [Self] = [.centerY, .top, .bottom, .firstBaseline, .lastBaseline]
    #endif
    guard let match = all.first(where: { $0.attribute == attribute }) else { return nil }
    self = match
  }

  /// The constraint attribute.
  public var attribute: SLLayoutAttribute {
    switch self {
    case .centerY: .centerY
    case .top: .top
    case .bottom: .bottom
    case .firstBaseline: .firstBaseline
    case .lastBaseline: .lastBaseline
    #if SWIFTLAYOUT_UIKIT_API
    case .centerYWithinMargins: .centerYWithinMargins
    case .topMargin: .topMargin
    case .bottomMargin: .bottomMargin
    #endif
    }
  }
}

/// A dimension, in SwiftLayout 5's spelling.
public enum AnchorsDimensionAttribute: AnchorsAttribute, Sendable {
  /// `height`.
  case height
  /// `width`.
  case width

  /// The typed attribute for `attribute`, or `nil` when it is not a dimension.
  public init?(attribute: SLLayoutAttribute) {
    switch attribute {
    case .height: self = .height
    case .width: self = .width
    default: return nil
    }
  }

  /// The constraint attribute.
  public var attribute: SLLayoutAttribute {
    switch self {
    case .height: .height
    case .width: .width
    }
  }
}

/// SwiftLayout 5's type of an attribute expression (`Anchors.top`, `Anchors.width`); here every
/// expression is an ``Anchors``.
public typealias AnchorsExpression<Attribute: AnchorsAttribute> = Anchors

/// SwiftLayout 5's type of an expression over several axes (`Anchors.allSides`); here an
/// ``Anchors``.
public typealias AnchorsMixedExpression = Anchors

/// SwiftLayout 5's type of `Anchors.center`; here an ``Anchors``.
public typealias AnchorsCenterExpression = Anchors

/// SwiftLayout 5's type of `Anchors.size`; here an ``Anchors``.
public typealias AnchorsSizeExpression = Anchors
