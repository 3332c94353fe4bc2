// Code written as SwiftUI users write it, type-checked against the SwiftUI stand-in in both
// configurations, so that the stand-in stays usable before the package's sources use it.

import SwiftUI
#if canImport(UIKit)
struct ProbeRepresentable: UIViewRepresentable {
  func makeUIView(context: Context) -> UIView { UIView() }
  func updateUIView(_ uiView: UIView, context: Context) {}
}
struct ProbeController: UIViewControllerRepresentable {
  final class Coordinator {}
  func makeCoordinator() -> Coordinator { Coordinator() }
  func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
  func updateUIViewController(_ controller: UIViewController, context: Context) {
    _ = context.coordinator
  }
}
#else
struct ProbeRepresentable: NSViewRepresentable {
  func makeNSView(context: Context) -> NSView { NSView() }
  func updateNSView(_ nsView: NSView, context: Context) {}
}
struct ProbeController: NSViewControllerRepresentable {
  func makeNSViewController(context: Context) -> NSViewController { NSViewController() }
  func updateNSViewController(_ controller: NSViewController, context: Context) {}
}
#endif
struct ProbeScreen: View {
  var flag = false
  var body: some View {
    ProbeRepresentable()
    if flag { ProbeController() } else { EmptyView() }
  }
}
