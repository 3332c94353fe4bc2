extension SLNamespaceCompatible where Self: SLView {
  /// Adds the layouts of `content` as subviews of this view, in declaration order.
  ///
  /// In a stack view they become arranged subviews (see ``ViewLayout/asPlainSubview()``).
  /// Every view added this way gets `translatesAutoresizingMaskIntoConstraints = false`; the
  /// view you call this on is never changed.
  ///
  /// ```swift
  /// view.sublayout {
  ///   thumbnailImageView
  ///   contentView.sublayout { titleLabel }
  /// }
  /// ```
  public func sublayout(@LayoutBuilder _ content: () -> LayoutList) -> ViewLayout<Self> {
    ViewLayout(self).sublayout(content)
  }

  /// Adds the constraints of `content`, with this view as each constraint's first item.
  ///
  /// ```swift
  /// titleLabel.anchors {
  ///   Anchors.top.equalToSuper(constant: 5)
  ///   Anchors.horizontal()
  /// }
  /// ```
  public func anchors(@AnchorsBuilder _ content: () -> Anchors) -> ViewLayout<Self> {
    ViewLayout.anchoring(self, content)
  }

  /// Runs `configure` with this view (as its own type) and returns it as a layout node.
  ///
  /// ```swift
  /// button.config { $0.setTitle("Order", for: .normal) }.anchors { Anchors.shoe() }
  /// ```
  public func config(_ configure: (Self) -> Void) -> ViewLayout<Self> {
    ViewLayout(self).config(configure)
  }

  /// Names this view so that constraints can target it by identifier.
  public func identifying(_ identifier: String) -> ViewLayout<Self> {
    ViewLayout(self).identifying(identifier)
  }

  /// Runs `handler` with this view each time the layout is activated or updated.
  public func onActivate(_ handler: @escaping (Self) -> Void) -> ViewLayout<Self> {
    ViewLayout(self).onActivate(handler)
  }

  /// Adds this view to a stack view parent as a plain subview, not an arranged subview.
  public func asPlainSubview() -> ViewLayout<Self> {
    ViewLayout(self).asPlainSubview()
  }
}

extension SLNamespaceCompatible where Self: SLLayoutGuide {
  /// Adds the constraints of `content`, with this guide as each constraint's first item.
  public func anchors(@AnchorsBuilder _ content: () -> Anchors) -> GuideLayout<Self> {
    GuideLayout(self).anchors(content)
  }

  /// Names this guide so that constraints can target it by identifier.
  public func identifying(_ identifier: String) -> GuideLayout<Self> {
    GuideLayout(self).identifying(identifier)
  }
}
