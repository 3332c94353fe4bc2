// The `dsl` group: SwiftLayout's activation and updates against HeadlessUIKit doing the same
// work by hand, measured in the same run (Documentation/Benchmarks.md, D1–D3).

// SwiftLayout is measured against HeadlessUIKit: where it speaks UIKit or AppKit, there is
// nothing to compare it with here.
#if !canImport(UIKit) && !canImport(AppKit)
import Foundation
import SwiftLayout
@_spi(Testing) import SwiftLayoutEngine

/// The screen of D1–D3: `rows` rows of `columns` views each, one row with two alternative sets
/// of children (the branch D2 flips), every constant driven by `inset` and `spacing` (D3).
@MainActor
final class DSLBenchmarkScreen {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 20_000))
  let rows: [UIView]
  let cells: [[UIView]]
  let alternative: [UIView]
  let branchRow: Int
  var flipped = false
  var inset: CGFloat = 8
  var spacing: CGFloat = 4
  var tallRowHeight: CGFloat = 44

  init(rows rowCount: Int, columns: Int) {
    rows = (0..<rowCount).map { _ in UIView(frame: .zero) }
    cells = (0..<rowCount).map { row in
      (0..<columns).map { column in
        column % 3 == 0 ? UILabel(frame: .zero) : UIView(frame: .zero)
      }
    }
    alternative = (0..<columns).map { _ in UIView(frame: .zero) }
    branchRow = rowCount / 2
  }

  var viewCount: Int { rows.count * (1 + (cells.first?.count ?? 0)) }

  /// How many constraints are installed in the tree (the benchmark's checksum).
  var installedConstraintCount: Int {
    var count = 0
    var pending = [root]
    while let view = pending.popLast() {
      count += view.constraints.count
      pending.append(contentsOf: view.subviews)
    }
    return count
  }

  func children(of row: Int) -> [UIView] {
    row == branchRow && flipped ? alternative : cells[row]
  }

  @LayoutBuilder var layout: some Layout {
    root.sublayout {
      for (index, row) in rows.enumerated() {
        row.anchors {
          if index == 0 {
            Anchors.top.equalToSuper(constant: inset)
          } else {
            Anchors.top.equalTo(rows[index - 1], attribute: .bottom, constant: spacing)
          }
          Anchors.horizontal(offset: inset)
          Anchors.height.equalTo(constant: index == branchRow ? tallRowHeight : 44)
        }.sublayout {
          let cells = children(of: index)
          for (column, cell) in cells.enumerated() {
            cell.anchors {
              Anchors.top.equalToSuper(constant: spacing)
              if column == 0 {
                Anchors.leading.equalToSuper(constant: spacing)
              } else {
                Anchors.leading.equalTo(cells[column - 1], attribute: .trailing, constant: spacing)
              }
              Anchors.width.equalTo(constant: 30)
              Anchors.height.equalTo(constant: 36)
            }
          }
        }
      }
    }
  }

  /// The same hierarchy and constraints, made with UIKit's API directly; returns the
  /// constraints.
  @discardableResult
  func activateByHand() -> [NSLayoutConstraint] {
    var constraints: [NSLayoutConstraint] = []
    constraints.reserveCapacity(viewCount * 4)
    for index in rows.indices {
      constraints.append(contentsOf: activateRowByHand(index))
    }
    NSLayoutConstraint.activate(constraints)
    return constraints
  }

  /// Swaps the children of the branch row by hand, as D2 does through the DSL.
  func flipBranchByHand() {
    for cell in cells[branchRow] { cell.removeFromSuperview() }
    flipped = true
    let row = rows[branchRow]
    var constraints: [NSLayoutConstraint] = []
    addCellsByHand(alternative, to: row, into: &constraints)
    NSLayoutConstraint.activate(constraints)
  }

  private func activateRowByHand(_ index: Int) -> [NSLayoutConstraint] {
    var constraints: [NSLayoutConstraint] = []
    let row = rows[index]
    do {
      row.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(row)
      if index == 0 {
        constraints.append(
          NSLayoutConstraint(
            item: row, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top,
            multiplier: 1, constant: inset))
      } else {
        constraints.append(
          NSLayoutConstraint(
            item: row, attribute: .top, relatedBy: .equal, toItem: rows[index - 1],
            attribute: .bottom, multiplier: 1, constant: spacing))
      }
      constraints.append(
        NSLayoutConstraint(
          item: row, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leading,
          multiplier: 1, constant: inset))
      constraints.append(
        NSLayoutConstraint(
          item: row, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailing,
          multiplier: 1, constant: -inset))
      constraints.append(
        NSLayoutConstraint(
          item: row, attribute: .height, relatedBy: .equal, toItem: nil,
          attribute: .notAnAttribute, multiplier: 1,
          constant: index == branchRow ? tallRowHeight : 44))
      addCellsByHand(children(of: index), to: row, into: &constraints)
    }
    return constraints
  }

  private func addCellsByHand(
    _ cells: [UIView], to row: UIView, into constraints: inout [NSLayoutConstraint]
  ) {
    do {
      for (column, cell) in cells.enumerated() {
        cell.translatesAutoresizingMaskIntoConstraints = false
        row.addSubview(cell)
        constraints.append(
          NSLayoutConstraint(
            item: cell, attribute: .top, relatedBy: .equal, toItem: row, attribute: .top,
            multiplier: 1, constant: spacing))
        constraints.append(
          NSLayoutConstraint(
            item: cell, attribute: .leading, relatedBy: .equal,
            toItem: column == 0 ? row : cells[column - 1],
            attribute: column == 0 ? .leading : .trailing, multiplier: 1, constant: spacing))
        constraints.append(
          NSLayoutConstraint(
            item: cell, attribute: .width, relatedBy: .equal, toItem: nil,
            attribute: .notAnAttribute, multiplier: 1, constant: 30))
        constraints.append(
          NSLayoutConstraint(
            item: cell, attribute: .height, relatedBy: .equal, toItem: nil,
            attribute: .notAnAttribute, multiplier: 1, constant: 36))
      }
    }
  }
}

