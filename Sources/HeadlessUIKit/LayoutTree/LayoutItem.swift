/// What views and layout guides have in common for layout: variables in the engine and a place
/// in the view tree.
@MainActor
protocol LayoutItem: AnyObject {
  /// The item's variables and the constraints that refer to it.
  var node: LayoutNode { get }
  /// The view whose coordinate system positions the item: a view's superview, a guide's owner.
  var parentView: UIView? { get }
  /// The view that stands for the item in the hierarchy: the view itself, a guide's owner.
  var ownerView: UIView? { get }
  /// The item's name in descriptions: its identifier, else its type (and index).
  var itemName: String { get }
  /// The item's handle, by which constraints, anchors and queues refer to it without keeping
  /// it alive.
  var itemHandle: LayoutItemHandle { get }
}

/// The view or layout guide `value` is, if it is one.
///
/// Two class casts, straight from `Any`: bridging to `AnyObject` first, or casting to the
/// protocol, looks conformances up at run time, which costs more than making the constraint the
/// item is for. Views and layout guides are the only layout items.
@MainActor
@inline(__always)
func layoutItem(of value: Any) -> (any LayoutItem)? {
  if let view = value as? UIView { return view }
  if let guide = value as? UILayoutGuide { return guide }
  return nil
}

/// The view or layout guide `object` is, if it is one (class casts only).
@MainActor
@inline(__always)
func layoutItem(ofObject object: AnyObject) -> (any LayoutItem)? {
  if let view = object as? UIView { return view }
  if let guide = object as? UILayoutGuide { return guide }
  return nil
}

extension UIView: LayoutItem {
  var parentView: UIView? { storedSuperview }
  var ownerView: UIView? { self }
}
