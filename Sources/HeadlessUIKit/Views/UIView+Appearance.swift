extension UIView {
  /// Tells the view and its descendants that inherit its tint colour that it changed.
  func tintColorDidChangeInSubtree() {
    tintColorDidChange()
    var stack = storedSubviews
    while let view = stack.popLast() {
      // A view with its own tint does not see its ancestors' change, nor do its descendants.
      guard view.storedTintColor == nil else { continue }
      view.tintColorDidChange()
      stack.append(contentsOf: view.storedSubviews)
    }
  }

  /// The frame UIKit reports for a transformed view: the box bounding the bounds transformed
  /// around the center.
  func transformedFrame(_ transform: CGAffineTransform) -> CGRect {
    let size = storedFrame.size
    let local = CGRect(
      x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
    let box = local.applying(transform)
    return box.offsetBy(dx: storedFrame.midX, dy: storedFrame.midY)
  }
}
