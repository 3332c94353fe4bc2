import HeadlessUIKit
import Testing

/// A controller whose `loadView()` reads `view` before it has made one.
@MainActor
private final class EagerController: UIViewController {
  var widthSeen: CGFloat?

  override func loadView() {
    widthSeen = view.frame.width
    view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
  }
}

/// Values a caller may set that a description or a lazy property must survive.
@MainActor
@Suite("Edge values through public API")
struct ValueEdgeCaseTests {
  @Test("A Visual Format error with a position set out of range prints its caret at an end")
  func errorPositionOutOfRange() {
    var error = Headless.VisualFormatError(message: "m", format: "H:|[a]|", position: 2)
    error.position = -5
    #expect(error.caretLine == "^")
    #expect(error.description.hasSuffix("\n^"))
    error.position = 1_000
    #expect(error.caretLine == String(repeating: " ", count: 7) + "^")
  }

  @Test("A loadView() that reads view gets the default view and a diagnostic, not a trap")
  func loadViewReadingView() {
    let controller = EagerController()
    let issues = Headless.LayoutDiagnostics.capture { _ = controller.view }
    #expect(issues.map(\.kind) == [.recursiveViewLoad])
    #expect(controller.widthSeen == UIScreen.main.bounds.width)
    // What loadView() set last is the view.
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(controller.isViewLoaded)
  }

  @Test("A NaN priority is refused with a diagnostic and the old priority is kept")
  func notANumberPriority() {
    let view = makeView("box")
    let constraint = view.widthAnchor.constraint(equalToConstant: 10)
    constraint.priority = .defaultHigh
    let issues = Headless.LayoutDiagnostics.capture {
      constraint.priority = UILayoutPriority(Float.nan)
    }
    #expect(issues.map(\.kind) == [.invalidConstraint])
    #expect(constraint.priority == .defaultHigh)
  }
}
