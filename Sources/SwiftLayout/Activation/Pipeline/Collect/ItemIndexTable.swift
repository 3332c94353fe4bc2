/// The node index of each item a ``LayoutCollector`` holds, keyed by the item's identity.
///
/// An open-addressing table with a multiplicative hash of the object's address: collecting a
/// layout looks up and inserts every item, and `Dictionary`'s seeded SipHash made that a good
/// part of an update's cost. The table is never iterated, so nothing depends on its order.
struct ItemIndexTable {
  /// Object addresses, `0` for an empty slot; parallel to `values`.
  private var keys: [UInt64] = []
  private var values: [Int] = []
  /// `64 - log2(keys.count)`: the shift that turns the hash into a slot.
  private var shift = 64
  private(set) var count = 0

  init() {}

  /// Makes room for `count` items without growing again.
  mutating func reserveCapacity(_ count: Int) {
    if keys.count < 2 * count { rehash(capacity: 2 * count) }
  }

  /// The index recorded for `id`, or `nil`.
  subscript(id: ObjectIdentifier) -> Int? {
    get {
      guard count > 0 else { return nil }
      let (slot, found) = probe(Self.key(id))
      return found ? values[slot] : nil
    }
    set {
      // Items are only ever added (a collector never forgets one).
      guard let newValue else { return }
      insert(Self.key(id), newValue)
    }
  }

  /// The index recorded for `id`; when there is none, records `value` for it and returns `nil`
  /// (one probe where a lookup then an insertion would make two).
  mutating func indexOrInsert(_ id: ObjectIdentifier, _ value: Int) -> Int? {
    if 2 * (count + 1) > keys.count { rehash(capacity: Swift.max(16, 2 * (count + 1))) }
    let key = Self.key(id)
    let (slot, found) = probe(key)
    if found { return values[slot] }
    keys[slot] = key
    values[slot] = value
    count += 1
    return nil
  }

  /// The object's address, never `0`.
  private static func key(_ id: ObjectIdentifier) -> UInt64 {
    UInt64(UInt(bitPattern: id))
  }

  private func slot(of key: UInt64) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
  }

  /// The slot holding `key`, or the empty slot where it would go (linear probing; the table is
  /// never more than half full, so an empty slot exists).
  @inline(__always)
  private func probe(_ key: UInt64) -> (slot: Int, found: Bool) {
    let mask = keys.count - 1
    var slot = self.slot(of: key)
    while keys[slot] != 0 {
      if keys[slot] == key { return (slot, true) }
      slot = (slot + 1) & mask
    }
    return (slot, false)
  }

  private mutating func insert(_ key: UInt64, _ value: Int) {
    if 2 * (count + 1) > keys.count { rehash(capacity: Swift.max(16, 2 * (count + 1))) }
    let (slot, found) = probe(key)
    values[slot] = value
    if !found {
      keys[slot] = key
      count += 1
    }
  }

  private mutating func rehash(capacity: Int) {
    var size = 16
    var bits = 4
    while size < capacity {
      size *= 2
      bits += 1
    }
    let oldKeys = keys
    let oldValues = values
    keys = [UInt64](repeating: 0, count: size)
    values = [Int](repeating: 0, count: size)
    shift = 64 - bits
    count = 0
    for slot in oldKeys.indices where oldKeys[slot] != 0 {
      insert(oldKeys[slot], oldValues[slot])
    }
  }
}
