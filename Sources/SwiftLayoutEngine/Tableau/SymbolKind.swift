/// What a tableau symbol stands for.
///
/// Symbols are small integers (`Int32`) indexing the solver's per-symbol tables; ids of freed
/// symbols are reused last-in first-out, so identical operations give identical ids.
enum SymbolKind: UInt8 {
  /// An unused id, waiting in the free list.
  case free
  /// A user ``Variable``: unrestricted in sign.
  case external
  /// The slack of an inequality (or an artificial variable): restricted to be non-negative.
  case slack
  /// The error of an optional constraint: non-negative, weighted in the objective.
  case error
  /// The marker of a required equality: fixed at zero, never chosen to enter the basis.
  case dummy

  /// Whether the symbol must stay non-negative (slack and error symbols).
  var isRestricted: Bool { self == .slack || self == .error }
}

/// One `coefficient · symbol` entry of a sparse row.
struct Cell {
  /// The symbol id.
  var symbol: Int32
  /// Where the row's slot sits in the symbol's column (rows in the tableau only), so that
  /// leaving a column costs O(1) whatever its length.
  var position: Int32
  /// Its coefficient, never zero in a stored row.
  var coefficient: Double

  init(symbol: Int32, coefficient: Double, position: Int32 = -1) {
    self.symbol = symbol
    self.position = position
    self.coefficient = coefficient
  }
}

/// Numerical tolerances of the solver, chosen once and documented on ``Solver``.
enum Tolerance {
  /// Row coefficients whose magnitude falls below this are dropped (as kiwi's 1e-8).
  static let coefficient = 1e-8
  /// A sum that cancels to this fraction of its larger operand is round-off and becomes zero.
  static let cancellation = 1e-10
  /// Row constants below `-feasibility` make a restricted row infeasible.
  static let feasibility = 1e-8

  /// Whether `result = old + delta` is round-off from a cancellation (or simply negligible).
  @inline(__always)
  static func cancels(_ result: Double, _ old: Double, _ delta: Double) -> Bool {
    let magnitude = Swift.abs(result)
    return magnitude < coefficient
      || magnitude <= cancellation * Swift.max(Swift.abs(old), Swift.abs(delta))
  }

  /// Whether an objective coefficient `result = old + delta` is round-off (relative test only).
  @inline(__always)
  static func objectiveCancels(_ result: Double, _ old: Double, _ delta: Double) -> Bool {
    let magnitude = Swift.abs(result)
    return magnitude < 1e-14
      || magnitude <= cancellation * Swift.max(Swift.abs(old), Swift.abs(delta))
  }
}
