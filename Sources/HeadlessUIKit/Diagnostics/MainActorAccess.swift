/// Runs main-actor code from a nonisolated requirement (`description`), as UIKit's own
/// descriptions do: callers are expected to be on the main actor, like every use of a view.
///
/// Swift Testing and other executors may run the main actor off the main thread, so the
/// isolation cannot be checked at run time without crashing; the body only reads state.
func readOnMainActor<T>(_ body: @MainActor () -> T) -> T {
  withoutActuallyEscaping(body) { escapable in
    let unisolated = unsafeBitCast(escapable, to: (() -> T).self)
    return unisolated()
  }
}