/// Runs the `dsl` group and prints one line per workload.
///
/// Updates (D2, D3) start from a laid-out screen (activation then `layoutIfNeeded()`), as in an
/// app, and time the update alone; raw figures do the same change by hand.
@MainActor
enum DSLBenchmarks {
  static func run(arguments: [String]) -> Int32 {
    if Solver._checksInvariants {
      print("swiftlayout-bench: refusing to report: invariant checking is compiled in")
      print("(SWIFTLAYOUT_CHECK_INVARIANTS; run with `swift run -c release swiftlayout-bench`)")
      return 1
    }
    let rows = max(1, arguments.first.flatMap(Int.init) ?? 100)
    let columns = 9
    let onGrid = ProcessInfo.processInfo.environment["DSL_SCREEN"] == "grid"
    if arguments.count > 1 {
      return onGrid
        ? profile(arguments[1]) { DSLBenchmarkScreen(rows: rows, columns: columns) }
        : profile(arguments[1]) { DSLScreenH1(views: rows * 10) }
    }
    // D1–D3 on H1's screen (as Documentation/Benchmarks.md states them), then the same workloads
    // on the grid screen the earlier figures were measured on (suffix `grid`).
    runWorkloads(suffix: "") { DSLScreenH1(views: rows * 10) }
    runWorkloads(suffix: "grid") { DSLBenchmarkScreen(rows: rows, columns: columns) }
    return 0
  }

