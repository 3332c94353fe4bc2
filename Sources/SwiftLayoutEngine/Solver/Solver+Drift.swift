// Drift: round-off that a long incremental history accumulates in the tableau.
//
// Every pivot divides a row by one of its coefficients and adds multiples of it to the rows
// that mention the entering symbol; each step leaves round-off of about 2⁻⁵² times the values
// involved, and a pivot on a small coefficient multiplies what is already there. After
// thousands of operations the rows no longer state the constraints they were built from: a
// coefficient that should be 2/3 reads 0.66666668, phase one then pivots on noise, and an add
// that no point satisfies is accepted. Rather than trust the incremental state forever, the
// solver measures it from time to time and rebuilds the tableau from the held constraints (as
// a fresh solver would build it) when it has drifted.
//
// The measure is exact in what it checks: each held constraint, written with its own slack,
// error or dummy symbols, is an identity that the rows must satisfy for every value of the
// non-basic symbols, not only at the current solution; so must the objective rows. Evaluating
// the identities at a pseudo-random point of the non-basic symbols costs O(tableau), so the
// check runs once the pivots, adds and removals since the last check reach four times the
// number of rows (and at least `driftCheckInterval`): amortised, about a quarter of an average
// row's length per pivot, add or removal (the benchmark workloads pay 1–2%).

extension Solver {
  /// The fewest pivots, adds and removals between two drift checks.
  static let driftCheckInterval = 1024

  /// The relative residual above which the tableau counts as drifted and is rebuilt.
  ///
  /// Round-off of ordinary histories stays under 1e-12; phase one starts to misjudge
  /// feasibility at about 1e-8.
  static let driftTolerance = 1e-10

  /// Whether enough has changed since the last drift check for another.
  @inline(__always)
  var driftCheckIsDue: Bool {
    (_pivotCount &+ structuralChanges) &- workAtDriftCheck
      >= Swift.max(Self.driftCheckInterval, 4 &* liveRows)
  }

  /// The largest relative residual of the held constraints' identities and of the objective
  /// rows, at pseudo-random points of the non-basic symbols (0 for an exact tableau).
  ///
  /// The objective rows are compared by their change between two points: their constants
  /// only matter for reporting, and constant changes (suggested values) do not keep them.
  ///
  /// - Complexity: O(size of the tableau + terms of the held constraints).
  package func tableauDrift() -> Double {
    // A fixed sequence: the check gives the same answer for the same tableau.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var drift = 0.0
    func note(_ residual: Double, scale: Double) {
      drift = Swift.max(drift, Swift.abs(residual) / Swift.max(1, scale))
    }
    var previous: (base: Double, expected: Double, levels: [Double], expectedLevels: [Double])?
    for _ in 0..<2 {
      var values = [Double](repeating: 0, count: kinds.count)
      for symbol in kinds.indices where rowSlotOf[symbol] < 0 && kinds[symbol] != .free {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        // In [1, 2): no symbol sits at zero, where a lost term would not show.
        values[symbol] = 1 + Double(state >> 11) / Double(1 << 53)
      }
      for row in rows where row.basic >= 0 && rowSlotOf[Int(row.basic)] >= 0 {
        var value = row.constant
        for cell in row.cells { value += cell.coefficient * values[Int(cell.symbol)] }
        values[Int(row.basic)] = value
      }
      // The objective rows as the errors weigh them: base level, then each priority level.
      var expectedBase = 0.0
      var baseScale = 0.0
      var expectedLevels = [Double](repeating: 0, count: levels.count)
      var levelScales = [Double](repeating: 0, count: levels.count)
      for record in records.values {
        var residual = record.constant
        var scale = Swift.abs(record.constant)
        for term in record.constraint.expression.terms
        where Swift.abs(term.coefficient) >= Tolerance.coefficient {
          guard let symbol = symbol(of: term.variable) else { continue }
          let product = term.coefficient * values[Int(symbol)]
          residual += product
          scale = Swift.max(scale, Swift.abs(product))
        }
        func addSymbol(_ symbol: Int32, _ sign: Double) {
          guard symbol >= 0 else { return }
          residual += sign * values[Int(symbol)]
          guard kinds[Int(symbol)] == .error else { return }
          let strength = errorStrength(of: symbol, in: record)
          let weighted = strength.value * values[Int(symbol)]
          if strength.level > 0,
            let index = levels.firstIndex(where: { $0.level == strength.level })
          {
            expectedLevels[index] += weighted
            levelScales[index] += Swift.abs(weighted)
          } else {
            expectedBase += weighted
            baseScale += Swift.abs(weighted)
          }
        }
        addSymbol(record.marker, record.markerSign)
        addSymbol(record.other, record.otherSign)
        note(residual, scale: scale)
      }
      var base = 0.0
      for symbol in objective.indices where objective[symbol] != 0 {
        base += objective[symbol] * values[symbol]
      }
      var levelValues = [Double](repeating: 0, count: levels.count)
      for (index, level) in levels.enumerated() {
        for symbol in level.coefficients.indices where level.coefficients[symbol] != 0 {
          levelValues[index] += level.coefficients[symbol] * values[symbol]
        }
      }
      if let previous {
        note((base - previous.base) - (expectedBase - previous.expected), scale: baseScale)
        for index in levels.indices {
          note(
            (levelValues[index] - previous.levels[index])
              - (expectedLevels[index] - previous.expectedLevels[index]),
            scale: levelScales[index])
        }
      }
      previous = (base, expectedBase, levelValues, expectedLevels)
    }
    return drift
  }
}
