// Putting the tableau back exactly (after a rebuild from the held constraints fails): its tables
// captured by value.

extension Solver {
  /// The tableau's tables (symbols, rows, objectives, queues), captured by value.
  ///
  /// The tables are copy-on-write: capturing copies nothing, and only the tables changed
  /// afterwards are copied, on first change. The constraint and variable tables, the edits and
  /// the hints are not part of it: the operations that roll back leave those as they were.
  struct TableauSnapshot {
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
  }

  /// The tableau as it is now, for ``roll(backTo:)``.
  func snapshot() -> TableauSnapshot {
    TableauSnapshot(
      kinds: kinds, rowSlotOf: rowSlotOf, columns: columns, objective: objective,
      owners: owners, variables: variables, unretainedVariables: unretainedVariables,
      useCounts: useCounts, freeSymbols: freeSymbols, liveSymbols: liveSymbols,
      symbolChanged: symbolChanged, changedSymbols: changedSymbols,
      allVariablesChanged: allVariablesChanged, rows: rows, freeRowSlots: freeRowSlots,
      liveRows: liveRows, objectiveConstant: objectiveConstant, levels: levels,
      objectiveTerms: objectiveTerms, enteringCandidates: enteringCandidates,
      infeasibleRows: infeasibleRows)
  }

  /// Puts the tableau back bit for bit as ``snapshot()`` captured it.
  func roll(backTo snapshot: TableauSnapshot) {
    kinds = snapshot.kinds
    rowSlotOf = snapshot.rowSlotOf
    columns = snapshot.columns
    objective = snapshot.objective
    owners = snapshot.owners
    variables = snapshot.variables
    unretainedVariables = snapshot.unretainedVariables
    useCounts = snapshot.useCounts
    freeSymbols = snapshot.freeSymbols
    liveSymbols = snapshot.liveSymbols
    symbolChanged = snapshot.symbolChanged
    changedSymbols = snapshot.changedSymbols
    allVariablesChanged = snapshot.allVariablesChanged
    rows = snapshot.rows
    freeRowSlots = snapshot.freeRowSlots
    liveRows = snapshot.liveRows
    objectiveConstant = snapshot.objectiveConstant
    levels = snapshot.levels
    objectiveTerms = snapshot.objectiveTerms
    enteringCandidates = snapshot.enteringCandidates
    infeasibleRows = snapshot.infeasibleRows
    artificial = nil
    pivotLog = nil
  }
}