  /// Runs D1, D1+layout, D2, D3 and D3one on screens `makeScreen` makes, each against the raw
  /// HeadlessUIKit side in the same run, and prints one line each.
  static func runWorkloads<Screen: DSLBenchmarkWorkload>(
    suffix: String, _ makeScreen: () -> Screen
  ) {
    // 31 rounds: with 11, the medians of one run moved by up to a sixth between runs on a shared host.
    // DSL_REPS changes it (for a steadier median on a noisy host, or a quicker run).
    let repetitions = max(
      1, Int(ProcessInfo.processInfo.environment["DSL_REPS"] ?? "") ?? 31)
    var viewCount = 0
    func screen() -> Screen {
      let screen = makeScreen()
      viewCount = screen.viewCount
      return screen
    }
    // Each line: workload, views, median seconds of SwiftLayout, checksum (constraints
    // installed in the tree afterwards, the same for both sides), then the raw HeadlessUIKit
    // median of the same work in the same run and the ratio the target is stated in.
    var checksum = 0
    checkFrames(suffix: suffix, makeScreen)

    let (raw, dsl) = interleaved(repetitions) {
      let screen = screen()
      return time { screen.activateByHand() }
    } _: {
      let screen = screen()
      var activation: Activation?
      let seconds = time { activation = screen.layout.active() }
      checksum = screen.installedConstraintCount
      withExtendedLifetime(activation) {}
      return seconds
    }
    line("D1" + suffix, viewCount, dsl, checksum, raw: raw, "ratio", median(dsl) / median(raw))

    let (rawLayout, dslLayout) = interleaved(repetitions) {
      let screen = screen()
      return time {
        screen.activateByHand()
        screen.root.layoutIfNeeded()
      }
    } _: {
      let screen = screen()
      var activation: Activation?
      let seconds = time {
        activation = screen.layout.active()
        screen.root.layoutIfNeeded()
      }
      checksum = screen.installedConstraintCount
      withExtendedLifetime(activation) {}
      return seconds
    }
    line(
      "D1+layout" + suffix, viewCount, dslLayout, checksum, raw: rawLayout, "ratio",
      median(dslLayout) / median(rawLayout))

    // Each update rebuilds the layout value (user code): it is timed alone in the same state
    // just before the update, so that the update is also reported net of it.
    var branchBuilds: [Double] = []
    let (rawBranch, branch) = interleaved(repetitions) {
      let screen = screen()
      screen.activateByHand()
      screen.root.layoutIfNeeded()
      return time { screen.flipBranchByHand() }
    } _: {
      let screen = screen()
      let activation = screen.layout.active()
      screen.root.layoutIfNeeded()
      screen.flipped = true
      branchBuilds.append(buildTime(screen))
      let seconds = time { screen.layout.update(fromActivation: activation) }
      checksum = screen.installedConstraintCount
      return seconds
    }
    line(
      "D2" + suffix, viewCount, branch, checksum, raw: rawBranch, "of-D1",
      median(branch) / median(dsl), net: net(branch, branchBuilds, of: dsl))

    var constantsBuilds: [Double] = []
    let (rawConstants, constants) = interleaved(repetitions) {
      let screen = screen()
      let constraints = screen.activateByHand()
      screen.root.layoutIfNeeded()
      return time { screen.changeConstantsByHand(constraints) }
    } _: {
      let screen = screen()
      let activation = screen.layout.active()
      screen.root.layoutIfNeeded()
      screen.changeConstants(round: 0)
      constantsBuilds.append(buildTime(screen))
      let seconds = time { screen.layout.update(fromActivation: activation) }
      checksum = screen.installedConstraintCount
      return seconds
    }
    line(
      "D3" + suffix, viewCount, constants, checksum, raw: rawConstants, "of-D1",
      median(constants) / median(dsl), net: net(constants, constantsBuilds, of: dsl))

    var singleBuilds: [Double] = []
    let (_, single) = interleaved(repetitions) {
      0
    } _: {
      let screen = screen()
      let activation = screen.layout.active()
      screen.root.layoutIfNeeded()
      screen.changeOneConstant(round: 0)
      singleBuilds.append(buildTime(screen))
      let seconds = time { screen.layout.update(fromActivation: activation) }
      checksum = screen.installedConstraintCount
      return seconds
    }
    line(
      "D3one" + suffix, viewCount, single, checksum, raw: nil, "of-D1",
      median(single) / median(dsl), net: net(single, singleBuilds, of: dsl))
  }

  /// The time of building the screen's layout value and letting it go, as an update does
  /// before it compares anything.
  static func buildTime<Screen: DSLBenchmarkWorkload>(_ screen: Screen) -> Double {
    time { profiledBuild(screen) }
  }

