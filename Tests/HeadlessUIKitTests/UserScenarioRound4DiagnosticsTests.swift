import HeadlessUIKit
import Testing

/// Round 4 of user scenarios: diagnostics — conflicts with autoresizing constraints,
/// identifiers in reports, ambiguity after removal, and constraints added to the wrong view.
@MainActor
@Suite("User scenarios, round 4: diagnostics")
struct UserScenarioRound4DiagnosticsTests {
  @Test(
    "Forgetting translatesAutoresizingMaskIntoConstraints: the report names the mask's constraints")
  func autoresizingConflict() throws {
    // translatesAutoresizingMaskIntoConstraints: "the autoresizing mask constraints fully
    // specify the view's size and position; therefore, you cannot add additional constraints
    // to modify this size or position without introducing conflicts."
    // https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
    let root = makeRoot(width: 320, height: 480)
    let avatar = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    avatar.accessibilityIdentifier = "avatar"
    root.addSubview(avatar)
    let width = avatar.widthAnchor.constraint(equalToConstant: 64)
    width.identifier = "avatar-size"
    let issues = LayoutDiagnostics.capture {
      width.isActive = true
      root.layoutIfNeeded()
    }
    let issue = try #require(issues.first)
    #expect(issues.count == 1)
    #expect(issue.kind == .unsatisfiableConstraints)
    #expect(issue.constraints.contains("'avatar-size' avatar.width == 64"))
    #expect(
      issue.constraints.contains {
        $0.hasPrefix("h=--& v=--& avatar.") && $0.hasSuffix("(autoresizing)")
      })
    // UIKit's console adds a note whenever autoresizing constraints are in the conflict.
    #expect(
      issue.message.contains(
        "If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer "
          + "to the documentation for the UIView property "
          + "translatesAutoresizingMaskIntoConstraints"))
    // One of the two widths holds; the frame is whole either way.
    #expect([40, 64].contains(avatar.frame.width))
    // Turning the translation off, as the fix is, ends the conflict.
    let after = LayoutDiagnostics.capture {
      avatar.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([
        avatar.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        avatar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
      ])
      root.layoutIfNeeded()
    }
    #expect(after.isEmpty)
    #expect(avatar.frame == CGRect(x: 10, y: 10, width: 64, height: 64))
  }

  @Test("A conflict of constraints only has no note about autoresizing constraints")
  func noAutoresizingNote() throws {
    let root = makeRoot()
    let view = makeView("view", in: root)
    let issues = LayoutDiagnostics.capture {
      view.widthAnchor.constraint(equalToConstant: 30).isActive = true
      view.widthAnchor.constraint(equalToConstant: 40).isActive = true
      root.layoutIfNeeded()
    }
    let issue = try #require(issues.first)
    #expect(!issue.message.contains("NSAutoresizingMaskLayoutConstraint"))
  }

  @Test("Identifiers name every constraint of a conflict, in the list and the broken one")
  func identifiersInReports() throws {
    // NSLayoutConstraint.identifier: "The name that identifies the constraint" — UIKit prints
    // it in quotes in constraint descriptions, as here.
    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/identifier
    let root = makeRoot(width: 320, height: 100)
    let field = makeView("field", in: root)
    let leading = field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
    leading.identifier = "field.leading"
    let trailing = field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20)
    trailing.identifier = "field.trailing"
    let width = field.widthAnchor.constraint(equalToConstant: 300)
    width.identifier = "field.width"
    NSLayoutConstraint.activate([
      leading, trailing, field.topAnchor.constraint(equalTo: root.topAnchor),
      field.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    let issues = LayoutDiagnostics.capture {
      width.isActive = true
      root.layoutIfNeeded()
    }
    let issue = try #require(issues.first)
    let conflict = Set(issue.constraints)
    #expect(conflict.contains("'field.width' field.width == 300"))
    #expect(conflict.contains("'field.leading' field.leading == root.leading + 20"))
    #expect(conflict.contains("'field.trailing' field.trailing == root.trailing - 20"))
    let broken = try #require(issue.affectedConstraint)
    #expect(broken.hasPrefix("'field."))
    #expect(issue.views.contains("field") && issue.views.contains("root"))
    // The root's width (its frame) is not one of the user's constraints, but is part of the
    // conflict: 20 + 300 + 20 cannot be 320.
    #expect(issue.constraints.contains { $0.hasPrefix("root.width") })
  }

  @Test("hasAmbiguousLayout turns true when a constraint is removed, false when re-added")
  func ambiguityAfterRemoval() {
    // hasAmbiguousLayout: "A Boolean value that determines whether the constraints impacting
    // the layout of the view incompletely specify the location of the view."
    // https://developer.apple.com/documentation/uikit/uiview/hasambiguouslayout
    let root = makeRoot(width: 320, height: 200)
    let card = makeView("card", in: root)
    let width = card.widthAnchor.constraint(equalToConstant: 100)
    let top = card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
    NSLayoutConstraint.activate([
      width, top, card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      card.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    #expect(!card.hasAmbiguousLayout)
    #expect(width.firstItem === card && card.constraints.contains(width))
    card.removeConstraint(width)
    #expect(!width.isActive)
    #expect(card.hasAmbiguousLayout)
    #expect(card.ambiguityReport()?.message.contains("card: horizontal") == true)
    card.addConstraint(width)
    #expect(width.isActive)
    #expect(!card.hasAmbiguousLayout)
    // The top is held by the root (the closest common ancestor): removing it from the card
    // does nothing, removing it from the root does.
    card.removeConstraint(top)
    #expect(top.isActive)
    root.removeConstraint(top)
    #expect(!top.isActive)
    #expect(card.ambiguityReport()?.message.contains("card: vertical") == true)
    #expect(!card.constraintsAffectingLayout(for: .vertical).contains(top))
  }

  @Test("addConstraint on a view that is not an ancestor of both items is refused and reported")
  func addConstraintOnWrongView() throws {
    // addConstraint(_:): "The constraint to be added to the view. The constraint may only
    // reference the view itself or its subviews." UIKit raises; here it stays inactive.
    // https://developer.apple.com/documentation/uikit/uiview/addconstraint(_:)
    let root = makeRoot(width: 320, height: 100)
    let icon = makeView("icon", in: root)
    let label = makeView("label", in: root)
    let gap = label.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8)
    let issues = LayoutDiagnostics.capture {
      icon.addConstraint(gap)
    }
    #expect(!gap.isActive)
    #expect(!icon.constraints.contains(gap))
    let issue = try #require(issues.first)
    #expect(issue.affectedConstraint == "label.leading == icon.trailing + 8")
    // The items do have a common ancestor (the root); the report says what is wrong.
    #expect(!issue.message.contains("no common ancestor"))
    #expect(issue.message.contains("icon"))
    #expect(issue.message.contains("subtree"))
    // On the right view it installs.
    let none = LayoutDiagnostics.capture { root.addConstraint(gap) }
    #expect(none.isEmpty)
    #expect(gap.isActive && root.constraints.contains(gap))
  }

  @Test("Views in two windows: a constraint between them stays inactive, each window unharmed")
  func constraintAcrossWindows() throws {
    // isActive: "If you try to activate a constraint whose items have no common ancestor, an
    // exception is thrown." Two windows have none.
    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive
    let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let a = makeView("a", in: first)
    let b = makeView("b", in: second)
    for (view, window) in [(a, first), (b, second)] {
      NSLayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
        view.widthAnchor.constraint(equalToConstant: 50),
        view.heightAnchor.constraint(equalToConstant: 50),
      ])
    }
    let across = b.leadingAnchor.constraint(equalTo: a.trailingAnchor)
    let issues = LayoutDiagnostics.capture {
      across.isActive = true
      first.layoutIfNeeded()
      second.layoutIfNeeded()
    }
    #expect(issues.map(\.kind) == [.noCommonAncestor])
    #expect(issues.first?.views == ["b", "a"])
    #expect(!across.isActive)
    #expect(a.frame == CGRect(x: 20, y: 20, width: 50, height: 50))
    #expect(b.frame == CGRect(x: 20, y: 20, width: 50, height: 50))
    // addConstraint on either window is refused the same way.
    let viaAdd = LayoutDiagnostics.capture { first.addConstraint(across) }
    #expect(viaAdd.count == 1 && !across.isActive)
  }

  @Test("A deactivated constraint leaves constraintsAffectingLayout and the holder's list")
  func deactivatedLeavesLists() {
    let root = makeRoot()
    let view = makeView("view", in: root)
    let left = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4)
    NSLayoutConstraint.activate([
      left, view.topAnchor.constraint(equalTo: root.topAnchor),
      view.widthAnchor.constraint(equalToConstant: 10),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(view.constraintsAffectingLayout(for: .horizontal).contains(left))
    #expect(root.constraints.contains(left))
    left.isActive = false
    #expect(!view.constraintsAffectingLayout(for: .horizontal).contains(left))
    #expect(!root.constraints.contains(left))
    #expect(view.hasAmbiguousLayout)
    #expect(
      left.debugDescription == "<NSLayoutConstraint view.leading == root.leading + 4 (inactive)>")
  }
}
