import HeadlessUIKit

/// A view whose `layoutSubviews()` first runs a one-time hook, which may change the hierarchy
/// (free views, move them, drop the last reference to the root) while a layout pass runs.
@MainActor
final class OneTimeLayoutHookView: UIView {
  var hook: (() -> Void)?

  override func layoutSubviews() {
    if let hook {
      self.hook = nil
      hook()
    }
    super.layoutSubviews()
  }
}
