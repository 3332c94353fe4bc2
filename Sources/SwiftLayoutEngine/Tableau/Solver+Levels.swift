// Priority levels: a lexicographic objective above kiwi's weighted one.
//
// A constraint whose strength is `Strength.priority(p)` puts its errors on level p. The solver
// minimises the levels in order, highest first: no amount of error on lower levels (nor on the
// base level, where kiwi's strengths live) can buy a smaller error on a higher one. Each level
// is an objective row of its own (dense by symbol, grown on first use); the base level is
// `objective`. A symbol's reduced cost is the vector of its coefficients, highest level first,
// compared lexicographically. Systems without priority levels never enter this code beyond an
// empty loop.

/// One priority level's objective row.
struct PriorityLevel {
  /// The level (a layout priority, say); higher levels come first.
  let level: Double
  /// The objective coefficient of each symbol (missing entries are zero).
  var coefficients: [Double] = []
  /// The level's constant (its weighted error at the current basis).
  var constant = 0.0

  @inline(__always)
  func coefficient(_ symbol: Int32) -> Double {
    let index = Int(symbol)
    return index < coefficients.count ? coefficients[index] : 0
  }
}

extension Solver {
  /// A level coefficient at or under this magnitude counts as zero when levels are compared
  /// (level weights are of order one, so this is round-off).
  static let levelTolerance = 1e-9

  /// The index in ``levels`` of `level`, made (in descending order) if new.
  func levelIndex(_ level: Double) -> Int {
    var index = 0
    while index < levels.count && levels[index].level > level { index += 1 }
    if index < levels.count && levels[index].level == level { return index }
    levels.insert(PriorityLevel(level: level), at: index)
    return index
  }

  /// Adds `delta` to `symbol`'s coefficient on the level at `index`, treating cancellation as
  /// zero, and lists the symbol as an entering candidate when its reduced cost may be negative.
  func addToLevel(_ index: Int, _ symbol: Int32, _ delta: Double) {
    let position = Int(symbol)
    if position >= levels[index].coefficients.count {
      levels[index].coefficients.append(
        contentsOf: repeatElement(
          0, count: Swift.max(kinds.count, position + 1) - levels[index].coefficients.count))
    }
    let old = levels[index].coefficients[position]
    let sum = old + delta
    // What counts as zero is stored as zero: a residue under the tolerance, scaled up by a
    // later pivot, would cross it and give the same symbol a reduced cost of the other sign,
    // and the primal simplex would pivot back and forth forever.
    levels[index].coefficients[position] =
      Swift.abs(sum) <= Self.levelTolerance || Tolerance.objectiveCancels(sum, old, delta)
      ? 0 : sum
    if hasNegativeReducedCost(symbol) { enteringCandidates.push(symbol) }
  }

  /// Adds `factor · row` to the level at `index`.
  func addToLevel(_ index: Int, _ row: Row, times factor: Double) {
    levels[index].constant += factor * row.constant
    for cell in row.cells { addToLevel(index, cell.symbol, factor * cell.coefficient) }
  }

  /// Adds `factor` times `symbol` (or, when it is basic, its row) to the objective of `level`:
  /// the base objective for level 0 (kiwi's strengths).
  func addToObjective(_ symbol: Int32, times factor: Double, level: Double) {
    let slot = rowSlotOf[Int(symbol)]
    if level > 0 {
      let index = levelIndex(level)
      if slot >= 0 {
        addToLevel(index, rows[Int(slot)], times: factor)
      } else {
        addToLevel(index, symbol, factor)
      }
    } else if slot >= 0 {
      addToObjective(rows[Int(slot)], times: factor)
    } else {
      addToObjective(symbol, factor)
    }
  }

  /// The sign of `symbol`'s coefficient on the highest level where it is not zero (0 when it
  /// is zero on every priority level).
  @inline(__always)
  func levelSign(_ symbol: Int32) -> Int {
    for level in levels {
      let value = level.coefficient(symbol)
      if value > Self.levelTolerance { return 1 }
      if value < -Self.levelTolerance { return -1 }
    }
    return 0
  }

  /// Whether `symbol`'s reduced cost is negative: on its highest non-zero priority level, else
  /// in the base objective.
  @inline(__always)
  func hasNegativeReducedCost(_ symbol: Int32) -> Bool {
    if !levels.isEmpty {
      let sign = levelSign(symbol)
      if sign != 0 { return sign < 0 }
    }
    return objective[Int(symbol)] < 0
  }

  /// Whether `symbol`'s reduced cost is zero on every level and in the base objective.
  func hasZeroReducedCost(_ symbol: Int32) -> Bool {
    Swift.abs(objective[Int(symbol)]) < Tolerance.coefficient && levelSign(symbol) == 0
  }

  /// Replaces `symbol` by `definition` in every priority level's objective.
  func substituteInLevels(_ symbol: Int32, by definition: Row) {
    for index in levels.indices {
      let weight = levels[index].coefficient(symbol)
      guard weight != 0 else { continue }
      levels[index].coefficients[Int(symbol)] = 0
      addToLevel(index, definition, times: weight)
    }
  }

  /// Clears `symbol`'s coefficients on every priority level.
  func clearLevels(_ symbol: Int32) {
    for index in levels.indices where levels[index].coefficient(symbol) != 0 {
      levels[index].coefficients[Int(symbol)] = 0
    }
  }

  /// Compares the dual ratios `cost(a) / ca` and `cost(b) / cb` of two candidate entering
  /// symbols level by level, highest first, then in the base objective: -1, 0 or 1.
  func compareRatios(_ a: Int32, _ ca: Double, _ b: Int32, _ cb: Double) -> Int {
    for level in levels {
      let left = level.coefficient(a) / ca
      let right = level.coefficient(b) / cb
      if Swift.abs(left - right) > Self.levelTolerance { return left < right ? -1 : 1 }
    }
    let left = objective[Int(a)] / ca
    let right = objective[Int(b)] / cb
    return left < right ? -1 : (left > right ? 1 : 0)
  }

  /// Whether the dual ratio `cost(symbol) / coefficient` is zero or less on every level (a
  /// degenerate dual pivot).
  func ratioIsDegenerate(_ symbol: Int32, _ coefficient: Double) -> Bool {
    for level in levels {
      let ratio = level.coefficient(symbol) / coefficient
      if ratio > Self.levelTolerance { return false }
    }
    return objective[Int(symbol)] / coefficient <= 0
  }
}
