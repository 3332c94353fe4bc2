/// The leading and trailing items of a new layout that declare exactly what the previous
/// layout's did there, so that their constraints resolve to the kept ones without resolving.
struct ReusedConstraints {
  /// How many leading items of the new layout are reused.
  var prefixNodes = 0
  /// How many trailing items of the new layout are reused.
  var suffixNodes = 0
  /// The kept constraints of the leading and trailing items.
  var prefixConstraints = 0
  var suffixConstraints = 0
}

extension Activation {
  /// The items at both ends of `collector` whose constraints are the kept ones, but for their
  /// constants: the same item, parent and placement as in the baseline, and the same templates,
  /// none of which depends on more than those (a root item's superview, an anchor or an
  /// identifier may resolve differently).
  ///
  /// Only the items between them need resolving: an update that changes one branch resolves
  /// and matches the constraints of that branch alone.
  ///
  /// The templates of the first `matchedItems` items are not compared again: the record-level
  /// early exit found their records equal to the baseline's (which describe the baseline's nodes
  /// one to one) but for constants, with no template on a root item, naming an anchor or naming
  /// an identifier. Their nodes still are: a later declaration of the same item in the new
  /// layout may have placed it under another parent or given it more templates.
  func reusedConstraints(
    _ collector: LayoutCollector, matchedItems: Int = 0
  ) -> ReusedConstraints {
    var reused = ReusedConstraints()
    guard baseline.isUsable, collector.isWellFormed else { return reused }
    let newNodes = collector.nodes
    let oldNodes = baseline.nodes
    let newTemplates = collector.templates
    let oldTemplates = baseline.templates
    // `prefix` and `suffix` items already match; a parent among them is the same item on both
    // sides when it has the same position, which spares looking its identity up.
    var prefix = 0
    var suffix = 0
    func sameParent(_ node: LayoutCollector.Node, _ previous: LayoutCollector.Node) -> Bool {
      let (parent, oldParent) = (node.parent, previous.parent)
      if parent == oldParent && parent < prefix { return true }
      if parent - newNodes.count == oldParent - oldNodes.count
        && parent >= newNodes.count - suffix
      {
        return true
      }
      return (parent >= 0 ? newNodes[parent].id : nil)
        == (oldParent >= 0 ? oldNodes[oldParent].id : nil)
    }
    func matches(_ new: Int, _ old: Int) -> Bool {
      let node = newNodes[new]
      let previous = oldNodes[old]
      guard node.id == previous.id, node.placement == previous.placement,
        node.templateCount == previous.templateCount, sameParent(node, previous)
      else { return false }
      guard node.templateCount > 0 else { return true }
      guard node.parent >= 0 else { return false }
      var newPosition = node.templateStart
      var oldPosition = previous.templateStart
      for _ in 0..<node.templateCount {
        let template = newTemplates[newPosition]
        guard template.matchesIgnoringConstant(oldTemplates[oldPosition]),
          template.target.resolvesByIdentity
        else { return false }
        newPosition += 1
        oldPosition += 1
      }
      return true
    }
    let common = Swift.min(newNodes.count, oldNodes.count)
    var prefixConstraints = 0
    while prefix < Swift.min(matchedItems, common) {
      let node = newNodes[prefix]
      let previous = oldNodes[prefix]
      // Parents come before their children: a parent within the matched items is the same item.
      guard node.id == previous.id, node.parent == previous.parent,
        node.placement == previous.placement, node.templateCount == previous.templateCount
      else { break }
      prefixConstraints += node.templateCount
      prefix += 1
    }
    while prefix < common && matches(prefix, prefix) {
      prefixConstraints += newNodes[prefix].templateCount
      prefix += 1
    }
    var suffixConstraints = 0
    while suffix < common - prefix
      && matches(newNodes.count - 1 - suffix, oldNodes.count - 1 - suffix)
    {
      suffixConstraints += newNodes[newNodes.count - 1 - suffix].templateCount
      suffix += 1
    }
    // Each baseline template became one kept constraint, in order (the baseline is usable).
    var baselineConstraints = 0
    for node in oldNodes { baselineConstraints += node.templateCount }
    guard baselineConstraints == constraintKeys.count else { return reused }
    reused.prefixNodes = prefix
    reused.suffixNodes = suffix
    reused.prefixConstraints = prefixConstraints
    reused.suffixConstraints = suffixConstraints
    return reused
  }
}

extension AnchorTargetReference {
  /// Whether the target resolves the same way whenever the constrained item has the same
  /// parent: it is the parent, nothing, or an item compared by identity.
  var resolvesByIdentity: Bool {
    switch self {
    case .superview, .none, .item: true
    case .identifier, .xAxisAnchor, .yAxisAnchor, .dimension: false
    }
  }
}
