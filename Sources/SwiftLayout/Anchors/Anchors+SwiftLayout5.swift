import Foundation

// SwiftLayout 5 spellings: a lone second offset (its first defaults to zero) and inward offsets
// from an anchor.
extension Anchors {
  /// Equal to the superview's centers, moved vertically by `yOffset`.
  public consuming func equalToSuper(yOffset: CGFloat) -> Anchors {
    equalToSuper(xOffset: 0, yOffset: yOffset)
  }

  /// Equal to `target`'s centers, moved vertically by `yOffset`.
  public consuming func equalTo(_ target: some ConstraintTarget, yOffset: CGFloat) -> Anchors {
    equalTo(target, xOffset: 0, yOffset: yOffset)
  }

  /// Equal to the superview's width and height, the height plus `heightOffset`.
  public consuming func equalToSuper(heightOffset: CGFloat) -> Anchors {
    equalToSuper(widthOffset: 0, heightOffset: heightOffset)
  }

  /// Equal to `target`'s width and height, the height plus `heightOffset`.
  public consuming func equalTo(_ target: some ConstraintTarget, heightOffset: CGFloat) -> Anchors {
    equalTo(target, widthOffset: 0, heightOffset: heightOffset)
  }

  /// Equal to a horizontal anchor, moved inwards by `inwardOffset` (trailing and right edges
  /// get `-inwardOffset`).
  public consuming func equalTo(_ anchor: SLLayoutXAxisAnchor, inwardOffset: CGFloat) -> Anchors {
    related(.equal, to: .xAxisAnchor(UnretainedReference(anchor))) {
      Anchors.inward(inwardOffset, for: $0)
    }
  }

  /// Equal to a vertical anchor, moved inwards by `inwardOffset` (bottom edges get
  /// `-inwardOffset`).
  public consuming func equalTo(_ anchor: SLLayoutYAxisAnchor, inwardOffset: CGFloat) -> Anchors {
    related(.equal, to: .yAxisAnchor(UnretainedReference(anchor))) {
      Anchors.inward(inwardOffset, for: $0)
    }
  }

  /// Greater than or equal to the superview's centers, moved vertically by `yOffset`.
  public consuming func greaterThanOrEqualToSuper(yOffset: CGFloat) -> Anchors {
    greaterThanOrEqualToSuper(xOffset: 0, yOffset: yOffset)
  }

  /// Greater than or equal to `target`'s centers, moved vertically by `yOffset`.
  public consuming func greaterThanOrEqualTo(_ target: some ConstraintTarget, yOffset: CGFloat)
    -> Anchors
  {
    greaterThanOrEqualTo(target, xOffset: 0, yOffset: yOffset)
  }

  /// Greater than or equal to the superview's width and height, the height plus `heightOffset`.
  public consuming func greaterThanOrEqualToSuper(heightOffset: CGFloat) -> Anchors {
    greaterThanOrEqualToSuper(widthOffset: 0, heightOffset: heightOffset)
  }

  /// Greater than or equal to `target`'s width and height, the height plus `heightOffset`.
  public consuming func greaterThanOrEqualTo(_ target: some ConstraintTarget, heightOffset: CGFloat)
    -> Anchors
  {
    greaterThanOrEqualTo(target, widthOffset: 0, heightOffset: heightOffset)
  }

  /// Greater than or equal to a horizontal anchor, moved inwards by `inwardOffset` (trailing and right edges
  /// get `-inwardOffset`).
  public consuming func greaterThanOrEqualTo(_ anchor: SLLayoutXAxisAnchor, inwardOffset: CGFloat)
    -> Anchors
  {
    related(.greaterThanOrEqual, to: .xAxisAnchor(UnretainedReference(anchor))) {
      Anchors.inward(inwardOffset, for: $0)
    }
  }

  /// Greater than or equal to a vertical anchor, moved inwards by `inwardOffset` (bottom edges get
  /// `-inwardOffset`).
  public consuming func greaterThanOrEqualTo(_ anchor: SLLayoutYAxisAnchor, inwardOffset: CGFloat)
    -> Anchors
  {
    related(.greaterThanOrEqual, to: .yAxisAnchor(UnretainedReference(anchor))) {
      Anchors.inward(inwardOffset, for: $0)
    }
  }

  /// Less than or equal to the superview's centers, moved vertically by `yOffset`.
  public consuming func lessThanOrEqualToSuper(yOffset: CGFloat) -> Anchors {
    lessThanOrEqualToSuper(xOffset: 0, yOffset: yOffset)
  }

  /// Less than or equal to `target`'s centers, moved vertically by `yOffset`.
  public consuming func lessThanOrEqualTo(_ target: some ConstraintTarget, yOffset: CGFloat)
    -> Anchors
  {
    lessThanOrEqualTo(target, xOffset: 0, yOffset: yOffset)
  }

  /// Less than or equal to the superview's width and height, the height plus `heightOffset`.
  public consuming func lessThanOrEqualToSuper(heightOffset: CGFloat) -> Anchors {
    lessThanOrEqualToSuper(widthOffset: 0, heightOffset: heightOffset)
  }

  /// Less than or equal to `target`'s width and height, the height plus `heightOffset`.
  public consuming func lessThanOrEqualTo(_ target: some ConstraintTarget, heightOffset: CGFloat)
    -> Anchors
  {
    lessThanOrEqualTo(target, widthOffset: 0, heightOffset: heightOffset)
  }

  /// Less than or equal to a horizontal anchor, moved inwards by `inwardOffset` (trailing and right edges
  /// get `-inwardOffset`).
  public consuming func lessThanOrEqualTo(_ anchor: SLLayoutXAxisAnchor, inwardOffset: CGFloat)
    -> Anchors
  {
    related(.lessThanOrEqual, to: .xAxisAnchor(UnretainedReference(anchor))) {
      Anchors.inward(inwardOffset, for: $0)
    }
  }

  /// Less than or equal to a vertical anchor, moved inwards by `inwardOffset` (bottom edges get
  /// `-inwardOffset`).
  public consuming func lessThanOrEqualTo(_ anchor: SLLayoutYAxisAnchor, inwardOffset: CGFloat)
    -> Anchors
  {
    related(.lessThanOrEqual, to: .yAxisAnchor(UnretainedReference(anchor))) {
      Anchors.inward(inwardOffset, for: $0)
    }
  }
}
