import Testing

@testable import SwiftLayoutEngine

@Suite("Strength, Variable, Term, LinearExpression and Constraint algebra (kiwi K11–K16)")
struct KiwiAlgebraTests {
  @Test("kiwi K11: strengths are ordered, composed and clipped")
  func strengths() {
    #expect(Strength.weak < .medium && Strength.medium < .strong && Strength.strong < .required)
    #expect(Strength.create(0, 0, 1) < Strength.create(0, 1, 0))
    #expect(Strength.create(0, 1, 0) < Strength.create(1, 0, 0))
    #expect(Strength.create(1, 0, 0, weight: 1) < Strength.create(1, 0, 0, weight: 4))
    #expect(Strength.create(1000, 1000, 1000) == .required)
    #expect(Strength.create(2000, 5000, 9000) == .required)
    #expect(Strength(2e9) == .required)
    #expect(Strength(-5).value == 0)
    #expect(Strength.create(1, 2, 3).value == 1_002_003)
  }

  @Test("kiwi K12: constraints from expressions; | copies; like terms merge")
  func constraints() throws {
    let v = Variable("foo")
    for (relation, constraint) in [
      (Relation.equal, v + 1 == 0), (.lessThanOrEqual, v + 1 <= 0),
      (.greaterThanOrEqual, v + 1 >= 0),
    ] {
      #expect(constraint.relation == relation)
      #expect(constraint.strength == .required)
      #expect(constraint.expression.terms.count == 1)
      #expect(constraint.expression.terms[0].variable === v)
      #expect(constraint.expression.terms[0].coefficient == 1)
      #expect(constraint.expression.constant == 1)
    }
    let original = v >= 1
    let weak = original | .weak
    #expect(weak !== original)
    #expect(weak.strength == .weak && original.strength == .required)

    let x = Variable("x")
    let doubled = x + x == 4
    #expect(doubled.expression.terms.count == 1)
    #expect(doubled.expression.terms[0].coefficient == 2)
    #expect(doubled.expression.constant == -4)
    let solver = Solver()
    try solver.addConstraint(doubled)
    solver.updateVariables()
    #expect(x.value == 2)

    let fine = x - x >= -1
    #expect(fine.expression.terms.isEmpty)
    let other = Solver()
    try other.addConstraint(fine)
    let impossible = x - x >= 1
    #expect(throws: SolverError.unsatisfiableConstraint(impossible, conflicting: [])) {
      try other.addConstraint(impossible)
    }
  }

  @Test("kiwi K13: variable arithmetic")
  func variables() {
    let v = Variable("foo")
    let v2 = Variable("bar")
    #expect(Variable().name == "" && Variable().value == 0)
    #expect((-v).coefficient == -1 && (-v).variable === v)
    #expect((v * 2).coefficient == 2 && (2 * v).coefficient == 2)
    #expect((v / 2).coefficient == 0.5)
    #expect(!(v / 0).coefficient.isFinite)
    #expect((v + 2).constant == 2)
    let reversed = 2 - v
    #expect(reversed.terms[0].coefficient == -1 && reversed.constant == 2)
    let difference = v - v2
    #expect(difference.terms.map(\.coefficient) == [1, -1])
    #expect(difference.terms[1].variable === v2)
    let c = v <= v2 + 1
    #expect(c.expression.terms.map(\.coefficient) == [1, -1])
    #expect(c.expression.constant == -1 && c.strength == .required)
  }

  @Test("kiwi K14: term arithmetic")
  func terms() {
    let v = Variable("foo")
    let v2 = Variable("bar")
    let t = Term(v, coefficient: 10)
    #expect((-t).coefficient == -10)
    #expect((t * 2).coefficient == 20 && (2 * t).coefficient == 20)
    #expect((t / 2).coefficient == 5)
    #expect(!(t / 0).coefficient.isFinite)
    #expect((t + 2).constant == 2)
    let reversed = 2 - t
    #expect(reversed.terms[0].coefficient == -10 && reversed.constant == 2)
    #expect((t + v2).terms.count == 2)
    #expect((t + Term(v2, coefficient: 20)).terms.count == 2)
    let c = 10 * v <= 20 * v2 + 1
    #expect(c.expression.terms.map(\.coefficient) == [10, -20])
    #expect(c.expression.constant == -1)
  }

  @Test("kiwi K15: expression arithmetic")
  func expressions() {
    let v = Variable("foo")
    let v2 = Variable("bar")
    let e = 10 * v + 5
    let e2 = v2 - 10
    #expect((-e).terms[0].coefficient == -10 && (-e).constant == -5)
    #expect((e * 2).terms[0].coefficient == 20 && (e * 2).constant == 10)
    #expect((e / 2).terms[0].coefficient == 5 && (e / 2).constant == 2.5)
    #expect(!(e / 0).constant.isFinite)
    #expect((e + 2).constant == 7)
    #expect((e + v2).constant == 5)
    #expect((e + e2).constant == -5)
    #expect((e - 2).constant == 3)
    let reversed = 2 - e
    #expect(reversed.constant == -3 && reversed.terms[0].coefficient == -10)
    #expect((e - v2).constant == 5)
    #expect((v2 - e).constant == -5)
    #expect((e - e2).constant == 15)
    let c = e <= e2
    #expect(c.expression.terms.map(\.coefficient) == [10, -1])
    #expect(c.expression.constant == 15)
  }

  @Test("kiwi K16: an expression keeps its term order and constant")
  func expressionOrder() {
    let v = Variable("foo")
    let v2 = Variable("bar")
    let v3 = Variable("aux")
    let e = LinearExpression(
      [Term(v, coefficient: 1), Term(v2, coefficient: 2), Term(v3, coefficient: 3)],
      constant: 10)
    #expect(e.terms.map(\.variable.name) == ["foo", "bar", "aux"])
    #expect(e.terms.map(\.coefficient) == [1, 2, 3])
    #expect(e.constant == 10)
  }

  @Test("descriptions have a fixed number format and no addresses")
  func descriptions() {
    let x = Variable("x")
    let y = Variable("y")
    #expect(((2 * x + y >= 10) | .strong).description == "2 * x + y - 10 >= 0 | strong")
    #expect((x == 0.5 * y).description == "x - 0.5 * y == 0 | required")
    #expect((-x <= 3.25).description == "-x - 3.25 <= 0 | required")
    #expect(((x == 1) | Strength(7)).description == "x - 1 == 0 | 7")
    #expect(LinearExpression(constant: -2).description == "-2")
    #expect(Variable().description == "(unnamed)")
  }
}
