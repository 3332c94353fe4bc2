/// A layout engine's stand-in for its constraints' records (see ``LayoutItemHandle``): unretained,
/// cleared as the engine's `deinit` starts.
final class LayoutEngineHandle: @unchecked Sendable {
  /// The engine, unretained; `nil` once it is deinitialized.
  nonisolated(unsafe) unowned(unsafe) var engine: LayoutEngine? {
    didSet { engineReference = engine.map(Unmanaged.passUnretained) }
  }
  /// ``engine``, as a reference that reading never retains (see `withBorrowed`).
  nonisolated(unsafe) private(set) var engineReference: Unmanaged<LayoutEngine>?

  nonisolated init() {}
}
