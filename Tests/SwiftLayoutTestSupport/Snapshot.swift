import Foundation
import Testing

/// The environment variable that makes ``assertSnapshot(_:named:filePath:sourceLocation:)``
/// record instead of compare.
public let snapshotRecordingVariable = "SWIFTLAYOUT_RECORD_SNAPSHOTS"

/// Compares `actual` with the text stored beside the calling test file.
///
/// The expected text lives in `__Snapshots__/<TestFile>/<name>.txt` at the root of the test
/// target that holds the test source, whatever subject folder the source is in, so that moving a
/// test file between folders keeps its snapshots and a target excludes one `__Snapshots__` folder.
/// When that file is missing, or when the environment variable named by
/// ``snapshotRecordingVariable`` is set to `1`, the actual text is written there and the
/// assertion *fails*, so that nobody records by accident: run again to compare.
///
/// ```swift
/// assertSnapshot(view.recursiveDescription, named: "menu-detail")
/// ```
///
/// - Parameters:
///   - actual: The text produced by the code under test.
///   - name: The snapshot's name, unique within the test file.
///   - filePath: The test file; snapshots are stored under its test target's root.
///   - sourceLocation: Where a failure is reported.
public func assertSnapshot(
  _ actual: String,
  named name: String,
  filePath: StaticString = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let testFile = URL(fileURLWithPath: "\(filePath)")
  let directory = snapshotRoot(of: testFile)
    .appendingPathComponent("__Snapshots__")
    .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
  let snapshotFile = directory.appendingPathComponent("\(name).txt")
  let recording = ProcessInfo.processInfo.environment[snapshotRecordingVariable] == "1"
  let stored = try? String(contentsOf: snapshotFile, encoding: .utf8)

  if let stored, !recording {
    if stored != actual {
      Issue.record(
        Comment(rawValue: snapshotMismatchMessage(expected: stored, actual: actual, name: name)),
        sourceLocation: sourceLocation)
    }
    return
  }
  do {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try actual.write(to: snapshotFile, atomically: true, encoding: .utf8)
    Issue.record(
      "Recorded snapshot '\(name)'; run the test again to compare against it.",
      sourceLocation: sourceLocation)
  } catch {
    Issue.record(
      "Could not record snapshot '\(name)': \(error)", sourceLocation: sourceLocation)
  }
}

/// The directory of the test target that holds `testFile`: the ancestor whose parent is the
/// package's `Tests` folder, or the file's own directory when there is none.
func snapshotRoot(of testFile: URL) -> URL {
  var directory = testFile.deletingLastPathComponent()
  while directory.pathComponents.count > 1 {
    let parent = directory.deletingLastPathComponent()
    if parent.lastPathComponent == "Tests" { return directory }
    if parent.path == directory.path { break }
    directory = parent
  }
  return testFile.deletingLastPathComponent()
}

/// A readable report of the first lines where two snapshots differ.
///
/// - Parameters:
///   - expected: The stored snapshot.
///   - actual: The text produced now.
///   - name: The snapshot's name, shown in the report.
/// - Returns: A message naming the snapshot and showing each differing line, numbered.
public func snapshotMismatchMessage(expected: String, actual: String, name: String) -> String {
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var report = ["Snapshot '\(name)' does not match:"]
  var shown = 0
  for index in 0..<max(expectedLines.count, actualLines.count) where shown < 20 {
    let old = index < expectedLines.count ? String(expectedLines[index]) : "<no line>"
    let new = index < actualLines.count ? String(actualLines[index]) : "<no line>"
    if old != new {
      report.append("line \(index + 1):\n  - \(old)\n  + \(new)")
      shown += 1
    }
  }
  return report.joined(separator: "\n")
}
