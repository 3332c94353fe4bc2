import Foundation

/// A counter that any thread may change: a view's `deinit` runs on whichever thread drops the
/// last reference, so process-wide counts it keeps must not be plain statics.
final class LockedCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  /// The current count.
  var value: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }

  /// Adds `delta` to the count.
  func add(_ delta: Int) {
    lock.lock()
    count += delta
    lock.unlock()
  }
}
