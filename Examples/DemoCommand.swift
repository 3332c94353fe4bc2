// `swiftlayout demo`: lay out the example screens headlessly, write SVGs, print frame trees.

// The demo draws with HeadlessUIKit's SVG renderer and prints its frame trees: headless only.
#if !canImport(UIKit) && !canImport(AppKit)
import Foundation
import SwiftLayout

/// The `demo` command.
@MainActor
package enum DemoCommand {
  package static let usage = """
    USAGE: swiftlayout demo [--out <directory>]

    Lays out the example screens (the talk's MenuDetail screen with its toppings hidden, shown,
    and halfway through the animation between them, and the hook blog's view) headlessly on a 390×844 phone, writes one SVG per state
    into <directory> (default: demo-output) and prints each frame tree.
    """

  /// Runs the command with the arguments after `demo`; returns the process exit status.
  package static func run(_ arguments: [String]) -> Int32 {
    var output = "demo-output"
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--out", "-o":
        guard let directory = remaining.popFirst() else {
          printError("swiftlayout demo: --out needs a directory\n\n\(usage)")
          return 64
        }
        output = directory
      case "--help", "-h":
        print(usage)
        return 0
      default:
        printError("swiftlayout demo: unknown argument '\(argument)'\n\n\(usage)")
        return 64
      }
    }

    let directory = URL(fileURLWithPath: output, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      printError("swiftlayout demo: cannot create \(output): \(error.localizedDescription)")
      return 73
    }

    var issues: [Headless.LayoutIssue] = []
    var screens: [DemoScreen] = []
    issues = Headless.LayoutDiagnostics.capture { screens = DemoScreens.all() }
    for screen in screens {
      let file = directory.appendingPathComponent("\(screen.name).svg")
      do {
        try Headless.SVGRenderer.render(screen.root, at: screen.time).write(
          to: file, atomically: true, encoding: .utf8)
      } catch {
        printError("swiftlayout demo: cannot write \(file.path): \(error.localizedDescription)")
        return 73
      }
      print("== \(screen.name): \(screen.summary)")
      print("   \(file.path)")
      print(screen.root.headless.recursiveDescription())
    }
    for issue in issues {
      printError("swiftlayout demo: layout issue: \(issue.message)")
    }
    return issues.isEmpty ? 0 : 1
  }

  private static func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
#endif
