import SwiftLayout
import Testing

/// A badge that lays out its own dot: nested inside another Layoutable view.
@MainActor
private final class BadgeView: UIView, Layoutable {
  var activation: Activation?
  let dot = makeView("dot")
  @LayoutProperty var dotSize: CGFloat = 8

  @LayoutBuilder var layout: some Layout {
    self.sublayout {
      dot.anchors {
        Anchors.top.trailing
        Anchors.size(width: dotSize, height: dotSize)
      }
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    accessibilityIdentifier = "badge"
    self.sl.updateLayout()
  }

  required init?(coder: NSCoder) { nil }
}

/// A cell that puts a nested badge on its left or right, and lays out two labels.
@MainActor
private final class CellView: UIView, Layoutable {
  var activation: Activation?
  let badge = BadgeView(frame: .zero)
  let title = makeView("title")
  let detail = makeView("detail")
  @LayoutProperty var badgeOnLeft = true
  @LayoutProperty var inset: CGFloat = 8
  @LayoutProperty var showsDetail = false

  @LayoutBuilder var layout: some Layout {
    self.sublayout {
      badge.anchors {
        Anchors.top.equalToSuper(constant: inset)
        if badgeOnLeft {
          Anchors.leading.equalToSuper(constant: inset)
        } else {
          Anchors.trailing.equalToSuper(constant: -inset)
        }
        Anchors.size(width: 40, height: 40)
      }
      title.anchors {
        Anchors.top.equalToSuper(constant: inset)
        Anchors.height.equalTo(constant: 20)
        if badgeOnLeft {
          Anchors.leading.equalTo(badge, attribute: .trailing, constant: inset)
          Anchors.trailing.equalToSuper(constant: -inset)
        } else {
          Anchors.leading.equalToSuper(constant: inset)
          Anchors.trailing.equalTo(badge, attribute: .leading, constant: -inset)
        }
      }
      if showsDetail {
        detail.anchors {
          Anchors.top.equalTo(title, attribute: .bottom, constant: 4)
          Anchors.leading.trailing.equalTo(title)
          Anchors.height.equalTo(constant: 16)
        }
      }
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    accessibilityIdentifier = "cell"
    self.sl.updateLayout()
  }

  required init?(coder: NSCoder) { nil }
}

/// A view that switches to a compact layout from `layoutSubviews`, as apps do on width.
@MainActor
private final class AdaptiveView: UIView, Layoutable {
  var activation: Activation?
  let icon = makeView("icon")
  let label = makeView("label")
  var passes = 0
  @LayoutProperty var isCompact = false

  @LayoutBuilder var layout: some Layout {
    self.sublayout {
      icon.anchors {
        Anchors.top.leading
        Anchors.size(width: 40, height: 40)
      }
      label.anchors {
        if isCompact {
          Anchors.top.equalTo(icon, attribute: .bottom)
          Anchors.leading
        } else {
          Anchors.top
          Anchors.leading.equalTo(icon, attribute: .trailing)
        }
        Anchors.size(width: 100, height: 20)
      }
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    self.sl.updateLayout()
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    passes += 1
    let compact = bounds.width < 300
    if compact != isCompact { isCompact = compact }
  }
}

/// A drawer whose width and offset animate together.
@MainActor
final class DrawerView: UIView, Layoutable {
  var activation: Activation?
  let panel = makeView("panel")
  let handle = makeView("handle")
  @AnimatableLayoutProperty(duration: 0.3) var isOpen = false

  @LayoutBuilder var layout: some Layout {
    self.sublayout {
      panel.anchors {
        Anchors.vertical()
        Anchors.width.equalTo(constant: isOpen ? 200 : 0)
        Anchors.leading
      }
      handle.anchors {
        Anchors.leading.equalTo(panel, attribute: .trailing)
        Anchors.centerY
        Anchors.size(width: 20, height: 60)
      }
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    self.sl.updateLayout()
  }

  required init?(coder: NSCoder) { nil }
}

@MainActor
@Suite("Layout properties switch layouts and move views between containers")
struct LayoutablePropertyTests {
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

