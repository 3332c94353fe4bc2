#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The tableau's column index: for each symbol, the row slots whose cells mention it.
///
/// Each column is a doubly linked list of entries in one pool, so that linking a row costs no
/// allocation (an array per symbol was the solver's most frequent allocation when a tableau is
/// built) and unlinking is O(1) without touching another row. A cell's `position` is the index
/// of its entry. Memory is managed by hand (no uniqueness checks or reference counting on the
/// hot paths); every index is one the solver made, never user input.
///
/// Slots of one column come out in the order they were linked, so that what the solver notes
/// while walking a column (changed variables, in order) does not depend on the index.
final class ColumnIndex {
  /// One column entry: a row slot and its neighbours in the column (-1 for none).
  struct Entry {
    var slot: Int32
    var previous: Int32
    var next: Int32
  }

  /// Per symbol: the first entry, -1 for an empty column.
  private var heads: UnsafeMutablePointer<Int32>
  /// Per symbol: the last entry, -1 for an empty column.
  private var tails: UnsafeMutablePointer<Int32>
  /// Per symbol: how many entries its column has.
  private var counts: UnsafeMutablePointer<Int32>
  private var symbolCapacity = 0
  /// How many symbols the index has columns for.
  private(set) var symbolCount = 0
  private var entries: UnsafeMutablePointer<Entry>
  private var entryCapacity = 0
  /// Entries ever used (the pool's high-water mark).
  private var entryCount = 0
  /// The first free entry (freed entries chain through `next`), -1 for none.
  private var freeEntry: Int32 = -1

  init() {
    heads = Self.emptyBuffer(of: Int32.self)
    tails = Self.emptyBuffer(of: Int32.self)
    counts = Self.emptyBuffer(of: Int32.self)
    entries = Self.emptyBuffer(of: Entry.self)
  }

  deinit {
    Self.release(heads)
    Self.release(tails)
    Self.release(counts)
    Self.release(entries)
  }

  /// Adds `count` empty columns (for new symbol ids).
  func addSymbols(_ count: Int) {
    let needed = symbolCount + count
    if needed > symbolCapacity {
      let capacity = Swift.max(needed, symbolCapacity * 2, 16)
      heads = Self.grow(heads, from: symbolCount, to: capacity)
      tails = Self.grow(tails, from: symbolCount, to: capacity)
      counts = Self.grow(counts, from: symbolCount, to: capacity)
      symbolCapacity = capacity
    }
    (heads + symbolCount).initialize(repeating: -1, count: count)
    (tails + symbolCount).initialize(repeating: -1, count: count)
    (counts + symbolCount).initialize(repeating: 0, count: count)
    symbolCount = needed
  }

  /// Drops every column and entry.
  func removeAll() {
    symbolCount = 0
    entryCount = 0
    freeEntry = -1
  }

  /// The number of rows that mention `symbol`.
  @inline(__always)
  func count(of symbol: Int32) -> Int { Int(counts[Int(symbol)]) }

  /// Whether no row mentions `symbol`.
  @inline(__always)
  func isEmpty(_ symbol: Int32) -> Bool { counts[Int(symbol)] == 0 }

  /// The slots of `symbol`'s column, as a sequence read while iterating.
  @inline(__always)
  subscript(symbol: Int32) -> Slots { Slots(index: self, first: heads[Int(symbol)]) }

  /// Lists `slot` in `symbol`'s column and returns the entry (the cell's position).
  @inline(__always)
  func link(_ symbol: Int32, slot: Int32) -> Int32 {
    let entry: Int32
    if freeEntry >= 0 {
      entry = freeEntry
      freeEntry = entries[Int(entry)].next
    } else {
      if entryCount == entryCapacity { growEntries() }
      entry = Int32(entryCount)
      entryCount += 1
    }
    let tail = tails[Int(symbol)]
    entries[Int(entry)] = Entry(slot: slot, previous: tail, next: -1)
    if tail >= 0 {
      entries[Int(tail)].next = entry
    } else {
      heads[Int(symbol)] = entry
    }
    tails[Int(symbol)] = entry
    counts[Int(symbol)] += 1
    return entry
  }

