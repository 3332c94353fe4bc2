/// The buffer result builders write layouts into as they are built: views, layout guides and
/// their templates as plain records, in declaration order, each item's children between it and
/// an `end` record.
///
/// A built layout is a range of the arena (``ArenaRange``). A block's statements are written
/// one after the other, so joining them joins two adjacent ranges, which copies nothing; a
/// node's record is written when its `sublayout { … }` starts, so its children follow it
/// without being moved. Records are never changed once written; ranges that are not adjacent
/// (a value used twice, or built ahead of the block) are copied to the end.
///
/// The ranges hold the arena, and the arena holds the records' objects: when the last layout
/// value written to it goes away, so do its views (the next layout starts a new arena).
final class LayoutArena {
  @exclusivity(unchecked) var records: [LayoutRecord] = []
  @exclusivity(unchecked) var extras: [LayoutRecordExtra] = []
  /// Whether an activation shares `records` (as its record baseline): the storage is then
  /// left to it rather than kept for the next layout.
  var lendsRecords = false

  /// The arena the `sublayout { … }` blocks being built write to.
  ///
  /// Not retained: the node whose block is being built holds it, and the arena forgets itself
  /// here when it goes away.
  ///
  /// Why `nonisolated(unsafe)` (here and for the two statics below): layouts are built and
  /// released on the main actor only, but the arena's deinitializer, which runs where the last
  /// range goes and reads these, cannot be isolated (an arena is released from nonisolated
  /// contexts, such as a layout value's destruction).
  nonisolated(unsafe) private static var current: Unmanaged<LayoutArena>?
  /// How many records the last large arena held, to give the next layout that much room.
  nonisolated(unsafe) private static var lastSize = 0
  /// The emptied storage of the last large arenas (an activation's record baseline and an
  /// update's layout), for the next layouts.
  ///
  /// Kept because it pays: without it (and
  /// `lastSize`), building a 200-view layout value took 6.7% more instructions and a one-branch
  /// update 3.1% more.
  nonisolated(unsafe) private static var spareRecords = SpareArrays<LayoutRecord>()
  /// How many `sublayout { … }` blocks are being built.
  @MainActor @exclusivity(unchecked) static var depth = 0

  /// The arena a new node or list is written to: the current one inside `sublayout { … }`
  /// blocks, a new one outside them, so that layouts built apart never keep each other's views
  /// alive.
  @MainActor
  static var forNew: LayoutArena {
    if depth > 0, let current { return current.takeUnretainedValue() }
    let arena = LayoutArena()
    current = Unmanaged.passUnretained(arena)
    return arena
  }

  /// The arena to write `range`'s continuation to: its own when nothing follows it there (or
  /// the current one inside `sublayout { … }` blocks), otherwise a new one.
  @MainActor
  static func forExtending(_ range: borrowing ArenaRange) -> LayoutArena {
    if depth > 0, let current { return current.takeUnretainedValue() }
    if let arena = range.arena, range.end == arena.records.count {
      current = Unmanaged.passUnretained(arena)
      return arena
    }
    return forNew
  }

  /// Keeps `records` (whose objects were released by their arena) as spare storage for the
  /// next layout.
  static func recycle(_ records: consuming [LayoutRecord]) {
    spareRecords.keep(records)
  }

  /// Makes room for as many records as the last large layout had, before a layout's
  /// outermost `sublayout { … }` block is built.
  @MainActor
  func reserveForLayout() {
    let needed = records.count + Self.lastSize
    guard Self.depth == 0, records.capacity < needed else { return }
    if var spare = Self.spareRecords.take(capacity: needed) {
      // Records are plain values: moving them to the spare storage keeps what they hold.
      spare.append(contentsOf: records)
      records = spare
    } else {
      records.reserveCapacity(needed)
    }
  }

  deinit {
    #if SWIFTLAYOUT_CHECK_INVARIANTS
    _checkInvariants()
    #endif
    if let current = Self.current, current.toOpaque() == Unmanaged.passUnretained(self).toOpaque() {
      Self.current = nil
    }
    if records.count > 64 {
      Self.lastSize = records.count
    }
    records.withUnsafeBufferPointer { records in
      for record in records {
        record.releaseObjects()
      }
    }
    if !lendsRecords {
      Self.recycle(records)
    }
  }

  /// Appends an item record; returns its position.
  @discardableResult
  func appendItem(
    _ item: AnyObject, kind: ItemRecord.Kind, identifier: String? = nil,
    handlers: borrowing [(AnyObject) -> Void] = []
  ) -> Int {
    let position = records.count
    var extraIndex: Int32 = -1
    if identifier != nil || !handlers.isEmpty {
      extraIndex = Int32(truncatingIfNeeded: extras.count)
      extras.append(.item(identifier: identifier, handlers: copy handlers))
    }
    let reference = UnretainedReference(item)
    reference.retain()
    records.append(.item(ItemRecord(reference: reference, extra: extraIndex, kind: kind)))
    #if SWIFTLAYOUT_CHECK_INVARIANTS
    _checkInvariants(from: position)
    #endif
    return position
  }

