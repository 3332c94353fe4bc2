// Exact rollback of a refused add: an undo log kept only while phase one runs.
//
// Undoing phase one's pivots by pivoting back restores the basis but not the bits (each pivot
// leaves round-off), and copying the whole tableau before phase one costs more than most adds.
// Instead, the first time phase one is about to change a row, a symbol's column or objective
// coefficients, or a row slot of a symbol, the old value is saved; a refused add puts every
// saved item back, and an accepted one drops the log. A generation stamp per row slot and per
// symbol tells whether the item was already saved in this attempt, without hashing.
//
// Cell positions (a cell's index in its symbol's column) are not saved for rows that phase one
// only moved in a column: after the columns are restored, the positions of their symbols are
// recomputed from them.

/// The items phase one changed, with their values before it started.
struct RollbackLog {
  /// Whether phase one is running and changes are saved.
  var active = false
  /// The current attempt's stamp: an item whose stamp equals it is already saved.
  var generation: UInt32 = 0
  var rowStamps: [UInt32] = []
  var symbolStamps: [UInt32] = []
  /// The rows changed, by slot, as they were.
  var rows: [(slot: Int32, row: Row)] = []
  /// The symbols whose column or objective coefficients changed, with both as they were.
  var symbols: [(symbol: Int32, column: [Int32], objective: Double)] = []
  /// Priority-level coefficients as they were (level index, symbol, value).
  var levelCoefficients: [(level: Int, symbol: Int32, value: Double)] = []
  /// Row slots of symbols as they were, in the order they changed.
  var rowSlots: [(symbol: Int32, slot: Int32)] = []

  // The solver's scalars and queues as they were.
  var rowCount = 0
  var liveRows = 0
  var objectiveConstant = 0.0
  var objectiveTerms = 0
  var levelConstants: [Double] = []
  var levelCounts: [Int] = []
  var enteringCandidates = MinHeap()
  var infeasibleRows = MinHeap()
  var pivotBudgetExceeded = false
  var pivotCount = 0
}

extension Solver {
  /// Starts saving what phase one changes.
  func beginRollbackLog() {
    rollback.generation &+= 1
    if rollback.generation == 0 {
      // The stamps wrapped: clear them so that no old stamp matches.
      for index in rollback.rowStamps.indices { rollback.rowStamps[index] = 0 }
      for index in rollback.symbolStamps.indices { rollback.symbolStamps[index] = 0 }
      rollback.generation = 1
    }
    rollback.active = true
    rollback.rowCount = rows.count
    rollback.liveRows = liveRows
    rollback.objectiveConstant = objectiveConstant
    rollback.objectiveTerms = objectiveTerms
    if !levels.isEmpty {
      rollback.levelConstants = levels.map(\.constant)
      rollback.levelCounts = levels.map(\.coefficients.count)
    }
    rollback.enteringCandidates = enteringCandidates
    rollback.infeasibleRows = infeasibleRows
    rollback.pivotBudgetExceeded = pivotBudgetExceeded
    rollback.pivotCount = _pivotCount
  }

  /// Stops saving and lets go of what was saved (phase one succeeded).
  func dropRollbackLog() {
    rollback.active = false
    rollback.rows.removeAll(keepingCapacity: true)
    rollback.symbols.removeAll(keepingCapacity: true)
    rollback.levelCoefficients.removeAll(keepingCapacity: true)
    rollback.rowSlots.removeAll(keepingCapacity: true)
    rollback.levelConstants.removeAll(keepingCapacity: true)
    rollback.levelCounts.removeAll(keepingCapacity: true)
    rollback.enteringCandidates = MinHeap()
    rollback.infeasibleRows = MinHeap()
  }

