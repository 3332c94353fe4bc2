// Adding and removing constraints.

extension Solver {
  /// Adds a constraint to the system and re-optimises.
  ///
  /// A failed add changes nothing: the solution, ``hasConstraint(_:)`` and every earlier
  /// constraint stay as they were.
  ///
  /// ```swift
  /// try solver.addConstraint(x + y == 10)
  /// try solver.addConstraint((x == 3) | .weak)
  /// ```
  ///
  /// - Parameter constraint: The constraint to add.
  /// - Throws: ``SolverError/duplicateConstraint(_:)`` when it is already added;
  ///   ``SolverError/nonFiniteValue(_:)`` for a NaN or infinite constant, coefficient or
  ///   strength; ``SolverError/valueOutOfRange(_:)`` for a coefficient beyond
  ///   ``Solver/maximumMagnitude``; ``SolverError/unsatisfiableConstraint(_:conflicting:)`` when a required
  ///   constraint cannot hold with the required constraints already added.
  /// - Complexity: O(rows touched by the substitutions and pivots); amortised
  ///   O(terms × column length) for a constraint that fits without pivoting.
  public func addConstraint(_ constraint: Constraint) throws(SolverError) {
    guard records[constraint] == nil else { throw .duplicateConstraint(constraint) }
    // What building the row changes outside the tableau, for a refusal to put back.
    let entry = AddEntry(
      sequence: sequence, largestMagnitude: largestMagnitude, symbolCount: kinds.count,
      changedCount: changedSymbols.count, allVariablesChanged: allVariablesChanged)
    try validate(constraint)

    var record = createRecord(for: constraint)
    var row = createRow(for: constraint, record: &record)
    var subject = chooseSubject(row, record)
    if subject < 0 && row.allDummies(kinds) {
      let tolerance = Tolerance.feasibility * Swift.max(1, Swift.abs(record.constant))
      if Swift.abs(row.constant) > tolerance {
        let conflict = conflictingConstraints(in: row, excluding: constraint)
        refuse(record, entry)
        throw .unsatisfiableConstraint(constraint, conflicting: conflict)
      }
      subject = record.marker
    }
    if subject < 0 {
      // Phase one puts the tableau back bit for bit when it fails (`Solver+Rollback.swift`).
      if let conflict = addWithArtificialVariable(row, record: record) {
        refuse(record, entry)
        throw .unsatisfiableConstraint(constraint, conflicting: conflict)
      }
    } else {
      row.solve(for: subject)
      row.basic = subject
      substitute(subject, by: row)
      attachRow(consume row)
    }
    records.insert(record)
    structuralChanges &+= 1
    if !infeasibleRows.isEmpty { _ = dualOptimize() }
    optimize()
    recoverPrecisionIfNeeded()
    checkInvariantsIfEnabled()
  }

