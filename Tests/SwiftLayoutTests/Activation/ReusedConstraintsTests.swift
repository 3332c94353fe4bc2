import SwiftLayout
import Testing

/// Updates that change a branch while the items around it keep their constraints (which an
/// update takes from the kept ones instead of resolving them again).
@MainActor
@Suite("Updates around a changed branch")
struct ReusedConstraintsTests {
  @Test("A flipped branch with constants changed around it: kept constraints updated in place")
  func branchWithConstants() throws {
    let root = makeView("root")
    let rows = (0..<4).map { makeView("row\($0)") }
    let plain = makeView("plain")
    let alternative = makeView("alternative")
    var flipped = false
    var inset: CGFloat = 8
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        for (index, row) in rows.enumerated() {
          row.anchors {
            Anchors.top.equalToSuper(constant: inset * CGFloat(index))
            Anchors.height.equalTo(constant: 20)
          }.sublayout {
            if index == 2 {
              if flipped {
                alternative.anchors { Anchors.leading.equalToSuper(constant: inset) }
              } else {
                plain.anchors { Anchors.leading.equalToSuper(constant: inset) }
              }
            }
          }
        }
      }
    }
    let activation = layout.active()
    let before = activation.constraints
    flipped = true
    inset = 10
    layout.update(fromActivation: activation)
    #expect(activation.lastUpdate.constraintsActivated == 1)
    #expect(activation.lastUpdate.constraintsDeactivated == 1)
    #expect(activation.lastUpdate.itemsAdded == 1)
    #expect(activation.lastUpdate.itemsRemoved == 1)
    // The rows' top constraints of rows 1–3 changed constant (row 0's stays 0).
    #expect(activation.lastUpdate.constantsUpdated == 3)
    #expect(activation.constraints.count == before.count)
    for (index, row) in rows.enumerated() {
      let top = try #require(constraint(of: activation, row, .top))
      #expect(top.constant == 10 * CGFloat(index))
      #expect(before.contains { $0 === top })
    }
    let leading = try #require(constraint(of: activation, alternative, .leading))
    #expect(leading.constant == 10)
    #expect(leading.secondItem === rows[2])
    #expect(plain.superview == nil)
  }

  @Test("An identifier target after a flipped branch follows the view it names now")
  func identifierAfterBranch() throws {
    let root = makeView("root")
    let first = makeView("first")
    let second = makeView("second")
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
    firstIsTarget = false
    layout.update(fromActivation: activation)
    let top = try #require(constraint(of: activation, label, .top))
    #expect(top.secondItem === second)
    #expect(activation.constraints.count == 1)
  }

  @Test("A view moved to another parent around a flipped branch gets new constraints")
  func movedAroundBranch() throws {
    let root = makeView("root")
    let left = makeView("left")
    let right = makeView("right")
    let moving = makeView("moving")
    let branch = makeView("branch")
    var moved = false
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        left.sublayout {
          if !moved {
            moving.anchors { Anchors.top.equalToSuper(constant: 4) }
          }
        }
        if moved { branch }
        right.sublayout {
          if moved {
            moving.anchors { Anchors.top.equalToSuper(constant: 4) }
          }
        }
      }
    }
    let activation = layout.active()
    moved = true
    layout.update(fromActivation: activation)
    let top = try #require(constraint(of: activation, moving, .top))
    #expect(top.secondItem === right)
    #expect(top.isActive)
    #expect(moving.superview === right)
    #expect(activation.constraints.count == 1)
  }

  @Test("Constraints that differ only in their constant, between changed items: kept in order")
  func repeatedKeysBetweenChanges() throws {
    let root = makeView("root")
    let first = makeView("first")
    let before = makeView("before")
    let middle = makeView("middle")
    let after = makeView("after")
    let last = makeView("last")
    var inserts = false
    var widths: (CGFloat, CGFloat) = (10, 20)
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        first.anchors { Anchors.top.equalToSuper() }
        if inserts { before.anchors { Anchors.top.equalToSuper() } }
        middle.anchors {
          Anchors.width.greaterThanOrEqualTo(constant: widths.0)
          Anchors.width.greaterThanOrEqualTo(constant: widths.1)
        }
        if inserts { after.anchors { Anchors.top.equalToSuper() } }
        last.anchors { Anchors.top.equalToSuper() }
      }
    }
    func widthConstraints(_ activation: Activation) -> [NSLayoutConstraint] {
      activation.constraints.filter { $0.firstItem === middle && $0.firstAttribute == .width }
    }
    let activation = layout.active()
    let kept = widthConstraints(activation)
    #expect(kept.map(\.constant) == [10, 20])
    inserts = true
    widths = (30, 40)
    layout.update(fromActivation: activation)
    // The new views' constraints are made; the middle view's two are kept, the first declared
    // taking the first constant, both changed in place.
    #expect(activation.lastUpdate.constraintsActivated == 2)
    #expect(activation.lastUpdate.constraintsDeactivated == 0)
    #expect(activation.lastUpdate.constantsUpdated == 2)
    let updated = widthConstraints(activation)
    #expect(updated.count == 2)
    #expect(updated.map(\.constant) == [30, 40])
    let sameObjects = updated.count == kept.count && zip(updated, kept).allSatisfy { $0 === $1 }
    #expect(sameObjects)
    #expect(updated.filter(\.isActive).count == 2)
    #expect(activation.constraints.count == 6)
  }
}

