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
  /// The collector flattens a layout tree before it is activated; implementations forward to the
  /// layouts they contain.
  func collect(into collector: inout LayoutCollector)
}
