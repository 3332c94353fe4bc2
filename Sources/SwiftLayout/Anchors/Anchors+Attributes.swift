extension Anchors {
  /// The `top` attribute; bare, it equals the superview's.
  public static var top: Anchors { Anchors(attributes: [.top]) }
  /// Adds the `top` attribute; bare, it equals the superview's.
  public var top: Anchors { adding([.top]) }
  /// The `bottom` attribute; bare, it equals the superview's.
  public static var bottom: Anchors { Anchors(attributes: [.bottom]) }
  /// Adds the `bottom` attribute; bare, it equals the superview's.
  public var bottom: Anchors { adding([.bottom]) }
  /// The `leading` attribute; bare, it equals the superview's.
  public static var leading: Anchors { Anchors(attributes: [.leading]) }
  /// Adds the `leading` attribute; bare, it equals the superview's.
  public var leading: Anchors { adding([.leading]) }
  /// The `trailing` attribute; bare, it equals the superview's.
  public static var trailing: Anchors { Anchors(attributes: [.trailing]) }
  /// Adds the `trailing` attribute; bare, it equals the superview's.
  public var trailing: Anchors { adding([.trailing]) }
  /// The `left` attribute; bare, it equals the superview's.
  public static var left: Anchors { Anchors(attributes: [.left]) }
  /// Adds the `left` attribute; bare, it equals the superview's.
  public var left: Anchors { adding([.left]) }
  /// The `right` attribute; bare, it equals the superview's.
  public static var right: Anchors { Anchors(attributes: [.right]) }
  /// Adds the `right` attribute; bare, it equals the superview's.
  public var right: Anchors { adding([.right]) }
  /// The `centerX` attribute; bare, it equals the superview's.
  public static var centerX: Anchors { Anchors(attributes: [.centerX]) }
  /// Adds the `centerX` attribute; bare, it equals the superview's.
  public var centerX: Anchors { adding([.centerX]) }
  /// The `centerY` attribute; bare, it equals the superview's.
  public static var centerY: Anchors { Anchors(attributes: [.centerY]) }
  /// Adds the `centerY` attribute; bare, it equals the superview's.
  public var centerY: Anchors { adding([.centerY]) }
  /// The `width` attribute; bare, it equals the superview's.
  public static var width: Anchors { Anchors(attributes: [.width]) }
  /// Adds the `width` attribute; bare, it equals the superview's.
  public var width: Anchors { adding([.width]) }
  /// The `height` attribute; bare, it equals the superview's.
  public static var height: Anchors { Anchors(attributes: [.height]) }
  /// Adds the `height` attribute; bare, it equals the superview's.
  public var height: Anchors { adding([.height]) }
  /// The `firstBaseline` attribute; bare, it equals the superview's.
  public static var firstBaseline: Anchors { Anchors(attributes: [.firstBaseline]) }
  /// Adds the `firstBaseline` attribute; bare, it equals the superview's.
  public var firstBaseline: Anchors { adding([.firstBaseline]) }
  /// The `lastBaseline` attribute; bare, it equals the superview's.
  public static var lastBaseline: Anchors { Anchors(attributes: [.lastBaseline]) }
  /// Adds the `lastBaseline` attribute; bare, it equals the superview's.
  public var lastBaseline: Anchors { adding([.lastBaseline]) }
}

#if canImport(UIKit) || !canImport(AppKit)
extension Anchors {
  /// The `topMargin` attribute; bare, it equals the superview's.
  public static var topMargin: Anchors { Anchors(attributes: [.topMargin]) }
  /// Adds the `topMargin` attribute; bare, it equals the superview's.
  public var topMargin: Anchors { adding([.topMargin]) }
  /// The `bottomMargin` attribute; bare, it equals the superview's.
  public static var bottomMargin: Anchors { Anchors(attributes: [.bottomMargin]) }
  /// Adds the `bottomMargin` attribute; bare, it equals the superview's.
  public var bottomMargin: Anchors { adding([.bottomMargin]) }
  /// The `leadingMargin` attribute; bare, it equals the superview's.
  public static var leadingMargin: Anchors { Anchors(attributes: [.leadingMargin]) }
  /// Adds the `leadingMargin` attribute; bare, it equals the superview's.
  public var leadingMargin: Anchors { adding([.leadingMargin]) }
  /// The `trailingMargin` attribute; bare, it equals the superview's.
  public static var trailingMargin: Anchors { Anchors(attributes: [.trailingMargin]) }
  /// Adds the `trailingMargin` attribute; bare, it equals the superview's.
  public var trailingMargin: Anchors { adding([.trailingMargin]) }
  /// The `leftMargin` attribute; bare, it equals the superview's.
  public static var leftMargin: Anchors { Anchors(attributes: [.leftMargin]) }
  /// Adds the `leftMargin` attribute; bare, it equals the superview's.
  public var leftMargin: Anchors { adding([.leftMargin]) }
  /// The `rightMargin` attribute; bare, it equals the superview's.
  public static var rightMargin: Anchors { Anchors(attributes: [.rightMargin]) }
  /// Adds the `rightMargin` attribute; bare, it equals the superview's.
  public var rightMargin: Anchors { adding([.rightMargin]) }
  /// The `centerXWithinMargins` attribute; bare, it equals the superview's.
  public static var centerXWithinMargins: Anchors { Anchors(attributes: [.centerXWithinMargins]) }
  /// Adds the `centerXWithinMargins` attribute; bare, it equals the superview's.
  public var centerXWithinMargins: Anchors { adding([.centerXWithinMargins]) }
  /// The `centerYWithinMargins` attribute; bare, it equals the superview's.
  public static var centerYWithinMargins: Anchors { Anchors(attributes: [.centerYWithinMargins]) }
  /// Adds the `centerYWithinMargins` attribute; bare, it equals the superview's.
  public var centerYWithinMargins: Anchors { adding([.centerYWithinMargins]) }
}
#endif
