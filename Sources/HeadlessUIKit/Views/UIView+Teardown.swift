/// Releases view trees iteratively, so that dropping a very deep tree cannot overflow the stack.
///
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
    }
  }
}
