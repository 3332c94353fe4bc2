/// A named unknown of a linear system, whose solved value a ``Solver`` writes back.
///
/// Variables have identity: two variables with the same name are two unknowns.
///
/// ```swift
/// let width = Variable("width")
/// try solver.addConstraint(width >= 20)
/// solver.updateVariables()
/// print(width.value)  // 20
/// ```
///
/// `Variable` is `Sendable` so that constraints can be built anywhere, and several solvers, on
/// several threads, may hold the same variable: each finds its own symbol for it. Its ``value``
/// follows a single-owner rule: only the solver that holds the variable writes it (in
/// ``Solver/updateVariables()``), and readers must not race with that solver's owner (two solvers
/// on two threads that both update a shared variable race on its value).
public final class Variable: @unchecked Sendable {
  /// The name used in descriptions and solver dumps; it need not be unique.
  public let name: String

  // Single-owner (see above): no dynamic exclusivity checks on the value and the hints.
  @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) var storedValue: Double = 0

  /// A number the solver's client may keep with the variable (HeadlessUIKit: where its layout
  /// node is), so that a reported variable leads back to its owner without a lookup; solvers
  /// never read it.
  @exclusivity(unchecked) nonisolated(unsafe) package var clientTag = -1

  /// The symbol the solver that claimed the hint gave the variable.
  ///
  /// Checked against a solver's tables before use (a variable may be held by several solvers,
  /// on several threads; the others find it by dictionary). Atomic, see ``LookupHint``.
  let hint = LookupHint()

  /// The hint's symbol, -1 when no solver claimed it.
  var symbolHint: Int32 { hint.value }

  /// The value found by the last ``Solver/updateVariables()`` of a solver that holds the variable.
  ///
  /// It starts at 0 and keeps its last value when the variable leaves every solver.
  @inlinable public var value: Double {
    get { storedValue }
    set { storedValue = newValue }
  }

  /// Creates a variable with an optional name for descriptions.
  ///
  /// - Parameter name: The name shown in descriptions; empty by default.
  public init(_ name: String = "") {
    self.name = name
  }
}

extension Variable: CustomStringConvertible {
  /// The variable's name, or `(unnamed)` when it has none.
  public var description: String { name.isEmpty ? "(unnamed)" : name }
}
