// Tableau mechanics: symbols, rows, the column index, substitution and pivots.

extension Solver {
  // MARK: Symbols

  /// Allocates a symbol id (reusing the most recently freed one).
  func newSymbol(_ kind: SymbolKind) -> Int32 {
    liveSymbols += 1
    if freeSymbols.isEmpty { reserveSymbols() }
    let symbol = freeSymbols.removeLast()
    kinds[Int(symbol)] = kind
    return symbol
  }

  /// Takes back the ids that ``reserveSymbols()`` added since the tables had `count` entries,
  /// when all of them are free again (a refused add that grew the tables leaves them as they
  /// were).
  func unreserveSymbols(to count: Int) {
    guard kinds.count > count, kinds[count...].allSatisfy({ $0 == .free }) else { return }
    freeSymbols.removeAll { Int($0) >= count }
    let extra = kinds.count - count
    kinds.removeLast(extra)
    rowSlotOf.removeLast(extra)
    columns.removeLast(extra)
    objective.removeLast(extra)
    owners.removeLast(extra)
    variables.removeLast(extra)
    unretainedVariables.removeLast(extra)
    useCounts.removeLast(extra)
    symbolChanged.removeLast(extra)
  }

  /// Grows every per-symbol table by a batch of free ids and queues them lowest first.
  ///
  /// Making a symbol then costs one pop instead of an append to each of the nine tables. The
  /// ids come out in the order one-at-a-time growth gave them (ids freed later are still reused
  /// first), so results do not change.
  private func reserveSymbols() {
    let start = kinds.count
    let batch = Swift.max(16, start / 2)
    kinds.append(contentsOf: repeatElement(.free, count: batch))
    rowSlotOf.append(contentsOf: repeatElement(-1, count: batch))
    columns.append(contentsOf: repeatElement([], count: batch))
    objective.append(contentsOf: repeatElement(0, count: batch))
    owners.append(contentsOf: repeatElement(nil, count: batch))
    variables.append(contentsOf: repeatElement(nil, count: batch))
    unretainedVariables.append(contentsOf: repeatElement(nil, count: batch))
    useCounts.append(contentsOf: repeatElement(0, count: batch))
    symbolChanged.append(contentsOf: repeatElement(false, count: batch))
    freeSymbols.reserveCapacity(batch)
    for symbol in stride(from: start + batch - 1, through: start, by: -1) {
      freeSymbols.append(Int32(symbol))
    }
  }

  /// Releases a symbol that no constraint needs any more.
  ///
  /// A basic symbol's row is dropped and any remaining cells (round-off) are removed: once the
  /// constraints that gave the symbol meaning are gone, the symbol is free in every solution,
  /// so eliminating it leaves an equivalent tableau.
  func freeSymbol(_ symbol: Int32) {
    let index = Int(symbol)
    if rowSlotOf[index] >= 0 { _ = detachRow(rowSlotOf[index]) }
    if !columns[index].isEmpty {
      let slots = columns[index]
      columns[index].removeAll(keepingCapacity: false)
      for slot in slots { rows[Int(slot)].remove(symbol) }
    }
    setObjective(symbol, 0)
    if !levels.isEmpty { clearLevels(symbol) }
    kinds[index] = .free
    owners[index] = nil
    variables[index] = nil
    unretainedVariables[index] = nil
    useCounts[index] = 0
    freeSymbols.append(symbol)
    liveSymbols -= 1
  }

  /// The symbol of `variable`, created on first use; counts one more use.
  func retainSymbol(for variable: Variable) -> Int32 {
    let hint = variable.symbolHint
    if hint >= 0 && Int(hint) < variables.count && variables[Int(hint)] === variable {
      useCounts[Int(hint)] += 1
      return hint
    }
    let key = ObjectIdentifier(variable)
    if !variableSymbols.overflow.isEmpty, let symbol = variableSymbols.overflow[key] {
      useCounts[Int(symbol)] += 1
      return symbol
    }
    let symbol = newSymbol(.external)
    variables[Int(symbol)] = variable
    unretainedVariables[Int(symbol)] = Unmanaged.passUnretained(variable)
    useCounts[Int(symbol)] = 1
    // The hint is this solver's unless another solver holds it (claimed atomically: another
    // thread's solver may be claiming it at this moment).
    if !variable.hint.claim(symbol) {
      variableSymbols.overflow[key] = symbol
    }
    variableSymbols.count += 1
    noteChanged(symbol)
    return symbol
  }

