import SwiftLayout
import Testing

@MainActor
@Suite("Storing activations")
struct ActivationStoringTests {
  @Test("Activations are Hashable by identity and store into arrays and sets")
  func store() {
    let root = makeView("root")
    let (a, b) = (makeView("a"), makeView("b"))
    var array: [Activation] = []
    var set = Set<Activation>()
    let first = root.sublayout { a.identifying("a") }.active()
    let second = root.sublayout { b.identifying("b") }.active()
    first.store(&array)
    second.store(&array)
    first.store(&set)
    first.store(&set)
    second.store(&set)
    #expect(array.count == 2 && set.count == 2)
    #expect(first == first && first != second)
    #expect(first.hashValue == first.hashValue)
    #expect(set.contains(second))
    var sameLayoutAgain = Set<Activation>()
    root.sublayout { a }.active().store(&sameLayoutAgain)
    #expect(!sameLayoutAgain.contains(first))
  }

  @Test(
    "viewForIdentifier and layoutGuideForIdentifier search a collection of activations in order")
  func lookups() {
    let root = makeView("root")
    let (a, b, shadow) = (makeView("a"), makeView("b"), makeView("shadow"))
    let guide = UILayoutGuide()
    var activations: [Activation] = []
    root.sublayout { a.identifying("a") }.active().store(&activations)
    root.sublayout {
      b.identifying("b")
      guide.identifying("g")
      shadow.identifying("a")
    }.active().store(&activations)
    #expect(activations.viewForIdentifier("b") === b)
    #expect(activations.viewForIdentifier("a") === a)
    #expect(activations.layoutGuideForIdentifier("g") === guide)
    #expect(activations.viewForIdentifier("g") == nil)
    #expect(activations.layoutGuideForIdentifier("missing") == nil)
    do {
      let set = Set(activations)
      #expect(set.viewForIdentifier("b") === b)
    }
    activations.removeAll()
    #expect(a.superview == nil && b.superview == nil)
  }
}
