import SwiftLayout
import Testing

/// Layout code written the way a SwiftLayout user writes a screen, checked frame by frame and
/// constraint by constraint.
@MainActor
@Suite("User scenarios: the DSL")
struct UserScenarioTests {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

  init() {
    root.accessibilityIdentifier = "root"
  }

  @Test("sublayout and anchors chain in either order with the same constraints and frames")
  func chainingOrders() {
    let card = makeView("card")
    let title = makeView("title")
    let first = root.sublayout {
      card.anchors {
        Anchors.cap(offset: 16)
        Anchors.height.equalTo(constant: 100)
      }.sublayout {
        title.anchors {
          Anchors.center
          Anchors.size.equalTo(width: 100, height: 20)
        }
      }
    }.active()
    root.layoutIfNeeded()
    let frames = [card.frame, title.frame]
    let constraints = describe(first.constraints)
    first.deactive()
    #expect(card.superview == nil && title.superview == nil)
    let second = root.sublayout {
      card.sublayout {
        title.anchors {
          Anchors.center
          Anchors.size.equalTo(width: 100, height: 20)
        }
      }.anchors {
        Anchors.cap(offset: 16)
        Anchors.height.equalTo(constant: 100)
      }
    }.active()
    root.layoutIfNeeded()
    #expect([card.frame, title.frame] == frames)
    #expect(describe(second.constraints) == constraints)
    #expect(card.frame == CGRect(x: 16, y: 16, width: 288, height: 100))
    #expect(title.frame == CGRect(x: 94, y: 40, width: 100, height: 20))
    second.deactive()
  }

  @Test("Identifiers as targets, also for views declared later; an unknown one is a diagnostic")
  func identifierTargets() {
    let header = makeView("header")
    let body = makeView("body")
    let footer = makeView("footer")
    let activation = root.sublayout {
      header.anchors {
        Anchors.cap()
        Anchors.height.equalTo(constant: 44)
      }
      body.anchors {
        Anchors.top.equalTo("headerView", attribute: .bottom, constant: 8)
        Anchors.bottom.equalTo("footerView", attribute: .top, constant: -8)
        Anchors.horizontal()
        Anchors.width.equalTo("missingView")
      }
      footer.identifying("footerView").anchors {
        Anchors.shoe()
        Anchors.height.equalTo(constant: 60)
      }
    }
    .active()
    _ = header
    root.layoutIfNeeded()
    // "headerView" names nothing (header was never identified); "footerView" is declared after
    // the constraint that uses it.
    #expect(body.frame.maxY == 412)
    #expect(activation.diagnostics.count == 2)
    #expect(activation.diagnostics.contains { $0.message.contains("headerView") })
    #expect(activation.diagnostics.contains { $0.message.contains("missingView") })
    #expect(activation.viewForIdentifier("footerView") === footer)
    activation.deactive()
  }

