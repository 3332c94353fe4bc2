import HeadlessUIKit
import Testing

@MainActor
@Suite("Fitting: conflicts of measured sizing cells")
struct FittingConflictTests {
  @Test("A conflict inside the fitted subtree is reported, the fitting still answers")
  func conflictWhileFitting() throws {
    // The same unsatisfiable constraints that layout reports are reported when a fitting
    // solution meets them; UIKit logs them from either.
    let cell = UIView()
    let box = makeView("box", in: cell)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: cell.topAnchor),
      box.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
      box.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
      box.heightAnchor.constraint(equalToConstant: 30),
      box.heightAnchor.constraint(equalToConstant: 50),
      box.widthAnchor.constraint(equalToConstant: 80),
    ])
    var size = CGSize.zero
    let issues = Headless.LayoutDiagnostics.capture {
      size = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    }
    #expect(size.width == 80)
    #expect([30, 50].contains(size.height))
    let issue = try #require(issues.first)
    #expect(issue.kind == .unsatisfiableConstraints)
    #expect(
      issue.constraints.contains("box.height == 30")
        && issue.constraints.contains("box.height == 50"))
  }

  typealias Fit = FittingOracle.Fit

  /// A cell with a box pinned to its top and bottom at a required height.
  @MainActor
  final class BoxCell {
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    let box = UIView()
    let height: NSLayoutConstraint
    let width: NSLayoutConstraint

    init() {
      box.accessibilityIdentifier = "box"
      box.translatesAutoresizingMaskIntoConstraints = false
      cell.addSubview(box)
      height = box.heightAnchor.constraint(equalToConstant: 20)
      width = box.widthAnchor.constraint(equalToConstant: 50)
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
        box.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -12),
        box.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
        box.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -8),
        height, width,
      ])
    }
  }

  /// The lines of the reports, each sorted (the order of a conflict's members is the order
  /// the engine met them in).
  func lines(_ issues: [Headless.LayoutIssue]) -> [[Substring]] {
    issues.map { $0.message.split(separator: "\n").sorted() }
  }

  @Test("A constant that conflicts only with the laid-out frame is reported by layout, once")
  func constantConflictingOnlyInTheEnginesSolution() {
    // The cell was laid out at 44 points high; measuring leaves its frame out, so a taller
    // box fits there, but not in the frame it has: layout reports it and breaks the box's
    // height, as for a cell that was not measured in between.
    let sizing = BoxCell()
    let plain = BoxCell()
    for scene in [sizing, plain] { scene.cell.layoutIfNeeded() }
    _ = FittingOracle.size(sizing.cell, .width(320))
    let measuring = Headless.LayoutDiagnostics.capture {
      sizing.height.constant = 100
      #expect(FittingOracle.size(sizing.cell, .width(320)) == CGSize(width: 320, height: 124))
      #expect(FittingOracle.size(sizing.cell, .compressed) == CGSize(width: 66, height: 124))
    }
    let layout = Headless.LayoutDiagnostics.capture { sizing.cell.layoutIfNeeded() }
    let plainReports = Headless.LayoutDiagnostics.capture {
      plain.height.constant = 100
      plain.cell.layoutIfNeeded()
    }
    #expect(plainReports.map(\.kind) == [.unsatisfiableConstraints])
    // UIKit reports a conflict when the engine meets it: here at the edit for the plain
    // cell, at the layout for the measured one; the same conflict, the same recovery.
    #expect(lines(measuring + layout) == lines(plainReports))
    #expect(sizing.box.frame == plain.box.frame)
    #expect(sizing.box.frame.height == 20)
    // And measuring again still measures the content, the broken height included.
    #expect(
      FittingOracle.size(sizing.cell, .width(320)) == FittingOracle.size(plain.cell, .width(320)))
  }

  @Test("A view removed after a constant that conflicts only with the laid-out frame")
  func removalAfterAConstantConflictingOnlyInTheEnginesSolution() {
    // A spacing the cell's 300 points cannot hold (the measured cell is wider) is measured,
    // then the tag goes away before any layout: nothing is left to conflict, nothing is
    // reported, and the cell lays out as a plain one.
    func make() -> (BoxCell, UIView, NSLayoutConstraint) {
      let scene = BoxCell()
      let tag = UIView()
      tag.translatesAutoresizingMaskIntoConstraints = false
      scene.cell.addSubview(tag)
      // Held by the cell (they name the cell and the box): the tag is half as wide as the
      // cell, at its trailing edge, at least `spacing` after the box.
      let half = tag.widthAnchor.constraint(equalTo: scene.cell.widthAnchor, multiplier: 0.5)
      let spacing = tag.leadingAnchor.constraint(
        greaterThanOrEqualTo: scene.box.trailingAnchor, constant: 8)
      NSLayoutConstraint.activate([
        half, spacing,
        tag.trailingAnchor.constraint(equalTo: scene.cell.trailingAnchor, constant: -8),
        tag.topAnchor.constraint(equalTo: scene.cell.topAnchor),
        tag.heightAnchor.constraint(equalToConstant: 10),
      ])
      scene.cell.layoutIfNeeded()
      return (scene, tag, spacing)
    }
    let (sizing, tag, spacing) = make()
    let (plain, plainTag, plainSpacing) = make()
    let before = Headless.LayoutDiagnostics.capture {
      #expect(FittingOracle.size(sizing.cell, .compressed) == CGSize(width: 148, height: 44))
    }
    #expect(before.isEmpty, "\(before.map(\.message))")
    let measuring = Headless.LayoutDiagnostics.capture {
      spacing.constant = 120
      // Into the open fitting solution (the cell's width is free there).
      #expect(FittingOracle.size(sizing.cell, .compressed) == CGSize(width: 372, height: 44))
      tag.removeFromSuperview()
      #expect(FittingOracle.size(sizing.cell, .compressed) == CGSize(width: 66, height: 44))
      sizing.cell.layoutIfNeeded()
    }
    let plainReports = Headless.LayoutDiagnostics.capture {
      plainSpacing.constant = 120
      plainTag.removeFromSuperview()
      plain.cell.layoutIfNeeded()
    }
    #expect(lines(measuring) == lines(plainReports))
    #expect(sizing.box.frame == plain.box.frame)
    #expect(tag.superview == nil && tag.constraints.isEmpty == plainTag.constraints.isEmpty)
    // The tag, added back, lays out as the plain one does.
    for (scene, view) in [(sizing, tag), (plain, plainTag)] {
      scene.cell.addSubview(view)
      NSLayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: scene.cell.topAnchor),
        view.leadingAnchor.constraint(equalTo: scene.cell.leadingAnchor),
      ])
      scene.cell.layoutIfNeeded()
    }
    #expect(tag.frame == plainTag.frame)
    #expect(
      FittingOracle.size(sizing.cell, .compressed) == FittingOracle.size(plain.cell, .compressed))
  }

  @Test("A constant that conflicts only with a required target is no conflict for layout")
  func constantConflictingOnlyWithTheTarget() {
    let sizing = BoxCell()
    sizing.cell.frame.size.width = 500
    sizing.cell.layoutIfNeeded()
    let reports = Headless.LayoutDiagnostics.capture {
      #expect(FittingOracle.size(sizing.cell, .width(100)) == CGSize(width: 100, height: 44))
      // The box no longer fits the required 100 points: the target gives way, as for a
      // view measured inside a superview.
      sizing.width.constant = 200
      let hosted = BoxCell()
      hosted.width.constant = 200
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
      host.addSubview(hosted.cell)
      let expected = FittingOracle.size(hosted.cell, .width(100))
      #expect(expected == CGSize(width: 216, height: 44))
      #expect(FittingOracle.size(sizing.cell, .width(100)) == expected)
      #expect(FittingOracle.size(sizing.cell, .width(100)) == expected)
      sizing.cell.layoutIfNeeded()
    }
    #expect(reports.isEmpty, "\(reports.map(\.message))")
    #expect(sizing.box.frame == CGRect(x: 8, y: 12, width: 200, height: 20))
  }

  @Test("A conflict inside a cell that was never laid out is reported once, as layout does")
  func conflictInsideUnlaidCell() {
    let sizing = BoxCell()
    let plain = BoxCell()
    let extra = [sizing, plain].map { $0.box.heightAnchor.constraint(equalToConstant: 30) }
    let measuring = Headless.LayoutDiagnostics.capture {
      extra[0].isActive = true
      for width in [CGFloat(320), 200, 320] { _ = FittingOracle.size(sizing.cell, .width(width)) }
      _ = FittingOracle.size(sizing.cell, .compressed)
      sizing.cell.layoutIfNeeded()
    }
    let laidOut = Headless.LayoutDiagnostics.capture {
      extra[1].isActive = true
      plain.cell.layoutIfNeeded()
    }
    // The conflict in the cell (the two heights) is reported by measuring; the frame adds
    // its own conflict at layout, as for the plain cell.
    #expect(
      lines(measuring).sorted { $0.description < $1.description }
        == lines(laidOut).sorted { $0.description < $1.description })
    #expect(sizing.box.frame == plain.box.frame)
  }

  /// A cell whose wrapping label resists compression at required priority, in a cell at most
  /// 60 points tall.
  @MainActor
  final class CappedCell {
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    let label = UILabel()

    init(text: String) {
      label.numberOfLines = 0
      label.text = text
      label.setContentCompressionResistancePriority(.required, for: .vertical)
      label.translatesAutoresizingMaskIntoConstraints = false
      cell.addSubview(label)
      NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
        label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
        label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
        label.bottomAnchor.constraint(lessThanOrEqualTo: cell.bottomAnchor, constant: -8),
        cell.heightAnchor.constraint(lessThanOrEqualToConstant: 60),
      ])
    }
  }

  @Test("Wrapped lines that a required cap cannot hold measure as in a superview")
  func wrappedContentAgainstARequiredCap() {
    let long = String(repeating: "too many words for the cap ", count: 5)
    let sizing = CappedCell(text: "One line")
    #expect(FittingOracle.size(sizing.cell, .width(320)).height < 60)
    // Rebound to a text whose lines at the fitted width need more than the cap: the second
    // solution cannot take them in place.
    var reports = Headless.LayoutDiagnostics.capture {
      sizing.label.text = long
      _ = FittingOracle.size(sizing.cell, .width(320))
    }
    let hosted = CappedCell(text: long)
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    host.addSubview(hosted.cell)
    let expected = FittingOracle.size(hosted.cell, .width(320))
    let narrower = FittingOracle.size(hosted.cell, .width(200))
    reports += Headless.LayoutDiagnostics.capture {
      #expect(FittingOracle.size(sizing.cell, .width(320)) == expected)
      #expect(FittingOracle.size(sizing.cell, .width(200)) == narrower)
    }
    // The lines win over the cap in both (the content size, required, came first).
    #expect(expected.height > 60 && narrower.height > expected.height)
    // Measuring reports no conflict the cell's own layout would not meet: the label's
    // intrinsic size is wrapped at the width layout last gave it (none yet: one line).
    #expect(reports.isEmpty, "\(reports.map(\.message))")
    // Back to a short text: the engine's own state serves again.
    sizing.label.text = "Short again"
    let short = CappedCell(text: "Short again")
    #expect(
      FittingOracle.size(sizing.cell, .width(320)) == FittingOracle.size(short.cell, .width(320)))
    sizing.cell.layoutIfNeeded()
    short.cell.layoutIfNeeded()
    #expect(sizing.label.frame == short.label.frame)
  }

  @Test("A conflict in a cell whose wrapped lines a required cap cannot hold is reported once")
  func conflictReportedOnceWhenLinesOutgrowACap() {
    // Two required widths for the label: a conflict of the cell's own, met when the engine
    // first takes the constraints. Measuring again and again must not report it again, even
    // when the wrapped lines send the measurement to a temporary solver.
    let sizing = CappedCell(text: String(repeating: "too many words for the cap ", count: 5))
    let reports = Headless.LayoutDiagnostics.capture {
      NSLayoutConstraint.activate([
        sizing.label.widthAnchor.constraint(greaterThanOrEqualToConstant: 300),
        sizing.label.widthAnchor.constraint(lessThanOrEqualToConstant: 200),
      ])
      for width in [CGFloat(320), 320, 200, 320] {
        _ = FittingOracle.size(sizing.cell, .width(width))
      }
    }
    #expect(reports.map(\.kind) == [.unsatisfiableConstraints], "\(reports.map(\.message))")
    #expect(reports.first?.message.contains("UILabel[0].width <= 200") == true)
    // The sizes are those of the same cell measured in a superview.
    let hosted = CappedCell(text: String(repeating: "too many words for the cap ", count: 5))
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    host.addSubview(hosted.cell)
    _ = Headless.LayoutDiagnostics.capture {
      NSLayoutConstraint.activate([
        hosted.label.widthAnchor.constraint(greaterThanOrEqualToConstant: 300),
        hosted.label.widthAnchor.constraint(lessThanOrEqualToConstant: 200),
      ])
      for width in [CGFloat(320), 200] {
        #expect(
          FittingOracle.size(sizing.cell, .width(width))
            == FittingOracle.size(hosted.cell, .width(width)))
      }
    }
    // Layout meets the frame (300 × 44 for a label at least 300 wide, its lines taller) and
    // reports that alone: the conflict inside was reported already.
    let layout = Headless.LayoutDiagnostics.capture { sizing.cell.layoutIfNeeded() }
    #expect(!layout.isEmpty)
    #expect(layout.allSatisfy { $0.message.contains("(root-size)") }, "\(layout.map(\.message))")
  }

  @Test("Lines that overflowed the cell's first frame are measured at the fitted width afterwards")
  func linesThatOverflowedTheFirstFrame() {
    // A sizing cell laid out at its default frame before its first measurement: its label,
    // which resists compression at required priority, cannot fit in 44 points and its content
    // size is the constraint broken. The measurements afterwards still wrap the label at the
    // width they give it, as the same cell in a superview does.
    func make() -> (UIView, UILabel) {
      let cell = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
      let label = UILabel()
      label.numberOfLines = 0
      label.text = String(repeating: "a label that wraps ", count: 9)
      label.setContentCompressionResistancePriority(.required, for: .vertical)
      label.translatesAutoresizingMaskIntoConstraints = false
      cell.addSubview(label)
      NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
        label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
        label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
        label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
      ])
      return (cell, label)
    }
    let (cell, label) = make()
    let (twin, twinLabel) = make()
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    host.addSubview(twin)
    let reports = Headless.LayoutDiagnostics.capture {
      cell.layoutIfNeeded()
      host.layoutIfNeeded()
    }
    #expect(reports.count == 2, "\(reports.map(\.message))")
    #expect(label.frame == twinLabel.frame)
    for width in [CGFloat(200), 320, 414, 200] {
      let measured = FittingOracle.size(cell, .width(width))
      let wrapped = label.sizeThatFits(
        CGSize(width: width - 16, height: .greatestFiniteMagnitude)
      ).height
      #expect(measured == CGSize(width: width, height: wrapped + 16), "\(width)")
      #expect(measured == FittingOracle.size(twin, .width(width)), "\(width)")
    }
  }

  @Test("A required target on both axes that the content cannot take gives way as in a superview")
  func requiredTargetTheContentCannotTake() {
    let both = Fit(
      target: CGSize(width: 40, height: 10), horizontal: .required, vertical: .required)
    let sizing = BoxCell()
    let hosted = BoxCell()
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    host.addSubview(hosted.cell)
    let reports = Headless.LayoutDiagnostics.capture {
      for fit in [both, .width(320), both, .compressed, both] {
        #expect(
          FittingOracle.size(sizing.cell, fit) == FittingOracle.size(hosted.cell, fit), "\(fit)")
      }
    }
    #expect(FittingOracle.size(sizing.cell, both) == CGSize(width: 66, height: 44))
    #expect(reports.isEmpty, "\(reports.map(\.message))")
    sizing.cell.layoutIfNeeded()
    #expect(sizing.box.frame == CGRect(x: 8, y: 12, width: 50, height: 20))
  }

  @Test("A cell first laid out at a height its content cannot take measures its content height")
  func encapsulatedHeightConflictThenMeasuring() {
    // The table view pattern: the cell gets a 44-point frame before it is measured, its
    // required chain of heights conflicts (one of its constraints is broken and reported),
    // and the measurement afterwards still gives the height the content needs.
    func make() -> (UIView, UIView) {
      let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      let avatar = UIView()
      avatar.translatesAutoresizingMaskIntoConstraints = false
      cell.addSubview(avatar)
      NSLayoutConstraint.activate([
        avatar.topAnchor.constraint(equalTo: cell.topAnchor, constant: 20),
        avatar.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
        avatar.widthAnchor.constraint(equalToConstant: 60),
        avatar.heightAnchor.constraint(equalToConstant: 60),
        avatar.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -20),
      ])
      return (cell, avatar)
    }
    let (cell, avatar) = make()
    let (twin, _) = make()
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    host.addSubview(twin)
    let reports = Headless.LayoutDiagnostics.capture {
      cell.layoutIfNeeded()
      host.layoutIfNeeded()
    }
    #expect(reports.count == 2)
    for fit in [Fit.width(320), .compressed, .width(375)] {
      let measured = FittingOracle.size(cell, fit)
      #expect(measured == FittingOracle.size(twin, fit), "\(fit)")
      #expect(measured.height == 100, "\(fit)")
    }
    // Given the measured height, the cell lays out without conflict.
    let again = Headless.LayoutDiagnostics.capture {
      cell.frame.size.height = 100
      cell.layoutIfNeeded()
    }
    #expect(again.isEmpty)
    #expect(avatar.frame == CGRect(x: 16, y: 20, width: 60, height: 60))
  }

  @Test("A required width after a first layout too narrow for required content gives way to it")
  func requiredWidthAfterAFirstLayoutTooNarrow() {
    // Content exactly 266 points wide (a 250-point box pinned 8 points in on both sides),
    // first laid out at 200: layout breaks one of its constraints and reports it. Measured
    // afterwards at a required 320, a fresh cell and the same cell in a superview answer 266
    // (the target gives way to the required content); so does the cell itself, whose engine
    // requires the broken constraint again while measuring.
    func make() -> UIView {
      let cell = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
      let box = UIView()
      box.translatesAutoresizingMaskIntoConstraints = false
      cell.addSubview(box)
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
        box.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
        box.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
        box.widthAnchor.constraint(equalToConstant: 250),
        box.heightAnchor.constraint(equalToConstant: 20),
        box.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
      ])
      return cell
    }
    let cell = make()
    let twin = make()
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    host.addSubview(twin)
    let reports = Headless.LayoutDiagnostics.capture {
      cell.layoutIfNeeded()
      host.layoutIfNeeded()
    }
    #expect(reports.allSatisfy { $0.kind == .unsatisfiableConstraints } && !reports.isEmpty)
    let fresh = make()
    #expect(FittingOracle.size(fresh, .width(320)) == CGSize(width: 266, height: 36))
    #expect(FittingOracle.size(twin, .width(320)) == CGSize(width: 266, height: 36))
    // Fitting-size levels agree whatever was broken.
    #expect(FittingOracle.size(cell, .compressed) == CGSize(width: 266, height: 36))
    // The constraint layout broke is required again while measuring (the frame that broke it
    // does not take part), so the cell answers as the fresh and hosted ones do.
    #expect(FittingOracle.size(cell, .width(320)) == CGSize(width: 266, height: 36))
  }
}
