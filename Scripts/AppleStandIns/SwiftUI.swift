// Stand-in for SwiftUI: `View` and the representable protocols that host UIKit and AppKit views
// (with their context types), declared as Xcode's generated interface of SwiftUI declares them.
// Compiled against the UIKit stand-in (UIKit's representables) or the AppKit one (AppKit's), as
// SwiftUI offers one set per platform. Bodies trap: only compiled against, never run.

@_exported import Foundation

// SwiftUI re-exports the platform's UI framework: `import SwiftUI` alone gives `UIView`.
#if canImport(UIKit)
@_exported import UIKit
#elseif canImport(AppKit)
@_exported import AppKit
#endif

// MARK: - Views

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct EmptyView: View {
  public init() { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct TupleView<T>: View {
  public var value: T
  public init(_ value: T) { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct _ConditionalContent<TrueContent, FalseContent>: View
where TrueContent: View, FalseContent: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder public struct ViewBuilder {
  public static func buildExpression<Content>(_ content: Content) -> Content where Content: View {
    fatalError()
  }
  public static func buildBlock() -> EmptyView { fatalError() }
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
    fatalError()
  }
  public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > where repeat each Content: View { fatalError() }
  public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
    fatalError()
  }
  public static func buildEither<TrueContent, FalseContent>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View { fatalError() }
  public static func buildEither<TrueContent, FalseContent>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View { fatalError() }
}

// MARK: - Representable support

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Transaction {
  public init() { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues: CustomStringConvertible {
  public init() { fatalError() }
  public var description: String { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen public struct ProposedViewSize: Equatable {
  public var width: CGFloat?
  public var height: CGFloat?
  public static let zero: ProposedViewSize = ProposedViewSize(width: 0, height: 0)
  public static let infinity: ProposedViewSize = ProposedViewSize(
    width: .infinity, height: .infinity)
  public static let unspecified: ProposedViewSize = ProposedViewSize(width: nil, height: nil)
  @inlinable public init(width: CGFloat?, height: CGFloat?) {
    (self.width, self.height) = (width, height)
  }
  @inlinable public init(_ size: CGSize) {
    self.width = size.width
    self.height = size.height
  }
  @inlinable public func replacingUnspecifiedDimensions(
    by size: CGSize = CGSize(width: 10, height: 10)
  ) -> CGSize { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ProposedViewSize: Sendable {}

#if canImport(UIKit)

// MARK: - UIKit representables

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Self.Body == Never {
  associatedtype UIViewType: UIView
  @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
  @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
  @MainActor @preconcurrency static func dismantleUIView(
    _ uiView: Self.UIViewType, coordinator: Self.Coordinator)
  associatedtype Coordinator = Void
  @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
  @available(iOS 16.0, tvOS 16.0, *)
  @MainActor @preconcurrency func sizeThatFits(
    _ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context
  ) -> CGSize?
  typealias Context = UIViewRepresentableContext<Self>
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIViewRepresentable where Self.Coordinator == () {
  @MainActor @preconcurrency public func makeCoordinator() -> Self.Coordinator { fatalError() }
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIViewRepresentable {
  @MainActor @preconcurrency public static func dismantleUIView(
    _ uiView: Self.UIViewType, coordinator: Self.Coordinator
  ) { fatalError() }
  @available(iOS 16.0, tvOS 16.0, *)
  @MainActor @preconcurrency public func sizeThatFits(
    _ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context
  ) -> CGSize? { fatalError() }
  @MainActor @preconcurrency public var body: Never { fatalError() }
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public struct UIViewRepresentableContext<Representable>
where Representable: UIViewRepresentable {
  @MainActor @preconcurrency public let coordinator: Representable.Coordinator
  @MainActor @preconcurrency public var transaction: Transaction { fatalError() }
  @MainActor @preconcurrency public var environment: EnvironmentValues { fatalError() }
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View
where Self.Body == Never {
  associatedtype UIViewControllerType: UIViewController
  @MainActor @preconcurrency func makeUIViewController(context: Self.Context)
    -> Self.UIViewControllerType
  @MainActor @preconcurrency func updateUIViewController(
    _ uiViewController: Self.UIViewControllerType, context: Self.Context)
  @MainActor @preconcurrency static func dismantleUIViewController(
    _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
  associatedtype Coordinator = Void
  @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
  @available(iOS 16.0, tvOS 16.0, *)
  @MainActor @preconcurrency func sizeThatFits(
    _ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType,
    context: Self.Context
  ) -> CGSize?
  typealias Context = UIViewControllerRepresentableContext<Self>
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIViewControllerRepresentable where Self.Coordinator == () {
  @MainActor @preconcurrency public func makeCoordinator() -> Self.Coordinator { fatalError() }
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIViewControllerRepresentable {
  @MainActor @preconcurrency public static func dismantleUIViewController(
    _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator
  ) { fatalError() }
  @available(iOS 16.0, tvOS 16.0, *)
  @MainActor @preconcurrency public func sizeThatFits(
    _ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType,
    context: Self.Context
  ) -> CGSize? { fatalError() }
  @MainActor @preconcurrency public var body: Never { fatalError() }
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public struct UIViewControllerRepresentableContext<Representable>
where Representable: UIViewControllerRepresentable {
  @MainActor @preconcurrency public let coordinator: Representable.Coordinator
  @MainActor @preconcurrency public var transaction: Transaction { fatalError() }
  @MainActor @preconcurrency public var environment: EnvironmentValues { fatalError() }
}

#elseif canImport(AppKit)

// MARK: - AppKit representables

@available(macOS 10.15, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public protocol NSViewRepresentable: View where Self.Body == Never {
  associatedtype NSViewType: NSView
  @MainActor @preconcurrency func makeNSView(context: Self.Context) -> Self.NSViewType
  @MainActor @preconcurrency func updateNSView(_ nsView: Self.NSViewType, context: Self.Context)
  @MainActor @preconcurrency static func dismantleNSView(
    _ nsView: Self.NSViewType, coordinator: Self.Coordinator)
  associatedtype Coordinator = Void
  @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
  @available(macOS 13.0, *)
  @MainActor @preconcurrency func sizeThatFits(
    _ proposal: ProposedViewSize, nsView: Self.NSViewType, context: Self.Context
  ) -> CGSize?
  typealias Context = NSViewRepresentableContext<Self>
}

@available(macOS 10.15, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension NSViewRepresentable where Self.Coordinator == () {
  @MainActor @preconcurrency public func makeCoordinator() -> Self.Coordinator { fatalError() }
}

@available(macOS 10.15, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension NSViewRepresentable {
  @MainActor @preconcurrency public static func dismantleNSView(
    _ nsView: Self.NSViewType, coordinator: Self.Coordinator
  ) { fatalError() }
  @available(macOS 13.0, *)
  @MainActor @preconcurrency public func sizeThatFits(
    _ proposal: ProposedViewSize, nsView: Self.NSViewType, context: Self.Context
  ) -> CGSize? { fatalError() }
  @MainActor @preconcurrency public var body: Never { fatalError() }
}

@available(macOS 10.15, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public struct NSViewRepresentableContext<Representable>
where Representable: NSViewRepresentable {
  @MainActor @preconcurrency public let coordinator: Representable.Coordinator
  @MainActor @preconcurrency public var transaction: Transaction { fatalError() }
  @MainActor @preconcurrency public var environment: EnvironmentValues { fatalError() }
}

@available(macOS 10.15, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public protocol NSViewControllerRepresentable: View
where Self.Body == Never {
  associatedtype NSViewControllerType: NSViewController
  @MainActor @preconcurrency func makeNSViewController(context: Self.Context)
    -> Self.NSViewControllerType
  @MainActor @preconcurrency func updateNSViewController(
    _ nsViewController: Self.NSViewControllerType, context: Self.Context)
  @MainActor @preconcurrency static func dismantleNSViewController(
    _ nsViewController: Self.NSViewControllerType, coordinator: Self.Coordinator)
  associatedtype Coordinator = Void
  @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
  @available(macOS 13.0, *)
  @MainActor @preconcurrency func sizeThatFits(
    _ proposal: ProposedViewSize, nsViewController: Self.NSViewControllerType,
    context: Self.Context
  ) -> CGSize?
  typealias Context = NSViewControllerRepresentableContext<Self>
}

@available(macOS 10.15, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension NSViewControllerRepresentable where Self.Coordinator == () {
  @MainActor @preconcurrency public func makeCoordinator() -> Self.Coordinator { fatalError() }
}

@available(macOS 10.15, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension NSViewControllerRepresentable {
  @MainActor @preconcurrency public static func dismantleNSViewController(
    _ nsViewController: Self.NSViewControllerType, coordinator: Self.Coordinator
  ) { fatalError() }
  @available(macOS 13.0, *)
  @MainActor @preconcurrency public func sizeThatFits(
    _ proposal: ProposedViewSize, nsViewController: Self.NSViewControllerType,
    context: Self.Context
  ) -> CGSize? { fatalError() }
  @MainActor @preconcurrency public var body: Never { fatalError() }
}

@available(macOS 10.15, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public struct NSViewControllerRepresentableContext<Representable>
where Representable: NSViewControllerRepresentable {
  @MainActor @preconcurrency public let coordinator: Representable.Coordinator
  @MainActor @preconcurrency public var transaction: Transaction { fatalError() }
  @MainActor @preconcurrency public var environment: EnvironmentValues { fatalError() }
}

#endif
