import Dispatch
import Foundation

/// Tells, without trapping, whether code runs on the main dispatch queue (which runs the main
/// actor's jobs, on the main thread or, under `dispatchMain()` on Linux, on another one), and
/// counts the calls that did and did not.
final class MainQueueCallCounter: @unchecked Sendable {
  private static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  private let lock = NSLock()
  private var onMainActor = 0
  private var offMainActor = 0

  /// Whether the caller runs on the main queue.
  static var isOnMainQueue: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
  }

  /// Counts a call, on the main actor or off it.
  func record() {
    let onMain = Self.isOnMainQueue
    lock.lock()
    if onMain { onMainActor += 1 } else { offMainActor += 1 }
    lock.unlock()
  }

  /// The calls counted so far: on the main actor, off it.
  var counts: (on: Int, off: Int) {
    lock.lock()
    defer { lock.unlock() }
    return (onMainActor, offMainActor)
  }
}

/// A flag that any thread may set and read.
final class LockedFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var flag = false

  /// Whether the flag is set.
  var isSet: Bool {
    lock.lock()
    defer { lock.unlock() }
    return flag
  }

  /// Sets the flag.
  func set() {
    lock.lock()
    flag = true
    lock.unlock()
  }
}
