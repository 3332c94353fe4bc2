/// Prints a ``Layout`` as a tree of its views and layout guides, optionally with the
/// constraints each one declares.
///
/// ```swift
/// print(LayoutPrinter(layout, withAnchors: true))
/// // root
/// // └─ contentView
/// //    │  .top == superview.top + 16.0
/// //    ├─ titleLabel
/// //    └─ descriptionLabel
/// ```
///
/// Items are named by identifier (`identifying(_:)`, `accessibilityIdentifier`) or by type;
/// the output holds no addresses and depends only on the layout.
@MainActor
public struct LayoutPrinter: CustomStringConvertible {
  private let collector: LayoutCollector
  /// Keeps the collected items alive: the collector does not retain them.
  private let layout: any Layout
  private let withAnchors: Bool
  /// The tree, one node per line.
  public nonisolated private(set) var description: String

  /// Prepares `layout` for printing.
  public init(_ layout: some Layout, withAnchors: Bool = false) {
    self.layout = layout
    self.collector = layout.collected()
    self.withAnchors = withAnchors
    self.description = ""
    self.description = render()
  }

  private func render() -> String {
    var children = [[Int]](repeating: [], count: collector.nodes.count)
    var roots: [Int] = []
    for (index, node) in collector.nodes.enumerated() {
      if node.parent >= 0 { children[node.parent].append(index) } else { roots.append(index) }
    }
    var lines: [String] = []
    for root in roots {
      appendLines(of: root, children: children, head: "", tail: "", into: &lines)
    }
    return lines.joined(separator: "\n")
  }

  private func appendLines(
    of index: Int, children: [[Int]], head: String, tail: String, into lines: inout [String]
  ) {
    let node = collector.nodes[index]
    let kind = node.placement == .guide ? "guide: " : ""
    let arranged = node.placement == .arrangedSubview ? " (arranged)" : ""
    lines.append(head + kind + itemName(node.item) + arranged)
    let own = children[index]
    if withAnchors {
      let bar = own.isEmpty ? "   " : "│  "
      for template in collector.templates[node.templateRange] {
        lines.append(tail + bar + templateDescription(template))
      }
    }
    for (position, child) in own.enumerated() {
      let isLast = position == own.count - 1
      appendLines(
        of: child, children: children, head: tail + (isLast ? "└─ " : "├─ "),
        tail: tail + (isLast ? "   " : "│  "), into: &lines)
    }
  }

  /// The item and attribute of an anchor target, read from a constraint made to it:
  /// `card.bottom`, `root.safeAreaLayoutGuide.top`.
  private func anchorDescription(_ probe: SLLayoutConstraint) -> String {
    "\(itemName(probe.secondItem as AnyObject?)).\(attributeName(probe.secondAttribute))"
  }

  private func templateDescription(_ template: AnchorTemplate) -> String {
    let relation =
      switch template.relation {
      case .equal: "=="
      case .lessThanOrEqual: "<="
      case .greaterThanOrEqual: ">="
      @unknown default: "?"
      }
    var text = ".\(attributeName(template.attribute)) \(relation)"
    let secondAttribute = attributeName(template.targetAttribute)
    var hasItem = true
    switch template.target {
    case .superview: text += " superview.\(secondAttribute)"
    case .none: hasItem = false
    case .item(let item): text += " \(itemName(item.object)).\(secondAttribute)"
    case .identifier(let identifier): text += " \"\(identifier.string)\".\(secondAttribute)"
    case .xAxisAnchor(let anchor):
      let probe = AnchorProbe.view.centerXAnchor.constraint(
        equalTo: anchor.object(as: SLLayoutXAxisAnchor.self))
      text += " " + anchorDescription(probe)
    case .yAxisAnchor(let anchor):
      let probe = AnchorProbe.view.centerYAnchor.constraint(
        equalTo: anchor.object(as: SLLayoutYAxisAnchor.self))
      text += " " + anchorDescription(probe)
    case .dimension(let anchor):
      let probe = AnchorProbe.view.widthAnchor.constraint(
        equalTo: anchor.object(as: SLLayoutDimension.self))
      text += " " + anchorDescription(probe)
    }
    if hasItem && template.multiplier != 1 { text += " x \(Double(template.multiplier))" }
    if !hasItem {
      text += " \(Double(template.constant))"
    } else if template.constant != 0 {
      text += template.constant < 0 ? " - " : " + "
      text += "\(Double(abs(template.constant)))"
    }
    if template.priority != .required { text += " @\(Double(template.priority.rawValue))" }
    if let identifier = template.identifier { text += " #\(identifier.string)" }
    return text
  }
}
