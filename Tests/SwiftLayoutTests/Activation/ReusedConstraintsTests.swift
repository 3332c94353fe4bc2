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
}