  /// The symbol of a variable the solver holds, nil for another variable.
  @inline(__always)
  func symbol(of variable: Variable) -> Int32? {
    let hint = variable.symbolHint
    if hint >= 0 && Int(hint) < variables.count && variables[Int(hint)] === variable {
      return hint
    }
    if variableSymbols.overflow.isEmpty { return nil }
    return variableSymbols.overflow[ObjectIdentifier(variable)]
  }

  /// Lets go of a held variable's entry: its overflow entry, or else its hint (this solver's).
  func forgetSymbol(_ symbol: Int32, of variable: Variable) {
    if variableSymbols.overflow.isEmpty
      || variableSymbols.overflow.removeValue(forKey: ObjectIdentifier(variable)) == nil
    {
      variable.hint.release(symbol)
    }
    variableSymbols.count -= 1
  }

  /// Clears the hints this solver gave its variables and constraints (before it forgets them),
  /// so that other solvers find them without a dictionary.
  func releaseHints() {
    for symbol in variables.indices {
      guard let variable = variables[symbol],
        variableSymbols.overflow.isEmpty
          || variableSymbols.overflow[ObjectIdentifier(variable)] == nil
      else { continue }
      variable.hint.release(Int32(symbol))
    }
    records.releaseHints()
  }

  /// Counts one use less of an external symbol, freeing it (and its variable entry) at zero.
  func releaseSymbol(_ symbol: Int32) {
    let index = Int(symbol)
    useCounts[index] -= 1
    guard useCounts[index] <= 0 else { return }
    if let variable = variables[index] { forgetSymbol(symbol, of: variable) }
    freeSymbol(symbol)
  }

  // MARK: Objective

  /// Sets one objective coefficient, keeping the term count and the entering candidates.
  @inline(__always)
  func setObjective(_ symbol: Int32, _ value: Double) {
    let index = Int(symbol)
    let old = objective[index]
    if old == value { return }
    if old == 0 { objectiveTerms += 1 } else if value == 0 { objectiveTerms -= 1 }
    objective[index] = value
    if value < 0 { enteringCandidates.push(symbol) }
  }

  /// Adds `delta` to one objective coefficient, treating cancellation as zero.
  @inline(__always)
  func addToObjective(_ symbol: Int32, _ delta: Double) {
    let old = objective[Int(symbol)]
    let sum = old + delta
    setObjective(symbol, Tolerance.objectiveCancels(sum, old, delta) ? 0 : sum)
  }

  /// Adds `factor · row` to the objective.
  func addToObjective(_ row: Row, times factor: Double) {
    objectiveConstant += factor * row.constant
    for cell in row.cells { addToObjective(cell.symbol, factor * cell.coefficient) }
  }

  // MARK: Rows and the column index

  /// Puts a row into the tableau under its basic symbol and indexes its cells.
  @discardableResult
  func attachRow(_ row: consuming Row) -> Int32 {
    let slot = freeRowSlots.popLast() ?? Int32(rows.count)
    columns.withUnsafeMutableBufferPointer { columns in
      row.cells.withUnsafeMutableBufferPointer { cells in
        for index in cells.indices {
          cells[index].position = Self.link(cells[index].symbol, slot: slot, columns: columns)
        }
      }
    }
    rowSlotOf[Int(row.basic)] = slot
    noteChanged(row.basic)
    if Int(slot) == rows.count { rows.append(row) } else { rows[Int(slot)] = row }
    liveRows += 1
    return slot
  }

  /// Takes a row out of the tableau and out of the column index.
  func detachRow(_ slot: Int32) -> Row {
    var row = Row(constant: 0)
    swap(&row, &rows[Int(slot)])
    rows.withUnsafeMutableBufferPointer { rowBuffer in
      columns.withUnsafeMutableBufferPointer { columnBuffer in
        for cell in row.cells {
          Self.unlink(cell.symbol, at: cell.position, rows: rowBuffer, columns: columnBuffer)
        }
      }
    }
    rowSlotOf[Int(row.basic)] = -1
    noteChanged(row.basic)
    freeRowSlots.append(slot)
    liveRows -= 1
    return row
  }

