import SwiftLayout
import Testing

/// A view whose layout's `config` sets a layout property, as a hurried refactor does.
@MainActor
private final class SelfUpdatingView: UIView, Layoutable {
  var activation: Activation?
  let label = makeView("label")
  var evaluations = 0
  let setsEveryTime: Bool
  @LayoutProperty var width: CGFloat = 100

  @LayoutBuilder var layout: some Layout {
    self.sublayout {
      label.config { [unowned self] _ in
        self.evaluations += 1
        // Setting a layout property while the layout is being built or applied.
        if self.setsEveryTime || self.width != 120 { self.width = 120 }
      }.anchors {
        Anchors.top.leading
        Anchors.height.equalTo(constant: 20)
        Anchors.width.equalTo(constant: width)
      }
    }
  }

  init(frame: CGRect, setsEveryTime: Bool) {
    self.setsEveryTime = setsEveryTime
    super.init(frame: frame)
    self.sl.updateLayout()
  }

  required init?(coder: NSCoder) { nil }
}

@MainActor
@Suite("Layout properties set while their layout is built")
struct LayoutableReentrancyTests {
  @Test("A layout property set while its layout is built does not recurse; the last value wins")
  func propertySetDuringBuild() {
    var diagnostics: [LayoutDiagnostic] = []
    let saved = LayoutDiagnostic.handler
    LayoutDiagnostic.handler = { diagnostics.append($0) }
    defer { LayoutDiagnostic.handler = saved }
    // It recursed until the stack overflowed.
    let view = SelfUpdatingView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 100), setsEveryTime: true)
    view.layoutIfNeeded()
    #expect(view.evaluations <= 8)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.message.contains("SelfUpdatingView") == true)
    #expect(view.width == 120)
    #expect(view.label.frame == CGRect(x: 0, y: 0, width: 120, height: 20))
  }

  @Test("A layout property set once while its layout is built: one more update, no diagnostic")
  func propertySetOnceDuringBuild() {
    var diagnostics: [LayoutDiagnostic] = []
    let saved = LayoutDiagnostic.handler
    LayoutDiagnostic.handler = { diagnostics.append($0) }
    defer { LayoutDiagnostic.handler = saved }
    let view = SelfUpdatingView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 100), setsEveryTime: false)
    view.layoutIfNeeded()
    #expect(view.evaluations == 2)
    #expect(diagnostics.isEmpty)
    #expect(view.label.frame == CGRect(x: 0, y: 0, width: 120, height: 20))
  }
}
