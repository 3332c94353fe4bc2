/// The records of the layout an activation last applied, kept so that an update whose records
/// are the same but for template constants changes those constants without collecting.
///
/// The records share the storage of the arena they were written to; their objects are not
/// retained (they are compared by identity only).
struct RecordBaseline {
  var records: [LayoutRecord]
  var range: Range<Int>
}

/// A layout whose records can be compared without collecting it.
@MainActor
protocol RecordedLayout {
  /// The layout's records.
  var recordedRange: ArenaRange { get }
}

extension LayoutList: RecordedLayout {
  var recordedRange: ArenaRange { range }
}

extension ViewLayout: RecordedLayout {
  var recordedRange: ArenaRange { range }
}

extension AnchorTemplate {
  /// Whether the two templates declare the same constraint but for its constant, with a target
  /// that is not an anchor (compared by identity, and a new anchor may reuse the address of one
  /// that went away with its view).
  @inline(__always)
  func matchesForConstantsOnly(_ other: AnchorTemplate) -> Bool {
    guard attribute.caseTag == other.attribute.caseTag,
      relation.caseTag == other.relation.caseTag,
      targetAttribute.caseTag == other.targetAttribute.caseTag,
      multiplier == other.multiplier, priority.rawValue == other.priority.rawValue,
      identifier?.index == other.identifier?.index
    else { return false }
    switch target {
    case .superview:
      if case .superview = other.target { return true }
    case .none:
      if case .none = other.target { return true }
    case .item(let item):
      if case .item(let otherItem) = other.target {
        return item.reference.toOpaque() == otherItem.reference.toOpaque()
      }
    case .identifier(let name):
      if case .identifier(let otherName) = other.target { return name.index == otherName.index }
    case .xAxisAnchor, .yAxisAnchor, .dimension:
      return false
    }
    return false
  }
}

extension Activation {
  /// Keeps the records of `range` as the record baseline when they describe the applied
  /// `collector` one to one: each item record a node of its own, each template record a kept
  /// constraint, in order, and no identifier or layout that collects itself.
  func recordRecordBaseline(_ range: ArenaRange?, _ collector: LayoutCollector) {
    recordBaseline = nil
    guard baseline.isUsable, collector.onlyPlainRecords, let range, let arena = range.arena
    else { return }
    // The collector counted the records as it read them (and nothing else added items or
    // templates: layouts that collect themselves clear `onlyPlainRecords`).
    var declared = 0
    for node in collector.nodes { declared += node.templateCount }
    guard collector.recordedItems == collector.nodes.count,
      collector.recordedTemplates == declared, declared == constraintObjects.count
    else { return }
    arena.lendsRecords = true
    recordBaseline = RecordBaseline(records: arena.records, range: range.start..<range.end)
  }

