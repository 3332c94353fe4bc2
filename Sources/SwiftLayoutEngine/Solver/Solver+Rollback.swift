// Exact rollback of a refused add: an undo log kept only while phase one runs.
//
// Undoing phase one's pivots by pivoting back restores the basis but not the bits (each pivot
// leaves round-off), and copying the whole tableau before phase one costs more than most adds.
// Instead, phase one logs what it changes as it changes it, and a refused add undoes the log in
// reverse; an accepted add empties it (keeping its buffers for the next add).
//
// - Rows: an in-place edit of a row (a coefficient changed, a cell removed or inserted, the
//   constant) logs the old value, which costs O(1) however long the row is. A row that is about
//   to be rewritten whole (a merge, or the pivot row) has its cells copied once into a flat
//   buffer; after that, its edits are not logged, since restoring the copy undoes them. A
//   generation stamp per row slot says whether it was copied in this attempt, without hashing.
// - Columns: each append and each removal (which moves the column's last entry into the gap)
//   is logged, and a column emptied by a substitution is copied into a flat buffer.
// - Objective and level coefficients: logged when a substitution is about to change them.
//
// Cell positions (a cell's index in its symbol's column) are not logged: after the columns are
// restored, the positions in every column that changed are recomputed from it.

/// One logged change to a row, with what it replaced.
enum RowEdit {
  /// The row's cells were copied to `savedCells[start..<start + count]` before it was rewritten.
  case copied(slot: Int32, basic: Int32, constant: Double, start: Int, count: Int)
  case constant(slot: Int32, old: Double)
  case changed(slot: Int32, index: Int32, old: Cell)
  case removed(slot: Int32, index: Int32, old: Cell)
  case inserted(slot: Int32, index: Int32)
}

/// One logged change to a column.
enum ColumnEdit {
  /// A row slot was appended.
  case linked(symbol: Int32)
  /// The entry at `position` (the row slot `slot`) was removed and the last entry moved there.
  case unlinked(symbol: Int32, position: Int32, slot: Int32)
  /// The column was emptied; its entries were copied to `savedSlots[start..<start + count]`.
  case emptied(symbol: Int32, start: Int32, count: Int32)
}

/// The part of the log that the tableau's edits write (the row substitution writes it in place,
/// through ``PhaseOneSubstitutionLog``).
struct EditLog {
  /// Whether phase one is running and changes are logged.
  var active = false
  /// The current attempt's stamp: a row slot whose stamp equals it was copied in this attempt.
  var generation: UInt32 = 0
  /// How many row slots there were when the log began (later slots are dropped on rollback).
  var rowCount = 0
  var rowStamps: [UInt32] = []
  var rows: [RowEdit] = []
  var savedCells: [Cell] = []
  /// The column edits: the first `columnCount` entries (the array only grows, so that the
  /// substitution can write into it through a pointer).
  var columns: [ColumnEdit] = []
  var columnCount = 0
  var savedSlots: [Int32] = []

  /// Logs a column edit.
  @inline(__always)
  mutating func log(_ edit: ColumnEdit) {
    if columnCount < columns.count { columns[columnCount] = edit } else { columns.append(edit) }
    columnCount += 1
  }

  /// Whether edits of the row at `slot` must be logged: it existed before phase one and was
  /// not copied whole since.
  @inline(__always)
  func logsRow(_ slot: Int32) -> Bool {
    active && Int(slot) < rowCount && rowStamps[Int(slot)] != generation
  }

  /// Copies the row at `slot` before it is rewritten, and stops logging its edits.
  @inline(__always)
  mutating func copy(_ row: Row, at slot: Int32) {
    rowStamps[Int(slot)] = generation
    let start = savedCells.count
    savedCells.append(contentsOf: row.cells)
    rows.append(
      .copied(
        slot: slot, basic: row.basic, constant: row.constant, start: start,
        count: row.cells.count))
  }
}

