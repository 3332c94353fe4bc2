import SwiftLayout
import Testing

@MainActor
@Suite("A player screen whose layout follows rotation")
struct RotationScreenTests {
  @Test("A trait change on rotation switches the layout; the frames follow the new safe area")
  func rotates() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let player = PlayerViewController()
    window.rootViewController = player
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(player.video.frame == CGRect(x: 0, y: 47, width: 390, height: 219.375))
    #expect(player.controls.frame.minY == player.video.frame.maxY)
    window.headless.transition(
      to: CGSize(width: 844, height: 390),
      safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    Headless.AnimationRecorder.finishPendingAnimations()
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
