// Tableau mechanics: symbols, rows, the column index, substitution and pivots.

extension Solver {
  // MARK: Symbols

  /// Allocates a symbol id (reusing the most recently freed one).
  func newSymbol(_ kind: SymbolKind) -> Int32 {
    liveSymbols += 1
    if let symbol = freeSymbols.popLast() {
      kinds[Int(symbol)] = kind
      return symbol
    }
    let symbol = Int32(kinds.count)
    kinds.append(kind)
    rowSlotOf.append(-1)
    columns.append([])
    objective.append(0)
    owners.append(nil)
    variables.append(nil)
    useCounts.append(0)
    return symbol
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
    kinds[index] = .free
    owners[index] = nil
    variables[index] = nil
    useCounts[index] = 0
    freeSymbols.append(symbol)
    liveSymbols -= 1
  }

  /// The symbol of `variable`, created on first use; counts one more use.
  func retainSymbol(for variable: Variable) -> Int32 {
    let key = ObjectIdentifier(variable)
    if let symbol = variableSymbols[key] {
      useCounts[Int(symbol)] += 1
      return symbol
    }
    let symbol = newSymbol(.external)
    variables[Int(symbol)] = variable
    useCounts[Int(symbol)] = 1
    variableSymbols[key] = symbol
    return symbol
  }

  /// Counts one use less of an external symbol, freeing it (and its variable entry) at zero.
  func releaseSymbol(_ symbol: Int32) {
    let index = Int(symbol)
    useCounts[index] -= 1
    guard useCounts[index] <= 0 else { return }
    if let variable = variables[index] { variableSymbols[ObjectIdentifier(variable)] = nil }
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
  func attachRow(_ row: Row) -> Int32 {
    let slot: Int32
    if let reused = freeRowSlots.popLast() {
      slot = reused
      rows[Int(slot)] = row
    } else {
      slot = Int32(rows.count)
      rows.append(row)
    }
    rowSlotOf[Int(row.basic)] = slot
    for cell in row.cells { columns[Int(cell.symbol)].insertSorted(slot) }
    liveRows += 1
    return slot
  }

  /// Takes a row out of the tableau and out of the column index.
  func detachRow(_ slot: Int32) -> Row {
    var row = Row(constant: 0)
    swap(&row, &rows[Int(slot)])
    for cell in row.cells { columns[Int(cell.symbol)].removeSorted(slot) }
    rowSlotOf[Int(row.basic)] = -1
    freeRowSlots.append(slot)
    liveRows -= 1
    return row
  }

  /// Marks a row infeasible when its restricted basic symbol went negative.
  @inline(__always)
  func noteIfInfeasible(_ slot: Int32) {
    let row = rows[Int(slot)]
    if row.constant < -Tolerance.feasibility && kinds[Int(row.basic)] != .external {
      infeasibleRows.push(row.basic)
    }
  }

  /// Replaces `symbol` by `definition` in the row at `slot`.
  ///
  /// The row gains `a · definition`, where `a` is its coefficient of `symbol` (whose cell is
  /// dropped). Keeps the column index, except for `symbol` itself, whose column the caller
  /// empties.
  func substitute(_ symbol: Int32, by definition: Row, inRow slot: Int32) {
    var old: [Cell] = []
    swap(&old, &rows[Int(slot)].cells)
    var merged: [Cell] = []
    swap(&merged, &scratch)
    merged.removeAll(keepingCapacity: true)
    merged.reserveCapacity(old.count + definition.cells.count)

    var factor = 0.0
    for cell in old where cell.symbol == symbol {
      factor = cell.coefficient
      break
    }
    let source = definition.cells
    var i = 0
    var j = 0
    while i < old.count || j < source.count {
      if j == source.count || (i < old.count && old[i].symbol < source[j].symbol) {
        if old[i].symbol != symbol { merged.append(old[i]) }
        i += 1
      } else if i == old.count || source[j].symbol < old[i].symbol {
        let value = factor * source[j].coefficient
        if Swift.abs(value) >= Tolerance.coefficient {
          merged.append(Cell(symbol: source[j].symbol, coefficient: value))
          columns[Int(source[j].symbol)].insertSorted(slot)
        }
        j += 1
      } else {
        let delta = factor * source[j].coefficient
        let sum = old[i].coefficient + delta
        if Tolerance.cancels(sum, old[i].coefficient, delta) {
          columns[Int(old[i].symbol)].removeSorted(slot)
        } else {
          merged.append(Cell(symbol: old[i].symbol, coefficient: sum))
        }
        i += 1
        j += 1
      }
    }
    rows[Int(slot)].cells = merged
    rows[Int(slot)].constant += factor * definition.constant
    old.removeAll(keepingCapacity: true)
    scratch = old
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
      for slot in slots {
        substitute(symbol, by: definition, inRow: slot)
        noteIfInfeasible(slot)
      }
      slots.removeAll(keepingCapacity: true)
      if columns[index].isEmpty { swap(&slots, &columns[index]) }
    }
    let weight = objective[index]
    if weight != 0 {
      setObjective(symbol, 0)
      addToObjective(definition, times: weight)
    }
    if artificial != nil {
      let factor = artificial?.remove(symbol) ?? 0
      if factor != 0 { artificial?.add(definition, times: factor) }
    }
  }

  /// Exchanges the basic symbol of the row at `slot` for `entering`.
  ///
  /// - Complexity: O(Σ lengths of the rows that mention `entering`).
  func pivot(_ slot: Int32, _ entering: Int32) {
    let leaving = rows[Int(slot)].basic
    pivotLog?.append((leaving, entering))
    _pivotCount += 1
    columns[Int(entering)].removeSorted(slot)
    let coefficient = rows[Int(slot)].remove(entering)
    rows[Int(slot)].scale(by: -1 / coefficient)
    rows[Int(slot)].add(leaving, 1 / coefficient)
    rows[Int(slot)].basic = entering
    if rows[Int(slot)].position(of: leaving).found { columns[Int(leaving)].insertSorted(slot) }
    rowSlotOf[Int(leaving)] = -1
    rowSlotOf[Int(entering)] = slot
    let definition = rows[Int(slot)]
    substitute(entering, by: definition)
  }
}
