// Edit variables, suggested values, and in-place changes of constants and strengths.

extension Solver {
  /// Makes `variable` an edit variable: a `variable == suggestion` constraint of `strength`.
  ///
  /// Until a value is suggested, the edit pulls the variable towards 0, as in kiwi.
  ///
  /// - Parameters:
  ///   - variable: The variable to edit.
  ///   - strength: The edit's strength; it cannot be required.
  /// - Throws: ``SolverError/duplicateEditVariable(_:)``,
  ///   ``SolverError/badRequiredStrength(_:)`` or ``SolverError/nonFiniteValue(_:)``.
  /// - Complexity: that of ``addConstraint(_:)``.
  public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    let key = ObjectIdentifier(variable)
    guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
    guard strength.value.isFinite else {
      throw .nonFiniteValue("strength of edit variable \(variable)")
    }
    guard !strength.isRequired else { throw .badRequiredStrength(strength) }
    let constraint = Constraint(LinearExpression(variable), .equal, strength: strength)
    try addConstraint(constraint)
    sequence += 1
    edits[key] = EditRecord(
      variable: variable, constraint: constraint, suggestion: 0, sequence: sequence)
  }

  /// Stops editing `variable`, removing its edit constraint.
  ///
  /// - Parameter variable: The edit variable.
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` when it is not an edit variable.
  /// - Complexity: that of ``removeConstraint(_:)``.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
      throw .unknownEditVariable(variable)
    }
    try removeConstraint(edit.constraint)
  }

  /// Suggests a value for an edit variable and re-solves by dual optimisation.
  ///
  /// - Parameters:
  ///   - value: The value to pull the variable towards.
  ///   - variable: The edit variable.
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` or ``SolverError/nonFiniteValue(_:)``. A
  ///   value beyond ``Solver/maximumMagnitude`` is limited to it.
  /// - Complexity: O(rows that mention the edit's error symbols) plus the dual pivots.
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    let key = ObjectIdentifier(variable)
    guard value.isFinite else {
      throw .nonFiniteValue("suggested value \(value) for \(variable)")
    }
    guard var edit = edits[key] else { throw .unknownEditVariable(variable) }
    let value = contained(value)
    let delta = value - edit.suggestion
    noteChange(delta)
    edit.suggestion = value
    edits[key] = edit
    guard let slot = records.slotIndex(of: edit.constraint) else { return }
    let target = records.constantTarget(atSlot: slot)
    applyConstantChange(target, by: -delta)
    // The edit's constraint is `variable - suggestion == 0`: its constant is set, not
    // accumulated (1e17 then 40 would otherwise leave -32, and a rebuild would keep it).
    records.setConstant(-value, atSlot: slot)
    noteConstraintEdit(edit.constraint)
    edit.constraint.setExpressionConstant(-value)
    _ = dualOptimize()
    recoverPrecisionIfNeeded()
    checkInvariantsIfEnabled()
  }

  /// Changes the constant of an added constraint's expression in place.
  ///
  /// This is the mechanism of ``suggestValue(_:for:)`` applied to any constraint: only the rows
  /// that mention the constraint's marker (or error) symbol change, then dual optimisation
  /// restores feasibility. Afterwards `constraint.expression.constant` reads `constant`.
  ///
  /// ```swift
  /// let position = x == 10  // the expression x - 10, compared with 0
  /// try solver.addConstraint(position)
  /// try solver.setConstant(-20, for: position)  // now x == 20
  /// ```
  ///
  /// - Parameters:
  ///   - constant: The new constant of the constraint's expression.
  ///   - constraint: An added constraint.
  /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFiniteValue(_:)``, or
  ///   ``SolverError/unsatisfiableConstraint(_:conflicting:)`` when a required constraint cannot
  ///   hold with the new constant (the change is then undone).
  /// - Complexity: O(rows that mention the marker) plus the dual pivots.
  public func setConstant(_ constant: Double, for constraint: Constraint) throws(SolverError) {
    // The record is read and written in place (one lookup through the constraint's hint, no
    // copy of its references); nothing below adds or removes records, so the slot stays valid.
    guard let slot = records.slotIndex(of: constraint) else {
      throw .unknownConstraint(constraint)
    }
    guard constant.isFinite else {
      throw .nonFiniteValue("constant \(constant) for \(constraint)")
    }
    let given = constant
    let constant = contained(constant)
    let target = records.constantTarget(atSlot: slot)
    let change = constant - target.constant
    noteChange(change)
    guard change != 0 else {
      if given != constraint.expression.constant {
        noteConstraintEdit(constraint)
        constraint.setExpressionConstant(given)
      }
      return
    }
    pivotLog = []
    applyConstantChange(target, by: change)
    records.setConstant(constant, atSlot: slot)
    if let failed = dualOptimize() {
      let failedSlot = rowSlotOf[Int(failed)]
      let certificate = failedSlot >= 0 ? rows[Int(failedSlot)] : Row(constant: 0)
      let conflict = conflictingConstraints(in: certificate, excluding: constraint)
      undoPivots()
      applyConstantChange(target, by: -change)
      records.setConstant(target.constant, atSlot: slot)
      infeasibleRows.removeAll()
      checkInvariantsIfEnabled()
      throw .unsatisfiableConstraint(constraint, conflicting: conflict)
    }
    pivotLog = nil
    noteConstraintEdit(constraint)
    constraint.setExpressionConstant(given)
    recoverPrecisionIfNeeded()
    checkInvariantsIfEnabled()
  }

  /// Changes the strength of an added optional constraint in place and re-optimises.
  ///
  /// An equality with a separate ``Constraint/strengthAbove`` gets `strength` in both
  /// directions.
  ///
  /// - Parameters:
  ///   - strength: The new strength; it cannot be required.
  ///   - constraint: An added optional constraint.
  /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFiniteValue(_:)``, or
  ///   ``SolverError/badRequiredStrength(_:)`` when changing to or from required.
  /// - Complexity: O(length of the error symbols' rows) plus the primal pivots.
  public func setStrength(_ strength: Strength, for constraint: Constraint) throws(SolverError) {
    let key = constraint
    guard var record = records[key] else { throw .unknownConstraint(constraint) }
    guard strength.value.isFinite else {
      throw .nonFiniteValue("strength of \(constraint)")
    }
    guard !strength.isRequired, !record.isRequired else { throw .badRequiredStrength(strength) }
    guard strength != constraint.strength || constraint.strengthAbove != nil else { return }
    for symbol in [record.marker, record.other]
    where symbol >= 0 && kinds[Int(symbol)] == .error {
      let old = errorStrength(of: symbol, in: record)
      if strength.level == old.level {
        addToObjective(symbol, times: strength.value - old.value, level: old.level)
      } else {
        addToObjective(symbol, times: -old.value, level: old.level)
        addToObjective(symbol, times: strength.value, level: strength.level)
      }
    }
    record.strength = strength.value
    records[key] = record
    noteConstraintEdit(constraint)
    constraint.strength = strength
    constraint.strengthAbove = nil
    optimize()
    recoverPrecisionIfNeeded()
    checkInvariantsIfEnabled()
  }

  /// Shifts a constraint's constant by `change`, absorbing it into the marker symbol.
  ///
  /// With `m` the marker's original coefficient, `marker_old = marker_new + change / m`. The
  /// caller updates the record's constant.
  func applyConstantChange(_ record: ConstantTarget, by change: Double) {
    let shift = change / record.markerSign
    let markerSlot = rowSlotOf[Int(record.marker)]
    if markerSlot >= 0 {
      rows[Int(markerSlot)].constant -= shift
      noteIfInfeasible(markerSlot)
      noteChanged(rows[Int(markerSlot)].basic)
      return
    }
    if record.other >= 0 {
      let otherSlot = rowSlotOf[Int(record.other)]
      if otherSlot >= 0 {
        rows[Int(otherSlot)].constant -= change / record.otherSign
        noteIfInfeasible(otherSlot)
        noteChanged(rows[Int(otherSlot)].basic)
        return
      }
    }
    let marker = record.marker
    let all = allVariablesChanged
    let count = columns[Int(marker)].count
    // One pass over the marker's rows on buffers. What it notes goes to a stack buffer (changed
    // basics from the front, infeasible ones from the back) and into the solver's lists after:
    // appending inside the buffer closures would make the optimizer retain every table.
    withUnsafeTemporaryAllocation(of: Int32.self, capacity: count) { noted in
      var changedCount = 0
      var infeasibleStart = count
      columns[Int(marker)].withUnsafeBufferPointer { slots in
        rows.withUnsafeMutableBufferPointer { rows in
          symbolChanged.withUnsafeMutableBufferPointer { flags in
            kinds.withUnsafeBufferPointer { kinds in
              for slot in slots {
                let index = Int(slot)
                let constant = rows[index].constant + rows[index].coefficient(of: marker) * shift
                rows[index].constant = constant
                let basic = rows[index].basic
                if kinds[Int(basic)] == .external {
                  if !all && !flags[Int(basic)] {
                    flags[Int(basic)] = true
                    noted[changedCount] = basic
                    changedCount += 1
                  }
                } else if constant < -Tolerance.feasibility {
                  infeasibleStart -= 1
                  noted[infeasibleStart] = basic
                }
              }
            }
          }
        }
      }
      for position in 0..<changedCount { changedSymbols.append(noted[position]) }
      noteSaturation()
      for position in infeasibleStart..<count { infeasibleRows.push(noted[position]) }
    }
    objectiveConstant += objective[Int(record.marker)] * shift
    for index in levels.indices {
      levels[index].constant += levels[index].coefficient(record.marker) * shift
    }
  }
}
