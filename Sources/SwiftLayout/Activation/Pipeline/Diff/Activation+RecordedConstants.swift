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

extension Activation {
  /// Applies the layout of `range` by changing constraint constants in place when its records
  /// are those of the baseline's recorded form but for template constants, and its items are all still in
  /// their parents; returns `false`, having changed nothing, otherwise.
  ///
  /// This is ``applyConstantsOnly(_:)`` without collecting the layout first. `compared` tells
  /// whether the baseline had a recorded form to compare with. When the records differ,
  /// `matchedItems` is how many leading items (in declaration order) were found to declare what
  /// the baseline's did there, none of their templates naming an identifier: the reuse of
  /// unchanged items (``reusedConstraints(_:matchedItems:)``) takes them as matching without
  /// reading the baseline again.
  func applyRecordedConstants(
    _ range: ArenaRange, compared: inout Bool, matchedItems: inout Int
  ) -> Bool {
    guard baseline.isUsable, let old = baseline.records, let arena = range.arena else {
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
            changes: &changes, hasExtras: &hasExtras, matchedItems: &matchedItems)
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
    let inactive = objects.indices(lendingEachTo: { !$0.isActive }).map { objects[$0] }
    var handlers: [(handler: (AnyObject) -> Void, item: UnretainedReference)] = []
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
    baseline.keepRecords(of: range, in: arena)
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
  /// other extras. When it returns `false`, `changes` is incomplete and `matchedItems` counts the
  /// leading items whose records all matched up to a record after their templates, stopping
  /// before any item with a template naming an identifier.
  private static func recordsMatch(
    _ new: UnsafeBufferPointer<LayoutRecord>, from newStart: Int,
    _ old: UnsafeBufferPointer<LayoutRecord>, from oldStart: Int, count: Int,
    extras: [LayoutRecordExtra], constants: UnsafeBufferPointer<CGFloat>,
    changes: inout [(index: Int, constant: CGFloat)], hasExtras: inout Bool,
    matchedItems: inout Int
  ) -> Bool {
    guard newStart + count <= new.count, oldStart + count <= old.count,
      let newBase = new.baseAddress, let oldBase = old.baseAddress
    else { return false }
    var depth = 0
    var templateIndex = 0
    var itemIsRoot = true
    // Items started so far, and whether all of them can be counted as matched once a record
    // after their templates matches (a template naming an identifier may resolve differently).
    var items = 0
    var countsItems = true
    var newRecord = newBase + newStart
    var oldRecord = oldBase + oldStart
    for _ in 0..<count {
      switch newRecord.pointee {
      case .template(let template):
        guard case .template(let previous) = oldRecord.pointee, !itemIsRoot,
          template.matchesIgnoringConstant(previous), !template.target.namesAnchor
        else { return false }
        if case .identifier = template.target { countsItems = false }
        // Compared with the constants the activation holds, not the previous records': a
        // constant set through `updateConstraints(identifier:…)` is brought back.
        if templateIndex >= constants.count || template.constant != constants[templateIndex] {
          changes.append((templateIndex, template.constant))
        }
        templateIndex += 1
      case .item(let item):
        guard case .item(let previous) = oldRecord.pointee,
          item.reference.id == previous.reference.id,
          item.kind == previous.kind, (item.extra >= 0) == (previous.extra >= 0)
        else { return false }
        if countsItems { matchedItems = items }
        if item.extra >= 0 {
          hasExtras = true
          if case .item(let identifier, _) = extras[Int(item.extra)], identifier != nil {
            return false
          }
        }
        itemIsRoot = depth == 0
        items += 1
      case .begin:
        guard case .begin = oldRecord.pointee else { return false }
        if countsItems { matchedItems = items }
        depth += 1
      case .end:
        guard case .end = oldRecord.pointee else { return false }
        if countsItems { matchedItems = items }
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