  /// An update's median net of building the layout value, and that as a share of D1's median.
  static func net(
    _ update: [Double], _ builds: [Double], of activation: [Double]
  ) -> (seconds: Double, ofD1: Double) {
    let seconds = max(0, median(update) - median(builds.sorted()))
    return (seconds, seconds / median(activation))
  }

  /// Prints a line when the DSL and the raw side lay the screen out differently (after
  /// activation, and after D2's flip).
  static func checkFrames<Screen: DSLBenchmarkWorkload>(
    suffix: String, _ makeScreen: () -> Screen
  ) {
    func frames(_ root: UIView) -> [CGRect] {
      var frames: [CGRect] = []
      var pending = [root]
      while let view = pending.popLast() {
        frames.append(view.frame)
        pending.append(contentsOf: view.subviews.reversed())
      }
      return frames
    }
    let byHand = makeScreen()
    byHand.activateByHand()
    byHand.root.layoutIfNeeded()
    let declared = makeScreen()
    let activation = declared.layout.active()
    declared.root.layoutIfNeeded()
    for step in ["activation", "D2's flip"] {
      let (solved, reference) = (frames(declared.root), frames(byHand.root))
      let mismatches =
        zip(solved, reference).filter { $0 != $1 }.count + abs(solved.count - reference.count)
      if mismatches > 0 || activation.diagnostics.count > 0 {
        print(
          "swiftlayout-bench: D1\(suffix): after \(step), \(mismatches) frames differ from raw "
            + "HeadlessUIKit; \(activation.diagnostics.count) diagnostics")
      }
      guard step == "activation" else { break }
      byHand.flipBranchByHand()
      byHand.root.layoutIfNeeded()
      declared.flipped = true
      declared.layout.update(fromActivation: activation)
      declared.root.layoutIfNeeded()
    }
  }

  /// Prints one result line in the fixed form `name size median checksum extra…`; an update's
  /// line adds its median net of building the layout value (`net`) and that share of D1
  /// (`net-of-D1`, the figure its target is stated in).
  static func line(
    _ name: String, _ size: Int, _ samples: [Double], _ checksum: Int, raw: [Double]?,
    _ label: String, _ value: Double, net: (seconds: Double, ofD1: Double)? = nil
  ) {
    var text = "\(name) \(size) \(fixed(median(samples), 6)) \(checksum)"
    if let raw { text += " raw=\(fixed(median(raw), 6))" }
    text += " \(label)=\(fixed(value, 4))"
    if let net {
      text += " net=\(fixed(net.seconds, 6)) net-of-D1=\(fixed(net.ofD1, 4))"
    }
    text += " min=\(fixed(minimum(samples), 6)) reps=\(samples.count)"
    print(text)
    fflush(nil)
  }

  /// `value` with `digits` decimals, without `String(format:)`.
  static func fixed(_ value: Double, _ digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    let whole = scaled / Int(scale)
    let fraction = String(abs(scaled % Int(scale)))
    let sign = scaled < 0 && whole == 0 ? "-" : ""
    return "\(sign)\(whole)." + String(repeating: "0", count: digits - fraction.count) + fraction
  }

  /// Runs `first` and `second` alternately, `count` times each, swapping which goes first on
  /// every round (so that neither always runs in the state the other leaves behind); returns
  /// their samples.
  static func interleaved(
    _ count: Int, _ first: () -> Double, _ second: () -> Double
  ) -> ([Double], [Double]) {
    var firsts: [Double] = []
    var seconds: [Double] = []
    for round in 0..<count {
      if round % 2 == 0 {
        firsts.append(first())
        seconds.append(second())
      } else {
        seconds.append(second())
        firsts.append(first())
      }
    }
    return (firsts.sorted(), seconds.sorted())
  }

  static func minimum(_ samples: [Double]) -> Double { samples.first ?? 0 }

  static func median(_ samples: [Double]) -> Double {
    samples.isEmpty ? 0 : samples[samples.count / 2]
  }

