import SwiftLayoutTestSupport
import Testing

@Suite("Snapshot helper")
struct SnapshotTests {
  @Test("a mismatch report names the snapshot and shows each differing line")
  func mismatchReport() {
    let report = snapshotMismatchMessage(expected: "a\nb\nc", actual: "a\nB\nc\nd", name: "demo")
    #expect(report.hasPrefix("Snapshot 'demo' does not match:"))
    #expect(report.contains("line 2:\n  - b\n  + B"))
    #expect(report.contains("line 4:\n  - <no line>\n  + d"))
    #expect(!report.contains("line 1:"))
  }
}
