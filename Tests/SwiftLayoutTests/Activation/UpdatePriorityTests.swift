import SwiftLayout
import Testing

@MainActor
@Suite("update(fromActivation:) with priorities and multipliers that follow state")
struct UpdatePriorityTests {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

  init() {
    root.accessibilityIdentifier = "root"
  }

  @Test("An optional priority changed to another optional one flips which constraint wins")
  func optionalToOptional() throws {
    let box = makeView("box")
    var preferNarrow = true
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        box.anchors {
          Anchors.top.leading
          Anchors.height.equalTo(constant: 10)
          Anchors.width.equalTo(constant: 200).priority(.init(500))
          Anchors.width.equalTo(constant: 100).priority(preferNarrow ? .defaultHigh : .defaultLow)
            .identifier("narrow")
        }
      }
    }
    var activation = layout.active()
    root.layoutIfNeeded()
    #expect(box.frame.width == 100)
    let narrow = try #require(activation.constraints.first { $0.identifier == "narrow" })
    preferNarrow = false
    var issues: [Headless.LayoutIssue] = []
    issues = Headless.LayoutDiagnostics.capture {
      activation = layout.update(fromActivation: activation)
      root.layoutIfNeeded()
    }
    #expect(issues.isEmpty)
    #expect(box.frame.width == 200)
    let after = try #require(activation.constraints.first { $0.identifier == "narrow" })
    #expect(after.priority == .defaultLow && after.isActive)
    // Changing an optional priority of an active constraint is allowed
    // (https://developer.apple.com/documentation/uikit/nslayoutconstraint/priority): kept in place.
    #expect(after === narrow)
    #expect(activation.lastUpdate.constraintsActivated == 0)
    #expect(activation.lastUpdate.constraintsDeactivated == 0)
    #expect(activation.lastUpdate.prioritiesUpdated == 1)
    #expect(box.constraints.filter(\.isActive).count == 3)
    // And back, still in place.
    preferNarrow = true
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(box.frame.width == 100)
    #expect(activation.constraints.first { $0.identifier == "narrow" } === narrow)
  }

  @Test("A composite's optional priority changed by an update changes its constraints in place")
  func compositePriorityInPlace() {
    let card = makeView("card")
    var hugs = true
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        card.anchors {
          Anchors.center()
          Anchors.size(width: 100, height: 100)
          Anchors.allSides(offset: 20).priority(hugs ? .defaultHigh : .defaultLow)
        }
      }
    }
    var activation = layout.active()
    let before = activation.constraints.map(ObjectIdentifier.init)
    root.layoutIfNeeded()
    // Optional edges never beat the required size.
    #expect(card.frame == CGRect(x: 110, y: 190, width: 100, height: 100))
    hugs = false
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(activation.constraints.map(ObjectIdentifier.init) == before)
    #expect(activation.lastUpdate.prioritiesUpdated == 4)
    #expect(activation.constraints.filter { $0.priority == .defaultLow }.count == 4)
    #expect(card.frame == CGRect(x: 110, y: 190, width: 100, height: 100))
    activation.deactive()
  }

  @Test(
    "A required constraint made optional by an update stops a conflict; made required again, it conflicts"
  )
  func requiredOptionalAroundConflict() throws {
    let bar = makeView("bar")
    var isFlexible = false
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        bar.anchors {
          Anchors.horizontal()
          Anchors.top
          Anchors.height.equalTo(constant: 20)
          Anchors.width.equalTo(constant: 400).priority(isFlexible ? .defaultHigh : .required)
        }
      }
    }
    var activation: Activation?
    var result = collecting {
      activation = layout.active()
      root.layoutIfNeeded()
    }
    let first = try #require(result.uikit.first { $0.kind == .unsatisfiableConstraints })
    #expect(first.constraints.contains("bar.width == 400"))
    isFlexible = true
    result = collecting {
      activation = layout.update(fromActivation: activation)
      root.layoutIfNeeded()
    }
    #expect(result.uikit.isEmpty)
    #expect(bar.frame == CGRect(x: 0, y: 0, width: 320, height: 20))
    isFlexible = false
    result = collecting {
      activation = layout.update(fromActivation: activation)
      root.layoutIfNeeded()
    }
    // The required constraint is remade, never refused or trapped. (Whether it is reported again
    // depends on the constraint broken the first time, which keeps its recovery: UIKit does not
    // document what it does with a broken constraint once the conflict is gone.)
    #expect(result.uikit.allSatisfy { $0.kind != .unsupportedPriorityChange })
    let width = try #require(activation?.constraints.first { $0.firstAttribute == .width })
    #expect(width.priority == .required && width.isActive)
    #expect(bar.constraints.filter(\.isActive).count == 2)
    activation?.deactive()
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
    var issues: [Headless.LayoutIssue] = []
    issues = Headless.LayoutDiagnostics.capture {
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
    issues = Headless.LayoutDiagnostics.capture {
      activation = layout.update(fromActivation: activation)
      root.layoutIfNeeded()
    }
    #expect(issues.isEmpty)
    #expect(panel.frame.width == 160)
    #expect(root.constraints.filter { ($0.firstItem as? UIView) === panel }.count == 3)
    #expect(panel.constraints.count == 2)
    activation.deactive()
  }
}