  /// Removes the column entry at `position` of `symbol`'s column, moving the last entry into
  /// its place and updating the moved row's cell.
  func unlink(_ symbol: Int32, at position: Int32) {
    rows.withUnsafeMutableBufferPointer { rowBuffer in
      columns.withUnsafeMutableBufferPointer { columnBuffer in
        Self.unlink(symbol, at: position, rows: rowBuffer, columns: columnBuffer)
      }
    }
  }

  /// Removes a column entry (see ``unlink(_:at:)``) on buffers moved out of the solver.
  @inline(__always)
  static func unlink(
    _ symbol: Int32, at position: Int32, rows: UnsafeMutableBufferPointer<Row>,
    columns: UnsafeMutableBufferPointer<[Int32]>
  ) {
    let column = Int(symbol)
    guard let moved = columns[column].popLast() else { return }
    let index = Int(position)
    guard index < columns[column].count else { return }
    columns[column][index] = moved
    let (cell, found) = rows[Int(moved)].position(of: symbol)
    if found { rows[Int(moved)].cells[cell].position = position }
  }

  /// Appends a row slot to a column and returns its position there.
  @inline(__always)
  static func link(
    _ symbol: Int32, slot: Int32, columns: UnsafeMutableBufferPointer<[Int32]>
  ) -> Int32 {
    let position = Int32(columns[Int(symbol)].count)
    // Room for a few rows at once: most columns stay short, and growing one cell at a time
    // reallocates twice on the way to four.
    if position == 0 { columns[Int(symbol)].reserveCapacity(4) }
    columns[Int(symbol)].append(slot)
    return position
  }

  /// Marks a row infeasible when its restricted basic symbol went negative.
  @inline(__always)
  func noteIfInfeasible(_ slot: Int32) {
    let basic = rows[Int(slot)].basic
    if rows[Int(slot)].constant < -Tolerance.feasibility && kinds[Int(basic)] != .external {
      infeasibleRows.push(basic)
    }
  }

  /// Zeroed cells that grow the substitution scratch row by copying: appending a repeated
  /// element went element by element through the generic path (6% of W1's instructions).
  private static let zeroCells = [Cell](repeating: Cell(symbol: 0, coefficient: 0), count: 256)

