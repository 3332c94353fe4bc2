/// What a row substitution (``Solver/substitute(_:by:constant:inRow:rows:columns:scratch:recording:)``)
/// reports of the changes it makes: nothing outside phase one, where nearly all substitutions
/// run; while phase one runs, every change, so that a refused add can undo it
/// (`Solver+Rollback.swift`).
///
/// One routine serves both: specialised for ``UnrecordedSubstitution``, whose methods do nothing
/// and whose ``beginRow(at:of:removing:inPlace:)`` answers `false`, it compiles to the
/// substitution alone.
protocol SubstitutionRecorder {
  /// Called before the row at `slot` of `rows` loses its cell at `index` (the substituted
  /// symbol's) and is then edited in place (`inPlace`) or rewritten by a merge. Returns whether the row's
  /// in-place edits are to be reported one by one (``removedCell(_:at:inRow:)``,
  /// ``changedCell(_:at:inRow:)``, ``insertedCell(at:inRow:)``).
  mutating func beginRow(
    at slot: Int32, of rows: UnsafeMutableBufferPointer<Row>, removing index: Int, inPlace: Bool
  ) -> Bool
  /// The cell `old` at `index` of the row at `slot` was removed (in place).
  mutating func removedCell(_ old: Cell, at index: Int, inRow slot: Int32)
  /// The cell at `index` of the row at `slot`, `old` until now, was changed (in place).
  mutating func changedCell(_ old: Cell, at index: Int, inRow slot: Int32)
  /// A cell was inserted at `index` of the row at `slot` (in place).
  mutating func insertedCell(at index: Int, inRow slot: Int32)
  /// A row slot was appended to `symbol`'s column.
  mutating func linked(_ symbol: Int32)
  /// The entry at `position` of `symbol`'s column (the row slot `slot`) was removed.
  mutating func unlinked(_ symbol: Int32, position: Int32, slot: Int32)
}

/// The recorder of substitutions outside phase one: it reports nothing.
struct UnrecordedSubstitution: SubstitutionRecorder {
  @inline(__always)
  func beginRow(
    at slot: Int32, of rows: UnsafeMutableBufferPointer<Row>, removing index: Int, inPlace: Bool
  ) -> Bool { false }
  @inline(__always)
  func removedCell(_ old: Cell, at index: Int, inRow slot: Int32) {}
  @inline(__always)
  func changedCell(_ old: Cell, at index: Int, inRow slot: Int32) {}
  @inline(__always)
  func insertedCell(at index: Int, inRow slot: Int32) {}
  @inline(__always)
  func linked(_ symbol: Int32) {}
  @inline(__always)
  func unlinked(_ symbol: Int32, position: Int32, slot: Int32) {}
}
