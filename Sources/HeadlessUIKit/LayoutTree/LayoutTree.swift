/// The tree a view belongs to; every view in one tree shares this object, which owns the tree's
/// layout engine once one is needed.
///
/// Its state is only accessed one property at a time, on the main actor, so it skips dynamic
/// exclusivity checks.
@MainActor
final class LayoutTree {
  /// The tree's topmost view (held through its handle, see `LayoutItemHandle`).
  var rootHandle: LayoutItemHandle?
  var root: UIView? {
    get { rootHandle.view }
    set { rootHandle = newValue?.itemHandle }
  }
  @exclusivity(unchecked) var engine: LayoutEngine?
  /// Views whose system constraints must be remade before the next solve, through their handles
  /// (the queue never keeps a view alive; a freed view reads `nil`).
  @exclusivity(unchecked) var dirtyViews: [LayoutItemHandle] = []
  /// Whether some view of the tree may need ``UIView/updateConstraints()``.
  @exclusivity(unchecked) var needsUpdateConstraints = true
  /// Whether a layout pass is running on this tree (nested `layoutIfNeeded()` calls stay local).
  @exclusivity(unchecked) var passInProgress = false
}