@MainActor
@Suite("Reusing unchanged items when a later declaration changes an earlier item")
struct ReusedItemsRedeclaredLaterTests {
  @Test("An item declared alone, then again under a parent, is placed and constrained there")
  func rootMentionThenChild() throws {
    let root = makeView("root")
    let card = makeView("card")
    let label = makeView("label")
    let box = makeView("box")
    let other = makeView("other")
    var movesLabel = false
    @LayoutBuilder var layout: some Layout {
      root.sublayout { card }
      label
      box.sublayout {
        if movesLabel {
          label.anchors { Anchors.top.equalToSuper(constant: 3) }
        } else {
          other.anchors { Anchors.top.equalToSuper(constant: 5) }
        }
      }
    }
    let activation = layout.active()
    movesLabel = true
    layout.update(fromActivation: activation)
    #expect(label.superview === box)
    #expect(other.superview == nil)
    let constraints = activation.constraints
    #expect(constraints.count == 1)
    let top = try #require(constraints.first)
    #expect(top.firstItem === label)
    #expect(top.constant == 3)
    #expect(top.isActive)
  }

  @Test("An item declared again later with more anchors keeps the earlier ones and gains those")
  func childThenMoreAnchors() throws {
    let root = makeView("root")
    let card = makeView("card")
    let label = makeView("label")
    let badge = makeView("badge")
    var anchorsLabel = false
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        card
        label
      }
      if anchorsLabel {
        label.anchors { Anchors.top.equalToSuper(constant: 2) }
      } else {
        badge.anchors { Anchors.width.equalTo(constant: 10) }
      }
    }
    let activation = layout.active()
    anchorsLabel = true
    layout.update(fromActivation: activation)
    #expect(label.superview === root)
    let constraints = activation.constraints
    #expect(constraints.count == 1)
    let top = try #require(constraints.first)
    #expect(top.firstItem === label)
    #expect(top.firstAttribute == .top)
    #expect(top.secondItem === root)
    #expect(top.constant == 2)
    #expect(top.isActive)
  }

  @Test("A view named alone, then declared inside the view it holds now, swaps places with it")
  func namedAloneThenMovedIntoItsChild() {
    let root = makeView("root")
    let outer = makeView("outer")
    let inner = makeView("inner")
    var swapped = false
    @LayoutBuilder var layout: some Layout {
      if swapped { inner }
      root.sublayout {
        if swapped {
          outer.sublayout { inner }
        } else {
          inner.sublayout { outer }
        }
      }
    }
    let activation = layout.active()
    #expect(outer.superview === inner)
    swapped = true
    layout.update(fromActivation: activation)
    #expect(outer.superview === root)
    #expect(inner.superview === outer)
    #expect(activation.diagnostics.isEmpty)
  }
}
