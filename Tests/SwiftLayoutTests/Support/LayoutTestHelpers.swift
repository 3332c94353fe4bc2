import SwiftLayout

/// A root view with a frame, named.
@MainActor
func makeRoot(width: CGFloat = 320, height: CGFloat = 480) -> UIView {
  let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
  view.accessibilityIdentifier = "root"
  return view
}

/// Runs `body` collecting the DSL's diagnostics and HeadlessUIKit's issues.
@MainActor
func collecting(_ body: () -> Void) -> (dsl: [LayoutDiagnostic], uikit: [Headless.LayoutIssue]) {
  var diagnostics: [LayoutDiagnostic] = []
  let saved = LayoutDiagnostic.handler
  LayoutDiagnostic.handler = { diagnostics.append($0) }
  defer { LayoutDiagnostic.handler = saved }
  let issues = Headless.LayoutDiagnostics.capture(body)
  return (diagnostics, issues)
}

/// A profile card of 320 by 200 points.
@MainActor
func makeCard() -> BadgedProfileCard {
  BadgedProfileCard(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
}
