/// The parsed form of one Visual Format Language string.
///
/// Apple's grammar (Auto Layout Guide, "Visual Format Language"):
///
/// ```
/// format      ::= (orientation ':')? (superview connection)? view (connection view)*
///                 (connection superview)?
/// orientation ::= 'H' | 'V'
/// superview   ::= '|'
/// view        ::= '[' viewName ('(' predicate (',' predicate)* ')')? ']'
/// connection  ::= '' | '-' predicateList '-' | '-'
/// predicateList ::= metricName | number | '(' predicate (',' predicate)* ')'
/// predicate   ::= ('==' | '<=' | '>=')? (number | metricName | viewName) ('@' priority)?
/// priority    ::= metricName | number
/// ```
///
/// Names are C identifiers; numbers are parsed like `strtod` in the C locale. HeadlessUIKit
/// skips white space between tokens.
package struct VisualFormatSyntax: Equatable, Sendable {
  /// The axis the format string lays out along.
  package enum Orientation: Equatable, Sendable {
    /// `H:` or no orientation prefix.
    case horizontal
    /// `V:`.
    case vertical
  }

  /// The axis of the format; horizontal unless the string starts with `V:`.
  package var orientation: Orientation

  /// The connection from the leading (or top) superview edge `|` to the first view, if any.
  package var leadingSuperview: VisualFormatConnection?

  /// The views, in the order they appear.
  package var views: [VisualFormatViewSyntax]

  /// The connections between consecutive views; `connections[i]` joins `views[i]` and
  /// `views[i + 1]`.
  package var connections: [VisualFormatConnection]

  /// The connection from the last view to the trailing (or bottom) superview edge `|`, if any.
  package var trailingSuperview: VisualFormatConnection?

  /// Creates a parsed format string from its parts.
  package init(
    orientation: Orientation,
    leadingSuperview: VisualFormatConnection?,
    views: [VisualFormatViewSyntax],
    connections: [VisualFormatConnection],
    trailingSuperview: VisualFormatConnection?
  ) {
    self.orientation = orientation
    self.leadingSuperview = leadingSuperview
    self.views = views
    self.connections = connections
    self.trailingSuperview = trailingSuperview
  }
}

/// One `[viewName(predicates)]` of a format string.
package struct VisualFormatViewSyntax: Equatable, Sendable {
  /// The key of the view in the `views` dictionary.
  package var name: String
  /// The character offset of the name in the format string.
  package var position: Int
  /// The size predicates inside the parentheses, in order.
  package var predicates: [VisualFormatPredicate]

  /// Creates a view element.
  package init(name: String, position: Int, predicates: [VisualFormatPredicate]) {
    self.name = name
    self.position = position
    self.predicates = predicates
  }
}

/// The gap between two neighbours (views or a superview edge) in a format string.
package enum VisualFormatConnection: Equatable, Sendable {
  /// No dash: the neighbours touch (`[a][b]`).
  case flush
  /// A single dash: the system's standard spacing (`[a]-[b]`).
  case standard
  /// Explicit spacing predicates (`[a]-20-[b]`, `[a]-(>=8@750)-[b]`).
  case predicates([VisualFormatPredicate])
}

/// A number, or a name to look up in the `metrics` (or, for a view predicate, `views`)
/// dictionary.
package enum VisualFormatValue: Equatable, Sendable {
  /// A literal number.
  case number(Double)
  /// A C identifier, with the character offset where it appears.
  case name(String, position: Int)
}

/// One predicate: a relation, an object (a constant or another view) and an optional priority.
package struct VisualFormatPredicate: Equatable, Sendable {
  /// The relation of a predicate; `==` when the format gives none.
  package enum Relation: Equatable, Sendable {
    /// `==`.
    case equal
    /// `<=`.
    case lessThanOrEqual
    /// `>=`.
    case greaterThanOrEqual
  }

  /// The relation.
  package var relation: Relation
  /// The number, metric or (in a view's predicates) other view related to.
  ///
  /// A name is a metric when `metrics` has it, otherwise a view; only the dictionaries can tell.
  package var object: VisualFormatValue
  /// The priority after `@`, if any.
  package var priority: VisualFormatValue?
  /// The character offset where the predicate starts.
  package var position: Int

  /// Creates a predicate.
  package init(
    relation: Relation, object: VisualFormatValue, priority: VisualFormatValue?, position: Int
  ) {
    self.relation = relation
    self.object = object
    self.priority = priority
    self.position = position
  }
}
