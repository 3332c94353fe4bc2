import SwiftLayout
import Testing

@MainActor
@Suite("Hook next to anchor code and the DSL")
struct HookLayoutTests {
  @Test("Hook constraints go inactive when the view leaves its superview, as UIKit removes them")
  func hookAfterRemoval() {
    let root = makeRoot()
    let badge = UIView()
    root.addSubviews(badge)
    let hook = badge.hook.top(to: root.topAnchor, constant: 8)
      .trailing(to: root.trailingAnchor, constant: -8).size(CGSize(width: 20, height: 20))
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 292, y: 8, width: 20, height: 20))
    badge.removeFromSuperview()
    // UIView.removeFromSuperview removes the constraints that refer to the view and its
    // superview; the two size constraints belong to the badge alone and stay.
    #expect(hook.constraints.filter(\.isActive).count == 2)
    #expect(hook.constraint(for: .top)?.isActive == false)
    #expect(root.constraints.isEmpty)
  }

  @Test("Hook's relative dimension and centring lay out a square avatar in a card")
  func hookAvatarInCard() {
    let root = makeRoot(width: 300, height: 300)
    let card = UIView()
    let avatar = UIView()
    root.addSubviews(card)
    card.addSubviews(avatar)
    card.hook.all(
      to: root, topConstant: 20, leadingConstant: 20, bottomConstant: -20, trailingConstant: -20)
    avatar.hook.width(to: card.widthAnchor, multiplier: 0.5)
      .height(to: avatar.widthAnchor).center(in: card)
    root.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 20, y: 20, width: 260, height: 260))
    #expect(avatar.frame == CGRect(x: 65, y: 65, width: 130, height: 130))
  }

  @Test("Hook priorities: an optional width gives way to a required maximum")
  func hookPriorities() {
    let root = makeRoot(width: 300, height: 100)
    let box = UIView()
    root.addSubviews(box)
    let hook = box.hook.top(to: root.topAnchor).leading(to: root.leadingAnchor)
      .width(constant: 100, priority: .defaultLow)
      .width(lessThanOrEqualToConstant: 50)
      .height(to: box.widthAnchor, multiplier: 0.5)
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 0, width: 50, height: 25))
    #expect(hook.constraints.map(\.priority.rawValue) == [1000, 1000, 250, 1000, 1000])
    #expect(!hook.constraints.contains { !$0.isActive })
  }

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

  @Test("Hook lays out a row in one line per view and keeps its constraints")
  func hookRow() throws {
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
    let icon = UIView()
    let title = UIView()
    cell.addSubviews(icon, title)
    #expect(!icon.translatesAutoresizingMaskIntoConstraints)
    let iconHook = icon.hook.leading(to: cell.leadingAnchor, constant: 16)
      .centerY(to: cell.centerYAnchor).width(constant: 28).height(to: icon.widthAnchor)
    let titleHook = title.hook.leading(to: icon.trailingAnchor, constant: 12)
      .trailing(to: cell.trailingAnchor, constant: -16).top(to: cell.topAnchor, constant: 8)
      .bottom(to: cell.bottomAnchor, constant: -8)
      .height(constant: 100, priority: .defaultLow)
    cell.layoutIfNeeded()
    #expect(icon.frame == CGRect(x: 16, y: 16, width: 28, height: 28))
    #expect(title.frame == CGRect(x: 56, y: 8, width: 248, height: 44))
    #expect(iconHook.constraints.count == 4 && titleHook.constraints.count == 5)
    let height = try #require(titleHook.constraint(for: .height))
    #expect(height.priority == .defaultLow && height.isActive)
    // The trailing inset is a raw constant, as the hook blog writes it.
    #expect(titleHook.constraint(for: .trailing)?.constant == -16)
    titleHook.deactivate()
    #expect(titleHook.constraints.allSatisfy { !$0.isActive })
    #expect(iconHook.constraints.allSatisfy { $0.isActive })
  }
}
