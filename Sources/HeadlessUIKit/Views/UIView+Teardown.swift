/// Releases view trees iteratively, so that dropping a very deep tree cannot overflow the stack.
///
<<<<<<< HEAD
/// A view's `deinit` hands its subviews here instead of letting them be released (and
/// deinitialized) recursively inside its own `deinit`. Each view that the work list holds the
/// last reference to gives up its own subviews to the list before it goes, so its `deinit` has
/// nothing left to release. The work list is local to the call: a `deinit` may run on any
/// thread (whoever drops the last reference), so no state is shared between teardowns.
enum ViewTeardown {
  static func release(_ views: [UIView]) {
    var pending = views
    while var view = pending.popLast() {
      if isKnownUniquelyReferenced(&view) {
        pending.append(contentsOf: view.storedSubviews)
        view.storedSubviews = []
      }
      // `view` is released here; when it was the last reference its deinit finds no subviews.
=======
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
>>>>>>> stack
    }
  }

  @inline(never)
  private static func release(_ view: consuming UIView) {
    _ = consume view
  }
}
