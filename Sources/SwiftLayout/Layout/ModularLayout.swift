/// A named, reusable part of a layout.
///
/// ```swift
/// struct HeaderLayout: ModularLayout {
///   let title: UILabel
///   let icon: UIImageView
///   var layout: some Layout {
///     title.anchors { Anchors.top.leading }
///     icon.anchors { Anchors.top.trailing }
///   }
/// }
/// ```
public protocol ModularLayout: Layout {
  /// The type of the layout this module stands for.
  associatedtype Body: Layout
  /// The layout this module stands for.
  @LayoutBuilder var layout: Body { get }
}

extension ModularLayout {
  /// Collects ``layout``.
  public func _collect(into collector: inout _LayoutCollector) {
    layout._collect(into: &collector)
  }
}
