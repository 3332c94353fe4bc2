import SwiftLayout
import Testing

/// A bottom sheet over a map: collapsed it shows 120 points, expanded 600, animated.
@MainActor
private final class SheetViewController: UIViewController, Layoutable {
  var activation: Activation?
  let map = makeView("map")
  let sheet = makeView("sheet")
  let handle = makeView("handle")
  let details = makeView("details")
  @AnimatableLayoutProperty(duration: 0.4) var isExpanded = false
  /// The state a drag sets without an animation of its own (the drag's animator runs it).
  @LayoutProperty var isDraggedOpen = false

  @LayoutBuilder var layout: some Layout {
    view.sublayout {
      map.anchors { Anchors.allSides() }
      sheet.anchors {
        Anchors.horizontal()
        Anchors.height.equalTo(constant: 600)
        Anchors.top.equalTo(
          view, attribute: .bottom, constant: isExpanded || isDraggedOpen ? -600 : -120)
      }.sublayout {
        handle.anchors {
          Anchors.top.equalToSuper(constant: 8)
          Anchors.centerX
          Anchors.size(width: 36, height: 5)
        }
        if isExpanded || isDraggedOpen {
          details.anchors {
            Anchors.top.equalTo(handle, attribute: .bottom, constant: 20)
            Anchors.horizontal(offset: 16)
            Anchors.bottom.equalTo(sheet.safeAreaLayoutGuide)
          }
        }
      }
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    self.sl.updateLayout()
  }
}

@MainActor
@Suite("A bottom sheet animating between two heights")
struct BottomSheetScreenTests {
  private func present() -> (UIWindow, SheetViewController) {
    Headless.AnimationRecorder.finishPendingAnimations()
    Headless.AnimationRecorder.removeAll()
    return presentInPhoneWindow(SheetViewController())
  }

  @Test("Collapsed, the sheet's top is 120 points above the bottom edge")
  func collapsed() {
    let (_, controller) = present()
    #expect(controller.sheet.frame == CGRect(x: 0, y: 724, width: 390, height: 600))
    #expect(controller.handle.frame == CGRect(x: 177, y: 8, width: 36, height: 5))
    #expect(controller.details.superview == nil)
  }

  @Test("Expanding animates the sheet from 724 to 244; the middle sample is halfway")
  func expand() throws {
    let (window, controller) = present()
    controller.isExpanded = true
    // The model frame is final at once; the recorded animation carries the path.
    #expect(controller.sheet.frame == CGRect(x: 0, y: 244, width: 390, height: 600))
    let animation = try #require(Headless.AnimationRecorder.animations(of: controller.sheet).last)
    #expect(animation.fromFrame.minY == 724)
    #expect(animation.toFrame.minY == 244)
    #expect(animation.duration == 0.4)
    // With no curve option, UIView animations ease in and out (`curveEaseInOut` is the
    // default); that curve is symmetric, so half the time is half the way.
    // https://developer.apple.com/documentation/uikit/uiview/animationoptions/curveeaseinout
    #expect(animation.curve == .easeInOut)
    // (The curve is solved numerically: compare to a thousandth of a point.)
    #expect(abs(Headless.AnimationRecorder.frame(of: controller.sheet, at: 0.2).minY - 484) < 0.001)
    #expect(Headless.AnimationRecorder.frame(of: controller.sheet, at: 0.1).minY > 484)
    #expect(Headless.AnimationRecorder.frame(of: controller.sheet, at: 0.4).minY == 244)
    Headless.AnimationRecorder.advance(by: 0.2)
    #expect(abs(Headless.AnimationRecorder.presentedFrame(of: controller.sheet).minY - 484) < 0.001)
    Headless.AnimationRecorder.finishPendingAnimations()
    // The details fill the sheet below the handle, down to the sheet's safe area: the sheet
    // ends at 844, so the window's 34-point bottom inset reaches into it.
    #expect(controller.details.frame == CGRect(x: 16, y: 33, width: 358, height: 533))
    #expect(controller.view.window === window)
  }

  @Test("Collapsing again animates back and removes the details")
  func collapseAgain() throws {
    let (window, controller) = present()
    controller.isExpanded = true
    Headless.AnimationRecorder.finishPendingAnimations()
    controller.isExpanded = false
    #expect(controller.sheet.frame.minY == 724)
    let animation = try #require(Headless.AnimationRecorder.animations(of: controller.sheet).last)
    #expect(animation.fromFrame.minY == 244)
    #expect(animation.toFrame.minY == 724)
    #expect(controller.details.superview == nil)
    Headless.AnimationRecorder.finishPendingAnimations()
    // map 4, sheet 4, handle 4: the details' 4 are gone from the activation and the views.
    #expect(controller.activation?.constraints.count == 12)
    let installed = [controller.view, controller.sheet, controller.handle, controller.details]
      .reduce(0) { $0 + ($1?.constraints.count ?? 0) }
    #expect(installed == 12)
    #expect(controller.view.window === window)
  }

  @Test("A drag scrubs a paused property animator; released early, it reverses to collapsed")
  func interactiveDrag() {
    let (window, controller) = present()
    let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut) {
      controller.isDraggedOpen = true
      controller.view.layoutIfNeeded()
    }
    var finalPosition: UIViewAnimatingPosition?
    animator.addCompletion { position in
      finalPosition = position
      // The constraints still say "open": put the state back where the sheet ended.
      if position == .start { controller.isDraggedOpen = false }
    }
    animator.pauseAnimation()
    // The finger moves a quarter of the way: a paused animator scrubs linearly
    // (`scrubsLinearly` is true by default), so the sheet is a quarter of the way up.
    // https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/scrubslinearly
    animator.fractionComplete = 0.25
    #expect(Headless.AnimationRecorder.presentedFrame(of: controller.sheet).minY == 604)
    // Released too early: reverse and let it run back.
    animator.isReversed = true
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    Headless.AnimationRecorder.finishPendingAnimations()
    #expect(finalPosition == .start)
    window.layoutIfNeeded()
    #expect(controller.sheet.frame == CGRect(x: 0, y: 724, width: 390, height: 600))
    #expect(controller.details.superview == nil)
  }

  @Test("Tearing the sheet down mid-animation frees the controller and its views")
  func teardownMidAnimation() {
    weak var weakController: SheetViewController?
    weak var weakSheet: UIView?
    weak var weakDetails: UIView?
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    do {
      let controller = SheetViewController()
      weakController = controller
      weakSheet = controller.sheet
      weakDetails = controller.details
      window.rootViewController = controller
      window.makeKeyAndVisible()
      controller.isExpanded = true
      Headless.AnimationRecorder.advance(by: 0.1)
      window.rootViewController = nil
    }
    Headless.AnimationRecorder.finishPendingAnimations()
    Headless.AnimationRecorder.removeAll()
    #expect(weakController == nil)
    #expect(weakSheet == nil)
    #expect(weakDetails == nil)
  }
}
