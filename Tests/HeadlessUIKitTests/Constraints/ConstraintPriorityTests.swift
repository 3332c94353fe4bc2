import HeadlessUIKit
import Testing

@MainActor
@Suite("Constraint priorities changed on active constraints")
struct ConstraintPriorityTests {
  @Test("Apple D2: changing an active optional priority re-weighs the conflict in the next layout")
  func optionalPriorityChangeRelayouts() {
    let root = makeRoot()
    let a = makeView("a", in: root)
    let narrow = a.widthAnchor.constraint(equalToConstant: 100)
    narrow.priority = UILayoutPriority(300)
    let wide = a.widthAnchor.constraint(equalToConstant: 200)
    wide.priority = UILayoutPriority(400)
    NSLayoutConstraint.activate([
      narrow, wide, a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(a.frame.width == 200)
    narrow.priority = UILayoutPriority(500)
    root.layoutIfNeeded()
    #expect(a.frame.width == 100)
    // Deactivating the stronger one removes it: the other one decides again.
    narrow.isActive = false
    root.layoutIfNeeded()
    #expect(a.frame.width == 200)
  }

  @Test("Three competing optional widths: each priority change in place picks the new winner")
  func competingPriorities() {
    // NSLayoutConstraint.priority: "Higher priority constraints are satisfied before lower
    // priority constraints"; changing between optional priorities is allowed while active.
    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/priority
    let root = makeRoot(width: 320, height: 100)
    let view = makeView("view", in: root)
    let widths = [100, 200, 150].map { view.widthAnchor.constraint(equalToConstant: $0) }
    for (constraint, priority) in zip(widths, [300, 400, 500] as [Float]) {
      constraint.priority = UILayoutPriority(priority)
    }
    NSLayoutConstraint.activate(
      widths + [
        view.topAnchor.constraint(equalTo: root.topAnchor),
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        view.heightAnchor.constraint(equalToConstant: 10),
      ])
    root.layoutIfNeeded()
    #expect(view.frame.width == 150)
    let steps: [(Int, Float, CGFloat)] = [
      (0, 600, 100), (1, 700, 200), (2, 999, 150), (2, 1, 200), (1, 50, 100), (0, 10, 200),
    ]
    let issues = Headless.LayoutDiagnostics.capture {
      for (index, priority, width) in steps {
        widths[index].priority = UILayoutPriority(priority)
        root.layoutIfNeeded()
        #expect(view.frame.width == width, "after \(index) @\(priority)")
      }
    }
    #expect(issues.isEmpty)
    #expect(!view.hasAmbiguousLayout)
  }

  @Test("Optional to required on an active constraint is refused, reported and harmless")
  func optionalToRequiredRefused() throws {
    // "Priorities may not change from nonrequired to required, or from required to
    // nonrequired. An exception will be thrown if a priority of required … is changed to a
    // lower priority, or if a lower priority is changed to a required priority after the
    // constraints is added to a view."
    let root = makeRoot(width: 320, height: 100)
    let view = makeView("view", in: root)
    let width = view.widthAnchor.constraint(equalToConstant: 100)
    width.priority = UILayoutPriority(999)
    width.identifier = "preferred-width"
    NSLayoutConstraint.activate([
      width, view.widthAnchor.constraint(lessThanOrEqualToConstant: 80),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(view.frame.width == 80)
    let issues = Headless.LayoutDiagnostics.capture {
      width.priority = .required
      width.priority = UILayoutPriority(1001)  // out of range: required, refused the same way
      root.layoutIfNeeded()
    }
    #expect(issues.map(\.kind) == [.unsupportedPriorityChange, .unsupportedPriorityChange])
    let issue = try #require(issues.first)
    #expect(issue.message.contains("'preferred-width'"))
    #expect(issue.affectedConstraint == "'preferred-width' view.width == 100 @999")
    #expect(width.priority == UILayoutPriority(999))
    #expect(view.frame.width == 80)
    // Deactivated, the constraint may become required; activated again it conflicts with
    // the maximum width and is reported as such, not trapped.
    width.isActive = false
    width.priority = .required
    #expect(width.priority == .required)
    let conflict = Headless.LayoutDiagnostics.capture {
      width.isActive = true
      root.layoutIfNeeded()
    }
    #expect(conflict.map(\.kind) == [.unsatisfiableConstraints])
    #expect(conflict.first?.message.contains("'preferred-width' view.width == 100") == true)
  }

  @Test("A priority change on an active constraint before any layout applies at the first one")
  func priorityChangeBeforeFirstLayout() {
    let root = makeRoot(width: 320, height: 100)
    let view = makeView("view", in: root)
    let wide = view.widthAnchor.constraint(equalToConstant: 200)
    wide.priority = .defaultLow
    let narrow = view.widthAnchor.constraint(equalToConstant: 50)
    narrow.priority = .defaultHigh
    NSLayoutConstraint.activate([
      wide, narrow, view.topAnchor.constraint(equalTo: root.topAnchor),
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    wide.priority = UILayoutPriority(999)
    narrow.priority = UILayoutPriority(1)
    root.layoutIfNeeded()
    #expect(view.frame.width == 200)
  }

  @Test("A constraint broken by a conflict: its priority cannot drop in place, re-adding can")
  func repairBrokenConstraint() throws {
    let root = makeRoot(width: 320, height: 200)
    let box = makeView("box", in: root)
    let small = box.heightAnchor.constraint(equalToConstant: 30)
    let large = box.heightAnchor.constraint(equalToConstant: 50)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 10), small,
    ])
    root.layoutIfNeeded()
    let conflict = Headless.LayoutDiagnostics.capture {
      large.isActive = true
      root.layoutIfNeeded()
    }
    #expect(conflict.map(\.kind) == [.unsatisfiableConstraints])
    #expect(large.debugDescription == "<NSLayoutConstraint box.height == 50 (broken)>")
    // "Priorities may not change from nonrequired to required, or from required to
    // nonrequired" while installed — also for the broken one.
    let refused = Headless.LayoutDiagnostics.capture { large.priority = .defaultHigh }
    #expect(refused.map(\.kind) == [.unsupportedPriorityChange])
    // Deactivate, lower, reactivate: no conflict, the required height wins.
    let repaired = Headless.LayoutDiagnostics.capture {
      large.isActive = false
      large.priority = .defaultHigh
      large.isActive = true
      root.layoutIfNeeded()
    }
    #expect(repaired.isEmpty)
    #expect(large.debugDescription == "<NSLayoutConstraint box.height == 50 @750 (active)>")
    #expect(box.frame.height == 30)
    small.isActive = false
    root.layoutIfNeeded()
    #expect(box.frame.height == 50)
  }

  @Test("Priority changes: optional to optional applies, required to optional is refused")
  func priorityChanges() {
    let root = makeRoot(width: 320, height: 100)
    let view = makeView("view", in: root)
    let wide = view.widthAnchor.constraint(equalToConstant: 200)
    wide.priority = .defaultHigh
    let narrow = view.widthAnchor.constraint(equalToConstant: 100)
    narrow.priority = .defaultLow
    let top = view.topAnchor.constraint(equalTo: root.topAnchor)
    NSLayoutConstraint.activate([
      wide, narrow, top,
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(view.frame.width == 200)
    wide.priority = UILayoutPriority(200)
    root.layoutIfNeeded()
    #expect(view.frame.width == 100)
    // NSLayoutConstraint.priority: "Priorities may not change from nonrequired to required, or
    // from required to nonrequired" on an installed constraint.
    let issues = Headless.LayoutDiagnostics.capture {
      top.priority = .defaultHigh
      narrow.priority = .required
    }
    #expect(issues.map(\.kind) == [.unsupportedPriorityChange, .unsupportedPriorityChange])
    #expect(top.priority == .required && narrow.priority == .defaultLow)
    // An inactive constraint may change freely.
    wide.isActive = false
    wide.priority = .required
    #expect(wide.priority == .required)
  }
}
