// The engine group: the W workloads of Documentation/Benchmarks.md on SwiftLayoutEngine.

import Foundation
@_spi(Testing) import SwiftLayoutEngine

/// Runs W1, W1e, W2, W3 and W4 and prints one line per workload and size.
enum EngineBenchmarks {
  /// `--once`: one run, no warm-up (for profilers that count instructions).
  nonisolated(unsafe) static var once = false

  static func run(arguments: [String]) -> Int32 {
    if Solver._checksInvariants {
      print("swiftlayout-bench: refusing to report: invariant checking is compiled in")
      print("(SWIFTLAYOUT_CHECK_INVARIANTS; run with `swift run -c release swiftlayout-bench`)")
      return 1
    }
    var only: Set<String> = []
    var sizes: [Int] = []
    for argument in arguments {
      if argument == "--once" {
        once = true
      } else if let size = Int(argument) {
        sizes.append(size)
      } else {
        only.insert(argument)
      }
    }
    func wanted(_ name: String, _ defaults: [Int]) -> [Int]? {
      guard only.isEmpty || only.contains(name) else { return nil }
      return sizes.isEmpty ? defaults : sizes
    }
    do {
      for n in wanted("W1", [100, 1000, 10000]) ?? [] {
        try report("W1", n, perOp: constraintCount(n)) { try w1(n) }
      }
      for n in wanted("W1e", [100, 400, 1000]) ?? [] {
        try report("W1e", n, perOp: constraintCount(n)) { try w1e(n) }
      }
      for n in wanted("W2", [100, 1000]) ?? [] { try report("W2", n, perOp: 100) { try w2(n) } }
      for n in wanted("W3", [100, 1000]) ?? [] {
        try report("W3", n, perOp: w3OperationCount(n)) { try w3(n) }
      }
      for n in wanted("W4", [100, 1000]) ?? [] { try report("W4", n, perOp: 100) { try w4(n) } }
    } catch {
      print("swiftlayout-bench: \(error)")
      return 1
    }
    return 0
  }

  /// One measurement: the timed seconds, a checksum, pivots, and optional named extra times.
  struct Sample {
    var seconds: Double
    var checksum: Double
    var pivots: Int
    var extra: [(String, Double)] = []
  }

  /// Times `body` after a warm-up (skipped when one run takes over 2 s) and prints the median.
  static func report(
    _ name: String, _ n: Int, perOp: Int, _ body: () throws -> Sample
  ) throws {
    var samples = [try body()]
    let first = once ? 100 : samples[0].seconds
    if first <= 2 {
      let repetitions = Swift.max(3, Swift.min(15, Int(1.5 / Swift.max(first, 1e-4))))
      samples = []
      for _ in 0..<repetitions { samples.append(try body()) }
    }
    samples.sort { $0.seconds < $1.seconds }
    let median = samples[samples.count / 2]
    var line = String(format: "%@ %d %.6f %.4f", name, n, median.seconds, median.checksum)
    line += String(
      format: " per-op-us=%.3f reps=%d pivots=%d", median.seconds / Double(perOp) * 1e6,
      samples.count, median.pivots)
    for (label, value) in median.extra { line += String(format: " %@=%.6f", label, value) }
    print(line)
    fflush(nil)
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
  }

  // MARK: The grid

  final class Grid {
    let rl = Variable("rl"), rt = Variable("rt"), rw = Variable("rw"), rh = Variable("rh")
    let left: [Variable], top: [Variable], width: [Variable], height: [Variable]
    let rootWidth: Constraint, rootHeight: Constraint
    var views: [[Constraint]] = []

    init(_ n: Int) {
      left = (0..<n).map { Variable("l\($0)") }
      top = (0..<n).map { Variable("t\($0)") }
      width = (0..<n).map { Variable("w\($0)") }
      height = (0..<n).map { Variable("h\($0)") }
      rootWidth = rw == 800
      rootHeight = rh == 600
    }

    func view(_ i: Int) -> [Constraint] {
      let row = Double(i / 10)
      let column = i % 10
      var result = [width[i] >= 20, height[i] >= 20]
      result.append(column == 0 ? left[i] == rl + 8 : left[i] == left[i - 1] + width[i - 1] + 8)
      result.append(top[i] == rt + 8 + 60 * row)
      result.append((width[i] == 100) | .weak)
      if column > 0 { result.append((width[i] == width[i - 1]) | .strong) }
      if column == 9 { result.append(left[i] + width[i] + 8 <= rl + rw) }
      result.append((height[i] == 0.5 * width[i]) | .medium)
      result.append(height[i] <= 0.1 * rh)
      return result
    }

    var checksum: Double {
      var sum = 0.0
      for i in left.indices {
        sum += left[i].value + top[i].value + width[i].value + height[i].value
      }
      return sum
    }
  }

  static func constraintCount(_ n: Int) -> Int {
    var count = 4
    for i in 0..<n { count += 7 + (i % 10 > 0 ? 1 : 0) + (i % 10 == 9 ? 1 : 0) }
    return count
  }

  static func buildW1(_ n: Int, into solver: Solver) throws -> Grid {
    let grid = Grid(n)
    for c in [grid.rl == 0, grid.rt == 0, grid.rootWidth, grid.rootHeight] {
      try solver.addConstraint(c)
    }
    for i in 0..<n {
      let constraints = grid.view(i)
      grid.views.append(constraints)
      for c in constraints { try solver.addConstraint(c) }
    }
    return grid
  }

