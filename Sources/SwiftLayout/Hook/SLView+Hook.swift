// The entry points of Hook on SLView.

extension SLView {
  /// A ``Hook`` chain on this view: `label.hook.top(to: topAnchor).height(constant: 40)`.
  public var hook: Hook {
    Hook(view: self)
  }

  /// Adds `views` as subviews in the order given, clearing their
  /// `translatesAutoresizingMaskIntoConstraints` so that anchors position them.
  ///
  /// ```swift
  /// addSubviews(imageView, label)
  /// ```
  ///
  /// - Parameter views: The views to add, in order.
  public func addSubviews(_ views: SLView...) {
    addSubviews(views)
  }

  /// Adds `views` as subviews in array order, clearing their
  /// `translatesAutoresizingMaskIntoConstraints` so that anchors position them.
  ///
  /// - Parameter views: The views to add, in order.
  public func addSubviews(_ views: [SLView]) {
    for view in views {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
  }
}
