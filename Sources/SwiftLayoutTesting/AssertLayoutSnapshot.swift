#if SWIFTLAYOUT_UIKIT_API
import Foundation
import SwiftLayout
import Testing

/// The environment variable that makes layout snapshot assertions record instead of compare
/// (set it to `1`).
public let layoutSnapshotRecordingVariable = "SWIFTLAYOUT_RECORD_SNAPSHOTS"

/// Asserts that a view tree lays out as recorded: lays it out (at `size`, when given) and
/// compares its frame tree, and on Linux also its SVG drawing, with the snapshot stored beside
/// the test.
///
/// The snapshot lives in `__Snapshots__/<TestFile>/<name>.frames.txt` (the frame tree, a
/// readable diff in review) and `<name>.svg` (the drawing; headless platforms only) next to
/// the test file. When it is missing, or when the environment variable
/// ``layoutSnapshotRecordingVariable`` is `1`, the assertion records the current layout and
/// *fails*, so that nobody records by accident: run the test again to compare. A failing
/// comparison never overwrites the snapshot: it reports which views moved or resized and by how
/// much, and (headless) writes `<name>.failure.html`, a layout inspector report of the actual
/// layout with the recorded frames drawn as outlines, and `<name>.actual.svg`.
///
/// ```swift
/// @MainActor @Test("The profile card keeps its layout")
/// func profileCard() {
///   assertLayoutSnapshot(of: ProfileCard(), size: CGSize(width: 390, height: 180))
/// }
/// ```
///
/// - Parameters:
///   - view: The root of the tree.
///   - size: The size to give the root before laying it out; `nil` keeps its frame.
///   - name: The snapshot's name, unique within the test file; by default the test function's
///     name.
///   - record: Whether to record; `nil` records when the snapshot is missing or the environment
///     variable asks.
///   - snapshotDirectory: Where the snapshot files are; by default beside the test file.
///   - filePath: The test file.
///   - function: The test function.
///   - sourceLocation: Where a failure is reported.
/// - Returns: What the assertion did.
@MainActor
@discardableResult
public func assertLayoutSnapshot(
  of view: UIView,
  size: CGSize? = nil,
  named name: String? = nil,
  record: Bool? = nil,
  snapshotDirectory: URL? = nil,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  sourceLocation: SourceLocation = #_sourceLocation
) -> LayoutSnapshotResult {
  let testFile = URL(fileURLWithPath: "\(filePath)")
  let directory =
    snapshotDirectory
    ?? testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
  let files = LayoutSnapshotFiles(
    directory: directory, name: name ?? LayoutSnapshotFiles.name(ofFunction: "\(function)"))
  if let size { view.frame = CGRect(origin: view.frame.origin, size: size) }
  view.layoutIfNeeded()
  let actualText = LayoutFrameTree(of: view).description
  let drawing = LayoutSnapshotFiles.drawing(of: view)
  let recording =
    record ?? (ProcessInfo.processInfo.environment[layoutSnapshotRecordingVariable] == "1")
  let storedText = try? String(contentsOf: files.frames, encoding: .utf8)

  guard let storedText, !recording else {
    do {
      try files.record(frames: actualText, drawing: drawing)
    } catch {
      Issue.record(
        "Cannot record layout snapshot '\(files.name)' in \(directory.path): \(error)",
        sourceLocation: sourceLocation)
      return .recorded
    }
    let why =
      storedText == nil
      ? "there was none" : record == true ? "record: true" : "\(layoutSnapshotRecordingVariable)=1"
    Issue.record(
      """
      Recorded layout snapshot '\(files.name)' (\(why)) at \(files.frames.path). \
      Check it and run the test again to compare.
      """, sourceLocation: sourceLocation)
    return .recorded
  }

  let recordedTree = LayoutFrameTree(parsing: storedText)
  let changes = LayoutFrameTree(parsing: actualText).changes(from: recordedTree)
  var problems: [String] = []
  if storedText != actualText {
    problems.append(
      changes.isEmpty
        ? "The frame tree text differs from the recording:\n" + lineDiff(storedText, actualText)
        : "Views changed:\n" + changes.map { "  \($0)" }.joined(separator: "\n"))
  }
  if let drawing, let storedDrawing = try? String(contentsOf: files.svg, encoding: .utf8),
    storedDrawing != drawing
  {
    problems.append(
      "The drawing differs from \(files.svg.lastPathComponent) (actual: "
        + "\(files.actualSVG.lastPathComponent)).")
  }
  guard !problems.isEmpty else {
    files.removeFailureArtifacts()
    return .matched
  }
  let artifacts = files.writeFailureArtifacts(
    of: view, drawing: drawing, recordedFrames: recordedTree.framesInRoot)
  let message: String =
    "Layout snapshot '\(files.name)' does not match \(files.frames.path).\n"
    + problems.joined(separator: "\n") + artifacts
  Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  return .failed(changes)
}

/// The lines of `old` and `new` that differ, `-` and `+` marked, position by position.
private func lineDiff(_ old: String, _ new: String) -> String {
  let before = old.split(separator: "\n", omittingEmptySubsequences: false)
  let after = new.split(separator: "\n", omittingEmptySubsequences: false)
  var lines: [String] = []
  for index in 0..<max(before.count, after.count) {
    let a = index < before.count ? before[index] : nil
    let b = index < after.count ? after[index] : nil
    guard a != b else { continue }
    if let a { lines.append("  - \(a)") }
    if let b { lines.append("  + \(b)") }
  }
  return lines.joined(separator: "\n")
}
#endif
