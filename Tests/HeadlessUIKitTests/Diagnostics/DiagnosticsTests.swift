import HeadlessUIKit
import Testing

@MainActor
@Suite("Layout issues")
struct DiagnosticsTests {
  @Test("Apple D7: an unsatisfiable add is broken and reported with the whole conflict set")
  func unsatisfiableConflictSet() throws {
    let root = makeRoot(width: 300, height: 100)
    let title = makeView("title", in: root)
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      title.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      title.topAnchor.constraint(equalTo: root.topAnchor),
      title.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    let width = title.widthAnchor.constraint(equalToConstant: 500)
    let issues = Headless.LayoutDiagnostics.capture {
      width.isActive = true
      root.layoutIfNeeded()
    }
    #expect(issues.count == 1)
    let issue = try #require(issues.first)
    #expect(issue.kind == .unsatisfiableConstraints)
    #expect(
      issue.constraints == [
        "root.width == 300 (root-size)", "title.leading == root.leading + 10",
        "title.trailing == root.trailing - 10", "title.width == 500",
      ])
    #expect(issue.affectedConstraint == "title.width == 500")
    #expect(issue.message.contains("Unable to simultaneously satisfy constraints"))
    #expect(width.isActive)
    #expect(title.frame.width == 280)
    // Once the conflicting constraints go, the broken one takes effect.
    NSLayoutConstraint.deactivate(
      title.constraintsAffectingLayout(for: .horizontal).filter {
        $0 !== width && $0.firstAttribute != .width
      })
    root.layoutIfNeeded()
    #expect(title.frame.width == 500)
  }

  @Test("A constant change that conflicts is recovered and reported")
  func conflictingConstant() {
    let root = makeRoot(width: 300, height: 100)
    let box = makeView("box", in: root)
    let minimum = box.widthAnchor.constraint(greaterThanOrEqualToConstant: 100)
    let exact = box.widthAnchor.constraint(equalToConstant: 150)
    NSLayoutConstraint.activate([minimum, exact])
    root.layoutIfNeeded()
    let issues = Headless.LayoutDiagnostics.capture {
      exact.constant = 50
      root.layoutIfNeeded()
    }
    #expect(issues.map(\.kind) == [.unsatisfiableConstraints])
    #expect(box.frame.width == 100)
  }

  @Test("Apple D8: hasAmbiguousLayout and the ambiguity report name ambiguous views and axes")
  func ambiguity() {
    let root = makeRoot(width: 300, height: 100)
    let fixed = makeView("fixed", in: root)
    let loose = makeView("loose", in: root)
    NSLayoutConstraint.activate([
      fixed.topAnchor.constraint(equalTo: root.topAnchor),
      fixed.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      fixed.widthAnchor.constraint(equalToConstant: 10),
      fixed.heightAnchor.constraint(equalToConstant: 10),
      loose.topAnchor.constraint(equalTo: root.topAnchor),
      loose.heightAnchor.constraint(equalToConstant: 10),
      loose.widthAnchor.constraint(equalToConstant: 10),
      loose.leadingAnchor.constraint(greaterThanOrEqualTo: fixed.trailingAnchor),
    ])
    #expect(!fixed.hasAmbiguousLayout)
    #expect(loose.hasAmbiguousLayout)
    var report: Headless.LayoutIssue?
    _ = Headless.LayoutDiagnostics.capture { report = root.headless.ambiguityReport() }
    #expect(report?.kind == .ambiguousLayout)
    #expect(report?.views == ["loose"])
    #expect(report?.message.contains("loose: horizontal") == true)
  }

  @Test("The handler is replaceable and issues are readable from code")
  func handler() {
    let old = Headless.LayoutDiagnostics.handler
    var seen: [Headless.LayoutIssue.Kind] = []
    Headless.LayoutDiagnostics.handler = { seen.append($0.kind) }
    defer { Headless.LayoutDiagnostics.handler = old }
    let a = makeView("a")
    let b = makeView("b")
    a.topAnchor.constraint(equalTo: b.topAnchor).isActive = true
    #expect(seen == [.noCommonAncestor])
    #expect(Headless.LayoutDiagnostics.issues.last?.kind == .noCommonAncestor)
  }

  @Test("A view tree describes itself recursively with frames and no addresses")
  func recursiveDescription() {
    let root = makeRoot(width: 100, height: 50)
    let label = UILabel(frame: CGRect(x: 5, y: 5, width: 90, height: 20))
    label.accessibilityIdentifier = "title"
    label.text = "Hello"
    root.addSubview(label)
    root.addSubview(UIView(frame: CGRect(x: 0, y: 30, width: 10, height: 10)))
    #expect(
      root.headless.recursiveDescription() == """
        <UIView root; frame = (0 0; 100 50)>
           | <UILabel title; frame = (5 5; 90 20); text = "Hello">
           | <UIView; frame = (0 30; 10 10)>

        """)
  }
}

@MainActor
@Suite("Batched constraint changes")
struct BatchedChangeTests {
  @Test("Activating a replacement before deactivating the old constraint is not a conflict")
  func replacementBeforeRemoval() {
    let root = makeRoot()
    let box = makeView("box", in: root)
    let old = box.widthAnchor.constraint(equalToConstant: 10)
    NSLayoutConstraint.activate([
      old, box.heightAnchor.constraint(equalToConstant: 10),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    ])
    root.layoutIfNeeded()
    let issues = Headless.LayoutDiagnostics.capture {
      box.widthAnchor.constraint(equalToConstant: 20).isActive = true
      old.isActive = false
      root.layoutIfNeeded()
    }
    #expect(issues.isEmpty)
    #expect(box.frame.width == 20)
  }

  @Test(
    "Turning translatesAutoresizingMaskIntoConstraints off drops the frame's constraints at once")
  func translationOff() {
    let root = makeRoot()
    let box = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
    root.addSubview(box)
    root.layoutIfNeeded()
    let issues = Headless.LayoutDiagnostics.capture {
      box.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([
        box.widthAnchor.constraint(equalToConstant: 20),
        box.heightAnchor.constraint(equalToConstant: 20),
        box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
        box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
      ])
      root.layoutIfNeeded()
    }
    #expect(issues.isEmpty)
    #expect(box.frame == CGRect(x: 150, y: 230, width: 20, height: 20))
  }
}
