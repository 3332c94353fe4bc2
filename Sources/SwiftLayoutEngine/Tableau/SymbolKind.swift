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
