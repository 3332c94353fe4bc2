/// When `updateLayout(_:)` applies a ``Layoutable``'s layout.
public enum LayoutUpdateMode: Sendable, Equatable {
  /// Now: the hierarchy and constraints change before `updateLayout` returns.
  case immediate
  /// Now, followed by a layout pass (`layoutIfNeeded()`), so frames change too.
  case forced
  /// Once, at the end of the current run-loop turn, however many times it was asked for.
  ///
  /// ``LayoutUpdateMode/flushDeferredUpdates()`` applies the pending updates at once.
  case deferred
}
