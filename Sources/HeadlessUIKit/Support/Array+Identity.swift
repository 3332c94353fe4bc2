extension Array where Element: AnyObject {
  /// The index of the first element that is `object`, found without a closure.
  ///
  /// A closure written on the main actor and passed to `firstIndex(where:)` checks the current
  /// executor at run time each time it is called (Swift 6's dynamic isolation checks), which
  /// costs more than the comparison; the layout paths search by identity with these instead.
  @inline(__always)
  func firstIndex(ofIdentical object: Element) -> Int? {
    var index = 0
    while index < count {
      if self[index] === object { return index }
      index += 1
    }
    return nil
  }

  /// The index of the last element that is `object`, found without a closure (see
  /// ``firstIndex(ofIdentical:)``).
  @inline(__always)
  func lastIndex(ofIdentical object: Element) -> Int? {
    var index = count - 1
    while index >= 0 {
      if self[index] === object { return index }
      index -= 1
    }
    return nil
  }

  /// Whether an element is `object` (see ``firstIndex(ofIdentical:)``).
  @inline(__always)
  func containsIdentical(_ object: Element) -> Bool {
    firstIndex(ofIdentical: object) != nil
  }
}
