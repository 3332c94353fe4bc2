import Foundation
import SwiftLayout
import SwiftLayoutExamples
import SwiftLayoutTestSupport
import Testing

/// The example screens of `Examples/`, laid out in each of the demo's states.
///
/// Each test lays them out in its own body, not in the suite's initializer: other tests may
/// reset the global animation recorder between a suite's initializer and its test.
@MainActor
private struct DemoStates {
  /// The state names the demo writes, in order.
  static let states = [
    "menu-detail-toppings-hidden", "menu-detail-toppings-shown",
    "menu-detail-toppings-animating", "hook-profile",
  ]

  /// The package's root directory, found from this file (Tests/SwiftLayoutTests/Examples/).
  static let packageRoot = URL(fileURLWithPath: "\(#filePath)")
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  let screens: [String: DemoScreen]
  let issues: [Headless.LayoutIssue]

  init() {
    var screens: [DemoScreen] = []
    issues = Headless.LayoutDiagnostics.capture { screens = DemoScreens.all() }
    self.screens = Dictionary(uniqueKeysWithValues: screens.map { ($0.name, $0) })
  }

  /// The SVG the demo writes for `state`.
  func svg(_ state: String) -> String? {
    screens[state].map { Headless.SVGRenderer.render($0.root, at: $0.time) }
  }

  /// The frame tree the demo prints for `state`.
  func tree(_ state: String) -> String {
    screens[state]?.root.headless.recursiveDescription() ?? ""
  }

  /// The frame, in its superview's coordinates, of the view named `identifier` in `state`.
  func frame(_ identifier: String, in state: String) -> CGRect? {
    guard let root = screens[state]?.root else { return nil }
    var pending = [root]
    while let view = pending.popLast() {
      if view.accessibilityIdentifier == identifier { return view.frame }
      pending.append(contentsOf: view.subviews)
    }
    return nil
  }
}

@MainActor
@Suite("Examples (the demo's screens)")
struct ExamplesTests {
  private let hidden = "menu-detail-toppings-hidden"
  private let shown = "menu-detail-toppings-shown"
  /// The bottom of the phone window's safe area: 844 points tall, a 34-point bottom inset.
  private let safeBottom: CGFloat = 844 - 34

  @Test("the screens lay out without a layout issue, and the demo writes their SVGs and trees")
  func demoRuns() throws {
    let demo = DemoStates()
    #expect(demo.issues.isEmpty)
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("swiftlayout-demo-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(DemoCommand.run(["--out", directory.path]) == 0)
    for state in DemoStates.states {
      let written = try String(
        contentsOf: directory.appendingPathComponent("\(state).svg"), encoding: .utf8)
      #expect(written.hasPrefix("<svg"))
      #expect(written == demo.svg(state))
    }
  }

  @Test("MenuDetail (talk slide 16): the thumbnail is square, inset 20 from the safe area")
  func thumbnailIsSquare() {
    let demo = DemoStates()
    for state in [hidden, shown] {
      #expect(demo.frame("window", in: state) == CGRect(x: 0, y: 0, width: 390, height: 844))
      // The window's safe area is 47 points at the top and 34 at the bottom.
      #expect(
        demo.frame("thumbnailImageView", in: state)
          == CGRect(x: 20, y: 47 + 20, width: 350, height: 350))
    }
  }

  @Test("MenuDetail (slide 16): the content is 20 below the thumbnail and 20 above the safe bottom")
  func contentBelowThumbnail() throws {
    let demo = DemoStates()
    let thumbnail = try #require(demo.frame("thumbnailImageView", in: hidden))
    let content = try #require(demo.frame("contentView", in: hidden))
    #expect(content.minY == thumbnail.maxY + 20)
    #expect(content.maxY == safeBottom - 20)
    #expect(content.minX == 20)
    #expect(content.width == 350)
  }

  @Test("MenuDetail: the title at the content's top, the description 5 below across the width")
  func titleAndDescription() throws {
    let demo = DemoStates()
    let title = try #require(demo.frame("titleLabel", in: hidden))
    let description = try #require(demo.frame("descriptionLabel", in: hidden))
    #expect(title.origin == .zero)
    #expect(description.minY == title.maxY + 5)
    #expect(description.width == 350)
  }

  @Test("MenuDetail: the bottom view stands on the bottom of the safe area (inset 20)")
  func bottomViewAtTheBottom() throws {
    let demo = DemoStates()
    for state in [hidden, shown] {
      let content = try #require(demo.frame("contentView", in: state))
      let bottomView = try #require(demo.frame("menuDetailBottomView", in: state))
      let order = try #require(demo.frame("orderButton", in: state))
      #expect(bottomView.maxY == content.height)
      #expect(content.minY + bottomView.maxY == safeBottom - 20)
      #expect(bottomView.width == content.width)
      #expect(order.maxY == bottomView.height)
      #expect(order.height == 50)
    }
  }

