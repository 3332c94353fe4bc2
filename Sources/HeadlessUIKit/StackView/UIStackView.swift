/// A view that lays out a collection of views in a line, with real Auto Layout constraints.
///
/// Like UIKit's stack view it manages the layout of its ``arrangedSubviews`` only: it creates
/// constraints (identified `UISV-…` as UIKit's are) from its ``axis``, ``distribution``,
/// ``alignment``, ``spacing`` and custom spacings, and regenerates them whenever one of those
/// changes, an arranged view is added or removed, or an arranged view is hidden or shown (a
/// hidden arranged view collapses to zero length and leaves the spacing chain).
///
/// ```swift
/// let stack = UIStackView(arrangedSubviews: [icon, title])
/// stack.axis = .horizontal
/// stack.spacing = 8
/// stack.alignment = .center
/// ```
///
/// See [UIStackView](https://developer.apple.com/documentation/uikit/uistackview).
open class UIStackView: UIView {
  /// The spacing value that means "use the stack view's ``spacing``" for a custom spacing.
  ///
  /// Its value is UIKit's, `FLT_MAX`.
  public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

  /// The spacing value that means "use the system spacing" (8 points between siblings).
  ///
  /// Its value is UIKit's, `FLT_MIN`.
  public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

  /// The system spacing between two arranged views, in points.
  static let systemSpacing: CGFloat = 8

  /// The views laid out by the stack view, in order.
  ///
  /// Every arranged view is also a subview; removing it from the subviews also removes it from
  /// this list.
  open private(set) var arrangedSubviews: [UIView] = []

  /// The axis along which the arranged views are laid out; `.horizontal` by default.
  open var axis: NSLayoutConstraint.Axis = .horizontal {
    didSet { if axis != oldValue { setNeedsArrangement() } }
  }

