import SwiftLayout
import Testing

/// A module whose constant comes from outside, to check that updates reach into modules.
@MainActor
struct InsetModule: ModularLayout {
  let card: UIView
  let badge: UIView
  let inset: CGFloat

  var layout: some Layout {
    card.sublayout {
      badge.anchors {
        Anchors.top.equalToSuper(constant: inset)
        Anchors.size.equalTo(width: 10, height: 10)
      }
    }
  }
}

/// The constraint of `activation` whose first item is `view` and first attribute `attribute`.
@MainActor
func constraint(
  of activation: Activation, _ view: UIView, _ attribute: NSLayoutConstraint.Attribute
) -> NSLayoutConstraint? {
  activation.constraints.first { $0.firstItem === view && $0.firstAttribute == attribute }
}

@MainActor
@Suite("Constants-only updates")
struct ConstantsOnlyUpdateTests {
  @Test("A constant changed deep inside a for loop and an if branch is changed in place")
  func deepConstant() throws {
    let root = makeView("root")
    let rows = (0..<5).map { makeView("row\($0)") }
    let cells = rows.map { row in
      (0..<3).map { makeView("\(row.accessibilityIdentifier ?? "")c\($0)") }
    }
    var tall: CGFloat = 44
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        for (index, row) in rows.enumerated() {
          row.anchors { Anchors.top.leading }.sublayout {
            for cell in cells[index] {
              cell.anchors {
                if index == 3 {
                  Anchors.height.equalTo(constant: tall)
                } else {
                  Anchors.height.equalTo(constant: 20)
                }
              }
            }
          }
        }
      }
    }
    let activation = layout.active()
    let before = activation.constraints
    tall = 60
    layout.update(fromActivation: activation)
    #expect(activation.lastUpdate.constantsUpdated == 3)
    #expect(activation.lastUpdate.constraintsActivated == 0)
    #expect(activation.lastUpdate.constraintsDeactivated == 0)
    #expect(activation.lastUpdate.itemsAdded == 0)
    #expect(activation.constraints.count == before.count)
    #expect(zip(activation.constraints, before).allSatisfy { $0 === $1 })
    for cell in cells[3] {
      #expect(try #require(constraint(of: activation, cell, .height)).constant == 60)
    }
    #expect(try #require(constraint(of: activation, cells[2][0], .height)).constant == 20)
  }

  @Test("A constant changed inside a modular layout is changed in place")
  func moduleConstant() throws {
    let root = makeView("root")
    let card = makeView("card")
    let badge = makeView("badge")
    var inset: CGFloat = 4
    @LayoutBuilder var layout: some Layout {
      root.sublayout { InsetModule(card: card, badge: badge, inset: inset) }
    }
    let activation = layout.active()
    let top = try #require(constraint(of: activation, badge, .top))
    inset = 9
    layout.update(fromActivation: activation)
    #expect(activation.lastUpdate.constantsUpdated == 1)
    #expect(constraint(of: activation, badge, .top) === top)
    #expect(top.constant == 9)
    #expect(top.isActive)
  }

  @Test("Naming the second attribute, then leaving it out, keeps the constraint")
  func secondAttributeNamedThenLeftOut() throws {
    let root = makeView("root")
    let first = makeView("first")
    let label = makeView("label")
    var namesAttribute = true
    var gap: CGFloat = 4
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        first.anchors { Anchors.top.leading }
        label.anchors {
          if namesAttribute {
            Anchors.top.equalTo(first, attribute: .top, constant: gap)
          } else {
            Anchors.top.equalTo(first, constant: gap)
          }
        }
      }
    }
    let activation = layout.active()
    let top = try #require(constraint(of: activation, label, .top))
    namesAttribute = false
    gap = 10
    layout.update(fromActivation: activation)
    #expect(activation.lastUpdate.constantsUpdated == 1)
    #expect(activation.lastUpdate.constraintsActivated == 0)
    #expect(activation.lastUpdate.constraintsDeactivated == 0)
    #expect(constraint(of: activation, label, .top) === top)
    #expect(top.secondAttribute == .top)
    #expect(top.constant == 10)
    #expect(top.isActive)
  }

  @Test("A target switched to another view of the same shape makes a new constraint")
  func sameShapeOtherTarget() throws {
    let root = makeView("root")
    let first = makeView("first")
    let second = makeView("second")
    let label = makeView("label")
    var followsFirst = true
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        first.anchors {
          Anchors.top.equalToSuper()
          Anchors.height.equalTo(constant: 10)
        }
        second.anchors {
          Anchors.top.equalToSuper()
          Anchors.height.equalTo(constant: 10)
        }
        label.anchors {
          Anchors.top.equalTo(followsFirst ? first : second, attribute: .bottom, constant: 4)
        }
      }
    }
    let activation = layout.active()
    #expect(activation.diagnostics.isEmpty)
    let old = try #require(constraint(of: activation, label, .top))
    followsFirst = false
    layout.update(fromActivation: activation)
    let new = try #require(constraint(of: activation, label, .top))
    #expect(new !== old)
    #expect(new.secondItem === second)
    #expect(!old.isActive)
    #expect(activation.lastUpdate.constraintsActivated == 1)
    #expect(activation.lastUpdate.constraintsDeactivated == 1)
    #expect(activation.lastUpdate.constantsUpdated == 0)
  }

  @Test("Two identical-looking views swapped are moved, not taken for a constants change")
  func swappedTwins() {
    let root = makeView("root")
    let left = makeView("left")
    let right = makeView("right")
    var swapped = false
    var width: CGFloat = 10
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        for view in swapped ? [right, left] : [left, right] {
          view.anchors { Anchors.width.equalTo(constant: width) }
        }
      }
    }
    let activation = layout.active()
    swapped = true
    width = 12
    layout.update(fromActivation: activation)
    #expect(same(root.subviews, [right, left]))
    #expect(activation.lastUpdate.itemsAdded == 1)
    #expect(activation.constraints.allSatisfy { $0.constant == 12 && $0.isActive })
    #expect(activation.constraints.count == 2)
  }

  @Test("Another optional priority is not a constants change; it is changed in place")
  func priorityChange() throws {
    let root = makeView("root")
    let view = makeView("view")
    var priority = UILayoutPriority.defaultHigh
    @LayoutBuilder var layout: some Layout {
      root.sublayout { view.anchors { Anchors.height.equalTo(constant: 5).priority(priority) } }
    }
    let activation = layout.active()
    let old = try #require(constraint(of: activation, view, .height))
    priority = .defaultLow
    layout.update(fromActivation: activation)
    let new = try #require(constraint(of: activation, view, .height))
    // UIKit allows changing an active constraint between optional priorities.
    #expect(new === old)
    #expect(new.priority == .defaultLow)
    #expect(activation.lastUpdate.constantsUpdated == 0)
    #expect(activation.lastUpdate.prioritiesUpdated == 1)
    #expect(activation.lastUpdate.constraintsDeactivated == 0)
  }

  @Test("A constraint deactivated by hand and a view removed by hand come back")
  func manualChanges() throws {
    let root = makeView("root")
    let view = makeView("view")
    let other = makeView("other")
    var height: CGFloat = 5
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        view.anchors { Anchors.height.equalTo(constant: height) }
        other.anchors { Anchors.height.equalTo(constant: 7) }
      }
    }
    let activation = layout.active()
    let kept = try #require(constraint(of: activation, other, .height))
    kept.isActive = false
    height = 6
    layout.update(fromActivation: activation)
    #expect(kept.isActive)
    #expect(try #require(constraint(of: activation, view, .height)).constant == 6)
    #expect(activation.lastUpdate.constraintsActivated == 1)

    view.removeFromSuperview()
    height = 8
    layout.update(fromActivation: activation)
    #expect(view.superview === root)
    #expect(same(root.subviews, [view, other]))
    let restored = try #require(constraint(of: activation, view, .height))
    #expect(restored.isActive)
    #expect(restored.constant == 8)
  }

  @Test("A sibling reordered by hand is not re-added; one moved to another parent comes back")
  func handMovedSiblings() throws {
    let root = makeView("root")
    let box = makeView("box")
    let views = (0..<3).map { makeView("v\($0)") }
    var width: CGFloat = 10
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        box
        for view in views { view.anchors { Anchors.width.equalTo(constant: width) } }
      }
    }
    let activation = layout.active()
    root.insertSubview(views[2], at: 0)
    width = 11
    layout.update(fromActivation: activation)
    #expect(activation.lastUpdate.itemsAdded == 0)
    #expect(activation.lastUpdate.constantsUpdated == 3)
    #expect(views.allSatisfy { $0.superview === root })

    box.addSubview(views[1])
    width = 12
    layout.update(fromActivation: activation)
    #expect(views[1].superview === root)
    #expect(activation.lastUpdate.itemsAdded == 1)
    #expect(activation.constraints.allSatisfy { $0.isActive && $0.constant == 12 })
  }

  @Test("A root item's constraints follow its current superview")
  func rootSuperview() throws {
    let firstContainer = makeView("firstContainer")
    let secondContainer = makeView("secondContainer")
    let root = makeView("root")
    let child = makeView("child")
    firstContainer.addSubview(root)
    var inset: CGFloat = 1
    @LayoutBuilder var layout: some Layout {
      root.anchors { Anchors.top.equalToSuper(constant: inset) }.sublayout { child }
    }
    let activation = layout.active()
    #expect(try #require(constraint(of: activation, root, .top)).secondItem === firstContainer)
    secondContainer.addSubview(root)
    inset = 2
    layout.update(fromActivation: activation)
    let top = try #require(constraint(of: activation, root, .top))
    #expect(top.secondItem === secondContainer)
    #expect(top.constant == 2)
    #expect(top.isActive)
  }

  @Test("An identifier that moves to another view takes its constraints along")
  func movedIdentifier() throws {
    let root = makeView("root")
    let first = UIView(frame: .zero)
    let second = UIView(frame: .zero)
    let label = makeView("label")
    var firstIsTarget = true
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        if firstIsTarget {
          first.identifying("target")
          second
        } else {
          first
          second.identifying("target")
        }
        label.anchors { Anchors.top.equalTo("target", attribute: .bottom) }
      }
    }
    let activation = layout.active()
    #expect(try #require(constraint(of: activation, label, .top)).secondItem === first)
    firstIsTarget = false
    layout.update(fromActivation: activation)
    #expect(try #require(constraint(of: activation, label, .top)).secondItem === second)
  }

  @Test("In a large layout, a view named again is found: a later parent wins over a root mention")
  func largeLayoutRepeatedView() {
    let root = makeView("root")
    let views = (0..<300).map { makeView("v\($0)") }
    let late = views[150]
    @LayoutBuilder var layout: some Layout {
      late.anchors { Anchors.width.equalTo(constant: 5) }
      root.sublayout {
        for view in views where view !== late { view }
        views[0].sublayout { late.anchors { Anchors.height.equalTo(constant: 6) } }
      }
    }
    let activation = layout.active()
    #expect(late.superview === views[0])
    #expect(root.subviews.count == 299)
    #expect(activation.views.count == 301)
    #expect(activation.constraints.count == 2)
    #expect(activation.constraints.allSatisfy { $0.firstItem === late && $0.isActive })
    layout.update(fromActivation: activation)
    #expect(activation.lastUpdate == LayoutUpdateStatistics())
  }

  @Test("Diagnostics are reported again by an update that changes nothing")
  func diagnosticsRepeat() {
    var reported: [LayoutDiagnostic] = []
    let saved = LayoutDiagnostic.handler
    LayoutDiagnostic.handler = { reported.append($0) }
    defer { LayoutDiagnostic.handler = saved }
    let root = makeView("root")
    let view = makeView("view")
    @LayoutBuilder var layout: some Layout {
      root.sublayout { view.anchors { Anchors.top.equalTo("missing") } }
    }
    let activation = layout.active()
    #expect(activation.diagnostics.count == 1)
    layout.update(fromActivation: activation)
    #expect(activation.diagnostics.count == 1)
    #expect(reported.count == 2)
  }
}
