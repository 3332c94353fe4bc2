// The primal and dual simplex steps, with Bland's rule for every choice.

extension Solver {
  /// The lowest-id non-basic, non-dummy symbol with a negative objective coefficient.
  func nextEnteringSymbol() -> Int32? {
    while let symbol = enteringCandidates.minimum {
      let index = Int(symbol)
      if rowSlotOf[index] < 0 && kinds[index] != .dummy && kinds[index] != .free
        && hasNegativeReducedCost(symbol)
      {
        return symbol
      }
      enteringCandidates.popMinimum()
    }
    return nil
  }

  /// The row that limits `entering` first as it grows (minimum ratio over restricted rows where
  /// its coefficient is negative; ties to the lowest basic id), or nil when nothing limits it.
  func leavingRow(for entering: Int32) -> Int32? {
    var best: Int32 = -1
    var bestBasic = Int32.max
    var bestRatio = Double.infinity
    for slot in columns[Int(entering)] {
      let row = rows[Int(slot)]
      guard kinds[Int(row.basic)] != .external else { continue }
      let coefficient = row.coefficient(of: entering)
      guard coefficient < 0 else { continue }
      let ratio = Swift.max(row.constant, 0) / -coefficient
      if ratio < bestRatio || (ratio == bestRatio && row.basic < bestBasic) {
        best = slot
        bestBasic = row.basic
        bestRatio = ratio
      }
    }
    return best >= 0 ? best : nil
  }

  /// Minimises the objective by primal simplex steps from a feasible tableau.
  ///
  /// The objective is bounded below by zero (a sum of non-negative weighted errors), so a symbol
  /// that nothing limits can only have a negative coefficient through round-off: its coefficient
  /// is set to zero instead of reporting "objective is unbounded".
  func optimize() {
    var degenerate = 0
    var budget = pivotBudget
    while let entering = degenerate < Self.degeneratePivotLimit
      ? cheapestEnteringSymbol() : nextEnteringSymbol()
    {
      budget -= 1
      if budget < 0 {
        pivotBudgetExceeded = true
        return
      }
      guard let slot = leavingRow(for: entering) else {
        setObjective(entering, 0)
        if !levels.isEmpty { clearLevels(entering) }
        continue
      }
      if rows[Int(slot)].constant <= 0 { degenerate += 1 }
      pivot(slot, entering)
    }
  }

  /// After this many degenerate pivots in one optimisation, entering symbols follow Bland's
  /// rule (lowest id), which cannot cycle; before, the cheapest pivot is preferred.
  static let degeneratePivotLimit = 64

  /// How many pivots one optimisation may make before the solver stops it and rebuilds its
  /// tableau from the held constraints at the end of the operation (`Solver+Precision.swift`).
  ///
  /// Bland's rule cannot cycle in exact arithmetic, but a reduced cost within round-off of
  /// zero can change sign from one pivot to the next; no healthy optimisation comes near this
  /// many pivots (a few per row at most).
  var pivotBudget: Int { 10_000 + 100 * liveRows }

  /// The candidate entering symbol whose column is shortest (ties to the lowest id): the
  /// pivot that rewrites the fewest rows.
  func cheapestEnteringSymbol() -> Int32? {
    guard nextEnteringSymbol() != nil else { return nil }
    enteringCandidates.compact { symbol in
      let index = Int(symbol)
      return rowSlotOf[index] < 0 && kinds[index] != .dummy && kinds[index] != .free
        && hasNegativeReducedCost(symbol)
    }
    var best: Int32 = -1
    var bestLength = Int.max
    for symbol in enteringCandidates.storage {
      let length = columns[Int(symbol)].count
      if length < bestLength || (length == bestLength && symbol < best) {
        best = symbol
        bestLength = length
      }
    }
    return best >= 0 ? best : nil
  }

  /// Minimises the artificial objective (phase one for a row with no subject), with the same
  /// entering rule as ``optimize()``.
  func optimizeArtificial() {
    var degenerate = 0
    var budget = pivotBudget
    while budget > 0 {
      budget -= 1
      guard let objectiveRow = artificial else { return }
      var entering: Int32 = -1
      var bestLength = Int.max
      for cell in objectiveRow.cells
      where cell.coefficient < 0 && kinds[Int(cell.symbol)] != .dummy {
        if degenerate >= Self.degeneratePivotLimit {
          entering = cell.symbol
          break
        }
        let length = columns[Int(cell.symbol)].count
        if length < bestLength {
          entering = cell.symbol
          bestLength = length
        }
      }
      guard entering >= 0, let slot = leavingRow(for: entering) else { return }
      if rows[Int(slot)].constant <= 0 { degenerate += 1 }
      pivot(slot, entering)
    }
    pivotBudgetExceeded = true
  }

