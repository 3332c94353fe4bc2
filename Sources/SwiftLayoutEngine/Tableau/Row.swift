/// A tableau row `basic = constant + Σ coefficient·symbol`, cells sorted by symbol id.
///
/// Rows are values with one contiguous cell array; the solver edits them in place and keeps its
/// column index in step (see ``Solver``).
struct Row {
  /// The basic symbol the row defines, or -1 for a row not (yet) in the tableau.
  var basic: Int32
  /// The row's constant: the basic symbol's value.
  var constant: Double
  /// The non-zero cells, sorted by ascending symbol id.
  var cells: [Cell]

  init(basic: Int32 = -1, constant: Double, cells: [Cell] = []) {
    self.basic = basic
    self.constant = constant
    self.cells = cells
  }

  /// The index of `symbol` in `cells`, or where it would be inserted.
  @inline(__always)
  func position(of symbol: Int32) -> (index: Int, found: Bool) {
    var low = 0
    var high = cells.count
    while low < high {
      let middle = (low + high) >> 1
      let current = cells[middle].symbol
      if current == symbol { return (middle, true) }
      if current < symbol { low = middle + 1 } else { high = middle }
    }
    return (low, false)
  }

  /// The coefficient of `symbol`, 0 when absent.
  @inline(__always)
  func coefficient(of symbol: Int32) -> Double {
    let (index, found) = position(of: symbol)
    return found ? cells[index].coefficient : 0
  }

  /// Adds `coefficient · symbol`, dropping the cell when it cancels.
  mutating func add(_ symbol: Int32, _ coefficient: Double) {
    let (index, found) = position(of: symbol)
    if found {
      let old = cells[index].coefficient
      let sum = old + coefficient
      if Tolerance.cancels(sum, old, coefficient) {
        cells.remove(at: index)
      } else {
        cells[index].coefficient = sum
      }
    } else if Swift.abs(coefficient) >= Tolerance.coefficient {
      if index == cells.count {
        cells.append(Cell(symbol: symbol, coefficient: coefficient))
      } else {
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
      }
    }
  }

  /// Adds `factor · other` (constant and cells) by merging the sorted cells; for rows outside
  /// the tableau only (column positions are not kept).
  mutating func add(_ other: Row, times factor: Double) {
    constant += factor * other.constant
    if other.cells.count <= 2 {
      for cell in other.cells { add(cell.symbol, factor * cell.coefficient) }
      return
    }
    // Two spare cells: a new constraint's row gains its slack, error or dummy symbols next.
    let capacity = cells.count + other.cells.count + 2
    let merged = cells.withUnsafeBufferPointer { mine in
      other.cells.withUnsafeBufferPointer { theirs in
        [Cell](unsafeUninitializedCapacity: capacity) { out, count in
          var i = 0
          var j = 0
          var k = 0
          func emit(_ cell: Cell) {
            out.initializeElement(at: k, to: cell)
            k += 1
          }
          while i < mine.count || j < theirs.count {
            if j == theirs.count || (i < mine.count && mine[i].symbol < theirs[j].symbol) {
              emit(mine[i])
              i += 1
            } else if i == mine.count || theirs[j].symbol < mine[i].symbol {
              let value = factor * theirs[j].coefficient
              if Swift.abs(value) >= Tolerance.coefficient {
                emit(Cell(symbol: theirs[j].symbol, coefficient: value))
              }
              j += 1
            } else {
              let delta = factor * theirs[j].coefficient
              let sum = mine[i].coefficient + delta
              if !Tolerance.cancels(sum, mine[i].coefficient, delta) {
                emit(Cell(symbol: mine[i].symbol, coefficient: sum))
              }
              i += 1
              j += 1
            }
          }
          count = k
        }
      }
    }
    cells = merged
  }

  /// Removes `symbol`'s cell and returns its coefficient (0 when absent).
  @discardableResult
  mutating func remove(_ symbol: Int32) -> Double {
    let (index, found) = position(of: symbol)
    guard found else { return 0 }
    return cells.remove(at: index).coefficient
  }

  /// Multiplies the constant and every coefficient by `factor`.
  mutating func scale(by factor: Double) {
    constant *= factor
    for index in cells.indices { cells[index].coefficient *= factor }
  }

  /// Rewrites `0 = constant + … + a·symbol + …` as `symbol = −constant/a − …`.
  ///
  /// The symbol's cell is removed; the caller sets ``basic``.
  mutating func solve(for symbol: Int32) {
    let coefficient = remove(symbol)
    scale(by: -1 / coefficient)
  }

  /// Whether every cell is a dummy symbol (or the row has none).
  func allDummies(_ kinds: [SymbolKind]) -> Bool {
    for cell in cells where kinds[Int(cell.symbol)] != .dummy { return false }
    return true
  }
}
