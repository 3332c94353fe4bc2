import Testing

@testable import SwiftLayoutEngine

/// The drift check: the rows must keep stating the held constraints and their objective; once
/// round-off makes them disagree, the solver rebuilds its tableau from the held constraints.
@Suite struct DriftTests {
  /// Views side by side in a row of `count`, each between 10 and 100 wide, sharing a container
  /// whose width is an edit variable; preferred widths are weak, the gaps strong.
  final class Row {
    let solver = Solver()
    let container = Variable("container")
    var lefts: [Variable] = []
    var widths: [Variable] = []
    var optional: [Constraint] = []

    init(count: Int) throws {
      try solver.addConstraint(container >= 0)
      var previous: LinearExpression?
      for index in 0..<count {
        let left = Variable("left\(index)")
        let width = Variable("width\(index)")
        lefts.append(left)
        widths.append(width)
        try solver.addConstraint(width >= 10)
        try solver.addConstraint(width <= 100)
        let preferred = (width == Double(20 + index % 7)) | .weak
        try solver.addConstraint(preferred)
        optional.append(preferred)
        if let previous {
          try solver.addConstraint((left == previous + 8) | .strong)
        } else {
          try solver.addConstraint(left == 0)
        }
        previous = left + width
      }
      if let previous { try solver.addConstraint(previous <= container) }
      try solver.addEditVariable(container, strength: .strong)
    }
  }

  @Test("An exact tableau measures no drift, and a layout-like history never rebuilds")
  func ordinaryHistoryDoesNotRebuild() throws {
    let row = try Row(count: 40)
    #expect(row.solver.tableauDrift() < 1e-12)
    // Suggestions, removals and re-adds: several times the check interval.
    for step in 0..<1_200 {
      try row.solver.suggestValue(Double(200 + (step * 37) % 2_000), for: row.container)
      let preferred = row.optional[step % row.optional.count]
      try row.solver.removeConstraint(preferred)
      try row.solver.addConstraint(preferred)
    }
    #expect(row.solver.tableauDrift() < 1e-12)
    #expect(row.solver._driftRebuildCount == 0)
    #expect(row.solver._rebuildCount == 0)
  }

  @Test("A row that no longer states its constraint is measured and rebuilt at the next check")
  func corruptedRowIsRebuilt() throws {
    let row = try Row(count: 8)
    row.solver.updateAllVariables()
    let expected = row.lefts.map(\.value) + row.widths.map(\.value)
    // Round-off of the kind a long history leaves: one coefficient off by 1e-7.
    let slot = row.solver.rows.firstIndex { $0.basic >= 0 && !$0.cells.isEmpty }!
    row.solver.rows[slot].cells[0].coefficient *= 1 + 1e-7
    #expect(row.solver.tableauDrift() > Solver.driftTolerance)
    // Enough adds and removals to reach the next check.
    let spare = Variable("spare")
    for _ in 0..<(Solver.driftCheckInterval / 2 + 1) {
      let constraint = (spare == 1) | .weak
      try row.solver.addConstraint(constraint)
      try row.solver.removeConstraint(constraint)
    }
    #expect(row.solver._driftRebuildCount == 1)
    #expect(row.solver.tableauDrift() < 1e-12)
    row.solver.updateAllVariables()
    #expect(row.lefts.map(\.value) + row.widths.map(\.value) == expected)
    expectSound(row.solver)
  }
}
