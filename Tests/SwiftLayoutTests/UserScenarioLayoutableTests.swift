import SwiftLayout
import Testing

/// A view whose two parts appear on deferred updates.
@MainActor
final class ExpandingView: UIView, Layoutable {
  var activation: Activation?
  let details = makeView("details")
  let footer = makeView("footer")
  var evaluations = 0
  @LayoutProperty(.deferred) var showsDetails = false
  @LayoutProperty(.deferred) var showsFooter = false

  @LayoutBuilder var layout: some Layout {
    let _ = count()
    self.sublayout {
      if showsDetails {
        details.anchors {
          Anchors.cap()
          Anchors.height.equalTo(constant: 30)
        }
      }
      if showsFooter {
        footer.anchors {
          Anchors.shoe()
          Anchors.height.equalTo(constant: 20)
        }
      }
    }
  }

  private func count() -> Int {
    evaluations += 1
    return evaluations
  }
}

@MainActor
@Suite("User scenarios: Layoutable update modes")
struct UserScenarioLayoutableTests {
  @Test("Deferred updates run by themselves on the next turn of the main actor")
  func deferredRunsLater() async {
    let view = ExpandingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    view.showsDetails = true
    view.showsFooter = true
    #expect(view.evaluations == 0)
    for _ in 0..<20 where LayoutUpdateMode.hasDeferredUpdates {
      await Task.yield()
    }
    #expect(!LayoutUpdateMode.hasDeferredUpdates)
    #expect(view.evaluations == 1)
    #expect(same(view.subviews, [view.details, view.footer]))
  }

  @Test("A view released before its deferred update is simply skipped")
  func releasedBeforeFlush() {
    weak var weakView: ExpandingView?
    do {
      let view = ExpandingView(frame: .zero)
      weakView = view
      view.showsDetails = true
    }
    #expect(weakView == nil)
    LayoutUpdateMode.flushDeferredUpdates()
    #expect(!LayoutUpdateMode.hasDeferredUpdates)
  }

  @Test("A forced update lays out at once, without a layoutIfNeeded")
  func forcedLaysOut() {
    let view = ExpandingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    view.sl.updateLayout(.forced)
    #expect(view.subviews.isEmpty)
    view.showsDetails = true
    view.showsFooter = true
    view.sl.updateLayout(.forced)
    #expect(view.details.frame == CGRect(x: 0, y: 0, width: 200, height: 30))
    #expect(view.footer.frame == CGRect(x: 0, y: 80, width: 200, height: 20))
    // The pending deferred update finds nothing left to do.
    LayoutUpdateMode.flushDeferredUpdates()
    #expect(view.activation?.lastUpdate == LayoutUpdateStatistics())
  }
}
