import Testing

@testable import SwiftLayoutEngine

@Suite("Solver: cassowary.dart, kiwi.js and autolayout.js cases (D1–D6, J1–J3, A2–A6)")
struct DartAndJavaScriptTests {
  @Test("cassowary.dart D1: midpoints")
  func midpoints() throws {
    let solver = Solver()
    let (l, m, r) = (Variable("left"), Variable("mid"), Variable("right"))
    try solver.addConstraint(r + l == 2 * m)
    try solver.addConstraint(r - l >= 100)
    try solver.addConstraint(l >= 0)
    solver.updateVariables()
    #expect(isClose(l.value, 0) && isClose(m.value, 50) && isClose(r.value, 100))
    try solver.addEditVariable(m, strength: .strong)
    try solver.suggestValue(300, for: m)
    solver.updateVariables()
    #expect(isClose(l.value, 0) && isClose(m.value, 300) && isClose(r.value, 600))
  }

  @Test("cassowary.dart D3: updates_collection")
  func updatesCollection() throws {
    let solver = Solver()
    let (l, m, r) = (Variable("left"), Variable("mid"), Variable("right"))
    try solver.addEditVariable(m, strength: .strong)
    try solver.addConstraint(2 * m == l + r)
    try solver.addConstraint(l >= 0)
    try solver.suggestValue(50, for: m)
    solver.updateVariables()
    #expect(isClose(l.value, 0) && isClose(m.value, 50) && isClose(r.value, 100))
    try solver.addConstraint(l >= 10)
    solver.updateVariables()
    #expect(isClose(l.value, 10) && isClose(m.value, 50) && isClose(r.value, 90))
  }