  @Test("A view that moves between parents on update leaves its old constraints behind")
  func moveBetweenParents() {
    let left = makeView("left")
    let right = makeView("right")
    let badge = makeView("badge")
    var inLeft = true
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        left.anchors {
          Anchors.top.leading
          Anchors.size.equalTo(width: 100, height: 100)
        }.sublayout {
          if inLeft {
            badge.anchors {
              Anchors.top.trailing
              Anchors.size.equalTo(width: 10, height: 10)
            }
          }
        }
        right.anchors {
          Anchors.top.trailing
          Anchors.size.equalTo(width: 100, height: 100)
        }.sublayout {
          if !inLeft {
            badge.anchors {
              Anchors.top.leading
              Anchors.size.equalTo(width: 20, height: 20)
            }
          }
        }
      }
    }
    var activation = layout.active()
    root.layoutIfNeeded()
    #expect(badge.superview === left)
    #expect(badge.frame == CGRect(x: 90, y: 0, width: 10, height: 10))
    inLeft = false
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(badge.superview === right)
    #expect(badge.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(activation.diagnostics.isEmpty)
    #expect(!left.constraints.contains { ($0.firstItem as? UIView) === badge })
    #expect(
      describe(activation.constraints.filter { ($0.firstItem as? UIView) === badge }) == [
        "badge.height == 20", "badge.leading == right.leading", "badge.top == right.top",
        "badge.width == 20",
      ])
    inLeft = true
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(badge.superview === left)
    #expect(badge.frame == CGRect(x: 90, y: 0, width: 10, height: 10))
    activation.deactive()
  }

  @Test("for-in reorders: after an update the subviews stand in the declared order")
  func reorderWithFor() {
    let views = ["a", "b", "c", "d"].map { makeView($0) }
    var order = [0, 1, 2, 3]
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        for index in order {
          views[index].anchors {
            Anchors.leading
            Anchors.size.equalTo(width: 10, height: 10)
          }
        }
      }
    }
    var activation = layout.active()
    order = [3, 1, 0]
    activation = layout.update(fromActivation: activation)
    #expect(root.subviews.map(\.accessibilityIdentifier) == ["d", "b", "a"])
    #expect(views[2].superview == nil)
    order = [2, 0, 3, 1]
    activation = layout.update(fromActivation: activation)
    #expect(root.subviews.map(\.accessibilityIdentifier) == ["c", "a", "d", "b"])
    #expect(activation.constraints.count == 12)
    activation.deactive()
    #expect(root.subviews.isEmpty)
  }

  enum ScreenState {
    case loading
    case content(String)
    case failed
  }

  @Test("switch over screen states swaps the views and their constraints")
  func switchStates() {
    let spinner = makeView("spinner")
    let list = makeView("list")
    let errorLabel = makeView("error")
    var state = ScreenState.loading
    var configured: [String] = []
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        switch state {
        case .loading:
          spinner.anchors {
            Anchors.center
            Anchors.size.equalTo(width: 40, height: 40)
          }
        case .content(let title):
          list.config { configured.append(title + ":\($0.accessibilityIdentifier ?? "")") }
            .anchors { Anchors.allSides() }
        case .failed:
          errorLabel.anchors {
            Anchors.horizontal(offset: 20)
            Anchors.centerY
            Anchors.height.equalTo(constant: 30)
          }
        }
      }
    }
    var activation = layout.active()
    root.layoutIfNeeded()
    #expect(spinner.frame == CGRect(x: 140, y: 220, width: 40, height: 40))
    state = .content("Menu")
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(same(root.subviews, [list]))
    #expect(list.frame == root.bounds)
    #expect(configured == ["Menu:list"])
    state = .failed
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(same(root.subviews, [errorLabel]))
    #expect(errorLabel.frame == CGRect(x: 20, y: 225, width: 280, height: 30))
    #expect(activation.constraints.count == 4)
    activation.deactive()
  }

  @Test("Priorities and multipliers that follow state: required↔optional is remade, not refused")
  func stateDrivenPriorityAndMultiplier() throws {
    let panel = makeView("panel")
    var isCompact = false
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        panel.anchors {
          Anchors.top.leading
          Anchors.height.equalTo(constant: 50)
          Anchors.width.equalToSuper().multiplier(isCompact ? 0.25 : 0.5)
          Anchors.width.lessThanOrEqualTo(constant: 100)
            .priority(isCompact ? .required : .defaultHigh)
        }
      }
    }
    var activation = layout.active()
    root.layoutIfNeeded()
    // width == 160 (required) beats width <= 100 @750.
    #expect(panel.frame.width == 160)
    isCompact = true
    var issues: [LayoutIssue] = []
    issues = LayoutDiagnostics.capture {
      activation = layout.update(fromActivation: activation)
      root.layoutIfNeeded()
    }
    #expect(issues.isEmpty)
    #expect(panel.frame.width == 80)
    let cap = try #require(
      activation.constraints.first { $0.relation == .lessThanOrEqual })
    #expect(cap.priority == .required && cap.isActive)
    let share = try #require(
      activation.constraints.first { $0.secondItem === root && $0.firstAttribute == .width })
    #expect(share.multiplier == 0.25 && share.isActive)
    #expect(activation.constraints.filter(\.isActive).count == 5)
    isCompact = false
    issues = LayoutDiagnostics.capture {
      activation = layout.update(fromActivation: activation)
      root.layoutIfNeeded()
    }
    #expect(issues.isEmpty)
    #expect(panel.frame.width == 160)
    #expect(root.constraints.filter { ($0.firstItem as? UIView) === panel }.count == 3)
    #expect(panel.constraints.count == 2)
    activation.deactive()
  }

  @Test("A constant-only change keeps the constraint objects and counts one constant update")
  func constantOnlyUpdate() {
    let sheet = makeView("sheet")
    var offset: CGFloat = 0
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        sheet.anchors {
          Anchors.top.equalToSuper(attribute: .bottom, constant: -offset)
          Anchors.horizontal()
          Anchors.height.equalTo(constant: 200)
        }
      }
    }
    var activation = layout.active()
    let before = activation.constraints.map(ObjectIdentifier.init)
    offset = 200
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(activation.constraints.map(ObjectIdentifier.init) == before)
    #expect(activation.lastUpdate.constantsUpdated == 1)
    #expect(activation.lastUpdate.constraintsActivated == 0)
    #expect(sheet.frame == CGRect(x: 0, y: 280, width: 320, height: 200))
    activation = layout.update(fromActivation: activation)
    #expect(activation.lastUpdate == LayoutUpdateStatistics())
    activation.deactive()
  }

  @Test("Constraints to a view in another tree: a diagnostic, the rest applies")
  func otherTree() {
    let elsewhere = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let stranger = makeView("stranger")
    elsewhere.addSubview(stranger)
    let label = makeView("label")
    var diagnostics: [LayoutDiagnostic] = []
    let previous = LayoutDiagnostic.handler
    LayoutDiagnostic.handler = { diagnostics.append($0) }
    defer { LayoutDiagnostic.handler = previous }
    var activation: Activation?
    let issues = LayoutDiagnostics.capture {
      activation = root.sublayout {
        label.anchors {
          Anchors.top.equalTo(stranger)
          Anchors.leading.top
          Anchors.size.equalTo(width: 30, height: 30)
        }
      }.active()
      root.layoutIfNeeded()
    }
    #expect(label.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
    #expect(label.superview === root)
    // UIKit raises when such a constraint is activated (NSLayoutConstraint.isActive: "the
    // closest common ancestor"; "…because they have no common ancestor… That's illegal."), so
    // the README's promise ("constraints whose items have no common ancestor" are diagnostics,
    // not crashes) needs SwiftLayout to leave it out itself, before UIKit sees it: no
    // HeadlessUIKit issue, one SwiftLayout diagnostic.
    #expect(issues.isEmpty)
    #expect(activation?.diagnostics.count == 1)
    #expect(activation?.diagnostics.first?.message.contains("stranger") == true)
    #expect(diagnostics == activation?.diagnostics)
    #expect(activation?.constraints.allSatisfy { $0.isActive } == true)
    #expect(activation?.constraints.count == 4)
    activation?.deactive()
  }

  @Test("Layout guides as nodes: equal spacers centre a group of two buttons")
  func guideSpacers() {
    let leftSpace = UILayoutGuide()
    let rightSpace = UILayoutGuide()
    let cancel = makeView("cancel")
    let done = makeView("done")
    let activation = root.sublayout {
      leftSpace.anchors {
        Anchors.leading
        Anchors.top.height
      }
      cancel.anchors {
        Anchors.leading.equalTo(leftSpace, attribute: .trailing)
        Anchors.top.equalToSuper(constant: 10)
        Anchors.size.equalTo(width: 80, height: 44)
      }
      done.anchors {
        Anchors.leading.equalTo(cancel, attribute: .trailing, constant: 20)
        Anchors.top.equalTo(cancel)
        Anchors.size.equalTo(cancel)
      }
      rightSpace.anchors {
        Anchors.leading.equalTo(done, attribute: .trailing)
        Anchors.trailing
        Anchors.top.height
        Anchors.width.equalTo(leftSpace)
      }
    }.active()
    root.layoutIfNeeded()
    #expect(root.layoutGuides.count == 2)
    #expect(root.layoutGuides.first === leftSpace && root.layoutGuides.last === rightSpace)
    #expect(cancel.frame == CGRect(x: 70, y: 10, width: 80, height: 44))
    #expect(done.frame == CGRect(x: 170, y: 10, width: 80, height: 44))
    #expect(leftSpace.layoutFrame.width == 70 && rightSpace.layoutFrame.width == 70)
    activation.deactive()
    #expect(!root.layoutGuides.contains { $0 === leftSpace || $0 === rightSpace })
  }

  @Test("finalActive keeps everything in place with no activation to hold")
  func finalActiveKeeps() {
    let banner = makeView("banner")
    root.sublayout {
      banner.anchors {
        Anchors.cap()
        Anchors.height.equalTo(constant: 30)
      }
    }.finalActive()
    root.layoutIfNeeded()
    #expect(banner.superview === root)
    #expect(banner.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
    #expect(root.constraints.filter(\.isActive).count == 3)
    #expect(!banner.translatesAutoresizingMaskIntoConstraints)
    #expect(root.translatesAutoresizingMaskIntoConstraints)
  }

  @Test("Dropping the last reference to an activation takes the layout away; views are freed")
  func releaseDeactivates() {
    weak var weakChild: UIView?
    weak var weakActivation: Activation?
    do {
      let child = makeView("child")
      weakChild = child
      var activation: Activation? = root.sublayout {
        child.anchors { Anchors.allSides() }
      }.active()
      weakActivation = activation
      #expect(child.superview === root)
      activation = nil
      _ = activation
    }
    #expect(weakActivation == nil)
    #expect(weakChild == nil)
    #expect(root.subviews.isEmpty && root.constraints.isEmpty)
  }

  @Test("RTL: leading offsets in anchors flip with a forced right-to-left root")
  func rightToLeftAnchors() {
    root.semanticContentAttribute = .forceRightToLeft
    let icon = makeView("icon")
    let label = makeView("label")
    let activation = root.sublayout {
      icon.anchors {
        Anchors.leading.equalToSuper(constant: 16)
        Anchors.top
        Anchors.size.equalTo(width: 24, height: 24)
      }
      label.anchors {
        Anchors.leading.equalTo(icon, attribute: .trailing, constant: 8)
        Anchors.trailing.equalToSuper(constant: -16)
        Anchors.top.height.equalTo(icon)
      }
    }.active()
    root.layoutIfNeeded()
    #expect(icon.frame == CGRect(x: 280, y: 0, width: 24, height: 24))
    #expect(label.frame == CGRect(x: 16, y: 0, width: 256, height: 24))
    activation.deactive()
  }

  @Test("A stack view's arranged order follows the layout; plain subviews stay plain on update")
  func stackReorder() {
    let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
    stack.distribution = .fillEqually
    let items = ["one", "two", "three"].map { makeView($0) }
    let badge = makeView("badge")
    var order = [0, 1, 2]
    @LayoutBuilder var layout: some Layout {
      stack.sublayout {
        for index in order { items[index] }
        badge.asPlainSubview().anchors {
          Anchors.top.trailing
          Anchors.size.equalTo(width: 8, height: 8)
        }
      }
    }
    var activation = layout.active()
    stack.layoutIfNeeded()
    #expect(stack.arrangedSubviews.map(\.accessibilityIdentifier) == ["one", "two", "three"])
    order = [2, 0, 1]
    activation = layout.update(fromActivation: activation)
    stack.layoutIfNeeded()
    #expect(stack.arrangedSubviews.map(\.accessibilityIdentifier) == ["three", "one", "two"])
    #expect(items.map(\.frame.minX) == [100, 200, 0])
    #expect(badge.superview === stack && !stack.arrangedSubviews.contains { $0 === badge })
    #expect(badge.frame == CGRect(x: 292, y: 0, width: 8, height: 8))
    activation.deactive()
    #expect(stack.arrangedSubviews.isEmpty && stack.subviews.isEmpty)
  }
}

