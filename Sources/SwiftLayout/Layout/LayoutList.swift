/// A sequence of layouts, in declaration order: what a ``LayoutBuilder`` block produces.
public struct LayoutList: Layout {
  /// The layouts of the block, in declaration order.
  public var elements: [any Layout]

  /// Creates a list of the given layouts.
  public init(_ elements: [any Layout] = []) {
    self.elements = elements
  }

  /// Collects each element in order.
  public func collect(into collector: inout LayoutCollector) {
    for element in elements {
      element.collect(into: &collector)
    }
  }
}