  @Test("cassowary.dart D4: constraint and edit bookkeeping errors")
  func bookkeeping() throws {
    let solver = Solver()
    let x = Variable("x")
    let c1 = x >= 1
    let never = x <= 100
    try solver.addConstraint(c1)
    #expect(throws: SolverError.duplicateConstraint(c1)) { try solver.addConstraint(c1) }
    #expect(throws: SolverError.unknownConstraint(never)) { try solver.removeConstraint(never) }
    try solver.removeConstraint(c1)
    #expect(throws: SolverError.unknownConstraint(c1)) { try solver.removeConstraint(c1) }
    try solver.addEditVariable(x, strength: .medium)
    #expect(throws: SolverError.duplicateEditVariable(x)) {
      try solver.addEditVariable(x, strength: .medium)
    }
    try solver.removeEditVariable(x)
    #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
  }

  @Test("cassowary.dart D5: constant-only constraints")
  func constantOnly() throws {
    let hundred = Constraint(LinearExpression(constant: 100) - 50, .greaterThanOrEqual)
    #expect(hundred.expression.terms.isEmpty && hundred.expression.constant == 50)
    let solver = Solver()
    try solver.addConstraint(Constraint(LinearExpression(constant: 0), .equal))
    try solver.addConstraint(Constraint(LinearExpression(constant: 1), .greaterThanOrEqual))
    let one = Constraint(LinearExpression(constant: 1), .equal)
    #expect(throws: SolverError.unsatisfiableConstraint(one, conflicting: [])) {
      try solver.addConstraint(one)
    }
    let negative = Constraint(LinearExpression(constant: -1), .greaterThanOrEqual)
    #expect(throws: SolverError.unsatisfiableConstraint(negative, conflicting: [])) {
      try solver.addConstraint(negative)
    }
    try solver.addConstraint(negative | .weak)
    expectSound(solver)
  }

  @Test("cassowary.dart D6: a failed add is not in the solver and earlier ones still hold")
  func removeUnsatisfiable() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let earlier = [x >= 10, y == x + 5]
    for constraint in earlier { try solver.addConstraint(constraint) }
    let bad = y <= 0
    #expect(throws: SolverError.self) { try solver.addConstraint(bad) }
    #expect(!solver.hasConstraint(bad))
    #expect(throws: SolverError.unknownConstraint(bad)) { try solver.removeConstraint(bad) }
    solver.updateVariables()
    #expect(earlier.allSatisfy { holds($0) })
    expectSound(solver)
  }

  @Test("kiwi.js J1: error messages")
  func messages() throws {
    let solver = Solver()
    let x = Variable("x")
    let c = x >= 0
    try solver.addConstraint(c)
    try solver.addEditVariable(x, strength: .weak)
    var messages: [String] = []
    do { try solver.addEditVariable(x, strength: .weak) } catch { messages.append("\(error)") }
    do { try solver.suggestValue(1, for: Variable("y")) } catch { messages.append("\(error)") }
    do { try solver.addConstraint(c) } catch { messages.append("\(error)") }
    let constant = Constraint(1 - 1 + LinearExpression(constant: 10), .equal)
    do { try solver.addConstraint(constant) } catch { messages.append("\(error)") }
    #expect(messages.count == 4)
    #expect(messages[0].hasPrefix("duplicate edit variable"))
    #expect(messages[1].hasPrefix("unknown edit variable"))
    #expect(messages[2].hasPrefix("duplicate constraint"))
    #expect(messages[3].hasPrefix("unsatisfiable constraint"))
  }

  @Test("kiwi.js J2: width + 100 == 0, width2 + 100 == 0, width + width2 == 0 is unsatisfiable")
  func unsatisfiableWidths() throws {
    let solver = Solver()
    let width = Variable("width")
    let width2 = Variable("width2")
    let first = width + 100 == 0
    let second = width2 + 100 == 0
    try solver.addConstraint(first)
    try solver.addConstraint(second)
    let sum = width + width2 == 0
    #expect(throws: SolverError.unsatisfiableConstraint(sum, conflicting: [first, second])) {
      try solver.addConstraint(sum)
    }
  }

  @Test("kiwi.js J3: left, width, right and centerX")
  func leftWidthRight() throws {
    let solver = Solver()
    let (left, width) = (Variable("left"), Variable("width"))
    let (right, centerX) = (Variable("right"), Variable("centerX"))
    try solver.addConstraint(left == 10)
    try solver.addEditVariable(width, strength: .strong)
    try solver.suggestValue(200, for: width)
    try solver.addConstraint(right == left + width)
    try solver.addConstraint(centerX == left + width / 2)
    solver.updateVariables()
    #expect(right.value == 210 && centerX.value == 110)
  }

  @Test("autolayout.js A2: |[child]| and V:|[child]| in 200×100")
  func fill() throws {
    let solver = Solver()
    let (left, top, width, height) = (
      Variable("left"), Variable("top"), Variable("width"), Variable("height")
    )
    try solver.addConstraint(left == 0)
    try solver.addConstraint(left + width == 200)
    try solver.addConstraint(top == 0)
    try solver.addConstraint(top + height == 100)
    solver.updateVariables()
    #expect(left.value == 0 && width.value == 200 && left.value + width.value == 200)
    #expect(left.value + width.value / 2 == 100 && top.value + height.value / 2 == 50)
  }

  @Test("autolayout.js A3 and A4: a header and a content stacked vertically")
  func stacked() throws {
    let solver = Solver()
    let (headerTop, headerHeight) = (Variable("header.top"), Variable("header.height"))
    let (contentTop, contentHeight) = (Variable("content.top"), Variable("content.height"))
    try solver.addConstraint(headerTop == 0)
    try solver.addConstraint(headerHeight == 100)
    try solver.addConstraint(contentTop == headerTop + headerHeight)
    try solver.addConstraint(contentTop + contentHeight == 500)
    solver.updateVariables()
    #expect(contentTop.value == 100 && contentHeight.value == 400)

    let spaced = Solver()
    try spaced.addConstraint(headerTop == 0)
    try spaced.addConstraint(headerHeight == 100)
    try spaced.addConstraint(contentTop == headerTop + headerHeight + 8)
    try spaced.addConstraint(contentTop + contentHeight == 500 - 8)
    spaced.updateVariables()
    #expect(contentTop.value == 108 && contentTop.value + contentHeight.value == 492)
  }

  @Test("autolayout.js A6: intrinsic widths with hugging and compression resistance")
  func intrinsic() throws {
    let hugging = Strength(250_000)
    let compression = Strength(750_000)
    let fitting = Strength(50_000)
    func layout(container: Double?, secondIntrinsic: Bool) throws -> (Double, Double, Double) {
      let solver = Solver()
      let (l1, w1, l2, w2) = (Variable("l1"), Variable("w1"), Variable("l2"), Variable("w2"))
      let width = Variable("width")
      try solver.addConstraint(l1 == 20)
      try solver.addConstraint(l2 == l1 + w1 + 20)
      try solver.addConstraint(l2 + w2 == width - 20)
      try solver.addConstraint(w1 >= 0)
      try solver.addConstraint(w2 >= 0)
      var intrinsic = [w1]
      if secondIntrinsic { intrinsic.append(w2) }
      for w in intrinsic {
        try solver.addConstraint((w <= 100) | hugging)
        try solver.addConstraint((w >= 100) | compression)
      }
      if let container {
        try solver.addConstraint(width == container)
      } else {
        try solver.addConstraint((width == 0) | fitting)
      }
      solver.updateVariables()
      return (w1.value, w2.value, width.value)
    }
    let fixed = try layout(container: 500, secondIntrinsic: false)
    #expect(isClose(fixed.0, 100) && isClose(fixed.1, 340))
    let fitted = try layout(container: nil, secondIntrinsic: true)
    #expect(isClose(fitted.2, 260))
  }
}
