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
