/// A sum of terms plus a constant: `c₁·v₁ + c₂·v₂ + … + constant`.
///
/// Expressions keep their terms in the order written; like terms are merged only when a
/// ``Constraint`` is made from the expression.
///
/// ```swift
/// let x = Variable("x"), y = Variable("y")
/// let e = 2 * x + y - 10  // terms [2·x, 1·y], constant −10
/// ```
public struct LinearExpression: Sendable {
  /// The summands, in the order they were written.
  public var terms: [Term]
  /// The constant summand.
  public var constant: Double

  /// Creates an expression from terms and a constant.
  ///
  /// - Parameters:
  ///   - terms: The summands; none by default.
  ///   - constant: The constant summand; 0 by default.
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Creates the expression `1 * variable`.
  ///
  /// - Parameter variable: The variable.
  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  /// Creates the expression made of one term.
  ///
  /// - Parameter term: The term.
  public init(_ term: Term) {
    self.init([term])
  }

  /// Creates the constant expression `constant`.
  ///
  /// - Parameter constant: The constant.
  public init(constant: Double) {
    self.init([], constant: constant)
  }

  /// The expression's value with the variables' current values.
  public var value: Double {
    var sum = constant
    for term in terms { sum += term.value }
    return sum
  }

  /// The same expression with like terms merged (first-occurrence order) and zero terms dropped.
  ///
  /// Terms whose coefficient is not finite are kept, so that a solver can refuse them.
  public var reduced: LinearExpression {
    if isReduced { return self }
    var merged: [Term] = []
    merged.reserveCapacity(terms.count)
    if terms.count <= 16 {
      for term in terms {
        if let index = merged.firstIndex(where: { $0.variable === term.variable }) {
          let sum = merged[index].coefficient + term.coefficient
          merged[index] = Term(term.variable, coefficient: sum)
        } else {
          merged.append(term)
        }
      }
    } else {
      var index: [ObjectIdentifier: Int] = [:]
      for term in terms {
        let key = ObjectIdentifier(term.variable)
        if let position = index[key] {
          let sum = merged[position].coefficient + term.coefficient
          merged[position] = Term(term.variable, coefficient: sum)
        } else {
          index[key] = merged.count
          merged.append(term)
        }
      }
    }
    merged.removeAll { $0.coefficient == 0 }
    return LinearExpression(merged, constant: constant)
  }

  /// Whether a short expression has no zero coefficient and no variable twice (so that
  /// ``reduced`` is the expression itself, without a copy of its terms).
  private var isReduced: Bool {
    guard terms.count <= 8 else { return false }
    for index in terms.indices {
      if terms[index].coefficient == 0 { return false }
      for other in terms.indices where other < index {
        if terms[other].variable === terms[index].variable { return false }
      }
    }
    return true
  }
}

extension LinearExpression: CustomStringConvertible {
  /// The expression as `2 * x + y - 10`, with a fixed number format.
  public var description: String {
    var text = ""
    for term in terms {
      let magnitude = Term(term.variable, coefficient: Swift.abs(term.coefficient))
      if text.isEmpty {
        text = term.coefficient < 0 ? "-\(magnitude)" : "\(magnitude)"
      } else {
        text += term.coefficient < 0 ? " - \(magnitude)" : " + \(magnitude)"
      }
    }
    if text.isEmpty { return NumberFormatting.format(constant) }
    if constant != 0 {
      text += constant < 0 ? " - " : " + "
      text += NumberFormatting.format(Swift.abs(constant))
    }
    return text
  }
}
