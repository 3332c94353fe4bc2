import Foundation

extension Anchors {
  /// Equal to the superview: the same attribute (or `attribute`), plus `constant`.
  ///
  /// ```swift
  /// Anchors.top.equalToSuper(constant: 5)
  /// Anchors.height.equalToSuper(attribute: .width)
  /// ```
  public consuming func equalToSuper(attribute: SLLayoutAttribute? = nil, constant: CGFloat = 0)
    -> Anchors
  {
    related(.equal, to: .superview, attribute: attribute) { _ in constant }
  }

  /// Equal to the superview, each edge moved inwards by `inwardOffset` (bottom and trailing
  /// edges get `-inwardOffset`).
  public consuming func equalToSuper(attribute: SLLayoutAttribute? = nil, inwardOffset: CGFloat)
    -> Anchors
  {
    related(.equal, to: .superview, attribute: attribute) { Anchors.inward(inwardOffset, for: $0) }
  }

  /// Equal to `target` (a view, a layout guide or an identifier): the same attribute (or
  /// `attribute`), plus `constant`.
  ///
  /// ```swift
  /// Anchors.bottom.equalTo(contentView, attribute: .top, constant: -20)
  /// ```
  public consuming func equalTo(
    _ target: some ConstraintTarget, attribute: SLLayoutAttribute? = nil, constant: CGFloat = 0
  ) -> Anchors {
    related(.equal, to: target.constraintTargetReference, attribute: attribute) { _ in constant }
  }

  /// Equal to `target`, each edge moved inwards by `inwardOffset`.
  public consuming func equalTo(
    _ target: some ConstraintTarget, attribute: SLLayoutAttribute? = nil, inwardOffset: CGFloat
  ) -> Anchors {
    related(.equal, to: target.constraintTargetReference, attribute: attribute) {
      Anchors.inward(inwardOffset, for: $0)
    }
  }

  /// Equal to a horizontal anchor, plus `constant`.
  public consuming func equalTo(_ anchor: SLLayoutXAxisAnchor, constant: CGFloat = 0) -> Anchors {
    related(.equal, to: .xAxisAnchor(UnretainedReference(anchor))) { _ in constant }
  }

  /// Equal to a vertical anchor, plus `constant`.
  public consuming func equalTo(_ anchor: SLLayoutYAxisAnchor, constant: CGFloat = 0) -> Anchors {
    related(.equal, to: .yAxisAnchor(UnretainedReference(anchor))) { _ in constant }
  }

  /// Equal to a dimension anchor, plus `constant`.
  ///
  /// The dimension may be the distance between two anchors, made by `anchorWithOffset(to:)`:
  ///
  /// ```swift
  /// Anchors.width.equalTo(a.leadingAnchor.anchorWithOffset(to: b.leadingAnchor))
  /// ```
  public consuming func equalTo(_ anchor: SLLayoutDimension, constant: CGFloat = 0) -> Anchors {
    related(.equal, to: .dimension(UnretainedReference(anchor))) { _ in constant }
  }

  /// Equal to a constant, with no second item (for `width` and `height`).
  ///
  /// ```swift
  /// Anchors.height.equalTo(constant: 60)
  /// ```
  public consuming func equalTo(constant: CGFloat) -> Anchors {
    related(.equal, to: .none, attribute: .notAnAttribute) { _ in constant }
  }

  /// Width and height equal to the given constants, with no second item.
  public consuming func equalTo(width: CGFloat, height: CGFloat) -> Anchors {
    related(.equal, to: .none, attribute: .notAnAttribute) {
      Anchors.sizeConstant(width: width, height: height)($0)
    }
  }

  /// Width and height equal to the given size, with no second item.
  public consuming func equalTo(_ size: CGSize) -> Anchors {
    equalTo(width: size.width, height: size.height)
  }

  /// Width and height equal to the superview's, plus the offsets.
  public consuming func equalToSuper(widthOffset: CGFloat, heightOffset: CGFloat = 0) -> Anchors {
    related(.equal, to: .superview) {
      Anchors.sizeConstant(width: widthOffset, height: heightOffset)($0)
    }
  }

  /// Width and height equal to `target`'s, plus the offsets.
  public consuming func equalTo(
    _ target: some ConstraintTarget, widthOffset: CGFloat, heightOffset: CGFloat = 0
  ) -> Anchors {
    related(.equal, to: target.constraintTargetReference) {
      Anchors.sizeConstant(width: widthOffset, height: heightOffset)($0)
    }
  }

  /// Centers equal to the superview's, plus the offsets.
  public consuming func equalToSuper(xOffset: CGFloat, yOffset: CGFloat = 0) -> Anchors {
    related(.equal, to: .superview) { Anchors.centerConstant(x: xOffset, y: yOffset)($0) }
  }

  /// Centers equal to `target`'s, plus the offsets.
  public consuming func equalTo(
    _ target: some ConstraintTarget, xOffset: CGFloat, yOffset: CGFloat = 0
  ) -> Anchors {
    related(.equal, to: target.constraintTargetReference) {
      Anchors.centerConstant(x: xOffset, y: yOffset)($0)
    }
  }
}
