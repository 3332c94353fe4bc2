import SwiftLayout
import Testing

/// A list of chips in a horizontal stack, from state, with an optional "more" chip hidden by
/// configuration rather than removed.
@MainActor
final class StateChipBar: UIView, Layoutable {
  var activation: Activation?
  let stack = UIStackView().then { $0.spacing = 6 }
  let more = IntrinsicBox("more", 30, 20)
  var chips: [IntrinsicBox] = []

  @LayoutProperty var visibleCount = 3
  @LayoutProperty var showsMore = true

  @LayoutBuilder var layout: some Layout {
    self.sublayout {
      stack.anchors {
        Anchors.top.leading.equalToSuper()
      }.sublayout {
        for chip in chips.prefix(visibleCount) { chip }
        more.config { $0.isHidden = !self.showsMore }
      }
    }
  }

  init(chips: [IntrinsicBox]) {
    self.chips = chips
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    sl.updateLayout(.forced)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

@MainActor
@Suite("update(fromActivation:) over a stack view edited by hand")
struct UpdateStackEditTests {
  func makeBar() -> StateChipBar {
    StateChipBar(chips: [40, 50, 60, 70].enumerated().map { IntrinsicBox("chip\($0)", $1, 20) })
  }

  @Test("Chips from state: fewer, more, and a chip hidden by config collapses in the stack")
  func chipsFromState() {
    let bar = makeBar()
    #expect(same(bar.stack.arrangedSubviews, Array(bar.chips.prefix(3)) + [bar.more]))
    #expect(bar.more.frame.minX == 168)  // 40 + 6 + 50 + 6 + 60 + 6
    bar.visibleCount = 4
    bar.layoutIfNeeded()
    #expect(same(bar.stack.arrangedSubviews, bar.chips + [bar.more]))
    #expect(bar.more.frame.minX == 244)  // 40 + 6 + 50 + 6 + 60 + 6 + 70 + 6
    bar.showsMore = false
    bar.layoutIfNeeded()
    #expect(bar.more.isHidden)
    // The hidden chip leaves the chain: no spacing after the last visible chip.
    #expect(bar.stack.frame.width == 238)  // 40 + 6 + 50 + 6 + 60 + 6 + 70
    bar.visibleCount = 1
    bar.layoutIfNeeded()
    #expect(same(bar.stack.arrangedSubviews, [bar.chips[0], bar.more]))
    #expect(bar.chips[1].superview == nil)
    #expect(bar.stack.frame.width == 40)
  }

  @Test("A view the user unarranges by hand is arranged again by the next update")
  func unarrangedByHandComesBack() {
    let bar = makeBar()
    bar.stack.removeArrangedSubview(bar.chips[1])
    bar.layoutIfNeeded()
    #expect(bar.chips[2].frame.minX == 46)
    bar.showsMore = false
    bar.layoutIfNeeded()
    #expect(same(bar.stack.arrangedSubviews, Array(bar.chips.prefix(3)) + [bar.more]))
    #expect(bar.chips[2].frame.minX == 102)
  }

  @Test("Arranged views the user reorders by hand go back to the declared order on update")
  func reorderedByHandComesBack() {
    let bar = makeBar()
    bar.stack.insertArrangedSubview(bar.chips[2], at: 0)
    bar.layoutIfNeeded()
    #expect(bar.chips[2].frame.minX == 0)
    bar.showsMore = false
    bar.layoutIfNeeded()
    #expect(same(bar.stack.arrangedSubviews, Array(bar.chips.prefix(3)) + [bar.more]))
    #expect(bar.chips[2].frame.minX == 102)
  }

  @Test("A plain subview of a DSL stack that the user arranges by hand is plain again on update")
  func arrangedByHandBecomesPlainAgain() {
    let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    stack.distribution = .fillEqually
    let first = makeView("first")
    let second = makeView("second")
    let overlay = makeView("overlay")
    var showsSecond = true
    @LayoutBuilder var layout: some Layout {
      stack.sublayout {
        first
        if showsSecond { second }
        overlay.asPlainSubview().anchors {
          Anchors.allSides()
        }
      }
    }
    var activation = layout.active()
    stack.layoutIfNeeded()
    #expect(overlay.frame == CGRect(x: 0, y: 0, width: 300, height: 40))
    stack.addArrangedSubview(overlay)
    #expect(same(stack.arrangedSubviews, [first, second, overlay]))
    showsSecond = false
    activation = layout.update(fromActivation: activation)
    stack.layoutIfNeeded()
    #expect(same(stack.arrangedSubviews, [first]))
    #expect(overlay.superview === stack)
    #expect(first.frame == CGRect(x: 0, y: 0, width: 300, height: 40))
    #expect(overlay.frame == CGRect(x: 0, y: 0, width: 300, height: 40))
    // With nothing else changed, the update alone puts it back too.
    stack.addArrangedSubview(overlay)
    activation = layout.update(fromActivation: activation)
    #expect(same(stack.arrangedSubviews, [first]))
    activation.deactive()
  }

  @Test("A constant-only update still re-arranges a view the user unarranged by hand")
  func constantOnlyUpdateRearranges() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let stack = UIStackView()
    stack.axis = .vertical
    let first = IntrinsicBox("first", 100, 20)
    let second = IntrinsicBox("second", 100, 30)
    var inset: CGFloat = 10
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        stack.anchors {
          Anchors.top.leading.trailing.equalToSuper(inwardOffset: inset)
        }.sublayout {
          first
          second
        }
      }
    }
    var activation = layout.active()
    root.layoutIfNeeded()
    #expect(second.frame.minY == 20)
    stack.removeArrangedSubview(first)
    inset = 20
    activation = layout.update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(same(stack.arrangedSubviews, [first, second]))
    #expect(stack.frame == CGRect(x: 20, y: 20, width: 280, height: 50))
    #expect(second.frame.minY == 20)
    activation.deactive()
  }
}
