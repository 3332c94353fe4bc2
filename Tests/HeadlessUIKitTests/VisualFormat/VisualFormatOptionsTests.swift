import HeadlessUIKit
import Testing

@MainActor
@Suite("Visual format: predicates, priorities, metrics and alignment options")
struct VisualFormatOptionsTests {
  @Test("VFL: a predicate list on a connection makes one constraint per predicate")
  func vflPredicateListOnConnection() throws {
    let root = makeRoot(width: 300, height: 100)
    let a = makeView("a", in: root)
    let b = makeView("b", in: root)
    let gaps = try Headless.validatedConstraints(
      withVisualFormat: "[a]-(>=8,<=20@600)-[b]", metrics: nil, views: ["a": a, "b": b])
    #expect(gaps.count == 2)
    #expect(gaps.map(\.relation) == [.greaterThanOrEqual, .lessThanOrEqual])
    #expect(gaps.map(\.constant) == [8, 20])
    #expect(gaps.map(\.priority) == [.required, UILayoutPriority(600)])
    #expect(gaps.allSatisfy { $0.firstItem === b && $0.firstAttribute == .leading })
    #expect(gaps.allSatisfy { $0.secondItem === a && $0.secondAttribute == .trailing })
  }

  @Test("VFL: a view name alone in a size predicate makes the sizes equal")
  func vflViewNameSize() throws {
    let root = makeRoot(width: 300, height: 100)
    let a = makeView("a", in: root)
    let b = makeView("b", in: root)
    let equal = try Headless.validatedConstraints(
      withVisualFormat: "V:[a(b)]", metrics: nil, views: ["a": a, "b": b])
    #expect(equal.count == 1)
    #expect(equal.first?.firstItem === a && equal.first?.secondItem === b)
    #expect(equal.first?.firstAttribute == .height && equal.first?.secondAttribute == .height)
    #expect(equal.first?.relation == .equal && equal.first?.constant == 0)
  }

