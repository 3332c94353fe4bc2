/// A view as a layout node: the view, its constraints and its sublayouts.
///
/// You get one from `view.sublayout { … }`, `view.anchors { … }`, `view.config { … }`,
/// `view.identifying(_:)` or `view.onActivate { … }`; every one of these chains on the result in
/// any order.
///
/// ```swift
/// contentView.anchors {
///   Anchors.shoe(view.safeAreaLayoutGuide, offset: 20)
/// }.sublayout {
///   titleLabel.anchors { Anchors.top.leading }
/// }
/// ```
public struct ViewLayout<View: SLView>: Layout {
  /// The view this node places.
  public let view: View
  var sublayouts: LayoutList = LayoutList()
  var anchors = Anchors()
  var identifier: String?
  /// Non-generic, so that making and collecting a node needs no closure type metadata.
  var activateHandlers: [(AnyObject) -> Void] = []
  var isPlainSubview = false

  /// Creates a node for `view` with no constraints and no sublayouts.
  public init(_ view: View) {
    self.view = view
  }

  /// Adds the view (to the current parent), its constraints, then its sublayouts.
  public func collect(into collector: inout LayoutCollector) {
    let index = collector.addView(view, asPlainSubview: isPlainSubview)
    if let identifier {
      collector.setIdentifier(identifier, of: index)
    }
    if !anchors.templates.isEmpty {
      collector.addAnchors(anchors, to: index)
    }
    for handler in activateHandlers {
      collector.activateHandlers.append((index, handler))
    }
    if !sublayouts.elements.isEmpty {
      collector.collectChildren(of: index, sublayouts)
    }
  }
}
