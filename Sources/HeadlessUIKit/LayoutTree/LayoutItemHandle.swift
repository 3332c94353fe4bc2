/// A view's or layout guide's stand-in for the references that must not keep it alive
/// (constraints' items and holder, anchors, superview links, queues): what `weak` gives, without
/// its cost.
///
/// Swift moves an object's reference count to a side table the first time anything refers to
/// it weakly, and from then on every retain and release of the object is slower. Views are
/// retained and released all through layout, so nothing refers to a view or a guide weakly:
/// each item owns one handle, made with it, that refers to it unretained and is cleared as the
/// item's `deinit` starts (before its memory is freed). Holders of the handle retain the
/// handle, not the item, and read ``item`` or ``view``, which are `nil` once the item is gone —
/// as a weak reference would be.
///
/// Deinitializers of UIView subclasses run before UIView's; while they run, the handle still
/// answers the view (a weak reference would already answer `nil`).
final class LayoutItemHandle: @unchecked Sendable {
  /// The item, unretained; `nil` once it is deinitialized.
  nonisolated(unsafe) unowned(unsafe) var item: (any LayoutItem)?
  /// The item if it is a view, unretained; `nil` for guides and once the view is deinitialized.
  nonisolated(unsafe) unowned(unsafe) var view: UIView?
  /// The item's node, unretained; `nil` once the item is deinitialized.
  ///
  /// The item owns its node; the constraint paths read it here instead of asking the
  /// existential ``item``.
  nonisolated(unsafe) unowned(unsafe) var node: LayoutNode?

  nonisolated init() {}

  /// Forgets the item: called first thing in its `deinit`.
  nonisolated func clear() {
    item = nil
    view = nil
    node = nil
  }
}

extension Optional where Wrapped == LayoutItemHandle {
  /// The handle's item, `nil` for no handle or a deinitialized item.
  @inline(__always)
  var item: (any LayoutItem)? {
    guard let self else { return nil }
    return self.item
  }

  /// The node of the handle's item, `nil` for no handle or a deinitialized item.
  @inline(__always)
  var node: LayoutNode? {
    guard let self else { return nil }
    return self.node
  }

  /// The handle's view, `nil` for no handle, a guide or a deinitialized view.
  @inline(__always)
  var view: UIView? {
    guard let self else { return nil }
    return self.view
  }
}
