import HeadlessUIKit
import Testing

// Apple platforms use the Objective-C runtime's `Selector`; these check HeadlessUIKit's.
#if !canImport(ObjectiveC)
@Suite("Selector")
struct SelectorTests {
  @Test(
    "A selector made from a string, a literal or NSSelectorFromString equals one of the same name",
    arguments: ["tapped:", "save", "tableView:didSelectRowAtIndexPath:"])
  func equalByName(name: String) {
    let literal: Selector
    switch name {
    case "tapped:": literal = "tapped:"
    case "save": literal = "save"
    default: literal = "tableView:didSelectRowAtIndexPath:"
    }
    #expect(Selector(name) == literal)
    #expect(NSSelectorFromString(name) == Selector(name))
    #expect(Selector(name).hashValue == literal.hashValue)
    #expect(Selector(name) != Selector(name + "x"))
  }

  @Test("NSStringFromSelector, description and the mirror give back the name it was made from")
  func stringRoundTrip() {
    let names = ["tapped:", "", "a:b:c:", "näme:"]
    for name in names {
      let selector = NSSelectorFromString(name)
      #expect(NSStringFromSelector(selector) == name)
      #expect(selector.description == name)
      #expect(String(describing: selector) == name)
      // Apple's selector reflects as its name, a string, not as the struct that holds it.
      let mirrored = Mirror(reflecting: selector).subjectType
      #expect(ObjectIdentifier(mirrored) == ObjectIdentifier(String.self))
    }
  }

  @Test("Selectors key a set by name")
  func hashable() {
    let selectors: Set<Selector> = ["a:", Selector("a:"), NSSelectorFromString("b:")]
    #expect(selectors.count == 2)
    #expect(selectors.contains("b:"))
  }
}
#endif
