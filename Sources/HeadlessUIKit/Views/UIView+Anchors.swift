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
  /// A layout anchor representing the leading edge of the view's frame.
  public var leadingAnchor: NSLayoutXAxisAnchor { anchorSet.leading }
  /// A layout anchor representing the trailing edge of the view's frame.
  public var trailingAnchor: NSLayoutXAxisAnchor { anchorSet.trailing }
  /// A layout anchor representing the left edge of the view's frame.
  public var leftAnchor: NSLayoutXAxisAnchor { anchorSet.left }
  /// A layout anchor representing the right edge of the view's frame.
  public var rightAnchor: NSLayoutXAxisAnchor { anchorSet.right }
  /// A layout anchor representing the top edge of the view's frame.
  public var topAnchor: NSLayoutYAxisAnchor { anchorSet.top }
  /// A layout anchor representing the bottom edge of the view's frame.
  public var bottomAnchor: NSLayoutYAxisAnchor { anchorSet.bottom }
  /// A layout anchor representing the width of the view's frame.
  public var widthAnchor: NSLayoutDimension { anchorSet.width }
  /// A layout anchor representing the height of the view's frame.
  public var heightAnchor: NSLayoutDimension { anchorSet.height }
  /// A layout anchor representing the horizontal center of the view's frame.
  public var centerXAnchor: NSLayoutXAxisAnchor { anchorSet.centerX }
  /// A layout anchor representing the vertical center of the view's frame.
  public var centerYAnchor: NSLayoutYAxisAnchor { anchorSet.centerY }
  /// A layout anchor representing the baseline for the topmost line of text in the view.
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { anchorSet.firstBaseline }
  /// A layout anchor representing the baseline for the bottommost line of text in the view.
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { anchorSet.lastBaseline }
}
