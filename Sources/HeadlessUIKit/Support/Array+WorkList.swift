extension Array {
  /// Empties the array, keeping its storage: element by element, which for the few entries of
  /// the layout passes' work lists costs less than `removeAll(keepingCapacity:)`.
  @inline(__always)
  mutating func removeAllKeepingStorage() {
    while popLast() != nil {}
  }

  /// Keeps the first `count` elements, keeping the storage (see ``removeAllKeepingStorage()``).
  @inline(__always)
  mutating func truncate(to count: Int) {
    while self.count > count { removeLast() }
  }
}
