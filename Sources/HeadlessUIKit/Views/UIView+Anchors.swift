/// The twelve anchors of a view or layout guide, each made on first use and then kept.
@MainActor
final class UIViewAnchors {
  // Each anchor is made on first use (a view typically uses a few of its twelve); once made,
  // the same object is returned every time.
  private let itemHandle: LayoutItemHandle
  lazy var leading = NSLayoutXAxisAnchor(handle: itemHandle, attribute: .leading)
  lazy var trailing = NSLayoutXAxisAnchor(handle: itemHandle, attribute: .trailing)
  lazy var left = NSLayoutXAxisAnchor(handle: itemHandle, attribute: .left)
  lazy var right = NSLayoutXAxisAnchor(handle: itemHandle, attribute: .right)
  lazy var centerX = NSLayoutXAxisAnchor(handle: itemHandle, attribute: .centerX)
  lazy var top = NSLayoutYAxisAnchor(handle: itemHandle, attribute: .top)
  lazy var bottom = NSLayoutYAxisAnchor(handle: itemHandle, attribute: .bottom)
  lazy var centerY = NSLayoutYAxisAnchor(handle: itemHandle, attribute: .centerY)
  lazy var firstBaseline = NSLayoutYAxisAnchor(handle: itemHandle, attribute: .firstBaseline)
  lazy var lastBaseline = NSLayoutYAxisAnchor(handle: itemHandle, attribute: .lastBaseline)
  lazy var width = NSLayoutDimension(handle: itemHandle, attribute: .width)
  lazy var height = NSLayoutDimension(handle: itemHandle, attribute: .height)

  init(item: any LayoutItem) {
    itemHandle = item.itemHandle
  }
}

extension UIView {
}
