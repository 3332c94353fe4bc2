import Foundation
import SwiftLayout
import SwiftLayoutTestSupport
import Testing

/// The example screens of `swiftlayout demo` (compiled here through the `Examples` link),
/// laid out on the demo's 390 × 844 phone with a 47/34-point safe area.
@Suite("Examples")
@MainActor
struct ExamplesTests {
  @Test("MenuDetail (talk slide 16): the thumbnail is square, inset 20 from the safe area")
  func thumbnailIsSquare() {
    let (window, screen) = DemoScreens.menuDetail(showingToppings: false)
    let safeArea = window.safeAreaLayoutGuide.layoutFrame
    #expect(safeArea == CGRect(x: 0, y: 47, width: 390, height: 763))
    let thumbnail = screen.thumbnailImageView.frame
    #expect(thumbnail == CGRect(x: 20, y: 67, width: 350, height: 350))
  }

  @Test(
    "MenuDetail (talk slide 16): the content view sits 20 below the thumbnail, 20 above the safe bottom"
  )
  func contentBelowThumbnail() {
    let (window, screen) = DemoScreens.menuDetail(showingToppings: false)
    let content = screen.contentView.frame
    #expect(content.minY == screen.thumbnailImageView.frame.maxY + 20)
    #expect(content.maxY == window.safeAreaLayoutGuide.layoutFrame.maxY - 20)
    #expect(content.minX == 20)
    #expect(content.width == 350)
  }

  @Test("MenuDetail: title at the content's top, description 5 below it across the width")
  func titleAndDescription() {
    let (_, screen) = DemoScreens.menuDetail(showingToppings: false)
    #expect(screen.titleLabel.frame.origin == .zero)
    #expect(screen.descriptionLabel.frame.minY == screen.titleLabel.frame.maxY + 5)
    #expect(screen.descriptionLabel.frame.width == screen.contentView.bounds.width)
  }

  @Test("MenuDetail: the bottom view stands on the content's bottom, its order button on its own")
  func bottomViewAtTheBottom() {
    let (window, screen) = DemoScreens.menuDetail(showingToppings: false)
    let bottomView = screen.menuDetailBottomView
    #expect(bottomView.frame.maxY == screen.contentView.bounds.maxY)
    #expect(bottomView.frame.width == screen.contentView.bounds.width)
    // The content view is a direct subview of the controller's view, which fills the window.
    let bottomInWindowMaxY = screen.contentView.frame.minY + bottomView.frame.maxY
    #expect(bottomInWindowMaxY == window.safeAreaLayoutGuide.layoutFrame.maxY - 20)
    #expect(bottomView.orderButton.frame.maxY == bottomView.bounds.maxY)
    #expect(bottomView.orderButton.frame.height == 50)
  }

  @Test(
    "MenuDetailBottomView (slides 27–35): hidden toppings put the order button 15 below the title")
  func toppingsHidden() {
    let (_, screen) = DemoScreens.menuDetail(showingToppings: false)
    let bottomView = screen.menuDetailBottomView
    #expect(bottomView.toppingStackView.superview == nil)
    #expect(
      bottomView.orderButton.frame.minY == bottomView.toppingTitleLabel.frame.maxY + 15)
    #expect(bottomView.showToppingButton.image(for: .normal)?.name == "chevron.up")
    #expect(
      bottomView.subviews.map(\.accessibilityIdentifier) == [
        "toppingTitleLabel", "showToppingButton", "orderButton",
      ])
  }

  @Test(
    "MenuDetailBottomView (slides 27–35): shown toppings sit between the title and the order button"
  )
  func toppingsShown() {
    let (_, screen) = DemoScreens.menuDetail(showingToppings: true)
    let bottomView = screen.menuDetailBottomView
    let stack = bottomView.toppingStackView
    #expect(stack.superview === bottomView)
    #expect(stack.arrangedSubviews == bottomView.toppingLabels)
    #expect(stack.frame.minY == bottomView.toppingTitleLabel.frame.maxY + 10)
    #expect(bottomView.orderButton.frame.minY == stack.frame.maxY + 15)
    #expect(bottomView.showToppingButton.image(for: .normal)?.name == "chevron.down")
    #expect(
      bottomView.subviews.map(\.accessibilityIdentifier) == [
        "toppingTitleLabel", "showToppingButton", "toppingStackView", "orderButton",
      ])
  }

  @Test("MenuDetailBottomView: toggling isShowTopping back and forth restores the first layout")
  func toggleRoundTrip() {
    let (window, screen) = DemoScreens.menuDetail(showingToppings: false)
    let before = window.recursiveDescription()
    screen.menuDetailBottomView.isShowTopping = true
    window.layoutIfNeeded()
    #expect(window.recursiveDescription() != before)
    screen.menuDetailBottomView.isShowTopping = false
    window.layoutIfNeeded()
    #expect(window.recursiveDescription() == before)
  }

  @Test("MenuDetailBottomView: showing the toppings animates the bottom view for 0.5 seconds")
  func toppingsAnimate() throws {
    AnimationRecorder.removeAll()
    let (_, screen) = DemoScreens.menuDetail(showingToppings: true)
    let bottomView = screen.menuDetailBottomView
    let animation = try #require(AnimationRecorder.animations(of: bottomView).last)
    #expect(animation.duration == 0.5)
    let hiddenMinY = animation.fromFrame.minY
    let shownMinY = bottomView.frame.minY
    #expect(shownMinY < hiddenMinY)
    let halfway = AnimationRecorder.frame(of: bottomView, at: 0.25).minY
    #expect(halfway < hiddenMinY && halfway > shownMinY)
  }

  @Test("the demo's screens lay out without a single layout issue")
  func noLayoutIssues() {
    var screens: [DemoScreen] = []
    let issues = LayoutDiagnostics.capture { screens = DemoScreens.all() }
    #expect(issues.map(\.message) == [])
    #expect(
      screens.map(\.name) == [
        "menu-detail-toppings-hidden", "menu-detail-toppings-shown",
        "menu-detail-toppings-animating", "hook-profile",
      ])
    #expect(screens.allSatisfy { !$0.root.hasAmbiguousLayout })
  }

  @Test("the hook blog's view: image 200×200 at the origin, label 10 beside it, centred on it")
  func hookProfile() {
    let view = DemoScreens.hookProfile()
    #expect(view.imageView.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
    #expect(view.label.frame.minX == 210)
    #expect(view.label.frame.maxX == 380)
    #expect(view.label.frame.midY == 100)
  }

  @Test("the demo's frame trees match their snapshots")
  func frameTreeSnapshots() {
    for screen in DemoScreens.all() {
      assertSnapshot(screen.root.recursiveDescription(), named: screen.name)
    }
  }

  @Test("the demo's SVGs match the pictures kept in Examples/Screenshots")
  func screenshots() throws {
    let directory = URL(fileURLWithPath: "\(#filePath)")
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/Screenshots")
    let recording = ProcessInfo.processInfo.environment[snapshotRecordingVariable] == "1"
    for screen in DemoScreens.all() {
      let svg = SVGRenderer.render(screen.root, at: screen.time)
      #expect(svg.hasPrefix("<svg"))
      let file = directory.appendingPathComponent("\(screen.name).svg")
      if !recording, let stored = try? String(contentsOf: file, encoding: .utf8) {
        if stored != svg {
          Issue.record(
            Comment(
              rawValue: snapshotMismatchMessage(expected: stored, actual: svg, name: screen.name)))
        }
      } else {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try svg.write(to: file, atomically: true, encoding: .utf8)
        Issue.record("Recorded \(file.lastPathComponent); run the test again to compare.")
      }
    }
  }
}
