extension LayoutEngine {
  /// How far below zero a solved size may be before it counts as negative (rounding noise).
  static let negativeSizeTolerance = 0.001
}

extension LayoutNode {
  /// Adds a required `width >= 0` and/or `height >= 0` for the item when the last solve gave it
  /// a negative size, so that the next solve keeps the size at zero or more.
  ///
  /// Width and height can't be negative (Auto Layout Guide, "Interpreting Values"). Rather than
  /// two constraints for every view and guide up front, HeadlessUIKit adds them the first time a
  /// size comes out negative: when only optional constraints pulled it below zero, they give
  /// way and the size becomes zero; when required constraints force it, the engine reports
  /// the conflict (``Headless/LayoutIssue/Kind/unsatisfiableConstraints``, the broken constraint being the
  /// `>= 0` one, marked `(non-negative-size)`), and the frame is written with a zero size.
  func guardSize() {
    let item: any LayoutItem
    let holder: UIView
    if let view {
      item = view
      holder = view
    } else if let guide, let owner = guide.storedOwningView {
      item = guide
      holder = owner
    } else {
      return
    }
    let tolerance = LayoutEngine.negativeSizeTolerance
    var attributes: [NSLayoutConstraint.Attribute] = []
    if width.value < -tolerance && !sizeGuards.width {
      sizeGuards.width = true
      attributes.append(.width)
    }
    if height.value < -tolerance && !sizeGuards.height {
      sizeGuards.height = true
      attributes.append(.height)
    }
    for attribute in attributes {
      let constraint = SystemConstraintSpec(
        item, attribute, .greaterThanOrEqual, constant: 0, kind: .nonNegativeSize
      ).makeConstraint()
      holder.systemConstraints.nonNegativeSize.append(constraint)
      constraint.install(on: holder)
    }
  }
}
