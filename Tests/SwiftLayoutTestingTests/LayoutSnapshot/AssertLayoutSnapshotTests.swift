import Foundation
import SwiftLayout
import SwiftLayoutTesting
import Testing

@MainActor
@Suite("assertLayoutSnapshot")
struct AssertLayoutSnapshotTests {
  /// A card whose title stands `inset` points from the leading edge.
  private func makeCard(inset: CGFloat = 16) -> UIView {
    let card = UIView()
    card.accessibilityIdentifier = "card"
    let title = UILabel()
    title.accessibilityIdentifier = "title"
    title.text = "Title"
    title.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(title)
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: inset),
      title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
      title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
    ])
    return card
  }

  private func temporaryDirectory() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("layout-snapshots-\(UUID().uuidString)")
  }

  private let size = CGSize(width: 320, height: 80)

  @Test("The first run records the frame tree and the SVG, and fails so nobody records by accident")
  func recordsFirstRun() throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var result: LayoutSnapshotResult?
    withKnownIssue {
      result = assertLayoutSnapshot(
        of: makeCard(), size: size, named: "card", snapshotDirectory: directory)
    }
    #expect(result == .recorded)
    let frames = try String(
      contentsOf: directory.appendingPathComponent("card.frames.txt"), encoding: .utf8)
    #expect(
      frames.hasPrefix("<UIView card; frame = (0 0; 320 80)>\n   | <UILabel title; frame = (16 12;")
    )
    let svg = try String(contentsOf: directory.appendingPathComponent("card.svg"), encoding: .utf8)
    #expect(svg.hasPrefix("<svg"))
  }

  @Test("The same layout matches the recording without an issue")
  func matches() {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    withKnownIssue {
      assertLayoutSnapshot(of: makeCard(), size: size, named: "card", snapshotDirectory: directory)
    }
    let result = assertLayoutSnapshot(
      of: makeCard(), size: size, named: "card", snapshotDirectory: directory)
    #expect(result == .matched)
  }

  @Test("A moved view fails with how far it moved, keeps the recording and writes a report")
  func failsWithReport() throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    withKnownIssue {
      assertLayoutSnapshot(of: makeCard(), size: size, named: "card", snapshotDirectory: directory)
    }
    let framesFile = directory.appendingPathComponent("card.frames.txt")
    let recorded = try String(contentsOf: framesFile, encoding: .utf8)
    var result: LayoutSnapshotResult?
    withKnownIssue {
      result = assertLayoutSnapshot(
        of: makeCard(inset: 26), size: size, named: "card", snapshotDirectory: directory)
    } matching: { issue in
      issue.description.contains("title moved by (+10, 0), resized by (-10, 0)")
    }
    guard case .failed(let changes) = result else {
      Issue.record("expected a failure, got \(String(describing: result))")
      return
    }
    #expect(changes.map(\.actual?.name) == ["title"])
    #expect(try String(contentsOf: framesFile, encoding: .utf8) == recorded)
    let report = try String(
      contentsOf: directory.appendingPathComponent("card.failure.html"), encoding: .utf8)
    #expect(report.contains("data-recorded-view=\"0.0\" x=\"16\" y=\"12\""))
    #expect(
      FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("card.actual.svg").path))

    // Once the layout is back, the next pass clears what the failure left.
    #expect(
      assertLayoutSnapshot(of: makeCard(), size: size, named: "card", snapshotDirectory: directory)
        == .matched)
    #expect(
      !FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("card.failure.html").path))
  }

  @Test("Asking to record overwrites the recording and still fails")
  func recordsWhenAsked() throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    withKnownIssue {
      assertLayoutSnapshot(of: makeCard(), size: size, named: "card", snapshotDirectory: directory)
    }
    var result: LayoutSnapshotResult?
    withKnownIssue {
      result = assertLayoutSnapshot(
        of: makeCard(inset: 30), size: size, named: "card", record: true,
        snapshotDirectory: directory)
    }
    #expect(result == .recorded)
    #expect(
      assertLayoutSnapshot(
        of: makeCard(inset: 30), size: size, named: "card", snapshotDirectory: directory)
        == .matched)
  }

  @Test("By default the snapshot is stored beside the test file, named after the test")
  func defaultLocation() throws {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__/AssertLayoutSnapshotTests")
    let result = assertLayoutSnapshot(of: makeCard(), size: size)
    #expect(result == .matched)
    #expect(
      FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("defaultLocation.frames.txt").path))
  }
}
