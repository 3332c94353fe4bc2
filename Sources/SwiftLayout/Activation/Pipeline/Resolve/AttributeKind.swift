/// The family of a layout attribute, for the compatibility rules UIKit enforces (it raises an
/// exception where SwiftLayout reports a diagnostic).
enum AttributeKind: Equatable {
  /// Left, right, or centerX (and their margins): absolute horizontal positions.
  case absoluteX
  /// Leading or trailing (and their margins): direction-dependent horizontal positions.
  case directionalX
  /// CenterX (with or without margins), which may relate to either horizontal kind.
  case neutralX
  case y
  case dimension
  case none

  init(_ attribute: SLLayoutAttribute) {
    switch attribute {
    case .left, .right: self = .absoluteX
    case .leading, .trailing: self = .directionalX
    case .centerX: self = .neutralX
    case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: self = .y
    case .width, .height: self = .dimension
    case .notAnAttribute: self = .none
    default: self = AttributeKind.marginKind(attribute)
    }
  }

  static func marginKind(_ attribute: SLLayoutAttribute) -> AttributeKind {
    #if SWIFTLAYOUT_UIKIT_API
    switch attribute {
    case .leftMargin, .rightMargin: return .absoluteX
    case .leadingMargin, .trailingMargin: return .directionalX
    case .centerXWithinMargins: return .neutralX
    case .topMargin, .bottomMargin, .centerYWithinMargins: return .y
    default: return .none
    }
    #else
    return .none
    #endif
  }

  var isHorizontal: Bool {
    self == .absoluteX || self == .directionalX || self == .neutralX
  }

  /// Whether Auto Layout can relate `first` (of the first item) to `second`.
  static func canRelate(_ first: SLLayoutAttribute, to second: SLLayoutAttribute) -> Bool {
    let firstKind = AttributeKind(first)
    return firstKind != .none && firstKind.canRelate(to: AttributeKind(second))
  }

  /// Whether a constraint may relate an attribute of this kind to one of `other`.
  func canRelate(to other: AttributeKind) -> Bool {
    switch (self, other) {
    case (.dimension, .dimension), (.dimension, .none), (.y, .y): true
    case (.absoluteX, .directionalX), (.directionalX, .absoluteX): false
    default: isHorizontal && other.isHorizontal
    }
  }
}
