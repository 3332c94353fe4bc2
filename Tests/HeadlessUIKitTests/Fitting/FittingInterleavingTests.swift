import HeadlessUIKit
import Testing

/// Fitting interleaved with the rest of a view's life — layout,
/// frames, alignment insets, autoresizing, hierarchy changes, ambiguity checks and ties.
@MainActor
@Suite("Fitting interleaved with layout and hierarchy changes")
struct FittingInterleavingTests {
  typealias Fit = FittingOracle.Fit
  typealias StackCell = FittingBetweenChangesTests.StackCell

  /// A root view whose alignment rectangle is inset (a drop shadow drawn around its content).
  final class ShadowedView: UIView {
    var shadow = UIEdgeInsets.zero
    override var alignmentRectInsets: UIEdgeInsets { shadow }
  }

  @Test("A root's alignment insets changed between fittings are in the next fitting size")
  func alignmentInsetsBetweenFittings() {
    func make() -> (ShadowedView, UIView) {
      let card = ShadowedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let content = UIView()
      content.translatesAutoresizingMaskIntoConstraints = false
      card.addSubview(content)
      NSLayoutConstraint.activate([
        content.topAnchor.constraint(equalTo: card.topAnchor),
        content.leadingAnchor.constraint(equalTo: card.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: card.trailingAnchor),
        content.bottomAnchor.constraint(equalTo: card.bottomAnchor),
        content.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
        content.heightAnchor.constraint(equalToConstant: 50),
      ])
      return (card, content)
    }
    let (card, _) = make()
    #expect(FittingOracle.size(card, .compressed) == CGSize(width: 100, height: 50))
    card.shadow = UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 4)
    card.invalidateIntrinsicContentSize()
    // The frame is the alignment rectangle outset by the insets.
    #expect(FittingOracle.size(card, .compressed) == CGSize(width: 108, height: 58))
    let (fresh, _) = make()
    fresh.shadow = card.shadow
    #expect(FittingOracle.size(fresh, .compressed) == CGSize(width: 108, height: 58))
    // A required width is the frame's: the alignment rectangle is narrower by the insets.
    #expect(FittingOracle.size(card, .width(320)) == CGSize(width: 320, height: 58))
    card.shadow = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    card.invalidateIntrinsicContentSize()
    #expect(FittingOracle.size(card, .width(320)) == CGSize(width: 320, height: 50))
    #expect(FittingOracle.size(card, .compressed) == CGSize(width: 120, height: 50))
    card.shadow = UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 4)
    card.invalidateIntrinsicContentSize()
    // And the cell lays out its content inside the insets afterwards.
    card.frame = CGRect(x: 0, y: 0, width: 108, height: 58)
    card.layoutIfNeeded()
    #expect(card.subviews[0].frame == CGRect(x: 4, y: 2, width: 100, height: 50))
  }

  @Test("translatesAutoresizingMaskIntoConstraints toggled on a measured root, then layout")
  func autoresizingToggledOnMeasuredRoot() {
    let sizing = StackCell()
    let first = FittingOracle.size(sizing.cell, .width(320))
    sizing.cell.translatesAutoresizingMaskIntoConstraints = false
    #expect(FittingOracle.size(sizing.cell, .width(320)) == first)
    sizing.cell.translatesAutoresizingMaskIntoConstraints = true
    #expect(FittingOracle.size(sizing.cell, .width(320)) == first)
    sizing.cell.translatesAutoresizingMaskIntoConstraints = false
    _ = FittingOracle.size(sizing.cell, .compressed)
    // A root that does not translate its frame keeps it: layout places the content in it.
    sizing.cell.layoutIfNeeded()
    let fresh = StackCell()
    fresh.cell.translatesAutoresizingMaskIntoConstraints = false
    fresh.cell.layoutIfNeeded()
    #expect(FittingOracle.frames(sizing.cell) == FittingOracle.frames(fresh.cell))
  }

  @Test("Subviews removed and added between fittings are out of and in the next one")
  func hierarchyChangesBetweenFittings() {
    @MainActor
    final class Scene {
      let cell = StackCell()
      let footer = UILabel()
      init() {
        footer.text = "Footer"
        footer.translatesAutoresizingMaskIntoConstraints = false
      }
      func addFooter() {
        cell.cell.addSubview(footer)
        NSLayoutConstraint.activate([
          footer.topAnchor.constraint(equalTo: cell.stack.bottomAnchor, constant: 10),
          footer.leadingAnchor.constraint(equalTo: cell.cell.leadingAnchor, constant: 16),
          footer.bottomAnchor.constraint(lessThanOrEqualTo: cell.cell.bottomAnchor),
        ])
      }
    }
    let steps: [(Scene) -> Void] = [
      { _ in },
      { $0.cell.thumbnail.removeFromSuperview() },
      { $0.addFooter() },
      { $0.cell.subtitle.removeFromSuperview() },
      { $0.footer.removeFromSuperview() },
      { $0.cell.stack.addArrangedSubview($0.cell.subtitle) },
    ]
    _ = FittingOracle.expectMatchesOracle(
      Scene.init, root: \.cell.cell, steps: steps, fits: [.width(320), .compressed])
  }

  @Test("A measured sizing cell put into a table-like host lays out there as a fresh one does")
  func measuredRootJoinsAHierarchy() {
    func hosted(_ cell: StackCell) -> UIView {
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
      cell.cell.frame = CGRect(x: 0, y: 20, width: 375, height: 120)
      host.addSubview(cell.cell)
      return host
    }
    let sizing = StackCell()
    let measured = FittingOracle.size(sizing.cell, .width(375))
    sizing.subtitle.text = "Changed after measuring, before joining"
    _ = FittingOracle.size(sizing.cell, .width(375))
    let host = hosted(sizing)
    // Not a root anymore: measured in a temporary solver of its subtree.
    let fresh = StackCell()
    fresh.subtitle.text = sizing.subtitle.text
    let freshHost = hosted(fresh)
    #expect(
      FittingOracle.size(sizing.cell, .width(375)) == FittingOracle.size(fresh.cell, .width(375)))
    #expect(measured.height > 0)
    host.layoutIfNeeded()
    freshHost.layoutIfNeeded()
    #expect(FittingOracle.frames(host) == FittingOracle.frames(freshHost))
    #expect(sizing.cell.frame == CGRect(x: 0, y: 20, width: 375, height: 120))
    // Out again: a root once more, measured in its own engine.
    sizing.cell.removeFromSuperview()
    fresh.cell.removeFromSuperview()
    #expect(
      FittingOracle.size(sizing.cell, .width(300)) == FittingOracle.size(fresh.cell, .width(300)))
  }

  @Test("Frames set and laid out between fittings are a twin cell's, measured in a superview")
  func framesBetweenFittings() {
    // The twin lives in a superview (measured in a temporary solver), and goes through the
    // same texts, fittings and layouts: its labels wrap at the widths they were last laid
    // out at, as the sizing cell's do.
    let sizing = StackCell()
    let twin = StackCell()
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    host.addSubview(twin.cell)
    for (index, width) in [CGFloat(320), 240, 375, 200, 320].enumerated() {
      for cell in [sizing, twin] {
        cell.subtitle.text = String(repeating: "line \(index) ", count: 3 + index * 4)
      }
      let size = FittingOracle.size(sizing.cell, .width(width))
      #expect(FittingOracle.size(twin.cell, .width(width)) == size, "\(index)")
      sizing.cell.frame = CGRect(origin: .zero, size: size)
      sizing.cell.layoutIfNeeded()
      twin.cell.frame = CGRect(origin: .zero, size: size)
      host.layoutIfNeeded()
      #expect(FittingOracle.frames(sizing.cell) == FittingOracle.frames(twin.cell), "\(index)")
      // The fitted frame has room for every line: nothing is squeezed.
      #expect(sizing.subtitle.frame.height == sizing.subtitle.intrinsicContentSize.height)
    }
  }

  @Test("Ambiguity checks between fittings see the cell's own layout, not the fitting solution")
  func ambiguityChecksBetweenFittings() {
    func make() -> (UIView, UIView) {
      let cell = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 80))
      let loose = UIView()
      loose.accessibilityIdentifier = "loose"
      loose.translatesAutoresizingMaskIntoConstraints = false
      cell.addSubview(loose)
      // Its width and top are set; its leading and trailing only bounded: horizontally
      // ambiguous.
      NSLayoutConstraint.activate([
        loose.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
        loose.heightAnchor.constraint(equalToConstant: 30),
        loose.widthAnchor.constraint(equalToConstant: 100),
        loose.leadingAnchor.constraint(greaterThanOrEqualTo: cell.leadingAnchor, constant: 10),
        loose.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -10),
        loose.bottomAnchor.constraint(lessThanOrEqualTo: cell.bottomAnchor, constant: -10),
      ])
      return (cell, loose)
    }
    let (cell, loose) = make()
    let before = FittingOracle.size(cell, .compressed)
    #expect(before == CGSize(width: 120, height: 50))
    #expect(loose.hasAmbiguousLayout)
    #expect(!cell.hasAmbiguousLayout)
    #expect(FittingOracle.size(cell, .compressed) == before)
    let report = cell.headless.ambiguityReport()
    #expect(report?.views == ["loose"])
    #expect(FittingOracle.size(cell, .width(250)).width == 250)
    loose.exerciseAmbiguityInLayout()
    #expect(FittingOracle.size(cell, .compressed) == before)
    // The frame stays inside the bounds whichever solution layout picked.
    cell.layoutIfNeeded()
    #expect(loose.frame.minX >= 10 && loose.frame.maxX <= 290 && loose.frame.minY == 10)
    #expect(loose.frame.size == CGSize(width: 100, height: 30))
  }

  @Test("A tie between two equally resisting labels is broken after fittings as without them")
  func tieBrokenAsWithoutFittings() {
    // Two labels that resist compression equally share a row too narrow for both: which one
    // gives way is the engine's choice (its own history). Measured in between, the cell must
    // make the same choice as a twin that was never measured.
    func make() -> (UIView, UILabel, UILabel) {
      let cell = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
      let left = UILabel()
      let right = UILabel()
      for label in [left, right] {
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
      }
      NSLayoutConstraint.activate([
        left.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
        right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
        right.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
        left.topAnchor.constraint(equalTo: cell.topAnchor),
        right.topAnchor.constraint(equalTo: cell.topAnchor),
      ])
      left.text = "Left side text"
      right.text = "Right side text"
      cell.layoutIfNeeded()
      return (cell, left, right)
    }
    let (cell, left, right) = make()
    let (twin, twinLeft, twinRight) = make()
    #expect(left.frame == twinLeft.frame)
    let texts = [
      ("Left side text, longer", "Right"), ("L", "Right side text, much longer now"),
      ("Left again, long enough", "Right again, long enough"), ("Left", "Right"),
      ("Left side, long once more", "Right side, long once more"),
    ]
    for (index, (leftText, rightText)) in texts.enumerated() {
      left.text = leftText
      _ = FittingOracle.size(cell, .compressed)
      right.text = rightText
      _ = FittingOracle.size(cell, .compressed)
      left.text = leftText + "!"
      _ = FittingOracle.size(cell, .compressed)
      twinLeft.text = leftText
      twinRight.text = rightText
      twinLeft.text = leftText + "!"
      cell.layoutIfNeeded()
      twin.layoutIfNeeded()
      #expect(left.frame == twinLeft.frame, "\(index)")
      #expect(right.frame == twinRight.frame, "\(index)")
    }
  }
}
