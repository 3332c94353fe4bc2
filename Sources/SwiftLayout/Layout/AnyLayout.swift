/// A type-erased ``Layout``.
public struct AnyLayout: Layout {
  /// The layout this value stands for.
  public let base: any Layout

  /// Wraps `layout`.
  public init(_ layout: any Layout) {
    self.base = layout
  }

  /// Collects the wrapped layout.
  public func _collect(into collector: inout _LayoutCollector) {
    base._collect(into: &collector)
  }
}

extension Layout {
  /// Wraps this layout in an ``AnyLayout``.
  public func eraseToAnyLayout() -> AnyLayout {
    AnyLayout(self)
  }
}
