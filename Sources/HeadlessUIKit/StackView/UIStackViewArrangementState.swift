/// The constraints and gap guides a stack view has installed, and what they were built from.
@MainActor
struct UIStackViewArrangementState {
  /// Everything the generated constraints depend on; equal signatures build equal constraints.
  struct Signature: Equatable {
    var axis: NSLayoutConstraint.Axis
    var distribution: UIStackView.Distribution
    var alignment: UIStackView.Alignment
    var spacing: CGFloat
    var isBaselineRelative: Bool
    var isLayoutMarginsRelative: Bool
    var views: [ObjectIdentifier]
    var hidden: [Bool]
    var customSpacings: [CGFloat?]
    /// The arranged views' intrinsic lengths along the axis, for `fill` and
    /// `fillProportionally` only (0 for multi-line labels).
    var intrinsicLengths: [CGFloat]
    /// Which arranged views are multi-line labels (text width disambiguation).
    var multiLineLabels: [Bool]
  }

  /// The signature of the installed constraints, or nil when none are installed.
  var signature: Signature?
  /// The active constraints the stack view generated.
  var constraints: [NSLayoutConstraint] = []
  /// The gap guides of the `equalSpacing` and `equalCentering` distributions.
  var guides: [UILayoutGuide] = []
  /// The views the stack view's first and last baselines came from at the last regeneration,
  /// by their handles: kept here, a handle is never another view's (an `ObjectIdentifier` of
  /// a view freed since could be a new view's).
  var baselineViews: [LayoutItemHandle] = []
}
