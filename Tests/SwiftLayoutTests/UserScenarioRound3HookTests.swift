import SwiftLayout
import Testing

/// A third round of user scenarios for Hook and Builder, written as a SnapKit or UIKit user
/// writes them, with frames compared to the equivalent anchor code.
@MainActor
@Suite("User scenarios, round 3: Hook and Builder next to anchor code")
struct UserScenarioRound3HookTests {
  /// A window of an iPhone's size with a controller; its view is the root.
  func makeScreen() -> (UIWindow, UIView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let root: UIView = controller.view
    return (window, root)
  }

  /// A header, an avatar a quarter of the screen wide and square, and a body beside it.
  @MainActor
  struct Screen {
    let header = makeView("header")
    let avatar = makeView("avatar")
    let body = makeView("body")
    var frames: [CGRect] { [header.frame, avatar.frame, body.frame] }
  }

  @Test("A screen written with Hook lays out exactly like the same screen in anchor code")
  func hookMatchesAnchors() {
    let (hookWindow, hookRoot) = makeScreen()
    let hooked = Screen()
    hookRoot.addSubviews(hooked.header, hooked.avatar, hooked.body)
    hooked.header.hook
      .top(toSafeAreaOf: hookRoot, constant: 8)
      .leading(to: hookRoot.leadingAnchor, constant: 16)
      .trailing(to: hookRoot.trailingAnchor, constant: -16)
      .height(constant: 44)
    hooked.avatar.hook
      .top(to: hooked.header.bottomAnchor, constant: 12)
      .leading(to: hooked.header.leadingAnchor)
      .width(to: hookRoot.widthAnchor, multiplier: 0.25)
      .height(to: hooked.avatar.widthAnchor)
    hooked.body.hook
      .top(to: hooked.avatar.topAnchor)
      .leading(to: hooked.avatar.trailingAnchor, constant: 8)
      .trailing(to: hooked.header.trailingAnchor)
      .height(greaterThanOrEqualToConstant: 60)
      .bottom(to: hookRoot.safeAreaLayoutGuide.bottomAnchor, constant: -20, priority: .defaultLow)

    let (anchorWindow, anchorRoot) = makeScreen()
    let plain = Screen()
    for view in [plain.header, plain.avatar, plain.body] {
      view.translatesAutoresizingMaskIntoConstraints = false
      anchorRoot.addSubview(view)
    }
    let bodyBottom = plain.body.bottomAnchor.constraint(
      equalTo: anchorRoot.safeAreaLayoutGuide.bottomAnchor, constant: -20)
    bodyBottom.priority = .defaultLow
    NSLayoutConstraint.activate([
      plain.header.topAnchor.constraint(
        equalTo: anchorRoot.safeAreaLayoutGuide.topAnchor, constant: 8),
      plain.header.leadingAnchor.constraint(equalTo: anchorRoot.leadingAnchor, constant: 16),
      plain.header.trailingAnchor.constraint(equalTo: anchorRoot.trailingAnchor, constant: -16),
      plain.header.heightAnchor.constraint(equalToConstant: 44),
      plain.avatar.topAnchor.constraint(equalTo: plain.header.bottomAnchor, constant: 12),
      plain.avatar.leadingAnchor.constraint(equalTo: plain.header.leadingAnchor),
      plain.avatar.widthAnchor.constraint(equalTo: anchorRoot.widthAnchor, multiplier: 0.25),
      plain.avatar.heightAnchor.constraint(equalTo: plain.avatar.widthAnchor),
      plain.body.topAnchor.constraint(equalTo: plain.avatar.topAnchor),
      plain.body.leadingAnchor.constraint(equalTo: plain.avatar.trailingAnchor, constant: 8),
      plain.body.trailingAnchor.constraint(equalTo: plain.header.trailingAnchor),
      plain.body.heightAnchor.constraint(greaterThanOrEqualToConstant: 60),
      bodyBottom,
    ])
    hookWindow.layoutIfNeeded()
    anchorWindow.layoutIfNeeded()
    #expect(hooked.frames == plain.frames)
    // Safe area 47 at the top: header at 55; avatar 97.5 wide and square below it.
    #expect(hooked.header.frame == CGRect(x: 16, y: 55, width: 358, height: 44))
    #expect(hooked.avatar.frame == CGRect(x: 16, y: 111, width: 97.5, height: 97.5))
    // The optional bottom stretches the body to 20 above the safe area's bottom (844 - 34).
    #expect(hooked.body.frame == CGRect(x: 121.5, y: 111, width: 252.5, height: 679))
  }

