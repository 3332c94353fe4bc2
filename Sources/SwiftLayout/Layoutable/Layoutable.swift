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

/// When `updateLayout(_:)` applies a ``Layoutable``'s layout.
public enum LayoutUpdateMode: Sendable, Equatable {
  /// Now: the hierarchy and constraints change before `updateLayout` returns.
  case immediate
  /// Now, followed by a layout pass (`layoutIfNeeded()`), so frames change too.
  case forced
  /// Once, at the end of the current run-loop turn, however many times it was asked for.
  ///
  /// ``LayoutUpdateMode/flushDeferredUpdates()`` applies the pending updates at once.
  case deferred
}

extension SLNamespace where Base: Layoutable {
  /// Applies the layout over the current activation and keeps the result in `activation`.
  ///
  /// ```swift
  /// self.sl.updateLayout()          // immediate
  /// self.sl.updateLayout(.forced)   // and lay out now
  /// self.sl.updateLayout(.deferred) // once per run-loop turn
  /// ```
  public func updateLayout(_ mode: LayoutUpdateMode = .immediate) {
    switch mode {
    case .immediate:
      base.activation = base.layout.update(fromActivation: base.activation)
    case .forced:
      let activation = base.layout.update(fromActivation: base.activation)
      base.activation = activation
      activation.layoutRootsIfNeeded()
    case .deferred:
      let base = self.base
      DeferredLayoutUpdates.schedule(ObjectIdentifier(base)) { [weak base] in
        base?.sl.updateLayout(.immediate)
      }
    }
  }
}

extension Activation {
  /// Runs a layout pass over the views this activation's roots live in.
  func layoutRootsIfNeeded() {
    for view in rootContainers {
      layoutPass(view)
    }
  }

  /// The views that contain this activation's roots (or the roots themselves).
  var rootContainers: [SLView] {
    nodeIDs.indices.compactMap { index in
      guard nodePlacements[index] == .root, let view = nodeItems[index].object as? SLView
      else { return nil }
      return view.superview ?? view
    }
  }
}

/// Lays out `view`'s subtree now (`layoutIfNeeded()`).
@MainActor
func layoutPass(_ view: SLView) {
  #if canImport(UIKit) || !canImport(AppKit)
  view.layoutIfNeeded()
  #else
  view.layoutSubtreeIfNeeded()
  #endif
}
