import Foundation

extension Anchors {
  /// Less than or equal to the superview: the same attribute (or `attribute`), plus `constant`.
  ///
  /// ```swift
  /// Anchors.top.lessThanOrEqualToSuper(constant: 5)
  /// Anchors.height.lessThanOrEqualToSuper(attribute: .width)
  /// ```
  public consuming func lessThanOrEqualToSuper(
    attribute: SLLayoutAttribute? = nil, constant: CGFloat = 0
  )
    -> Anchors
  {
    related(.lessThanOrEqual, to: .superview, attribute: attribute) { _ in constant }
  }

  /// Less than or equal to the superview, each edge moved inwards by `inwardOffset` (bottom and trailing
  /// edges get `-inwardOffset`).
  public consuming func lessThanOrEqualToSuper(
    attribute: SLLayoutAttribute? = nil, inwardOffset: CGFloat
  ) -> Anchors {
    related(.lessThanOrEqual, to: .superview, attribute: attribute) {
      Anchors.inward(inwardOffset, for: $0)
    }
  }

  /// Less than or equal to `target` (a view, a layout guide or an identifier): the same attribute (or
  /// `attribute`), plus `constant`.
  ///
  /// ```swift
  /// Anchors.bottom.lessThanOrEqualTo(contentView, attribute: .top, constant: -20)
  /// ```
  public consuming func lessThanOrEqualTo(
    _ target: some ConstraintTarget, attribute: SLLayoutAttribute? = nil, constant: CGFloat = 0
  ) -> Anchors {
    related(.lessThanOrEqual, to: target.constraintTargetReference, attribute: attribute) { _ in
      constant
    }
  }

  /// Less than or equal to `target`, each edge moved inwards by `inwardOffset`.
  public consuming func lessThanOrEqualTo(
    _ target: some ConstraintTarget, attribute: SLLayoutAttribute? = nil, inwardOffset: CGFloat
  )
    -> Anchors
  {
    related(.lessThanOrEqual, to: target.constraintTargetReference, attribute: attribute) {
      Anchors.inward(inwardOffset, for: $0)
    }
  }

  /// Less than or equal to a horizontal anchor, plus `constant`.
  public consuming func lessThanOrEqualTo(_ anchor: SLLayoutXAxisAnchor, constant: CGFloat = 0)
    -> Anchors
  {
    related(.lessThanOrEqual, to: .xAxisAnchor(UnretainedReference(anchor))) { _ in constant }
  }

  /// Less than or equal to a vertical anchor, plus `constant`.
  public consuming func lessThanOrEqualTo(_ anchor: SLLayoutYAxisAnchor, constant: CGFloat = 0)
    -> Anchors
  {
    related(.lessThanOrEqual, to: .yAxisAnchor(UnretainedReference(anchor))) { _ in constant }
  }

  /// Less than or equal to a dimension anchor, plus `constant`.
  public consuming func lessThanOrEqualTo(_ anchor: SLLayoutDimension, constant: CGFloat = 0)
    -> Anchors
  {
    related(.lessThanOrEqual, to: .dimension(UnretainedReference(anchor))) { _ in constant }
  }

  /// Less than or equal to a constant, with no second item (for `width` and `height`).
  ///
  /// ```swift
  /// Anchors.height.lessThanOrEqualTo(constant: 60)
  /// ```
  public consuming func lessThanOrEqualTo(constant: CGFloat) -> Anchors {
    related(.lessThanOrEqual, to: .none, attribute: .notAnAttribute) { _ in constant }
  }

  /// Width and height less than or equal to the given constants, with no second item.
  public consuming func lessThanOrEqualTo(width: CGFloat, height: CGFloat) -> Anchors {
    related(.lessThanOrEqual, to: .none, attribute: .notAnAttribute) {
      Anchors.sizeConstant(width: width, height: height)($0)
    }
  }

  /// Width and height less than or equal to the given size, with no second item.
  public consuming func lessThanOrEqualTo(_ size: CGSize) -> Anchors {
    lessThanOrEqualTo(width: size.width, height: size.height)
  }

  /// Width and height less than or equal to the superview's, plus the offsets.
  public consuming func lessThanOrEqualToSuper(widthOffset: CGFloat, heightOffset: CGFloat = 0)
    -> Anchors
  {
    related(.lessThanOrEqual, to: .superview) {
      Anchors.sizeConstant(width: widthOffset, height: heightOffset)($0)
    }
  }

  /// Width and height less than or equal to `target`'s, plus the offsets.
  public consuming func lessThanOrEqualTo(
    _ target: some ConstraintTarget, widthOffset: CGFloat, heightOffset: CGFloat = 0
  ) -> Anchors {
    related(.lessThanOrEqual, to: target.constraintTargetReference) {
      Anchors.sizeConstant(width: widthOffset, height: heightOffset)($0)
    }
  }

  /// Centers less than or equal to the superview's, plus the offsets.
  public consuming func lessThanOrEqualToSuper(xOffset: CGFloat, yOffset: CGFloat = 0) -> Anchors {
    related(.lessThanOrEqual, to: .superview) { Anchors.centerConstant(x: xOffset, y: yOffset)($0) }
  }

  /// Centers less than or equal to `target`'s, plus the offsets.
  public consuming func lessThanOrEqualTo(
    _ target: some ConstraintTarget, xOffset: CGFloat, yOffset: CGFloat = 0
  ) -> Anchors {
    related(.lessThanOrEqual, to: target.constraintTargetReference) {
      Anchors.centerConstant(x: xOffset, y: yOffset)($0)
    }
  }
}
