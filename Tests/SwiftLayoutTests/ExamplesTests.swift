import Foundation
import SwiftLayoutTestSupport
import Testing

/// One run of `swiftlayout demo`: its exit status, printed frame trees and SVG files.
///
/// The example screens live in the `swiftlayout` executable (`Sources/swiftlayout/Examples`),
/// which a test target cannot import, so the tests run the built command, as a user would, and
/// read what it prints and writes.
private struct DemoRun: Sendable {
  var status: Int32 = -1
  var output = ""
  var errors = ""
  var svgs: [String: String] = [:]
  var failure: String?

  /// The state names the demo writes, in order.
  static let states = [
    "menu-detail-toppings-hidden", "menu-detail-toppings-shown",
    "menu-detail-toppings-animating", "hook-profile",
  ]

  /// The package's root directory, found from this file.
  static let packageRoot = URL(fileURLWithPath: "\(#filePath)")
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The built `swiftlayout` command: beside the test bundle, in the same build directory.
  static func executable() -> URL? {
    let candidates = [
      URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent(),
      Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
    ]
    return candidates.map { $0.appendingPathComponent("swiftlayout") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Runs the command with `arguments` and collects what it produced.
  static func run(_ arguments: [String], readingSVGsFrom directory: URL? = nil) -> DemoRun {
    var run = DemoRun()
    guard let executable = executable() else {
      run.failure = "the swiftlayout command is not built beside the tests"
      return run
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    do {
      try process.run()
    } catch {
      run.failure = "cannot run \(executable.path): \(error)"
      return run
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    run.status = process.terminationStatus
    run.output = String(decoding: outputData, as: UTF8.self)
    run.errors = String(decoding: errorData, as: UTF8.self)
    if let directory {
      for state in states {
        let file = directory.appendingPathComponent("\(state).svg")
        run.svgs[state] = try? String(contentsOf: file, encoding: .utf8)
      }
    }
    return run
  }

  /// The printed frame tree of one state.
  func tree(_ state: String) -> String {
    let sections = output.components(separatedBy: "== ")
    return sections.first { $0.hasPrefix("\(state):") } ?? ""
  }

  /// The frame printed for the view named `identifier` in `state`'s tree.
  func frame(_ identifier: String, in state: String) -> CGRect? {
    let marker = " \(identifier); frame = ("
    guard let start = tree(state).range(of: marker)?.upperBound else { return nil }
    let rest = tree(state)[start...]
    guard let end = rest.firstIndex(of: ")") else { return nil }
    let numbers = rest[..<end].split(whereSeparator: { $0 == " " || $0 == ";" })
      .compactMap { Double($0) }
    guard numbers.count == 4 else { return nil }
    return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }
}

/// The demo, run once for all the tests into a fresh directory.
private let demo: DemoRun = {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("swiftlayout-demo-\(ProcessInfo.processInfo.processIdentifier)")
  defer { try? FileManager.default.removeItem(at: directory) }
  return DemoRun.run(["demo", "--out", directory.path], readingSVGsFrom: directory)
}()

@Suite("Examples (swiftlayout demo)")
struct ExamplesTests {
  private let hidden = "menu-detail-toppings-hidden"
  private let shown = "menu-detail-toppings-shown"
  /// The bottom of the phone window's safe area: 844 points tall, a 34-point bottom inset.
  private let safeBottom: CGFloat = 844 - 34

  @Test("the demo runs without a layout issue and writes one SVG per state")
  func demoRuns() throws {
    #expect(demo.failure == nil)
    #expect(demo.status == 0)
    #expect(demo.errors.isEmpty)
    for state in DemoRun.states {
      let svg = try #require(demo.svgs[state])
      #expect(svg.hasPrefix("<svg"))
    }
  }

  @Test("MenuDetail (talk slide 16): the thumbnail is square, inset 20 from the safe area")
  func thumbnailIsSquare() {
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
    let thumbnail = try #require(demo.frame("thumbnailImageView", in: hidden))
    let content = try #require(demo.frame("contentView", in: hidden))
    #expect(content.minY == thumbnail.maxY + 20)
    #expect(content.maxY == safeBottom - 20)
    #expect(content.minX == 20)
    #expect(content.width == 350)
  }

  @Test("MenuDetail: the title at the content's top, the description 5 below across the width")
  func titleAndDescription() throws {
    let title = try #require(demo.frame("titleLabel", in: hidden))
    let description = try #require(demo.frame("descriptionLabel", in: hidden))
    #expect(title.origin == .zero)
    #expect(description.minY == title.maxY + 5)
    #expect(description.width == 350)
  }

  @Test("MenuDetail: the bottom view stands on the bottom of the safe area (inset 20)")
  func bottomViewAtTheBottom() throws {
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
    let title = try #require(demo.frame("toppingTitleLabel", in: hidden))
    let order = try #require(demo.frame("orderButton", in: hidden))
    #expect(demo.frame("toppingStackView", in: hidden) == nil)
    #expect(order.minY == title.maxY + 15)
  }

  @Test("MenuDetailBottomView (slides 27–35): shown toppings sit between the title and the button")
  func toppingsShown() throws {
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
    #expect(demo.svgs[hidden]?.contains("chevron.up") == true)
    #expect(demo.svgs[shown]?.contains("chevron.down") == true)
  }

  @Test("the animating state is drawn between the hidden and shown layouts")
  func animatingStateDiffers() {
    let animating = demo.svgs["menu-detail-toppings-animating"]
    #expect(animating != nil)
    #expect(animating != demo.svgs[shown])
    #expect(animating != demo.svgs[hidden])
  }

  @Test("the hook blog's view: image 200×200 at the origin, label 10 beside it, centred on it")
  func hookProfile() throws {
    let image = try #require(demo.frame("imageView", in: "hook-profile"))
    let label = try #require(demo.frame("label", in: "hook-profile"))
    #expect(image == CGRect(x: 0, y: 0, width: 200, height: 200))
    #expect(label.minX == 210)
    #expect(label.maxX == 380)
    #expect(label.midY == 100)
  }

  @Test("the demo's frame trees match their snapshots")
  func frameTreeSnapshots() {
    for state in DemoRun.states {
      let tree = demo.tree(state)
      let lines = tree.split(separator: "\n").filter { $0.hasPrefix("<") || $0.hasPrefix(" ") }
      // The output path line varies from run to run; the tree lines do not.
      assertSnapshot(
        lines.filter { !$0.hasPrefix("   /") }.joined(separator: "\n") + "\n", named: state)
    }
  }

  @Test("the demo's SVGs match the pictures kept in Examples/Screenshots")
  func screenshots() throws {
    let directory = DemoRun.packageRoot.appendingPathComponent("Examples/Screenshots")
    let recording = ProcessInfo.processInfo.environment[snapshotRecordingVariable] == "1"
    for state in DemoRun.states {
      let svg = try #require(demo.svgs[state])
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
    let unknown = DemoRun.run(["demo", "--frobnicate"])
    #expect(unknown.status == 64)
    #expect(unknown.errors.contains("USAGE: swiftlayout demo"))
    let missing = DemoRun.run(["demo", "--out"])
    #expect(missing.status == 64)
    #expect(missing.errors.contains("--out needs a directory"))
  }
}
