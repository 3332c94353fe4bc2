import SwiftLayout
import Testing

@MainActor
@Suite("Layoutable views: coalescing, animation and release")
struct LayoutableLifecycleTests {
  @Test("Deferred properties coalesce into one layout evaluation, applied on flush")
  func deferredCoalesce() {
    let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
    #expect(header.evaluations == 1)
    header.isVerified = true
    header.avatarSize = 60
    header.isVerified = true
    #expect(header.evaluations == 1)
    #expect(header.badge.superview == nil)
    #expect(LayoutUpdateMode.hasDeferredUpdates)
    LayoutUpdateMode.flushDeferredUpdates()
    #expect(header.evaluations == 2)
    header.layoutIfNeeded()
    #expect(header.avatar.frame == CGRect(x: 16, y: 16, width: 60, height: 60))
    #expect(header.badge.superview === header)
    #expect(header.badge.frame == CGRect(x: 16 + 60 + 12 + 100 + 4, y: 38, width: 16, height: 16))
  }

  @Test("An animatable property records the frame change of the views it moves")
  func animatableProperty() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
    let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
    window.addSubview(header)
    window.layoutIfNeeded()
    #expect(header.name.frame.width == 100)
    header.isExpanded = true
    let record = try #require(Headless.AnimationRecorder.animations(of: header.name).last)
    #expect(record.fromFrame.width == 100 && record.toFrame.width == 200)
    #expect(record.duration == 0.25)
    #expect(header.name.frame.width == 200)
    Headless.AnimationRecorder.finishPendingAnimations()
  }

  @Test("Releasing a Layoutable view frees it and the views its layout made")
  func releaseOwner() {
    weak var weakHeader: ProfileHeaderView?
    weak var weakAvatar: UIView?
    do {
      let header = ProfileHeaderView(frame: .zero)
      weakHeader = header
      weakAvatar = header.avatar
      #expect(header.avatar.superview === header)
    }
    #expect(weakHeader == nil)
    #expect(weakAvatar == nil)
  }
}
