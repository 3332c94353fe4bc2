extension ViewPrinter {
  /// The frame of a subview placed by its frame (`translatesAutoresizingMaskIntoConstraints`),
  /// as constraints: `sublayout` turns the translation off, so the printed source pins the view
  /// where it is, resizing with its superview as its `autoresizingMask` says.
  ///
  /// UIKit shares a change of the superview's size among the flexible parts of each axis
  /// (margins and size) in proportion to their sizes
  /// (<https://developer.apple.com/documentation/uikit/uiview/autoresizingmask>); each flexible
  /// part becomes a multiplier of the superview's right edge or width. Empty for the printed
  /// root and for views that do not translate their mask.
  func frameLines(of view: SLView) -> [String] {
    #if SWIFTLAYOUT_UIKIT_API
    guard view !== root, view.translatesAutoresizingMaskIntoConstraints,
      let superview = view.superview
    else { return [] }
    let frame = view.frame
    let bounds = superview.bounds.size
    let mask = view.autoresizingMask
    return Self.axisLines(
      position: ("left", "right", "width"), origin: frame.minX, length: frame.width,
      total: bounds.width,
      flexible: (
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
        mask.contains(.flexibleRightMargin)
      ))
      + Self.axisLines(
        position: ("top", "bottom", "height"), origin: frame.minY, length: frame.height,
        total: bounds.height,
        flexible: (
          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
          mask.contains(.flexibleBottomMargin)
        ))
    #else
    return []
    #endif
  }

  /// The position and size lines of one axis: `names` are its near edge, far edge and size.
  private static func axisLines(
    position names: (near: String, far: String, size: String), origin: CGFloat, length: CGFloat,
    total: CGFloat, flexible: (start: Bool, size: Bool, end: Bool)
  ) -> [String] {
    let end = total - origin - length
    let parts = [(flexible.start, origin), (flexible.size, length), (flexible.end, end)]
      .filter { $0.0 }
    let flexibleSum = parts.reduce(0) { $0 + $1.1 }
    func share(_ isFlexible: Bool, _ value: CGFloat) -> Double {
      guard isFlexible else { return 0 }
      return Double(flexibleSum != 0 ? value / flexibleSum : 1 / CGFloat(parts.count))
    }
    let startShare = share(flexible.start, origin)
    let sizeShare = share(flexible.size, length)
    let (origin, length, total) = (Double(origin), Double(length), Double(total))
    var lines: [String] = []
    if startShare == 0 {
      lines.append("Anchors.\(names.near).equalToSuper(constant: \(origin))")
    } else {
      // The near edge moves by its share of the change: a multiple of the superview's far edge.
      lines.append(
        "Anchors.\(names.near).equalToSuper(attribute: .\(names.far), constant: "
          + "\(origin - startShare * total)).multiplier(\(startShare))")
    }
    if sizeShare == 0 {
      lines.append("Anchors.\(names.size).equalTo(constant: \(length))")
    } else {
      lines.append(
        "Anchors.\(names.size).equalToSuper(constant: \(length - sizeShare * total))"
          + ".multiplier(\(sizeShare))")
    }
    return lines
  }
}
