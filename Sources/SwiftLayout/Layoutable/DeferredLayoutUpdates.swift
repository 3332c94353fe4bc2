/// The layout updates asked for with ``LayoutUpdateMode/deferred``, applied once per run-loop
/// turn in the order they were first asked for.
@MainActor
enum DeferredLayoutUpdates {
  /// An update asked for, with the object it is for.
  private struct Entry {
    /// Weak, and compared by identity: an object freed with an update pending must not pass
    /// for a new one that reuses its address (as an `ObjectIdentifier` would).
    weak var object: AnyObject?
    let update: () -> Void
  }

  private static var pending: [Entry] = []
  private static var scheduled = false

  static func schedule(_ object: AnyObject, update: @escaping () -> Void) {
    if pending.contains(where: { $0.object === object }) { return }
    pending.append(Entry(object: object, update: update))
    if !scheduled {
      scheduled = true
      Task { @MainActor in
        DeferredLayoutUpdates.flush()
      }
    }
  }

  static var isEmpty: Bool { pending.isEmpty }

  static func flush() {
    scheduled = false
    let updates = pending
    pending = []
    for entry in updates {
      entry.update()
    }
  }
}

extension LayoutUpdateMode {
  /// Applies every pending ``deferred`` update now (they would otherwise run at the end of the
  /// current run-loop turn).
  @MainActor
  public static func flushDeferredUpdates() {
    DeferredLayoutUpdates.flush()
  }

  /// Whether ``deferred`` updates are waiting to be applied.
  @MainActor
  public static var hasDeferredUpdates: Bool {
    !DeferredLayoutUpdates.isEmpty
  }
}
