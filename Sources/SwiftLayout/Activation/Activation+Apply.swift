extension Activation {
  /// Makes the hierarchy and constraints match `collector`, touching only what differs.
  ///
  /// - Complexity: O(n) comparisons for n declared items and constraints, plus UIKit work
  ///   proportional to what changed.
  func apply(_ collector: LayoutCollector) {
    var diagnostics: [LayoutDiagnostic] = []
    var statistics = LayoutUpdateStatistics()
    let resolved = collector.resolveConstraints(diagnostics: &diagnostics)

    var toDeactivate: [SLLayoutConstraint] = []
    var created: [Int] = []
    diffConstraints(
      resolved, created: &created, toDeactivate: &toDeactivate, statistics: &statistics)

    if !toDeactivate.isEmpty {
      SLLayoutConstraint.deactivate(toDeactivate)
      statistics.constraintsDeactivated = toDeactivate.count
    }
    applyHierarchy(collector, statistics: &statistics)

    // A moved view loses the constraints that crossed its old parent, and someone may have
    // deactivated a kept constraint by hand: activate those again with the new ones.
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
    if !toActivate.isEmpty {
      SLLayoutConstraint.activate(toActivate)
    }
    statistics.constraintsActivated = toActivate.count

    identifiedItems = []
    for node in collector.nodes {
      if let identifier = node.identifier {
        identifiedItems.append((identifier, Weak(object: node.item)))
      }
    }
    self.diagnostics = diagnostics
    lastUpdate = statistics
    withExtendedLifetime(resolved) {}
    for diagnostic in diagnostics {
      LayoutDiagnostic.handler(diagnostic)
    }
    for (index, handler) in collector.activateHandlers {
      handler(collector.nodes[index].item)
    }
  }

  /// Matches the resolved constraints with the kept ones: unchanged ones are kept (their
  /// constant updated in place), the others created or deactivated.
  ///
  /// On return the constraint arrays describe the new layout; `created` holds the indices of
  /// the constraints made for it, in increasing order.
  private func diffConstraints(
    _ resolved: ResolvedConstraints,
    created: inout [Int],
    toDeactivate: inout [SLLayoutConstraint],
    statistics: inout LayoutUpdateStatistics
  ) {
    let oldKeys = constraintKeys
    let oldConstants = constraintConstants
    let oldObjects = constraintObjects
    let newKeys = resolved.keys
    let newConstants = resolved.constants

    // Fast path: the common prefix of unchanged constraints, compared position by position.
    var start = 0
    let common = min(oldKeys.count, newKeys.count)
    while start < common && oldKeys[start] == newKeys[start] {
      start += 1
    }
    if start == oldKeys.count && start == newKeys.count {
      for index in 0..<start where oldConstants[index] != newConstants[index] {
        oldObjects[index].constant = newConstants[index]
        statistics.constantsUpdated += 1
      }
      if statistics.constantsUpdated > 0 { constraintConstants = newConstants }
      return
    }

    var objects = Array(oldObjects[0..<start])
    objects.reserveCapacity(newKeys.count)
    for index in 0..<start where oldConstants[index] != newConstants[index] {
      oldObjects[index].constant = newConstants[index]
      statistics.constantsUpdated += 1
    }

    // The rest is matched by value; the pool is only looked up, never iterated.
    var pool: [ConstraintKey: [Int]] = [:]
    for index in (start..<oldKeys.count).reversed() {
      pool[oldKeys[index], default: []].append(index)
    }
    var claimed = [Bool](repeating: false, count: oldKeys.count)
    for index in start..<newKeys.count {
      if let old = pool[newKeys[index]]?.popLast() {
        claimed[old] = true
        let constraint = oldObjects[old]
        if oldConstants[old] != newConstants[index] {
          constraint.constant = newConstants[index]
          statistics.constantsUpdated += 1
        }
        objects.append(constraint)
      } else {
        created.append(index)
        objects.append(resolved.makeConstraint(at: index))
      }
    }
    for index in start..<oldKeys.count where !claimed[index] {
      if oldObjects[index].isActive {
        toDeactivate.append(oldObjects[index])
      }
    }
    constraintKeys = newKeys
    constraintConstants = newConstants
    constraintObjects = objects
  }
}
