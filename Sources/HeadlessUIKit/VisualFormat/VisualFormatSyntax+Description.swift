extension VisualFormatSyntax: CustomStringConvertible {
  /// The format in a normalized spelling.
  ///
  /// The orientation is always written, and every explicit spacing and predicate stands in
  /// parentheses with its relation: `H:|-(==50)-[box(>=70@750)]-|`.
  package var description: String {
    var text = orientation == .horizontal ? "H:" : "V:"
    if let leadingSuperview { text += "|" + leadingSuperview.description }
    for (offset, view) in views.enumerated() {
      if offset > 0 { text += connections[offset - 1].description }
      text += view.description
    }
    if let trailingSuperview { text += trailingSuperview.description + "|" }
    return text
  }
}

extension VisualFormatViewSyntax: CustomStringConvertible {
  /// The view as `[name]` or `[name(predicates)]`.
  package var description: String {
    guard !predicates.isEmpty else { return "[\(name)]" }
    return "[\(name)(\(predicates.map(\.description).joined(separator: ",")))]"
  }
}

extension VisualFormatConnection: CustomStringConvertible {
  /// The connection as ``, `-` or `-(predicates)-`.
  package var description: String {
    switch self {
    case .flush: return ""
    case .standard: return "-"
    case .predicates(let predicates):
      return "-(\(predicates.map(\.description).joined(separator: ",")))-"
    }
  }
}

extension VisualFormatPredicate: CustomStringConvertible {
  /// The predicate as `==50`, `>=width@750`.
  package var description: String {
    let relationText: String
    switch relation {
    case .equal: relationText = "=="
    case .lessThanOrEqual: relationText = "<="
    case .greaterThanOrEqual: relationText = ">="
    }
    var text = relationText + object.description
    if let priority { text += "@" + priority.description }
    return text
  }
}

extension VisualFormatValue: CustomStringConvertible {
  /// A name as written, a number in its shortest exact form (`50`, `60.6666`, `-22`).
  package var description: String {
    switch self {
    case .name(let name, _):
      return name
    case .number(let value):
      if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
      return String(value)
    }
  }
}
