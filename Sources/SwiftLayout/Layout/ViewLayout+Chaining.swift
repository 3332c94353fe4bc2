extension ViewLayout {
  /// Adds the layouts of `content` as subviews (arranged subviews in a stack view), in order.
  public consuming func sublayout(@LayoutBuilder _ content: () -> LayoutList) -> Self {
    if sublayouts.elements.isEmpty {
      sublayouts = content()
    } else {
      sublayouts.elements.append(contentsOf: content().elements)
    }
    return self
  }

  /// Adds the constraints of `content`, with this view as each constraint's first item.
  public consuming func anchors(@AnchorsBuilder _ content: () -> Anchors) -> Self {
    anchors.append(content())
    return self
  }

  /// Runs `configure` on the view now, each time this layout value is built.
  public consuming func config(_ configure: (View) -> Void) -> Self {
    configure(view)
    return self
  }

  /// Names the view so that constraints can target it by identifier.
  ///
  /// Also sets the view's `accessibilityIdentifier`, which printers use as its name.
  public consuming func identifying(_ identifier: String) -> Self {
    self.identifier = identifier
    #if canImport(UIKit) || !canImport(AppKit)
    view.accessibilityIdentifier = identifier
    #else
    view.setAccessibilityIdentifier(identifier)
    #endif
    return self
  }

  /// Runs `handler` with the view each time the layout is activated or updated.
  public consuming func onActivate(_ handler: @escaping (View) -> Void) -> Self {
    activateHandlers.append { item in
      if let view = item as? View { handler(view) }
    }
    return self
  }

  /// Adds the view to a stack view parent as a plain subview instead of an arranged subview.
  public consuming func asPlainSubview() -> Self {
    isPlainSubview = true
    return self
  }
}
