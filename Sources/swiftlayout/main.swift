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
    inspect   Write an HTML layout inspector report per example screen and state.
              (swiftlayout inspect [--out <directory>])
    help      Show this help.
  """

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case nil, "help", "--help", "-h":
  print(usage)
case "demo":
  exit(DemoCommand.run(Array(arguments.dropFirst())))
case "inspect":
  exit(InspectCommand.run(Array(arguments.dropFirst())))
default:
  print("swiftlayout: unknown command '\(arguments.first ?? "")'\n")
  print(usage)
  exit(64)
}
