internal import SwiftLayoutEngine

/// A layout item's presence in layout: its variables and the constraints that refer to it.
///
/// Positions are relative to the item's parent (a view's superview, a guide's owning view), so a
/// subtree keeps its equations when it moves, and an unconstrained view sits at its superview's
/// origin with zero size.
///
/// Its stored properties are only ever accessed one at a time (main actor, no overlapping
/// mutation), so they skip dynamic exclusivity checks (`@exclusivity(unchecked)`) on the layout
/// paths.
@MainActor
final class LayoutNode {
  // MARK: Solver variables
  // The item's four variables in the engine, and where the engine keeps them.

  /// The x of the item's origin in its parent's coordinates.
  let x = Variable()
  /// The y of the item's origin in its parent's coordinates.
  let y = Variable()
  /// The item's width.
  let width = Variable()
  /// The item's height.
  let height = Variable()
  /// The engine this node is registered with (by serial number), and its index there.
  @exclusivity(unchecked) var engineID = 0
  @exclusivity(unchecked) var engineIndex = -1
  /// The values last applied to the item's frame, to find what a solve changed.
  @exclusivity(unchecked) var applied = (
    x: Double.nan, y: Double.nan, width: Double.nan, height: Double.nan
  )
  /// The `LayoutEngine.markChangedFrames()` call that last checked this node.
  @exclusivity(unchecked) var changeStamp = 0
  /// Whether a required `size >= 0` constraint guards the width and the height (added the
  /// first time a solve makes them negative; see ``LayoutEngine/markChangedFrames()``).
  @exclusivity(unchecked) var sizeGuards = (width: false, height: false)

  // MARK: Constraints

  /// Active constraints that refer to the item (user and system), in activation order.
  @exclusivity(unchecked) var affecting: [NSLayoutConstraint] = []
  /// Whether the view's system constraints must be remade before the next solve.
  @exclusivity(unchecked) var systemDirty = false
  /// The baseline offsets the view's baseline constraints were last rebuilt with (see
  /// `UIView.refreshBaselineConstraints()`).
  @exclusivity(unchecked) var lastBaselineOffsets: (first: CGFloat, last: CGFloat)?

  // MARK: Tree links
  // The item and its parent, held unretained so that walking the tree costs no reference
  // counting, and the marks of walks over the tree.

  /// The view whose node this is (cleared by nobody: a node never outlives its view's use).
  unowned(unsafe) var view: UIView? {
    didSet { viewReference = view.map(Unmanaged.passUnretained) }
  }
  /// ``view``, as a reference that reading never retains.
  nonisolated(unsafe) private(set) var viewReference: Unmanaged<UIView>?
  /// The guide whose node this is.
  unowned(unsafe) var guide: UILayoutGuide?
  /// The view's superview, unretained (UIView nodes only).
  ///
  /// Mirrors the weak `storedSuperview` without its reference counting: set when the view joins
  /// a superview (`LayoutTree.join`), cleared when it leaves (`LayoutTree.detach`) or the
  /// superview is torn down (`ViewTeardown`).
  nonisolated(unsafe) var superviewLink: Unmanaged<UIView>?
  /// The superview's node, kept with ``superviewLink`` (nodes are reference counted without
  /// side tables, so walking them is cheap).
  nonisolated(unsafe) var superviewNode: LayoutNode? {
    didSet { superviewNodeReference = superviewNode.map(Unmanaged.passUnretained) }
  }
  /// ``superviewNode``, as a reference that reading never retains (see `withBorrowed`).
  nonisolated(unsafe) private(set) var superviewNodeReference: Unmanaged<LayoutNode>?
  /// The node of the item's parent (a view's superview, a guide's owning view), unretained;
  /// nil for a root view or a guide that no view owns.
  var parentNodeReference: Unmanaged<LayoutNode>? {
    if let superviewNodeReference { return superviewNodeReference }
    guard let guide else { return nil }
    return guide.owningViewHandle?.node.map(Unmanaged.passUnretained)
  }
  /// A mark used by tree walks (see ``LayoutTree``).
  @exclusivity(unchecked) var stamp = 0
  /// Where the view was last seen in its superview's subviews (checked before use).
  @exclusivity(unchecked) var subviewIndexHint = 0

  // MARK: Layout pass bookkeeping
  // What the next layout pass visits, and what the current one has done.

  /// Whether some descendant of the view needs layout (UIView nodes only).
  @exclusivity(unchecked) var descendantNeedsLayout = false
  /// Whether the view's frame changed in the current layout pass (it is visited for its
  /// guides and safe area even when it needs no layout).
  @exclusivity(unchecked) var frameChangedInPass = false
  /// Whether only the engine marked the view for layout since its last layout, so that its
  /// layoutSubviews need apply frames only to ``movedSubviews`` (UIView nodes only).
  @exclusivity(unchecked) var engineMarkOnly = false
  /// The subviews the engine moved since the view was marked for layout, while
  /// ``engineMarkOnly`` (may repeat; kept allocated between passes).
  @exclusivity(unchecked) var movedSubviews: [UnretainedView] = []
  /// The subviews the next layout pass visits below this view (UIView nodes only).
  ///
  /// Each subview that needs layout, has a descendant that does, or had its frame changed in
  /// the pass is listed once (see ``listedIn``); a view leaving its superview is taken out.
  @exclusivity(unchecked) var subviewsToVisit: [UnretainedView] = []
  /// Where the view is in its superview's ``subviewsToVisit``, while ``listedIn`` is set.
  @exclusivity(unchecked) var listIndex = 0
  /// The superview whose ``subviewsToVisit`` lists this view, if any.
  @exclusivity(unchecked) var listedIn: UnsafeMutableRawPointer?
  /// The layout pass that last queued this view for a visit (see `LayoutPass`).
  @exclusivity(unchecked) var visitStamp = 0

