internal import SwiftLayoutEngine

/// A layout item's presence in layout: its variables and the constraints that refer to it.
///
/// Positions are relative to the item's parent (a view's superview, a guide's owning view), so a
/// subtree keeps its equations when it moves, and an unconstrained view sits at its superview's
/// origin with zero size.
@MainActor
final class LayoutNode {
  /// The x of the item's origin in its parent's coordinates.
  let x = Variable()
  /// The y of the item's origin in its parent's coordinates.
  let y = Variable()
  /// The item's width.
  let width = Variable()
  /// The item's height.
  let height = Variable()

  /// Active constraints that refer to the item (user and system), in activation order.
  var affecting: [NSLayoutConstraint] = []
  /// A mark used by tree walks (see ``LayoutTree``).
  var stamp = 0
  /// The view whose node this is (cleared by nobody: a node never outlives its view's use).
  unowned(unsafe) var view: UIView?
  /// The guide whose node this is.
  unowned(unsafe) var guide: UILayoutGuide?
  /// The engine this node is registered with (by serial number), and its index there.
  var engineID = 0
  var engineIndex = -1
  /// The values last applied to the item's frame, to find what a solve changed.
  var applied = (x: Double.nan, y: Double.nan, width: Double.nan, height: Double.nan)
  /// Whether some descendant of the view needs layout (UIView nodes only).
  var descendantNeedsLayout = false
  /// Whether the view's frame changed in the current layout pass (it is visited for its
  /// guides and safe area even when it needs no layout).
  var frameChangedInPass = false
  /// The subviews the engine moved since the view was marked for layout, when nothing else
  /// marked it; `nil` means every subview's frame must be compared (UIView nodes only).
  var movedSubviews: [UIView]?
  /// Whether the view's system constraints must be remade before the next solve.
  var systemDirty = false
  /// Whether a required `size >= 0` constraint guards the width and the height (added the
  /// first time a solve makes them negative; see ``LayoutEngine/markChangedFrames()``).
  var sizeGuards = (width: false, height: false)
  /// The baseline offsets the view's baseline constraints were last rebuilt with (see
  /// `UIView.refreshBaselineConstraints()`).
  var lastBaselineOffsets: (first: CGFloat, last: CGFloat)?

  func removeAffecting(_ constraint: NSLayoutConstraint) {
    if let index = affecting.lastIndex(where: { $0 === constraint }) {
      affecting.remove(at: index)
    }
  }
}

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
