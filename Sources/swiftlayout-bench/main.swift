// The `swiftlayout-bench` command: benchmark workloads, run in release mode.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let usage = """
  USAGE: swift run -c release swiftlayout-bench <group> [sizes…]

  GROUPS:
    engine    The solver workloads W1, W1e, W2, W3, W4 (one line each:
              workload, size, median seconds, checksum, then extra columns).
              Sizes default to those of each workload; given sizes replace them.
    headless  H1 screen (1,000 views), H1free (freeing H1's screen while its 100
              cards are kept elsewhere, against freeing it all; `ratio`), H2 animate (constant edits against replacing
              the constraint; `speedup` column), H3 feed (100 cells made, bound and laid
              out with constraints against the same made, bound and framed by hand;
              `ratio` column; `ratio-arith` against frames by arithmetic alone),
              H3cells (the same cells as self-sizing collection-view cells: each
              sized by systemLayoutSizeFitting and placed by its frame, no
              constraint between cells), H3collection (the feed as
              LayoutFrameworkBenchmark times it: every item sized by one sizing
              cell bound to it in turn, then the on-screen cells laid out at
              their frames; `ratio` against the same steps by hand),
              H4 deep (a 100,000-deep chain).
              `headless H3auto [cells]` runs H3's Auto Layout side alone, three
              times, for a profiler.
    dsl       The DSL workloads D1 (activate), D2 (one-branch update) and D3
              (constant-only update) against HeadlessUIKit doing the same by
              hand in the same run, on H1's screen, then again on a grid
              screen (lines suffixed `grid`); the size is the number of rows
              (10 views each, default 100); 31 interleaved rounds per workload
              (DSL_REPS=N for more). `dsl ROWS build|d1|r1|d2|d3|d3all`
              repeats one workload for a profiler (DSL_SCREEN=grid for the
              grid); `d2laid|r2laid|d3laid` do D2's flip (by hand for r2laid)
              or D3one's change once on each of 30 new laid-out screens, as
              the timed lines do.
  """

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case nil, "help", "--help", "-h":
  print(usage)
case "engine":
  exit(EngineBenchmarks.run(arguments: Array(arguments.dropFirst())))
case "fuzz-replay":
  exit(FuzzReplay.run())
case "dsl":
  #if !canImport(UIKit) && !canImport(AppKit)
  exit(DSLBenchmarks.run(arguments: Array(arguments.dropFirst())))
  #else
  print("swiftlayout-bench dsl: runs where SwiftLayout is headless (Linux, Windows, Android…)")
  exit(69)
  #endif
case "headless":
  exit(HeadlessBenchmarks.run(arguments: Array(arguments.dropFirst())))
default:
  print("swiftlayout-bench: unknown group '\(arguments[0])'\n")
  print(usage)
  exit(64)
}