  /// Appends the templates of `anchors`.
  func appendTemplates(_ anchors: borrowing Anchors) {
    anchors.templates.appendRecords(to: self)
  }

  /// Appends a record of `template`, retaining the object its target names.
  @inline(__always)
  func appendTemplate(_ template: AnchorTemplate) {
    template.target.objectReference?.retain()
    records.append(.template(template))
  }

  /// Appends a copy of the records at `range` of this arena (retaining their objects again).
  func appendCopy(of range: Range<Int>) {
    #if SWIFTLAYOUT_CHECK_INVARIANTS
    let start = records.count
    defer { _checkInvariants(from: start) }
    #endif
    for position in range {
      let record = records[position]
      record.retainObjects()
      records.append(record)
    }
  }

  /// Appends a layout that collects itself when the range holding it is collected.
  func appendLayout(_ layout: any Layout) {
    let index = Int32(truncatingIfNeeded: extras.count)
    extras.append(.layout(layout))
    records.append(.layout(index))
    #if SWIFTLAYOUT_CHECK_INVARIANTS
    _checkInvariants(from: records.count - 1)
    #endif
  }

  /// Appends a copy of the records of `range` (of this arena or another).
  func append(copyOf range: ArenaRange) {
    guard let source = range.arena else { return }
    if source === self {
      appendCopy(of: range.start..<range.end)
      return
    }
    #if SWIFTLAYOUT_CHECK_INVARIANTS
    let start = records.count
    defer { _checkInvariants(from: start) }
    #endif
    for position in range.start..<range.end {
      let record = source.records[position]
      record.retainObjects()
      switch record {
      case .item(var item) where item.extra >= 0:
        item.extra = Int32(truncatingIfNeeded: extras.count)
        extras.append(source.extras[Int(item.extra)])
        records.append(.item(item))
      case .layout(let index):
        records.append(.layout(Int32(truncatingIfNeeded: extras.count)))
        extras.append(source.extras[Int(index)])
      default:
        records.append(record)
      }
    }
  }
}

#if SWIFTLAYOUT_CHECK_INVARIANTS
extension LayoutArena {
  /// Traps unless the records from `start` on are well formed: each template and each `begin`
  /// follows an item or a template, and each extra index names an entry of the right kind.
  ///
  /// Debug builds check the records each append writes (and the whole arena when it goes away),
  /// so that a wrong index or a misplaced record traps where it is written.
  func _checkInvariants(from start: Int = 0) {
    precondition(start >= 0 && start <= records.count, "arena check starts out of range")
    for position in start..<records.count {
      switch records[position] {
      case .item(let item):
        if item.extra >= 0 {
          precondition(Int(item.extra) < extras.count, "item extra index out of range")
          guard case .item = extras[Int(item.extra)] else {
            preconditionFailure("item extra index names a layout")
          }
        }
      case .template, .begin:
        // Written after their item (or a copy of it): a range never starts with one.
        guard position > 0 else { preconditionFailure("arena starts with a template or begin") }
        switch records[position - 1] {
        case .item, .template: break
        default: preconditionFailure("template or begin record without an item before it")
        }
      case .end:
        break
      case .layout(let index):
        precondition(index >= 0 && Int(index) < extras.count, "layout extra index out of range")
        guard case .layout = extras[Int(index)] else {
          preconditionFailure("layout extra index names an item's extras")
        }
      }
    }
  }
}
#endif

/// A range of records in a ``LayoutArena``: a built layout, or its children.
@usableFromInline
struct ArenaRange {
  /// `nil` for an empty range.
  let arena: LayoutArena?
  let start: Int
  let end: Int

  init() {
    arena = nil
    start = 0
    end = 0
  }

  init(_ arena: LayoutArena, _ start: Int, _ end: Int) {
    self.arena = start < end ? arena : nil
    self.start = start
    self.end = end
  }

  var isEmpty: Bool { arena == nil }

  /// Whether `other` starts where this range ends.
  func isFollowed(by other: borrowing ArenaRange) -> Bool {
    arena === other.arena && end == other.start
  }

  /// The records of this range then those of `other`: the two joined when they are adjacent,
  /// copied to the end of the current arena otherwise.
  @MainActor
  consuming func followed(by other: consuming ArenaRange) -> ArenaRange {
    guard let arena else { return other }
    guard let otherArena = other.arena else { return self }
    if arena === otherArena && end == other.start {
      return ArenaRange(arena, start, other.end)
    }
    let target = LayoutArena.forExtending(self)
    let newStart: Int
    if arena === target && end == target.records.count {
      newStart = start
    } else {
      newStart = target.records.count
      target.append(copyOf: self)
    }
    target.append(copyOf: other)
    return ArenaRange(target, newStart, target.records.count)
  }
}
