import Foundation

extension LayoutCollector {
  /// Resolves every declared constraint to its items, in declaration order, reporting the ones
  /// that cannot be made.
  @MainActor
  func resolveConstraints(diagnostics: inout [LayoutDiagnostic]) -> ResolvedConstraints {
    var resolved = ResolvedConstraints(capacity: templateCount)
    for index in nodes.indices where !nodes[index].anchors.isEmpty {
      let anchors = nodes[index].anchors
      let parentItem = superItem(of: index)
      if nodes[index].parent < 0, let parentItem { resolved.keepAlive.append(parentItem) }
      let context = ResolutionContext(
        first: nodes[index].item, firstID: nodes[index].id, superItem: parentItem, node: index)
      for position in anchors.indices {
        resolve(anchors[position], in: context, into: &resolved, diagnostics: &diagnostics)
      }
    }
    return resolved
  }

  @MainActor
  private func resolve(
    _ template: borrowing AnchorTemplate, in context: ResolutionContext,
    into resolved: inout ResolvedConstraints, diagnostics: inout [LayoutDiagnostic]
  ) {
    var secondAttribute = template.targetAttribute ?? template.attribute
    let secondItem: AnyObject?
    switch template.target {
    case .superview:
      secondItem = context.superItem
      if secondItem == nil {
        diagnostics.append(
          LayoutDiagnostic(
            "\(describe(template, of: context)) needs a superview, but \(itemName(context.first)) "
              + "has none"
          ))
        return
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
            "\(describe(template, of: context)) names \"\(identifier)\", which no view or guide "
              + "of the layout is identified by"))
        return
      }
      secondItem = nodes[index].item
    case .xAxisAnchor(let anchor):
      let probe = AnchorProbe.view.centerXAnchor.constraint(equalTo: anchor)
      secondItem = probe.secondItem
      secondAttribute = probe.secondAttribute
      if let secondItem { resolved.keepAlive.append(secondItem) }
    case .yAxisAnchor(let anchor):
      let probe = AnchorProbe.view.centerYAnchor.constraint(equalTo: anchor)
      secondItem = probe.secondItem
      secondAttribute = probe.secondAttribute
      if let secondItem { resolved.keepAlive.append(secondItem) }
    case .dimension(let anchor):
      let probe = AnchorProbe.view.widthAnchor.constraint(equalTo: anchor)
      secondItem = probe.secondItem
      secondAttribute = probe.secondAttribute
      if let secondItem { resolved.keepAlive.append(secondItem) }
    }
    let firstKind = AttributeKind(template.attribute)
    let secondKind = AttributeKind(secondAttribute)
    guard firstKind != .none, firstKind.canRelate(to: secondKind) else {
      diagnostics.append(
        LayoutDiagnostic(
          "\(describe(template, of: context)) relates .\(attributeName(template.attribute)) to "
            + ".\(attributeName(secondAttribute)), which Auto Layout does not allow"))
      return
    }
    let key = ConstraintKey(
      first: context.firstID, firstAttribute: template.attribute, relation: template.relation,
      second: secondItem.map(ObjectIdentifier.init), secondAttribute: secondAttribute,
      multiplier: template.multiplier, priority: template.priority.rawValue,
      identifier: template.identifier)
    resolved.keys.append(key)
    resolved.constants.append(template.constant)
    resolved.items.append(ConstraintItems(first: context.first, second: secondItem))
  }

  /// The item's parent in the layout, or its current superview (owning view) for a root.
  @MainActor
  func superItem(of index: Int) -> AnyObject? {
    let parent = nodes[index].parent
    if parent >= 0 { return nodes[parent].item }
    if let view = nodes[index].item as? SLView { return view.superview }
    if let guide = nodes[index].item as? SLLayoutGuide { return guide.owningView }
    return nil
  }

  @MainActor
  private func describe(_ template: borrowing AnchorTemplate, of context: ResolutionContext)
    -> String
  {
    "constraint \(itemName(context.first)).\(attributeName(template.attribute))"
  }
}

/// The first item of the constraints being resolved, and its superview in the layout.
struct ResolutionContext {
  unowned(unsafe) let first: AnyObject
  let firstID: ObjectIdentifier
  unowned(unsafe) let superItem: AnyObject?
  let node: Int
}

/// A detached view whose anchors reveal the item and attribute of an anchor passed as a target.
@MainActor
enum AnchorProbe {
  static let view = SLView(frame: .zero)
}
