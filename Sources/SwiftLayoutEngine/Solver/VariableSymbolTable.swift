/// How a solver finds the symbols of the variables it holds without hashing.
///
/// A variable remembers the symbol of the first solver that holds it
/// (``Variable/symbolHint``); a variable held by several solvers at once is found by the others
/// through ``overflow``. A solver that lets a variable go clears the hint when the hint is its
/// own, so the next solver to hold the variable takes the fast path again.
struct VariableSymbolTable {
  /// The symbols of held variables whose hint belongs to another solver.
  var overflow: [ObjectIdentifier: Int32] = [:]
  /// How many variables the solver holds.
  var count = 0
}