  /// Saves the row at `slot` unless it is already saved or new in this attempt.
  @inline(__always)
  func saveRow(_ slot: Int32) {
    let index = Int(slot)
    guard index < rollback.rowCount else { return }
    if index >= rollback.rowStamps.count {
      rollback.rowStamps.append(
        contentsOf: repeatElement(0, count: rows.count - rollback.rowStamps.count))
    }
    guard rollback.rowStamps[index] != rollback.generation else { return }
    rollback.rowStamps[index] = rollback.generation
    rollback.rows.append((slot, rows[index]))
  }

  /// Saves a symbol's column and objective coefficients unless already saved in this attempt.
  @inline(__always)
  func saveSymbol(_ symbol: Int32) {
    let index = Int(symbol)
    if index >= rollback.symbolStamps.count {
      rollback.symbolStamps.append(
        contentsOf: repeatElement(0, count: kinds.count - rollback.symbolStamps.count))
    }
    guard rollback.symbolStamps[index] != rollback.generation else { return }
    rollback.symbolStamps[index] = rollback.generation
    rollback.symbols.append((symbol, columns[index], objective[index]))
    for level in levels.indices {
      rollback.levelCoefficients.append((level, symbol, levels[level].coefficient(symbol)))
    }
  }

  /// Saves what a pivot of `entering` into the row at `slot` changes: that row, the rows that
  /// mention `entering`, the columns and objective coefficients of the row's symbols and of
  /// the leaving symbol, and both symbols' row slots.
  func saveBeforePivot(_ slot: Int32, _ entering: Int32) {
    let leaving = rows[Int(slot)].basic
    saveRow(slot)
    for target in columns[Int(entering)] { saveRow(target) }
    for cell in rows[Int(slot)].cells { saveSymbol(cell.symbol) }
    saveSymbol(leaving)
    rollback.rowSlots.append((leaving, rowSlotOf[Int(leaving)]))
    rollback.rowSlots.append((entering, rowSlotOf[Int(entering)]))
  }

  /// Saves what attaching a new row changes: its slot (when reused) and its symbols' columns.
  func saveBeforeAttaching(_ row: Row) {
    if let slot = freeRowSlots.last { saveRow(slot) }
    for cell in row.cells { saveSymbol(cell.symbol) }
    rollback.rowSlots.append((row.basic, rowSlotOf[Int(row.basic)]))
  }

  /// Puts back everything saved since ``beginRollbackLog()``, bit for bit, and stops saving.
  ///
  /// - Parameter attachedSlot: The slot of the row attached after the log began, or -1.
  func rollBackLog(attachedSlot: Int32) {
    rollback.active = false
    // Rows: the new slots go, the others get their saved rows.
    while rows.count > rollback.rowCount { rows.removeLast() }
    if attachedSlot >= 0 && Int(attachedSlot) < rollback.rowCount {
      freeRowSlots.append(attachedSlot)
    }
    for saved in rollback.rows.reversed() { rows[Int(saved.slot)] = saved.row }
    for saved in rollback.symbols.reversed() {
      columns[Int(saved.symbol)] = saved.column
      objective[Int(saved.symbol)] = saved.objective
    }
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
    // Rows that phase one only moved within a column: their cells' positions, from the
    // restored columns.
    for saved in rollback.symbols {
      let symbol = saved.symbol
      for (position, slot) in columns[Int(symbol)].enumerated() {
        let (cell, found) = rows[Int(slot)].position(of: symbol)
        if found { rows[Int(slot)].cells[cell].position = Int32(position) }
      }
    }
    liveRows = rollback.liveRows
    objectiveConstant = rollback.objectiveConstant
    objectiveTerms = rollback.objectiveTerms
    swap(&enteringCandidates, &rollback.enteringCandidates)
    swap(&infeasibleRows, &rollback.infeasibleRows)
    pivotBudgetExceeded = rollback.pivotBudgetExceeded
    // The pivots were made (the benchmark counters keep them) but left nothing behind: the
    // tableau has no more round-off than before, so they do not bring the drift check nearer.
    workAtDriftCheck &+= _pivotCount &- rollback.pivotCount
    dropRollbackLog()
  }
}