/// The recorder of row substitutions while phase one runs: row edits go to `edits` (whose
/// column edits the caller moved out), column edits through `columnLog`, which the caller grew
/// ahead by one entry per definition cell for each row.
struct PhaseOneSubstitutionLog: SubstitutionRecorder {
  var edits: EditLog
  let columnLog: UnsafeMutablePointer<ColumnEdit>
  var columnCount: Int

  /// Logs the removal of the substituted cell and the row's constant when the row is edited in
  /// place; copies the row whole before a merge rewrites it.
  mutating func beginRow(
    at slot: Int32, of rows: UnsafeMutableBufferPointer<Row>, removing index: Int, inPlace: Bool
  ) -> Bool {
    guard edits.logsRow(slot) else { return false }
    guard inPlace else {
      edits.copy(rows[Int(slot)], at: slot)
      return false
    }
    edits.rows.append(
      .removed(slot: slot, index: Int32(index), old: rows[Int(slot)].cells[index]))
    edits.rows.append(.constant(slot: slot, old: rows[Int(slot)].constant))
    return true
  }

  mutating func removedCell(_ old: Cell, at index: Int, inRow slot: Int32) {
    edits.rows.append(.removed(slot: slot, index: Int32(index), old: old))
  }

  mutating func changedCell(_ old: Cell, at index: Int, inRow slot: Int32) {
    edits.rows.append(.changed(slot: slot, index: Int32(index), old: old))
  }

  mutating func insertedCell(at index: Int, inRow slot: Int32) {
    edits.rows.append(.inserted(slot: slot, index: Int32(index)))
  }

  mutating func linked(_ symbol: Int32) {
    columnLog[columnCount] = .linked(symbol: symbol)
    columnCount += 1
  }

  mutating func unlinked(_ symbol: Int32, position: Int32, slot: Int32) {
    columnLog[columnCount] = .unlinked(symbol: symbol, position: position, slot: slot)
    columnCount += 1
  }
}

/// What phase one changed, with enough to put it back.
struct RollbackLog {
  var edits = EditLog()
  /// Per symbol, whether its column's positions were recomputed (by generation, see
  /// ``Solver/rollBackLog(attachedSlot:)``).
  var symbolStamps: [UInt32] = []
  /// Objective coefficients as they were, in the order they changed.
  var objective: [(symbol: Int32, value: Double)] = []
  /// Priority-level coefficients as they were (level index, symbol, value).
  var levelCoefficients: [(level: Int, symbol: Int32, value: Double)] = []
  /// Row slots of symbols as they were, in the order they changed.
  var rowSlots: [(symbol: Int32, slot: Int32)] = []

  // The solver's scalars and queues as they were.
  var liveRows = 0
  var objectiveConstant = 0.0
  var objectiveTerms = 0
  var levelConstants: [Double] = []
  var levelCounts: [Int] = []
  var enteringCandidates: [Int32] = []
  var infeasibleRows: [Int32] = []
  var pivotBudgetExceeded = false
  var pivotCount = 0
}

extension Solver {
  /// Starts logging what phase one changes.
  func beginRollbackLog() {
    rollback.edits.generation &+= 1
    if rollback.edits.generation == 0 {
      // The stamps wrapped: clear them so that no old stamp matches.
      for index in rollback.edits.rowStamps.indices { rollback.edits.rowStamps[index] = 0 }
      for index in rollback.symbolStamps.indices { rollback.symbolStamps[index] = 0 }
      rollback.edits.generation = 1
    }
    if rollback.edits.rowStamps.count < rows.count {
      rollback.edits.rowStamps.append(
        contentsOf: repeatElement(0, count: rows.count - rollback.edits.rowStamps.count))
    }
    rollback.edits.active = true
    rollback.edits.rowCount = rows.count
    rollback.liveRows = liveRows
    rollback.objectiveConstant = objectiveConstant
    rollback.objectiveTerms = objectiveTerms
    for level in levels {
      rollback.levelConstants.append(level.constant)
      rollback.levelCounts.append(level.coefficients.count)
    }
    if !enteringCandidates.isEmpty {
      rollback.enteringCandidates.append(contentsOf: enteringCandidates.storage)
    }
    if !infeasibleRows.isEmpty {
      rollback.infeasibleRows.append(contentsOf: infeasibleRows.storage)
    }
    rollback.pivotBudgetExceeded = pivotBudgetExceeded
    rollback.pivotCount = _pivotCount
  }

