/// The layout updates asked for with ``LayoutUpdateMode/deferred``, applied once per run-loop
/// turn in the order they were first asked for.
@MainActor
enum DeferredLayoutUpdates {
  private static var pending: [(id: ObjectIdentifier, update: () -> Void)] = []
  private static var scheduled = false

  static func schedule(_ id: ObjectIdentifier, update: @escaping () -> Void) {
    if pending.contains(where: { $0.id == id }) { return }
    pending.append((id, update))
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
