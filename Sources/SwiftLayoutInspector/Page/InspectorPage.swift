import Foundation

/// The HTML of a layout inspector report: static markup for the layout shown first, the
/// inspection as JSON, and the script that switches layouts and fills in the details.
struct InspectorPage {
  let inspection: LayoutInspection

  /// The distinct widths of the variants, narrowest first.
  var widths: [Double] { Array(Set(inspection.variants.map(\.width))).sorted() }

  var initial: LayoutInspection.Variant? {
    inspection.variants.indices.contains(inspection.initialVariant)
      ? inspection.variants[inspection.initialVariant] : inspection.variants.first
  }

  func html() -> String {
    let title = Self.escape(inspection.title)
    let widthIndex = initial.flatMap { variant in widths.firstIndex(of: variant.width) } ?? 0
    let widthText = initial.map { "\(Self.number($0.width)) × \(Self.number($0.height)) pt" } ?? ""
    let isRightToLeft = initial?.isRightToLeft ?? false
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(title) · Layout inspector</title>
      <style>
      \(Self.style)
      </style>
      </head>
      <body>
      <header>
      <div class="heading"><h1>\(title)</h1><span class="subtitle">SwiftLayout inspector</span></div>
      <div class="controls">
      <label class="control" for="width">Width</label>
      <input type="range" id="width" min="0" max="\(max(widths.count - 1, 0))" step="1" \
      value="\(widthIndex)" list="width-marks" aria-describedby="width-value">
      <datalist id="width-marks">\(widths.indices.map { "<option value=\"\($0)\"></option>" }.joined())</datalist>
      <output id="width-value" for="width">\(widthText)</output>
      <label class="control"><input type="checkbox" id="rtl"\(isRightToLeft ? " checked" : "")> Right-to-left</label>
      <label class="control"><input type="checkbox" id="guides" checked> Layout guides</label>
      </div>
      \(legend())
      </header>
      <main>
      <nav id="tree" aria-label="View tree"><h2>View tree</h2>
      <ul class="tree">
      \(treeRows())
      </ul>
      </nav>
      <section id="canvas" aria-label="Layout">
      \(picture())
      </section>
      <aside>
      <section id="issues" aria-label="Issues">
      \(issues())
      </section>
      <section id="details" aria-label="Details" aria-live="polite">
      <h2>Details</h2>
      <p class="placeholder">Select a view or layout guide in the picture or the tree.</p>
      </section>
      </aside>
      </main>
      <script type="application/json" id="inspection-data">\(Self.scriptSafe(LayoutInspector.json(for: inspection)))</script>
      <script>
      \(Self.script)
      </script>
      </body>
      </html>

      """
  }

  private func legend() -> String {
    let entries = LayoutInspection.Kind.allCases.map { kind in
      "<li><span class=\"swatch kind-\(kind.rawValue)\"></span>\(Self.kindTitle(kind))</li>"
    }
    let extra = [
      "<li><span class=\"swatch swatch-conflict\"></span>Conflict</li>",
      "<li><span class=\"swatch swatch-ambiguous\"></span>Ambiguous</li>",
      inspection.recordedFrames.isEmpty
        ? "" : "<li><span class=\"swatch swatch-recorded\"></span>Recorded frame</li>",
    ]
    return "<ul class=\"legend\">" + (entries + extra).joined() + "</ul>"
  }

  static func kindTitle(_ kind: LayoutInspection.Kind) -> String {
    switch kind {
    case .root: "Root"
    case .view: "View"
    case .label: "Label"
    case .control: "Control"
    case .image: "Image"
    case .stack: "Stack view"
    case .scroll: "Scroll view"
    case .guide: "Layout guide"
    }
  }

  private func treeRows() -> String {
    inspection.items.map { item in
      var classes = "row kind-\(item.kind.rawValue)"
      if item.isHidden { classes += " is-hidden" }
      let name =
        item.name == item.className
        ? "" : " <span class=\"tree-name\">\(Self.escape(item.name))</span>"
      return
        "<li><button type=\"button\" class=\"\(classes)\" data-tree-view=\"\(Self.escape(item.id))\" "
        + "style=\"--depth:\(item.depth)\"><span class=\"swatch kind-\(item.kind.rawValue)\"></span>"
        + "<span class=\"tree-class\">\(Self.escape(item.className))</span>\(name)"
        + "<span class=\"flag\" aria-hidden=\"true\"></span></button></li>"
    }.joined(separator: "\n")
  }

  private func issues() -> String {
    guard let variant = initial else { return "<h2>Issues</h2>" }
    var html = ["<h2>Issues</h2>"]
    if variant.unsatisfiable.isEmpty && variant.ambiguous.isEmpty {
      html.append(
        "<p class=\"no-issues\">No issues: every constraint is satisfied and every frame is "
          + "determined at this size.</p>")
    }
    if !variant.unsatisfiable.isEmpty {
      html.append("<h3>Unsatisfiable</h3><ol class=\"issue-list\">")
      for (index, conflict) in variant.unsatisfiable.enumerated() {
        let lines = conflict.constraints.map { text in
          let broken = text == conflict.broken
          return "<li class=\"constraint\(broken ? " broken" : "")\">"
            + "<code>\(Self.escape(text))</code>\(broken ? " <span class=\"badge\">broken</span>" : "")</li>"
        }
        html.append(
          "<li class=\"issue conflict\" tabindex=\"0\" role=\"button\" data-issue=\"c\(index)\" "
            + "data-items=\"\(Self.escape(conflict.items.joined(separator: " ")))\">"
            + "<span class=\"issue-title\">These constraints cannot all hold</span>"
            + "<ul class=\"constraints\">\(lines.joined())</ul></li>")
      }
      html.append("</ol>")
    }
    if !variant.ambiguous.isEmpty {
      html.append("<h3>Ambiguous</h3><ol class=\"issue-list\">")
      for (index, ambiguity) in variant.ambiguous.enumerated() {
        html.append(
          "<li class=\"issue ambiguity\" tabindex=\"0\" role=\"button\" data-issue=\"a\(index)\" "
            + "data-items=\"\(Self.escape(ambiguity.item))\"><span class=\"issue-title\">"
            + "\(Self.escape(ambiguity.name))</span> <span class=\"axes\">"
            + "\(ambiguity.axes.joined(separator: ", "))</span></li>")
      }
      html.append("</ol>")
    }
    return html.joined(separator: "\n")
  }

  static func number(_ value: Double) -> String {
    let rounded = (value * 10_000).rounded() / 10_000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return "\(Int64(rounded))" }
    return "\(rounded)"
  }

  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }

  /// JSON made safe inside a `<script>` element: no `</script>` or `<!--` can end it early.
  static func scriptSafe(_ json: String) -> String {
    json.replacingOccurrences(of: "<", with: "\\u003c")
  }
}
