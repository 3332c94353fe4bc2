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
    var toActivate: [SLLayoutConstraint] = []
    var created: [Bool] = []
    let newRecords = diffConstraints(
      resolved, toActivate: &toActivate, toDeactivate: &toDeactivate, created: &created,
      statistics: &statistics)

    if !toDeactivate.isEmpty {
      SLLayoutConstraint.deactivate(toDeactivate)
      statistics.constraintsDeactivated = toDeactivate.count
    }
    let newNodes = applyHierarchy(collector, statistics: &statistics)

    // A moved view loses the constraints that crossed its old parent, and someone may have
    // deactivated a kept constraint by hand: activate those again with the new ones.
    for index in newRecords.indices where !created[index] {
      if let constraint = newRecords[index].constraint, !constraint.isActive {
        toActivate.append(constraint)
      }
    }
    if !toActivate.isEmpty {
      SLLayoutConstraint.activate(toActivate)
    }
    statistics.constraintsActivated = toActivate.count

    nodes = newNodes
    constraintRecords = newRecords
    identifiedItems = collector.nodes.compactMap { node in
      node.identifier.map { ($0, Weak(object: node.item)) }
    }
    self.diagnostics = diagnostics
    lastUpdate = statistics
    for diagnostic in diagnostics {
      LayoutDiagnostic.handler(diagnostic)
    }
    for (index, handler) in collector.activateHandlers {
      handler(collector.nodes[index].item)
    }
  }

  private func diffConstraints(
    _ resolved: [ResolvedConstraint],
    toActivate: inout [SLLayoutConstraint],
    toDeactivate: inout [SLLayoutConstraint],
    created: inout [Bool],
    statistics: inout LayoutUpdateStatistics
  ) -> [ConstraintRecord] {
    let old = constraintRecords
    var records: [ConstraintRecord] = []
    records.reserveCapacity(resolved.count)
    created.reserveCapacity(resolved.count)

    func reuse(_ constraint: SLLayoutConstraint, for wanted: ResolvedConstraint) {
      if constraint.constant != wanted.constant {
        constraint.constant = wanted.constant
        statistics.constantsUpdated += 1
      }
      records.append(
        ConstraintRecord(key: wanted.key, constant: wanted.constant, constraint: constraint))
      created.append(false)
    }

    // Fast path: the common prefix of unchanged constraints, compared position by position.
    var start = 0
    let common = min(old.count, resolved.count)
    while start < common, old[start].key == resolved[start].key,
      let constraint = old[start].constraint
    {
      reuse(constraint, for: resolved[start])
      start += 1
    }
    guard start < old.count || start < resolved.count else { return records }

    // The rest is matched by value; the pool is only looked up, never iterated.
    var pool: [ConstraintKey: [Int]] = [:]
    for index in (start..<old.count).reversed() where old[index].constraint != nil {
      pool[old[index].key, default: []].append(index)
    }
    var claimed = [Bool](repeating: false, count: old.count)
    for wanted in resolved[start...] {
      if let index = pool[wanted.key]?.popLast(), let constraint = old[index].constraint {
        claimed[index] = true
        reuse(constraint, for: wanted)
      } else {
        let constraint = wanted.makeConstraint()
        toActivate.append(constraint)
        records.append(
          ConstraintRecord(key: wanted.key, constant: wanted.constant, constraint: constraint))
        created.append(true)
      }
    }
    for index in start..<old.count where !claimed[index] {
      if let constraint = old[index].constraint, constraint.isActive {
        toDeactivate.append(constraint)
      }
    }
    return records
  }
}
