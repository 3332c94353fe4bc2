import Foundation

extension LayoutCollector {
  /// Resolves every declared constraint to its items, in declaration order, reporting the ones
  /// that cannot be made.
  @MainActor
  func resolveConstraints(diagnostics: inout [LayoutDiagnostic]) -> [ResolvedConstraint] {
    var resolved: [ResolvedConstraint] = []
    resolved.reserveCapacity(nodes.count * 3)
    for node in nodes where !node.anchors.isEmpty {
      for template in node.anchors {
        if let constraint = resolve(template, of: node, diagnostics: &diagnostics) {
          resolved.append(constraint)
        }
      }
    }
    return resolved
  }

  @MainActor
  private func resolve(
    _ template: AnchorTemplate, of node: Node, diagnostics: inout [LayoutDiagnostic]
  ) -> ResolvedConstraint? {
    var secondAttribute = template.targetAttribute ?? template.attribute
    let secondItem: AnyObject?
    switch template.target {
    case .superview:
      secondItem = superItem(of: node)
      if secondItem == nil {
        diagnostics.append(
          LayoutDiagnostic(
            "\(describe(template, of: node)) needs a superview, but \(itemName(node.item)) has none"
          ))
        return nil
      }
    case .none:
      secondItem = nil
      secondAttribute = .notAnAttribute
    case .item(let item):
      secondItem = item
    case .identifier(let identifier):
      guard let index = identifiedItems[identifier] else {
        diagnostics.append(
          LayoutDiagnostic(
            "\(describe(template, of: node)) names \"\(identifier)\", which no view or guide "
              + "of the layout is identified by"))
        return nil
      }
      secondItem = nodes[index].item
    case .xAxisAnchor(let anchor):
      let probe = AnchorProbe.view.centerXAnchor.constraint(equalTo: anchor)
      secondItem = probe.secondItem
      secondAttribute = probe.secondAttribute
    case .yAxisAnchor(let anchor):
      let probe = AnchorProbe.view.centerYAnchor.constraint(equalTo: anchor)
      secondItem = probe.secondItem
      secondAttribute = probe.secondAttribute
    case .dimension(let anchor):
      let probe = AnchorProbe.view.widthAnchor.constraint(equalTo: anchor)
      secondItem = probe.secondItem
      secondAttribute = probe.secondAttribute
    }
    let firstKind = AttributeKind(template.attribute)
    let secondKind = AttributeKind(secondAttribute)
    guard firstKind != .none, firstKind.canRelate(to: secondKind) else {
      diagnostics.append(
        LayoutDiagnostic(
          "\(describe(template, of: node)) relates .\(attributeName(template.attribute)) to "
            + ".\(attributeName(secondAttribute)), which Auto Layout does not allow"))
      return nil
    }
    let key = ConstraintKey(
      first: node.id, firstAttribute: template.attribute, relation: template.relation,
      second: secondItem.map(ObjectIdentifier.init), secondAttribute: secondAttribute,
      multiplier: template.multiplier, priority: template.priority.rawValue,
      identifier: template.identifier)
    return ResolvedConstraint(
      key: key, constant: template.constant, firstItem: node.item, secondItem: secondItem)
  }

  /// The item's parent in the layout, or its current superview (owning view) for a root.
  @MainActor
  func superItem(of node: Node) -> AnyObject? {
    if node.parent >= 0 { return nodes[node.parent].item }
    if let view = node.item as? SLView { return view.superview }
    if let guide = node.item as? SLLayoutGuide { return guide.owningView }
    return nil
  }

  @MainActor
  private func describe(_ template: AnchorTemplate, of node: Node) -> String {
    "constraint \(itemName(node.item)).\(attributeName(template.attribute))"
  }
}

/// A detached view whose anchors reveal the item and attribute of an anchor passed as a target.
@MainActor
enum AnchorProbe {
  static let view = SLView(frame: .zero)
}
