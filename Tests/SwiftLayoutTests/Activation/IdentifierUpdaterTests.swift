import SwiftLayout
import Testing

@MainActor
final class NamedScreen {
  let root = UIView(frame: .zero)
  let titleLabel = UILabel(frame: .zero)
  let spacer = UILayoutGuide()
  let count = 3
}

@MainActor
@Suite("Identifier updater")
struct IdentifierUpdaterTests {
  @Test(
    "SwiftLayout T38: the four naming modes",
    arguments: [
      (0, "titleLabel"), (1, "titleLabel:UILabel"), (2, "NamedScreen.titleLabel"),
      (3, "NamedScreen.titleLabel:UILabel"),
    ])
  func modes(options: Int, expected: String) {
    let screen = NamedScreen()
    let named = IdentifierUpdater(screen, options: .init(rawValue: options)).update()
    #expect(named == 3)
    #expect(screen.titleLabel.accessibilityIdentifier == expected)
  }

  @Test("Existing identifiers are kept unless overwriting; guides are named too")
  func keepsExisting() {
    let screen = NamedScreen()
    screen.root.accessibilityIdentifier = "custom"
    IdentifierUpdater(screen).update()
    #expect(screen.root.accessibilityIdentifier == "custom")
    #expect(screen.spacer.identifier == "spacer")
    IdentifierUpdater(screen, overwrites: true).update()
    #expect(screen.root.accessibilityIdentifier == "root")
  }
}
