extension Anchors {
  /// The `top` attribute; bare, it equals the superview's.
  public static var top: Anchors { Anchors(attribute: .top) }
  /// Adds the `top` attribute; bare, it equals the superview's.
  public var top: Anchors {
    consuming get { adding(.top) }
  }
  /// The `bottom` attribute; bare, it equals the superview's.
  public static var bottom: Anchors { Anchors(attribute: .bottom) }
  /// Adds the `bottom` attribute; bare, it equals the superview's.
  public var bottom: Anchors {
    consuming get { adding(.bottom) }
  }
  /// The `leading` attribute; bare, it equals the superview's.
  public static var leading: Anchors { Anchors(attribute: .leading) }
  /// Adds the `leading` attribute; bare, it equals the superview's.
  public var leading: Anchors {
    consuming get { adding(.leading) }
  }
  /// The `trailing` attribute; bare, it equals the superview's.
  public static var trailing: Anchors { Anchors(attribute: .trailing) }
  /// Adds the `trailing` attribute; bare, it equals the superview's.
  public var trailing: Anchors {
    consuming get { adding(.trailing) }
  }
  /// The `left` attribute; bare, it equals the superview's.
  public static var left: Anchors { Anchors(attribute: .left) }
  /// Adds the `left` attribute; bare, it equals the superview's.
  public var left: Anchors {
    consuming get { adding(.left) }
  }
  /// The `right` attribute; bare, it equals the superview's.
  public static var right: Anchors { Anchors(attribute: .right) }
  /// Adds the `right` attribute; bare, it equals the superview's.
  public var right: Anchors {
    consuming get { adding(.right) }
  }
  /// The `centerX` attribute; bare, it equals the superview's.
  public static var centerX: Anchors { Anchors(attribute: .centerX) }
  /// Adds the `centerX` attribute; bare, it equals the superview's.
  public var centerX: Anchors {
    consuming get { adding(.centerX) }
  }
  /// The `centerY` attribute; bare, it equals the superview's.
  public static var centerY: Anchors { Anchors(attribute: .centerY) }
  /// Adds the `centerY` attribute; bare, it equals the superview's.
  public var centerY: Anchors {
    consuming get { adding(.centerY) }
  }
  /// The `width` attribute; bare, it equals the superview's.
  public static var width: Anchors { Anchors(attribute: .width) }
  /// Adds the `width` attribute; bare, it equals the superview's.
  public var width: Anchors {
    consuming get { adding(.width) }
  }
  /// The `height` attribute; bare, it equals the superview's.
  public static var height: Anchors { Anchors(attribute: .height) }
  /// Adds the `height` attribute; bare, it equals the superview's.
  public var height: Anchors {
    consuming get { adding(.height) }
  }
  /// The `firstBaseline` attribute; bare, it equals the superview's.
  public static var firstBaseline: Anchors { Anchors(attribute: .firstBaseline) }
  /// Adds the `firstBaseline` attribute; bare, it equals the superview's.
  public var firstBaseline: Anchors {
    consuming get { adding(.firstBaseline) }
  }
  /// The `lastBaseline` attribute; bare, it equals the superview's.
  public static var lastBaseline: Anchors { Anchors(attribute: .lastBaseline) }
  /// Adds the `lastBaseline` attribute; bare, it equals the superview's.
  public var lastBaseline: Anchors {
    consuming get { adding(.lastBaseline) }
  }
}

#if SWIFTLAYOUT_UIKIT_API
extension Anchors {
  /// The `topMargin` attribute; bare, it equals the superview's.
  public static var topMargin: Anchors { Anchors(attribute: .topMargin) }
  /// Adds the `topMargin` attribute; bare, it equals the superview's.
  public var topMargin: Anchors {
    consuming get { adding(.topMargin) }
  }
  /// The `bottomMargin` attribute; bare, it equals the superview's.
  public static var bottomMargin: Anchors { Anchors(attribute: .bottomMargin) }
  /// Adds the `bottomMargin` attribute; bare, it equals the superview's.
  public var bottomMargin: Anchors {
    consuming get { adding(.bottomMargin) }
  }
  /// The `leadingMargin` attribute; bare, it equals the superview's.
  public static var leadingMargin: Anchors { Anchors(attribute: .leadingMargin) }
  /// Adds the `leadingMargin` attribute; bare, it equals the superview's.
  public var leadingMargin: Anchors {
    consuming get { adding(.leadingMargin) }
  }
  /// The `trailingMargin` attribute; bare, it equals the superview's.
  public static var trailingMargin: Anchors { Anchors(attribute: .trailingMargin) }
  /// Adds the `trailingMargin` attribute; bare, it equals the superview's.
  public var trailingMargin: Anchors {
    consuming get { adding(.trailingMargin) }
  }
  /// The `leftMargin` attribute; bare, it equals the superview's.
  public static var leftMargin: Anchors { Anchors(attribute: .leftMargin) }
  /// Adds the `leftMargin` attribute; bare, it equals the superview's.
  public var leftMargin: Anchors {
    consuming get { adding(.leftMargin) }
  }
  /// The `rightMargin` attribute; bare, it equals the superview's.
  public static var rightMargin: Anchors { Anchors(attribute: .rightMargin) }
  /// Adds the `rightMargin` attribute; bare, it equals the superview's.
  public var rightMargin: Anchors {
    consuming get { adding(.rightMargin) }
  }
  /// The `centerXWithinMargins` attribute; bare, it equals the superview's.
  public static var centerXWithinMargins: Anchors { Anchors(attribute: .centerXWithinMargins) }
  /// Adds the `centerXWithinMargins` attribute; bare, it equals the superview's.
  public var centerXWithinMargins: Anchors {
    consuming get { adding(.centerXWithinMargins) }
  }
  /// The `centerYWithinMargins` attribute; bare, it equals the superview's.
  public static var centerYWithinMargins: Anchors { Anchors(attribute: .centerYWithinMargins) }
  /// Adds the `centerYWithinMargins` attribute; bare, it equals the superview's.
  public var centerYWithinMargins: Anchors {
    consuming get { adding(.centerYWithinMargins) }
  }
}
#endif
