import Foundation
import SwiftLayout
import Testing

private final class Layer {
  var cornerRadius = 0.0
  var borderWidth = 0.0
}

private final class Label {
  var text: String?
  var font = 17.0
}

/// A stand-in for a UIKit view with the shapes the builder blog's examples need.
@MainActor
private final class Card: Then {
  var title = ""
  var alpha = 1.0
  var frame = CGRect.zero
  var isHidden = false
  let layer = Layer()
  var titleLabel: Label?
  var subtitleLabel = Label()
  private(set) var children: [String] = []

  func addChild(_ name: String) {
    children.append(name)
  }
}

private final class Plain: Then {
  var name = ""
}

@Suite("Builder")
struct BuilderTests {
  @Test("every writable property is a chain call, and build returns the same object")
  @MainActor
  func writableProperties() {
    let card = Card()
    let built = card.builder
      .title("Plain Button")
      .alpha(0.5)
      .isHidden(true)
      .build()
    #expect(built === card)
    #expect(card.title == "Plain Button")
    #expect(card.alpha == 0.5)
    #expect(card.isHidden)
  }

  @Test("read-only reference properties chain through: .layer.cornerRadius(8)")
  @MainActor
  func nestedReferences() {
    let card = Card().builder
      .layer.cornerRadius(8)
      .layer.borderWidth(1)
      .alpha(0.25)
      .build()
    #expect(card.layer.cornerRadius == 8)
    #expect(card.layer.borderWidth == 1)
    #expect(card.alpha == 0.25)
  }

  @Test("optional references chain through when present and are skipped when nil")
  @MainActor
  func optionalReferences() {
    let withLabel = Card().then { $0.titleLabel = Label() }
    withLabel.builder.titleLabel.text("Order").titleLabel.font(20)
    #expect(withLabel.titleLabel?.text == "Order")
    #expect(withLabel.titleLabel?.font == 20)

    let without = Card().builder.titleLabel.text("ignored").alpha(0.5).build()
    #expect(without.titleLabel == nil)
    #expect(without.alpha == 0.5)
  }

  @Test("a writable reference property is set by a call and chains into its properties")
  @MainActor
  func writableReferences() {
    let replacement = Label()
    let card = Card().builder
      .subtitleLabel.text("Sub")
      .subtitleLabel.font(12)
      .build()
    #expect(card.subtitleLabel.text == "Sub")
    #expect(card.subtitleLabel.font == 12)
    card.builder.subtitleLabel(replacement)
    #expect(card.subtitleLabel === replacement)
  }

  @Test("fields of a value property chain through and write the value back")
  @MainActor
  func valueFields() {
    let card = Card().builder
      .frame.size.width(120)
      .frame.origin.y(4)
      .build()
    #expect(card.frame == CGRect(x: 0, y: 4, width: 120, height: 0))
  }

  @Test("then is the escape hatch for methods, on the object and on a referenced one")
  @MainActor
  func escapeHatch() {
    let card = Card().builder
      .then { $0.addChild("textField") }
      .layer.then { $0.cornerRadius = 12 }
      .build()
    #expect(card.children == ["textField"])
    #expect(card.layer.cornerRadius == 12)
  }

  @Test("each call applies at once, so a chain without build still configures the object")
  func appliesEagerly() {
    let plain = Plain()
    plain.builder.name("eager")
    #expect(plain.name == "eager")
  }

  @Test("the chain does not keep the object alive once the chain is gone")
  func doesNotRetain() {
    weak var weakPlain: Plain?
    do {
      let plain = Plain().builder.name("short-lived").build()
      weakPlain = plain
      #expect(weakPlain?.name == "short-lived")
    }
    #expect(weakPlain == nil)
  }

  @Test("Builder(object) works for any class, even one that does not conform to Then")
  func anyClass() {
    final class Unconforming { var value = 0 }
    let object = Builder(Unconforming()).value(3).build()
    #expect(object.value == 3)
  }
}
