/// An object held without keeping it alive, as a weak reference would: views and layout guides
/// through their handles (so that they are never referred to weakly, see ``LayoutItemHandle``),
/// other objects weakly.
@MainActor
package struct UnretainedObject {
  private let handle: LayoutItemHandle?
  private weak var other: AnyObject?

  /// Holds `object` without keeping it alive.
  package init(_ object: AnyObject?) {
    if let object, let item = layoutItem(ofObject: object) {
      handle = item.itemHandle
      other = nil
    } else {
      handle = nil
      other = object
    }
  }

  /// A reference to `view`, read from its handle (no cast).
  package init(view: UIView) {
    handle = view.itemHandle
    other = nil
  }

  /// A reference to `guide`, read from its handle (no cast).
  package init(guide: UILayoutGuide) {
    handle = guide.itemHandle
    other = nil
  }

  /// The object, `nil` once it is deinitialized.
  package var object: AnyObject? {
    if let handle { return handle.item }
    return other
  }
}
