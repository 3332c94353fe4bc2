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
@Suite("User scenarios: rotation")
struct UserScenarioRotationTests {
  @Test("A trait change on rotation switches the layout; the frames follow the new safe area")
  func rotates() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let player = PlayerViewController()
    window.rootViewController = player
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(player.video.frame == CGRect(x: 0, y: 47, width: 390, height: 219.375))
    #expect(player.controls.frame.minY == player.video.frame.maxY)
    window.headlessTransition(
      to: CGSize(width: 844, height: 390),
      safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    AnimationRecorder.finishPendingAnimations()
    window.layoutIfNeeded()
    #expect(player.isCompactHeight)
    let videoHeight: CGFloat = 390 - 21
    #expect(
      player.video.frame == CGRect(x: 47, y: 0, width: videoHeight * 16 / 9, height: videoHeight))
    #expect(player.controls.frame.minX == player.video.frame.maxX)
    #expect(player.controls.frame.maxX == 797)
    #expect(player.activation?.diagnostics.isEmpty == true)
  }
}
