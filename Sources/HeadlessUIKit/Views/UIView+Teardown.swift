/// Releases view trees iteratively, so that dropping a very deep tree cannot overflow the stack.
///
/// A view's `deinit` hands each subview here instead of letting them be released (and
/// deinitialized) recursively inside its own `deinit`; the outermost `deinit` drains the list,
/// one view at a time.
enum ViewTeardown {
  nonisolated(unsafe) static var pending: [UIView] = []
  nonisolated(unsafe) static var draining = false

  /// Keeps `view` alive until the outermost teardown releases it.
  static func bury(_ view: UIView) {
    pending.append(view)
  }

  /// Releases buried views one by one unless an outer teardown is already doing so.
  static func drain() {
    guard !draining else { return }
    draining = true
    while true {
      // Each release may run a deinit that buries more views; they are released here too.
      guard let view = pending.popLast() else { break }
      release(view)
    }
    draining = false
  }

  @inline(never)
  private static func release(_ view: consuming UIView) {
    _ = consume view
  }
}
