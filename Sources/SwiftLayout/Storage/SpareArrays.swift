/// The emptied storage of large arrays of plain values no longer needed (at most two), kept for
/// the next array of the kind: a new large buffer each time costs more than its size suggests
/// (its pages are faulted in afresh).
///
/// Serves the arena's records and the collector's templates, whose elements hold no reference
/// counts, so that emptying an array costs nothing.
struct SpareArrays<Element> {
  private var arrays: [[Element]] = []

  /// Keeps the storage of `array` when it is large, in place of the smallest kept one if two
  /// are kept already.
  @inline(__always)
  mutating func keep(_ array: consuming [Element]) {
    guard array.capacity >= 1024 else { return }
    array.removeAll(keepingCapacity: true)
    if arrays.count < 2 {
      arrays.append(array)
    } else if let smallest = arrays.indices.min(by: {
      arrays[$0].capacity < arrays[$1].capacity
    }), arrays[smallest].capacity < array.capacity {
      arrays[smallest] = array
    }
  }

  /// Empty kept storage with room for `capacity` elements, if there is some.
  @inline(__always)
  mutating func take(capacity: Int) -> [Element]? {
    guard let index = arrays.firstIndex(where: { $0.capacity >= capacity }) else { return nil }
    return arrays.remove(at: index)
  }
}
