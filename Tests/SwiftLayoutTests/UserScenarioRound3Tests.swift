import SwiftLayout
import Testing

/// A view of a fixed intrinsic size, as an icon or a fixed-size control would be.
@MainActor
final class Round3Box: UIView {
  let size: CGSize

  init(_ name: String, _ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
    accessibilityIdentifier = name
  }

  required init?(coder: NSCoder) {
    size = .zero
    super.init(coder: coder)
  }

  override var intrinsicContentSize: CGSize { size }
}

/// A profile card: a vertical stack of a name and a bio, and a badge that lives in the stack or
/// floats over the card's corner.
@MainActor
final class Round3ProfileCard: UIView, Layoutable {
  var activation: Activation?
  let stack = UIStackView().then {
    $0.axis = .vertical
    $0.spacing = 8
    $0.accessibilityIdentifier = "stack"
  }
  let name = Round3Box("name", 100, 20)
  let badge = Round3Box("badge", 24, 24)
  let bio = Round3Box("bio", 200, 40)

  @LayoutProperty var badgeInStack = true
  @AnimatableLayoutProperty(duration: 0.3) var isCompact = false
  @LayoutProperty(.deferred) var showsBio = true

  @LayoutBuilder var layout: some Layout {
    self.sublayout {
      stack.anchors {
        Anchors.top.leading.trailing.equalToSuper(inwardOffset: 16)
      }.sublayout {
        name
        if badgeInStack { badge }
        if showsBio && !isCompact { bio }
      }
      if !badgeInStack {
        badge.anchors {
          Anchors.top.equalToSuper(constant: 4)
          Anchors.trailing.equalToSuper(constant: -4)
        }
      }
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    sl.updateLayout(.forced)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

/// A third round of user scenarios for the DSL: stacks and plain parents toggled by layout
/// properties, update modes, and a user's own views and constraints next to the DSL's.
@MainActor
@Suite("User scenarios, round 3: DSL with stacks, update modes and a user's own edits")
struct UserScenarioRound3Tests {
  func makeCard() -> Round3ProfileCard {
    Round3ProfileCard(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
  }

  @Test("A layout property moves the badge out of the stack onto the card's corner and back")
  func badgeMovesBetweenStackAndCard() {
    let card = makeCard()
    #expect(same(card.stack.arrangedSubviews, [card.name, card.badge, card.bio]))
    #expect(card.badge.frame == CGRect(x: 0, y: 28, width: 288, height: 24))
    #expect(card.bio.frame.minY == 60)
    card.badgeInStack = false
    card.layoutIfNeeded()
    #expect(card.badge.superview === card)
    #expect(same(card.stack.arrangedSubviews, [card.name, card.bio]))
    #expect(same(card.subviews, [card.stack, card.badge]))
    #expect(card.badge.frame == CGRect(x: 292, y: 4, width: 24, height: 24))
    #expect(card.bio.frame.minY == 28)
    #expect(card.stack.frame == CGRect(x: 16, y: 16, width: 288, height: 68))
    card.badgeInStack = true
    card.layoutIfNeeded()
    #expect(card.badge.superview === card.stack)
    #expect(same(card.stack.arrangedSubviews, [card.name, card.badge, card.bio]))
    #expect(card.badge.frame == CGRect(x: 0, y: 28, width: 288, height: 24))
    #expect(card.constraints.allSatisfy { $0.firstItem !== card.badge })
    #expect(card.activation?.diagnostics.isEmpty == true)
  }

  @Test("An animatable property takes a view out of the stack inside an animation")
  func animatableRemovesFromStack() throws {
    let card = makeCard()
    card.isCompact = true
    #expect(card.bio.superview == nil)
    #expect(same(card.stack.arrangedSubviews, [card.name, card.badge]))
    #expect(card.stack.frame.height == 52)
    let record = try #require(AnimationRecorder.animations(of: card.stack).last)
    #expect(record.fromFrame.height == 100 && record.toFrame.height == 52)
    #expect(record.duration == 0.3)
    AnimationRecorder.finishPendingAnimations()
    card.isCompact = false
    #expect(card.bio.superview === card.stack)
    #expect(card.bio.frame == CGRect(x: 0, y: 60, width: 288, height: 40))
    AnimationRecorder.finishPendingAnimations()
  }

  @Test("A subview and constraints the user adds by hand survive the DSL's updates")
  func userSubviewSurvivesUpdates() {
    let card = makeCard()
    let ribbon = UIView()
    ribbon.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(ribbon)
    let ribbonConstraints = [
      ribbon.bottomAnchor.constraint(equalTo: card.bottomAnchor),
      ribbon.leadingAnchor.constraint(equalTo: card.leadingAnchor),
      ribbon.trailingAnchor.constraint(equalTo: card.trailingAnchor),
      ribbon.heightAnchor.constraint(equalToConstant: 10),
    ]
    NSLayoutConstraint.activate(ribbonConstraints)
    card.badgeInStack = false
    card.badgeInStack = true
    card.sl.updateLayout(.forced)
    #expect(ribbon.superview === card)
    #expect(ribbonConstraints.allSatisfy { $0.isActive })
    #expect(ribbon.frame == CGRect(x: 0, y: 190, width: 320, height: 10))
    #expect(card.stack.frame.minY == 16)
  }

  @Test("A constraint the user adds between two DSL views stays active across updates")
  func userConstraintBetweenDSLViews() {
    let card = makeCard()
    card.badgeInStack = false
    // The user keeps the badge level with the name, replacing nothing the DSL made.
    let level = card.badge.centerYAnchor.constraint(equalTo: card.name.centerYAnchor)
    level.priority = .defaultHigh
    level.isActive = true
    card.layoutIfNeeded()
    // Required top (4) wins over the optional centring; the user's constraint is still there.
    #expect(card.badge.frame.minY == 4)
    card.showsBio = false
    LayoutUpdateMode.flushDeferredUpdates()
    card.layoutIfNeeded()
    #expect(level.isActive)
    #expect(card.bio.superview == nil)
    #expect(card.stack.frame.height == 20)
  }

  @Test("An arranged view the user adds to a DSL stack by hand keeps its place on update")
  func userArrangedViewInDSLStack() {
    let card = makeCard()
    let footnote = Round3Box("footnote", 80, 12)
    card.stack.addArrangedSubview(footnote)
    card.layoutIfNeeded()
    #expect(footnote.frame.minY == 108)
    card.badgeInStack = false
    card.layoutIfNeeded()
    #expect(footnote.superview === card.stack)
    #expect(same(card.stack.arrangedSubviews, [card.name, card.bio, footnote]))
    #expect(footnote.frame.minY == 76)
    card.badgeInStack = true
    card.layoutIfNeeded()
    #expect(same(card.stack.arrangedSubviews, [card.name, card.badge, card.bio, footnote]))
    #expect(footnote.frame.minY == 108)
  }

  @Test("Deferred updates interleaved with hand edits: the flush applies the last state")
  func deferredInterleavedWithHandEdits() {
    let card = makeCard()
    card.showsBio = false
    // Before the flush, the hierarchy is as it was, and hand edits apply at once.
    #expect(card.bio.superview === card.stack)
    card.stack.spacing = 4
    card.layoutIfNeeded()
    #expect(card.bio.frame.minY == 52)
    card.showsBio = true
    card.showsBio = false
    #expect(LayoutUpdateMode.hasDeferredUpdates)
    LayoutUpdateMode.flushDeferredUpdates()
    #expect(!LayoutUpdateMode.hasDeferredUpdates)
    card.layoutIfNeeded()
    #expect(card.bio.superview == nil)
    // The user's spacing is not the DSL's business: it stays.
    #expect(card.stack.spacing == 4)
    #expect(card.stack.frame.height == 48)
  }

  @Test("A forced update moves the frames before it returns; an immediate one waits for layout")
  func forcedAndImmediate() {
    let card = makeCard()
    card.showsBio = false
    LayoutUpdateMode.flushDeferredUpdates()
    card.layoutIfNeeded()
    #expect(card.stack.frame.height == 52)
    // Immediate (the badge property): the hierarchy changes, the frames wait.
    card.badgeInStack = false
    #expect(card.badge.superview === card)
    #expect(card.stack.frame.height == 52)
    card.layoutIfNeeded()
    #expect(card.stack.frame.height == 20)
    // Forced: frames change before updateLayout returns.
    card.showsBio = true
    card.sl.updateLayout(.forced)
    #expect(card.stack.frame.height == 68)
    LayoutUpdateMode.flushDeferredUpdates()
    #expect(card.stack.frame.height == 68)
  }
}

/// A row that turns into a column when narrow, by configuration of its stack.
@MainActor
final class Round3AdaptiveRow: UIView, Layoutable {
  var activation: Activation?
  let stack = UIStackView()
  let icon = Round3Box("icon", 40, 40)
  let title = Round3Box("title", 120, 20)

  @LayoutProperty var isNarrow = false

  @LayoutBuilder var layout: some Layout {
    self.sublayout {
      stack.config {
        $0.axis = self.isNarrow ? .vertical : .horizontal
        $0.alignment = self.isNarrow ? .center : .fill
        $0.spacing = self.isNarrow ? 4 : 12
      }.anchors {
        Anchors.top.leading.trailing.equalToSuper()
      }.sublayout {
        icon
        title
      }
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    sl.updateLayout(.forced)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

@MainActor
@Suite("User scenarios, round 3: a stack configured from state")
struct UserScenarioRound3AdaptiveTests {
  @Test("A layout property that reconfigures the stack's axis lays the row out as a column")
  func configSwitchesAxis() {
    let row = Round3AdaptiveRow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    // Row, fill: the icon takes the slack (equal hugging; the first view stretches).
    #expect(row.icon.frame == CGRect(x: 0, y: 0, width: 168, height: 40))
    #expect(row.title.frame == CGRect(x: 180, y: 0, width: 120, height: 40))
    row.isNarrow = true
    row.layoutIfNeeded()
    #expect(row.stack.axis == .vertical)
    #expect(row.icon.frame == CGRect(x: 130, y: 0, width: 40, height: 40))
    #expect(row.title.frame == CGRect(x: 90, y: 44, width: 120, height: 20))
    #expect(row.stack.frame.height == 64)
    row.isNarrow = false
    row.layoutIfNeeded()
    #expect(row.title.frame == CGRect(x: 180, y: 0, width: 120, height: 40))
  }

  @Test("A constraint the user made to a view the DSL removes goes with it, as UIKit removes it")
  func userConstraintGoesWithRemovedView() {
    let card = Round3ProfileCard(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let note = UIView()
    note.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(note)
    let below = note.topAnchor.constraint(equalTo: card.bio.bottomAnchor, constant: 4)
    NSLayoutConstraint.activate([
      below, note.leadingAnchor.constraint(equalTo: card.leadingAnchor),
      note.widthAnchor.constraint(equalToConstant: 10),
      note.heightAnchor.constraint(equalToConstant: 10),
    ])
    card.layoutIfNeeded()
    #expect(note.frame.minY == 120)  // 16 + 100 + 4
    card.isCompact = true
    AnimationRecorder.finishPendingAnimations()
    // removeFromSuperview(): "Calling this method removes any constraints that refer to the
    // view you are removing".
    #expect(!below.isActive)
    card.isCompact = false
    AnimationRecorder.finishPendingAnimations()
    #expect(!below.isActive)
    #expect(card.bio.superview === card.stack)
  }
}
