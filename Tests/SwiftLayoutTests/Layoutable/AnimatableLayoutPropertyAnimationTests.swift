import SwiftLayout
import Testing

@MainActor
@Suite("@AnimatableLayoutProperty records the frames it moves")
struct AnimatableLayoutPropertyAnimationTests {
  @Test(
    "@AnimatableLayoutProperty set twice in a row: the second animation starts where the first ends"
  )
  func animatablePropertySequence() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let view = AnimatedView(frame: .zero)
    container.sublayout { view.anchors { Anchors.allSides() } }.finalActive()
    container.layoutIfNeeded()
    Headless.AnimationRecorder.finishPendingAnimations()
    Headless.AnimationRecorder.removeAll()
    let completions = AnimatedView.completions
    view.isWide = true
    view.isWide = false
    #expect(view.box.frame.width == 100)
    let animations = Headless.AnimationRecorder.animations(of: view.box)
    #expect(animations.map(\.fromFrame.width) == [100, 200])
    #expect(animations.map(\.toFrame.width) == [200, 100])
    Headless.AnimationRecorder.advance(by: 0.6)
    #expect(AnimatedView.completions == completions + 2)
  }

  @Test("An animatable property takes a view out of the stack inside an animation")
  func animatableRemovesFromStack() throws {
    let card = makeCard()
    card.isCompact = true
    #expect(card.bio.superview == nil)
    #expect(same(card.stack.arrangedSubviews, [card.name, card.badge]))
    #expect(card.stack.frame.height == 52)
    let record = try #require(Headless.AnimationRecorder.animations(of: card.stack).last)
    #expect(record.fromFrame.height == 100 && record.toFrame.height == 52)
    #expect(record.duration == 0.3)
    Headless.AnimationRecorder.finishPendingAnimations()
    card.isCompact = false
    #expect(card.bio.superview === card.stack)
    #expect(card.bio.frame == CGRect(x: 0, y: 60, width: 288, height: 40))
    Headless.AnimationRecorder.finishPendingAnimations()
  }

  @Test("An animatable property that removes a view takes it out at once, others animate")
  func animatableRemoval() throws {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let row = ToggleRow(frame: .zero)
    let activation = container.sublayout { row.anchors { Anchors.allSides() } }.active()
    container.layoutIfNeeded()
    #expect(row.label.frame == CGRect(x: 44, y: 0, width: 276, height: 44))
    Headless.AnimationRecorder.finishPendingAnimations()
    Headless.AnimationRecorder.removeAll()
    row.showsIcon = false
    #expect(row.icon.superview == nil)
    let label = try #require(Headless.AnimationRecorder.animations(of: row.label).last)
    #expect(label.fromFrame == CGRect(x: 44, y: 0, width: 276, height: 44))
    #expect(label.toFrame == CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(Headless.AnimationRecorder.animations(of: row.icon).isEmpty)
    Headless.AnimationRecorder.finishPendingAnimations()
    activation.deactive()
  }

  @Test("@AnimatableLayoutProperty records from and to frames of every view the change moves")
  func drawerAnimation() throws {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    let drawer = DrawerView(frame: .zero)
    let activation = container.sublayout { drawer.anchors { Anchors.allSides() } }.active()
    container.layoutIfNeeded()
    #expect(drawer.handle.frame == CGRect(x: 0, y: 170, width: 20, height: 60))
    Headless.AnimationRecorder.finishPendingAnimations()
    Headless.AnimationRecorder.removeAll()
    drawer.isOpen = true
    let panel = try #require(Headless.AnimationRecorder.animations(of: drawer.panel).last)
    #expect(panel.fromFrame == CGRect(x: 0, y: 0, width: 0, height: 400))
    #expect(panel.toFrame == CGRect(x: 0, y: 0, width: 200, height: 400))
    #expect(panel.duration == 0.3)
    let handle = try #require(Headless.AnimationRecorder.animations(of: drawer.handle).last)
    #expect(handle.fromFrame == CGRect(x: 0, y: 170, width: 20, height: 60))
    #expect(handle.toFrame == CGRect(x: 200, y: 170, width: 20, height: 60))
    #expect(handle.frame(at: 0.15).minX > 0 && handle.frame(at: 0.15).minX < 200)
    // The drawer itself does not move: nothing is recorded for it.
    #expect(Headless.AnimationRecorder.animations(of: drawer).isEmpty)
    Headless.AnimationRecorder.advance(by: 0.3)
    #expect(drawer.handle.frame.minX == 200)
    activation.deactive()
  }

  @Test("An animatable property set to the same value records no animation and keeps frames")
  func animatableSameValue() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    let drawer = DrawerView(frame: .zero)
    let activation = container.sublayout { drawer.anchors { Anchors.allSides() } }.active()
    container.layoutIfNeeded()
    Headless.AnimationRecorder.finishPendingAnimations()
    Headless.AnimationRecorder.removeAll()
    drawer.isOpen = false
    #expect(Headless.AnimationRecorder.animations(of: drawer.panel).isEmpty)
    #expect(Headless.AnimationRecorder.animations(of: drawer.handle).isEmpty)
    #expect(drawer.activation?.lastUpdate == LayoutUpdateStatistics())
    activation.deactive()
  }

  @Test("A Layoutable controller's animatable property slides a banner in under the safe area")
  func controllerAnimation() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = BannerController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let top = controller.view.safeAreaInsets.top
    #expect(controller.banner.frame == CGRect(x: 0, y: -50, width: 390, height: 50))
    Headless.AnimationRecorder.finishPendingAnimations()
    Headless.AnimationRecorder.removeAll()
    controller.isShown = true
    let animation = try #require(Headless.AnimationRecorder.animations(of: controller.banner).last)
    #expect(animation.fromFrame == CGRect(x: 0, y: -50, width: 390, height: 50))
    #expect(animation.toFrame == CGRect(x: 0, y: top, width: 390, height: 50))
    #expect(animation.duration == 0.4)
    Headless.AnimationRecorder.finishPendingAnimations()
  }
}
