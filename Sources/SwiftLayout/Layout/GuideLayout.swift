/// A layout guide as a layout node: the guide is added to its parent view, with its
/// constraints.
///
/// ```swift
/// root.sublayout {
///   spacer.anchors { Anchors.cap().height.equalTo(constant: 100) }
///   label.anchors { Anchors.top.equalTo(spacer, attribute: .bottom) }
/// }
/// ```
public struct GuideLayout<Guide: SLLayoutGuide>: Layout {
  /// The layout guide this node places.
  public let guide: Guide
  var anchors = Anchors()
  var identifier: String?

  /// Creates a node for `guide` with no constraints.
  public init(_ guide: Guide) {
    self.guide = guide
  }

  /// Adds the guide to the current parent view, then its constraints.
  public func _collect(into collector: inout _LayoutCollector) {
    let index = collector.addGuide(guide)
    if let identifier {
      collector.setIdentifier(identifier, of: index)
    }
    if !anchors.templates.isEmpty {
      collector.addAnchors(anchors, to: index)
    }
  }

  /// Adds the constraints of `content`, with this guide as each constraint's first item.
  public consuming func anchors(@AnchorsBuilder _ content: () -> Anchors) -> Self {
    anchors.append(content())
    return self
  }

  /// Names the guide (its `identifier`) so that constraints can target it by identifier.
  public consuming func identifying(_ identifier: String) -> Self {
    self.identifier = identifier
    #if SWIFTLAYOUT_UIKIT_API
    guide.identifier = identifier
    #else
    guide.identifier = NSUserInterfaceItemIdentifier(identifier)
    #endif
    return self
  }

  /// The node itself, so that SwiftLayout 5's `guide.sl.identifying("g").sl.anchors { … }`
  /// chains as written.
  public var sl: Self { self }
}