  /// Restores feasibility after constants changed, keeping optimality (dual simplex).
  ///
  /// The leaving row is the infeasible row with the lowest basic id; ties of the ratio test go
  /// to the shortest column, and to the lowest id (Bland's rule) after 64 degenerate pivots.
  ///
  /// - Returns: The basic symbol of a row that no pivot can make feasible (the required
  ///   constraints conflict), or nil on success.
  func dualOptimize() -> Int32? {
    var degenerate = 0
    var budget = pivotBudget
    while let basic = infeasibleRows.popMinimum() {
      budget -= 1
      if budget < 0 {
        infeasibleRows.removeAll()
        pivotBudgetExceeded = true
        return nil
      }
      let slot = rowSlotOf[Int(basic)]
      guard slot >= 0, kinds[Int(basic)] != .external else { continue }
      let row = rows[Int(slot)]
      guard row.constant < -Tolerance.feasibility else { continue }
      var entering: Int32 = -1
      var bestRatio = Double.infinity
      var bestLength = Int.max
      var enteringCoefficient = 1.0
      let bland = degenerate >= Self.degeneratePivotLimit
      for cell in row.cells where cell.coefficient > 0 && kinds[Int(cell.symbol)] != .dummy {
        if !levels.isEmpty {
          // Priority levels: the least ratio vector, compared level by level.
          let order =
            entering < 0
            ? -1 : compareRatios(cell.symbol, cell.coefficient, entering, enteringCoefficient)
          if order < 0 {
            entering = cell.symbol
            enteringCoefficient = cell.coefficient
            bestLength = bland ? 0 : columns[Int(cell.symbol)].count
          } else if order == 0 && !bland {
            let length = columns[Int(cell.symbol)].count
            if length < bestLength {
              entering = cell.symbol
              enteringCoefficient = cell.coefficient
              bestLength = length
            }
          }
          continue
        }
        let ratio = objective[Int(cell.symbol)] / cell.coefficient
        if ratio < bestRatio {
          bestRatio = ratio
          entering = cell.symbol
          bestLength = bland ? 0 : columns[Int(cell.symbol)].count
        } else if ratio == bestRatio && !bland {
          let length = columns[Int(cell.symbol)].count
          if length < bestLength {
            entering = cell.symbol
            bestLength = length
          }
        }
      }
      if !levels.isEmpty && entering >= 0 {
        bestRatio = ratioIsDegenerate(entering, enteringCoefficient) ? 0 : 1
      }
      if bestRatio <= 0 { degenerate += 1 }
      guard entering >= 0 else {
        infeasibleRows.removeAll()
        return basic
      }
      pivot(slot, entering)
    }
    return nil
  }

  /// Undoes logged pivots, newest first, and stops logging.
  func undoPivots() {
    guard let log = pivotLog else { return }
    pivotLog = nil
    for step in log.reversed() {
      let slot = rowSlotOf[Int(step.entering)]
      guard slot >= 0 else { continue }
      pivot(slot, step.leaving)
    }
  }

  /// The row to pivot a marker into the basis when removing its constraint.
  ///
  /// A row whose basic symbol is a dummy comes first: it records that the marker's equality is
  /// redundant with others, and pivoting anywhere else would move the marker and break that
  /// equality. Then kiwi's rules, ties to the lowest basic id: a restricted row where the
  /// marker's coefficient is negative with the least ratio, else a restricted row with the least
  /// ratio, else any unrestricted row.
  func markerLeavingRow(for marker: Int32) -> Int32? {
    var dummy: Int32 = -1
    var dummyBasic = Int32.max
    for slot in columns[Int(marker)] {
      let basic = rows[Int(slot)].basic
      if kinds[Int(basic)] == .dummy && basic < dummyBasic {
        dummy = slot
        dummyBasic = basic
      }
    }
    if dummy >= 0 { return dummy }
    var first: Int32 = -1
    var second: Int32 = -1
    var third: Int32 = -1
    var thirdBasic = Int32.max
    var firstRatio = Double.infinity
    var secondRatio = Double.infinity
    var firstBasic = Int32.max
    var secondBasic = Int32.max
    for slot in columns[Int(marker)] {
      let row = rows[Int(slot)]
      let coefficient = row.coefficient(of: marker)
      guard coefficient != 0 else { continue }
      if kinds[Int(row.basic)] == .external {
        if row.basic < thirdBasic {
          third = slot
          thirdBasic = row.basic
        }
      } else if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if ratio < firstRatio || (ratio == firstRatio && row.basic < firstBasic) {
          first = slot
          firstRatio = ratio
          firstBasic = row.basic
        }
      } else {
        let ratio = row.constant / coefficient
        if ratio < secondRatio || (ratio == secondRatio && row.basic < secondBasic) {
          second = slot
          secondRatio = ratio
          secondBasic = row.basic
        }
      }
    }
    if first >= 0 { return first }
    if second >= 0 { return second }
    return third >= 0 ? third : nil
  }
}
