// What-if solving: changes made for a question and then taken back, exactly.

extension Solver {
  /// The solver's stored state, captured by value by ``savedState()``.
  ///
  /// ``restore(_:)`` puts it back. The tables are copy-on-write: capturing copies nothing; only
  /// the tables the solver changes afterwards are copied, on first change.
  package struct SavedState {
    fileprivate var kinds: [SymbolKind]
    fileprivate var rowSlotOf: [Int32]
    fileprivate var columns: [[Int32]]
    fileprivate var objective: [Double]
    fileprivate var owners: [Constraint?]
    fileprivate var variables: [Variable?]
    fileprivate var unretainedVariables: [Unmanaged<Variable>?]
    fileprivate var useCounts: [Int32]
    fileprivate var freeSymbols: [Int32]
    fileprivate var liveSymbols: Int
    fileprivate var symbolChanged: [Bool]
    fileprivate var changedSymbols: [Int32]
    fileprivate var allVariablesChanged: Bool
    fileprivate var rows: [Row]
    fileprivate var freeRowSlots: [Int32]
    fileprivate var liveRows: Int
    fileprivate var objectiveConstant: Double
    fileprivate var levels: [PriorityLevel]
    fileprivate var objectiveTerms: Int
    fileprivate var enteringCandidates: MinHeap
    fileprivate var infeasibleRows: MinHeap
    fileprivate var artificial: Row?
    fileprivate var pivotLog: [(leaving: Int32, entering: Int32)]?
    fileprivate var records: ConstraintRecordTable
    fileprivate var variableSymbols: VariableSymbolTable
    fileprivate var edits: [ObjectIdentifier: EditRecord]
    fileprivate var sequence: Int
    /// How many constraint edits were logged when the state was saved.
    fileprivate var loggedEdits: Int
  }

  /// The solver's state, to be put back later by ``restore(_:)``.
  ///
  /// Between the two, the solver may add, remove and edit constraints and answer
  /// ``currentValue(of:)``, but must not update the variables (``updateVariables()``), so that
  /// every ``Variable/value`` still belongs to the saved state when it comes back. Meanwhile, the
  /// variables and constraints of the saved state must not be added to another solver (the
  /// restore gives their lookup hints back to this one).
  ///
  /// - Returns: The state (O(1): the tables are shared until the solver changes them).
  package func savedState() -> SavedState {
    if editLog == nil { editLog = ConstraintEditLog() }
    editLog?.beginSave()
    return SavedState(
      kinds: kinds, rowSlotOf: rowSlotOf, columns: columns, objective: objective,
      owners: owners, variables: variables, unretainedVariables: unretainedVariables,
      useCounts: useCounts, freeSymbols: freeSymbols, liveSymbols: liveSymbols,
      symbolChanged: symbolChanged, changedSymbols: changedSymbols,
      allVariablesChanged: allVariablesChanged, rows: rows, freeRowSlots: freeRowSlots,
      liveRows: liveRows, objectiveConstant: objectiveConstant, levels: levels,
      objectiveTerms: objectiveTerms, enteringCandidates: enteringCandidates,
      infeasibleRows: infeasibleRows, artificial: artificial, pivotLog: pivotLog,
      records: records, variableSymbols: variableSymbols, edits: edits, sequence: sequence,
      loggedEdits: editLog?.entries.count ?? 0)
  }