  @Test("Apple D14: VFL has no aspect ratios: a multiplied view size is a syntax error")
  func vflNoAspectRatio() {
    let root = makeRoot()
    let a = makeView("a", in: root)
    let b = makeView("b", in: root)
    var caught: Headless.VisualFormatError?
    do {
      _ = try Headless.validatedConstraints(
        withVisualFormat: "[a(==b*2)]", metrics: nil, views: ["a": a, "b": b])
    } catch {
      caught = error
    }
    #expect(caught != nil)
    #expect((caught?.position ?? 0) >= 6)
    // UIKit's own method answers with no constraints and a report instead of an exception.
    let issues = Headless.LayoutDiagnostics.capture {
      #expect(
        NSLayoutConstraint.constraints(
          withVisualFormat: "[a(==b*2)]", metrics: nil, views: ["a": a, "b": b]
        ).isEmpty)
    }
    #expect(issues.map(\.kind) == [.invalidVisualFormat])
  }

  @Test("Apple D14: 'H:' is the default orientation; view-to-view spacing predicates relate edges")
  func vflOrientationAndGapPredicates() throws {
    let root = makeRoot(width: 300, height: 100)
    let a = makeView("a", in: root)
    let b = makeView("b", in: root)
    let views = ["a": a, "b": b]
    let explicit = try Headless.validatedConstraints(
      withVisualFormat: "H:|[a(50)]-(>=20@750)-[b(==a)]|", metrics: nil, views: views)
    let implicit = try Headless.validatedConstraints(
      withVisualFormat: "|[a(50)]-(>=20@750)-[b(==a)]|", metrics: nil, views: views)
    #expect(explicit.map(\.description) == implicit.map(\.description))
    let gap = explicit.first { $0.firstAttribute == .leading && $0.firstItem === b }
    #expect(gap?.secondItem === a && gap?.secondAttribute == .trailing)
    #expect(gap?.relation == .greaterThanOrEqual && gap?.constant == 20)
    #expect(gap?.priority == .defaultHigh)
    NSLayoutConstraint.activate(explicit)
    NSLayoutConstraint.activate(
      try Headless.validatedConstraints(
        withVisualFormat: "V:|[a(10)]", options: [], metrics: nil, views: views)
        + Headless.validatedConstraints(
          withVisualFormat: "V:|[b(10)]", options: [], metrics: nil, views: views))
    root.layoutIfNeeded()
    // b is as wide as a (50) and flush with the right edge: the gap is 300 − 100 = 200 ≥ 20.
    #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
    #expect(b.frame == CGRect(x: 250, y: 0, width: 50, height: 10))
  }

  @Test("VFL: a toolbar row aligned on centre Y, with metrics and a flexible middle gap")
  func toolbarRow() {
    // NSLayoutConstraint.FormatOptions.alignAllCenterY: "Align all specified interface items
    // vertically by the center of each." The last view gets a fixed top so that the row is
    // placed; the others follow by their centres.
    let bar = makeRoot(width: 320, height: 44)
    let back = StackTestView(30, 30)
    let title = StackTestView(120, 20)
    let done = StackTestView(50, 24)
    add(back, title, done, to: bar)
    let views: [String: Any] = ["back": back, "title": title, "done": done]
    activate(
      "H:|-pad-[back]-(>=gap)-[title]-(>=gap)-[done]-pad-|", options: .alignAllCenterY,
      metrics: ["pad": 12, "gap": 8], views)
    activate("V:|-7-[back]", views)
    let centre = title.centerXAnchor.constraint(equalTo: bar.centerXAnchor)
    centre.priority = .defaultHigh
    centre.isActive = true
    bar.layoutIfNeeded()
    #expect(back.frame == CGRect(x: 12, y: 7, width: 30, height: 30))
    #expect(title.frame == CGRect(x: 100, y: 12, width: 120, height: 20))
    #expect(done.frame == CGRect(x: 258, y: 10, width: 50, height: 24))
  }

  @Test("VFL: a width priority below the neighbours' gives way when the row is too narrow")
  func priorityGivesWay() {
    // Apple's guide, Priority: "[button(100@20)]" — a priority in a predicate.
    let row = makeRoot(width: 320, height: 40)
    let field = makeView("field")
    let button = makeView("button")
    add(field, button, to: row)
    let views: [String: Any] = ["field": field, "button": button]
    activate("H:|-[field(200@250)]-(>=8)-[button(100)]-|", views)
    activate("V:|[field(20)]", views)
    activate("V:|[button(20)]", views)
    row.layoutIfNeeded()
    // 8 + 200 + 8 + 100 + 8 = 324 does not fit 320: the optional width loses 4 points.
    #expect(field.frame == CGRect(x: 8, y: 0, width: 196, height: 20))
    #expect(button.frame == CGRect(x: 212, y: 0, width: 100, height: 20))
    // Wider, the field gets its 200 and the gap grows instead.
    row.frame.size.width = 400
    row.layoutIfNeeded()
    #expect(field.frame.width == 200)
    #expect(button.frame.minX == 292)
  }

  @Test("VFL: a priority given by a metric, on a size and on a gap")
  func metricPriorities() throws {
    let row = makeRoot(width: 300, height: 40)
    let icon = makeView("icon")
    add(icon, to: row)
    let constraints = try Headless.validatedConstraints(
      withVisualFormat: "H:|-(inset@low)-[icon(side@high)]",
      metrics: ["inset": 16, "low": 250, "side": 24, "high": 750],
      views: ["icon": icon])
    #expect(constraints.count == 2)
    let gap = try #require(constraints.first { $0.firstAttribute == .leading })
    let width = try #require(constraints.first { $0.firstAttribute == .width })
    #expect(gap.constant == 16)
    #expect(gap.priority == .defaultLow)
    #expect(width.constant == 24)
    #expect(width.priority == .defaultHigh)
  }

  @Test("VFL: alignAllTop and alignAllBottom together make a row of equal heights")
  func alignTopAndBottom() {
    let row = makeRoot(width: 300, height: 100)
    let avatar = makeView("avatar")
    let name = makeView("name")
    add(avatar, name, to: row)
    let views: [String: Any] = ["avatar": avatar, "name": name]
    activate(
      "H:|-16-[avatar(40)]-12-[name]-16-|", options: [.alignAllTop, .alignAllBottom], views)
    activate("V:|-10-[avatar(40)]", views)
    row.layoutIfNeeded()
    #expect(name.frame == CGRect(x: 68, y: 10, width: 216, height: 40))
  }

  @Test("Apple's complete line of layout: |-[find]-[findNext]-[findField(>=20)]-| lays out")
  func completeLineOfLayout() {
    // Auto Layout Guide, Visual Format Language, "A Complete Line of Layout".
    let window = makeRoot(width: 320, height: 60)
    let find = StackTestView(40, 20)
    let findNext = StackTestView(60, 20)
    let findField = UIView()
    for view in [find, findNext, findField] {
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
    }
    let views: [String: Any] = ["find": find, "findNext": findNext, "findField": findField]
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "|-[find]-[findNext]-[findField(>=20)]-|", options: .alignAllTop,
        metrics: nil, views: views)
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:|-[find]", metrics: nil, views: views)
        + [findField.heightAnchor.constraint(equalTo: find.heightAnchor)])
    window.layoutIfNeeded()
    // Layout margins of 8 at the edges, the standard 8 between siblings.
    #expect(find.frame == CGRect(x: 8, y: 8, width: 40, height: 20))
    #expect(findNext.frame == CGRect(x: 56, y: 8, width: 60, height: 20))
    #expect(findField.frame == CGRect(x: 124, y: 8, width: 188, height: 20))
    #expect(!findField.hasAmbiguousLayout)
    // Too narrow for everything: the required minimum of the field holds, and the buttons'
    // compression resistance (750) gives way instead.
    window.frame.size.width = 150
    window.layoutIfNeeded()
    #expect(findField.frame.width == 20)
  }

  @Test("A priority given by an unknown metric is an error that names it and its position")
  func unknownPriorityMetric() {
    let child = UIView()
    let superview = UIView()
    superview.addSubview(child)
    do {
      _ = try Headless.validatedConstraints(
        withVisualFormat: "H:|-(8@low)-[child]", metrics: ["high": 750], views: ["child": child])
      Issue.record("an unknown priority metric was accepted")
    } catch {
      #expect(error.description.contains("low"))
      #expect(error.position == 7)
    }
  }

  @Test("VFL: metrics, alignment options and a syntax error")
  func visualFormat() {
    let root = makeRoot(width: 320, height: 100)
    let cancel = makeView("cancel", in: root)
    let done = makeView("done", in: root)
    let views = ["cancel": cancel, "done": done]
    let metrics: [String: CGFloat] = ["margin": 20, "gap": 10]
    var constraints = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-margin-[cancel(==done)]-gap-[done]-margin-|",
      options: [.alignAllTop, .alignAllBottom], metrics: metrics, views: views)
    // The optional bottom gap gives way to the required top one.
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:[cancel(44)]-(margin@750)-|", options: [], metrics: metrics,
      views: views)
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-(>=60)-[cancel]", options: [], metrics: nil, views: views)
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    #expect(cancel.frame == CGRect(x: 20, y: 60, width: 135, height: 44))
    #expect(done.frame == CGRect(x: 165, y: 60, width: 135, height: 44))
    let issues = Headless.LayoutDiagnostics.capture {
      let bad = NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-[cancel(]-|", options: [], metrics: nil, views: views)
      #expect(bad.isEmpty)
    }
    #expect(issues.map(\.kind) == [.invalidVisualFormat])
    #expect(issues.first?.message.contains("H:|-[cancel(]-|") == true)
  }
}
