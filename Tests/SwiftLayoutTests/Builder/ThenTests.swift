import Foundation
import SwiftLayout
import Testing

/// A main-actor class of the tests' own, standing in for a view (as UIKit's views are).
@MainActor
private final class Badge: Then {
  var text = ""
  var count = 0
}

/// A plain class that opts in with one line.
private final class Counter: Then {
  var value = 0
}

/// A main-actor type whose stored properties are configured with `then` in their initializers,
/// the shape of the Then library's Swift 6 issue #106.
@MainActor
private final class BadgeHost {
  let badge = Badge().then {
    $0.text = "new"
    $0.count = 3
  }
  let inset = CGRect.zero.with { $0.size.width = 8 }
}

@Suite("Then")
struct ThenTests {
  @Test("then returns the same object after configuring it")
  func thenReturnsTheObject() {
    let counter = Counter()
    let configured = counter.then { $0.value = 7 }
    #expect(configured === counter)
    #expect(counter.value == 7)
  }

  @Test("then on a main-actor class compiles and runs in main-actor code (Then issue #106)")
  @MainActor
  func thenOnMainActorClass() {
    let badge = Badge().then {
      $0.text = "sale"
      $0.count += 2
    }
    #expect(badge.text == "sale")
    #expect(badge.count == 2)
  }

  @Test("then in a main-actor type's stored-property initializer (Then issue #106)")
  @MainActor
  func thenInStoredPropertyInitializer() {
    let host = BadgeHost()
    #expect(host.badge.text == "new")
    #expect(host.badge.count == 3)
    #expect(host.inset.width == 8)
  }

  @Test("then is nonisolated, so it also works off the main actor")
  func thenOffTheMainActor() async {
    let value = await Task.detached {
      Counter().then { $0.value = 5 }.value
    }.value
    #expect(value == 5)
  }

  @Test("then rethrows the closure's error and leaves earlier changes in place")
  func thenRethrows() {
    struct Refused: Error {}
    let counter = Counter()
    #expect(throws: Refused.self) {
      try counter.then {
        $0.value = 1
        throw Refused()
      }
    }
    #expect(counter.value == 1)
  }

  @Test("with changes a copy of a value and leaves the original alone")
  func withCopiesValues() {
    let original = CGSize(width: 1, height: 2)
    let changed = original.with { $0.width = 10 }
    #expect(changed == CGSize(width: 10, height: 2))
    #expect(original == CGSize(width: 1, height: 2))
    #expect([1, 2].with { $0.append(3) } == [1, 2, 3])
  }

  @Test("do runs its closure once with the value")
  func doRunsOnce() {
    var seen: [Int] = []
    Counter().then { $0.value = 4 }.do { seen.append($0.value) }
    #expect(seen == [4])
  }

  @Test("Foundation classes get then through NSObject")
  func foundationClassesConform() {
    let formatter = NumberFormatter().then { $0.minimumFractionDigits = 2 }
    #expect(formatter.minimumFractionDigits == 2)
  }
}
