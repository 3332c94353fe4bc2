import Foundation

extension Anchors {
  /// Top, leading and trailing equal to the superview's, moved inwards by `offset`.
  public static func cap(offset: CGFloat = 0) -> Anchors {
    cap.equalToSuper(inwardOffset: offset)
  }

  /// Top, leading and trailing equal to `target`'s, moved inwards by `offset`.
  ///
  /// ```swift
  /// Anchors.cap(view.safeAreaLayoutGuide, offset: 20)  // top +20, leading +20, trailing -20
  /// ```
  public static func cap(_ target: some ConstraintTarget, offset: CGFloat = 0) -> Anchors {
    cap.equalTo(target, inwardOffset: offset)
  }

  /// Bottom, leading and trailing equal to the superview's, moved inwards by `offset`.
  public static func shoe(offset: CGFloat = 0) -> Anchors {
    shoe.equalToSuper(inwardOffset: offset)
  }

  /// Bottom, leading and trailing equal to `target`'s, moved inwards by `offset`.
  public static func shoe(_ target: some ConstraintTarget, offset: CGFloat = 0) -> Anchors {
    shoe.equalTo(target, inwardOffset: offset)
  }

  /// Leading and trailing equal to the superview's, moved inwards by `offset`.
  public static func horizontal(offset: CGFloat = 0) -> Anchors {
    horizontal.equalToSuper(inwardOffset: offset)
  }

  /// Leading and trailing equal to `target`'s, moved inwards by `offset`.
  public static func horizontal(_ target: some ConstraintTarget, offset: CGFloat = 0) -> Anchors {
    horizontal.equalTo(target, inwardOffset: offset)
  }

  /// Top and bottom equal to the superview's, moved inwards by `offset`.
  public static func vertical(offset: CGFloat = 0) -> Anchors {
    vertical.equalToSuper(inwardOffset: offset)
  }

  /// Top and bottom equal to `target`'s, moved inwards by `offset`.
  public static func vertical(_ target: some ConstraintTarget, offset: CGFloat = 0) -> Anchors {
    vertical.equalTo(target, inwardOffset: offset)
  }

  /// All four edges equal to the superview's, moved inwards by `offset`.
  public static func allSides(offset: CGFloat = 0) -> Anchors {
    allSides.equalToSuper(inwardOffset: offset)
  }

  /// All four edges equal to `target`'s, moved inwards by `offset`.
  public static func allSides(_ target: some ConstraintTarget, offset: CGFloat = 0) -> Anchors {
    allSides.equalTo(target, inwardOffset: offset)
  }

  /// Width and height equal to the superview's, plus the offsets.
  public static func size(widthOffset: CGFloat = 0, heightOffset: CGFloat = 0) -> Anchors {
    size.equalToSuper(widthOffset: widthOffset, heightOffset: heightOffset)
  }

  /// Width and height equal to `target`'s, plus the offsets.
  public static func size(
    _ target: some ConstraintTarget, widthOffset: CGFloat = 0, heightOffset: CGFloat = 0
  ) -> Anchors {
    size.equalTo(target, widthOffset: widthOffset, heightOffset: heightOffset)
  }

  /// Width and height equal to the given constants, with no second item.
  public static func size(width: CGFloat, height: CGFloat) -> Anchors {
    size.equalTo(width: width, height: height)
  }

  /// Centers equal to the superview's, plus the offsets.
  public static func center(xOffset: CGFloat = 0, yOffset: CGFloat = 0) -> Anchors {
    center.equalToSuper(xOffset: xOffset, yOffset: yOffset)
  }

  /// Centers equal to `target`'s, plus the offsets.
  public static func center(
    _ target: some ConstraintTarget, xOffset: CGFloat = 0, yOffset: CGFloat = 0
  ) -> Anchors {
    center.equalTo(target, xOffset: xOffset, yOffset: yOffset)
  }
}