  /// Takes `entry` out of `symbol`'s column.
  @inline(__always)
  func unlink(_ symbol: Int32, at entry: Int32) {
    let previous = entries[Int(entry)].previous
    let next = entries[Int(entry)].next
    if previous >= 0 {
      entries[Int(previous)].next = next
    } else {
      heads[Int(symbol)] = next
    }
    if next >= 0 {
      entries[Int(next)].previous = previous
    } else {
      tails[Int(symbol)] = previous
    }
    counts[Int(symbol)] -= 1
    entries[Int(entry)].next = freeEntry
    freeEntry = entry
  }

  /// Empties `symbol`'s column, appending its slots to `slots`.
  func removeColumn(of symbol: Int32, into slots: inout [Int32]) {
    var entry = heads[Int(symbol)]
    while entry >= 0 {
      let next = entries[Int(entry)].next
      slots.append(entries[Int(entry)].slot)
      entries[Int(entry)].next = freeEntry
      freeEntry = entry
      entry = next
    }
    heads[Int(symbol)] = -1
    tails[Int(symbol)] = -1
    counts[Int(symbol)] = 0
  }

  /// Whether `entry` is an entry of the pool holding `slot` (invariant checks; that it is in
  /// the right column is checked from the column's side, with ``entries(of:)``).
  func holds(slot: Int32, at entry: Int32) -> Bool {
    entry >= 0 && Int(entry) < entryCount && entries[Int(entry)].slot == slot
  }

  /// The entries of `symbol`'s column with their slots, checking the links on the way
  /// (invariant checks): nil when a link, the tail or the count disagrees.
  func entries(of symbol: Int32) -> [(entry: Int32, slot: Int32)]? {
    var result: [(entry: Int32, slot: Int32)] = []
    var previous: Int32 = -1
    var entry = heads[Int(symbol)]
    while entry >= 0 {
      guard Int(entry) < entryCount, entries[Int(entry)].previous == previous,
        result.count <= Int(counts[Int(symbol)])
      else { return nil }
      result.append((entry, entries[Int(entry)].slot))
      previous = entry
      entry = entries[Int(entry)].next
    }
    guard tails[Int(symbol)] == previous, result.count == Int(counts[Int(symbol)]) else {
      return nil
    }
    return result
  }

  private func growEntries() {
    // Four times larger: a block too small for the C library to remap is copied when it
    // grows, and a tableau being built links entries by the hundred thousand.
    let capacity = Swift.max(256, entryCapacity * 4)
    entries = Self.grow(entries, from: entryCount, to: capacity)
    entryCapacity = capacity
  }

  /// A buffer of `capacity` elements that holds the first `count` elements of `buffer`.
  ///
  /// `buffer` is given up. Only for trivial element types. Where the C library is at hand this
  /// is `realloc`, which extends a large block in place or remaps it instead of copying; when
  /// `realloc` fails, a new block from the standard allocator (which stops the program when
  /// memory is exhausted, as every Swift allocation does).
  private static func grow<Element>(
    _ buffer: UnsafeMutablePointer<Element>, from count: Int, to capacity: Int
  ) -> UnsafeMutablePointer<Element> {
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
    if let grown = realloc(buffer, capacity * MemoryLayout<Element>.stride) {
      return grown.assumingMemoryBound(to: Element.self)
    }
    #endif
    let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
    grown.moveInitialize(from: buffer, count: count)
    release(buffer)
    return grown
  }

  /// An empty buffer, allocated as ``grow(_:from:to:)`` and ``release(_:)`` expect.
  private static func emptyBuffer<Element>(of _: Element.Type) -> UnsafeMutablePointer<Element> {
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
    if let buffer = malloc(MemoryLayout<Element>.stride) {
      return buffer.assumingMemoryBound(to: Element.self)
    }
    #endif
    return UnsafeMutablePointer<Element>.allocate(capacity: 1)
  }

  private static func release<Element>(_ buffer: UnsafeMutablePointer<Element>) {
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
    free(buffer)
    #else
    buffer.deallocate()
    #endif
  }

  /// The slots of one column, in the order they were linked.
  ///
  /// The sequence reads the index as it goes: the loop body may link and unlink entries of
  /// other columns, but not take the current entry out of this one.
  struct Slots: Sequence, IteratorProtocol {
    unowned(unsafe) let index: ColumnIndex
    var entry: Int32

    init(index: ColumnIndex, first: Int32) {
      self.index = index
      self.entry = first
    }

    @inline(__always)
    mutating func next() -> Int32? {
      guard entry >= 0 else { return nil }
      let slot = index.entries[Int(entry)].slot
      entry = index.entries[Int(entry)].next
      return slot
    }
  }
}
