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

/// Resolved constraints written into buffers, their items kept to make them later.
struct UnsafeResolvedConstraints: ResolvedConstraintSink {
  var buffers: UnsafeResolvedBuffers<ConstraintItems>

  mutating func append(_ key: ConstraintKey, constant: CGFloat, items: ConstraintItems) {
    buffers.append(key, constant: constant, element: items)
  }
}

/// Resolved constraints made at once (a first activation, which has nothing to compare with),
/// their keys and constants written into buffers next to them.
@MainActor
struct ConstraintMakingSink: @MainActor ResolvedConstraintSink {
  var buffers: UnsafeResolvedBuffers<SLLayoutConstraint>

  mutating func append(_ key: ConstraintKey, constant: CGFloat, items: ConstraintItems) {
    guard !buffers.isFull else { return }
    buffers.append(
      key, constant: constant,
      element: ResolvedConstraints.makeConstraint(key, constant: constant, items: items))
  }
}