  /// Applies the layout of `range` by changing constraint constants in place when its records
  /// are the record baseline's but for template constants, and its items are all still in
  /// their parents; returns `false`, having changed nothing, otherwise.
  ///
  /// This is ``applyConstantsOnly(_:)`` without collecting the layout first. `compared` tells
  /// whether there was a record baseline to compare with.
  func applyRecordedConstants(_ range: ArenaRange, compared: inout Bool) -> Bool {
    guard baseline.isUsable, let old = recordBaseline, let arena = range.arena else {
      return false
    }
    compared = true
    guard range.end - range.start == old.range.count else { return false }
    // The records are compared once: the constants that changed are noted on the way.
    var changes: [(index: Int, constant: CGFloat)] = []
    var hasExtras = false
    let current = constraintConstants
    let matches = arena.records.withUnsafeBufferPointer { new in
      old.records.withUnsafeBufferPointer { previous in
        current.withUnsafeBufferPointer { current in
          Self.recordsMatch(
            new, from: range.start, previous, from: old.range.lowerBound,
            count: old.range.count, extras: arena.extras, constants: current,
            changes: &changes, hasExtras: &hasExtras)
        }
      }
    }
    guard matches, areAttached(baseline.nodes),
      !baseline.hasStackParents || areArrangedInOrder(baseline.nodes)
    else { return false }

    var statistics = LayoutUpdateStatistics()
    var constants = constraintConstants
    constraintConstants = []
    let objects = constraintObjects
    for change in changes where change.index < objects.count {
      constants[change.index] = change.constant
      objects[change.index].constant = change.constant
      statistics.constantsUpdated += 1
    }
    // Someone may have deactivated a kept constraint by hand: it is activated again.
    var inactive: [SLLayoutConstraint] = []
    for object in objects where !object.isActive {
      inactive.append(object)
    }
    var handlers: [(handler: (AnyObject) -> Void, item: UnretainedObject)] = []
    if hasExtras {
      for position in range.start..<range.end {
        guard case .item(let item) = arena.records[position], item.extra >= 0,
          case .item(_, let itemHandlers) = arena.extras[Int(item.extra)]
        else { continue }
        for handler in itemHandlers {
          handlers.append((handler, item.reference))
        }
      }
    }
    guard
      finishConstantsUpdate(constants: constants, reactivating: inactive, statistics: statistics)
    else { return false }
    arena.lendsRecords = true
    recordBaseline = RecordBaseline(records: arena.records, range: range.start..<range.end)
    for (handler, item) in handlers {
      handler(item.object)
    }
    return true
  }

  /// Whether `count` records of `new` from `newStart` are those of `old` from `oldStart` but
  /// for template constants, with no template on a root item (whose superview may have
  /// changed) or naming an anchor (compared by identity, and a new anchor may reuse the
  /// address of one that went away with its view), and no identifier.
  ///
  /// On the way it appends to `changes` the index (among the templates) and new constant of
  /// each template whose constant differs from `constants` (the activation's), and sets `hasExtras` when an item has handlers or
  /// other extras. When it returns `false`, `changes` is incomplete.
  private static func recordsMatch(
    _ new: UnsafeBufferPointer<LayoutRecord>, from newStart: Int,
    _ old: UnsafeBufferPointer<LayoutRecord>, from oldStart: Int, count: Int,
    extras: [LayoutRecordExtra], constants: UnsafeBufferPointer<CGFloat>,
    changes: inout [(index: Int, constant: CGFloat)], hasExtras: inout Bool
  ) -> Bool {
    guard newStart + count <= new.count, oldStart + count <= old.count,
      let newBase = new.baseAddress, let oldBase = old.baseAddress
    else { return false }
    var depth = 0
    var templateIndex = 0
    var itemIsRoot = true
    var newRecord = newBase + newStart
    var oldRecord = oldBase + oldStart
    for _ in 0..<count {
      switch newRecord.pointee {
      case .template(let template):
        guard case .template(let previous) = oldRecord.pointee, !itemIsRoot,
          template.matchesForConstantsOnly(previous)
        else { return false }
        // Compared with the constants the activation holds, not the previous records': a
        // constant set through `updateConstraints(identifier:…)` is brought back.
        if templateIndex >= constants.count || template.constant != constants[templateIndex] {
          changes.append((templateIndex, template.constant))
        }
        templateIndex += 1
      case .item(let item):
        guard case .item(let previous) = oldRecord.pointee,
          item.reference.reference.toOpaque() == previous.reference.reference.toOpaque(),
          item.kind == previous.kind, (item.extra >= 0) == (previous.extra >= 0)
        else { return false }
        if item.extra >= 0 {
          hasExtras = true
          if case .item(let identifier, _) = extras[Int(item.extra)], identifier != nil {
            return false
          }
        }
        itemIsRoot = depth == 0
      case .begin:
        guard case .begin = oldRecord.pointee else { return false }
        depth += 1
      case .end:
        guard case .end = oldRecord.pointee else { return false }
        depth -= 1
      case .layout:
        return false
      }
      newRecord += 1
      oldRecord += 1
    }
    return true
  }

}
