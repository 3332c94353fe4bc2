import SwiftLayout
import Testing

@MainActor
@Suite("Constraint updaters")
struct ConstraintUpdaterTests {
  let root = makeView("root")
  let child = makeView("child")

  @Test("SwiftLayout T20: a constant-only update keeps the priority, and vice versa")
  func constantKeepsPriority() {
    let activation = root.sublayout {
      child.anchors { Anchors.height.equalTo(constant: 10).identifier("h").priority(.defaultHigh) }
    }.active()
    #expect(activation.updateConstraints(identifier: "h", constant: 20) == 1)
    #expect(describe(activation.constraints) == ["child.height == 20 @750 #h"])
    activation.updateConstraints(identifier: "h", priority: .defaultLow)
    #expect(describe(activation.constraints) == ["child.height == 20 @250 #h"])
    activation.updateConstraints(identifier: "h", priority: .required)
    #expect(describe(activation.constraints) == ["child.height == 20 #h"])
    #expect(activation.constraints.allSatisfy { $0.isActive })
  }

  @Test("An update with the same declaration brings back a constant set by identifier")
  func updateRestoresDeclaredConstant() {
    var height: CGFloat = 10
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        child.anchors {
          Anchors.top.leading
          Anchors.width.equalTo(constant: 30)
          Anchors.height.equalTo(constant: height).identifier("h")
        }
      }
    }
    let activation = layout.active()
    let declared = activation.constraints
    #expect(activation.updateConstraints(identifier: "h", constant: 40) == 1)
    // Unchanged declaration: the update compares with the constant the activation holds.
    layout.update(fromActivation: activation)
    #expect(activation.lastUpdate.constantsUpdated == 1)
    #expect(describe(activation.constraints).contains("child.height == 10 #h"))
    #expect(activation.updateConstraints(identifier: "h", constant: 40) == 1)
    // A changed declaration too.
    height = 12
    layout.update(fromActivation: activation)
    #expect(activation.lastUpdate.constantsUpdated == 1)
    #expect(describe(activation.constraints).contains("child.height == 12 #h"))
    #expect(zip(declared, activation.constraints).allSatisfy { $0 === $1 })
    activation.deactive()
  }

  @Test("SwiftLayout T20: one identifier on a composite updates both constraints")
  func composite() {
    let activation = root.sublayout {
      child.anchors { Anchors.horizontal.equalToSuper(constant: 10).identifier("h") }
    }.active()
    #expect(activation.updateConstraints(identifier: "h", constant: 5) == 2)
    #expect(activation.constraints.allSatisfy { $0.constant == 5 })
  }

  @Test("SwiftLayout T20: predicates narrow, unknown identifiers and deactivated ones do nothing")
  func predicates() {
    var activation: Activation? = root.sublayout {
      child.anchors { Anchors.horizontal(offset: 10).identifier("h") }
    }.active()
    #expect(
      activation?.updateConstraints(identifier: "h", where: { $0.constant > 0 }, constant: 3) == 1)
    #expect(activation?.constraints.map(\.constant).sorted() == [-10, 3])
    #expect(activation?.updateConstraints(identifier: "unknown", constant: 1) == 0)
    activation?.deactive()
    #expect(activation?.updateConstraints(identifier: "h", constant: 1) == 0)
    activation = nil
    #expect(activation?.updateConstraints(identifier: "h", constant: 1) == nil)
  }

  @Test("SwiftLayout T20: an attribute filter changes only that attribute")
  func attributeFilter() {
    let activation = root.sublayout {
      child.anchors { Anchors.size.equalTo(width: 100, height: 50).identifier("size") }
    }.active()
    activation.updateConstraints(identifier: "size", attribute: .width, constant: 10)
    #expect(
      describe(activation.constraints) == ["child.height == 50 #size", "child.width == 10 #size"])
  }
}
