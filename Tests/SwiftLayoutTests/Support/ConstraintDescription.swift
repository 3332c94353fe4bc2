import SwiftLayout

/// A test view named by its accessibility identifier.
@MainActor
func makeView(_ name: String) -> UIView {
  let view = UIView(frame: .zero)
  view.accessibilityIdentifier = name
  return view
}

/// `a.x == b.y * m + c @p`, with items named by identifier; `*1`, `+0` and `@1000` omitted.
@MainActor
func describe(_ constraint: NSLayoutConstraint) -> String {
  var text = "\(name(constraint.firstItem)).\(attributeText(constraint.firstAttribute))"
  switch constraint.relation {
  case .equal: text += " == "
  case .lessThanOrEqual: text += " <= "
  case .greaterThanOrEqual: text += " >= "
  @unknown default: text += " ? "
  }
  var hasTerm = false
  if let second = constraint.secondItem {
    text += "\(name(second)).\(attributeText(constraint.secondAttribute))"
    hasTerm = true
    if constraint.multiplier != 1 { text += " * \(number(constraint.multiplier))" }
  }
  if constraint.constant != 0 || !hasTerm {
    if hasTerm {
      text += constraint.constant < 0 ? " - " : " + "
      text += number(abs(constraint.constant))
    } else {
      text += number(constraint.constant)
    }
  }
  if constraint.priority != .required {
    text += " @\(number(CGFloat(constraint.priority.rawValue)))"
  }
  if let identifier = constraint.identifier { text += " #\(identifier)" }
  return text
}

/// The sorted descriptions of `constraints`.
@MainActor
func describe(_ constraints: [NSLayoutConstraint]) -> [String] {
  constraints.map { describe($0) }.sorted()
}

@MainActor
private func name(_ item: AnyObject?) -> String {
  if let view = item as? UIView { return view.accessibilityIdentifier ?? "?" }
  if let guide = item as? UILayoutGuide {
    if let owner = guide.owningView {
      if guide === owner.safeAreaLayoutGuide { return "\(name(owner)).safeArea" }
      if guide === owner.layoutMarginsGuide { return "\(name(owner)).margins" }
    }
    return guide.identifier.isEmpty ? "guide" : guide.identifier
  }
  return "nil"
}

private func number(_ value: CGFloat) -> String {
  value == value.rounded() && abs(value) < 1e9 ? "\(Int(value))" : "\(Double(value))"
}

private func attributeText(_ attribute: NSLayoutConstraint.Attribute) -> String {
  switch attribute {
  case .left: "left"
  case .right: "right"
  case .top: "top"
  case .bottom: "bottom"
  case .leading: "leading"
  case .trailing: "trailing"
  case .width: "width"
  case .height: "height"
  case .centerX: "centerX"
  case .centerY: "centerY"
  case .lastBaseline: "lastBaseline"
  case .firstBaseline: "firstBaseline"
  case .leftMargin: "leftMargin"
  case .rightMargin: "rightMargin"
  case .topMargin: "topMargin"
  case .bottomMargin: "bottomMargin"
  case .leadingMargin: "leadingMargin"
  case .trailingMargin: "trailingMargin"
  case .centerXWithinMargins: "centerXWithinMargins"
  case .centerYWithinMargins: "centerYWithinMargins"
  case .notAnAttribute: "none"
  @unknown default: "?"
  }
}

/// Whether two view lists hold the same views in the same order.
func same(_ lhs: [UIView], _ rhs: [UIView]) -> Bool {
  lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}
