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

/// A player screen that puts its controls beside the video in landscape, below it in portrait.
@MainActor
final class PlayerViewController: UIViewController, Layoutable {
  var activation: Activation?
  let video = makeView("video")
  let controls = makeView("controls")

  var isCompactHeight: Bool { traitCollection.verticalSizeClass == .compact }

  @LayoutBuilder var layout: some Layout {
    view.sublayout {
      video.anchors {
        Anchors.top.leading.equalTo(view.safeAreaLayoutGuide)
        if isCompactHeight {
          Anchors.bottom.equalTo(view.safeAreaLayoutGuide)
          Anchors.width.equalTo(video, attribute: .height, constant: 0).multiplier(16.0 / 9.0)
        } else {
          Anchors.trailing.equalTo(view.safeAreaLayoutGuide)
          Anchors.height.equalTo(video, attribute: .width).multiplier(9.0 / 16.0)
        }
      }
      controls.anchors {
        if isCompactHeight {
          Anchors.leading.equalTo(video, attribute: .trailing)
          Anchors.top.bottom.trailing.equalTo(view.safeAreaLayoutGuide)
        } else {
          Anchors.top.equalTo(video, attribute: .bottom)
          Anchors.leading.bottom.trailing.equalTo(view.safeAreaLayoutGuide)
        }
      }
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    sl.updateLayout()
    registerForTraitChanges([UITraitVerticalSizeClass.self]) {
      (controller: PlayerViewController, _: UITraitCollection) in
      controller.sl.updateLayout()
    }
  }
}

@MainActor
@Suite("Layoutable update modes: deferred, forced and immediate")
struct LayoutableUpdateModeTests {
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

  @Test("A forced update moves the frames before it returns; an immediate one waits for layout")
  func forcedAndImmediate() {
    let card = makeCard()
    card.showsBio = false
    LayoutUpdateMode.flushDeferredUpdates()
    card.layoutIfNeeded()
    #expect(card.stack.frame.height == 52)
    // Immediate (the badge property): the hierarchy changes, the frames wait.
    card.badgeInStack = false
    #expect(card.badge.superview === card)
    #expect(card.stack.frame.height == 52)
    card.layoutIfNeeded()
    #expect(card.stack.frame.height == 20)
    // Forced: frames change before updateLayout returns.
    card.showsBio = true
    card.sl.updateLayout(.forced)
    #expect(card.stack.frame.height == 68)
    LayoutUpdateMode.flushDeferredUpdates()
    #expect(card.stack.frame.height == 68)
  }

  @Test("A deferred property followed by a forced update: the flush finds nothing left to do")
  func deferredThenForced() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = BannerController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    controller.bannerHeight = 80
    #expect(controller.banner.frame.height == 50)
    controller.sl.updateLayout(.forced)
    #expect(controller.banner.frame.height == 80)
    LayoutUpdateMode.flushDeferredUpdates()
    #expect(controller.activation?.lastUpdate == LayoutUpdateStatistics())
    #expect(controller.banner.frame.height == 80)
  }
}
