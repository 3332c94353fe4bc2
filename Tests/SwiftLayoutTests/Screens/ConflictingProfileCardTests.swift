import Foundation
import SwiftLayout
import SwiftLayoutExamples
import Testing

@MainActor
@Suite("ConflictingProfileCard example")
struct ConflictingProfileCardTests {
  @Test("The card reports its conflict: the fixed width against both pinned edges")
  func conflict() throws {
    var card: ConflictingProfileCard?
    let issues = Headless.LayoutDiagnostics.capture { card = DemoScreens.conflictingProfileCard() }
    let issue = try #require(issues.first { $0.kind == .unsatisfiableConstraints })
    #expect(issue.constraints.contains("'nameLabel.fixedWidth' nameLabel.width == 400"))
    #expect(issue.constraints.contains("nameLabel.leading == profileCard.leading + 16"))
    #expect(issue.affectedConstraint == "nameLabel.trailing == profileCard.trailing - 16")
    #expect(card?.nameLabel.frame == CGRect(x: 16, y: 84, width: 400, height: 24))
  }

  @Test("The badge is ambiguous horizontally only")
  func ambiguousBadge() throws {
    var card: ConflictingProfileCard?
    _ = Headless.LayoutDiagnostics.capture { card = DemoScreens.conflictingProfileCard() }
    let badge = try #require(card?.badgeView)
    #expect(badge.leadingAnchor.headless.hasAmbiguousLayout)
    #expect(!badge.topAnchor.headless.hasAmbiguousLayout)
    #expect(card?.nameLabel.hasAmbiguousLayout == false)
  }

  @Test("swiftlayout inspect lists the card beside every layout state of the demo")
  func inspectableScreens() {
    var names: [String] = []
    _ = Headless.LayoutDiagnostics.capture { names = DemoScreens.inspectable().map(\.name) }
    #expect(
      names == [
        "menu-detail-toppings-hidden", "menu-detail-toppings-shown", "hook-profile",
        "conflicting-profile-card",
      ])
  }
}
