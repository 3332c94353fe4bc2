import SwiftLayout
import Testing

/// A Layoutable view whose box grows when `isWide` is set, inside an animation.
@MainActor
final class AnimatedView: UIView, Layoutable {
  static var completions = 0
  var activation: Activation?
  let box = makeView("box")

  @AnimatableLayoutProperty(
    duration: 0.5, delay: 0.1, options: [.curveEaseIn],
    completion: { finished in if finished { AnimatedView.completions += 1 } })
  var isWide = false

  @LayoutBuilder var layout: some Layout {
    self.sublayout {
      box.anchors {
        Anchors.top.leading
        Anchors.height.equalTo(constant: 10)
        Anchors.width.equalTo(constant: isWide ? 200 : 100)
      }
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    self.sl.updateLayout()
  }

  required init?(coder: NSCoder) { nil }
}

/// A view controller that conforms to Layoutable: `view` is the root.
@MainActor
final class LayoutableController: UIViewController, Layoutable {
  var activation: Activation?
  let label = makeView("label")
  @LayoutProperty var inset: CGFloat = 10

  @LayoutBuilder var layout: some Layout {
    view.sublayout {
      label.anchors {
        Anchors.cap(offset: inset)
        Anchors.height.equalTo(constant: 30)
      }
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    self.sl.updateLayout(.forced)
  }
}

@MainActor
@Suite("Animatable layout properties and update modes")
struct AnimatableLayoutPropertyTests {
  @Test("@AnimatableLayoutProperty updates the layout inside an animation with its parameters")
  func animates() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let view = AnimatedView(frame: .zero)
    container.sublayout { view.anchors { Anchors.allSides() } }.finalActive()
    container.layoutIfNeeded()
    #expect(view.box.frame.width == 100)
    Headless.AnimationRecorder.removeAll()
    Headless.AnimationRecorder.finishPendingAnimations()
    let completions = AnimatedView.completions
    view.isWide = true
    #expect(view.box.frame.width == 200)
    // As in UIKit, the completion runs when the animation (0.1 s delay + 0.5 s) ends.
    #expect(AnimatedView.completions == completions)
    Headless.AnimationRecorder.advance(by: 0.6)
    #expect(AnimatedView.completions == completions + 1)
    let animation = Headless.AnimationRecorder.animations(of: view.box).last
    #expect(animation?.fromFrame.width == 100)
    #expect(animation?.toFrame.width == 200)
    #expect(animation?.duration == 0.5)
    #expect(animation?.delay == 0.1)
  }

  @Test("A view controller is Layoutable; .forced lays out at once, @LayoutProperty updates")
  func controller() {
    let controller = LayoutableController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = controller
    controller.loadViewIfNeeded()
    window.layoutIfNeeded()
    #expect(controller.label.frame == CGRect(x: 10, y: 10, width: 300, height: 30))
    controller.inset = 20
    controller.sl.updateLayout(.forced)
    #expect(controller.label.frame == CGRect(x: 20, y: 20, width: 280, height: 30))
    #expect(controller.activation?.lastUpdate.constantsUpdated == 0, "the property applied it")
  }

  @Test("Deactivation frees the views even while the activation is kept")
  func deactivationFrees() {
    let root = makeView("root")
    weak var weakChild: UIView?
    var activation: Activation?
    do {
      let child = makeView("child")
      weakChild = child
      activation = root.sublayout { child.anchors { Anchors.allSides() } }.active()
    }
    #expect(weakChild != nil)
    activation?.deactive()
    #expect(weakChild == nil)
    #expect(activation?.constraints.isEmpty == true)
  }

  @Test("A root anchored to a superview it does not have is a diagnostic")
  func missingSuperview() {
    let saved = LayoutDiagnostic.handler
    LayoutDiagnostic.handler = { _ in }
    defer { LayoutDiagnostic.handler = saved }
    let lonely = makeView("lonely")
    let activation = lonely.anchors { Anchors.top }.active()
    #expect(activation.constraints.isEmpty)
    #expect(activation.diagnostics.first?.message.contains("lonely") == true)
  }
}
