internal import SwiftLayoutEngine

extension LayoutEngine {
  /// The strength of the pushes of ``exercisedFrame(of:)``: under every layout priority and
  /// under the root's stays, so that a push only chooses among equally good solutions.
  static let exerciseStrength = Strength(0.001)

  /// How far a push asks an ambiguous variable to move, in points.
  static let exerciseDistance = 10_000.0

  /// The item's variable that another solution moves on `axis`, if any.
  ///
  /// Its position (never a root view's), else its size; `nil` when the axis is settled. Only
  /// constraints at a layout priority decide (see ``isAmbiguous(_:axis:)``); the solution must
  /// be current.
  func ambiguousVariable(of item: any LayoutItem, axis: NSLayoutConstraint.Axis) -> Variable? {
    let node = item.node
    let isRoot = (item as? UIView).map { $0.storedSuperview == nil } ?? false
    let (position, size) = axis == .horizontal ? (node.x, node.width) : (node.y, node.height)
    if !isRoot && solver.isAmbiguous(position, ignoringBaseStrengths: true) { return position }
    return solver.isAmbiguous(size, ignoringBaseStrengths: true) ? size : nil
  }

  /// Another frame the constraints allow for an ambiguous item, or `nil` when it has none.
  ///
  /// On each axis where the item is ambiguous, its position (or else its size) is pushed, by a
  /// constraint weaker than every priority, as far as the other constraints let it go: toward
  /// larger values, or toward smaller ones when it is already at the end. The pushes are removed
  /// and the solution restored before returning, so the engine keeps its own frames; the caller
  /// shows the exercised frame until the next layout of the item changes it.
  func exercisedFrame(of item: any LayoutItem) -> CGRect? {
    // A retired engine's tableau still holds the variables of views that left for other trees:
    // pushing and restoring would write them.
    guard !isRetired else { return nil }
    solveIfNeeded()
    let node = item.node
    let ambiguous = [NSLayoutConstraint.Axis.horizontal, .vertical].compactMap {
      ambiguousVariable(of: item, axis: $0)
    }
    guard !ambiguous.isEmpty else { return nil }
    let current = frame(of: node)
    var exercised = current
    for direction in [1.0, -1.0] {
      exercised = pushed(ambiguous, direction: direction, node: node)
      if !exercised.isSame(as: current) { break }
    }
    restoreValues()
    return exercised.isSame(as: current) ? nil : exercised
  }

  /// The node's frame once `variables` are pushed in `direction`; the pushes are removed after.
  private func pushed(_ variables: [Variable], direction: Double, node: LayoutNode) -> CGRect {
    let pushes = variables.map { variable in
      Constraint(
        LinearExpression(variable) - (variable.value + direction * Self.exerciseDistance), .equal,
        strength: Self.exerciseStrength)
    }
    var added: [Constraint] = []
    for push in pushes where (try? solver.addConstraint(push)) != nil { added.append(push) }
    solver.updateAllVariables()
    let result = frame(of: node)
    for push in added { try? solver.removeConstraint(push) }
    return result
  }
}
