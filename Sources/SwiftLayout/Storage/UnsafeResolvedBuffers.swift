import Foundation

/// The keys and constants of resolved constraints and one more value per constraint, written
/// in place into buffers with room for `capacity` of them (more are dropped: the buffers are
/// sized for every declared template).
struct UnsafeResolvedBuffers<Element> {
  let keys: UnsafeMutablePointer<ConstraintKey>
  let constants: UnsafeMutablePointer<CGFloat>
  let elements: UnsafeMutablePointer<Element>
  let capacity: Int
  private(set) var count = 0

  /// Whether there is no room left.
  var isFull: Bool { count >= capacity }

  /// Appends one constraint's key, constant and value (dropped when full).
  @inline(__always)
  mutating func append(_ key: ConstraintKey, constant: CGFloat, element: consuming Element) {
    guard count < capacity else { return }
    (keys + count).initialize(to: key)
    (constants + count).initialize(to: constant)
    (elements + count).initialize(to: element)
    count += 1
  }

  /// Makes the three arrays, with room for `capacity` constraints, that `fill` writes through
  /// buffers; returns them holding what it wrote.
  static func arrays(
    capacity: Int, _ fill: (inout UnsafeResolvedBuffers<Element>) -> Void
  ) -> (keys: [ConstraintKey], constants: [CGFloat], elements: [Element]) {
    var written = 0
    var constants: [CGFloat] = []
    var elements: [Element] = []
    let keys = [ConstraintKey](unsafeUninitializedCapacity: capacity) { keys, keyCount in
      constants = [CGFloat](unsafeUninitializedCapacity: capacity) { constants, constantCount in
        elements = [Element](unsafeUninitializedCapacity: capacity) { elements, elementCount in
          if let keyBase = keys.baseAddress, let constantBase = constants.baseAddress,
            let elementBase = elements.baseAddress
          {
            var buffers = UnsafeResolvedBuffers(
              keys: keyBase, constants: constantBase, elements: elementBase, capacity: capacity)
            fill(&buffers)
            written = buffers.count
          }
          elementCount = written
        }
        constantCount = written
      }
      keyCount = written
    }
    return (keys, constants, elements)
  }
}

extension Array {
  /// The elements `make` returns for each of `indices`, in order, written in place: appending
  /// would check the array's uniqueness and capacity for each one.
  init(makingEachOf indices: Range<Int>, _ make: (Int) -> Element) {
    self.init(unsafeUninitializedCapacity: indices.count) { elements, count in
      guard let base = elements.baseAddress else { return }
      for index in indices {
        (base + count).initialize(to: make(index))
        count += 1
      }
    }
  }
}
