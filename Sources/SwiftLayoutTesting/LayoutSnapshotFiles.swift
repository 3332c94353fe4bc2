#if SWIFTLAYOUT_UIKIT_API
import Foundation
import SwiftLayout

/// The files of one layout snapshot, and how they are written.
struct LayoutSnapshotFiles {
  let directory: URL
  let name: String

  var frames: URL { directory.appendingPathComponent("\(name).frames.txt") }
  var svg: URL { directory.appendingPathComponent("\(name).svg") }
  var actualSVG: URL { directory.appendingPathComponent("\(name).actual.svg") }
  var failureReport: URL { directory.appendingPathComponent("\(name).failure.html") }

  /// A file-friendly name from a test function's name: `cardLayout()` gives `cardLayout`.
  static func name(ofFunction function: String) -> String {
    let base = function.split(separator: "(").first.map(String.init) ?? function
    let cleaned = String(
      base.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    return cleaned.isEmpty ? "snapshot" : cleaned
  }

  func record(frames text: String, drawing: String?) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try text.write(to: frames, atomically: true, encoding: .utf8)
    if let drawing { try drawing.write(to: svg, atomically: true, encoding: .utf8) }
    removeFailureArtifacts()
  }

  /// Removes what an earlier failure left, once the layout matches (or was recorded) again.
  func removeFailureArtifacts() {
    for file in [actualSVG, failureReport] where FileManager.default.fileExists(atPath: file.path) {
      try? FileManager.default.removeItem(at: file)
    }
  }
}
#endif
