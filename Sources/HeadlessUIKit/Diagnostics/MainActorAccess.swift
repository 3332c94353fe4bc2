import Dispatch
import Foundation

/// Whether the calling code runs on the main dispatch queue, which runs the main actor's jobs.
///
/// The main thread is not the test: an executor may drain the main queue on another thread
/// (Linux's `dispatchMain()` does, as Swift Testing runs it). The queue carries a specific
/// value that only code running on it reads back.
enum MainQueue {
  private static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the caller runs on the main queue.
  static var isCurrent: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
  }
}

/// A main-actor object's description, read from a nonisolated requirement (`description`).
///
/// On the main actor, `body` describes the object in full. Elsewhere the object's state may be
/// changing under the reader, as in UIKit, whose views are main-thread-only; reading it would
/// be a data race, so the description names only the object's type, which never changes.
func mainActorDescription(of object: AnyObject, _ body: @MainActor () -> String) -> String {
  guard MainQueue.isCurrent else {
    return "<\(String(describing: type(of: object))); described off the main actor>"
  }
  return MainActor.assumeIsolated(body)
}
