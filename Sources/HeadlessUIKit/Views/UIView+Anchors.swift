/// The twelve anchors of a view or layout guide, made once and kept.
@MainActor
final class UIViewAnchors {
  let leading: NSLayoutXAxisAnchor
  let trailing: NSLayoutXAxisAnchor
  let left: NSLayoutXAxisAnchor
  let right: NSLayoutXAxisAnchor
  let centerX: NSLayoutXAxisAnchor
  let top: NSLayoutYAxisAnchor
  let bottom: NSLayoutYAxisAnchor
  let centerY: NSLayoutYAxisAnchor
  let firstBaseline: NSLayoutYAxisAnchor
  let lastBaseline: NSLayoutYAxisAnchor
  let width: NSLayoutDimension
  let height: NSLayoutDimension

  init(item: any LayoutItem) {
    leading = NSLayoutXAxisAnchor(item: item, attribute: .leading)
    trailing = NSLayoutXAxisAnchor(item: item, attribute: .trailing)
    left = NSLayoutXAxisAnchor(item: item, attribute: .left)
    right = NSLayoutXAxisAnchor(item: item, attribute: .right)
    centerX = NSLayoutXAxisAnchor(item: item, attribute: .centerX)
    top = NSLayoutYAxisAnchor(item: item, attribute: .top)
    bottom = NSLayoutYAxisAnchor(item: item, attribute: .bottom)
    centerY = NSLayoutYAxisAnchor(item: item, attribute: .centerY)
    firstBaseline = NSLayoutYAxisAnchor(item: item, attribute: .firstBaseline)
    lastBaseline = NSLayoutYAxisAnchor(item: item, attribute: .lastBaseline)
    width = NSLayoutDimension(item: item, attribute: .width)
    height = NSLayoutDimension(item: item, attribute: .height)
  }
}

extension UIView {
}
