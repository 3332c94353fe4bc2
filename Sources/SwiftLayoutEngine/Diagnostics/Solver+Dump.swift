// A readable text dump of the solver state, in the sections of kiwi's debug dump.

extension Solver: CustomDebugStringConvertible {
  /// The solver state as text: Objective, Tableau, Infeasible, Variables, Edit Variables and
  /// Constraints sections (see ``dump()``).
  public var debugDescription: String { dump() }

  /// Returns the solver state as text, for debugging.
  ///
  /// Symbols print as the variable's name (external), `s<id>` (slack), `e<id>` (error) or
  /// `d<id>` (dummy). Rows print as `basic | constant + coefficient * symbol …`, ordered by
  /// symbol id; constraints and edit variables in the order they were added. Numbers use the
  /// fixed format of every description; nothing depends on memory addresses.
  ///
  /// - Returns: The dump.
  /// - Complexity: O(size of the tableau × log).
  public func dump() -> String {
    var text = section("Objective")
    var objectiveRow = Row(constant: objectiveConstant)
    for symbol in objective.indices where objective[symbol] != 0 {
      objectiveRow.cells.append(Cell(symbol: Int32(symbol), coefficient: objective[symbol]))
    }
    text += format(objectiveRow) + "\n\n"
    for level in levels {
      var levelRow = Row(constant: level.constant)
      for symbol in level.coefficients.indices where level.coefficients[symbol] != 0 {
        levelRow.cells.append(Cell(symbol: Int32(symbol), coefficient: level.coefficients[symbol]))
      }
      text += section("Objective at priority \(NumberFormatting.format(level.level))")
      text += format(levelRow) + "\n\n"
    }

    text += section("Tableau")
    let basics = rowSlotOf.indices.filter { rowSlotOf[$0] >= 0 }
    for symbol in basics {
      text += "\(name(of: Int32(symbol))) | \(format(rows[Int(rowSlotOf[symbol])]))\n"
    }
    text += "\n" + section("Infeasible")
    for symbol in basics where kinds[symbol].isRestricted {
      let row = rows[Int(rowSlotOf[symbol])]
      if row.constant < -Tolerance.feasibility { text += name(of: Int32(symbol)) + "\n" }
    }
    text += "\n" + section("Variables")
    for symbol in kinds.indices where kinds[symbol] == .external {
      text += "\(name(of: Int32(symbol))) = v\(symbol)\n"
    }
    text += "\n" + section("Edit Variables")
    for edit in edits.values.sorted(by: { $0.sequence < $1.sequence }) {
      text += "\(edit.variable) = \(NumberFormatting.format(edit.suggestion))\n"
    }
    text += "\n" + section("Constraints")
    for record in records.values.sorted(by: { $0.sequence < $1.sequence }) {
      text += "\(record.constraint)\n"
    }
    return text
  }

  private func section(_ title: String) -> String {
    title + "\n" + String(repeating: "-", count: title.count) + "\n"
  }

  private func name(of symbol: Int32) -> String {
    switch kinds[Int(symbol)] {
    case .external:
      let variableName = variables[Int(symbol)]?.name ?? ""
      return variableName.isEmpty ? "v\(symbol)" : variableName
    case .slack: return "s\(symbol)"
    case .error: return "e\(symbol)"
    case .dummy: return "d\(symbol)"
    case .free: return "?\(symbol)"
    }
  }

  private func format(_ row: Row) -> String {
    var text = NumberFormatting.format(row.constant)
    for cell in row.cells {
      text += cell.coefficient < 0 ? " - " : " + "
      text += "\(NumberFormatting.format(Swift.abs(cell.coefficient))) * \(name(of: cell.symbol))"
    }
    return text
  }
}
