// The `swiftlayout-bench` command: benchmark workloads, run in release mode.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let usage = """
  USAGE: swift run -c release swiftlayout-bench <group> [sizes…]

  GROUPS:
    (none yet: the `engine`, `headless` and `dsl` groups arrive with their modules)
  """

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case nil, "help", "--help", "-h":
  print(usage)
default:
  print("swiftlayout-bench: unknown group '\(arguments.first ?? "")'\n")
  print(usage)
  exit(64)
}
