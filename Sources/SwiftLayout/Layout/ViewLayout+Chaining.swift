extension ViewLayout {
  /// Adds the layouts of `content` as subviews (arranged subviews in a stack view), in order.
  public consuming func sublayout(@LayoutBuilder _ content: () -> LayoutList) -> Self {
    ViewLayout(view, range: range.addingChildren(content))
  }

  /// Adds the constraints of `content`, with this view as each constraint's first item.
  public consuming func anchors(@AnchorsBuilder _ content: () -> Anchors) -> Self {
    ViewLayout(view, range: range.addingTemplates(content()))
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
    #if SWIFTLAYOUT_UIKIT_API
    view.accessibilityIdentifier = identifier
    #else
    view.setAccessibilityIdentifier(identifier)
    #endif
    return ViewLayout(view, range: range.changingItem { $0.identifier = identifier })
  }

  /// Runs `handler` with the view each time the layout is activated or updated.
  public consuming func onActivate(_ handler: @escaping (View) -> Void) -> Self {
    ViewLayout(
      view,
      range: range.changingItem {
        $0.handlers.append { item in
          if let view = item as? View { handler(view) }
        }
      })
  }

  /// Adds the view to a stack view parent as a plain subview instead of an arranged subview.
  public consuming func asPlainSubview() -> Self {
    ViewLayout(view, range: range.changingItem { $0.kind = .plainSubview })
  }

  /// The node itself, so that SwiftLayout 5's `view.sl.identifying("x").sl.anchors { … }`
  /// chains as written.
  public var sl: Self { self }
}
