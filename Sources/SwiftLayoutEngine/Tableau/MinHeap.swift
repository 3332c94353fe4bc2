/// A binary min-heap of symbol ids, used for Bland's lowest-index choices.
///
/// Entries are validated lazily by the caller: a symbol may be pushed again or become stale.
struct MinHeap {
  private(set) var storage: [Int32] = []

  var isEmpty: Bool { storage.isEmpty }
  var count: Int { storage.count }
  var minimum: Int32? { storage.first }

  mutating func removeAll() { storage.removeAll(keepingCapacity: true) }

  /// Puts back entries saved from `storage`, in the same order.
  mutating func restore(_ saved: [Int32]) {
    storage.removeAll(keepingCapacity: true)
    storage.append(contentsOf: saved)
  }

  /// Keeps only the entries that satisfy `isValid`, dropping duplicates (a sorted array is a
  /// valid heap).
  mutating func compact(keeping isValid: (Int32) -> Bool) {
    let before = storage.count
    storage.removeAll { !isValid($0) }
    guard storage.count != before else { return }
    storage.sort()
    var last: Int32 = -1
    storage.removeAll { value in
      defer { last = value }
      return value == last
    }
  }

  mutating func push(_ value: Int32) {
    storage.append(value)
    var child = storage.count - 1
    while child > 0 {
      let parent = (child - 1) >> 1
      if storage[parent] <= storage[child] { break }
      storage.swapAt(parent, child)
      child = parent
    }
  }

  @discardableResult
  mutating func popMinimum() -> Int32? {
    guard let top = storage.first else { return nil }
    let last = storage.removeLast()
    if !storage.isEmpty {
      storage[0] = last
      var parent = 0
      while true {
        let left = 2 * parent + 1
        if left >= storage.count { break }
        var child = left
        if left + 1 < storage.count && storage[left + 1] < storage[left] { child = left + 1 }
        if storage[parent] <= storage[child] { break }
        storage.swapAt(parent, child)
        parent = child
      }
    }
    return top
  }
}
