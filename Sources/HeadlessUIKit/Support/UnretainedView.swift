/// A view held without retaining it, in the per-view lists of layout passes.
///
/// The lists hold only current subviews of the list's owner (which retains them):
/// `LayoutTree.detach` takes a view out of its superview's lists when it leaves, and a view
/// that is torn down takes its lists with it. Unretained, so that a deep tree's teardown never
/// recurses through the lists, and listing costs no reference counting.
struct UnretainedView {
  let reference: Unmanaged<UIView>

  init(view: UIView) {
    reference = .passUnretained(view)
  }

  init(_ reference: Unmanaged<UIView>) {
    self.reference = reference
  }

  /// The view (retained for as long as the caller uses it).
  var view: UIView { reference.takeUnretainedValue() }

  /// Whether the entry is `view`.
  @inline(__always)
  func refers(to view: UIView) -> Bool {
    reference.toOpaque() == Unmanaged.passUnretained(view).toOpaque()
  }
}

extension Optional where Wrapped == Unmanaged<UIView> {
  /// Whether the link refers to `view`.
  @inline(__always)
  @MainActor
  func refers(to view: UIView) -> Bool {
    guard let self else { return false }
    return self.toOpaque() == Unmanaged.passUnretained(view).toOpaque()
  }
}