  /// Stops logging and empties the log, keeping its buffers (phase one succeeded).
  func dropRollbackLog() {
    rollback.edits.active = false
    rollback.edits.rows.removeAll(keepingCapacity: true)
    rollback.edits.savedCells.removeAll(keepingCapacity: true)
    rollback.edits.columnCount = 0
    rollback.edits.savedSlots.removeAll(keepingCapacity: true)
    rollback.rowSlots.removeAll(keepingCapacity: true)
    // The rest are usually empty (no objective weight on the entering symbols, no levels).
    if !rollback.objective.isEmpty { rollback.objective.removeAll(keepingCapacity: true) }
    if !rollback.levelCoefficients.isEmpty {
      rollback.levelCoefficients.removeAll(keepingCapacity: true)
    }
    if !rollback.levelConstants.isEmpty {
      rollback.levelConstants.removeAll(keepingCapacity: true)
      rollback.levelCounts.removeAll(keepingCapacity: true)
    }
    if !rollback.enteringCandidates.isEmpty {
      rollback.enteringCandidates.removeAll(keepingCapacity: true)
    }
    if !rollback.infeasibleRows.isEmpty {
      rollback.infeasibleRows.removeAll(keepingCapacity: true)
    }
  }

  /// Logs the objective coefficients that substituting `definition` for `symbol` changes
  /// (`symbol`'s and those of the definition's symbols), before it changes them.
  func logObjective(_ symbol: Int32, _ definition: Row) {
    rollback.objective.append((symbol, objective[Int(symbol)]))
    for cell in definition.cells {
      rollback.objective.append((cell.symbol, objective[Int(cell.symbol)]))
    }
  }

  /// Logs the priority-level coefficients that substituting `definition` for `symbol` changes.
  func logLevels(_ symbol: Int32, _ definition: Row) {
    for index in levels.indices where levels[index].coefficient(symbol) != 0 {
      rollback.levelCoefficients.append((index, symbol, levels[index].coefficient(symbol)))
      for cell in definition.cells {
        rollback.levelCoefficients.append(
          (index, cell.symbol, levels[index].coefficient(cell.symbol)))
      }
    }
  }

  /// Logs what a pivot of `entering` into the row at `slot` changes outside the substitution
  /// (which logs its own edits): the pivot row and both symbols' row slots.
  func saveBeforePivot(_ slot: Int32, _ entering: Int32) {
    let leaving = rows[Int(slot)].basic
    if rollback.edits.logsRow(slot) { rollback.edits.copy(rows[Int(slot)], at: slot) }
    rollback.rowSlots.append((leaving, rowSlotOf[Int(leaving)]))
    rollback.rowSlots.append((entering, rowSlotOf[Int(entering)]))
  }

  /// Logs what attaching a new row at `slot` changed: the slot's old (empty) row when it was
  /// reused, the basic symbol's row slot and the columns it was linked into.
  func logAttached(_ row: Row, at slot: Int32) {
    if rollback.edits.logsRow(slot) { rollback.edits.copy(Row(constant: 0), at: slot) }
    rollback.rowSlots.append((row.basic, -1))
    for cell in row.cells { rollback.edits.log(.linked(symbol: cell.symbol)) }
  }

