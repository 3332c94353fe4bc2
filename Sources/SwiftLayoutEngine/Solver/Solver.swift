/// An incremental Cassowary solver for linear equalities and inequalities with strengths.
///
/// The algorithm is that of Badros, Borning and Stuckey, *The Cassowary linear arithmetic
/// constraint solving algorithm* (ACM TOCHI, 2001), in the form of nucleic/kiwi: required
/// constraints must hold; optional ones (``Strength/strong``, ``Strength/medium``,
/// ``Strength/weak``) minimise the sum of their strength-weighted errors; edit variables take
/// suggested values through dual optimisation.
///
/// ```swift
/// let solver = Solver()
/// let x = Variable("x")
/// try solver.addConstraint(x >= 10)
/// try solver.addConstraint((x == 0) | .weak)
/// solver.updateVariables()  // x.value == 10
/// ```
///
/// ## Tableau and its invariants
///
/// Symbols are integer ids; every row is `basic = constant + Σ aᵢ·sᵢ` stored as one array of
/// cells sorted by symbol id. Between public operations:
/// - a basic symbol appears in no row but its own and not in the objective;
/// - every restricted basic symbol (slack or error) has a constant ≥ −1e-8 (primal feasible);
/// - a basic dummy symbol (from a redundant equality) has a row of dummy symbols only;
/// - every objective coefficient of a non-dummy non-basic symbol is ≥ 0 (optimal);
/// - the column index lists, for each symbol, exactly the rows whose cells mention it;
/// - every symbol in use belongs to a variable held by a constraint, or to a constraint.
///
/// `_checkInvariants()` verifies all of them when `SWIFTLAYOUT_CHECK_INVARIANTS` is defined.
///
/// ## Choices that differ from kiwi
///
/// - Failed operations are atomic: an unsatisfiable add leaves the tableau bit for bit as it
///   was (phase one's changes are saved as they happen and put back).
/// - Pivot choices are deterministic and cannot cycle: an optimisation first prefers the
///   entering symbol whose column is shortest (the pivot that rewrites the fewest rows), and
///   after 64 degenerate pivots switches to Bland's rule (lowest symbol id), which cannot cycle.
///   Ties of the ratio tests go to the lowest symbol id; the dual simplex uses Bland's rule
///   throughout. Results never depend on memory addresses or hash seeds.
/// - Substitution visits only the rows that mention a symbol (a column index), and the objective
///   is a dense array indexed by symbol, so work follows the rows touched, not the tableau size.
/// - Tolerances: row coefficients under 1e-8 are dropped; a sum that cancels to 1e-10 of its
///   operands is round-off and becomes zero (this removes the objective noise that makes kiwi
///   report "objective is unbounded"); a restricted row is infeasible below −1e-8; an
///   all-dummy row is unsatisfiable when its constant exceeds 1e-8 × max(1, |constant|).
/// - Variables and symbols are released when no constraint uses them, so the tableau returns to
///   its baseline size after everything is removed.
///
/// `Solver` is a single-owner class: use it from one isolation domain.
public final class Solver {
  // MARK: Symbol tables, indexed by symbol id
  //
  // The solver's stored state is accessed without dynamic exclusivity checks
  // (`@exclusivity(unchecked)`): the solver is single-owner and its code never holds two
  // accesses to one property at once (simultaneous work moves arrays out with `swap` first), and
  // the checks cost more than the table updates they guard on the add path.

  @exclusivity(unchecked) var kinds: [SymbolKind] = []
  /// The row slot of a basic symbol, -1 for a non-basic one.
  @exclusivity(unchecked) var rowSlotOf: [Int32] = []
  /// For each symbol, the row slots whose cells mention it (unordered).
  @exclusivity(unchecked) var columns: [[Int32]] = []
  /// The objective's coefficient of each (non-basic) symbol.
  @exclusivity(unchecked) var objective: [Double] = []
  /// The constraint a marker or error symbol belongs to.
  @exclusivity(unchecked) var owners: [Constraint?] = []
  /// The variable of an external symbol.
  @exclusivity(unchecked) var variables: [Variable?] = []
  /// The same variables, unretained (``variables`` keeps them alive), so that writing values
  /// costs no reference counting.
  @exclusivity(unchecked) var unretainedVariables: [Unmanaged<Variable>?] = []
  /// How many constraints use an external symbol.
  @exclusivity(unchecked) var useCounts: [Int32] = []
  @exclusivity(unchecked) var freeSymbols: [Int32] = []
  @exclusivity(unchecked) var liveSymbols = 0
  /// Whether an external symbol is listed in ``changedSymbols``.
  @exclusivity(unchecked) var symbolChanged: [Bool] = []
  /// The external symbols whose values may have changed since the last variable update, in the
  /// order they changed (each once).
  @exclusivity(unchecked) var changedSymbols: [Int32] = []
  /// Whether so many variables changed that the next update writes them all (the list stops
  /// growing).
  @exclusivity(unchecked) var allVariablesChanged = false