  /// Replaces `symbol` by `definition` in the row at `slot`, reporting each change to
  /// `recorder` (``UnrecordedSubstitution`` outside phase one).
  ///
  /// The row gains `a · definition`, where `a` is its coefficient of `symbol` (whose cell is
  /// dropped). Keeps the column index, except for `symbol` itself, whose column the caller
  /// empties. Static, on buffers the caller moved out of the solver, so that the inner loops pay
  /// no exclusivity or uniqueness checks. A short definition is folded into a long row in place
  /// (binary searches); otherwise the two sorted cell lists are merged.
  @inline(__always)
  static func substitute<Recorder: SubstitutionRecorder>(
    _ symbol: Int32, by definition: UnsafeBufferPointer<Cell>, constant: Double,
    inRow slot: Int32, rows: UnsafeMutableBufferPointer<Row>,
    columns: UnsafeMutableBufferPointer<[Int32]>, scratch: inout [Cell],
    recording recorder: inout Recorder
  ) {
    let target = Int(slot)
    let (at, present) = rows[target].position(of: symbol)
    guard present else { return }
    let inPlace = definition.count * 4 <= rows[target].cells.count - 1
    let recordsCells = recorder.beginRow(at: slot, of: rows, removing: at, inPlace: inPlace)
    let factor = rows[target].cells.remove(at: at).coefficient
    guard factor != 0 else { return }
    rows[target].constant += factor * constant
    if inPlace {
      for cell in definition {
        let delta = factor * cell.coefficient
        let (index, found) = rows[target].position(of: cell.symbol)
        if found {
          let old = rows[target].cells[index].coefficient
          let sum = old + delta
          if Tolerance.cancels(sum, old, delta) {
            let removed = rows[target].cells.remove(at: index)
            if recordsCells { recorder.removedCell(removed, at: index, inRow: slot) }
            recorder.unlinked(removed.symbol, position: removed.position, slot: slot)
            unlink(removed.symbol, at: removed.position, rows: rows, columns: columns)
          } else {
            if recordsCells {
              recorder.changedCell(rows[target].cells[index], at: index, inRow: slot)
            }
            rows[target].cells[index].coefficient = sum
          }
        } else if Swift.abs(delta) >= Tolerance.coefficient {
          if recordsCells { recorder.insertedCell(at: index, inRow: slot) }
          recorder.linked(cell.symbol)
          let position = link(cell.symbol, slot: slot, columns: columns)
          rows[target].cells.insert(
            Cell(symbol: cell.symbol, coefficient: delta, position: position), at: index)
        }
      }
      return
    }
    let capacity = rows[target].cells.count + definition.count
    while scratch.count < capacity {
      let missing = Swift.min(capacity - scratch.count, Self.zeroCells.count)
      scratch.append(contentsOf: Self.zeroCells[..<missing])
    }
    let written = scratch.withUnsafeMutableBufferPointer { out in
      rows[target].cells.withUnsafeBufferPointer { old in
        var i = 0
        var j = 0
        var k = 0
        while i < old.count && j < definition.count {
          let left = old[i].symbol
          let right = definition[j].symbol
          if left < right {
            out[k] = old[i]
            k += 1
            i += 1
          } else if right < left {
            let value = factor * definition[j].coefficient
            if Swift.abs(value) >= Tolerance.coefficient {
              recorder.linked(right)
              out[k] = Cell(
                symbol: right, coefficient: value,
                position: link(right, slot: slot, columns: columns))
              k += 1
            }
            j += 1
          } else {
            let delta = factor * definition[j].coefficient
            let sum = old[i].coefficient + delta
            if Tolerance.cancels(sum, old[i].coefficient, delta) {
              recorder.unlinked(left, position: old[i].position, slot: slot)
              unlink(left, at: old[i].position, rows: rows, columns: columns)
            } else {
              out[k] = old[i]
              out[k].coefficient = sum
              k += 1
            }
            i += 1
            j += 1
          }
        }
        while i < old.count {
          out[k] = old[i]
          k += 1
          i += 1
        }
        while j < definition.count {
          let value = factor * definition[j].coefficient
          if Swift.abs(value) >= Tolerance.coefficient {
            let symbol = definition[j].symbol
            recorder.linked(symbol)
            out[k] = Cell(
              symbol: symbol, coefficient: value,
              position: link(symbol, slot: slot, columns: columns))
            k += 1
          }
          j += 1
        }
        return k
      }
    }
    swap(&rows[target].cells, &scratch)
    rows[target].cells.removeLast(rows[target].cells.count - written)
  }

  /// Replaces `symbol` by `definition` everywhere: in every row that mentions it, in the
  /// objective and in the artificial objective.
  ///
  /// - Complexity: O(Σ lengths of the rows that mention `symbol`).
  func substitute(_ symbol: Int32, by definition: Row) {
    let index = Int(symbol)
    if !columns[index].isEmpty {
      var slots: [Int32] = []
      swap(&slots, &columns[index])
      _substitutionCount += slots.count
      for slot in slots {
        _substitutionCells += rows[Int(slot)].cells.count + definition.cells.count
      }
      if rollback.edits.active {
        substituteInPhaseOne(symbol, by: definition, inRows: slots)
      } else {
        var localRows: [Row] = []
        var localColumns: [[Int32]] = []
        var localScratch: [Cell] = []
        swap(&localRows, &rows)
        swap(&localColumns, &columns)
        swap(&localScratch, &scratch)
        definition.cells.withUnsafeBufferPointer { cells in
          localRows.withUnsafeMutableBufferPointer { rowBuffer in
            localColumns.withUnsafeMutableBufferPointer { columnBuffer in
              var unrecorded = UnrecordedSubstitution()
              for slot in slots {
                Self.substitute(
                  symbol, by: cells, constant: definition.constant, inRow: slot, rows: rowBuffer,
                  columns: columnBuffer, scratch: &localScratch, recording: &unrecorded)
              }
            }
          }
        }
        swap(&localRows, &rows)
        swap(&localColumns, &columns)
        swap(&localScratch, &scratch)
      }
      noteSubstitutedRows(slots)
      slots.removeAll(keepingCapacity: true)
      if columns[index].isEmpty { swap(&slots, &columns[index]) }
    }
    let weight = objective[index]
    if weight != 0 {
      if rollback.edits.active { logObjective(symbol, definition) }
      setObjective(symbol, 0)
      addToObjective(definition, times: weight)
    }
    if !levels.isEmpty {
      if rollback.edits.active { logLevels(symbol, definition) }
      substituteInLevels(symbol, by: definition)
    }
    if artificial != nil {
      let factor = artificial?.remove(symbol) ?? 0
      if factor != 0 { artificial?.add(definition, times: factor) }
    }
  }

