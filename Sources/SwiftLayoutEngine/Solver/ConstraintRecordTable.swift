/// A solver's constraint records, found through a slot the constraint keeps (no hashing).
///
/// A constraint remembers the slot of the first solver that holds it (``Constraint/recordHint``);
/// a constraint held by several solvers at once is found by the others through a dictionary.
/// Removing a constraint clears its hint when the hint is this table's, so the next solver to
/// add it takes the fast path again.
struct ConstraintRecordTable {
  private var slots: [ConstraintRecord?] = []
  private var freeSlots: [Int32] = []
  /// Slots of the constraints whose hint belongs to another solver.
  private var overflow: [ObjectIdentifier: Int32] = [:]
  /// How many records the table holds.
  private(set) var count = 0

  /// The slot of `constraint`'s record, or -1.
  @inline(__always)
  private func slot(of constraint: Constraint) -> Int {
    let hint = Int(constraint.recordHint)
    if hint >= 0 && hint < slots.count && slots[hint]?.constraint === constraint { return hint }
    if overflow.isEmpty { return -1 }
    return overflow[ObjectIdentifier(constraint)].map(Int.init) ?? -1
  }

  /// The record of `constraint`, nil when the solver does not hold it; setting nil removes it.
  subscript(constraint: Constraint) -> ConstraintRecord? {
    get {
      let index = slot(of: constraint)
      return index >= 0 ? slots[index] : nil
    }
    set {
      let index = slot(of: constraint)
      if let newValue {
        if index >= 0 {
          slots[index] = newValue
        } else {
          insert(newValue)
        }
      } else if index >= 0 {
        remove(at: index)
      }
    }
  }

  /// Removes and returns the record of `constraint`, nil when the solver does not hold it.
  mutating func removeValue(for constraint: Constraint) -> ConstraintRecord? {
    let index = slot(of: constraint)
    guard index >= 0 else { return nil }
    let record = slots[index]
    remove(at: index)
    return record
  }

  /// The table slot of `constraint`'s record, or nil when the solver does not hold it.
  @inline(__always)
  func slotIndex(of constraint: Constraint) -> Int? {
    let index = slot(of: constraint)
    return index >= 0 ? index : nil
  }

  /// The symbols a constant change of the record in `index` goes to, and its constant, read in
  /// place (no copy of the record's references).
  @inline(__always)
  func constantTarget(atSlot index: Int) -> ConstantTarget {
    ConstantTarget(
      marker: slots[index]?.marker ?? -1, other: slots[index]?.other ?? -1,
      markerSign: slots[index]?.markerSign ?? 1, otherSign: slots[index]?.otherSign ?? 1,
      constant: slots[index]?.constant ?? 0)
  }

  /// Sets the constant of the record in `index`, in place.
  @inline(__always)
  mutating func setConstant(_ constant: Double, atSlot index: Int) {
    slots[index]?.constant = constant
  }

  /// Every record, in no particular order.
  var values: [ConstraintRecord] { slots.compactMap { $0 } }

  /// Clears the hints of the constraints that hold this table's slots (before the table is
  /// dropped), so that other solvers find them without a dictionary.
  func releaseHints() {
    for index in slots.indices {
      guard let constraint = slots[index]?.constraint,
        overflow.isEmpty || overflow[ObjectIdentifier(constraint)] == nil
      else { continue }
      constraint.hint.release(Int32(index))
    }
  }

  /// Claims each held constraint's hint again for its slot in this table.
  ///
  /// Called after the table is put back as it was (``Solver/withTemporaryChanges(_:)``) or
  /// rebuilt. A constraint whose hint another solver claimed meanwhile goes to the overflow
  /// dictionary.
  mutating func restoreHints() {
    for index in slots.indices {
      guard let constraint = slots[index]?.constraint,
        overflow.isEmpty || overflow[ObjectIdentifier(constraint)] == nil
      else { continue }
      if !constraint.hint.claim(Int32(index)) {
        overflow[ObjectIdentifier(constraint)] = Int32(index)
      }
    }
  }

  /// Adds the record of a constraint the table does not hold.
  mutating func insert(_ record: ConstraintRecord) {
    let constraint = record.constraint
    let index: Int32
    if let free = freeSlots.popLast() {
      index = free
      slots[Int(free)] = record
    } else {
      index = Int32(slots.count)
      slots.append(record)
    }
    // Claimed atomically: another solver may be adding the same constraint on another thread.
    if !constraint.hint.claim(index) {
      overflow[ObjectIdentifier(constraint)] = index
    }
    count += 1
  }

  private mutating func remove(at index: Int) {
    guard let constraint = slots[index]?.constraint else { return }
    // The hint is this table's unless the constraint is listed in the overflow.
    if overflow.isEmpty || overflow.removeValue(forKey: ObjectIdentifier(constraint)) == nil {
      constraint.hint.release(Int32(index))
    }
    slots[index] = nil
    freeSlots.append(Int32(index))
    count -= 1
  }
}

/// What a constant change of a constraint touches: its marker and error symbols with their
/// signs in its original row, and its current constant.
struct ConstantTarget {
  let marker: Int32
  let other: Int32
  let markerSign: Double
  let otherSign: Double
  let constant: Double
}
