import SwiftLayout
import Testing

@MainActor
@Suite("Conditional syntax")
struct ConditionalSyntaxTests {
  enum Choice { case first, second, third }

  let root = makeView("root")
  let red = makeView("red")
  let trueView = makeView("true")
  let falseView = makeView("false")

  @Test("SwiftLayout T23: if/else picks one branch", arguments: [true, false])
  func ifElse(flag: Bool) {
    root.sublayout {
      red
      if flag { trueView } else { falseView }
    }.finalActive()
    #expect(same(root.subviews, [red, flag ? trueView : falseView]))
  }

  @Test(
    "SwiftLayout T23: switch picks the chosen case", arguments: [Choice.first, .second, .third])
  func switchCase(choice: Choice) {
    let views = [makeView("a"), makeView("b"), makeView("c")]
    root.sublayout {
      switch choice {
      case .first: views[0]
      case .second: views[1]
      case .third: views[2]
      }
    }.finalActive()
    let index = choice == .first ? 0 : choice == .second ? 1 : 2
    #expect(same(root.subviews, [views[index]]))
  }

  @Test("SwiftLayout T23: if let adds the view only when present", arguments: [true, false])
  func ifLet(present: Bool) {
    let optional: UIView? = present ? red : nil
    root.sublayout {
      if let optional { optional.anchors { Anchors.allSides() } }
    }.finalActive()
    #expect(same(root.subviews, present ? [red] : []))
  }

  @Test("SwiftLayout T23: for-in keeps order, with more than ten children")
  func forIn() {
    let views = (0..<25).map { makeView("v\($0)") }
    root.sublayout {
      for view in views { view }
    }.finalActive()
    #expect(same(root.subviews, views))
  }

  @Test("Conditions work inside anchors, and availability checks compile")
  func anchorsControlFlow() {
    var pinned = true
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        red.anchors {
          if pinned {
            Anchors.top.equalToSuper(constant: 4)
          } else {
            Anchors.bottom
          }
          for attribute in [Anchors.leading, Anchors.trailing] { attribute }
          if #available(macOS 10.0, iOS 9.0, *) { Anchors.width.equalTo(constant: 10) }
        }
        if #available(macOS 10.0, iOS 9.0, *) { trueView }
      }
    }
    let activation = layout.active()
    #expect(
      describe(activation.constraints) == [
        "red.leading == root.leading", "red.top == root.top + 4", "red.trailing == root.trailing",
        "red.width == 10",
      ])
    pinned = false
    layout.update(fromActivation: activation)
    #expect(describe(activation.constraints).contains("red.bottom == root.bottom"))
    #expect(activation.lastUpdate.constraintsActivated == 1)
    #expect(activation.lastUpdate.constraintsDeactivated == 1)
  }

  @Test("More than ten statements in one block, of mixed kinds")
  func manyStatements() {
    let views = (0..<14).map { makeView("v\($0)") }
    let guide = UILayoutGuide()
    root.sublayout {
      views[0]
      views[1].anchors { Anchors.top }
      views[2]
      views[3].sublayout { views[4] }
      views[5]
      guide
      views[6]
      views[7]
      views[8]
      views[9]
      views[10]
      views[11]
      views[12]
      views[13]
    }.finalActive()
    #expect(root.subviews.count == 13)
    #expect(root.layoutGuides.contains { $0 === guide })
  }
}
