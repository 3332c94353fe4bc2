import Foundation

extension Activation {
  /// Matches the resolved constraints with the kept ones: unchanged ones are kept (their
  /// constant updated in place), the others created or deactivated.
  ///
  /// The common prefix and suffix are compared position by position; only the window between
  /// them is matched by value. On return the constraint arrays describe the new layout, and
  /// `changes` what the apply steps do (see ``ConstraintChanges``).
  func diffConstraints(_ resolved: ResolvedConstraints, into changes: inout ConstraintChanges) {
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
    updateConstants(old: 0..<prefix, new: 0..<prefix, newConstants, &changes.statistics)
    updateConstants(
      old: (oldCount - suffix)..<oldCount, new: (newCount - suffix)..<newCount, newConstants,
      &changes.statistics)
    // The kept constraints taken over have their priorities; the others matched by key may
    // differ in an optional priority.
    updatePriorities(
      old: keptPrefix..<prefix, new: keptPrefix..<prefix, newKeys, &changes.statistics)
    updatePriorities(
      old: (oldCount - suffix)..<(oldCount - keptSuffix),
      new: (newCount - suffix)..<(newCount - keptSuffix), newKeys, &changes.statistics)
    let oldWindow = prefix..<(oldCount - suffix)
    let newWindow = prefix..<(newCount - suffix)
    if oldWindow.isEmpty && newWindow.isEmpty {
      if changes.statistics.constantsUpdated > 0 { constraintConstants = newConstants }
      // Keys equal but for an optional priority: the kept keys take the new priorities.
      if changes.statistics.prioritiesUpdated > 0 { constraintKeys = newKeys }
      return
    }

    if oldWindow.isEmpty {
      // Nothing to match: every constraint of the window is new.
      if oldCount == 0 {
        changes.createdAll = true
      } else {
        changes.created.append(contentsOf: newWindow)
      }
      let windowObjects = [SLLayoutConstraint](makingEachOf: newWindow) {
        resolved.makeConstraint(at: $0)
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
          changes.statistics.constantsUpdated += 1
        }
        if oldKeys[old].priority != newKeys[index].priority {
          constraint.priority = SLLayoutPriority(rawValue: newKeys[index].priority)
          changes.statistics.prioritiesUpdated += 1
        }
        windowObjects.append(constraint)
      } else {
        changes.created.append(index)
        windowObjects.append(resolved.makeConstraint(at: index))
      }
    }
    for index in oldWindow where !claimed[index - prefix] {
      if constraintObjects[index].isActive {
        changes.toDeactivate.append(constraintObjects[index])
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
