/// A block of layouts collected with shared ``LayoutOption``s.
///
/// ```swift
/// stackView.sublayout {
///   titleLabel                                  // arranged
///   GroupLayout(option: .isNotArranged) {
///     backgroundView.anchors { Anchors.allSides }  // a plain subview behind the arrangement
///   }
/// }
/// ```
public struct GroupLayout: Layout {
  /// The options the group's layouts are collected with.
  public let option: LayoutOption
  private let content: LayoutList

  /// Groups the layouts `content` builds under `option`.
  public init(option: LayoutOption = .none, @LayoutBuilder _ content: () -> LayoutList) {
    self.option = option
    self.content = content()
  }

  /// Collects the group's layouts; with ``LayoutOption/isNotArranged`` the views among them
  /// that a stack view would arrange are added as plain subviews.
  public func _collect(into collector: inout _LayoutCollector) {
    guard option.contains(.isNotArranged) else {
      content._collect(into: &collector)
      return
    }
    let arranges = collector.arrangesSubviews
    collector.arrangesSubviews = false
    content._collect(into: &collector)
    collector.arrangesSubviews = arranges
  }
}
