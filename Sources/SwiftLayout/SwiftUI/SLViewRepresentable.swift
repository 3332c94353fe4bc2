// SwiftUI hosts for a Layoutable view or view controller. SwiftUI exists only on Apple
// platforms; the stand-in modules CI builds against declare its exact API.

#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension SLNamespace where Base: Layoutable & UIView {
  /// The view as a SwiftUI view; SwiftUI's updates call `updateLayout()`.
  ///
  /// ```swift
  /// var body: some View { ProfileView().sl.swiftUI }
  /// ```
  public var swiftUI: SLViewRepresentable<Base> {
    SLViewRepresentable(base)
  }
}

extension SLNamespace where Base: Layoutable & UIViewController {
  /// The view controller as a SwiftUI view; SwiftUI's updates call `updateLayout()`.
  public var swiftUI: SLViewControllerRepresentable<Base> {
    SLViewControllerRepresentable(base)
  }
}

/// A ``Layoutable`` view hosted in SwiftUI.
public struct SLViewRepresentable<L: Layoutable & UIView>: UIViewRepresentable {
  let layoutable: L

  init(_ layoutable: L) {
    self.layoutable = layoutable
  }

  /// Returns the hosted view.
  public func makeUIView(context: Context) -> L {
    layoutable
  }

  /// Applies the view's layout again.
  public func updateUIView(_ uiView: L, context: Context) {
    uiView.sl.updateLayout()
  }
}

/// A ``Layoutable`` view controller hosted in SwiftUI.
public struct SLViewControllerRepresentable<L: Layoutable & UIViewController>:
  UIViewControllerRepresentable
{
  let layoutable: L

  init(_ layoutable: L) {
    self.layoutable = layoutable
  }

  /// Returns the hosted view controller.
  public func makeUIViewController(context: Context) -> L {
    layoutable
  }

  /// Applies the view controller's layout again.
  public func updateUIViewController(_ uiViewController: L, context: Context) {
    uiViewController.sl.updateLayout()
  }
}

#elseif canImport(SwiftUI) && canImport(AppKit)
import SwiftUI

extension SLNamespace where Base: Layoutable & NSView {
  /// The view as a SwiftUI view; SwiftUI's updates call `updateLayout()`.
  ///
  /// ```swift
  /// var body: some View { ProfileView().sl.swiftUI }
  /// ```
  public var swiftUI: SLViewRepresentable<Base> {
    SLViewRepresentable(base)
  }
}

extension SLNamespace where Base: Layoutable & NSViewController {
  /// The view controller as a SwiftUI view; SwiftUI's updates call `updateLayout()`.
  public var swiftUI: SLViewControllerRepresentable<Base> {
    SLViewControllerRepresentable(base)
  }
}

/// A ``Layoutable`` view hosted in SwiftUI.
public struct SLViewRepresentable<L: Layoutable & NSView>: NSViewRepresentable {
  let layoutable: L

  init(_ layoutable: L) {
    self.layoutable = layoutable
  }

  /// Returns the hosted view.
  public func makeNSView(context: Context) -> L {
    layoutable
  }

  /// Applies the view's layout again.
  public func updateNSView(_ nsView: L, context: Context) {
    nsView.sl.updateLayout()
  }
}

/// A ``Layoutable`` view controller hosted in SwiftUI.
public struct SLViewControllerRepresentable<L: Layoutable & NSViewController>:
  NSViewControllerRepresentable
{
  let layoutable: L

  init(_ layoutable: L) {
    self.layoutable = layoutable
  }

  /// Returns the hosted view controller.
  public func makeNSViewController(context: Context) -> L {
    layoutable
  }

  /// Applies the view controller's layout again.
  public func updateNSViewController(_ nsViewController: L, context: Context) {
    nsViewController.sl.updateLayout()
  }
}
#endif