  /// Removes a constraint from the system and re-optimises.
  ///
  /// - Parameter constraint: The constraint to remove.
  /// - Throws: ``SolverError/unknownConstraint(_:)`` when the solver does not hold it.
  /// - Complexity: O(rows touched by the marker's pivot and the re-optimisation).
  public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
    guard let record = records.removeValue(for: constraint) else {
      throw .unknownConstraint(constraint)
    }
    removeErrorEffects(record)
    let marker = record.marker
    if rowSlotOf[Int(marker)] < 0, let slot = markerLeavingRow(for: marker) {
      pivot(slot, marker)
    }
    discard(record)
    structuralChanges &+= 1
    optimize()
    recoverPrecisionIfNeeded()
    checkInvariantsIfEnabled()
  }

  /// What ``addConstraint(_:)`` changes outside the tableau before it knows whether the
  /// constraint holds.
  struct AddEntry {
    let sequence: Int
    let largestMagnitude: Double
    let symbolCount: Int
    let changedCount: Int
    let allVariablesChanged: Bool
  }

  /// Undoes what building a refused constraint's row did: frees its symbols in the reverse of
  /// the order they were made (so that the free list is as it was and later adds get the ids
  /// they would have had), shrinks the symbol tables back if they grew, and puts back the
  /// counters and the changed-variable list.
  func refuse(_ record: ConstraintRecord, _ entry: AddEntry) {
    discard(record, newestFirst: true)
    unreserveSymbols(to: entry.symbolCount)
    sequence = entry.sequence
    largestMagnitude = entry.largestMagnitude
    if changedSymbols.count > entry.changedCount {
      for symbol in changedSymbols[entry.changedCount...] { symbolChanged[Int(symbol)] = false }
      changedSymbols.removeLast(changedSymbols.count - entry.changedCount)
    }
    allVariablesChanged = entry.allVariablesChanged
  }

  // MARK: Building rows

  /// Refuses a constraint with a non-finite number, an out-of-range coefficient or a bad
  /// strength, and notes the magnitude of its coefficients (see `Solver+Precision.swift`).
  func validate(_ constraint: Constraint) throws(SolverError) {
    let expression = constraint.expression
    guard expression.constant.isFinite else {
      throw .nonFiniteValue("constant \(expression.constant) of \(constraint)")
    }
    for term in expression.terms {
      guard term.coefficient.isFinite else {
        throw .nonFiniteValue("coefficient of \(term.variable) in \(constraint)")
      }
      try admit(
        term.coefficient, "coefficient \(term.coefficient) of \(term.variable) in \(constraint)")
    }
    guard constraint.strength.value.isFinite else {
      throw .nonFiniteValue("strength of \(constraint)")
    }
    if let above = constraint.strengthAbove {
      guard above.value.isFinite else { throw .nonFiniteValue("strength of \(constraint)") }
      if above.isRequired { throw .badRequiredStrength(above) }
      if constraint.strength.isRequired { throw .badRequiredStrength(constraint.strength) }
    }
  }

  func createRecord(for constraint: Constraint) -> ConstraintRecord {
    sequence += 1
    return ConstraintRecord(
      constraint: constraint, marker: -1, other: -1, markerSign: 1, otherSign: 1,
      strength: constraint.strength.value,
      constant: contained(constraint.expression.constant, note: constraint.relation == .equal),
      sequence: sequence)
  }

  /// Builds the constraint's row (kiwi's `createRow`): basic symbols substituted, slack, error or
  /// dummy symbols added, error terms added to the objective, constant made non-negative.
  func createRow(for constraint: Constraint, record: inout ConstraintRecord) -> Row {
    var row = Row(constant: record.constant)
    // The terms are read in place and their variables unretained (the constraint holds them).
    constraint.withTerms { terms in
      // Room for every cell the terms can bring and the slack, error or dummy cells: one
      // allocation for the common short rows.
      var capacity = 2
      for index in terms.indices {
        let variable = Unmanaged.passUnretained(terms[index].variable)
        let symbol = variable._withUnsafeGuaranteedRef { self.symbol(of: $0) }
        if let symbol, rowSlotOf[Int(symbol)] >= 0 {
          capacity += rows[Int(rowSlotOf[Int(symbol)])].cells.count
        } else {
          capacity += 1
        }
      }
      row.cells.reserveCapacity(capacity)
      for index in terms.indices {
        let coefficient = terms[index].coefficient
        guard Swift.abs(coefficient) >= Tolerance.coefficient else { continue }
        let variable = Unmanaged.passUnretained(terms[index].variable)
        let symbol = variable._withUnsafeGuaranteedRef { retainSymbol(for: $0) }
        let slot = rowSlotOf[Int(symbol)]
        if slot >= 0 {
          row.add(rows[Int(slot)], times: coefficient)
        } else {
          row.add(symbol, coefficient)
        }
      }
    }
    let strength = record.strength
    let required = record.isRequired
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      let slack = newSymbol(.slack)
      owners[Int(slack)] = constraint
      row.add(slack, sign)
      record.marker = slack
      record.markerSign = sign
      if !required {
        let error = newSymbol(.error)
        owners[Int(error)] = constraint
        row.add(error, -sign)
        record.other = error
        record.otherSign = -sign
        addToObjective(error, times: strength, level: constraint.strength.level)
      }
    case .equal:
      if required {
        let dummy = newSymbol(.dummy)
        owners[Int(dummy)] = constraint
        row.add(dummy, 1)
        record.marker = dummy
        record.markerSign = 1
      } else {
        let plus = newSymbol(.error)
        let minus = newSymbol(.error)
        owners[Int(plus)] = constraint
        owners[Int(minus)] = constraint
        row.add(plus, -1)
        row.add(minus, 1)
        record.marker = plus
        record.markerSign = -1
        record.other = minus
        record.otherSign = 1
        let above = errorStrength(of: plus, in: record)
        addToObjective(plus, times: above.value, level: above.level)
        addToObjective(minus, times: strength, level: constraint.strength.level)
      }
    }
    if row.constant < 0 { row.scale(by: -1) }
    return row
  }

  /// The symbol to solve a new row for: an external symbol that no restricted row mentions
  /// (so that giving it a value keeps every restricted row feasible), else the constraint's new
  /// slack or error symbol when its coefficient is negative, else -1.
  func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Int32 {
    let external = kinds.withUnsafeBufferPointer { kinds in
      row.cells.withUnsafeBufferPointer { cells -> Int32 in
        for cell in cells where kinds[Int(cell.symbol)] == .external {
          var mentionedByRestricted = false
          for slot in columns[Int(cell.symbol)]
          where kinds[Int(rows[Int(slot)].basic)] != .external {
            mentionedByRestricted = true
            break
          }
          if !mentionedByRestricted { return cell.symbol }
        }
        return -1
      }
    }
    if external >= 0 { return external }
    func isNegativeRestricted(_ symbol: Int32) -> Bool {
      symbol >= 0 && kinds[Int(symbol)].isRestricted && row.coefficient(of: symbol) < 0
    }
    if isNegativeRestricted(record.marker) { return record.marker }
    if isNegativeRestricted(record.other) { return record.other }
    return -1
  }

  /// Adds a row through an artificial variable (phase one).
  ///
  /// - Parameters:
  ///   - row: The new constraint's row.
  ///   - record: The new constraint's record.
  /// - Returns: nil on success; on failure, the conflicting required constraints, after the
  ///   tableau has been put back bit for bit as it was (the new row's own symbols are the
  ///   caller's to free).
  func addWithArtificialVariable(_ row: Row, record: ConstraintRecord) -> [Constraint]? {
    let art = newSymbol(.slack)
    var artRow = row
    artRow.basic = art
    beginRollbackLog()
    let artSlot = attachRow(artRow)
    logAttached(artRow, at: artSlot)
    artificial = Row(constant: row.constant, cells: row.cells)
    optimizeArtificial()
    let final = artificial ?? Row(constant: 0)
    artificial = nil
    let tolerance = Tolerance.feasibility * Swift.max(1, Swift.abs(record.constant))
    if final.constant > tolerance {
      let conflict = conflictingConstraints(in: final, excluding: record.constraint)
      rollBackLog(attachedSlot: artSlot)
      freeSymbol(art)
      return conflict
    }
    dropRollbackLog()
    let slot = rowSlotOf[Int(art)]
    if slot >= 0 {
      var artDefinition = detachRow(slot)
      if !artDefinition.cells.isEmpty {
        var entering = artDefinition.cells[0].symbol
        for cell in artDefinition.cells where kinds[Int(cell.symbol)] != .dummy {
          entering = cell.symbol
          break
        }
        let coefficient = artDefinition.remove(entering)
        artDefinition.scale(by: -1 / coefficient)
        artDefinition.add(art, 1 / coefficient)
        artDefinition.basic = entering
        substitute(entering, by: artDefinition)
        attachRow(artDefinition)
      }
    }
    freeSymbol(art)
    return nil
  }

  /// The required constraints whose markers appear in a certificate row, in the order added.
  func conflictingConstraints(in row: Row, excluding constraint: Constraint) -> [Constraint] {
    var found: [(Int, Constraint)] = []
    var symbols = row.cells.map(\.symbol)
    if row.basic >= 0 { symbols.append(row.basic) }
    for symbol in symbols {
      guard let owner = owners[Int(symbol)], owner !== constraint,
        let record = records[owner], record.isRequired,
        record.marker == symbol
      else { continue }
      if !found.contains(where: { $0.1 === owner }) { found.append((record.sequence, owner)) }
    }
    return found.sorted { $0.0 < $1.0 }.map(\.1)
  }

  // MARK: Removing

  /// Takes an optional constraint's error symbols out of the objective.
  func removeErrorEffects(_ record: ConstraintRecord) {
    for symbol in [record.marker, record.other]
    where symbol >= 0 && kinds[Int(symbol)] == .error {
      let strength = errorStrength(of: symbol, in: record)
      addToObjective(symbol, times: -strength.value, level: strength.level)
    }
  }

  /// The strength that weighs one of an optional constraint's error symbols: an equality's
  /// error above zero (its marker) weighs ``Constraint/strengthAbove`` when there is one, every
  /// other error the constraint's ``Constraint/strength``.
  @inline(__always)
  func errorStrength(of symbol: Int32, in record: ConstraintRecord) -> Strength {
    if symbol == record.marker, let above = record.constraint.strengthAbove { return above }
    return record.constraint.strength
  }

  /// Frees a constraint's symbols (dropping their rows) and releases its variables.
  ///
  /// - Parameters:
  ///   - record: The constraint's record.
  ///   - newestFirst: Whether to free the symbols in the reverse of the order `createRow` made
  ///     them, which puts the free list back as it was before the row was built.
  func discard(_ record: ConstraintRecord, newestFirst: Bool = false) {
    if newestFirst && record.other >= 0 { freeSymbol(record.other) }
    if record.marker >= 0 { freeSymbol(record.marker) }
    if !newestFirst && record.other >= 0 { freeSymbol(record.other) }
    // The symbols retained by `createRow` (the expression's terms never change once made).
    let terms = record.constraint.expression.terms
    for index in terms.indices {
      let term = terms[newestFirst ? terms.count - 1 - index : index]
      guard Swift.abs(term.coefficient) >= Tolerance.coefficient else { continue }
      if let symbol = symbol(of: term.variable) { releaseSymbol(symbol) }
    }
  }
}
