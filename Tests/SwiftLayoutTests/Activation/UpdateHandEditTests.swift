import SwiftLayout
import Testing

/// A view of a fixed intrinsic size, as an icon or a fixed-size control would be.
@MainActor
final class IntrinsicBox: UIView {
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
final class BadgedProfileCard: UIView, Layoutable {
  var activation: Activation?
  let stack = UIStackView().then {
    $0.axis = .vertical
    $0.spacing = 8
    $0.accessibilityIdentifier = "stack"
  }
  let name = IntrinsicBox("name", 100, 20)
  let badge = IntrinsicBox("badge", 24, 24)
  let bio = IntrinsicBox("bio", 200, 40)

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

/// A row that turns into a column when narrow, by configuration of its stack.
@MainActor
final class AdaptiveStackRow: UIView, Layoutable {
  var activation: Activation?
  let stack = UIStackView()
  let icon = IntrinsicBox("icon", 40, 40)
  let title = IntrinsicBox("title", 120, 20)

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
@Suite("update(fromActivation:) around the user's own edits to the hierarchy")
struct UpdateHandEditTests {
  @Test("A Hook constraint the user adds to a view the DSL manages survives the DSL's update")
  func hookOnDSLViewSurvivesUpdate() {
    let card = BadgedProfileCard(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let tall = card.badge.hook.height(constant: 30)
    card.layoutIfNeeded()
    #expect(card.badge.frame.height == 30)
    #expect(card.bio.frame.minY == 66)
    card.badgeInStack = false
    card.badgeInStack = true
    card.layoutIfNeeded()
    #expect(tall.constraints.allSatisfy { $0.isActive })
    #expect(card.badge.frame.height == 30)
    #expect(card.bio.frame.minY == 66)
  }

  @Test("An arranged view the user hides by hand stays hidden and collapsed across updates")
  func hiddenByHandStaysHidden() {
    let card = makeCard()
    card.name.isHidden = true
    card.layoutIfNeeded()
    #expect(card.badge.frame.minY == 0)
    card.badgeInStack = false
    card.badgeInStack = true
    card.layoutIfNeeded()
    #expect(card.name.isHidden)
    #expect(card.badge.frame.minY == 0)
    #expect(card.bio.frame.minY == 32)
  }

  @Test("A background view the user inserts at the back stays behind the DSL's views")
  func backgroundStaysBehind() {
    let card = makeCard()
    let background = UIView(frame: card.bounds)
    card.insertSubview(background, at: 0)
    card.badgeInStack = false
    #expect(same(card.subviews, [background, card.stack, card.badge]))
    card.badgeInStack = true
    #expect(same(card.subviews, [background, card.stack]))
    card.layoutIfNeeded()
    #expect(background.frame == CGRect(x: 0, y: 0, width: 320, height: 200))
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
    let footnote = IntrinsicBox("footnote", 80, 12)
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

  @Test("A constraint the user made to a view the DSL removes goes with it, as UIKit removes it")
  func userConstraintGoesWithRemovedView() {
    let card = BadgedProfileCard(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
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
    Headless.AnimationRecorder.finishPendingAnimations()
    // removeFromSuperview(): "Calling this method removes any constraints that refer to the
    // view you are removing".
    #expect(!below.isActive)
    card.isCompact = false
    Headless.AnimationRecorder.finishPendingAnimations()
    #expect(!below.isActive)
    #expect(card.bio.superview === card.stack)
  }

  @Test("A frame-based view added next to a layout keeps its frame and mask through updates")
  func frameBasedNeighbour() {
    let (window, _, root) = makeControllerScreen()
    let card = makeView("card")
    var height: CGFloat = 100
    func layout() -> some Layout {
      root.sublayout {
        card.anchors {
          Anchors.top.equalTo(root.safeAreaLayoutGuide)
          Anchors.leading.trailing
          Anchors.height.equalTo(constant: height)
        }
      }
    }
    var activation = layout().active()
    // A legacy badge placed by frame, resized by its mask.
    let badge = UIView(frame: CGRect(x: 330, y: 60, width: 50, height: 20))
    badge.accessibilityIdentifier = "badge"
    badge.autoresizingMask = [.flexibleLeftMargin]
    root.addSubview(badge)
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 0, y: 47, width: 390, height: 100))
    #expect(badge.frame == CGRect(x: 330, y: 60, width: 50, height: 20))
    height = 150
    activation = layout().update(fromActivation: activation)
    window.layoutIfNeeded()
    #expect(card.frame.height == 150)
    #expect(badge.translatesAutoresizingMaskIntoConstraints)
    #expect(badge.superview === root)
    #expect(badge.frame == CGRect(x: 330, y: 60, width: 50, height: 20))
    // Rotating: the flexible left margin takes the whole width change.
    window.headless.transition(
      to: CGSize(width: 844, height: 390),
      safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    window.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 784, y: 60, width: 50, height: 20))
    #expect(card.frame == CGRect(x: 0, y: 0, width: 844, height: 150))
    activation.deactive()
  }

  let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

  init() {
    root.accessibilityIdentifier = "root"
  }

  @Test("A root with its own anchors, moved by the user into another container, follows it")
  func rootMovedToAnotherContainer() {
    let first = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    first.accessibilityIdentifier = "first"
    let second = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    second.accessibilityIdentifier = "second"
    let panel = makeView("panel")
    let label = makeView("label")
    panel.translatesAutoresizingMaskIntoConstraints = false
    first.addSubview(panel)
    @LayoutBuilder var layout: some Layout {
      panel.anchors { Anchors.allSides(offset: 10) }.sublayout {
        label.anchors {
          Anchors.cap()
          Anchors.height.equalTo(constant: 20)
        }
      }
    }
    var activation = layout.active()
    first.layoutIfNeeded()
    #expect(panel.frame == CGRect(x: 10, y: 10, width: 280, height: 280))
    second.addSubview(panel)
    let result = collecting {
      activation = layout.update(fromActivation: activation)
      second.layoutIfNeeded()
    }
    #expect(result.dsl.isEmpty && result.uikit.isEmpty)
    #expect(panel.superview === second)
    #expect(panel.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
    #expect(label.frame == CGRect(x: 0, y: 0, width: 180, height: 20))
    #expect(first.constraints.isEmpty)
    activation.deactive()
    #expect(panel.superview === second)
    #expect(second.constraints.isEmpty)
  }

  @Test("An update puts back a view that other code removed or moved since the last one")
  func repairsTouchedViews() {
    let title = makeView("title")
    let body = makeView("body")
    let other = makeView("other")
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        title.anchors {
          Anchors.cap()
          Anchors.height.equalTo(constant: 40)
        }
        body.anchors {
          Anchors.top.equalTo(title, attribute: .bottom)
          Anchors.shoe()
        }
      }
    }
    var activation = layout.active()
    title.removeFromSuperview()
    other.addSubview(body)
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(same(root.subviews, [title, body]))
    #expect(title.frame == CGRect(x: 0, y: 0, width: 320, height: 40))
    #expect(body.frame == CGRect(x: 0, y: 40, width: 320, height: 440))
    #expect(activation.constraints.count == 8)
    #expect(activation.constraints.allSatisfy { $0.isActive })
    activation.deactive()
  }
}