  /// Puts the solver back exactly as it was when `state` was saved.
  ///
  /// The same constraints, the same basis (so that a later solution breaks ties as it would
  /// have), the same variables noted as changed, and the constants and strengths the solver
  /// changed since given back to their constraints. Constraints added since are no longer
  /// held.
  ///
  /// - Parameter state: A state this solver saved, with no ``updateVariables()`` since.
  /// - Complexity: O(symbols + constraints): each held variable and constraint gets back its
  ///   hint (the hints of what was removed since were cleared, and slots may have been reused).
  package func restore(_ state: SavedState) {
    releaseHints()
    kinds = state.kinds
    rowSlotOf = state.rowSlotOf
    columns = state.columns
    objective = state.objective
    owners = state.owners
    variables = state.variables
    unretainedVariables = state.unretainedVariables
    useCounts = state.useCounts
    freeSymbols = state.freeSymbols
    liveSymbols = state.liveSymbols
    symbolChanged = state.symbolChanged
    changedSymbols = state.changedSymbols
    allVariablesChanged = state.allVariablesChanged
    rows = state.rows
    freeRowSlots = state.freeRowSlots
    liveRows = state.liveRows
    objectiveConstant = state.objectiveConstant
    levels = state.levels
    objectiveTerms = state.objectiveTerms
    enteringCandidates = state.enteringCandidates
    infeasibleRows = state.infeasibleRows
    artificial = state.artificial
    pivotLog = state.pivotLog
    records = state.records
    variableSymbols = state.variableSymbols
    edits = state.edits
    sequence = state.sequence
    // The constraints' own constants and strengths, as they were.
    if var log = editLog {
      editLog = nil
      log.restore(downTo: state.loggedEdits)
      if log.outstanding > 0 { editLog = log }
    }
    restoreHints()
    checkInvariantsIfEnabled()
  }

  /// Logs a constraint's constant and strengths before the solver changes them, while a saved
  /// state is outstanding.
  @inline(__always)
  func noteConstraintEdit(_ constraint: Constraint) {
    guard editLog != nil else { return }
    editLog?.note(constraint)
  }

  /// Runs `body`, which may add, remove and edit constraints and read the solution with
  /// ``currentValue(of:)``, then puts the solver back exactly as it was (``restore(_:)``).
  ///
  /// - Parameter body: The temporary changes and the questions; it must not update the
  ///   variables (``updateVariables()``) nor use another solver.
  /// - Returns: What `body` returns.
  package func withTemporaryChanges<T>(_ body: () throws -> T) rethrows -> T {
    let saved = savedState()
    defer { restore(saved) }
    return try body()
  }

  /// The value `variable` has in the solver's current solution, read from the tableau (0 for a
  /// variable the solver does not hold); no variable is written.
  ///
  /// - Parameter variable: The variable to read.
  /// - Returns: Its value in the current solution.
  package func currentValue(of variable: Variable) -> Double {
    guard let symbol = symbol(of: variable) else { return 0 }
    let slot = rowSlotOf[Int(symbol)]
    return slot >= 0 ? rows[Int(slot)].constant : 0
  }
}

/// A constraint's constant and strengths before the solver changed them (see
/// ``Solver/editLog``).
struct ConstraintEdit {
  let constraint: Constraint
  let constant: Double
  let strength: Strength
  let strengthAbove: Strength?
}

/// The constraint edits logged while saved states are outstanding (see ``Solver/savedState()``).
///
/// Each constraint is logged once per saved state (its value when first changed), so the log is
/// bounded by the constraints held, however many edits a long-lived state sees.
struct ConstraintEditLog {
  /// The logged values, oldest first.
  private(set) var entries: [ConstraintEdit] = []
  /// The constraints logged since the last save.
  private var loggedSinceSave: Set<ObjectIdentifier> = []
  /// How many saved states have not been restored.
  private(set) var outstanding = 0

  /// Starts logging for a new saved state.
  mutating func beginSave() {
    outstanding += 1
    loggedSinceSave.removeAll(keepingCapacity: true)
  }

  /// Logs `constraint`'s values, unless it was logged since the last save.
  mutating func note(_ constraint: Constraint) {
    guard loggedSinceSave.insert(ObjectIdentifier(constraint)).inserted else { return }
    entries.append(
      ConstraintEdit(
        constraint: constraint, constant: constraint.expression.constant,
        strength: constraint.strength, strengthAbove: constraint.strengthAbove))
  }

  /// Gives the constraints logged after the first `count` entries their values back, newest
  /// first (so that the oldest value wins), and ends one saved state.
  mutating func restore(downTo count: Int) {
    while entries.count > count, let edit = entries.popLast() {
      edit.constraint.setExpressionConstant(edit.constant)
      edit.constraint.strength = edit.strength
      edit.constraint.strengthAbove = edit.strengthAbove
    }
    outstanding -= 1
    // Later edits belong to the states still outstanding (a repeat is harmless: the oldest
    // value wins on restore).
    loggedSinceSave.removeAll(keepingCapacity: true)
  }
}