  static func w1(_ n: Int) throws -> Sample {
    let clock = ContinuousClock()
    let solver = Solver()
    let start = clock.now
    let grid = try buildW1(n, into: solver)
    solver.updateVariables()
    let elapsed = seconds(clock.now - start)
    return Sample(
      seconds: elapsed, checksum: grid.checksum, pivots: solver._pivotCount,
      extra: [("rows", Double(solver._rowCount)), ("cells", Double(solver._cellCount))])
  }

  static func w1e(_ n: Int) throws -> Sample {
    let clock = ContinuousClock()
    let solver = Solver()
    let start = clock.now
    let grid = Grid(n)
    try solver.addEditVariable(grid.rw, strength: .strong)
    try solver.addEditVariable(grid.rh, strength: .strong)
    try solver.suggestValue(800, for: grid.rw)
    try solver.suggestValue(600, for: grid.rh)
    try solver.addConstraint(grid.rl == 0)
    try solver.addConstraint(grid.rt == 0)
    for i in 0..<n { for c in grid.view(i) { try solver.addConstraint(c) } }
    solver.updateVariables()
    let elapsed = seconds(clock.now - start)
    return Sample(
      seconds: elapsed, checksum: grid.checksum, pivots: solver._pivotCount,
      extra: [
        ("rows", Double(solver._rowCount)), ("cells", Double(solver._cellCount)),
        ("substitutions", Double(solver._substitutionCount)),
        ("substitutedCells", Double(solver._substitutionCells)),
      ])
  }

  static func w2(_ n: Int) throws -> Sample {
    let solver = Solver()
    let grid = try buildW1(n, into: solver)
    // Edits first, then the required sizes go: the layout never leaves 800 × 600 (removing
    // first would re-solve every view twice, which costs O(N²) pivots' worth of substitutions).
    try solver.addEditVariable(grid.rw, strength: .strong)
    try solver.addEditVariable(grid.rh, strength: .strong)
    try solver.suggestValue(800, for: grid.rw)
    try solver.suggestValue(600, for: grid.rh)
    try solver.removeConstraint(grid.rootWidth)
    try solver.removeConstraint(grid.rootHeight)
    solver.updateVariables()
    let pivots = solver._pivotCount
    let clock = ContinuousClock()
    let start = clock.now
    for k in 0..<100 {
      try solver.suggestValue(320 + Double((k * 37) % 100) * 9.6, for: grid.rw)
      try solver.suggestValue(480 + Double((k * 53) % 100) * 8.0, for: grid.rh)
      solver.updateVariables()
    }
    let elapsed = seconds(clock.now - start)
    return Sample(seconds: elapsed, checksum: grid.checksum, pivots: solver._pivotCount - pivots)
  }

  static func w3Rows(_ n: Int) -> Range<Int> {
    let rowCount = n / 10
    let r0 = Int(0.45 * Double(rowCount))
    let r1 = r0 + Swift.max(1, rowCount / 10)
    return r0..<r1
  }

  static func w3OperationCount(_ n: Int) -> Int {
    var count = 0
    for r in w3Rows(n) {
      for i in (r * 10)..<(r * 10 + 10) {
        count += 7 + (i % 10 > 0 ? 1 : 0) + (i % 10 == 9 ? 1 : 0)
      }
    }
    return count * 2 * 10
  }

  static func w3(_ n: Int) throws -> Sample {
    let solver = Solver()
    let grid = try buildW1(n, into: solver)
    solver.updateVariables()
    var solverChurn: [Constraint] = []
    for r in w3Rows(n) { for i in (r * 10)..<(r * 10 + 10) { solverChurn += grid.views[i] } }
    let pivots = solver._pivotCount
    let clock = ContinuousClock()
    let start = clock.now
    for _ in 0..<10 {
      for c in solverChurn { try solver.removeConstraint(c) }
      solver.updateVariables()
      for c in solverChurn { try solver.addConstraint(c) }
      solver.updateVariables()
    }
    let elapsed = seconds(clock.now - start)
    return Sample(seconds: elapsed, checksum: grid.checksum, pivots: solver._pivotCount - pivots)
  }

  static func w4(_ depth: Int) throws -> Sample {
    let clock = ContinuousClock()
    let solver = Solver()
    let l = (0..<depth).map { Variable("l\($0)") }
    let t = (0..<depth).map { Variable("t\($0)") }
    let w = (0..<depth).map { Variable("w\($0)") }
    let h = (0..<depth).map { Variable("h\($0)") }
    let start = clock.now
    try solver.addEditVariable(w[0], strength: .strong)
    try solver.addEditVariable(h[0], strength: .strong)
    try solver.suggestValue(2400, for: w[0])
    try solver.suggestValue(2400, for: h[0])
    try solver.addConstraint(l[0] == 0)
    try solver.addConstraint(t[0] == 0)
    for k in 1..<depth {
      try solver.addConstraint(l[k] == l[k - 1] + 1)
      try solver.addConstraint(t[k] == t[k - 1] + 1)
      try solver.addConstraint(w[k] == w[k - 1] - 2)
      try solver.addConstraint(h[k] == h[k - 1] - 2)
      try solver.addConstraint(w[k] >= 0)
      try solver.addConstraint(h[k] >= 0)
    }
    solver.updateVariables()
    let built = clock.now
    for k in 0..<100 {
      try solver.suggestValue(2000 + Double((k * 37) % 100) * 10, for: w[0])
      try solver.suggestValue(2000 + Double((k * 53) % 100) * 10, for: h[0])
      solver.updateVariables()
    }
    let end = clock.now
    var checksum = 0.0
    for k in 0..<depth { checksum += l[k].value + t[k].value + w[k].value + h[k].value }
    return Sample(
      seconds: seconds(end - start), checksum: checksum, pivots: solver._pivotCount,
      extra: [("build", seconds(built - start)), ("edits", seconds(end - built))])
  }
}
