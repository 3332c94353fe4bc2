/// A recursive-descent parser for Apple's Visual Format Language.
///
/// It turns a format string into a ``VisualFormatSyntax`` and knows nothing of views: names are
/// resolved later, against the `metrics` and `views` dictionaries. Every error carries the
/// character offset of the mistake.
///
/// - Complexity: O(*n*) in the length of the format string.
package struct VisualFormatParser {
  private let format: String
  private let characters: [Character]
  private var index = 0

  /// Creates a parser for `format`.
  package init(_ format: String) {
    self.format = format
    self.characters = Array(format)
  }

  /// Parses a whole format string.
  ///
  /// - Throws: ``Headless/VisualFormatError`` with the offset of the first character that does not fit
  ///   the grammar.
  package static func parse(_ format: String) throws(Headless.VisualFormatError)
    -> VisualFormatSyntax
  {
    var parser = VisualFormatParser(format)
    return try parser.parseFormat()
  }

  /// Parses the format string given at initialization.
  package mutating func parseFormat() throws(Headless.VisualFormatError) -> VisualFormatSyntax {
    skipSpaces()
    let orientation = try parseOrientation()
    skipSpaces()
    var leadingSuperview: VisualFormatConnection?
    if peek == "|" {
      index += 1
      leadingSuperview = try parseConnection()
    }
    var views = [try parseView()]
    var connections: [VisualFormatConnection] = []
    var trailingSuperview: VisualFormatConnection?
    while true {
      skipSpaces()
      guard peek != nil else { break }
      let connection = try parseConnection()
      skipSpaces()
      if peek == "|" {
        index += 1
        trailingSuperview = connection
        skipSpaces()
        if peek != nil {
          throw error("Expected the end of the format string after the closing '|'")
        }
        break
      }
      connections.append(connection)
      views.append(try parseView())
    }
    return VisualFormatSyntax(
      orientation: orientation, leadingSuperview: leadingSuperview, views: views,
      connections: connections, trailingSuperview: trailingSuperview)
  }

  // MARK: - Grammar

  private mutating func parseOrientation() throws(Headless.VisualFormatError)
    -> VisualFormatSyntax.Orientation
  {
    guard let first = peek, first == "H" || first == "V" else { return .horizontal }
    index += 1
    skipSpaces()
    guard peek == ":" else {
      let name = first == "H" ? "horizontal" : "vertical"
      throw error("Expected ':' after '\(first)' to specify \(name) arrangement")
    }
    index += 1
    return first == "H" ? .horizontal : .vertical
  }

  /// Parses the connection after a view or a leading `|`.
  ///
  /// A connection is nothing (flush), `-` (standard) or `-predicates-`; parsing stops before the
  /// next `[` or `|`.
  private mutating func parseConnection() throws(Headless.VisualFormatError)
    -> VisualFormatConnection
  {
    skipSpaces()
    switch peek {
    case "[", "|":
      return .flush
    case "-":
      index += 1
    case nil:
      throw error("Expected a view, '-' or '|' but the format string ended")
    default:
      throw error("Expected a '[' to begin a view, a '-' for spacing or a '|' for the superview")
    }
    skipSpaces()
    if peek == "[" || peek == "|" { return .standard }
    let predicates: [VisualFormatPredicate]
    if peek == "(" {
      predicates = try parsePredicateList()
    } else {
      let start = index
      guard let value = try parseSimpleValue(allowSign: false) else {
        throw error(
          "Expected a number or key from the metrics dictionary, or a '[' or '|' after '-'")
      }
      predicates = [
        VisualFormatPredicate(relation: .equal, object: value, priority: nil, position: start)
      ]
    }
    skipSpaces()
    guard peek == "-" else {
      throw error("Expected a '-' to close the spacing")
    }
    index += 1
    skipSpaces()
    guard peek == "[" || peek == "|" else {
      throw error("Expected a '[' to begin a view or a '|' for the superview after the spacing")
    }
    return .predicates(predicates)
  }

  private mutating func parseView() throws(Headless.VisualFormatError) -> VisualFormatViewSyntax {
    skipSpaces()
    guard peek == "[" else {
      throw error("Expected a '[' to begin a view")
    }
    index += 1
    skipSpaces()
    let position = index
    guard let name = parseIdentifier() else {
      throw error("Expected a view name (a C identifier) after '['")
    }
    skipSpaces()
    var predicates: [VisualFormatPredicate] = []
    if peek == "(" {
      predicates = try parsePredicateList()
      skipSpaces()
    }
    guard peek == "]" else {
      throw error("Expected a ']' to close the view")
    }
    index += 1
    return VisualFormatViewSyntax(name: name, position: position, predicates: predicates)
  }

  private mutating func parsePredicateList() throws(Headless.VisualFormatError)
    -> [VisualFormatPredicate]
  {
    index += 1  // "("
    var predicates: [VisualFormatPredicate] = []
    while true {
      predicates.append(try parsePredicate())
      skipSpaces()
      switch peek {
      case ",":
        index += 1
      case ")":
        index += 1
        return predicates
      default:
        throw error("Expected ',' or ')' after a predicate")
      }
    }
  }

  private mutating func parsePredicate() throws(Headless.VisualFormatError) -> VisualFormatPredicate
  {
    skipSpaces()
    let position = index
    var relation = VisualFormatPredicate.Relation.equal
    if let first = peek, first == "=" || first == "<" || first == ">" {
      guard peek(at: index + 1) == "=" else {
        throw error("Expected a relation: '==', '<=' or '>='", at: index)
      }
      relation = first == "=" ? .equal : first == "<" ? .lessThanOrEqual : .greaterThanOrEqual
      index += 2
      skipSpaces()
    }
    guard let object = try parseSimpleValue(allowSign: true) else {
      throw error("Expected a number, or a key from the metrics or views dictionary")
    }
    skipSpaces()
    var priority: VisualFormatValue?
    if peek == "@" {
      index += 1
      skipSpaces()
      guard let value = try parseSimpleValue(allowSign: false) else {
        throw error("Expected a priority (a number or key from the metrics dictionary) after '@'")
      }
      priority = value
    }
    return VisualFormatPredicate(
      relation: relation, object: object, priority: priority, position: position)
  }

  // MARK: - Tokens

  /// A number or a name, or nil (consuming nothing) when neither starts here.
  private mutating func parseSimpleValue(allowSign: Bool) throws(Headless.VisualFormatError)
    -> VisualFormatValue?
  {
    let start = index
    if let name = parseIdentifier() { return .name(name, position: start) }
    return try parseNumber(allowSign: allowSign)
  }

  private mutating func parseIdentifier() -> String? {
    guard let first = peek, first.isASCII, first.isLetter || first == "_" else { return nil }
    let start = index
    while let c = peek, c.isASCII, c.isLetter || c.isNumber || c == "_" { index += 1 }
    return String(characters[start..<index])
  }

  /// A decimal number as `strtod` reads it: sign, digits, fraction, exponent.
  private mutating func parseNumber(allowSign: Bool) throws(Headless.VisualFormatError)
    -> VisualFormatValue?
  {
    let start = index
    var end = index
    if allowSign, let c = peek(at: end), c == "-" || c == "+" { end += 1 }
    let digitsStart = end
    while let c = peek(at: end), c.isASCII, c.isNumber { end += 1 }
    if peek(at: end) == "." {
      end += 1
      while let c = peek(at: end), c.isASCII, c.isNumber { end += 1 }
    }
    let mantissa = characters[digitsStart..<end].filter { $0 != "." }
    guard !mantissa.isEmpty else { return nil }
    if let e = peek(at: end), e == "e" || e == "E" {
      var exponentEnd = end + 1
      if let c = peek(at: exponentEnd), c == "-" || c == "+" { exponentEnd += 1 }
      if let c = peek(at: exponentEnd), c.isASCII, c.isNumber {
        while let c = peek(at: exponentEnd), c.isASCII, c.isNumber { exponentEnd += 1 }
        end = exponentEnd
      }
    }
    index = end
    guard let value = Double(String(characters[start..<end])), value.isFinite else {
      throw error("The number is out of range", at: start)
    }
    return .number(value)
  }

  private var peek: Character? { peek(at: index) }

  private func peek(at offset: Int) -> Character? {
    offset < characters.count ? characters[offset] : nil
  }

  private mutating func skipSpaces() {
    while let c = peek, c.isWhitespace { index += 1 }
  }

  private func error(_ message: String, at position: Int? = nil) -> VisualFormatError {
    VisualFormatError(message: message, format: format, position: position ?? index)
  }
}
