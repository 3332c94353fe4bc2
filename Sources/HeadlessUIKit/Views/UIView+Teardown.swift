/// Releases view trees iteratively, so that dropping a very deep tree cannot overflow the stack.
///
/// A view's `deinit` hands its subviews here instead of letting them be released (and
/// deinitialized) recursively inside its own `deinit`; the outermost release drains the list.
enum ViewTeardown {
  nonisolated(unsafe) static var pending: [UIView] = []
  nonisolated(unsafe) static var draining = false

  static func release(_ views: [UIView]) {
    guard !views.isEmpty else { return }
    pending.append(contentsOf: views)
    guard !draining else { return }
    draining = true
    while !pending.isEmpty {
      // Dropping the popped view runs its deinit, which appends its own subviews.
      _ = pending.removeLast()
    }
    draining = false
  }
}
