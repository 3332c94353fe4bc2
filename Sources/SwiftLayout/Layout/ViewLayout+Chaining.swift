extension ViewLayout {
  /// Adds the layouts of `content` as subviews (arranged subviews in a stack view), in order.
  public func sublayout(@LayoutBuilder _ content: () -> LayoutList) -> Self {
    var copy = self
    copy.sublayouts.elements.append(contentsOf: content().elements)
    return copy
  }

  /// Adds the constraints of `content`, with this view as each constraint's first item.
  public func anchors(@AnchorsBuilder _ content: () -> Anchors) -> Self {
    var copy = self
    copy.anchors.templates.append(contentsOf: content().templates)
    return copy
  }

  /// Runs `configure` on the view now, each time this layout value is built.
  public func config(_ configure: (View) -> Void) -> Self {
    configure(view)
    return self
  }

  /// Names the view so that constraints can target it by identifier.
  ///
  /// Also sets the view's `accessibilityIdentifier`, which printers use as its name.
  public func identifying(_ identifier: String) -> Self {
    var copy = self
    copy.identifier = identifier
    view.accessibilityIdentifier = identifier
    return copy
  }

  /// Runs `handler` with the view each time the layout is activated or updated.
  public func onActivate(_ handler: @escaping (View) -> Void) -> Self {
    var copy = self
    copy.activateHandlers.append(handler)
    return copy
  }

  /// Adds the view to a stack view parent as a plain subview instead of an arranged subview.
  public func asPlainSubview() -> Self {
    var copy = self
    copy.isPlainSubview = true
    return copy
  }
}
