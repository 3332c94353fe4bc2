import Foundation

extension Activation {
  /// Makes the hierarchy and constraints match `collector`, touching only what differs.
  ///
  /// - Complexity: O(n) comparisons for n declared items and constraints, plus UIKit work
  ///   proportional to what changed.
  func apply(_ collector: LayoutCollector, triesConstantsOnly: Bool = true) {
    if !applyOnce(collector, triesConstantsOnly: triesConstantsOnly) {
      // Compare again without the constraints of deallocated items: the new items get theirs.
      forgetConstraintsOfDeallocatedItems()
      _ = applyOnce(collector, triesConstantsOnly: false)
    }
  }

  /// `apply(_:triesConstantsOnly:)` once; returns `false`, before activating anything, when
  /// a kept constraint turns out to have a deallocated item.
  private func applyOnce(_ collector: LayoutCollector, triesConstantsOnly: Bool) -> Bool {
    recordBaseline = nil
    if triesConstantsOnly && applyConstantsOnly(collector) { return true }
    var diagnostics: [LayoutDiagnostic] = []
    var statistics = LayoutUpdateStatistics()
    for index in collector.cycles {
      diagnostics.append(
        LayoutDiagnostic(
          "\(itemName(collector.nodes[index].item)) is declared inside its own sublayout; "
            + "it stays where it was first declared"))
    }
    for (index, parent) in collector.redeclared {
      let first = collector.nodes[index].parent
      diagnostics.append(
        LayoutDiagnostic(
          "\(itemName(collector.nodes[index].item)) is declared in "
            + "\(parent >= 0 ? itemName(collector.nodes[parent].item) : "the layout's top level") "
            + "and in \(first >= 0 ? itemName(collector.nodes[first].item) : "another place"); "
            + "it stays where it was first declared, and all its constraints are relative to it"))
    }
    for (identifier, index) in collector.repeatedIdentifiers {
      // Both items may be named after the identifier by now: they are told by type and parent.
      func place(_ node: Int) -> String {
        let parent = collector.nodes[node].parent
        let type = String(describing: type(of: collector.nodes[node].item))
        return parent >= 0 ? "a \(type) in \(itemName(collector.nodes[parent].item))" : "a \(type)"
      }
      let first = collector.identifiedItems[identifier].map(place) ?? "another item"
      diagnostics.append(
        LayoutDiagnostic(
          "identifier \"\(identifier)\" is given to more than one item (\(first), then "
            + "\(place(index))); constraints naming it refer to the first"))
    }
    var toDeactivate: [SLLayoutConstraint] = []
    var created: [Int] = []
    var createdAll = false
    var keepAlive: [AnyObject] = []
    if constraintKeys.isEmpty && constraintObjects.isEmpty {
      // A first activation (or one over an empty layout): every constraint is new.
      let made = collector.resolveAndMakeConstraints(diagnostics: &diagnostics)
      constraintKeys = made.keys
      constraintConstants = made.constants
      constraintObjects = made.objects
      keepAlive = made.keepAlive
      createdAll = true
    } else {
      let resolved = collector.resolveConstraints(
        diagnostics: &diagnostics, reusing: reusedConstraints(collector))
      diffConstraints(
        resolved, created: &created, createdAll: &createdAll, toDeactivate: &toDeactivate,
        statistics: &statistics)
      keepAlive = resolved.keepAlive
    }

    if !toDeactivate.isEmpty {
      SLLayoutConstraint.deactivate(toDeactivate)
      statistics.constraintsDeactivated = toDeactivate.count
    }
    applyHierarchy(collector, statistics: &statistics)

    // A moved view loses the constraints that crossed its old parent, and someone may have
    // deactivated a kept constraint by hand: activate those again with the new ones.
    if createdAll || created.count == constraintObjects.count {
      // Every constraint is new (a first activation): activate them as they are.
      if !constraintObjects.isEmpty {
        SLLayoutConstraint.activate(constraintObjects)
      }
      statistics.constraintsActivated = constraintObjects.count
    } else {
      var toActivate: [SLLayoutConstraint] = []
      toActivate.reserveCapacity(created.count)
      var nextCreated = 0
      for index in constraintObjects.indices {
        if nextCreated < created.count && created[nextCreated] == index {
          nextCreated += 1
          toActivate.append(constraintObjects[index])
        } else if !constraintObjects[index].isActive {
          toActivate.append(constraintObjects[index])
        }
      }
      // Kept constraints are inactive too: one may have been matched by the identity of a
      // deallocated item, which a new item took over.
      if toActivate.count > created.count
        && toActivate.contains(where: Activation.hasDeallocatedItem)
      {
        return false
      }
      if !toActivate.isEmpty {
        SLLayoutConstraint.activate(toActivate)
      }
      statistics.constraintsActivated = toActivate.count
    }

    identifiedItems = []
    if !collector.identifiedItems.isEmpty {
      for index in collector.nodes.indices {
        if let identifier = collector.identifier(of: index) {
          identifiedItems.append((identifier, Weak(object: collector.nodes[index].item)))
        }
      }
    }
    self.diagnostics = diagnostics
    lastUpdate = statistics
    recordBaseline(collector, diagnostics: diagnostics)
    withExtendedLifetime(keepAlive) {}
    for diagnostic in diagnostics {
      LayoutDiagnostic.handler(diagnostic)
    }
    for (index, handler) in collector.activateHandlers {
      handler(collector.nodes[index].item)
    }
    return true
  }

