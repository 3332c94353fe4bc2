import SwiftLayout
import SwiftLayoutTestSupport
import Testing

/// `AnchorsBuilder` builds a block with one `buildBlock` call (one overload per length up to
/// ten statements, a variadic one past them); these check every kind of block it builds.
@MainActor
@Suite("Anchors blocks")
struct AnchorsBlockTests {
  let root = makeView("S")
  let child = makeView("s")
  let friend = makeView("b")

  func block(@AnchorsBuilder _ content: () -> Anchors) -> Anchors { content() }

  /// The constants of `anchors`' constraints, in declaration order.
  func constants(_ anchors: Anchors) -> [CGFloat] {
    // `friend` is in the tree too: a constraint to a view in another tree is left out.
    let activation = root.sublayout {
      child.anchors { anchors }
      friend
    }.active()
    return activation.constraints.map(\.constant)
  }

  @Test("Blocks of one to ten statements keep them all, in order")
  func blocksUpToTen() {
    #expect(block {}.attributes.isEmpty)
    #expect(constants(block { Anchors.top.equalToSuper(constant: 1) }) == [1])
    #expect(
      constants(
        block {
          Anchors.top.equalToSuper(constant: 1)
          Anchors.leading.equalToSuper(constant: 2)
        }) == [1, 2])
    #expect(
      constants(
        block {
          Anchors.top.equalToSuper(constant: 1)
          Anchors.leading.equalToSuper(constant: 2)
          Anchors.bottom.equalToSuper(constant: 3)
          Anchors.trailing.equalToSuper(constant: 4)
          Anchors.width.equalTo(constant: 5)
        }) == [1, 2, 3, 4, 5])
    #expect(
      constants(
        block {
          Anchors.top.equalToSuper(constant: 1)
          Anchors.leading.equalToSuper(constant: 2)
          Anchors.bottom.equalToSuper(constant: 3)
          Anchors.trailing.equalToSuper(constant: 4)
          Anchors.width.equalTo(constant: 5)
          Anchors.height.equalTo(constant: 6)
          Anchors.centerX.equalToSuper(constant: 7)
          Anchors.centerY.equalToSuper(constant: 8)
          Anchors.firstBaseline.equalToSuper(constant: 9)
          Anchors.lastBaseline.equalToSuper(constant: 10)
        }) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  }

  @Test("Blocks of more than ten statements, with composites, keep them all, in order")
  func blocksPastTen() {
    let anchors = block {
      Anchors.top.equalToSuper(constant: 1)
      Anchors.leading.equalToSuper(constant: 2)
      Anchors.bottom.equalToSuper(constant: 3)
      Anchors.trailing.equalToSuper(constant: 4)
      Anchors.width.equalTo(constant: 5)
      Anchors.height.equalTo(constant: 6)
      Anchors.centerX.equalToSuper(constant: 7)
      Anchors.centerY.equalToSuper(constant: 8)
      Anchors.firstBaseline.equalToSuper(constant: 9)
      Anchors.lastBaseline.equalToSuper(constant: 10)
      Anchors.leftMargin.equalToSuper(constant: 11)
      Anchors.size(width: 12, height: 13)
    }
    #expect(
      anchors.attributes == [
        .top, .leading, .bottom, .trailing, .width, .height, .centerX, .centerY, .firstBaseline,
        .lastBaseline, .leftMargin, .width, .height,
      ])
    #expect(constants(anchors).count == 13)
  }

  @Test("Branches, optionals and loops inside a block join its statements in order")
  func controlFlowInsideBlocks() {
    let nothing: Anchors? = nil
    for flag in [false, true] {
      let anchors = block {
        Anchors.top.equalToSuper(constant: 1)
        if flag {
          Anchors.leading.equalToSuper(constant: 2)
          Anchors.trailing.equalToSuper(constant: 3)
        } else {
          Anchors.centerX.equalToSuper(constant: 4)
        }
        nothing
        for constant in [5, 6] as [CGFloat] {
          Anchors.width.equalTo(constant: constant)
        }
        if flag {
          Anchors.height.equalTo(constant: 7)
        }
      }
      #expect(constants(anchors) == (flag ? [1, 2, 3, 5, 6, 7] : [1, 4, 5, 6]))
    }
  }

  @Test("A block's value, a builder function's, is a statement of another block")
  func blocksNestedInBlocks() {
    func edges(_ inset: CGFloat) -> Anchors {
      block {
        Anchors.top.equalToSuper(constant: inset)
        Anchors.leading.equalToSuper(constant: inset)
      }
    }
    let activation = root.sublayout {
      child.anchors {
        edges(1)
        Anchors.width.equalTo(friend, constant: 2)
        block {
          edges(3)
          Anchors.height.equalTo(constant: 4)
        }
      }
      friend
    }.active()
    #expect(activation.constraints.map(\.constant) == [1, 1, 2, 3, 3, 4])
    #expect(activation.constraints[2].secondItem === friend)
  }

  @Test("Values joined with buildPartialBlock directly keep both sides")
  func partialBlockCalledDirectly() {
    let first = Anchors.top.equalToSuper(constant: 1)
    let joined = AnchorsBuilder.buildPartialBlock(
      accumulated: first, next: Anchors.leading.equalTo(friend, constant: 2))
    #expect(first.attributes == [.top])
    #expect(constants(joined) == [1, 2])
  }

  @Test("A target only a block names lives as long as a layout holding it, and no longer")
  func blockTargetsLiveWithTheLayout() {
    weak var weakTarget: UIView?
    var layout: ViewLayout<UIView>? = {
      let target = makeView("target")
      weakTarget = target
      return child.anchors {
        Anchors.top.equalToSuper()
        Anchors.leading.equalTo(target, attribute: .trailing)
        Anchors.width.equalTo(target)
      }
    }()
    #expect(weakTarget != nil)
    let printed = layout.map { LayoutPrinter($0, withAnchors: true).description } ?? ""
    #expect(printed.contains("target.trailing"))
    layout = nil
    #expect(weakTarget == nil)
  }
}