/// A screen that owns its layout, the way the talk's view controllers do.
@MainActor
final class ProfileHeaderView: UIView, Layoutable {
  var activation: Activation?
  let avatar = makeView("avatar")
  let name = makeView("name")
  let badge = makeView("badge")
  var evaluations = 0

  @LayoutProperty(.deferred) var isVerified = false
  @LayoutProperty(.deferred) var avatarSize: CGFloat = 40
  @AnimatableLayoutProperty(duration: 0.25) var isExpanded = false

  @LayoutBuilder var layout: some Layout {
    let _ = count()
    self.sublayout {
      avatar.anchors {
        Anchors.top.leading.equalToSuper(constant: 16)
        Anchors.size.equalTo(width: avatarSize, height: avatarSize)
      }
      name.anchors {
        Anchors.leading.equalTo(avatar, attribute: .trailing, constant: 12)
        Anchors.centerY.equalTo(avatar)
        Anchors.height.equalTo(constant: 20)
        Anchors.width.equalTo(constant: isExpanded ? 200 : 100)
      }
      if isVerified {
        badge.anchors {
          Anchors.leading.equalTo(name, attribute: .trailing, constant: 4)
          Anchors.centerY.equalTo(name)
          Anchors.size.equalTo(width: 16, height: 16)
        }
      }
    }
  }

