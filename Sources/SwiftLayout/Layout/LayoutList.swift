/// A sequence of layouts, in declaration order: what a ``LayoutBuilder`` block produces.
///
/// The list holds its layouts as records of the layout arena: views, guides and their
/// constraints as plain values, other layouts as they are.
public struct LayoutList: Layout {
  /// The records of the block's layouts.
  var range: ArenaRange

  /// Creates a list of the given layouts.
  public init(_ elements: [any Layout] = []) {
    var range = ArenaRange()
    for element in elements {
      range = range.followed(by: LayoutBuilder.buildExpression(element).range)
    }
    self.range = range
  }

  @usableFromInline
  init(range: consuming ArenaRange) {
    self.range = range
  }

  /// Collects each layout in order.
  public func _collect(into collector: inout _LayoutCollector) {
    collector.collectRange(range)
  }
}