  /// Repeats one workload (`build`, `d1`/`r1` activations, `d2`, `d3`, `d3all` updates on one
  /// laid-out screen, or `d2laid`/`r2laid`/`d3laid`, D2's flip or D3one's change once on each
  /// of 30 laid-out screens), for a profiler.
  static func profile<Screen: DSLBenchmarkWorkload>(
    _ workload: String, _ makeScreen: () -> Screen
  ) -> Int32 {
    if workload == "build" {
      let screen = makeScreen()
      let seconds = time { for _ in 0..<300 { profiledBuild(screen) } }
      print("build: \(format(seconds / 300 * 1e3)) ms per layout value")
      return 0
    }
    if workload == "d1" || workload == "r1" {
      var total = 0.0
      for _ in 0..<30 {
        let screen = makeScreen()
        var activation: Activation?
        total += time {
          if workload == "d1" {
            activation = profiledActivation(screen)
          } else {
            profiledActivationByHand(screen)
          }
        }
        withExtendedLifetime(activation) {}
      }
      print("\(workload): \(format(total / 30 * 1e3)) ms per activation")
      return 0
    }
    if workload == "d2laid" || workload == "r2laid" || workload == "d3laid" {
      // D2 (D3one for `d3laid`) as the `dsl` group times it: each round flips the branch (or
      // changes the one constant) once on a new laid-out screen (the layout engine holds the
      // solved screen), through the DSL or by hand.
      var total = 0.0
      for _ in 0..<30 {
        let screen = makeScreen()
        var activation: Activation?
        if workload == "r2laid" {
          screen.activateByHand()
        } else {
          activation = screen.layout.active()
        }
        screen.root.layoutIfNeeded()
        if workload == "d3laid" {
          screen.changeOneConstant(round: 0)
        } else {
          screen.flipped = true
        }
        total += time {
          if let activation {
            profiledUpdate(screen, activation)
          } else {
            profiledFlipByHand(screen)
          }
        }
      }
      print("\(workload): \(format(total / 30 * 1e3)) ms per update")
      return 0
    }
    let screen = makeScreen()
    let activation = screen.layout.active()
    screen.root.layoutIfNeeded()
    var total = 0.0
    let rounds = Int(ProcessInfo.processInfo.environment["DSL_ROUNDS"] ?? "") ?? 200
    for round in 0..<rounds {
      if workload == "d2" {
        screen.flipped = round % 2 == 0
      } else if workload == "d3all" {
        screen.changeConstants(round: round)
      } else {
        screen.changeOneConstant(round: round)
      }
      total += time { profiledUpdate(screen, activation) }
    }
    print("\(workload): \(format(total / Double(rounds) * 1e3)) ms per update")
    return 0
  }

  /// Builds the screen's layout value (a symbol for profilers).
  @inline(never)
  static func profiledBuild<Screen: DSLBenchmarkWorkload>(_ screen: Screen) {
    _ = screen.layout
  }

  /// Builds and activates the screen's layout (a symbol for profilers).
  @inline(never)
  static func profiledActivation<Screen: DSLBenchmarkWorkload>(_ screen: Screen) -> Activation {
    screen.layout.active()
  }

  /// Activates the screen's constraints by hand (a symbol for profilers).
  @inline(never)
  static func profiledActivationByHand<Screen: DSLBenchmarkWorkload>(_ screen: Screen) {
    screen.activateByHand()
  }

  /// Flips the screen's branch by hand (a symbol for profilers).
  @inline(never)
  static func profiledFlipByHand<Screen: DSLBenchmarkWorkload>(_ screen: Screen) {
    screen.flipBranchByHand()
  }

  /// One update, as a user's `update(fromActivation:)` call does it (a symbol for profilers).
  @inline(never)
  static func profiledUpdate<Screen: DSLBenchmarkWorkload>(
    _ screen: Screen, _ activation: Activation
  ) {
    screen.layout.update(fromActivation: activation)
  }

  static func time(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  static func format(_ value: Double) -> String {
    let scaled = (value * 100).rounded() / 100
    return "\(scaled)"
  }
}
#endif
