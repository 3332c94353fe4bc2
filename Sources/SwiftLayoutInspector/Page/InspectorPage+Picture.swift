extension InspectorPage {
  /// The inline SVG of the layout shown first: one group per item, in tree order, so that a
  /// subview is drawn (and hit) above its superview; the script moves them for other layouts.
  func picture() -> String {
    let width = initial?.width ?? 0
    let height = initial?.height ?? 0
    var out = [
      "<svg id=\"picture\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" "
        + "aria-label=\"The laid-out screen\" viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" "
        + "preserveAspectRatio=\"xMidYMin meet\">"
    ]
    for item in inspection.items {
      let frame =
        initial?.frames[item.id] ?? LayoutInspection.Rect(x: 0, y: 0, width: 0, height: 0)
      var classes = "item kind-\(item.kind.rawValue)"
      if item.isHidden { classes += " is-hidden" }
      let position =
        "x=\"\(Self.number(frame.x))\" y=\"\(Self.number(frame.y))\" "
        + "width=\"\(Self.number(max(frame.width, 0)))\" height=\"\(Self.number(max(frame.height, 0)))\""
      var group = "<g class=\"\(classes)\" data-view=\"\(Self.escape(item.id))\">"
      group += "<title>\(Self.escape(item.className)) \(Self.escape(item.name))</title>"
      group += "<rect class=\"box\" \(position)/>"
      group += "<svg class=\"clip\" \(position)>"
      if let content = item.content, !content.isEmpty {
        group +=
          "<text class=\"content\" x=\"50%\" y=\"50%\">\(Self.escape(content))</text>"
      }
      group += "<text class=\"name\" x=\"3\" y=\"9\">\(Self.escape(item.name))</text>"
      group += "</svg></g>"
      out.append(group)
    }
    out.append("<g id=\"recorded\">")
    for item in inspection.items {
      guard let frame = inspection.recordedFrames[item.id] else { continue }
      out.append(
        "<rect class=\"recorded\" data-recorded-view=\"\(Self.escape(item.id))\" "
          + "x=\"\(Self.number(frame.x))\" y=\"\(Self.number(frame.y))\" "
          + "width=\"\(Self.number(max(frame.width, 0)))\" "
          + "height=\"\(Self.number(max(frame.height, 0)))\"/>")
    }
    out.append("</g>")
    out.append("<rect id=\"selection-box\" x=\"0\" y=\"0\" width=\"0\" height=\"0\"/>")
    out.append("</svg>")
    return out.joined(separator: "\n")
  }
}
