import Foundation

@testable import SwiftLayoutEngine

/// An operation log in the reproduction format the fuzz scripts print: one operation per line,
/// variables `v0`…`v11`.
///
/// - `+ rel level weight constant var:coef …` adds `constant + Σ coef·v(var) rel 0`; `rel` is
///   `eq`, `le` or `ge`; the strength is `Strength.priority(level, weight: weight)` when
///   `level > 0`, else `Strength(weight)`. Adds are numbered in order, refused ones too.
/// - `- k` removes the k-th add (skipped when that add was refused or already removed).
/// - `edit var weight`, `unedit var`, `suggest var value` drive edit variables.
struct OperationLog {
  /// One parsed operation.
  enum Operation {
    case add(Relation, level: Double, weight: Double, constant: Double, terms: [(Int, Double)])
    case remove(Int)
    case edit(Int, weight: Double)
    case unedit(Int)
    case suggest(Int, Double)
  }

  var operations: [Operation] = []

  /// Parses the log's text; unreadable lines are skipped.
  init(_ text: String) {
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: " ").map(String.init)
      guard let head = parts.first else { continue }
      switch head {
      case "+" where parts.count >= 5:
        let relation: Relation =
          parts[1] == "le" ? .lessThanOrEqual : parts[1] == "eq" ? .equal : .greaterThanOrEqual
        let terms = parts[5...].compactMap { part -> (Int, Double)? in
          let pair = part.split(separator: ":")
          guard pair.count == 2, let index = Int(pair[0]), let coefficient = Double(pair[1])
          else { return nil }
          return (index, coefficient)
        }
        operations.append(
          .add(
            relation, level: Double(parts[2]) ?? 0, weight: Double(parts[3]) ?? 1,
            constant: Double(parts[4]) ?? 0, terms: terms))
      case "-" where parts.count == 2:
        if let index = Int(parts[1]) { operations.append(.remove(index)) }
      case "edit" where parts.count == 3:
        if let index = Int(parts[1]), let weight = Double(parts[2]) {
          operations.append(.edit(index, weight: weight))
        }
      case "unedit" where parts.count == 2:
        if let index = Int(parts[1]) { operations.append(.unedit(index)) }
      case "suggest" where parts.count == 3:
        if let index = Int(parts[1]), let value = Double(parts[2]) {
          operations.append(.suggest(index, value))
        }
      default:
        continue
      }
    }
  }

  /// The text of a reproduction stored beside this file, in `Reproductions/`.
  static func reproduction(_ name: String) throws -> OperationLog {
    let url = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent()
      .appendingPathComponent("Reproductions").appendingPathComponent(name)
    return OperationLog(try String(contentsOf: url, encoding: .utf8))
  }
}

/// A solver driven by an ``OperationLog``, with the constraints it holds.
final class OperationReplay {
  let solver = Solver()
  let variables = (0..<12).map { Variable("v\($0)") }
  /// Every add in order (refused ones too), and whether the solver holds it.
  private(set) var added: [(constraint: Constraint, held: Bool)] = []
  /// How many adds the solver refused.
  private(set) var refused = 0

  /// The constraints the solver holds, in the order they were added.
  var held: [Constraint] { added.filter(\.held).map(\.constraint) }

  /// Applies one operation; errors the format expects (refused adds) are counted, not thrown.
  func apply(_ operation: OperationLog.Operation) {
    switch operation {
    case .add(let relation, let level, let weight, let constant, let terms):
      let expression = LinearExpression(
        terms.map { Term(variables[$0.0], coefficient: $0.1) }, constant: constant)
      let strength = level > 0 ? Strength.priority(level, weight: weight) : Strength(weight)
      let constraint = Constraint(expression, relation, strength: strength)
      do {
        try solver.addConstraint(constraint)
        added.append((constraint, true))
      } catch {
        added.append((constraint, false))
        refused += 1
      }
    case .remove(let index):
      guard index < added.count, added[index].held else { return }
      try? solver.removeConstraint(added[index].constraint)
      added[index].held = false
    case .edit(let index, let weight):
      try? solver.addEditVariable(variables[index], strength: Strength(weight))
    case .unedit(let index):
      try? solver.removeEditVariable(variables[index])
    case .suggest(let index, let value):
      try? solver.suggestValue(value, for: variables[index])
    }
  }

  /// The held required constraints that do not hold at the solver's current solution.
  func violatedRequiredConstraints(tolerance: Double = 1e-6) -> [Constraint] {
    solver.updateAllVariables()
    return held.filter { $0.strength.isRequired && !holds($0, tolerance: tolerance) }
  }
}
