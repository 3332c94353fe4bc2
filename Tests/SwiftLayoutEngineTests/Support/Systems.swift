@testable import SwiftLayoutEngine

/// Random constraints for seeded tests (and the differential fuzz's shape).
enum RandomSystem {
  static let strengths: [Strength] = [.required, .required, .strong, .medium, .weak]

  /// A constraint of 1–3 terms with small integer-ish coefficients, a random relation and
  /// strength.
  static func constraint(
    over variables: [Variable], using generator: inout SeededGenerator
  ) -> Constraint {
    var expression = LinearExpression(
      constant: Double(Int.random(in: -40...40, using: &generator)))
    for _ in 0..<Int.random(in: 1...3, using: &generator) {
      let variable = variables[Int.random(in: 0..<variables.count, using: &generator)]
      let coefficient = [-2.0, -1, -0.5, 0.5, 1, 1, 2, 3][Int.random(in: 0..<8, using: &generator)]
      expression.terms.append(Term(variable, coefficient: coefficient))
    }
    let relation = Relation.allCases[Int.random(in: 0..<3, using: &generator)]
    let strength = strengths[Int.random(in: 0..<strengths.count, using: &generator)]
    return Constraint(expression, relation, strength: strength)
  }
}

/// The grid of the engine benchmark (W1 in Documentation/Benchmarks.md), as constraints.
struct GridSystem {
  let rl = Variable("rl")
  let rt = Variable("rt")
  let rw = Variable("rw")
  let rh = Variable("rh")
  let left: [Variable]
  let top: [Variable]
  let width: [Variable]
  let height: [Variable]

  init(count: Int) {
    left = (0..<count).map { Variable("l\($0)") }
    top = (0..<count).map { Variable("t\($0)") }
    width = (0..<count).map { Variable("w\($0)") }
    height = (0..<count).map { Variable("h\($0)") }
  }

  var rootConstraints: [Constraint] { [rl == 0, rt == 0, rw == 800, rh == 600] }

  func constraints(ofView i: Int) -> [Constraint] {
    let row = Double(i / 10)
    let column = i % 10
    var result = [width[i] >= 20, height[i] >= 20]
    result.append(column == 0 ? left[i] == rl + 8 : left[i] == left[i - 1] + width[i - 1] + 8)
    result.append(top[i] == rt + 8 + 60 * row)
    result.append((width[i] == 100) | .weak)
    if column > 0 { result.append((width[i] == width[i - 1]) | .strong) }
    if column == 9 { result.append(left[i] + width[i] + 8 <= rl + rw) }
    result.append((height[i] == 0.5 * width[i]) | .medium)
    result.append(height[i] <= 0.1 * rh)
    return result
  }

  var checksum: Double {
    var sum = 0.0
    for i in left.indices { sum += left[i].value + top[i].value + width[i].value + height[i].value }
    return sum
  }
}