  private func count() -> Int {
    evaluations += 1
    return evaluations
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    accessibilityIdentifier = "profile"
    sl.updateLayout()
  }

  required init?(coder: NSCoder) { nil }
}

@MainActor
@Suite("User scenarios: Layoutable screens")
struct LayoutableScenarioTests {
  @Test("Deferred properties coalesce into one layout evaluation, applied on flush")
  func deferredCoalesce() {
    let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
    #expect(header.evaluations == 1)
    header.isVerified = true
    header.avatarSize = 60
    header.isVerified = true
    #expect(header.evaluations == 1)
    #expect(header.badge.superview == nil)
    #expect(LayoutUpdateMode.hasDeferredUpdates)
    LayoutUpdateMode.flushDeferredUpdates()
    #expect(header.evaluations == 2)
    header.layoutIfNeeded()
    #expect(header.avatar.frame == CGRect(x: 16, y: 16, width: 60, height: 60))
    #expect(header.badge.superview === header)
    #expect(header.badge.frame == CGRect(x: 16 + 60 + 12 + 100 + 4, y: 38, width: 16, height: 16))
  }

  @Test("An animatable property records the frame change of the views it moves")
  func animatableProperty() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
    let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
    window.addSubview(header)
    window.layoutIfNeeded()
    #expect(header.name.frame.width == 100)
    header.isExpanded = true
    let record = try #require(AnimationRecorder.animations(of: header.name).last)
    #expect(record.fromFrame.width == 100 && record.toFrame.width == 200)
    #expect(record.duration == 0.25)
    #expect(header.name.frame.width == 200)
    AnimationRecorder.finishPendingAnimations()
  }

  @Test("Releasing a Layoutable view frees it and the views its layout made")
  func releaseOwner() {
    weak var weakHeader: ProfileHeaderView?
    weak var weakAvatar: UIView?
    do {
      let header = ProfileHeaderView(frame: .zero)
      weakHeader = header
      weakAvatar = header.avatar
      #expect(header.avatar.superview === header)
    }
    #expect(weakHeader == nil)
    #expect(weakAvatar == nil)
  }
}
