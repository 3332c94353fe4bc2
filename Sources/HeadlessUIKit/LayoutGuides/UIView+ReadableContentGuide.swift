extension UIView {
  /// The readable width at the large content size category (HeadlessUIKit's model).
  static let readableWidthAtLarge: CGFloat = 672

  /// The readable width for the view's content size category: 672 points scaled by the body
  /// text size (see ``readableContentGuide``).
  var readableWidth: CGFloat {
    let category = (reportedTraits ?? resolvedTraitValues()).preferredContentSizeCategory
    return (UIView.readableWidthAtLarge * category.bodyPointSize / 17).rounded()
  }

  /// The readable guide's constraints: inside the margins guide, centred in it, its top and
  /// bottom, and as wide as it up to the readable width.
  func readableGuideSpecs(_ guide: UILayoutGuide) -> [SystemConstraintSpec] {
    let margins = layoutMarginsGuide
    // Margin constraints: the guide is placed within the margins, and is remade (with layout
    // requested) when they or the content size category change.
    let kind = SystemConstraintKind.layoutMargins
    return [
      SystemConstraintSpec(
        guide, .leading, .greaterThanOrEqual, margins, .leading, constant: 0, kind: kind),
      SystemConstraintSpec(
        guide, .trailing, .lessThanOrEqual, margins, .trailing, constant: 0, kind: kind),
      SystemConstraintSpec(guide, .centerX, .equal, margins, .centerX, constant: 0, kind: kind),
      SystemConstraintSpec(guide, .top, .equal, margins, .top, constant: 0, kind: kind),
      SystemConstraintSpec(guide, .bottom, .equal, margins, .bottom, constant: 0, kind: kind),
      SystemConstraintSpec(
        guide, .width, .lessThanOrEqual, constant: readableWidth, kind: kind),
      SystemConstraintSpec(
        guide, .width, .equal, margins, .width, constant: 0, priority: UILayoutPriority(999),
        kind: kind),
    ]
  }
}

/// The readable content guide: its frame is read from the layout engine when asked for.
final class ReadableContentGuide: UILayoutGuide {
  /// The guide's frame in its owning view's coordinates, as of the last layout.
  override var layoutFrame: CGRect {
    guard let view = storedOwningView else { return storedLayoutFrame }
    view.layoutIfNeededForQuery()
    guard let engine = view.layoutTree.engine else { return storedLayoutFrame }
    storedLayoutFrame = engine.frame(of: self)
    return storedLayoutFrame
  }
}
