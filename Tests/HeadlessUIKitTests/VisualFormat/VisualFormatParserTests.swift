import HeadlessUIKit
import Testing

@Suite("Visual Format Language parser")
struct VisualFormatParserTests {
  @Test(
    "Apple's documented examples parse into the normalized form",
    arguments: [
      ("[button]-[textField]", "H:[button]-[textField]"),
      ("[button(>=50)]", "H:[button(>=50)]"),
      ("|-50-[purpleBox]-50-|", "H:|-(==50)-[purpleBox]-(==50)-|"),
      ("V:[topField]-10-[bottomField]", "V:[topField]-(==10)-[bottomField]"),
      ("[maroonView][blueView]", "H:[maroonView][blueView]"),
      ("[button(100@20)]", "H:[button(==100@20)]"),
      ("[button1(==button2)]", "H:[button1(==button2)]"),
      ("[flexibleButton(>=70,<=100)]", "H:[flexibleButton(>=70,<=100)]"),
      ("|-[find]-[findNext]-[findField(>=20)]-|", "H:|-[find]-[findNext]-[findField(>=20)]-|"),
    ])
  func documentedExamples(format: String, normalized: String) throws {
    let syntax = try VisualFormatParser.parse(format)
    #expect(syntax.description == normalized)
  }

  @Test("autolayout.js A7: |[child]| has both superview edges flush and one view")
  func a7SuperviewFlush() throws {
    let syntax = try VisualFormatParser.parse("|[child]|")
    #expect(syntax.orientation == .horizontal)
    #expect(syntax.leadingSuperview == .flush)
    #expect(syntax.trailingSuperview == .flush)
    #expect(syntax.views.map(\.name) == ["child"])
    #expect(syntax.connections.isEmpty)
  }

  @Test("autolayout.js A7: [child][child2] is one flush connection")
  func a7FlushViews() throws {
    let syntax = try VisualFormatParser.parse("[child][child2]")
    #expect(syntax.views.map(\.name) == ["child", "child2"])
    #expect(syntax.connections == [.flush])
    #expect(syntax.leadingSuperview == nil && syntax.trailingSuperview == nil)
  }

  @Test("autolayout.js A7: an explicit gap, a decimal size and a negative gap keep their values")
  func a7Numbers() throws {
    let gap = try VisualFormatParser.parse("[child]-10-[child2]")
    #expect(gap.connections.first?.description == "-(==10)-")
    let decimal = try VisualFormatParser.parse("[child(60.6666)]")
    #expect(decimal.views[0].predicates.first?.object == .number(60.6666))
    let negative = try VisualFormatParser.parse("[a]-(-22)-[b]")
    guard case .predicates(let predicates) = negative.connections.first else {
      Issue.record("expected explicit spacing predicates")
      return
    }
    #expect(predicates.map(\.object) == [.number(-22)])
  }

  @Test("predicates carry relations, metrics and priorities given by number or metric")
  func predicatesWithMetricsAndPriorities() throws {
    let syntax = try VisualFormatParser.parse(
      "V:|-(>=top@high)-[a(<=height@750,>=20)]-margin-[b(==a@low)]")
    #expect(syntax.description == "V:|-(>=top@high)-[a(<=height@750,>=20)]-(==margin)-[b(==a@low)]")
    let first = try #require(syntax.views.first?.predicates.first)
    #expect(first.relation == .lessThanOrEqual)
    #expect(first.object == .name("height", position: 22))
    #expect(first.priority == .number(750))
  }

  @Test("white space between tokens is skipped")
  func whiteSpace() throws {
    let syntax = try VisualFormatParser.parse(" H: | - 20 - [ a ( >= 10 @ 500 ) ] - | ")
    #expect(syntax.description == "H:|-(==20)-[a(>=10@500)]-|")
  }

  @Test("numbers are read like strtod: exponents, leading dots and signs in predicates")
  func numberForms() throws {
    let syntax = try VisualFormatParser.parse("[a(1.5e2,.5,+3)]")
    #expect(syntax.views[0].predicates.map(\.object) == [.number(150), .number(0.5), .number(3)])
  }

  @Test(
    "syntax errors report the message and the caret position",
    arguments: [
      ("V|[backgroundBox]|", "Expected ':' after 'V' to specify vertical arrangement", 1),
      ("|-[button", "Expected a ']' to close the view", 9),
      ("[a]-20[b]", "Expected a '-' to close the spacing", 6),
      ("[a(>=10 20)]", "Expected ',' or ')' after a predicate", 8),
      ("[a(=10)]", "Expected a relation: '==', '<=' or '>='", 3),
      ("[]", "Expected a view name (a C identifier) after '['", 1),
      ("|-|", "Expected a '[' to begin a view", 2),
      ("[a]|[b]", "Expected the end of the format string after the closing '|'", 4),
      (
        "[a(10@)]", "Expected a priority (a number or key from the metrics dictionary) after '@'", 6
      ),
      ("[a]-(-)-[b]", "Expected a number, or a key from the metrics or views dictionary", 5),
      (
        "[a]x[b]", "Expected a '[' to begin a view, a '-' for spacing or a '|' for the superview", 3
      ),
      ("[a(1e999)]", "The number is out of range", 3),
      ("", "Expected a '[' to begin a view", 0),
    ])
  func syntaxErrors(format: String, message: String, position: Int) {
    #expect(
      throws: Headless.VisualFormatError(message: message, format: format, position: position)
    ) {
      try VisualFormatParser.parse(format)
    }
  }

  @Test("an error describes itself like UIKit's exception, with a caret under the mistake")
  func errorDescription() {
    let error = Headless.VisualFormatError(
      message: "Expected a ']' to close the view", format: "|-[button", position: 9)
    #expect(
      error.description
        == "Unable to parse constraint format:\nExpected a ']' to close the view\n|-[button\n         ^"
    )
  }
}