  // MARK: Rows

  @exclusivity(unchecked) var rows: [Row] = []
  @exclusivity(unchecked) var freeRowSlots: [Int32] = []
  @exclusivity(unchecked) var liveRows = 0
  @exclusivity(unchecked) var objectiveConstant = 0.0
  /// The priority levels' objectives, highest level first (see `Solver+Levels.swift`).
  @exclusivity(unchecked) var levels: [PriorityLevel] = []
  @exclusivity(unchecked) var objectiveTerms = 0
  @exclusivity(unchecked) var scratch: [Cell] = []

  // MARK: Simplex bookkeeping

  @exclusivity(unchecked) var enteringCandidates = MinHeap()
  @exclusivity(unchecked) var infeasibleRows = MinHeap()
  @exclusivity(unchecked) var artificial: Row?
  @exclusivity(unchecked) var pivotLog: [(leaving: Int32, entering: Int32)]?
  /// What phase one changed, saved so that a refused add is undone exactly
  /// (`Solver+Rollback.swift`).
  @exclusivity(unchecked) var rollback = RollbackLog()

  // MARK: Constraints, variables and edits

  @exclusivity(unchecked) var records = ConstraintRecordTable()
  @exclusivity(unchecked) var variableSymbols = VariableSymbolTable()
  @exclusivity(unchecked) var edits: [ObjectIdentifier: EditRecord] = [:]
  @exclusivity(unchecked) var sequence = 0
  /// While a saved state is outstanding (``savedState()``), the constraints whose constant or
  /// strength the solver changed since, with the values they had, so that ``restore(_:)``
  /// gives them back; `nil` otherwise.
  @exclusivity(unchecked) var editLog: ConstraintEditLog?

  // MARK: Precision (see `Solver+Precision.swift`)

  /// The largest magnitude of a constant, coefficient or suggestion taken in since the tableau
  /// was last built from scratch.
  @exclusivity(unchecked) var largestMagnitude = 0.0
  /// Whether the tableau is being rebuilt from the held constraints.
  @exclusivity(unchecked) var rebuilding = false
  /// Whether an optimisation ran out of its pivot budget during the current operation.
  @exclusivity(unchecked) var pivotBudgetExceeded = false
  /// ``_pivotCount`` plus the adds and removals when the tableau was last checked for drift
  /// (see `Solver+Drift.swift`).
  @exclusivity(unchecked) var workAtDriftCheck = 0
  /// Adds and removals since the solver was made (the drift check's clock, with the pivots).
  @exclusivity(unchecked) var structuralChanges = 0

  // MARK: Diagnostics

  /// How many invariant violations the checker found (debug builds only).
  @exclusivity(unchecked) package var invariantViolations = 0
  /// The last violations the checker found.
  @exclusivity(unchecked) package var lastInvariantProblems: [String] = []
  /// How many pivots the solver has made (for benchmarks).
  @exclusivity(unchecked) package var _pivotCount = 0
  /// How many row substitutions the pivots made (for benchmarks).
  @exclusivity(unchecked) package var _substitutionCount = 0
  /// How many cells those substitutions read (for benchmarks).
  @exclusivity(unchecked) package var _substitutionCells = 0
  /// How many variable values the variable updates wrote (for tests and benchmarks).
  @exclusivity(unchecked) package var _variableWrites = 0
  /// How many times the tableau was rebuilt from the held constraints (for tests).
  @exclusivity(unchecked) package var _rebuildCount = 0
  /// How many of those rebuilds the drift check asked for (for tests).
  @exclusivity(unchecked) package var _driftRebuildCount = 0
  /// Whether debug builds check the invariants after every operation (tests of very long
  /// sequences turn this off and call `_checkInvariants()` themselves).
  @exclusivity(unchecked) package var checksInvariantsAfterEachOperation = true

  /// Creates an empty solver.
  public init() {}

  deinit {
    releaseHints()
  }

  /// Whether the solver holds `constraint` (by identity).
  ///
  /// - Parameter constraint: The constraint to look for.
  /// - Returns: `true` when the constraint was added and not removed since.
  /// - Complexity: O(1).
  public func hasConstraint(_ constraint: Constraint) -> Bool {
    records[constraint] != nil
  }

