// The `dsl` group: SwiftLayout's activation and updates against HeadlessUIKit doing the same
// work by hand, measured in the same run (benchmark-workloads.md, D1–D3).

import Foundation
import SwiftLayout

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
          Anchors.height.equalTo(constant: 44)
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

  /// The same hierarchy and constraints, made with UIKit's API directly.
  func activateByHand() {
    var constraints: [NSLayoutConstraint] = []
    constraints.reserveCapacity(viewCount * 4)
    for (index, row) in rows.enumerated() {
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
          attribute: .notAnAttribute, multiplier: 1, constant: 44))
      let cells = children(of: index)
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
    NSLayoutConstraint.activate(constraints)
  }
}

/// Runs the `dsl` group and prints one line per workload.
@MainActor
enum DSLBenchmarks {
  static func run(_ arguments: [String]) {
    let rows = arguments.first.flatMap(Int.init) ?? 100
    let columns = 9
    let repetitions = 7
    let viewCount = rows * (columns + 1)
    print("dsl: \(viewCount) views, median of \(repetitions) runs")

    let raw = median(repetitions) { () -> Double in
      let screen = DSLBenchmarkScreen(rows: rows, columns: columns)
      return time { screen.activateByHand() }
    }
    var activations: [Activation] = []
    let dsl = median(repetitions) { () -> Double in
      let screen = DSLBenchmarkScreen(rows: rows, columns: columns)
      var activation: Activation?
      let seconds = time { activation = screen.layout.active() }
      if let activation { activations.append(activation) }
      return seconds
    }
    activations.removeAll()
    report("D1 activate (raw HeadlessUIKit)", raw, per: viewCount)
    report("D1 activate (SwiftLayout)", dsl, per: viewCount)
    print("   D1 ratio: \(format(dsl / raw))x raw (target <= 1.10x)")

    let rawLayout = median(repetitions) { () -> Double in
      let screen = DSLBenchmarkScreen(rows: rows, columns: columns)
      return time {
        screen.activateByHand()
        screen.root.layoutIfNeeded()
      }
    }
    let dslLayout = median(repetitions) { () -> Double in
      let screen = DSLBenchmarkScreen(rows: rows, columns: columns)
      var activation: Activation?
      let seconds = time {
        activation = screen.layout.active()
        screen.root.layoutIfNeeded()
      }
      if let activation { activations.append(activation) }
      return seconds
    }
    activations.removeAll()
    report("D1 activate + layoutIfNeeded (raw)", rawLayout, per: viewCount)
    report("D1 activate + layoutIfNeeded (SwiftLayout)", dslLayout, per: viewCount)
    print("   D1 ratio with layout: \(format(dslLayout / rawLayout))x raw")

    let branch = median(repetitions) { () -> Double in
      let screen = DSLBenchmarkScreen(rows: rows, columns: columns)
      let activation = screen.layout.active()
      screen.flipped = true
      let seconds = time { screen.layout.update(fromActivation: activation) }
      activations.append(activation)
      return seconds
    }
    activations.removeAll()
    report("D2 update one branch", branch, per: viewCount)
    print("   D2: \(format(100 * branch / dsl))% of D1 (target <= 5%)")

    let constants = median(repetitions) { () -> Double in
      let screen = DSLBenchmarkScreen(rows: rows, columns: columns)
      let activation = screen.layout.active()
      screen.inset = 12
      screen.spacing = 6
      let seconds = time { screen.layout.update(fromActivation: activation) }
      activations.append(activation)
      return seconds
    }
    activations.removeAll()
    report("D3 constant-only update", constants, per: viewCount)
    print("   D3: \(format(100 * constants / dsl))% of D1 (target <= 2%)")
  }

  static func time(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  static func median(_ count: Int, _ sample: () -> Double) -> Double {
    let samples = (0..<count).map { _ in sample() }.sorted()
    return samples[samples.count / 2]
  }

  static func report(_ name: String, _ seconds: Double, per items: Int) {
    let perItem = seconds * 1e6 / Double(items)
    print("   \(name): \(format(seconds * 1e3)) ms (\(format(perItem)) µs/view)")
  }

  static func format(_ value: Double) -> String {
    let scaled = (value * 100).rounded() / 100
    return "\(scaled)"
  }
}
