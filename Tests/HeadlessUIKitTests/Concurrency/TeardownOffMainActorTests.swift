import HeadlessUIKit
import Testing

/// A view that counts where its main-actor overrides run.
final class CallCountingView: UIView {
  let mainQueueCalls = MainQueueCallCounter()

  override func didMoveToSuperview() {
    mainQueueCalls.record()
    super.didMoveToSuperview()
  }

  override func setNeedsLayout() {
    mainQueueCalls.record()
    super.setNeedsLayout()
  }
}

/// A view that records whether it was freed on the main actor.
final class DeinitRecordingView: UIView {
  let freed = MainQueueCallCounter()

  deinit { freed.record() }
}

/// Holds a view for another thread to let go of.
final class ViewHolder: @unchecked Sendable {
  private var view: UIView?

  init(_ view: UIView?) { self.view = view }

  /// Drops the view (called by one thread at a time).
  func release() { view = nil }
}

/// A view tree whose last reference is dropped off the main actor: its `deinit` runs there, but
/// the subviews something else keeps must become roots on the main actor.
@MainActor
@Suite("Views freed off the main actor")
struct TeardownOffMainActorTests {
  @Test(
    "Subviews that outlive a superview freed off the main actor become roots on the main actor"
  )
  func survivorsBecomeRootsOnTheMainActor() async throws {
    var root: DeinitRecordingView? = DeinitRecordingView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let freed = try #require(root).freed
    let card = CallCountingView()
    card.translatesAutoresizingMaskIntoConstraints = false
    let badge = CallCountingView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(badge)
    do {
      let host = try #require(root)
      host.addSubview(card)
      NSLayoutConstraint.activate([
        card.topAnchor.constraint(equalTo: host.topAnchor, constant: 10),
        card.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 10),
        badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
        badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 4),
        badge.widthAnchor.constraint(equalToConstant: 20),
        badge.heightAnchor.constraint(equalToConstant: 20),
        card.trailingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 4),
        card.bottomAnchor.constraint(equalTo: badge.bottomAnchor, constant: 4),
      ])
      host.layoutIfNeeded()
    }
    #expect(card.frame == CGRect(x: 10, y: 10, width: 28, height: 28))
    let cardCalls = card.mainQueueCalls.counts
    let badgeCalls = badge.mainQueueCalls.counts

    // The detached task drops the last reference to the root.
    let holder = ViewHolder(root)
    root = nil
    await Task.detached { holder.release() }.value
    let deadline = ContinuousClock.now + .seconds(5)
    while freed.counts == (0, 0) || card.mainQueueCalls.counts.on == cardCalls.on {
      guard ContinuousClock.now < deadline else { break }
      try await Task.sleep(for: .milliseconds(1))
    }
    #expect(freed.counts == (on: 0, off: 1), "the root was freed off the main actor")
    // The overrides ran on the main actor (setNeedsLayout as the card became a root), never on
    // the freeing thread.
    #expect(card.mainQueueCalls.counts.off == cardCalls.off)
    #expect(badge.mainQueueCalls.counts.off == badgeCalls.off)
    #expect(card.mainQueueCalls.counts.on > cardCalls.on)
    #expect(card.superview == nil)
    // The card is a root of its own, with the constraints inside it.
    card.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 4, y: 4, width: 20, height: 20))
    #expect(badge.superview === card)
  }
}
