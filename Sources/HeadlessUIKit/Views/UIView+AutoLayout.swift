extension UIView {
  /// The constant to use for a dimension with no intrinsic size.
  nonisolated public static let noIntrinsicMetric: CGFloat = -1

  /// The option to use the smallest possible size in ``systemLayoutSizeFitting(_:)``.
  nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

  /// The option to use the largest possible size in ``systemLayoutSizeFitting(_:)``.
  nonisolated public static let layoutFittingExpandedSize = CGSize(width: 1e5, height: 1e5)

  /// Applies a new value of ``translatesAutoresizingMaskIntoConstraints``.
  func setTranslatesAutoresizing(_ newValue: Bool) {
    guard newValue != translatesStorage else { return }
    translatesStorage = newValue
    if !newValue {
      // Removed at once, so that constraints added next never meet the frame's constraints.
      for constraint in systemConstraints.autoresizing { constraint.deactivateConstraint() }
      systemConstraints.autoresizing = []
    }
    markSystemConstraintsDirty()
    setNeedsLayout()
    superview?.setNeedsLayout()
  }

  /// Whether the layout pass translates the frame into constraints (asks the open property, so
  /// that overrides count).
  var storedTranslatesAutoresizing: Bool { translatesAutoresizingMaskIntoConstraints }

  /// The content-hugging priorities the layout pass uses, from the open (overridable) getter.
  var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) {
    (contentHuggingPriority(for: .horizontal), contentHuggingPriority(for: .vertical))
  }

  /// The compression-resistance priorities the layout pass uses, from the open getter.
  var compression: (horizontal: UILayoutPriority, vertical: UILayoutPriority) {
    (
      contentCompressionResistancePriority(for: .horizontal),
      contentCompressionResistancePriority(for: .vertical)
    )
  }

  /// The view's position or autoresizing changed outside layout: remake the constraints made from it.
  func frameDidChangeOutsideLayout() {
    if storedTranslatesAutoresizing { markSystemConstraintsDirty() }
  }

  /// The view was added to or removed from a superview.
  func superviewDidChange() {
    if node.preservesSuperviewMargins { preservingViewSuperviewDidChange() }
    if storedSubviews.isEmpty {
      markSystemConstraintsDirty()
      return
    }
    for view in subtreeViews() {
      view.markSystemConstraintsDirty()
    }
  }

  /// Queues the view's system constraints to be remade before the next solve.
  func markSystemConstraintsDirty() {
    guard !node.systemDirty else { return }
    node.systemDirty = true
    layoutTree.dirtyViews.append(itemHandle)
  }
}
