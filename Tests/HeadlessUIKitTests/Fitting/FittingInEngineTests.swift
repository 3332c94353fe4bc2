import HeadlessUIKit
import Testing

/// Fitting sizes of a root view, answered by its tree's own engine and kept there between
/// calls (a sizing cell bound to one item after another), checked against fresh cells and
/// against the temporary solver a non-root view is measured with.
@MainActor
@Suite("systemLayoutSizeFitting in the view's own engine")
struct FittingInEngineTests {
  /// A feed-like cell: a one-line name and a wrapping body under it, an avatar beside them.
  @MainActor
  struct Cell {
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
    let avatar = UIView()
    let name = UILabel()
    let body = UILabel()

    init() {
      body.numberOfLines = 0
      body.font = .systemFont(ofSize: 13)
      for view in [avatar, name, body] {
        view.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(view)
      }
      let bottom = body.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8)
      bottom.priority = UILayoutPriority(999)
      NSLayoutConstraint.activate([
        avatar.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
        avatar.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
        avatar.widthAnchor.constraint(equalToConstant: 40),
        avatar.heightAnchor.constraint(equalToConstant: 40),
        avatar.bottomAnchor.constraint(lessThanOrEqualTo: cell.bottomAnchor, constant: -8),
        name.topAnchor.constraint(equalTo: avatar.topAnchor),
        name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8),
        name.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -8),
        body.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 4),
        body.leadingAnchor.constraint(equalTo: name.leadingAnchor),
        body.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
        bottom,
      ])
    }

    func bind(_ item: Int) {
      name.text = "Name \(item)"
      body.text = String(repeating: "word\(item) ", count: 1 + (item * 7) % 23)
    }

    func fit(_ width: CGFloat) -> CGSize {
      cell.systemLayoutSizeFitting(
        CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
    }
  }

  @Test("A sizing cell rebound item after item measures each as a fresh cell and a hosted one do")
  func reusedSizingCell() {
    let sizing = Cell()
    for item in 0..<12 {
      let width: CGFloat = item % 4 == 3 ? 240 : 320
      sizing.bind(item)
      let reused = sizing.fit(width)
      // A fresh cell: its engine's first fitting.
      let fresh = Cell()
      fresh.bind(item)
      #expect(fresh.fit(width) == reused, "item \(item)")
      // A cell inside a superview: measured in a temporary solver of its subtree.
      let hosted = Cell()
      hosted.bind(item)
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 900))
      host.addSubview(hosted.cell)
      #expect(hosted.fit(width) == reused, "item \(item)")
      // The body wraps: the height follows its lines at the width the fitting gave it.
      let bodyWidth = width - 8 - 40 - 8 - 8
      let bodyHeight = sizing.body.sizeThatFits(
        CGSize(width: bodyWidth, height: .greatestFiniteMagnitude)
      ).height
      let nameHeight = sizing.name.intrinsicContentSize.height
      #expect(reused.height == Swift.max(8 + 40 + 8, 8 + nameHeight + 4 + bodyHeight + 8))
    }
  }

  @Test("Constraints activated and constants changed between fittings are in the next one")
  func changesBetweenFittings() {
    let sizing = Cell()
    sizing.bind(1)
    let first = sizing.fit(320)
    // A constraint activated between fittings, then its constant edited (kept in the fitting
    // solution), then deactivated.
    let tall = sizing.cell.heightAnchor.constraint(greaterThanOrEqualToConstant: 150)
    tall.isActive = true
    #expect(sizing.fit(320) == CGSize(width: 320, height: 150))
    tall.constant = 180
    #expect(sizing.fit(320) == CGSize(width: 320, height: 180))
    tall.isActive = false
    #expect(sizing.fit(320) == first)
    // A constant of the content edited between fittings.
    let spacing = sizing.body.constraintsAffectingLayout(for: .vertical).first {
      $0.firstItem === sizing.body && $0.firstAttribute == .top
    }
    spacing?.constant = 24
    #expect(sizing.fit(320).height == first.height + 20)
  }

  @Test("After fittings, the cell lays out at its own frame as a fresh cell does")
  func layoutAfterFittings() {
    let sizing = Cell()
    for item in 0..<5 {
      sizing.bind(item)
      _ = sizing.fit(item.isMultiple(of: 2) ? 320 : 200)
    }
    sizing.bind(7)
    _ = sizing.fit(280)
    sizing.cell.frame.size.height = 200
    sizing.cell.layoutIfNeeded()
    let fresh = Cell()
    fresh.bind(7)
    fresh.cell.frame.size.height = 200
    fresh.cell.layoutIfNeeded()
    for (reused, new) in zip(sizing.cell.subviews, fresh.cell.subviews) {
      #expect(reused.frame == new.frame)
    }
    #expect(sizing.cell.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
    // And fitting again afterwards still measures.
    #expect(sizing.fit(280) == fresh.fit(280))
  }

  @Test("A frame set between fittings and a layout in between leave the next fitting right")
  func frameAndLayoutBetweenFittings() {
    let sizing = Cell()
    sizing.bind(3)
    let before = sizing.fit(320)
    sizing.cell.frame = CGRect(x: 0, y: 0, width: 120, height: 500)
    #expect(sizing.fit(320) == before)
    sizing.cell.layoutIfNeeded()
    let fresh = Cell()
    fresh.bind(3)
    fresh.cell.frame = CGRect(x: 0, y: 0, width: 120, height: 500)
    fresh.cell.layoutIfNeeded()
    #expect(sizing.body.frame == fresh.body.frame)
    #expect(sizing.body.frame.width > 0 && sizing.body.frame.width < 120)
    #expect(sizing.fit(320) == before)
    sizing.cell.translatesAutoresizingMaskIntoConstraints = false
    #expect(sizing.fit(320) == before)
  }

  @Test("A conflict in the cell is reported once, not at every fitting")
  func conflictReportedOnce() {
    let sizing = Cell()
    sizing.cell.frame.size.height = 120
    sizing.bind(2)
    let issues = Headless.LayoutDiagnostics.capture {
      NSLayoutConstraint.activate([
        sizing.avatar.widthAnchor.constraint(equalToConstant: 60)
      ])
      _ = sizing.fit(320)
      sizing.bind(4)
      _ = sizing.fit(320)
      _ = sizing.fit(200)
    }
    #expect(issues.map(\.kind) == [.unsatisfiableConstraints], "\(issues.map(\.message))")
    // The broken constraint is the one activated last, as layout breaks it.
    sizing.cell.layoutIfNeeded()
    #expect(sizing.avatar.frame.width == 40)
  }

  @Test("A frame too small for the content is reported by layout, not by measuring")
  func smallFrameReportedByLayout() {
    let sizing = Cell()
    sizing.bind(5)
    sizing.cell.frame = .zero
    let measuring = Headless.LayoutDiagnostics.capture {
      for item in 0..<3 {
        sizing.bind(item)
        _ = sizing.fit(320)
      }
    }
    #expect(measuring.isEmpty, "\(measuring.map(\.message))")
    let layout = Headless.LayoutDiagnostics.capture { sizing.cell.layoutIfNeeded() }
    // The report and the recovery are those of a cell laid out without measuring first: the
    // frame holds, one of your constraints is broken.
    let fresh = Cell()
    fresh.bind(2)
    fresh.cell.frame = .zero
    let freshLayout = Headless.LayoutDiagnostics.capture { fresh.cell.layoutIfNeeded() }
    #expect(layout.map(\.kind).contains(.unsatisfiableConstraints))
    // The same conflicts and the same constraint broken (the list's order is the order the
    // engine met the constraints in).
    func lines(_ issues: [Headless.LayoutIssue]) -> [[Substring]] {
      issues.map { $0.message.split(separator: "\n").sorted() }
    }
    #expect(lines(layout) == lines(freshLayout))
    #expect(sizing.cell.frame == .zero)
    #expect(sizing.avatar.frame == fresh.avatar.frame)
  }

  @Test(
    "A cell inside a laid-out hierarchy measures as a never-laid-out copy does, layout unchanged")
  func cellInsideHierarchy() {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let header = UILabel()
    header.text = "Header"
    header.translatesAutoresizingMaskIntoConstraints = false
    host.addSubview(header)
    let sizing = Cell()
    sizing.cell.frame = CGRect(x: 0, y: 100, width: 400, height: 120)
    host.addSubview(sizing.cell)
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: host.topAnchor, constant: 20),
      header.centerXAnchor.constraint(equalTo: host.centerXAnchor),
      // A pin from outside to a view inside the cell: not part of the cell's fitting.
      header.leadingAnchor.constraint(greaterThanOrEqualTo: sizing.name.leadingAnchor),
    ])
    sizing.bind(0)
    host.layoutIfNeeded()
    let laidOut = host.subviews.map(\.frame) + sizing.cell.subviews.map(\.frame)
    for item in 0..<8 {
      sizing.bind(item)
      let width: CGFloat = item.isMultiple(of: 3) ? 260 : 400
      let inPlace = sizing.fit(width)
      // The same cell in a host that was never laid out: measured in a temporary solver.
      let otherHost = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
      let copy = Cell()
      copy.bind(item)
      otherHost.addSubview(copy.cell)
      #expect(copy.fit(width) == inPlace, "item \(item)")
    }
    // The host's own layout is the one it had for the data bound last.
    sizing.bind(0)
    host.layoutIfNeeded()
    #expect(host.subviews.map(\.frame) + sizing.cell.subviews.map(\.frame) == laidOut)
  }

  /// A list that sizes its rows during its own layout, as a table view does.
  final class ListView: UIView {
    var rows: [Cell] = []

    override func layoutSubviews() {
      super.layoutSubviews()
      var top: CGFloat = 0
      for row in rows {
        let size = row.fit(bounds.width)
        row.cell.frame = CGRect(x: 0, y: top, width: bounds.width, height: size.height)
        top += size.height
      }
    }
  }

  @Test("Rows measured during their list's own layout get their heights and lay out inside")
  func measuredDuringLayout() {
    let list = ListView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
    for item in 0..<4 {
      let row = Cell()
      row.bind(item)
      list.rows.append(row)
      list.addSubview(row.cell)
    }
    list.layoutIfNeeded()
    var top: CGFloat = 0
    for (item, row) in list.rows.enumerated() {
      let fresh = Cell()
      fresh.bind(item)
      let height = fresh.fit(320).height
      #expect(row.cell.frame == CGRect(x: 0, y: top, width: 320, height: height), "row \(item)")
      fresh.cell.frame = CGRect(x: 0, y: 0, width: 320, height: height)
      fresh.cell.layoutIfNeeded()
      #expect(row.body.frame == fresh.body.frame, "row \(item)")
      top += height
    }
    // New data in one row: the next layout measures it again.
    list.rows[1].bind(21)
    list.setNeedsLayout()
    list.layoutIfNeeded()
    let fresh = Cell()
    fresh.bind(21)
    #expect(list.rows[1].cell.frame.height == fresh.fit(320).height)
    #expect(list.rows[2].cell.frame.minY == list.rows[1].cell.frame.maxY)
  }
}
