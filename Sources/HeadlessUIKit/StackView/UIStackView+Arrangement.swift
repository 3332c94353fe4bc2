extension UIStackView {
  /// The state the generated constraints must reflect now.
  var currentArrangementSignature: UIStackViewArrangementState.Signature {
    let usesIntrinsicLengths = distribution == .fillProportionally || distribution == .fill
    return .init(
      axis: axis, distribution: distribution, alignment: alignment, spacing: spacing,
      isBaselineRelative: isBaselineRelativeArrangement,
      isLayoutMarginsRelative: isLayoutMarginsRelativeArrangement,
      views: arrangedSubviews.map { ObjectIdentifier($0) },
      hidden: arrangedSubviews.map(\.isHidden),
      customSpacings: arrangedSubviews.map { customSpacings[ObjectIdentifier($0)] },
      intrinsicLengths: usesIntrinsicLengths
        ? arrangedSubviews.map { isMultiLineLabel($0) ? 0 : intrinsicLength(of: $0, along: axis) }
        : [],
      multiLineLabels: arrangedSubviews.map(isMultiLineLabel))
  }

  /// Marks the generated constraints stale; they are regenerated once, in the next
  /// update-constraints pass (or when `headless.arrangementConstraints` is read), however many changes
  /// come before it.
  func setNeedsArrangement() {
    arrangement.signature = nil
    setNeedsUpdateConstraints()
  }

  /// Regenerates the stack view's constraints when the state they reflect has changed (a
  /// property, the arranged views, their `isHidden`, or — for `fillProportionally` — their
  /// intrinsic sizes).
  func updateArrangementIfNeeded() {
    let signature = currentArrangementSignature
    guard signature != arrangement.signature else { return }
    NSLayoutConstraint.deactivate(arrangement.constraints)
    for guide in arrangement.guides { removeLayoutGuide(guide) }
    var builder = UIStackViewConstraintBuilder(stackView: self)
    let constraints = builder.build()
    let baselineViews = [forFirstBaselineLayout.itemHandle, forLastBaselineLayout.itemHandle]
    let baselinesMoved = !baselineViews.elementsEqual(arrangement.baselineViews, by: ===)
    arrangement = UIStackViewArrangementState(
      signature: signature, constraints: constraints, guides: builder.guides,
      baselineViews: baselineViews)
    NSLayoutConstraint.activate(constraints)
    // A stack view arranging this one by baseline must measure from the new baseline views.
    if baselinesMoved, let parent = superview as? UIStackView,
      parent.arrangedSubviews.containsIdentical(self)
    {
      parent.setNeedsArrangement()
    }
  }

  /// The constraints the stack view generated for its arranged views, in generation order.
  ///
  /// A HeadlessUIKit extra for tests and debugging (UIKit exposes them only through
  /// `constraints`). Reading it first brings them up to date, as a layout pass would.
  var arrangementConstraints: [NSLayoutConstraint] {
    updateArrangementIfNeeded()
    return arrangement.constraints
  }

  /// Whether the view is a label that wraps (its intrinsic width follows its frame).
  func isMultiLineLabel(_ view: UIView) -> Bool {
    ((view as? UILabel)?.numberOfLines ?? 1) != 1
  }

  /// The view's intrinsic length along an axis, 0 when it has none.
  func intrinsicLength(of view: UIView, along axis: NSLayoutConstraint.Axis) -> CGFloat {
    let size = view.intrinsicContentSize
    let length = axis == .horizontal ? size.width : size.height
    return length == UIView.noIntrinsicMetric ? 0 : max(0, length)
  }

  /// The spacing after an arranged view, resolving the special values.
  ///
  /// ``spacingUseSystem`` (and ``spacingUseDefault`` as the stack's own spacing) mean the system
  /// spacing; a non-finite spacing, which no constraint can hold, counts as 0.
  func resolvedSpacing(after view: UIView) -> CGFloat {
    let value = customSpacings[ObjectIdentifier(view)] ?? spacing
    if value == Self.spacingUseSystem || value == Self.spacingUseDefault {
      return Self.systemSpacing
    }
    return value.isFinite ? value : 0
  }
}
