// `swiftlayout inspect`: write a layout inspector report (HTML) for each example screen.

// The inspector solves and draws with HeadlessUIKit: headless only.
#if !canImport(UIKit) && !canImport(AppKit)
import Foundation
import SwiftLayout
import SwiftLayoutInspector

/// The `inspect` command.
@MainActor
package enum InspectCommand {
  package static let usage = """
    USAGE: swiftlayout inspect [--out <directory>]

    Lays out the example screens headlessly and writes one self-contained HTML layout inspector
    report per screen and state into <directory> (default: inspect-output), each solved at
    widths 320 to 1024 points, left-to-right and right-to-left. Beside each report it writes the
    inspection as JSON (<name>.json) and the screen's frame tree (<name>.frames.txt). Prints the
    reports' paths. One screen has a deliberate conflict and an ambiguous view, to show how the
    report presents them.
    """

  /// Runs the command with the arguments after `inspect`; returns the process exit status.
  package static func run(_ arguments: [String]) -> Int32 {
    var output = "inspect-output"
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--out", "-o":
        guard let directory = remaining.popFirst() else {
          printError("swiftlayout inspect: --out needs a directory\n\n\(usage)")
          return 64
        }
        output = directory
      case "--help", "-h":
        print(usage)
        return 0
      default:
        printError("swiftlayout inspect: unknown argument '\(argument)'\n\n\(usage)")
        return 64
      }
    }
    let directory = URL(fileURLWithPath: output, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      printError("swiftlayout inspect: cannot create \(output): \(error.localizedDescription)")
      return 73
    }
    var screens: [DemoScreen] = []
    // The conflicting card reports its conflict while it is built: the reports show it.
    _ = Headless.LayoutDiagnostics.capture { screens = DemoScreens.inspectable() }
    for screen in screens {
      let inspection = LayoutInspection(of: screen.root, title: screen.summary)
      let files: [(String, String)] = [
        ("\(screen.name).html", LayoutInspector.html(for: inspection)),
        ("\(screen.name).json", LayoutInspector.json(for: inspection) + "\n"),
        ("\(screen.name).frames.txt", screen.root.headless.recursiveDescription()),
      ]
      for (name, text) in files {
        let file = directory.appendingPathComponent(name)
        do {
          try text.write(to: file, atomically: true, encoding: .utf8)
        } catch {
          printError(
            "swiftlayout inspect: cannot write \(file.path): \(error.localizedDescription)")
          return 73
        }
      }
      print(directory.appendingPathComponent("\(screen.name).html").path)
    }
    return 0
  }

  private static func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
#endif
