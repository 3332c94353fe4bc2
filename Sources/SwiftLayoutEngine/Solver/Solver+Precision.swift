// Containing round-off: refusing values that would overflow, and re-solving from the held
// constraints once a huge value has left the system.
//
// The tableau is updated incrementally in floating point. A value of magnitude M passing
// through a row leaves round-off of about M × 2⁻⁵² behind when it leaves again: after a constant
// of 1e17 goes back to 40, the row holds 32. Rather than carry that error forever, the solver
// remembers the largest magnitude it took in since its tableau was last built from scratch;
// while that is above ``Solver/exactMagnitude``, each operation checks (O(constraints), on this
// rare path only) whether such a value is still held, and once none is, rebuilds the tableau by
// adding the held constraints again, in the order they were added. The result is the one a
// fresh solver given the same constraints finds.

extension Solver {
  /// The largest magnitude the solver works with: 1e15.
  ///
  /// A coefficient beyond it is refused with ``SolverError/valueOutOfRange(_:)``: products of
  /// such numbers overflow to infinity in the tableau, and no layout needs them. A constant or
  /// suggested value beyond it is contained: the solver uses ±1e15 instead (the constraint keeps
  /// the value it was given), so `width <= .greatestFiniteMagnitude` stays a harmless upper
  /// bound and `y == 10·x` with x suggested at 1e308 gives finite values. Values above 10
  /// million leave round-off in the tableau, which the solver removes when they leave the
  /// system by rebuilding its tableau from the held constraints.
  public static let maximumMagnitude = 1e15

  /// Values above this magnitude (10 million) leave round-off that matters when they leave:
  /// once no held constraint or suggestion has one, the solver rebuilds its tableau from the
  /// held constraints.
  package static let exactMagnitude = 1e7

  /// Refuses a coefficient beyond ``maximumMagnitude`` and notes its magnitude.
  @inline(__always)
  func admit(_ value: Double, _ what: @autoclosure () -> String) throws(SolverError) {
    let magnitude = Swift.abs(value)
    guard magnitude <= Self.maximumMagnitude else { throw .valueOutOfRange(what()) }
    if magnitude > largestMagnitude { largestMagnitude = magnitude }
  }

  /// A constant or suggested value limited to ±``maximumMagnitude``; its magnitude is noted
  /// when `note` is set.
  @inline(__always)
  func contained(_ value: Double, note: Bool = true) -> Double {
    let magnitude = Swift.abs(value)
    guard magnitude > Self.exactMagnitude else { return value }
    let limited = Swift.min(Swift.max(value, -Self.maximumMagnitude), Self.maximumMagnitude)
    if note { largestMagnitude = Swift.max(largestMagnitude, Swift.abs(limited)) }
    return limited
  }

  /// Notes the magnitude of a change applied to the tableau.
  @inline(__always)
  func noteChange(_ change: Double) {
    let magnitude = Swift.abs(change)
    if magnitude > largestMagnitude { largestMagnitude = magnitude }
  }

  /// Rebuilds the tableau at the end of an operation if a huge value has left the system.
  ///
  /// Also when an optimisation ran out of pivots (``pivotBudget``), and when a due drift check
  /// finds that the rows no longer state the constraints (`Solver+Drift.swift`). A few
  /// comparisons unless one of those happened.
  @inline(__always)
  func recoverPrecisionIfNeeded() {
    if (largestMagnitude > Self.exactMagnitude || pivotBudgetExceeded || driftCheckIsDue)
      && !rebuilding
    {
      recoverPrecision()
    }
  }

  @inline(never)
  private func recoverPrecision() {
    var rebuild = pivotBudgetExceeded
    if driftCheckIsDue {
      workAtDriftCheck = _pivotCount &+ structuralChanges
      if tableauDrift() > Self.driftTolerance {
        rebuild = true
        _driftRebuildCount += 1
      }
    }
    if rebuild {
      pivotBudgetExceeded = false
      rebuildTableau()
      pivotBudgetExceeded = false
      // The rebuilt tableau is exact: drift counts again from here.
      workAtDriftCheck = _pivotCount &+ structuralChanges
      return
    }
    guard largestMagnitude > Self.exactMagnitude else { return }
    // Equalities (edits included) only: an inequality's huge constant (`x <= 1e15`, an upper
    // bound) stays in its own slack row, and would otherwise keep the solver from ever
    // recovering; changes to it are noted when they happen.
    var largest = 0.0
    for record in records.values where record.constraint.relation == .equal {
      largest = Swift.max(largest, Swift.abs(record.constant))
      for term in record.constraint.expression.terms {
        largest = Swift.max(largest, Swift.abs(term.coefficient))
      }
    }
    if largest > Self.exactMagnitude { return }
    rebuildTableau()
  }

  /// Rebuilds the tableau from the held constraints, as a fresh solver would build it.
  ///
  /// The held constraints (edit constraints included) are added to an empty tableau in the
  /// order they were added; the constraints, edits and suggestions stay. When round-off makes a
  /// re-add fail, the solver keeps the tableau it had.
  ///
  /// - Complexity: that of adding every held constraint to an empty solver.
  package func rebuildTableau() {
    let held = records.values.sorted { $0.sequence < $1.sequence }
    let before = snapshot()
    let beforeRecords = records
    let beforeSymbols = variableSymbols
    rebuilding = true
    defer { rebuilding = false }
    releaseHints()
    clearTableau()
    for record in held {
      do {
        try addConstraint(record.constraint)
      } catch {
        releaseHints()
        roll(backTo: before)
        records = beforeRecords
        variableSymbols = beforeSymbols
        restoreHints()
        return
      }
    }
    largestMagnitude = 0
    allVariablesChanged = true
    _rebuildCount += 1
  }

  /// Empties the tableau and the constraint and variable tables; the edits, the sequence and
  /// the edit log stay.
  func clearTableau() {
    kinds = []
    rowSlotOf = []
    columns = []
    objective = []
    owners = []
    variables = []
    unretainedVariables = []
    useCounts = []
    freeSymbols = []
    liveSymbols = 0
    symbolChanged = []
    changedSymbols = []
    allVariablesChanged = false
    rows = []
    freeRowSlots = []
    liveRows = 0
    objectiveConstant = 0
    objectiveTerms = 0
    levels = []
    enteringCandidates.removeAll()
    infeasibleRows.removeAll()
    artificial = nil
    pivotLog = nil
    records = ConstraintRecordTable()
    variableSymbols = VariableSymbolTable()
  }

  /// Claims the hints of the held variables and constraints again, after ``releaseHints()``
  /// and a change of tables; a variable whose hint another solver claimed meanwhile goes to the
  /// overflow dictionary.
  func restoreHints() {
    for symbol in variables.indices {
      guard let variable = variables[symbol] else { continue }
      let key = ObjectIdentifier(variable)
      guard variableSymbols.overflow.isEmpty || variableSymbols.overflow[key] == nil else {
        continue
      }
      if !variable.hint.claim(Int32(symbol)) { variableSymbols.overflow[key] = Int32(symbol) }
    }
    records.restoreHints()
  }
}
