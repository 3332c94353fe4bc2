/// The `sl` namespace: SwiftLayout's entry points on views, layout guides and ``Layoutable``s.
///
/// `view.sl.sublayout { … }` and `view.sl.anchors { … }` are the plain forms under another name;
/// on a ``Layoutable`` the namespace also offers `updateLayout()`:
///
/// ```swift
/// self.sl.updateLayout()
/// ```
@MainActor
public struct SLNamespace<Base: AnyObject> {
  /// The object the namespace extends.
  public let base: Base

  /// Wraps `base`.
  public init(_ base: Base) {
    self.base = base
  }
}

/// A type that offers SwiftLayout's entry points and the ``SLNamespace`` as `sl`.
///
/// Views and layout guides conform; ``Layoutable`` refines it.
@MainActor
public protocol SLNamespaceCompatible: AnyObject {}

extension SLNamespaceCompatible {
  /// SwiftLayout's namespace on this object.
  public var sl: SLNamespace<Self> {
    SLNamespace(self)
  }
}

extension SLView: SLNamespaceCompatible {}
extension SLLayoutGuide: SLNamespaceCompatible {}

extension SLNamespace where Base: SLView {
  /// Adds the layouts of `content` as subviews of the view; see `sublayout(_:)` on views.
  public func sublayout(@LayoutBuilder _ content: () -> LayoutList) -> ViewLayout<Base> {
    ViewLayout(base).sublayout(content)
  }

  /// Adds the constraints of `content` to the view; see `anchors(_:)` on views.
  public func anchors(@AnchorsBuilder _ content: () -> Anchors) -> ViewLayout<Base> {
    ViewLayout.anchoring(base, content)
  }

  /// Names the view so that constraints can target it by identifier; see `identifying(_:)` on
  /// views.
  ///
  /// ```swift
  /// plus.sl.identifying("plus").onActivate { $0.alpha = 0.5 }.anchors { Anchors.center }
  /// ```
  public func identifying(_ identifier: String) -> ViewLayout<Base> {
    ViewLayout(base).identifying(identifier)
  }

  /// Runs `handler` with the view each time the layout is activated or updated; see
  /// `onActivate(_:)` on views.
  public func onActivate(_ handler: @escaping (Base) -> Void) -> ViewLayout<Base> {
    ViewLayout(base).onActivate(handler)
  }

  /// The view as a type-erased layout node.
  public func eraseToAnyLayout() -> AnyLayout {
    AnyLayout(ViewLayout(base))
  }
}

extension SLNamespace where Base: SLLayoutGuide {
  /// Adds the constraints of `content` to the guide; see `anchors(_:)` on layout guides.
  public func anchors(@AnchorsBuilder _ content: () -> Anchors) -> GuideLayout<Base> {
    GuideLayout(base).anchors(content)
  }

  /// Names the guide so that constraints can target it by identifier; see `identifying(_:)` on
  /// layout guides.
  public func identifying(_ identifier: String) -> GuideLayout<Base> {
    GuideLayout(base).identifying(identifier)
  }

  /// The guide as a type-erased layout node.
  public func eraseToAnyLayout() -> AnyLayout {
    AnyLayout(GuideLayout(base))
  }
}

/// SwiftLayout 5's name for ``SLNamespace``, so that its extensions compile unchanged.
public typealias LayoutMethodWrapper<Base: AnyObject> = SLNamespace<Base>

/// SwiftLayout 5's name for ``SLNamespaceCompatible``.
public typealias LayoutMethodAccessible = SLNamespaceCompatible