  // MARK: View geometry the layout reads
  // UIView nodes only: cached so that a layout pass reads one field instead of the view's state.

  /// Whether the view's safe-area insets (as of the last layout) are zero (UIView nodes only).
  @exclusivity(unchecked) var safeAreaIsZero = true
  /// Whether the view preserves its superview's margins, and whether some subview may (UIView
  /// nodes only): one read tells a layout pass that a view has no margins to cascade.
  @exclusivity(unchecked) var marginCascade: MarginCascade = []
  /// The view's alignment-rectangle insets as of its last system-constraint refresh.
  ///
  /// UIView nodes only. The node's variables describe the view's alignment rectangle, placed
  /// from its superview's alignment origin; its frame is that rectangle outset by these insets.
  @exclusivity(unchecked) var alignmentInsets = UIEdgeInsets.zero
  /// Whether any view has had non-zero alignment insets (until then frames need no conversion).
  @exclusivity(unchecked) nonisolated(unsafe) static var alignmentInsetsInUse = false
  /// Whether the view preserves its superview's layout margins.
  var preservesSuperviewMargins: Bool {
    @inline(__always) get { marginCascade.contains(.preserves) }
  }

  // MARK: Frames

  /// The frame, in the parent's coordinates, of the solved `rect` (the item's alignment
  /// rectangle placed from its parent's alignment origin): outset by the view's alignment
  /// insets and moved by its parent's (a view's superview, a guide's owning view).
  func frame(fromSolved rect: CGRect) -> CGRect {
    let own = alignmentInsets
    let parent: UIEdgeInsets
    if let superviewNode {
      parent = superviewNode.alignmentInsets
    } else if let owner = guide?.storedOwningView {
      parent = owner.node.alignmentInsets
    } else {
      parent = .zero
    }
    guard own != .zero || parent != .zero else { return rect }
    return CGRect(
      x: rect.minX + parent.left - own.left, y: rect.minY + parent.top - own.top,
      width: rect.width + own.left + own.right, height: rect.height + own.top + own.bottom)
  }

  // MARK: Visit lists

  /// Lists the node's view in its superview's visit list and marks the ancestors as having a
  /// descendant that needs layout, up to the first ancestor already marked.
  ///
  /// - Parameter view: This node's view.
  func listAncestorsForVisit(of view: Unmanaged<UIView>) {
    // Nodes borrowed, not retained: each view keeps its node, and its superview.
    var child = view
    var cursor = Unmanaged.passUnretained(self)
    while true {
      let up = withBorrowed(cursor) { childNode -> (Unmanaged<UIView>, Unmanaged<LayoutNode>)? in
        guard let link = childNode.superviewLink, let parent = childNode.superviewNodeReference
        else { return nil }
        let key = link.toOpaque()
        if childNode.listedIn != key {
          childNode.listedIn = key
          childNode.listIndex = withBorrowed(parent) { parentNode in
            parentNode.subviewsToVisit.append(UnretainedView(child))
            return parentNode.subviewsToVisit.count - 1
          }
        }
        return (link, parent)
      }
      guard let (link, parent) = up else { return }
      let alreadyMarked = withBorrowed(parent) { parentNode in
        if parentNode.descendantNeedsLayout { return true }
        parentNode.descendantNeedsLayout = true
        return false
      }
      if alreadyMarked { return }
      child = link
      cursor = parent
    }
  }

  /// Takes `view` (whose node ``listedIn`` this node's view) out of ``subviewsToVisit`` in O(1)
  /// by moving the last entry into its place (the pass sorts what it visits anyway).
  func removeFromVisitList(_ view: UIView) {
    let index = view.node.listIndex
    guard index < subviewsToVisit.count, subviewsToVisit[index].refers(to: view) else {
      subviewsToVisit.removeAll { $0.refers(to: view) }
      return
    }
    let last = subviewsToVisit.count - 1
    if index != last {
      let moved = subviewsToVisit[last]
      subviewsToVisit[index] = moved
      moved.view.node.listIndex = index
    }
    subviewsToVisit.removeLast()
  }

  /// Moves the subviews to visit into `list` (which must be empty), leaving `list`'s storage
  /// in their place.
  ///
  /// - Returns: Whether there were any.
  func takeSubviewsToVisit(into list: inout [UnretainedView]) -> Bool {
    guard !subviewsToVisit.isEmpty else { return false }
    swap(&list, &subviewsToVisit)
    return true
  }

  // MARK: Variables

  /// Tags the four variables with the node's index in its engine (-1: none).
  func setVariableTags(_ index: Int) {
    x.clientTag = index
    y.clientTag = index
    width.clientTag = index
    height.clientTag = index
  }

  /// Whether `variable` is one of the node's four.
  @inline(__always)
  func owns(_ variable: ObjectIdentifier) -> Bool {
    variable == ObjectIdentifier(x) || variable == ObjectIdentifier(y)
      || variable == ObjectIdentifier(width) || variable == ObjectIdentifier(height)
  }

  // MARK: Constraints that refer to the item

  /// Lists a constraint that refers to the node (room for several from the first: an item with
  /// an intrinsic size already has four).
  @inline(__always)
  func addAffecting(_ constraint: NSLayoutConstraint) {
    if affecting.isEmpty { affecting.reserveCapacity(8) }
    affecting.append(constraint)
  }

  func removeAffecting(_ constraint: NSLayoutConstraint) {
    if let index = affecting.lastIndex(ofIdentical: constraint) {
      affecting.remove(at: index)
    }
  }
}