  @Test("A layout property that reconfigures the stack's axis lays the row out as a column")
  func configSwitchesAxis() {
    let row = AdaptiveStackRow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
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

  @Test("A nested Layoutable keeps its own subviews and constraints through the outer updates")
  func nestedLayoutable() {
    let cell = CellView(frame: CGRect(x: 0, y: 0, width: 300, height: 80))
    cell.layoutIfNeeded()
    #expect(cell.badge.frame == CGRect(x: 8, y: 8, width: 40, height: 40))
    #expect(cell.badge.dot.frame == CGRect(x: 32, y: 0, width: 8, height: 8))
    #expect(cell.title.frame == CGRect(x: 56, y: 8, width: 236, height: 20))
    cell.badgeOnLeft = false
    cell.layoutIfNeeded()
    #expect(cell.badge.frame == CGRect(x: 252, y: 8, width: 40, height: 40))
    #expect(cell.title.frame == CGRect(x: 8, y: 8, width: 236, height: 20))
    #expect(same(cell.badge.subviews, [cell.badge.dot]))
    #expect(cell.badge.activation?.constraints.allSatisfy { $0.isActive } == true)
    #expect(cell.badge.dot.frame == CGRect(x: 32, y: 0, width: 8, height: 8))
    cell.badge.dotSize = 12
    cell.layoutIfNeeded()
    #expect(cell.badge.dot.frame == CGRect(x: 28, y: 0, width: 12, height: 12))
    #expect(cell.activation?.lastUpdate.constraintsActivated == 3)
  }

  @Test("Several layout properties set in one turn end in the layout of the last state")
  func severalPropertiesInOneTurn() {
    let cell = CellView(frame: CGRect(x: 0, y: 0, width: 300, height: 80))
    cell.layoutIfNeeded()
    let constraintsBefore = cell.constraints.count
    var issues: [Headless.LayoutIssue] = []
    issues = Headless.LayoutDiagnostics.capture {
      cell.badgeOnLeft = false
      cell.inset = 12
      cell.showsDetail = true
      cell.layoutIfNeeded()
    }
    #expect(issues.isEmpty)
    #expect(cell.badge.frame == CGRect(x: 248, y: 12, width: 40, height: 40))
    #expect(cell.title.frame == CGRect(x: 12, y: 12, width: 224, height: 20))
    #expect(cell.detail.frame == CGRect(x: 12, y: 36, width: 224, height: 16))
    #expect(cell.constraints.count == constraintsBefore + 3)
    cell.badgeOnLeft = true
    cell.inset = 8
    cell.showsDetail = false
    cell.layoutIfNeeded()
    #expect(cell.constraints.count == constraintsBefore)
    #expect(cell.detail.superview == nil)
    #expect(cell.title.frame == CGRect(x: 56, y: 8, width: 236, height: 20))
  }

  @Test("A layout property set in layoutSubviews switches the layout within one layoutIfNeeded")
  func propertyFromLayoutSubviews() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
    let adaptive = AdaptiveView(frame: .zero)
    var width: CGFloat = 400
    @LayoutBuilder var layout: some Layout {
      container.sublayout {
        adaptive.anchors {
          Anchors.top.leading
          Anchors.height.equalTo(constant: 100)
          Anchors.width.equalTo(constant: width)
        }
      }
    }
    var activation = layout.active()
    container.layoutIfNeeded()
    #expect(!adaptive.isCompact)
    #expect(adaptive.label.frame == CGRect(x: 40, y: 0, width: 100, height: 20))
    width = 250
    activation = layout.update(fromActivation: activation)
    let passes = adaptive.passes
    container.layoutIfNeeded()
    #expect(adaptive.isCompact)
    #expect(adaptive.label.frame == CGRect(x: 0, y: 40, width: 100, height: 20))
    #expect(adaptive.passes - passes <= 3)
    // A second layoutIfNeeded has nothing left to do.
    let settled = adaptive.passes
    container.layoutIfNeeded()
    #expect(adaptive.passes == settled)
    activation.deactive()
  }
}
