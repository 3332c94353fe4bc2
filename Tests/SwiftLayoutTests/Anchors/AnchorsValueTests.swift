import SwiftLayout
import Testing

/// `Anchors` values share their template storage while a block grows; these check that values
/// made from a common one stay independent.
@MainActor
@Suite("Anchors values")
struct AnchorsValueTests {
  @Test("Values extended from a common one keep their own attributes")
  func extendedFromCommon() {
    let base = Anchors.top.leading
    let first = base.bottom
    let second = base.trailing
    let third = first.width
    #expect(base.attributes == [.top, .leading])
    #expect(first.attributes == [.top, .leading, .bottom])
    #expect(second.attributes == [.top, .leading, .trailing])
    #expect(third.attributes == [.top, .leading, .bottom, .width])
  }

  @Test("Relating one value leaves a value it was made from or shares storage with as it was")
  func relatedFromCommon() throws {
    let root = makeView("root")
    let first = makeView("first")
    let second = makeView("second")
    let base = Anchors.top.leading.bottom
    let shifted = base.equalToSuper(constant: 8).priority(.defaultHigh)
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        first.anchors { base }
        second.anchors { shifted }
      }
    }
    let activation = layout.active()
    let firstConstraints = activation.constraints.filter { $0.firstItem === first }
    let secondConstraints = activation.constraints.filter { $0.firstItem === second }
    #expect(firstConstraints.map(\.firstAttribute) == [.top, .leading, .bottom])
    #expect(firstConstraints.allSatisfy { $0.constant == 0 && $0.priority == .required })
    #expect(secondConstraints.map(\.firstAttribute) == [.top, .leading, .bottom])
    #expect(secondConstraints.allSatisfy { $0.constant == 8 && $0.priority == .defaultHigh })
  }

  @Test("A block of many statements keeps them all, in order")
  func longBlock() throws {
    let root = makeView("root")
    let view = makeView("view")
    let activation = root.sublayout {
      view.anchors {
        Anchors.top.equalToSuper(constant: 1)
        Anchors.leading.equalToSuper(constant: 2)
        Anchors.bottom.equalToSuper(constant: -3)
        Anchors.trailing.equalToSuper(constant: -4)
        Anchors.width.equalTo(constant: 5)
        Anchors.height.equalTo(constant: 6)
        Anchors.centerX.equalToSuper(constant: 7)
      }
    }.active()
    #expect(
      activation.constraints.map(\.firstAttribute) == [
        .top, .leading, .bottom, .trailing, .width, .height, .centerX,
      ])
    #expect(activation.constraints.map(\.constant) == [1, 2, -3, -4, 5, 6, 7])
  }
}
