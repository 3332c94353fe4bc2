import HeadlessUIKit
import Testing

@MainActor
@Suite("Where constraints are installed: common ancestors, windows and addConstraint")
struct ConstraintInstallationTests {
  @Test("addConstraint on a view that is not an ancestor of both items is refused and reported")
  func addConstraintOnWrongView() throws {
    // addConstraint(_:): "The constraint to be added to the view. The constraint may only
    // reference the view itself or its subviews." UIKit raises; here it stays inactive.
    // https://developer.apple.com/documentation/uikit/uiview/addconstraint(_:)
    let root = makeRoot(width: 320, height: 100)
    let icon = makeView("icon", in: root)
    let label = makeView("label", in: root)
    let gap = label.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8)
    let issues = Headless.LayoutDiagnostics.capture {
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
    let none = Headless.LayoutDiagnostics.capture { root.addConstraint(gap) }
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
    let issues = Headless.LayoutDiagnostics.capture {
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
    let viaAdd = Headless.LayoutDiagnostics.capture { first.addConstraint(across) }
    #expect(viaAdd.count == 1 && !across.isActive)
  }

  @Test("No common ancestor: the constraint stays inactive, and still after the trees join")
  func noCommonAncestor() {
    let left = makeRoot("left")
    let right = makeRoot("right")
    let a = makeView("a", in: left)
    let b = makeView("b", in: right)
    let constraint = a.topAnchor.constraint(equalTo: b.topAnchor)
    let issues = Headless.LayoutDiagnostics.capture { constraint.isActive = true }
    #expect(issues.map(\.kind) == [.noCommonAncestor])
    #expect(issues.first?.message.contains("no common ancestor") == true)
    #expect(!constraint.isActive)
    #expect(left.constraints.isEmpty && right.constraints.isEmpty)
    left.addSubview(right)
    #expect(!constraint.isActive)
    constraint.isActive = true
    #expect(constraint.isActive)
    #expect(left.constraints.contains { $0 === constraint })
  }
}
