import Foundation

extension Anchors {
  /// Greater than or equal to the superview: the same attribute (or `attribute`), plus `constant`.
  ///
  /// ```swift
  /// Anchors.top.greaterThanOrEqualToSuper(constant: 5)
  /// Anchors.height.greaterThanOrEqualToSuper(attribute: .width)
  /// ```
  public consuming func greaterThanOrEqualToSuper(
    attribute: SLLayoutAttribute? = nil, constant: CGFloat = 0
  )
    -> Anchors
  {
    related(.greaterThanOrEqual, to: .superview, attribute: attribute) { _ in constant }
  }

  /// Greater than or equal to the superview, each edge moved inwards by `inwardOffset` (bottom and trailing
  /// edges get `-inwardOffset`).
  public consuming func greaterThanOrEqualToSuper(
    attribute: SLLayoutAttribute? = nil, inwardOffset: CGFloat
  ) -> Anchors {
    related(.greaterThanOrEqual, to: .superview, attribute: attribute) {
      Anchors.inward(inwardOffset, for: $0)
    }
  }

  /// Greater than or equal to `target` (a view, a layout guide or an identifier): the same attribute (or
  /// `attribute`), plus `constant`.
  ///
  /// ```swift
  /// Anchors.bottom.greaterThanOrEqualTo(contentView, attribute: .top, constant: -20)
  /// ```
  public consuming func greaterThanOrEqualTo(
    _ target: some ConstraintTarget, attribute: SLLayoutAttribute? = nil, constant: CGFloat = 0
  ) -> Anchors {
    related(.greaterThanOrEqual, to: target.constraintTargetReference, attribute: attribute) { _ in
      constant
    }
  }

  /// Greater than or equal to `target`, each edge moved inwards by `inwardOffset`.
  public consuming func greaterThanOrEqualTo(
    _ target: some ConstraintTarget, attribute: SLLayoutAttribute? = nil, inwardOffset: CGFloat
  )
    -> Anchors
  {
    related(.greaterThanOrEqual, to: target.constraintTargetReference, attribute: attribute) {
      Anchors.inward(inwardOffset, for: $0)
    }
  }

  /// Greater than or equal to a horizontal anchor, plus `constant`.
  public consuming func greaterThanOrEqualTo(_ anchor: SLLayoutXAxisAnchor, constant: CGFloat = 0)
    -> Anchors
  {
    related(.greaterThanOrEqual, to: .xAxisAnchor(UnretainedReference(anchor))) { _ in constant }
  }

  /// Greater than or equal to a vertical anchor, plus `constant`.
  public consuming func greaterThanOrEqualTo(_ anchor: SLLayoutYAxisAnchor, constant: CGFloat = 0)
    -> Anchors
  {
    related(.greaterThanOrEqual, to: .yAxisAnchor(UnretainedReference(anchor))) { _ in constant }
  }

  /// Greater than or equal to a dimension anchor, plus `constant`.
  public consuming func greaterThanOrEqualTo(_ anchor: SLLayoutDimension, constant: CGFloat = 0)
    -> Anchors
  {
    related(.greaterThanOrEqual, to: .dimension(UnretainedReference(anchor))) { _ in constant }
  }

  /// Greater than or equal to a constant, with no second item (for `width` and `height`).
  ///
  /// ```swift
  /// Anchors.height.greaterThanOrEqualTo(constant: 60)
  /// ```
  public consuming func greaterThanOrEqualTo(constant: CGFloat) -> Anchors {
    related(.greaterThanOrEqual, to: .none, attribute: .notAnAttribute) { _ in constant }
  }

  /// Width and height greater than or equal to the given constants, with no second item.
  public consuming func greaterThanOrEqualTo(width: CGFloat, height: CGFloat) -> Anchors {
    related(.greaterThanOrEqual, to: .none, attribute: .notAnAttribute) {
      Anchors.sizeConstant(width: width, height: height)($0)
    }
  }

  /// Width and height greater than or equal to the given size, with no second item.
  public consuming func greaterThanOrEqualTo(_ size: CGSize) -> Anchors {
    greaterThanOrEqualTo(width: size.width, height: size.height)
  }

  /// Width and height greater than or equal to the superview's, plus the offsets.
  public consuming func greaterThanOrEqualToSuper(widthOffset: CGFloat, heightOffset: CGFloat = 0)
    -> Anchors
  {
    related(.greaterThanOrEqual, to: .superview) {
      Anchors.sizeConstant(width: widthOffset, height: heightOffset)($0)
    }
  }

  /// Width and height greater than or equal to `target`'s, plus the offsets.
  public consuming func greaterThanOrEqualTo(
    _ target: some ConstraintTarget, widthOffset: CGFloat, heightOffset: CGFloat = 0
  ) -> Anchors {
    related(.greaterThanOrEqual, to: target.constraintTargetReference) {
      Anchors.sizeConstant(width: widthOffset, height: heightOffset)($0)
    }
  }

  /// Centers greater than or equal to the superview's, plus the offsets.
  public consuming func greaterThanOrEqualToSuper(xOffset: CGFloat, yOffset: CGFloat = 0) -> Anchors
  {
    related(.greaterThanOrEqual, to: .superview) {
      Anchors.centerConstant(x: xOffset, y: yOffset)($0)
    }
  }

  /// Centers greater than or equal to `target`'s, plus the offsets.
  public consuming func greaterThanOrEqualTo(
    _ target: some ConstraintTarget, xOffset: CGFloat, yOffset: CGFloat = 0
  ) -> Anchors {
    related(.greaterThanOrEqual, to: target.constraintTargetReference) {
      Anchors.centerConstant(x: xOffset, y: yOffset)($0)
    }
  }
}
