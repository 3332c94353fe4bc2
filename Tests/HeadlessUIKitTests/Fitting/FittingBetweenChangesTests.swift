import HeadlessUIKit
import Testing

/// Sizing cells measured again and again in their own engine while
/// their content, constraints and priorities change in between, checked against the same
/// cells built afresh (measured inside a superview and as fresh roots).
@MainActor
@Suite("Sizing cells changed between fittings measure as fresh ones")
struct FittingBetweenChangesTests {
  typealias Fit = FittingOracle.Fit

  /// A cell whose content is a vertical stack inside its margins: a title, a wrapping
  /// subtitle and a thumbnail.
  @MainActor
  final class StackCell {
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    let title = UILabel()
    let subtitle = UILabel()
    let thumbnail = UIImageView(image: Headless.makeImage(size: CGSize(width: 60, height: 40)))
    let stack: UIStackView

    init() {
      title.text = "Weekend farmers' market"
      subtitle.numberOfLines = 0
      subtitle.font = .systemFont(ofSize: 13)
      subtitle.text = "Fresh produce, bread and flowers from local growers, every Saturday morning"
      stack = UIStackView(arrangedSubviews: [title, subtitle, thumbnail])
      stack.axis = .vertical
      stack.alignment = .leading
      stack.spacing = 4
      stack.translatesAutoresizingMaskIntoConstraints = false
      cell.addSubview(stack)
      let margins = cell.layoutMarginsGuide
      let bottom = stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor)
      bottom.priority = UILayoutPriority(999)
      NSLayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: margins.topAnchor),
        stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        bottom,
      ])
    }
  }

  @Test("A stack-view cell measures like a fresh one while arranged views hide and show")
  func stackCellHiddenArrangedViews() {
    let steps: [(StackCell) -> Void] = [
      { _ in },
      { $0.subtitle.isHidden = true },
      { $0.thumbnail.isHidden = true },
      { $0.subtitle.isHidden = false },
      { $0.stack.spacing = 12 },
      { $0.thumbnail.isHidden = false },
      { $0.stack.setCustomSpacing(20, after: $0.title) },
    ]
    _ = FittingOracle.expectMatchesOracle(
      StackCell.init, root: \.cell, steps: steps,
      fits: [.width(320), .compressed, .width(200)])
  }

  @Test("A stack-view cell measures like a fresh one while its labels' texts and lines change")
  func stackCellLabelContent() {
    let steps: [(StackCell) -> Void] = [
      { _ in },
      { $0.subtitle.numberOfLines = 2 },
      { $0.subtitle.numberOfLines = 1 },
      { $0.subtitle.numberOfLines = 0 },
      { $0.subtitle.text = "" },
      { $0.subtitle.text = nil },
      { $0.title.text = nil },
      { $0.title.text = "Back again with a much longer title than before" },
      { $0.subtitle.text = "Short" },
      { $0.subtitle.preferredMaxLayoutWidth = 80 },
      { $0.subtitle.text = String(repeating: "wrapped words ", count: 9) },
      { $0.subtitle.preferredMaxLayoutWidth = 0 },
    ]
    _ = FittingOracle.expectMatchesOracle(
      StackCell.init, root: \.cell, steps: steps, fits: [.width(320), .width(180)])
  }

  @Test("A stack-view cell measures like a fresh one while its image and margins change")
  func stackCellImageAndMargins() {
    let steps: [(StackCell) -> Void] = [
      { _ in },
      { $0.thumbnail.image = Headless.makeImage(size: CGSize(width: 120, height: 90)) },
      { $0.thumbnail.image = nil },
      { $0.cell.layoutMargins = UIEdgeInsets(top: 20, left: 24, bottom: 20, right: 24) },
      { $0.thumbnail.image = Headless.makeImage(size: CGSize(width: 30, height: 30)) },
      { $0.stack.isLayoutMarginsRelativeArrangement = true },
      { $0.stack.layoutMargins = UIEdgeInsets(top: 6, left: 10, bottom: 6, right: 10) },
      { $0.stack.isLayoutMarginsRelativeArrangement = false },
    ]
    _ = FittingOracle.expectMatchesOracle(
      StackCell.init, root: \.cell, steps: steps, fits: [.width(320), .compressed])
  }

  @Test("A horizontal stack view as the root measures like a fresh one, target after target")
  func stackViewAsRoot() {
    @MainActor
    final class Scene {
      let icon = UIImageView(image: Headless.makeImage(size: CGSize(width: 24, height: 24)))
      let label = UILabel()
      let badge = UILabel()
      let stack: UIStackView
      init() {
        label.text = "Notifications"
        badge.text = "12"
        stack = UIStackView(arrangedSubviews: [icon, label, badge])
        stack.spacing = 8
        stack.alignment = .center
      }
    }
    let steps: [(Scene) -> Void] = [
      { _ in },
      { $0.badge.isHidden = true },
      { $0.stack.spacing = 16 },
      { $0.badge.isHidden = false },
      { $0.stack.alignment = .fill },
      { $0.stack.distribution = .fillEqually },
      { $0.label.text = "Notifications and alerts" },
    ]
    _ = FittingOracle.expectMatchesOracle(
      Scene.init, root: \.stack, steps: steps,
      fits: [
        .compressed, .expanded, .width(120),
        Fit(target: CGSize(width: 400, height: 10), horizontal: .defaultLow, vertical: .required),
      ])
  }

  /// Two labels side by side that compete for a narrow width.
  @MainActor
  final class Competing {
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    let name = UILabel()
    let date = UILabel()
    init() {
      name.text = "A rather long display name"
      date.text = "Yesterday, 18:42"
      for label in [name, date] {
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
      }
      NSLayoutConstraint.activate([
        name.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
        date.leadingAnchor.constraint(greaterThanOrEqualTo: name.trailingAnchor, constant: 8),
        date.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
        name.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
        name.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
        date.firstBaselineAnchor.constraint(equalTo: name.firstBaselineAnchor),
      ])
    }
  }

  @Test("Hugging and compression priorities changed between fittings decide the next one")
  func prioritiesBetweenFittings() {
    let steps: [(Competing) -> Void] = [
      { _ in },
      { $0.date.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal) },
      { $0.name.setContentCompressionResistancePriority(.required, for: .horizontal) },
      { $0.name.setContentCompressionResistancePriority(.defaultLow, for: .horizontal) },
      { $0.name.setContentHuggingPriority(.defaultLow - 1, for: .horizontal) },
      { $0.date.setContentHuggingPriority(.required, for: .vertical) },
    ]
    let scene = FittingOracle.expectMatchesOracle(
      Competing.init, root: \.cell, steps: steps,
      fits: [.width(180), .expanded, .width(400), .compressed])
    // The cell's own layout afterwards, at its frame, is a fresh cell's.
    let fresh = Competing()
    for step in steps { step(fresh) }
    scene.cell.layoutIfNeeded()
    fresh.cell.layoutIfNeeded()
    #expect(FittingOracle.frames(scene.cell) == FittingOracle.frames(fresh.cell))
  }

  @Test("Constraints activated and deactivated between fittings, alternating the targets")
  func activationBetweenAlternatingTargets() {
    @MainActor
    final class Scene {
      let cell = StackCell()
      lazy var minimum = cell.cell.heightAnchor.constraint(greaterThanOrEqualToConstant: 160)
      lazy var narrow = cell.stack.widthAnchor.constraint(lessThanOrEqualToConstant: 150)
    }
    let steps: [(Scene) -> Void] = [
      { _ in },
      { $0.minimum.isActive = true },
      { $0.narrow.isActive = true },
      { $0.minimum.isActive = false },
      { $0.narrow.constant = 110 },
      { $0.narrow.priority = .defaultHigh },
      { $0.narrow.isActive = false },
    ]
    _ = FittingOracle.expectMatchesOracle(
      Scene.init, root: \.cell.cell, steps: steps,
      fits: [.compressed, .width(320), .expanded, .width(320)])
  }

  /// A cell with a horizontally scrolling row of chips under a title; the row is as tall as
  /// its content.
  @MainActor
  final class ChipsCell {
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let title = UILabel()
    let scroll = UIScrollView()
    let row = UIStackView()

    init() {
      title.text = "Filters"
      row.spacing = 6
      for view in [title, scroll] as [UIView] {
        view.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(view)
      }
      row.translatesAutoresizingMaskIntoConstraints = false
      scroll.addSubview(row)
      let content = scroll.contentLayoutGuide
      let frame = scroll.frameLayoutGuide
      NSLayoutConstraint.activate([
        title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
        title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
        scroll.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
        scroll.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
        scroll.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
        scroll.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
        row.topAnchor.constraint(equalTo: content.topAnchor),
        row.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
        row.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
        row.bottomAnchor.constraint(equalTo: content.bottomAnchor),
        content.heightAnchor.constraint(equalTo: frame.heightAnchor),
      ])
      addChip("All")
    }

    func addChip(_ text: String) {
      let chip = UILabel()
      chip.text = text
      row.addArrangedSubview(chip)
    }
  }

  @Test("A cell with a scrolling row of chips measures like a fresh one as chips change")
  func scrollingChipsCell() {
    let steps: [(ChipsCell) -> Void] = [
      { _ in },
      { $0.addChip("Vegetarian") },
      { $0.row.arrangedSubviews.first?.isHidden = true },
      { $0.row.axis = .vertical },
      { $0.addChip("Gluten free") },
      { $0.row.axis = .horizontal },
      { $0.scroll.contentInset = UIEdgeInsets(top: 4, left: 0, bottom: 4, right: 0) },
      { $0.row.arrangedSubviews.last?.removeFromSuperview() },
    ]
    let scene = FittingOracle.expectMatchesOracle(
      ChipsCell.init, root: \.cell, steps: steps, fits: [.width(320), .compressed])
    // Laid out at its fitted size: the content size is the row's, as in a fresh cell.
    let fresh = ChipsCell()
    for step in steps { step(fresh) }
    for cell in [scene, fresh] {
      cell.cell.frame.size = FittingOracle.size(cell.cell, .width(320))
      cell.cell.layoutIfNeeded()
    }
    #expect(FittingOracle.frames(scene.cell) == FittingOracle.frames(fresh.cell))
    #expect(scene.scroll.contentSize == fresh.scroll.contentSize)
  }

  @Test("A root that sets its own width measures it whatever the target, like a fresh one")
  func rootWithItsOwnSizeConstraints() {
    @MainActor
    final class Scene {
      let cell = StackCell()
      lazy var width = cell.cell.widthAnchor.constraint(equalToConstant: 280)
      lazy var height = cell.cell.heightAnchor.constraint(lessThanOrEqualToConstant: 90)
    }
    let steps: [(Scene) -> Void] = [
      { _ in },
      { $0.width.isActive = true },
      { $0.cell.cell.translatesAutoresizingMaskIntoConstraints = false },
      { $0.height.isActive = true },
      { $0.width.constant = 200 },
      { $0.height.priority = .defaultHigh },
      { $0.width.isActive = false },
    ]
    _ = FittingOracle.expectMatchesOracle(
      Scene.init, root: \.cell.cell, steps: steps,
      fits: [
        .width(320), .compressed,
        Fit(target: CGSize(width: 300, height: 60), horizontal: .required, vertical: .required),
      ])
  }

  @Test(
    "Fitting toward the largest finite height (a common spelling of 'any height') measures the content"
  )
  func largestFiniteTargetHeight() {
    let tall = Fit(
      target: CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude), horizontal: .required,
      vertical: .fittingSizeLevel)
    let endless = Fit(
      target: CGSize(width: 320, height: CGFloat.infinity), horizontal: .required,
      vertical: .fittingSizeLevel)
    let steps: [(StackCell) -> Void] = [
      { _ in },
      { $0.subtitle.text = "Short" },
      { $0.cell.layoutIfNeeded() },
      { $0.subtitle.text = String(repeating: "long text ", count: 20) },
    ]
    let scene = FittingOracle.expectMatchesOracle(
      StackCell.init, root: \.cell, steps: steps, fits: [tall, .width(320), endless])
    let height = FittingOracle.size(scene.cell, .width(320)).height
    #expect(FittingOracle.size(scene.cell, tall) == CGSize(width: 320, height: height))
    // The engine's own solution is intact: a layout at a new frame is a fresh cell's.
    let fresh = StackCell()
    for step in steps { step(fresh) }
    for cell in [scene, fresh] {
      cell.cell.frame.size = CGSize(width: 320, height: height)
      cell.cell.layoutIfNeeded()
    }
    #expect(FittingOracle.frames(scene.cell) == FittingOracle.frames(fresh.cell))
  }

  @Test("Fonts and the layout direction changed between fittings, then layout, as a fresh cell")
  func fontsAndDirectionBetweenFittings() {
    let steps: [(Competing) -> Void] = [
      { _ in },
      { $0.name.font = .systemFont(ofSize: 24) },
      { $0.cell.semanticContentAttribute = .forceRightToLeft },
      { $0.date.font = .systemFont(ofSize: 9) },
      { $0.cell.layoutIfNeeded() },
      { $0.cell.semanticContentAttribute = .unspecified },
    ]
    let scene = FittingOracle.expectMatchesOracle(
      Competing.init, root: \.cell, steps: steps, fits: [.width(260), .compressed])
    let fresh = Competing()
    for step in steps { step(fresh) }
    scene.cell.semanticContentAttribute = .forceRightToLeft
    fresh.cell.semanticContentAttribute = .forceRightToLeft
    for cell in [scene, fresh] {
      cell.cell.frame.size = FittingOracle.size(cell.cell, .compressed)
      cell.cell.layoutIfNeeded()
    }
    #expect(FittingOracle.frames(scene.cell) == FittingOracle.frames(fresh.cell))
    #expect(scene.date.frame.minX == 8)
  }

  @Test("A wrapping label measured on its own, text after text, as a fresh and a hosted label")
  func labelAsRoot() {
    @MainActor
    final class Scene {
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
      init() {
        label.numberOfLines = 0
        label.text = "A caption"
      }
    }
    let steps: [(Scene) -> Void] = [
      { _ in },
      { $0.label.text = String(repeating: "wrapping caption ", count: 7) },
      { $0.label.layoutIfNeeded() },
      { $0.label.numberOfLines = 3 },
      { $0.label.text = nil },
      { $0.label.text = "Back" },
      { $0.label.font = .systemFont(ofSize: 30) },
    ]
    _ = FittingOracle.expectMatchesOracle(
      Scene.init, root: \.label, steps: steps, fits: [.width(150), .compressed, .width(90)])
  }

  @Test("A button measured on its own as its title and insets change, as a fresh one")
  func buttonAsRoot() {
    @MainActor
    final class Scene {
      let button = UIButton(type: .system)
      init() { button.setTitle("Follow", for: .normal) }
    }
    let steps: [(Scene) -> Void] = [
      { _ in },
      { $0.button.setTitle("Following", for: .normal) },
      { $0.button.contentEdgeInsets = UIEdgeInsets(top: 6, left: 12, bottom: 6, right: 12) },
      { $0.button.setImage(Headless.makeImage(size: CGSize(width: 16, height: 16)), for: .normal) },
      { $0.button.setTitle(nil, for: .normal) },
    ]
    _ = FittingOracle.expectMatchesOracle(
      Scene.init, root: \.button, steps: steps, fits: [.compressed, .expanded])
  }

  @Test("A scroll view measured on its own as its content grows, as a fresh and a hosted one")
  func scrollViewAsRoot() {
    @MainActor
    final class Scene {
      let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let column = UIStackView()
      init() {
        column.axis = .vertical
        column.spacing = 4
        column.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(column)
        let content = scroll.contentLayoutGuide
        let frame = scroll.frameLayoutGuide
        let height = frame.heightAnchor.constraint(equalTo: content.heightAnchor)
        height.priority = .defaultLow
        NSLayoutConstraint.activate([
          column.topAnchor.constraint(equalTo: content.topAnchor, constant: 8),
          column.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 8),
          column.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -8),
          column.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -8),
          content.widthAnchor.constraint(equalTo: frame.widthAnchor),
          height,
          frame.heightAnchor.constraint(lessThanOrEqualToConstant: 150),
        ])
        add("First")
      }
      func add(_ text: String) {
        let label = UILabel()
        label.text = text
        column.addArrangedSubview(label)
      }
    }
    let steps: [(Scene) -> Void] = [
      { _ in },
      { $0.add("Second") },
      { $0.add("Third") },
      { $0.scroll.layoutIfNeeded() },
      { for index in 0..<6 { $0.add("More \(index)") } },
      { $0.column.spacing = 10 },
    ]
    _ = FittingOracle.expectMatchesOracle(
      Scene.init, root: \.scroll, steps: steps, fits: [.width(240), .compressed])
  }

  @Test("A spacer layout guide added, resized and removed between fittings, as a fresh cell")
  func layoutGuideBetweenFittings() {
    @MainActor
    final class Scene {
      let cell = Competing()
      let spacer = UILayoutGuide()
      lazy var spacing = spacer.widthAnchor.constraint(equalToConstant: 40)
      func addSpacer() {
        cell.cell.addLayoutGuide(spacer)
        NSLayoutConstraint.activate([
          spacer.leadingAnchor.constraint(equalTo: cell.name.trailingAnchor),
          cell.date.leadingAnchor.constraint(greaterThanOrEqualTo: spacer.trailingAnchor),
          spacer.topAnchor.constraint(equalTo: cell.cell.topAnchor),
          spacer.heightAnchor.constraint(equalToConstant: 1),
          spacing,
        ])
      }
    }
    let steps: [(Scene) -> Void] = [
      { _ in },
      { $0.addSpacer() },
      { $0.spacing.constant = 80 },
      { $0.cell.cell.layoutIfNeeded() },
      { $0.spacing.constant = 10 },
      { $0.cell.cell.removeLayoutGuide($0.spacer) },
    ]
    _ = FittingOracle.expectMatchesOracle(
      Scene.init, root: \.cell.cell, steps: steps, fits: [.compressed, .expanded, .width(240)])
  }
}
