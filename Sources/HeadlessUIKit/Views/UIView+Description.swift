extension UIView {
  var lineDescription: String {
    var text = "<\(String(describing: Swift.type(of: self)))"
    if let accessibilityIdentifier, !accessibilityIdentifier.isEmpty {
      text += " \(accessibilityIdentifier)"
    }
    text += "; frame = \(FrameText.format(storedFrame))"
    if storedBoundsOrigin != .zero {
      text +=
        "; bounds origin = (\(NumberText.format(storedBoundsOrigin.x)) "
        + "\(NumberText.format(storedBoundsOrigin.y)))"
    }
    if let label = self as? UILabel, let labelText = label.text {
      text += "; text = \"\(labelText)\""
    }
    if let button = self as? UIButton, let title = button.currentTitle {
      text += "; title = \"\(title)\""
    }
    if let imageView = self as? UIImageView, let image = imageView.image {
      text +=
        "; image = \(image.name ?? "unnamed") \(NumberText.format(image.size.width))x"
        + NumberText.format(image.size.height)
    }
    if isHidden { text += "; hidden" }
    return text + ">"
  }

  /// The view tree as text, one view per line with its frame, children indented under their
  /// parent, as UIKit's debugging `recursiveDescription` prints it but without addresses.
  ///
  /// Deep trees are printed iteratively; past 32 levels the indentation stops growing and each
  /// line shows its depth instead.
  ///
  /// - Returns: The description, ending in a newline.
  func recursiveDescription() -> String {
    var lines: [String] = []
    var stack: [(UIView, Int)] = [(self, 0)]
    while let (view, depth) = stack.popLast() {
      let shown = Swift.min(depth, 32)
      var prefix = String(repeating: "   | ", count: shown)
      if depth > 32 { prefix += "(depth \(depth)) " }
      lines.append(prefix + view.lineDescription)
      for child in view.storedSubviews.reversed() { stack.append((child, depth + 1)) }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
