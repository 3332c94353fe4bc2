// The `swiftlayout` command: the demo and playground of SwiftLayout.

import SwiftLayoutExamples

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let usage = """
  USAGE: swiftlayout <command>

  COMMANDS:
    demo      Lay out the example screens headlessly, write SVGs and print frame trees.
              (swiftlayout demo [--out <directory>])
    help      Show this help.
  """

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case nil, "help", "--help", "-h":
  print(usage)
case "demo":
  #if !canImport(UIKit) && !canImport(AppKit)
  exit(DemoCommand.run(Array(arguments.dropFirst())))
  #else
  // The demo lays the UIKit example screens out with HeadlessUIKit, which SwiftLayout uses only
  // where neither UIKit nor AppKit exists.
  print("swiftlayout demo: runs where SwiftLayout is headless (Linux, Windows, Android…)")
  exit(69)
  #endif
default:
  print("swiftlayout: unknown command '\(arguments.first ?? "")'\n")
  print(usage)
  exit(64)
}