  /// Puts back everything logged since ``beginRollbackLog()``, bit for bit, and stops logging.
  ///
  /// - Parameter attachedSlot: The slot of the row attached after the log began, or -1.
  func rollBackLog(attachedSlot: Int32) {
    rollback.edits.active = false
    // Rows: the new slots go, the others are undone edit by edit, newest first.
    while rows.count > rollback.edits.rowCount { rows.removeLast() }
    if attachedSlot >= 0 && Int(attachedSlot) < rollback.edits.rowCount {
      freeRowSlots.append(attachedSlot)
    }
    for edit in rollback.edits.rows.reversed() {
      switch edit {
      case .copied(let slot, let basic, let constant, let start, let count):
        rows[Int(slot)] = Row(
          basic: basic, constant: constant,
          cells: Array(rollback.edits.savedCells[start..<start + count]))
      case .constant(let slot, let old):
        rows[Int(slot)].constant = old
      case .changed(let slot, let index, let old):
        rows[Int(slot)].cells[Int(index)] = old
      case .removed(let slot, let index, let old):
        rows[Int(slot)].cells.insert(old, at: Int(index))
      case .inserted(let slot, let index):
        rows[Int(slot)].cells.remove(at: Int(index))
      }
    }
    for edit in rollback.edits.columns[..<rollback.edits.columnCount].reversed() {
      switch edit {
      case .linked(let symbol):
        columns[Int(symbol)].removeLast()
      case .unlinked(let symbol, let position, let slot):
        let index = Int(position)
        if index < columns[Int(symbol)].count {
          columns[Int(symbol)].append(columns[Int(symbol)][index])
          columns[Int(symbol)][index] = slot
        } else {
          columns[Int(symbol)].append(slot)
        }
      case .emptied(let symbol, let start, let count):
        columns[Int(symbol)] = Array(
          rollback.edits.savedSlots[Int(start)..<Int(start) + Int(count)])
      }
    }
    for saved in rollback.objective.reversed() { objective[Int(saved.symbol)] = saved.value }
    for saved in rollback.levelCoefficients.reversed()
    where Int(saved.symbol) < levels[saved.level].coefficients.count {
      levels[saved.level].coefficients[Int(saved.symbol)] = saved.value
    }
    for index in rollback.levelCounts.indices {
      let count = rollback.levelCounts[index]
      levels[index].coefficients.removeLast(levels[index].coefficients.count - count)
      levels[index].constant = rollback.levelConstants[index]
    }
    for saved in rollback.rowSlots.reversed() { rowSlotOf[Int(saved.symbol)] = saved.slot }
    // Cell positions in every column that changed, from the restored column (the stamps are
    // reused: this attempt's symbol stamps are no longer needed).
    var recomputed = rollback.edits.generation &+ 1
    if recomputed == 0 {
      for index in rollback.edits.rowStamps.indices { rollback.edits.rowStamps[index] = 0 }
      for index in rollback.symbolStamps.indices { rollback.symbolStamps[index] = 0 }
      recomputed = 1
    }
    for edit in rollback.edits.columns[..<rollback.edits.columnCount] {
      let symbol: Int32
      switch edit {
      case .linked(let changed): symbol = changed
      case .unlinked(let changed, _, _): symbol = changed
      case .emptied(let changed, _, _): symbol = changed
      }
      if Int(symbol) >= rollback.symbolStamps.count {
        rollback.symbolStamps.append(
          contentsOf: repeatElement(0, count: kinds.count - rollback.symbolStamps.count))
      }
      guard rollback.symbolStamps[Int(symbol)] != recomputed else { continue }
      rollback.symbolStamps[Int(symbol)] = recomputed
      for (position, slot) in columns[Int(symbol)].enumerated() {
        let (cell, found) = rows[Int(slot)].position(of: symbol)
        if found { rows[Int(slot)].cells[cell].position = Int32(position) }
      }
    }
    liveRows = rollback.liveRows
    objectiveConstant = rollback.objectiveConstant
    objectiveTerms = rollback.objectiveTerms
    enteringCandidates.restore(rollback.enteringCandidates)
    infeasibleRows.restore(rollback.infeasibleRows)
    pivotBudgetExceeded = rollback.pivotBudgetExceeded
    // The pivots were made (the benchmark counters keep them) but left nothing behind: the
    // tableau has no more round-off than before, so they do not bring the drift check nearer.
    workAtDriftCheck &+= _pivotCount &- rollback.pivotCount
    dropRollbackLog()
    // The next attempt must not match the stamps used for the positions above.
    rollback.edits.generation = recomputed
  }
}