  @Test("Hooks to the safe area made before the view is on screen follow it once it is")
  func safeAreaHookBeforeWindow() {
    // safeAreaLayoutGuide: "When the view is visible onscreen, this guide reflects the portion
    // of the view that is not covered by navigation bars, tab bars, toolbars, and other
    // ancestor views."
    let controller = UIViewController()
    let root: UIView = controller.view
    let toolbar = makeView("toolbar")
    root.addSubviews(toolbar)
    toolbar.hook
      .bottom(toSafeAreaOf: root)
      .leading(to: root.leadingAnchor).trailing(to: root.trailingAnchor)
      .height(constant: 44)
    root.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    root.layoutIfNeeded()
    #expect(toolbar.frame == CGRect(x: 0, y: 800, width: 390, height: 44))
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    // The home indicator's 34 points at the bottom.
    #expect(toolbar.frame == CGRect(x: 0, y: 766, width: 390, height: 44))
  }

  @Test("A hooked constraint's constant changed later moves the views that follow it")
  func hookedConstantChangedLater() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let banner = makeView("banner")
    let list = makeView("list")
    root.addSubviews(banner, list)
    let bannerHook = banner.hook
      .top(to: root.topAnchor).leading(to: root.leadingAnchor)
      .trailing(to: root.trailingAnchor).height(constant: 0)
    list.hook.top(to: banner.bottomAnchor, constant: 8)
      .leading(to: root.leadingAnchor).trailing(to: root.trailingAnchor)
      .bottom(to: root.bottomAnchor)
    root.layoutIfNeeded()
    #expect(list.frame == CGRect(x: 0, y: 8, width: 320, height: 472))
    // As a SnapKit user keeps `constraint` and sets `update(offset:)`.
    let height = try #require(bannerHook.constraint(for: .height))
    height.constant = 60
    root.layoutIfNeeded()
    #expect(banner.frame.height == 60)
    #expect(list.frame == CGRect(x: 0, y: 68, width: 320, height: 412))
    // The same constraint is found among the active ones on the view.
    #expect(bannerHook.activeConstraints(for: .height).contains { $0 === height })
  }

  @Test("Deactivating a hook chain hands the view to a lower-priority fallback")
  func deactivateChainToFallback() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let panel = makeView("panel")
    root.addSubviews(panel)
    panel.hook.bottom(to: root.bottomAnchor).leading(to: root.leadingAnchor)
      .trailing(to: root.trailingAnchor)
    let collapsed = panel.hook.height(constant: 80, priority: .defaultLow)
    let expanded = panel.hook.height(constant: 300).top(
      greaterThanOrEqualTo: root.safeAreaLayoutGuide.topAnchor)
    root.layoutIfNeeded()
    #expect(panel.frame == CGRect(x: 0, y: 180, width: 320, height: 300))
    expanded.deactivate()
    root.layoutIfNeeded()
    #expect(expanded.constraints.allSatisfy { !$0.isActive })
    #expect(collapsed.constraints.allSatisfy { $0.isActive })
    #expect(panel.frame == CGRect(x: 0, y: 400, width: 320, height: 80))
    // Activating them again (SnapKit's `activate()`) expands it back.
    NSLayoutConstraint.activate(expanded.constraints)
    root.layoutIfNeeded()
    #expect(panel.frame.height == 300)
  }

  @Test("Hook against layout guides: two buttons centred between equal spacer guides")
  func hookToSpacerGuides() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let left = makeView("left")
    let right = makeView("right")
    root.addSubviews(left, right)
    let spacers = (0..<3).map { _ in UILayoutGuide() }
    for guide in spacers { root.addLayoutGuide(guide) }
    NSLayoutConstraint.activate([
      spacers[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
      spacers[2].trailingAnchor.constraint(equalTo: root.trailingAnchor),
      spacers[1].widthAnchor.constraint(equalTo: spacers[0].widthAnchor),
      spacers[2].widthAnchor.constraint(equalTo: spacers[0].widthAnchor),
    ])
    left.hook.leading(to: spacers[0].trailingAnchor).trailing(to: spacers[1].leadingAnchor)
      .width(constant: 80).height(constant: 44).centerY(to: root.centerYAnchor)
    right.hook.leading(to: spacers[1].trailingAnchor).trailing(to: spacers[2].leadingAnchor)
      .width(to: left.widthAnchor, multiplier: 1.5).height(to: left.heightAnchor)
      .centerY(to: left.centerYAnchor)
    root.layoutIfNeeded()
    // 320 - 80 - 120 = 120 of spacing in three equal gaps of 40.
    #expect(left.frame == CGRect(x: 40, y: 28, width: 80, height: 44))
    #expect(right.frame == CGRect(x: 160, y: 28, width: 120, height: 44))
    #expect(spacers.map(\.layoutFrame.width) == [40, 40, 40])
  }

  @Test("Builder and then configure views used in a layout like the same UIKit code")
  func builderAndThenInALayout() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let title = UILabel().builder.text("Settings").numberOfLines(1).build()
    let row = UIStackView().then {
      $0.axis = .horizontal
      $0.distribution = .fillEqually
      $0.spacing = 10
    }
    let first = makeView("first")
    let second = makeView("second")
    let layout = root.sublayout {
      title.anchors {
        Anchors.top.leading.equalToSuper(inwardOffset: 16)
      }
      row.anchors {
        Anchors.top.equalTo(title, attribute: .bottom, constant: 8)
        Anchors.leading.trailing.equalToSuper(inwardOffset: 16)
        Anchors.height.equalTo(constant: 44)
      }.sublayout {
        first
        second
      }
    }
    let activation = layout.active()
    root.layoutIfNeeded()
    let plainTitle = UILabel()
    plainTitle.text = "Settings"
    #expect(title.frame.size == plainTitle.intrinsicContentSize)
    #expect(title.frame.origin == CGPoint(x: 16, y: 16))
    #expect(row.frame == CGRect(x: 16, y: title.frame.maxY + 8, width: 288, height: 44))
    #expect(first.frame == CGRect(x: 0, y: 0, width: 139, height: 44))
    #expect(second.frame == CGRect(x: 149, y: 0, width: 139, height: 44))
    activation.deactive()
  }

  @Test("A Hook constraint the user adds to a view the DSL manages survives the DSL's update")
  func hookOnDSLViewSurvivesUpdate() {
    let card = Round3ProfileCard(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let tall = card.badge.hook.height(constant: 30)
    card.layoutIfNeeded()
    #expect(card.badge.frame.height == 30)
    #expect(card.bio.frame.minY == 66)
    card.badgeInStack = false
    card.badgeInStack = true
    card.layoutIfNeeded()
    #expect(tall.constraints.allSatisfy { $0.isActive })
    #expect(card.badge.frame.height == 30)
    #expect(card.bio.frame.minY == 66)
  }
}