  /// Whether `variable` is an edit variable of this solver.
  ///
  /// - Parameter variable: The variable to look for.
  /// - Returns: `true` when the variable was added as an edit variable and not removed since.
  /// - Complexity: O(1).
  public func hasEditVariable(_ variable: Variable) -> Bool {
    edits[ObjectIdentifier(variable)] != nil
  }

  /// Writes the current solution into the ``Variable/value`` of every variable the solver holds.
  ///
  /// The solver remembers which variables may have changed since the last update (rows whose
  /// constants moved, symbols that entered or left the basis, new variables) and writes only
  /// those: afterwards every held variable's value is the solution's, provided nothing else
  /// wrote a held variable in between (after that, call ``updateAllVariables()``).
  ///
  /// - Complexity: O(variables changed since the last update).
  public func updateVariables() {
    if allVariablesChanged {
      updateAllVariables()
      return
    }
    var written: [Int32] = []
    writeChangedVariables(into: &written)
    giveBack(&written)
  }

  /// Writes the variables noted as changed since the last update.
  ///
  /// Moves the list of noted symbols out of ``changedSymbols`` into `written`, keeping there only
  /// the symbols whose variables it wrote, in order. No reference counting per variable.
  @inline(__always)
  private func writeChangedVariables(
    into written: inout [Int32]
  ) {
    swap(&written, &changedSymbols)
    // The list and the flags on buffers, the other tables by subscript: nesting a buffer
    // closure per table made the optimizer retain and release every table once per call, which
    // costs more than their bounds checks.
    var count = 0
    written.withUnsafeMutableBufferPointer { written in
      symbolChanged.withUnsafeMutableBufferPointer { flags in
        for position in written.indices {
          let symbol = written[position]
          let index = Int(symbol)
          flags[index] = false
          guard kinds[index] == .external, let variable = unretainedVariables[index] else {
            continue
          }
          let slot = rowSlotOf[index]
          let value = slot >= 0 ? rows[Int(slot)].constant : 0
          variable._withUnsafeGuaranteedRef { $0.value = value }
          written[count] = symbol
          count += 1
        }
      }
    }
    while written.count > count { written.removeLast() }
    _variableWrites += count
  }

  /// Empties a list taken out of ``changedSymbols`` and gives its storage back, unless new
  /// changes were noted meanwhile.
  @inline(__always)
  private func giveBack(_ list: inout [Int32]) {
    // Element by element: for the few changes of an edit, cheaper than removeAll(keepingCapacity:).
    while list.popLast() != nil {}
    if changedSymbols.isEmpty { swap(&list, &changedSymbols) }
  }

  /// Writes the current solution into the variables whose values may have changed since the
  /// last update, and reports each of them.
  ///
  /// ```swift
  /// try solver.setConstant(40, for: widthConstraint)
  /// solver.updateVariables { variable in print(variable, variable.value) }
  /// ```
  ///
  /// A reported variable may keep its value (a row's constant moved and came back); a variable
  /// that is not reported kept its value.
  ///
  /// - Parameter changed: Called once per written variable, after every value is written, in
  ///   the order the solver noted the changes.
  /// - Complexity: O(variables changed since the last update).
  public func updateVariables(changed: (Variable) -> Void) {
    if allVariablesChanged {
      updateAllVariables()
      for symbol in kinds.indices where kinds[symbol] == .external {
        if let variable = variables[symbol] { changed(variable) }
      }
      return
    }
    var written: [Int32] = []
    writeChangedVariables(into: &written)
    for symbol in written {
      // Looked up again: `changed` may have changed the solver.
      guard Int(symbol) < variables.count, let variable = variables[Int(symbol)] else { continue }
      changed(variable)
    }
    giveBack(&written)
  }

