extension Anchors {
  /// The top, leading and trailing attributes together; bare, they equal the superview's.
  public static var cap: Anchors { Anchors(.top, .leading, .trailing) }
  /// Adds the top, leading and trailing attributes together; bare, they equal the superview's.
  public var cap: Anchors {
    consuming get { adding(.top, .leading, .trailing) }
  }
  /// The bottom, leading and trailing attributes together; bare, they equal the superview's.
  public static var shoe: Anchors { Anchors(.bottom, .leading, .trailing) }
  /// Adds the bottom, leading and trailing attributes together; bare, they equal the superview's.
  public var shoe: Anchors {
    consuming get { adding(.bottom, .leading, .trailing) }
  }
  /// The leading and trailing attributes together; bare, they equal the superview's.
  public static var horizontal: Anchors { Anchors(.leading, .trailing) }
  /// Adds the leading and trailing attributes together; bare, they equal the superview's.
  public var horizontal: Anchors {
    consuming get { adding(.leading, .trailing) }
  }
  /// The top and bottom attributes together; bare, they equal the superview's.
  public static var vertical: Anchors { Anchors(.top, .bottom) }
  /// Adds the top and bottom attributes together; bare, they equal the superview's.
  public var vertical: Anchors {
    consuming get { adding(.top, .bottom) }
  }
  /// The top, bottom, leading and trailing attributes together; bare, they equal the superview's.
  public static var allSides: Anchors { Anchors(.top, .bottom, .leading, .trailing) }
  /// Adds the top, bottom, leading and trailing attributes together; bare, they equal the superview's.
  public var allSides: Anchors {
    consuming get { adding(.top, .bottom, .leading, .trailing) }
  }
  /// The width and height attributes together; bare, they equal the superview's.
  public static var size: Anchors { Anchors(.width, .height) }
  /// Adds the width and height attributes together; bare, they equal the superview's.
  public var size: Anchors {
    consuming get { adding(.width, .height) }
  }
  /// The centerX and centerY attributes together; bare, they equal the superview's.
  public static var center: Anchors { Anchors(.centerX, .centerY) }
  /// Adds the centerX and centerY attributes together; bare, they equal the superview's.
  public var center: Anchors {
    consuming get { adding(.centerX, .centerY) }
  }
}
