import Foundation

extension Activation {
  /// Matches the resolved constraints with the kept ones: unchanged ones are kept (their
  /// constant updated in place), the others created or deactivated.
  ///
  /// The common prefix and suffix are compared position by position; only the window between
  /// them is matched by value. On return the constraint arrays describe the new layout, and
  /// `changes` what the apply steps do (see ``ConstraintChanges``).
  func diffConstraints(_ resolved: ResolvedConstraints, into changes: inout ConstraintChanges) {
    let newConstants = resolved.constants
    let oldCount = constraintKeys.count
    let newCount = resolved.count
    // The kept keys are read where they are, never copied: the keys of the constraints between
    // the kept ones replace the others in place at the end.
    func newKey(_ index: Int) -> ConstraintKey {
      resolved.key(at: index, keptKeys: constraintKeys)
    }

    // The kept constraints taken over without resolving are known to match.
    let common = min(oldCount, newCount)
    let keptPrefix = min(resolved.keptPrefix, common)
    var prefix = keptPrefix
    while prefix < common && constraintKeys[prefix] == newKey(prefix) {
      prefix += 1
    }
    let keptSuffix = min(resolved.keptSuffix, common - prefix)
    var suffix = keptSuffix
    while suffix < common - prefix
      && constraintKeys[oldCount - 1 - suffix] == newKey(newCount - 1 - suffix)
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
      old: keptPrefix..<prefix, new: keptPrefix..<prefix, newKey, &changes.statistics)
    updatePriorities(
      old: (oldCount - suffix)..<(oldCount - keptSuffix),
      new: (newCount - suffix)..<(newCount - keptSuffix), newKey, &changes.statistics)
    let oldWindow = prefix..<(oldCount - suffix)
    let newWindow = prefix..<(newCount - suffix)
    if oldWindow.isEmpty && newWindow.isEmpty {
      if changes.statistics.constantsUpdated > 0 { constraintConstants = newConstants }
      // Keys equal but for an optional priority: the kept keys take the new priorities.
      if changes.statistics.prioritiesUpdated > 0 { takeKeys(of: resolved) }
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
        resolved.makeConstraint(at: $0, key: newKey($0))
      }
      if oldCount == 0 {
        constraintObjects = windowObjects
      } else {
        constraintObjects.replaceSubrange(oldWindow, with: windowObjects)
      }
      takeKeys(of: resolved)
      constraintConstants = newConstants
      return
    }

    // The window is matched by value: each new constraint takes the first unclaimed kept one
    // with its key. A small window is searched in place; a larger one through a pool, which is
    // only looked up, never iterated.
    let searchesInPlace = oldWindow.count * newWindow.count <= 1024
    var pool: [ConstraintKey: [Int]] = [:]
    if !searchesInPlace {
      pool.reserveCapacity(oldWindow.count)
      for index in oldWindow.reversed() {
        pool[constraintKeys[index], default: []].append(index)
      }
    }
    var claimed = [Bool](repeating: false, count: oldWindow.count)
    func firstUnclaimed(_ key: ConstraintKey) -> Int? {
      for index in oldWindow where !claimed[index - prefix] && constraintKeys[index] == key {
        return index
      }
      return nil
    }
    var windowObjects: [SLLayoutConstraint] = []
    windowObjects.reserveCapacity(newWindow.count)
    for index in newWindow {
      let key = newKey(index)
      if let old = searchesInPlace ? firstUnclaimed(key) : pool[key]?.popLast() {
        claimed[old - prefix] = true
        let constraint = constraintObjects[old]
        if constraintConstants[old] != newConstants[index] {
          constraint.constant = newConstants[index]
          changes.statistics.constantsUpdated += 1
        }
        if constraintKeys[old].priority != key.priority {
          constraint.priority = SLLayoutPriority(rawValue: key.priority)
          changes.statistics.prioritiesUpdated += 1
        }
        windowObjects.append(constraint)
      } else {
        changes.created.append(index)
        windowObjects.append(resolved.makeConstraint(at: index, key: key))
      }
    }
    for index in oldWindow where !claimed[index - prefix] {
      if constraintObjects[index].isActive {
        changes.toDeactivate.append(constraintObjects[index])
      }
    }
    constraintObjects.replaceSubrange(oldWindow, with: windowObjects)
    takeKeys(of: resolved)
    constraintConstants = newConstants
  }

  /// Makes the kept keys those of `resolved`: the keys between its kept leading and trailing
  /// constraints replace the kept keys there, in place.
  private func takeKeys(of resolved: ResolvedConstraints) {
    constraintKeys.replaceSubrange(
      resolved.keptPrefix..<(constraintKeys.count - resolved.keptSuffix), with: resolved.keys)
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
  /// where they differ (both optional: see ``ConstraintKey``); `newKey` gives the keys of `new`.
  private func updatePriorities(
    old: Range<Int>, new: Range<Int>, _ newKey: (Int) -> ConstraintKey,
    _ statistics: inout LayoutUpdateStatistics
  ) {
    var newIndex = new.lowerBound
    for oldIndex in old {
      let priority = newKey(newIndex).priority
      if constraintKeys[oldIndex].priority != priority {
        constraintObjects[oldIndex].priority = SLLayoutPriority(rawValue: priority)
        statistics.prioritiesUpdated += 1
      }
      newIndex += 1
    }
  }
}
