import HeadlessUIKit
import Testing

@MainActor
@Suite("Unsatisfiable-constraint reports")
struct ConflictReportTests {
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
    let issues = Headless.LayoutDiagnostics.capture {
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
    let after = Headless.LayoutDiagnostics.capture {
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
    let issues = Headless.LayoutDiagnostics.capture {
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
    let issues = Headless.LayoutDiagnostics.capture {
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

  @Test("The unsatisfiable report reads like UIKit's console message")
  func unsatisfiableWording() throws {
    let root = makeRoot()
    let view = makeView("view", in: root)
    let issues = Headless.LayoutDiagnostics.capture {
      view.heightAnchor.constraint(equalToConstant: 30).isActive = true
      view.heightAnchor.constraint(equalToConstant: 40).isActive = true
      root.layoutIfNeeded()
    }
    let issue = try #require(issues.first)
    #expect(issue.message.hasPrefix("Unable to simultaneously satisfy constraints."))
    #expect(
      issue.message.contains("view.height == 30") && issue.message.contains("view.height == 40"))
    // UIKit says "Will attempt to recover by breaking constraint"; HeadlessUIKit has already
    // recovered when it reports, and names the constraint it broke.
    let broken = try #require(issue.affectedConstraint)
    #expect(issue.message.hasSuffix(broken))
  }

  @Test("Unsatisfiable: the report lists the whole conflict set and names the broken constraint")
  func unsatisfiableReport() throws {
    let root = makeRoot(width: 320, height: 100)
    let view = makeView("banner", in: root)
    NSLayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    let issues = Headless.LayoutDiagnostics.capture {
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
        view.widthAnchor.constraint(equalToConstant: 320),
      ])
      root.layoutIfNeeded()
    }
    let issue = try #require(issues.first { $0.kind == .unsatisfiableConstraints })
    for part in [
      "banner.leading == root.leading + 10", "banner.trailing == root.trailing - 10",
      "banner.width == 320",
    ] {
      #expect(issue.constraints.contains(part), "missing \(part) in \(issue.constraints)")
    }
    #expect(!issue.constraints.contains { $0.contains("banner.top") || $0.contains("height") })
    let broken = try #require(issue.affectedConstraint)
    #expect(issue.constraints.contains(broken))
    #expect(issue.message.hasPrefix("Unable to simultaneously satisfy constraints."))
    // UIKit recovers: the layout still happens, with the broken constraint ignored.
    #expect(view.frame.height == 10)
  }
}
