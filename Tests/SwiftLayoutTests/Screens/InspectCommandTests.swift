import Foundation
import SwiftLayout
import SwiftLayoutExamples
import Testing

@MainActor
@Suite("swiftlayout inspect")
struct InspectCommandTests {
  @Test("It writes a report, a JSON sidecar and a frame tree per screen and state")
  func writesReports() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("inspect-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    var status: Int32 = -1
    _ = Headless.LayoutDiagnostics.capture {
      status = InspectCommand.run(["--out", directory.path])
    }
    #expect(status == 0)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    let names = [
      "conflicting-profile-card", "hook-profile", "menu-detail-toppings-hidden",
      "menu-detail-toppings-shown",
    ]
    #expect(
      files == names.flatMap { ["\($0).frames.txt", "\($0).html", "\($0).json"] }.sorted())
    let card = try String(
      contentsOf: directory.appendingPathComponent("conflicting-profile-card.html"),
      encoding: .utf8)
    #expect(card.contains("<h3>Unsatisfiable</h3>") && card.contains("<h3>Ambiguous</h3>"))
    let frames = try String(
      contentsOf: directory.appendingPathComponent("hook-profile.frames.txt"), encoding: .utf8)
    #expect(frames.hasPrefix("<HookProfileView hookProfileView; frame = (0 0; 390 200)>"))
  }

  @Test("An unknown argument is a usage error")
  func usageError() {
    #expect(InspectCommand.run(["--bogus"]) == 64)
  }
}
