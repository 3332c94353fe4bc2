// The tableau invariant checker, compiled in with SWIFTLAYOUT_CHECK_INVARIANTS.

extension Solver {
  /// Runs ``_checkInvariants()`` after each operation when invariant checking is compiled in.
  @inline(__always)
  func checkInvariantsIfEnabled() {
    #if SWIFTLAYOUT_CHECK_INVARIANTS
    guard checksInvariantsAfterEachOperation else { return }
    let problems = _checkInvariants()
    if !problems.isEmpty {
      invariantViolations += problems.count
      lastInvariantProblems = problems
    }
    #endif
  }

  /// Whether this build checks tableau invariants after every operation.
  @_spi(Testing) public static var _checksInvariants: Bool {
    #if SWIFTLAYOUT_CHECK_INVARIANTS
    return true
    #else
    return false
    #endif
  }

  /// Checks every tableau invariant stated on ``Solver`` and returns what is broken.
  ///
  /// - Returns: One line per broken invariant; empty when the tableau is sound.
  /// - Complexity: O(size of the tableau).
  @_spi(Testing) public func _checkInvariants() -> [String] {
    var problems: [String] = []
    var seenRows = 0
    var objectiveCount = 0
    for (slotIndex, row) in rows.enumerated() where row.basic >= 0 {
      let slot = Int32(slotIndex)
      guard rowSlotOf[Int(row.basic)] == slot else { continue }
      seenRows += 1
      let basicKind = kinds[Int(row.basic)]
      if basicKind == .free { problems.append("row \(slot) defines a free symbol") }
      if basicKind.isRestricted && row.constant < -Tolerance.feasibility * 10 {
        problems.append("row of \(row.basic) is infeasible: \(row.constant)")
      }
      var previous: Int32 = -1
      for cell in row.cells {
        if cell.symbol <= previous { problems.append("row \(slot) cells are not sorted") }
        previous = cell.symbol
        if cell.coefficient == 0 || !cell.coefficient.isFinite {
          problems.append("row \(slot) has coefficient \(cell.coefficient)")
        }
        if rowSlotOf[Int(cell.symbol)] >= 0 {
          problems.append("basic symbol \(cell.symbol) appears in row \(slot)")
        }
        if basicKind == .dummy && kinds[Int(cell.symbol)] != .dummy {
          problems.append("the row of dummy \(row.basic) mentions non-dummy \(cell.symbol)")
        }
        if kinds[Int(cell.symbol)] == .free {
          problems.append("free symbol \(cell.symbol) appears in row \(slot)")
        }
        let column = columns[Int(cell.symbol)]
        if cell.position < 0 || Int(cell.position) >= column.count
          || column[Int(cell.position)] != slot
        {
          problems.append("column of \(cell.symbol) misses row \(slot) at \(cell.position)")
        }
      }
      if !row.constant.isFinite { problems.append("row \(slot) constant \(row.constant)") }
    }
    if seenRows != liveRows { problems.append("row count \(liveRows) but \(seenRows) rows") }
    for symbol in kinds.indices {
      for slot in columns[symbol] {
        let row = rows[Int(slot)]
        if row.basic < 0 || !row.position(of: Int32(symbol)).found {
          problems.append("column of \(symbol) lists row \(slot) that does not mention it")
        }
      }
      let levelSign = self.levelSign(Int32(symbol))
      if objective[symbol] != 0 {
        objectiveCount += 1
        if rowSlotOf[symbol] >= 0 { problems.append("basic symbol \(symbol) in the objective") }
        // Dual pivots may leave round-off of about 1e-9 below zero; the next primal pass
        // absorbs it. Anything larger means the tableau is not optimal.
        if objective[symbol] < -1e-7 && levelSign == 0 && kinds[symbol] != .dummy
          && pivotLog == nil
        {
          problems.append("objective not optimal at symbol \(symbol): \(objective[symbol])")
        }
      }
      if levelSign != 0 && rowSlotOf[symbol] >= 0 {
        problems.append("basic symbol \(symbol) in a priority level's objective")
      }
      if levelSign < 0 && kinds[symbol] != .dummy && pivotLog == nil {
        problems.append("priority levels not optimal at symbol \(symbol)")
      }
    }
    if objectiveCount != objectiveTerms {
      problems.append("objective term count \(objectiveTerms) but \(objectiveCount) terms")
    }
    let live = kinds.filter { $0 != .free }.count
    if live != liveSymbols { problems.append("symbol count \(liveSymbols) but \(live) live") }
    var used = Set<Int32>()
    for record in records.values {
      used.insert(record.marker)
      if record.other >= 0 { used.insert(record.other) }
      for term in record.constraint.expression.terms
      where Swift.abs(term.coefficient) >= Tolerance.coefficient {
        if let symbol = symbol(of: term.variable) { used.insert(symbol) }
      }
    }
    if used.count != live { problems.append("\(live) live symbols but \(used.count) in use") }
    return problems
  }
}
