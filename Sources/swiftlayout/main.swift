// The `swiftlayout` command: the demo and playground of SwiftLayout.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let usage = """
  USAGE: swiftlayout <command>

  COMMANDS:
    help      Show this help.

  The `demo` command (laying out the example screens headlessly and writing SVG) is not
  available yet: it arrives with the SwiftLayout DSL.
  """

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case nil, "help", "--help", "-h":
  print(usage)
default:
  print("swiftlayout: unknown command '\(arguments.first ?? "")'\n")
  print(usage)
  exit(64)
}
