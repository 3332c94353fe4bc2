import HeadlessUIKit
import Testing

/// The iOS profile screen beside this file, shown in an iPhone-sized window (390×844, safe
/// area 47 at the top and 34 at the bottom).
@MainActor
@Suite("A typical iOS screen compiles unchanged and obeys its constraints")
struct ProfileScreenTests {
  /// The screen in its window.
  ///
  /// Each test keeps it in a local, so that the views are freed on the main actor, as UIKit
  /// requires.
  @MainActor
  final class Screen {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = ProfileViewController()
  }

  /// Shows the screen and lays it out.
  func show() -> Screen {
    Headless.AnimationRecorder.finishPendingAnimations()
    let screen = Screen()
    screen.window.rootViewController = screen.controller
    screen.window.makeKeyAndVisible()
    screen.window.layoutIfNeeded()
    return screen
  }

  @Test("the header sits in the safe area between the VFL insets, 120 high in portrait")
  func header() {
    let screen = show()
    #expect(screen.controller.header.view.frame == CGRect(x: 16, y: 47, width: 358, height: 120))
  }

  @Test("the save button is centred 8 points above the keyboard guide, at the safe area")
  func saveButton() {
    let screen = show()
    let button = screen.controller.saveButton.frame
    #expect(button.midX == 195)
    #expect(button.maxY == 802)
    #expect(screen.controller.view.keyboardLayoutGuide.layoutFrame.minY == 810)
  }

  @Test("the scroll view fills the space between the header and the button")
  func scrollView() {
    let screen = show()
    let scroll = screen.controller.scrollView.frame
    #expect(scroll.minY == 175)
    #expect(scroll.maxY == screen.controller.saveButton.frame.minY - 8)
    #expect(scroll.minX == 0 && scroll.width == 390)
  }

  @Test("the stack view subclass splits its width equally inside its margins")
  func stats() throws {
    let screen = show()
    let stats = screen.controller.stats
    #expect(stats.frame.origin == .zero)
    #expect(stats.frame.width == 390)
    let labels = stats.arrangedSubviews
    try #require(labels.count == 3)
    let width = (390 - 8 - 8 - 2 * 8) / CGFloat(3)
    for (index, label) in labels.enumerated() {
      #expect(abs(label.frame.width - width) < 0.001)
      #expect(abs(label.frame.minX - (8 + CGFloat(index) * (width + 8))) < 0.001)
      #expect(label.frame.minY == 8)
    }
    let tallest = labels.map(\.intrinsicContentSize.height).max() ?? 0
    #expect(stats.frame.height == tallest + 16)
  }

  @Test("the padded label is its text's size plus its padding")
  func paddedLabel() {
    let screen = show()
    let label = screen.controller.header.nameLabel
    let plain = UILabel()
    plain.text = label.text
    plain.font = label.font
    let text = plain.intrinsicContentSize
    #expect(label.frame.width == text.width + 16)
    #expect(label.frame.height == text.height + 8)
    // A view controller's root view keeps the system minimum margins (16 at compact width).
    #expect(label.frame.minX == 16)
    #expect(label.frame.midY == 60)
  }

  @Test("the badge sizes itself from its count, rounds its corners in layoutSubviews")
  func badge() {
    let screen = show()
    let badge = screen.controller.header.badge
    let label = screen.controller.header.nameLabel
    let text = badge.countLabel.intrinsicContentSize
    #expect(badge.frame.height == text.height + 8)
    #expect(badge.frame.width == max(text.height + 8, text.width + 16))
    #expect(badge.frame.minX == label.frame.maxX + 8)
    #expect(badge.layer.cornerRadius == badge.bounds.height / 2)
    #expect(badge.layoutPasses > 0)
    #expect(badge.countLabel.center == CGPoint(x: badge.bounds.midX, y: badge.bounds.midY))
    badge.count = 1234
    screen.window.layoutIfNeeded()
    let wider = badge.countLabel.intrinsicContentSize
    #expect(badge.frame.width == wider.width + 16)
  }

  @Test("the multi-line bio spans the content width and ends the content size")
  func bio() {
    let screen = show()
    let bio = screen.controller.bio
    #expect(bio.frame.minX == 16)
    #expect(bio.frame.width == 358)
    #expect(bio.frame.minY == screen.controller.stats.frame.maxY + 12)
    #expect(screen.controller.scrollView.contentSize.height == bio.frame.maxY)
    #expect(screen.controller.scrollView.contentSize.width == 390)
  }

  @Test("appearance reaches the screen and its child in UIKit's order")
  func appearance() {
    let screen = show()
    let expected = ["willAppear", "isAppearing", "didAppear"]
    #expect(screen.controller.events == expected)
    #expect(screen.controller.header.events == expected)
  }

  @Test("a keyboard pushes the save button and the scroll view's bottom up")
  func keyboard() {
    let screen = show()
    screen.window.headless.showKeyboard(height: 336)
    screen.window.layoutIfNeeded()
    #expect(screen.controller.saveButton.frame.maxY == 500)
    #expect(screen.controller.scrollView.frame.maxY == screen.controller.saveButton.frame.minY - 8)
    screen.window.headless.hideKeyboard()
    screen.window.layoutIfNeeded()
    #expect(screen.controller.saveButton.frame.maxY == 802)
  }

  @Test("turning to landscape swaps the trait-dependent header height")
  func rotation() {
    let screen = show()
    screen.window.headless.transition(
      to: CGSize(width: 844, height: 390),
      safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    Headless.AnimationRecorder.finishPendingAnimations()
    #expect(screen.controller.traitCollection.verticalSizeClass == .compact)
    #expect(screen.controller.header.view.frame == CGRect(x: 16, y: 0, width: 812, height: 64))
    #expect(screen.controller.header.badge.sizeClassChanges >= 2)
    #expect(screen.controller.saveButton.frame.maxY == 361)
  }

  @Test("the collapse animation lands on its end state and completes on the clock")
  func collapse() {
    let screen = show()
    Headless.AnimationRecorder.removeAll()
    let statsBottom = screen.controller.stats.frame.maxY
    screen.controller.collapseHeader()
    #expect(screen.controller.bio.frame.minY == statsBottom + 24)
    #expect(screen.controller.header.view.alpha == 0.5)
    #expect(!screen.controller.isCollapsed)
    let record = Headless.AnimationRecorder.animations(of: screen.controller.bio).last
    #expect(record?.fromFrame.minY == statsBottom + 12)
    #expect(record?.curve == .easeOut)
    Headless.AnimationRecorder.advance(by: 0.25)
    #expect(screen.controller.isCollapsed)
  }

  @Test("the badge pulse ends untransformed after two keyframes")
  func pulse() {
    let screen = show()
    let badge = screen.controller.header.badge
    let frame = badge.frame
    screen.controller.pulseBadge()
    #expect(badge.transform == .identity)
    #expect(badge.frame == frame)
  }

  @Test("scrolling tells the screen, the scroll view's delegate")
  func scrolling() {
    let screen = show()
    screen.controller.scrollView.contentOffset = CGPoint(x: 0, y: 40)
    screen.controller.scrollView.contentOffset = CGPoint(x: 0, y: 40)
    #expect(screen.controller.scrollEvents == 1)
    #expect(screen.controller.scrollView.keyboardDismissMode == .interactive)
  }

  @Test("a new tint colour reaches the badge through tintColorDidChange")
  func tint() {
    let screen = show()
    let badge = screen.controller.header.badge
    let before = badge.tintChanges
    screen.controller.view.tintColor = .systemRed
    #expect(badge.tintChanges == before + 1)
    #expect(badge.backgroundColor == .systemRed)
  }
}
