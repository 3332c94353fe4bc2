import Foundation

/// Where resolved constraints are written, in declaration order.
protocol ResolvedConstraintSink {
  /// Appends one resolved constraint.
  mutating func append(_ key: ConstraintKey, constant: CGFloat, items: ConstraintItems)
}

extension ResolvedConstraints: ResolvedConstraintSink {
  mutating func append(_ key: ConstraintKey, constant: CGFloat, items: ConstraintItems) {
    keys.append(key)
    constants.append(constant)
    self.items.append(items)
  }
}

/// Resolved constraints written into storage with room for `capacity` of them (more are
/// dropped: the storage is sized for every declared template).
struct UnsafeResolvedConstraints: ResolvedConstraintSink {
  let keys: UnsafeMutablePointer<ConstraintKey>
  let constants: UnsafeMutablePointer<CGFloat>
  let items: UnsafeMutablePointer<ConstraintItems>
  let capacity: Int
  private(set) var count = 0

  init(
    keys: UnsafeMutablePointer<ConstraintKey>, constants: UnsafeMutablePointer<CGFloat>,
    items: UnsafeMutablePointer<ConstraintItems>, capacity: Int
  ) {
    self.keys = keys
    self.constants = constants
    self.items = items
    self.capacity = capacity
  }

  mutating func append(_ key: ConstraintKey, constant: CGFloat, items: ConstraintItems) {
    guard count < capacity else { return }
    (keys + count).initialize(to: key)
    (constants + count).initialize(to: constant)
    (self.items + count).initialize(to: items)
    count += 1
  }
}

/// Writes each resolved constraint's key and constant and makes the constraint at once (a first
/// activation, which has nothing to compare with), into buffers of `capacity` elements.
@MainActor
struct ConstraintMakingSink: @MainActor ResolvedConstraintSink {
  let keys: UnsafeMutablePointer<ConstraintKey>
  let constants: UnsafeMutablePointer<CGFloat>
  let objects: UnsafeMutablePointer<SLLayoutConstraint>
  let capacity: Int
  private(set) var count = 0

  init(
    keys: UnsafeMutablePointer<ConstraintKey>, constants: UnsafeMutablePointer<CGFloat>,
    objects: UnsafeMutablePointer<SLLayoutConstraint>, capacity: Int
  ) {
    self.keys = keys
    self.constants = constants
    self.objects = objects
    self.capacity = capacity
  }

  mutating func append(_ key: ConstraintKey, constant: CGFloat, items: ConstraintItems) {
    guard count < capacity else { return }
    (objects + count).initialize(
      to: ResolvedConstraints.makeConstraint(key, constant: constant, items: items))
    (keys + count).initialize(to: key)
    (constants + count).initialize(to: constant)
    count += 1
  }
}