  /// Matches the resolved constraints with the kept ones: unchanged ones are kept (their
  /// constant updated in place), the others created or deactivated.
  ///
  /// The common prefix and suffix are compared position by position; only the window between
  /// them is matched by value. On return the constraint arrays describe the new layout;
  /// `created` holds the indices of the constraints made for it, in increasing order, unless
  /// every constraint was made (a first activation), which `createdAll` tells instead.
  private func diffConstraints(
    _ resolved: ResolvedConstraints,
    created: inout [Int],
    createdAll: inout Bool,
    toDeactivate: inout [SLLayoutConstraint],
    statistics: inout LayoutUpdateStatistics
  ) {
    let newKeys = resolved.keys
    let newConstants = resolved.constants
    let oldKeys = constraintKeys
    let oldCount = oldKeys.count
    let newCount = newKeys.count

    // The kept constraints taken over without resolving are known to match.
    let common = min(oldCount, newCount)
    let keptPrefix = min(resolved.keptPrefix, common)
    var prefix = keptPrefix
    while prefix < common && oldKeys[prefix] == newKeys[prefix] {
      prefix += 1
    }
    let keptSuffix = min(resolved.keptSuffix, common - prefix)
    var suffix = keptSuffix
    while suffix < common - prefix
      && oldKeys[oldCount - 1 - suffix] == newKeys[newCount - 1 - suffix]
    {
      suffix += 1
    }
    updateConstants(old: 0..<prefix, new: 0..<prefix, newConstants, &statistics)
    updateConstants(
      old: (oldCount - suffix)..<oldCount, new: (newCount - suffix)..<newCount, newConstants,
      &statistics)
    // The kept constraints taken over have their priorities; the others matched by key may
    // differ in an optional priority.
    updatePriorities(old: keptPrefix..<prefix, new: keptPrefix..<prefix, newKeys, &statistics)
    updatePriorities(
      old: (oldCount - suffix)..<(oldCount - keptSuffix),
      new: (newCount - suffix)..<(newCount - keptSuffix), newKeys, &statistics)
    let oldWindow = prefix..<(oldCount - suffix)
    let newWindow = prefix..<(newCount - suffix)
    if oldWindow.isEmpty && newWindow.isEmpty {
      if statistics.constantsUpdated > 0 { constraintConstants = newConstants }
      // Keys equal but for an optional priority: the kept keys take the new priorities.
      if statistics.prioritiesUpdated > 0 { constraintKeys = newKeys }
      return
    }

    if oldWindow.isEmpty {
      // Nothing to match: every constraint of the window is new.
      if oldCount == 0 {
        createdAll = true
      } else {
        created.append(contentsOf: newWindow)
      }
      // Made in place: appending checks the array's uniqueness and capacity for each one.
      let windowObjects = [SLLayoutConstraint](unsafeUninitializedCapacity: newWindow.count) {
        objects, count in
        guard let base = objects.baseAddress else { return }
        for index in newWindow {
          (base + count).initialize(to: resolved.makeConstraint(at: index))
          count += 1
        }
      }
      if oldCount == 0 {
        constraintObjects = windowObjects
      } else {
        constraintObjects.replaceSubrange(oldWindow, with: windowObjects)
      }
      constraintKeys = newKeys
      constraintConstants = newConstants
      return
    }

    // The window is matched by value; the pool is only looked up, never iterated.
    var pool: [ConstraintKey: [Int]] = [:]
    pool.reserveCapacity(oldWindow.count)
    for index in oldWindow.reversed() {
      pool[constraintKeys[index], default: []].append(index)
    }
    var claimed = [Bool](repeating: false, count: oldWindow.count)
    var windowObjects: [SLLayoutConstraint] = []
    windowObjects.reserveCapacity(newWindow.count)
    for index in newWindow {
      if let old = pool[newKeys[index]]?.popLast() {
        claimed[old - prefix] = true
        let constraint = constraintObjects[old]
        if constraintConstants[old] != newConstants[index] {
          constraint.constant = newConstants[index]
          statistics.constantsUpdated += 1
        }
        if oldKeys[old].priority != newKeys[index].priority {
          constraint.priority = SLLayoutPriority(rawValue: newKeys[index].priority)
          statistics.prioritiesUpdated += 1
        }
        windowObjects.append(constraint)
      } else {
        created.append(index)
        windowObjects.append(resolved.makeConstraint(at: index))
      }
    }
    for index in oldWindow where !claimed[index - prefix] {
      if constraintObjects[index].isActive {
        toDeactivate.append(constraintObjects[index])
      }
    }
    constraintObjects.replaceSubrange(oldWindow, with: windowObjects)
    constraintKeys = newKeys
    constraintConstants = newConstants
  }

  private func updateConstants(
    old: Range<Int>, new: Range<Int>, _ newConstants: [CGFloat],
    _ statistics: inout LayoutUpdateStatistics
  ) {
    var newIndex = new.lowerBound
    for oldIndex in old {
      if constraintConstants[oldIndex] != newConstants[newIndex] {
        constraintObjects[oldIndex].constant = newConstants[newIndex]
        statistics.constantsUpdated += 1
      }
      newIndex += 1
    }
  }

  /// Gives the kept constraints `old`, whose keys equal those of `new`, the priorities of `new`
  /// where they differ (both optional: see ``ConstraintKey``).
  private func updatePriorities(
    old: Range<Int>, new: Range<Int>, _ newKeys: [ConstraintKey],
    _ statistics: inout LayoutUpdateStatistics
  ) {
    var newIndex = new.lowerBound
    for oldIndex in old {
      let priority = newKeys[newIndex].priority
      if constraintKeys[oldIndex].priority != priority {
        constraintObjects[oldIndex].priority = SLLayoutPriority(rawValue: priority)
        statistics.prioritiesUpdated += 1
      }
      newIndex += 1
    }
  }
}