  /// ``updateVariables(changed:)`` for a client that finds a variable's owner by its
  /// ``Variable/clientTag``: appends each written variable's tag and identity to `changed`
  /// (no callback, no reference counting).
  ///
  /// - Parameter changed: Receives, in the order the solver noted the changes, the client tag
  ///   and identity of every written variable.
  /// - Complexity: O(variables changed since the last update).
  package func updateVariables(
    appendingTagsTo changed: inout [(tag: Int, variable: ObjectIdentifier)]
  ) {
    if allVariablesChanged {
      updateAllVariables()
      for symbol in kinds.indices where kinds[symbol] == .external {
        if let variable = variables[symbol] {
          changed.append((variable.clientTag, ObjectIdentifier(variable)))
        }
      }
      return
    }
    var written: [Int32] = []
    writeChangedVariables(into: &written)
    // Reported after the writes (appending to `changed` may reallocate it, which the loop
    // above would otherwise have to guard against by retaining every table it reads), through
    // a stack buffer appended at once (one uniqueness check instead of two per tag).
    withUnsafeTemporaryAllocation(
      of: (tag: Int, variable: ObjectIdentifier).self, capacity: written.count
    ) { tags in
      var count = 0
      unretainedVariables.withUnsafeBufferPointer { variables in
        for symbol in written {
          guard let variable = variables[Int(symbol)] else { continue }
          tags.initializeElement(
            at: count,
            to: variable._withUnsafeGuaranteedRef { ($0.clientTag, ObjectIdentifier($0)) })
          count += 1
        }
      }
      changed.append(contentsOf: UnsafeBufferPointer(rebasing: tags[..<count]))
    }
    giveBack(&written)
  }

  /// Writes the current solution into every variable the solver holds, whether or not it
  /// changed.
  ///
  /// Use it when something other than this solver wrote a held variable's ``Variable/value``;
  /// otherwise ``updateVariables()`` gives the same values for less work.
  ///
  /// - Complexity: O(symbols).
  public func updateAllVariables() {
    for symbol in changedSymbols { symbolChanged[Int(symbol)] = false }
    changedSymbols.removeAll(keepingCapacity: true)
    allVariablesChanged = false
    for symbol in kinds.indices where kinds[symbol] == .external {
      guard let variable = variables[symbol] else { continue }
      let slot = rowSlotOf[symbol]
      variable.value = slot >= 0 ? rows[Int(slot)].constant : 0
      _variableWrites += 1
    }
  }

  /// After a substitution rewrote the rows at `slots`: queues the infeasible restricted ones
  /// and notes the external basic symbols whose values may have changed.
  func noteSubstitutedRows(_ slots: [Int32]) {
    let all = allVariablesChanged
    var changed: [Int32] = []
    swap(&changed, &changedSymbols)
    var infeasible: [Int32] = []
    kinds.withUnsafeBufferPointer { kinds in
      symbolChanged.withUnsafeMutableBufferPointer { flags in
        rows.withUnsafeBufferPointer { rows in
          for slot in slots {
            let basic = Int(rows[Int(slot)].basic)
            guard basic >= 0 else { continue }
            if kinds[basic] == .external {
              if !all && !flags[basic] {
                flags[basic] = true
                changed.append(Int32(basic))
              }
            } else if rows[Int(slot)].constant < -Tolerance.feasibility {
              infeasible.append(Int32(basic))
            }
          }
        }
      }
    }
    swap(&changed, &changedSymbols)
    noteSaturation()
    for basic in infeasible { infeasibleRows.push(basic) }
  }

  /// Stops listing changes once more than half the variables changed: the next update then
  /// writes them all, which costs less than listing them.
  @inline(__always)
  func noteSaturation() {
    if !allVariablesChanged && changedSymbols.count * 2 > variableSymbols.count {
      allVariablesChanged = true
    }
  }

  /// Notes that an external symbol's value may have changed, for the next variable update.
  @inline(__always)
  func noteChanged(_ symbol: Int32) {
    let index = Int(symbol)
    guard !allVariablesChanged, index >= 0, kinds[index] == .external, !symbolChanged[index]
    else { return }
    symbolChanged[index] = true
    changedSymbols.append(symbol)
    noteSaturation()
  }

  /// Removes every constraint and edit variable, returning the solver to its initial state.
  ///
  /// Variables keep their last values.
  ///
  /// - Complexity: O(size of the tableau).
  public func reset() {
    releaseHints()
    clearTableau()
    edits = [:]
    largestMagnitude = 0
  }
}

/// What a solver knows about one of its constraints.
struct ConstraintRecord {
  let constraint: Constraint
  /// The slack, first error or dummy symbol that marks the constraint's row.
  var marker: Int32
  /// The second error symbol (equalities) or the error of an optional inequality, or -1.
  var other: Int32
  /// The marker's coefficient in the constraint's original row.
  var markerSign: Double
  /// `other`'s coefficient in the constraint's original row.
  var otherSign: Double
  /// The strength's value as the solver uses it.
  var strength: Double
  /// The expression's constant as the solver uses it.
  var constant: Double
  /// When the constraint was added, for ordered output.
  let sequence: Int

  var isRequired: Bool { strength >= Strength.required.value }
}

/// An edit variable: its `variable == suggestion` constraint and the current suggestion.
struct EditRecord {
  let variable: Variable
  let constraint: Constraint
  var suggestion: Double
  let sequence: Int
}
