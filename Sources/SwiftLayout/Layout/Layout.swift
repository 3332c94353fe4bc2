/// A declarative piece of a view hierarchy: views, layout guides and their constraints.
///
/// You rarely conform to `Layout` yourself. Build layouts with ``LayoutBuilder``, by calling
/// `sublayout(_:)` and `anchors(_:)` on views, or conform to ``ModularLayout`` to name a reusable
/// part:
///
/// ```swift
/// @LayoutBuilder var layout: some Layout {
///   view.sublayout {
///     titleLabel.anchors { Anchors.cap() }
///   }
/// }
/// ```
///
/// A layout is a value. Activate it with ``Layout/active()`` or ``Layout/finalActive()``, and
/// apply a later value with ``Layout/update(fromActivation:)``.
@MainActor
public protocol Layout {
  /// Adds this layout's views, guides and constraints to `collector`, below its current parent.
  ///
  /// The library's mechanism, not for use outside it (hence the underscore): the collector
  /// flattens a layout tree before it is activated, and the library's layouts forward to the
  /// layouts they contain. To write a layout of your own, conform to ``ModularLayout``, which
  /// implements this requirement from its ``ModularLayout/layout``.
  func _collect(into collector: inout _LayoutCollector)
}