  @Test(
    "MenuDetailBottomView (slides 27–35): hidden toppings put the order button 15 below the title")
  func toppingsHidden() throws {
    let demo = DemoStates()
    let title = try #require(demo.frame("toppingTitleLabel", in: hidden))
    let order = try #require(demo.frame("orderButton", in: hidden))
    #expect(demo.frame("toppingStackView", in: hidden) == nil)
    #expect(order.minY == title.maxY + 15)
  }

  @Test("MenuDetailBottomView (slides 27–35): shown toppings sit between the title and the button")
  func toppingsShown() throws {
    let demo = DemoStates()
    let title = try #require(demo.frame("toppingTitleLabel", in: shown))
    let stack = try #require(demo.frame("toppingStackView", in: shown))
    let order = try #require(demo.frame("orderButton", in: shown))
    #expect(stack.minY == title.maxY + 10)
    #expect(order.minY == stack.maxY + 15)
    let rows = ["Extra shot", "Vanilla syrup", "Whipped cream"].compactMap {
      demo.frame($0, in: shown)
    }
    #expect(rows.map(\.minY) == [0, 26, 52])
    #expect(rows.allSatisfy { $0.width == stack.width })
  }

  @Test("MenuDetailBottomView: the chevron follows isShowTopping through .config")
  func chevronFollowsState() {
    let demo = DemoStates()
    #expect(demo.svg(hidden)?.contains("chevron.up") == true)
    #expect(demo.svg(shown)?.contains("chevron.down") == true)
  }

  @Test("the animating state is drawn between the hidden and shown layouts")
  func animatingStateDiffers() {
    let demo = DemoStates()
    let animating = demo.svg("menu-detail-toppings-animating")
    #expect(animating != nil)
    #expect(animating != demo.svg(shown))
    #expect(animating != demo.svg(hidden))
  }

  @Test("the hook blog's view: image 200×200 at the origin, label 10 beside it, centred on it")
  func hookProfile() throws {
    let demo = DemoStates()
    let image = try #require(demo.frame("imageView", in: "hook-profile"))
    let label = try #require(demo.frame("label", in: "hook-profile"))
    #expect(image == CGRect(x: 0, y: 0, width: 200, height: 200))
    #expect(label.minX == 210)
    #expect(label.maxX == 380)
    #expect(label.midY == 100)
  }

  @Test("the demo's frame trees match their snapshots")
  func frameTreeSnapshots() {
    let demo = DemoStates()
    for state in DemoStates.states {
      assertSnapshot(demo.tree(state), named: state)
    }
  }

  @Test("the demo's SVGs match the pictures kept in Examples/Screenshots")
  func screenshots() throws {
    let demo = DemoStates()
    let directory = DemoStates.packageRoot.appendingPathComponent("Examples/Screenshots")
    let recording = ProcessInfo.processInfo.environment[snapshotRecordingVariable] == "1"
    for state in DemoStates.states {
      let svg = try #require(demo.svg(state))
      let file = directory.appendingPathComponent("\(state).svg")
      if !recording, let stored = try? String(contentsOf: file, encoding: .utf8) {
        if stored != svg {
          Issue.record(
            Comment(rawValue: snapshotMismatchMessage(expected: stored, actual: svg, name: state)))
        }
      } else {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try svg.write(to: file, atomically: true, encoding: .utf8)
        Issue.record("Recorded \(file.lastPathComponent); run the test again to compare.")
      }
    }
  }

  @Test("the demo refuses unknown arguments and a missing --out directory with status 64")
  func demoUsageErrors() {
    #expect(DemoCommand.run(["--frobnicate"]) == 64)
    #expect(DemoCommand.run(["--out"]) == 64)
    #expect(DemoCommand.usage.hasPrefix("USAGE: swiftlayout demo"))
  }

  @Test("MenuDetailBottomView: hiding the toppings again restores the hidden layout")
  func toppingsRoundTrip() throws {
    let demo = DemoStates()
    let (window, controller) = DemoScreens.menuDetail(showingToppings: true)
    let bottomView = controller.menuDetailBottomView
    #expect(bottomView.toppingStackView.superview === bottomView)
    bottomView.isShowTopping = false
    window.layoutIfNeeded()
    #expect(bottomView.toppingStackView.superview == nil)
    let hiddenOrder = try #require(demo.frame("orderButton", in: hidden))
    #expect(bottomView.orderButton.frame == hiddenOrder)
    bottomView.isShowTopping = true
    window.layoutIfNeeded()
    let shownOrder = try #require(demo.frame("orderButton", in: shown))
    #expect(bottomView.orderButton.frame == shownOrder)
    #expect(bottomView.subviews.firstIndex(of: bottomView.toppingStackView) == 2)
  }
}
