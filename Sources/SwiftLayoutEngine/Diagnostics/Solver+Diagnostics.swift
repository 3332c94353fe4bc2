// Size counters, the objective's value and ambiguity detection.

extension Solver {
  /// The number of rows in the tableau (one per basic symbol).
  package var _rowCount: Int { liveRows }

  /// The number of symbols that some row mentions (columns of the tableau).
  package var _columnCount: Int { columns.reduce(0) { $0 + ($1.isEmpty ? 0 : 1) } }

  /// The number of non-zero objective coefficients.
  package var _objectiveTermCount: Int { objectiveTerms }

  /// The number of symbols in use (variables, slacks, errors, dummies).
  package var _symbolCount: Int { liveSymbols }

  /// The number of cells in all rows (the tableau's non-zeros).
  package var _cellCount: Int { rows.reduce(0) { $0 + ($1.basic >= 0 ? $1.cells.count : 0) } }

  /// The number of variables the solver holds.
  package var _variableCount: Int { variableSymbols.count }

  /// The current weighted error of the optional constraints: Σ strength × |error|.
  ///
  /// This is the quantity the solver minimises; two correct solvers agree on it even when they
  /// pick different solutions of an under-constrained system. Constraints on priority levels
  /// (``Strength/priority(_:weight:)``) count with their weight; the solver minimises their
  /// levels in order, which one number cannot express.
  ///
  /// - Complexity: O(symbols).
  public var objectiveValue: Double {
    var total = 0.0
    for symbol in kinds.indices where kinds[symbol] == .error {
      let slot = rowSlotOf[symbol]
      guard slot >= 0, let owner = owners[symbol],
        let record = records[owner]
      else { continue }
      total +=
        errorStrength(of: Int32(symbol), in: record).value * Swift.max(rows[Int(slot)].constant, 0)
    }
    return total
  }

  /// Whether the optimum leaves `variable` undetermined.
  ///
  /// The check works on the current basis. It answers `true` when the variable is not in the
  /// solver, or when the variable (if non-basic) or a symbol of its row (if basic) is a
  /// non-basic, non-dummy symbol whose objective coefficient is zero and that can move by a
  /// positive amount without making a restricted row negative: moving it gives another
  /// solution with the same weighted error and a different value of the variable. It answers
  /// `false` when no such move exists in the current basis (a degenerate basis can hide a
  /// move that needs a pivot first; such cases are reported as determined).
  ///
  /// ```swift
  /// try solver.addConstraint(x + y == 10)
  /// solver.isAmbiguous(x)  // true
  /// ```
  ///
  /// With `ignoringBaseStrengths`, only the priority levels (``Strength/priority(_:weight:)``)
  /// count as deciding: constraints of plain strengths, such as stays that keep a value nobody
  /// else decided, do not make the variable determined.
  ///
  /// - Parameters:
  ///   - variable: The variable to examine.
  ///   - ignoringBaseStrengths: Whether errors of plain-strength constraints may change.
  /// - Returns: `true` when another optimal solution gives the variable a different value.
  /// - Complexity: O(row length × column lengths).
  public func isAmbiguous(_ variable: Variable, ignoringBaseStrengths: Bool = false) -> Bool {
    guard let symbol = symbol(of: variable) else { return true }
    let slot = rowSlotOf[Int(symbol)]
    if slot < 0 { return canMove(symbol, ignoringBase: ignoringBaseStrengths) }
    for cell in rows[Int(slot)].cells
    where canMove(cell.symbol, ignoringBase: ignoringBaseStrengths) {
      return true
    }
    return false
  }

  /// Whether a non-basic symbol with zero reduced cost (on the levels only, when
  /// `ignoringBase`) can move feasibly.
  private func canMove(_ symbol: Int32, ignoringBase: Bool) -> Bool {
    let index = Int(symbol)
    let kind = kinds[index]
    guard kind != .dummy, kind != .free, rowSlotOf[index] < 0 else { return false }
    if ignoringBase {
      guard levelSign(symbol) == 0 else { return false }
    } else {
      guard hasZeroReducedCost(symbol) else { return false }
    }
    var canIncrease = true
    var canDecrease = kind == .external
    for slot in columns[index] {
      let row = rows[Int(slot)]
      guard kinds[Int(row.basic)].isRestricted else { continue }
      let coefficient = row.coefficient(of: symbol)
      if row.constant <= Tolerance.feasibility {
        if coefficient < 0 { canIncrease = false }
        if coefficient > 0 { canDecrease = false }
      }
    }
    return canIncrease || canDecrease
  }
}
