#if canImport(Synchronization) && !canImport(Darwin)
import Synchronization
#endif

/// The slot a solver gave a shared object (a ``Variable``'s symbol, a ``Constraint``'s record),
/// so that it finds the object's entry without hashing.
///
/// Variables and constraints are `Sendable`: two solvers on two threads may hold the same one.
/// The hint belongs to the first solver that claims it, with an atomic compare-and-exchange,
/// and only that solver clears it; every other solver keeps the object in a dictionary of its
/// own. A solver trusts a hint only after checking its own table at that slot, so a hint is
/// never more than a shortcut: losing a race costs a dictionary lookup, never a second entry
/// for one object (which let two solvers sharing variables accept conflicting constraints).
///
/// Where the atomics of the Synchronization module are not available at the deployment target
/// (Apple platforms before 2024's releases), there is no hint and every lookup hashes.
struct LookupHint: ~Copyable {
  #if canImport(Synchronization) && !canImport(Darwin)
  private let slot = Atomic<Int32>(-1)

  /// The slot, or -1 when no solver claimed it.
  @inline(__always) var value: Int32 { slot.load(ordering: .relaxed) }

  /// Claims the hint for `value` if it is free; returns whether the claim succeeded.
  @inline(__always) func claim(_ value: Int32) -> Bool {
    slot.compareExchange(expected: -1, desired: value, ordering: .relaxed).exchanged
  }

  /// Frees the hint if it still reads `value` (the claimer's own).
  @inline(__always) func release(_ value: Int32) {
    _ = slot.compareExchange(expected: value, desired: -1, ordering: .relaxed)
  }

  /// Sets the hint of an object whose claim the caller holds (it moved to another slot).
  @inline(__always) func move(to value: Int32) {
    slot.store(value, ordering: .relaxed)
  }
  #else
  /// The slot, or -1 when no solver claimed it.
  @inline(__always) var value: Int32 { -1 }

  /// Claims the hint for `value` if it is free; returns whether the claim succeeded.
  @inline(__always) func claim(_ value: Int32) -> Bool { false }

  /// Frees the hint if it still reads `value` (the claimer's own).
  @inline(__always) func release(_ value: Int32) {}

  /// Sets the hint of an object whose claim the caller holds (it moved to another slot).
  @inline(__always) func move(to value: Int32) {}
  #endif
}