  /// The row substitutions of ``substitute(_:by:)`` while phase one runs, recorded for a
  /// refusal to undo.
  @inline(never)
  private func substituteInPhaseOne(_ symbol: Int32, by definition: Row, inRows slots: [Int32]) {
    rollback.edits.log(
      .emptied(
        symbol: symbol, start: Int32(rollback.edits.savedSlots.count), count: Int32(slots.count)))
    rollback.edits.savedSlots.append(contentsOf: slots)
    var localRows: [Row] = []
    var localColumns: [[Int32]] = []
    var localScratch: [Cell] = []
    var columnLog: [ColumnEdit] = []
    swap(&localRows, &rows)
    swap(&localColumns, &columns)
    swap(&localScratch, &scratch)
    swap(&columnLog, &rollback.edits.columns)
    var columnCount = rollback.edits.columnCount
    // Each row gets at most one column edit per definition cell; the log is grown ahead for a
    // batch of rows, so that the substitution writes it through a pointer.
    let perRow = definition.cells.count
    var next = 0
    while next < slots.count {
      let needed = columnCount + perRow * Swift.min(slots.count - next, 64) + 1
      if columnLog.count < needed {
        columnLog.append(
          contentsOf: repeatElement(
            .linked(symbol: -1), count: Swift.max(needed, 2 * columnLog.count) - columnLog.count))
      }
      definition.cells.withUnsafeBufferPointer { cells in
        localRows.withUnsafeMutableBufferPointer { rowBuffer in
          localColumns.withUnsafeMutableBufferPointer { columnBuffer in
            columnLog.withUnsafeMutableBufferPointer { logBuffer in
              guard let logStart = logBuffer.baseAddress else { return }
              var recorder = PhaseOneSubstitutionLog(
                edits: EditLog(), columnLog: logStart, columnCount: columnCount)
              swap(&recorder.edits, &rollback.edits)
              while next < slots.count && recorder.columnCount + perRow <= logBuffer.count {
                Self.substitute(
                  symbol, by: cells, constant: definition.constant, inRow: slots[next],
                  rows: rowBuffer, columns: columnBuffer, scratch: &localScratch,
                  recording: &recorder)
                next += 1
              }
              swap(&recorder.edits, &rollback.edits)
              columnCount = recorder.columnCount
            }
          }
        }
      }
    }
    swap(&localRows, &rows)
    swap(&localColumns, &columns)
    swap(&localScratch, &scratch)
    swap(&columnLog, &rollback.edits.columns)
    rollback.edits.columnCount = columnCount
  }

  /// Exchanges the basic symbol of the row at `slot` for `entering`.
  ///
  /// - Complexity: O(Σ lengths of the rows that mention `entering`).
  func pivot(_ slot: Int32, _ entering: Int32) {
    let leaving = rows[Int(slot)].basic
    let (index, found) = rows[Int(slot)].position(of: entering)
    guard found else { return }
    if rollback.edits.active { saveBeforePivot(slot, entering) }
    pivotLog?.append((leaving, entering))
    _pivotCount += 1
    let removed = rows[Int(slot)].cells.remove(at: index)
    if rollback.edits.active {
      rollback.edits.log(.unlinked(symbol: entering, position: removed.position, slot: slot))
    }
    unlink(entering, at: removed.position)
    let coefficient = removed.coefficient
    rows[Int(slot)].scale(by: -1 / coefficient)
    if Swift.abs(1 / coefficient) >= Tolerance.coefficient {
      let (insertion, _) = rows[Int(slot)].position(of: leaving)
      let position = Int32(columns[Int(leaving)].count)
      if rollback.edits.active { rollback.edits.log(.linked(symbol: leaving)) }
      columns[Int(leaving)].append(slot)
      rows[Int(slot)].cells.insert(
        Cell(symbol: leaving, coefficient: 1 / coefficient, position: position), at: insertion)
    }
    rows[Int(slot)].basic = entering
    rowSlotOf[Int(leaving)] = -1
    rowSlotOf[Int(entering)] = slot
    noteChanged(leaving)
    noteChanged(entering)
    let definition = rows[Int(slot)]
    substitute(entering, by: definition)
  }
}
