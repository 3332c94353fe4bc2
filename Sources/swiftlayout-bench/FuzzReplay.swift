// A hidden subcommand for the differential fuzz against kiwisolver (Scripts/fuzz-vs-kiwi.py).
//
// It reads one operation per line from standard input and answers one line per operation:
//   var <count>                          declare variables v0 … v<count-1> (starts a system)
//   add <id> <op> <strength> <constant> [<coefficient> <variable>]…
//                                        op is le, eq or ge; answers ok, unsat, dup or nonfinite;
//                                        a strength is a number (`Strength(_:)`) or
//                                        `level:weight` (`Strength.priority(_:weight:)`)
//   remove <id>                          answers ok or unknown
//   edit <variable> <strength>           answers ok or an error name
//   unedit <variable>                    answers ok or unknown
//   suggest <variable> <value>           answers ok or an error name
//   check                                answers "obj <objective> <value of v0> …", then
//                                        "invariant <problem>" if a debug build finds one
// Numbers use Swift's shortest round-trip form.

@_spi(Testing) import SwiftLayoutEngine

enum FuzzReplay {
  static func run() -> Int32 {
    var solver = Solver()
    var variables: [Variable] = []
    var constraints: [Int: Constraint] = [:]
    while let line = readLine() {
      let parts = line.split(separator: " ").map(String.init)
      guard let command = parts.first else { continue }
      switch command {
      case "var":
        solver = Solver()
        constraints = [:]
        variables = (0..<(Int(parts[1]) ?? 0)).map { Variable("v\($0)") }
        print("ok")
      case "add":
        guard parts.count >= 5, let id = Int(parts[1]), let strength = Self.strength(parts[3]),
          let constant = Double(parts[4])
        else {
          print("bad")
          continue
        }
        var terms: [Term] = []
        var index = 5
        while index + 1 < parts.count {
          if let coefficient = Double(parts[index]), let variable = Int(parts[index + 1]) {
            terms.append(Term(variables[variable], coefficient: coefficient))
          }
          index += 2
        }
        let relation: Relation =
          parts[2] == "le" ? .lessThanOrEqual : parts[2] == "eq" ? .equal : .greaterThanOrEqual
        let constraint = Constraint(
          LinearExpression(terms, constant: constant), relation, strength: strength)
        constraints[id] = constraint
        answer { () throws(SolverError) in try solver.addConstraint(constraint) }
      case "remove":
        guard let id = Int(parts[1]), let constraint = constraints[id] else {
          print("unknown")
          continue
        }
        answer { () throws(SolverError) in try solver.removeConstraint(constraint) }
      case "edit":
        let variable = variables[Int(parts[1]) ?? 0]
        let strength = Self.strength(parts[2]) ?? .weak
        answer { () throws(SolverError) in try solver.addEditVariable(variable, strength: strength)
        }
      case "unedit":
        let variable = variables[Int(parts[1]) ?? 0]
        answer { () throws(SolverError) in try solver.removeEditVariable(variable) }
      case "suggest":
        let variable = variables[Int(parts[1]) ?? 0]
        let value = Double(parts[2]) ?? 0
        answer { () throws(SolverError) in try solver.suggestValue(value, for: variable) }
      case "check":
        solver.updateVariables()
        let values = variables.map { "\($0.value)" }.joined(separator: " ")
        print("obj \(solver.objectiveValue) \(values)")
        if Solver._checksInvariants, let problem = solver._checkInvariants().first {
          print("invariant \(problem)")
        }
      default:
        print("bad")
      }
    }
    return 0
  }

  /// `weight` for `Strength(weight)`, or `level:weight` for `Strength.priority(level, weight:)`.
  static func strength(_ text: String) -> Strength? {
    let parts = text.split(separator: ":")
    if parts.count == 2, let level = Double(parts[0]), let weight = Double(parts[1]) {
      return .priority(level, weight: weight)
    }
    return Double(text).map { Strength($0) }
  }

  static func answer(_ body: () throws(SolverError) -> Void) {
    do {
      try body()
      print("ok")
    } catch {
      switch error {
      case .unsatisfiableConstraint: print("unsat")
      case .duplicateConstraint: print("dup")
      case .unknownConstraint: print("unknown")
      case .duplicateEditVariable: print("dupedit")
      case .unknownEditVariable: print("unknownedit")
      case .badRequiredStrength: print("badrequired")
      case .nonFiniteValue: print("nonfinite")
      case .valueOutOfRange: print("outofrange")
      }
    }
  }
}
