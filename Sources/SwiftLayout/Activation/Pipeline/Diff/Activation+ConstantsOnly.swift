extension Activation {
  /// Applies `collector` by changing constraint constants in place when it declares the same
  /// items in the same parents (all still there) and the same constraints as the baseline but
  /// for their constants; returns `false`, having changed nothing, otherwise.
  ///
  /// This is the update a layout driven by values (insets, sizes, spacings) makes most often:
  /// it skips resolving and matching every constraint.
  func applyConstantsOnly(_ collector: LayoutCollector) -> Bool {
    guard baseline.isUsable, collector.isWellFormed,
      baseline.nodes.count == collector.nodes.count,
      baseline.identifiedItems == collector.identifiedItems,
      hasBaselineConstraints(collector), isUnchanged(collector)
    else { return false }

    var statistics = LayoutUpdateStatistics()
    // Taken out of the activation while it changes, so that it is changed in place and without
    // an exclusivity check per constraint.
    var constants = constraintConstants
    constraintConstants = []
    let objects = constraintObjects
    let nodes = collector.nodes
    let templates = collector.templates
    var constraintIndex = 0
    for index in nodes.indices {
      for position in nodes[index].templateRange {
        let constant = templates[position].constant
        if constants[constraintIndex] != constant {
          constants[constraintIndex] = constant
          objects[constraintIndex].constant = constant
          statistics.constantsUpdated += 1
        }
        constraintIndex += 1
      }
    }
    // Someone may have deactivated a kept constraint by hand: such ones are activated again.
    let inactive = objects.indices(lendingEachTo: { !$0.isActive }).map { objects[$0] }
    guard
      finishConstantsUpdate(constants: constants, reactivating: inactive, statistics: statistics)
    else { return false }
    for (index, handler) in collector.activateHandlers {
      handler(collector.nodes[index].item)
    }
    return true
  }

  /// Whether `collector` declares the baseline's items, in the same parents, with the same
  /// constraints but for their constants, each of which resolves as it did then: none on a root
  /// item (whose superview may have changed) and none naming an anchor (compared by identity,
  /// and a new anchor may reuse the address of one that went away with its view).
  private func hasBaselineConstraints(_ collector: LayoutCollector) -> Bool {
    let newNodes = collector.nodes
    let newTemplates = collector.templates
    let oldNodes = baseline.nodes
    let oldTemplates = baseline.templates
    var templateCount = 0
    for index in newNodes.indices {
      let node = newNodes[index]
      let old = oldNodes[index]
      guard node.id == old.id, node.parent == old.parent, node.placement == old.placement,
        node.templateCount == old.templateCount
      else { return false }
      if node.templateCount == 0 { continue }
      if node.parent < 0 { return false }
      var newPosition = node.templateStart
      var oldPosition = old.templateStart
      for _ in 0..<node.templateCount {
        guard newTemplates[newPosition].matchesIgnoringConstant(oldTemplates[oldPosition]),
          !newTemplates[newPosition].target.namesAnchor
        else { return false }
        newPosition += 1
        oldPosition += 1
      }
      templateCount += node.templateCount
    }
    return templateCount == constraintObjects.count
  }
}

extension AnchorTargetReference {
  /// Whether the target is an anchor (whose item and attribute are found when resolving).
  var namesAnchor: Bool {
    switch self {
    case .xAxisAnchor, .yAxisAnchor, .dimension: true
    case .superview, .none, .item, .identifier: false
    }
  }
}

extension AnchorTemplate {
  /// Whether the two templates declare the same constraint but for its constant: the one
  /// matcher of the early exits and of the reuse of unchanged items (each then asks its own
  /// question of the target, ``AnchorTargetReference/namesAnchor`` or
  /// ``AnchorTargetReference/resolvesByIdentity``).
  ///
  /// Compares raw values: this runs for every template of every update.
  func matchesIgnoringConstant(_ other: AnchorTemplate) -> Bool {
    attribute.caseTag == other.attribute.caseTag && relation.caseTag == other.relation.caseTag
      && targetAttribute.caseTag == other.targetAttribute.caseTag
      && multiplier == other.multiplier && priority.rawValue == other.priority.rawValue
      && identifier?.index == other.identifier?.index && target == other.target
  }
}

extension Activation {
  /// Ends an update that changed only constants (from collected nodes or from recorded
  /// records): keeps the new constants, turns back on the constraints someone deactivated by
  /// hand, and records the statistics with no diagnostics.
  ///
  /// Returns `false`, having only kept the constants, when an inactive constraint lost a
  /// deallocated item (it was matched by an identity a new item took over): the full comparison
  /// must make the new item's constraints.
  @inline(never)
  func finishConstantsUpdate(
    constants: [CGFloat], reactivating inactive: [SLLayoutConstraint],
    statistics: LayoutUpdateStatistics
  ) -> Bool {
    constraintConstants = constants
    if !inactive.isEmpty && inactive.contains(where: Activation.hasDeallocatedItem) {
      forgetConstraintsOfDeallocatedItems()
      return false
    }
    var statistics = statistics
    if !inactive.isEmpty {
      SLLayoutConstraint.activate(inactive)
    }
    statistics.constraintsActivated = inactive.count
    diagnostics = []
    lastUpdate = statistics
    return true
  }
}
