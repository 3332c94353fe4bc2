extension UIView {
  /// The constant to use for a dimension with no intrinsic size.
  nonisolated public static let noIntrinsicMetric: CGFloat = -1

  /// The option to use the smallest possible size in ``systemLayoutSizeFitting(_:)``.
  nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

  /// The option to use the largest possible size in ``systemLayoutSizeFitting(_:)``.
  nonisolated public static let layoutFittingExpandedSize = CGSize(width: 1e5, height: 1e5)

  /// Whether the view's autoresizing mask is translated into Auto Layout constraints.
  ///
  /// True for views created in code. While true, the view's ``frame`` and
  /// ``autoresizingMask`` become constraints (held by the superview) that fix its position and
  /// size, sharing a superview size change among the flexible parts in proportion to their
  /// sizes; adding constraints of your own that disagree is a conflict.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints>
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { storedTranslatesAutoresizing }
    set {
      guard newValue != storedTranslatesAutoresizing else { return }
      storedTranslatesAutoresizing = newValue
      if !newValue {
        // Removed at once, so that constraints added next never meet the frame's constraints.
        for constraint in systemConstraints.autoresizing { constraint.deactivateConstraint() }
        systemConstraints.autoresizing = []
      }
      markSystemConstraintsDirty()
      setNeedsLayout()
      superview?.setNeedsLayout()
    }
  }

  /// How the receiver resizes itself when its superview's bounds change (default none).
  ///
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property>
  public var autoresizingMask: AutoresizingMask {
    get { storedAutoresizingMask }
    set {
      guard newValue != storedAutoresizingMask else { return }
      storedAutoresizingMask = newValue
      frameDidChangeOutsideLayout()
    }
  }

  /// Whether the receiver automatically resizes its subviews when its bounds change; kept for
  /// API compatibility (autoresizing is always by constraints here).
  public var autoresizesSubviews: Bool {
    get { true }
    set {}
  }

  /// Returns the priority with which a view resists being made larger than its intrinsic size.
  ///
  /// - Parameter axis: The axis of the view that might be enlarged.
  /// - Returns: The priority (default 250; `UILabel` 251).
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? hugging.horizontal : hugging.vertical
  }

  /// Sets the priority with which a view resists being made larger than its intrinsic size.
  ///
  /// - Parameters:
  ///   - priority: The new priority.
  ///   - axis: The axis for which the content hugging priority should be set.
  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal { hugging.horizontal = priority } else { hugging.vertical = priority }
    invalidateIntrinsicContentSize()
  }

  /// Returns the priority with which a view resists being made smaller than its intrinsic size.
  ///
  /// - Parameter axis: The axis of the view that might be reduced.
  /// - Returns: The priority (default 750).
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    axis == .horizontal ? compression.horizontal : compression.vertical
  }

  /// Sets the priority with which a view resists being made smaller than its intrinsic size.
  ///
  /// - Parameters:
  ///   - priority: The new priority.
  ///   - axis: The axis for which the compression resistance priority should be set.
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      compression.horizontal = priority
    } else {
      compression.vertical = priority
    }
    invalidateIntrinsicContentSize()
  }

  /// The view's position or autoresizing changed outside layout: remake the constraints made from it.
  func frameDidChangeOutsideLayout() {
    if storedTranslatesAutoresizing { markSystemConstraintsDirty() }
  }

  /// The view was added to or removed from a superview.
  func superviewDidChange() {
    for view in subtreeViews() {
      view.markSystemConstraintsDirty()
    }
  }

  /// Queues the view's system constraints to be remade before the next solve.
  func markSystemConstraintsDirty() {
    guard !node.systemDirty else { return }
    node.systemDirty = true
    layoutTree.dirtyViews.append(WeakView(view: self))
  }
}