  /// The layout of the arranged views along the axis; ``Distribution-swift.enum/fill`` by
  /// default.
  open var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { setNeedsArrangement() } }
  }

  /// The layout of the arranged views perpendicular to the axis; ``Alignment-swift.enum/fill``
  /// by default.
  open var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { setNeedsArrangement() } }
  }

  /// The distance in points between adjacent edges of arranged views; 0 by default.
  ///
  /// For the ``Distribution-swift.enum/equalSpacing`` and
  /// ``Distribution-swift.enum/equalCentering`` distributions it is the minimum distance.
  /// ``spacingUseSystem`` means the system spacing.
  open var spacing: CGFloat = 0 {
    didSet { if spacing != oldValue { setNeedsArrangement() } }
  }

  /// Whether vertical spacing is measured from baseline to baseline; false by default.
  ///
  /// It applies to vertical stack views: the spacing runs from an arranged view's last baseline
  /// to the next one's first baseline.
  open var isBaselineRelativeArrangement = false {
    didSet { if isBaselineRelativeArrangement != oldValue { setNeedsArrangement() } }
  }

  /// Whether the arranged views are laid out relative to the layout margins; false by default.
  ///
  /// When true, the stack view's ``UIView/layoutMarginsGuide`` is the canvas instead of its
  /// edges.
  open var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangement() } }
  }

  /// Custom spacings after arranged views, by view identity, in no meaningful order.
  var customSpacings: [ObjectIdentifier: CGFloat] = [:]

  /// What the stack view manages now: its constraints, gap guides and the state they reflect.
  var arrangement = UIStackViewArrangementState()

  /// Creates a stack view with the given frame and no arranged views.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a stack view that manages the given views, in order.
  ///
  /// - Parameter views: The views to arrange; each is also added as a subview.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Creates a stack view from an archive; HeadlessUIKit has no archives, so this makes an empty
  /// stack view with a zero frame.
  ///
  /// Not failable, as UIKit declares it for `UIStackView` (unlike `UIView`'s), so a subclass
  /// writes `required init(coder: NSCoder) { super.init(coder: coder) }` as it does with UIKit.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uistackview/init(coder:)>
  ///
  /// - Parameter coder: An unarchiver (unused).
  public required init(coder: NSCoder) {
    super.init(frame: .zero)
  }

  // MARK: - Managing arranged views

  /// Adds a view to the end of ``arrangedSubviews``, and as a subview if it is not one yet.
  ///
  /// An arranged view that is already managed moves to the end. The stack view clears the
  /// view's `translatesAutoresizingMaskIntoConstraints`.
  ///
  /// - Parameter view: The view to arrange.
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts a view into ``arrangedSubviews`` at an index, and as a subview if it is not one
  /// yet.
  ///
  /// UIKit raises an exception when `stackIndex` is past the end; HeadlessUIKit clamps it to
  /// the valid range instead. A view that is already arranged moves to the new index.
  ///
  /// - Parameters:
  ///   - view: The view to arrange.
  ///   - stackIndex: Where to insert it in ``arrangedSubviews``.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    guard view !== self else { return }
    // An ancestor cannot become a subview: refused before anything changes (UIKit raises).
    if view.superview !== self && !canAdopt(view) {
      LayoutDiagnostics.report(.invalidHierarchy(view, into: self))
      return
    }
    let previousIndex = arrangedSubviews.firstIndex(ofIdentical: view)
    let previousTranslates = view.translatesAutoresizingMaskIntoConstraints
    if let previousIndex {
      arrangedSubviews.remove(at: previousIndex)
    }
    let index = max(0, min(stackIndex, arrangedSubviews.count))
    arrangedSubviews.insert(view, at: index)
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self {
      addSubview(view)
      // Refused after all (an overridden callback of the move made it a cycle): undone.
      if view.superview !== self {
        if let current = arrangedSubviews.firstIndex(ofIdentical: view) {
          arrangedSubviews.remove(at: current)
        }
        if let previousIndex {
          arrangedSubviews.insert(view, at: min(previousIndex, arrangedSubviews.count))
        }
        view.translatesAutoresizingMaskIntoConstraints = previousTranslates
        return
      }
    }
    setNeedsArrangement()
  }

  /// Removes a view from ``arrangedSubviews``; it stays a subview, as in UIKit.
  ///
  /// The view's custom spacing is forgotten. To take it out of the view hierarchy too, call
  /// `removeFromSuperview()` on it.
  ///
  /// - Parameter view: The arranged view to stop managing.
  open func removeArrangedSubview(_ view: UIView) {
    guard let index = arrangedSubviews.firstIndex(ofIdentical: view) else { return }
    arrangedSubviews.remove(at: index)
    customSpacings[ObjectIdentifier(view)] = nil
    setNeedsArrangement()
  }

  /// Sets the spacing after an arranged view, overriding ``spacing`` for that gap.
  ///
  /// ``spacingUseDefault`` restores ``spacing``; ``spacingUseSystem`` asks for the system
  /// spacing. A view that is not arranged is ignored (UIKit ignores it too).
  ///
  /// - Parameters:
  ///   - spacing: The distance after `arrangedSubview`, in points.
  ///   - arrangedSubview: The arranged view the spacing follows.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    guard arrangedSubviews.containsIdentical(arrangedSubview) else { return }
    let key = ObjectIdentifier(arrangedSubview)
    customSpacings[key] = spacing == Self.spacingUseDefault ? nil : spacing
    setNeedsArrangement()
  }

  /// The custom spacing after an arranged view, or ``spacingUseDefault`` when it has none.
  ///
  /// - Parameter arrangedSubview: An arranged view.
  /// - Returns: The spacing set with ``setCustomSpacing(_:after:)``.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  /// Removes a subview that leaves the hierarchy from ``arrangedSubviews`` too.
  ///
  /// - Parameter subview: The subview being removed.
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    removeArrangedSubview(subview)
    // The generated constraints that the leaving view holds itself (a hidden view's
    // `UISV-hiding` length of zero, say) would go with it to its next superview, until this
    // stack view's next arrangement: they go now. The others refer to this stack view too, and
    // go with the subview's removal.
    let held = arrangement.constraints.filter { $0.firstItem === subview && $0.secondItem == nil }
    if !held.isEmpty { NSLayoutConstraint.deactivate(held) }
  }

  /// The view whose first baseline is the stack view's: for a vertical stack view, that of its
  /// first visible arranged view, as in UIKit; otherwise the stack view itself.
  ///
  /// HeadlessUIKit measures a baseline from the top of the view that is constrained, so the
  /// forwarding is limited to where the arranged view's top is the stack view's top (a vertical
  /// stack view that is not margins-relative).
  open override var forFirstBaselineLayout: UIView {
    guard axis == .vertical, !isLayoutMarginsRelativeArrangement,
      let first = arrangedSubviews.first(where: { !$0.isHidden })
    else { return self }
    return first.forFirstBaselineLayout
  }

  /// The view whose last baseline is the stack view's: for a vertical stack view, that of its
  /// last visible arranged view, as in UIKit; otherwise the stack view itself.
  open override var forLastBaselineLayout: UIView {
    guard axis == .vertical, !isLayoutMarginsRelativeArrangement,
      let last = arrangedSubviews.last(where: { !$0.isHidden })
    else { return self }
    return last.forLastBaselineLayout
  }

  /// Collapses or restores an arranged view that was hidden or shown.
  override func subviewIsHiddenDidChange(_ subview: UIView) {
    super.subviewIsHiddenDidChange(subview)
    if arrangedSubviews.containsIdentical(subview) { setNeedsArrangement() }
  }

  /// Brings the generated constraints up to date before layout, as UIKit's stack view does in
  /// its update-constraints pass.
  open override func updateConstraints() {
    updateArrangementIfNeeded()
    super.updateConstraints()
  }

  /// Catches changes the stack view was not told about (an arranged view's intrinsic size for
  /// `fillProportionally`) before applying the solved frames.
  open override func layoutSubviews() {
    updateArrangementIfNeeded()
    super.layoutSubviews()
  }
}
