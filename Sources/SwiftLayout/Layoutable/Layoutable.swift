/// A view or view controller that owns a layout and the activation of it.
///
/// Conform, declare the two properties, and call `self.sl.updateLayout()` whenever the state
/// the layout reads changes (``LayoutProperty`` does it for you):
///
/// ```swift
/// final class MenuDetailBottomView: UIView, Layoutable {
///   var activation: Activation?
///   @LayoutProperty var isShowTopping = false
///   @LayoutBuilder var layout: some Layout {
///     self.sublayout {
///       toppingTitleLabel.anchors { Anchors.cap() }
///       if isShowTopping { toppingStackView.anchors { Anchors.shoe() } }
///     }
///   }
///   override init(frame: CGRect) {
///     super.init(frame: frame)
///     self.sl.updateLayout()
///   }
/// }
/// ```
@MainActor
public protocol Layoutable: SLNamespaceCompatible {
  /// The type of ``layout``.
  associatedtype LayoutBody: Layout
  /// The activation of ``layout``, kept so that updates apply only what changed.
  var activation: Activation? { get set }
  /// The layout, built from the current state each time it is read.
  @LayoutBuilder var layout: LayoutBody { get }
}