@MainActor
@Suite("User scenarios, round 3: hand edits around a Layoutable's updates")
struct UserScenarioRound3HandEditTests {
  func makeCard() -> Round3ProfileCard {
    Round3ProfileCard(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
  }

  @Test("Deferred updates flushed inside UIView.animate animate the stack like any layout change")
  func flushInsideAnimation() throws {
    let card = makeCard()
    card.showsBio = false
    UIView.animate(withDuration: 0.2) {
      LayoutUpdateMode.flushDeferredUpdates()
      card.layoutIfNeeded()
    }
    let record = try #require(AnimationRecorder.animations(of: card.stack).last)
    #expect(record.fromFrame.height == 100 && record.toFrame.height == 52)
    #expect(record.duration == 0.2)
    #expect(card.stack.frame.height == 52)
    AnimationRecorder.finishPendingAnimations()
  }

  @Test("An arranged view the user hides by hand stays hidden and collapsed across updates")
  func hiddenByHandStaysHidden() {
    let card = makeCard()
    card.name.isHidden = true
    card.layoutIfNeeded()
    #expect(card.badge.frame.minY == 0)
    card.badgeInStack = false
    card.badgeInStack = true
    card.layoutIfNeeded()
    #expect(card.name.isHidden)
    #expect(card.badge.frame.minY == 0)
    #expect(card.bio.frame.minY == 32)
  }

  @Test("A background view the user inserts at the back stays behind the DSL's views")
  func backgroundStaysBehind() {
    let card = makeCard()
    let background = UIView(frame: card.bounds)
    card.insertSubview(background, at: 0)
    card.badgeInStack = false
    #expect(same(card.subviews, [background, card.stack, card.badge]))
    card.badgeInStack = true
    #expect(same(card.subviews, [background, card.stack]))
    card.layoutIfNeeded()
    #expect(background.frame == CGRect(x: 0, y: 0, width: 320, height: 200))
  }
}
