/// The constraints HeadlessUIKit keeps for a view, by role.
struct SystemConstraints {
  /// Position and size from `frame` and `autoresizingMask` (held by the superview), or the root
  /// view's size (held by the view).
  var autoresizing: [NSLayoutConstraint] = []
  /// Hugging and compression resistance from the intrinsic content size.
  var contentSize: [NSLayoutConstraint] = []
  /// The intrinsic size the content-size constraints were made from.
  var contentSizeSource: CGSize?
  /// The superview size the autoresizing constraints were made against.
  var autoresizingReference = CGSize.zero
  /// Required `width >= 0` / `height >= 0` of this view or its guides, added once a solve made
  /// that size negative; never remade.
  var nonNegativeSize: [NSLayoutConstraint] = []
}
