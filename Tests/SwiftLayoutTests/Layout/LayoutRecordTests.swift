import SwiftLayout
import SwiftLayoutTestSupport
import Testing

/// Layouts are written as they are built, as records that later statements join when they are
/// adjacent and copy otherwise: however a layout value is put together, it declares the same.
@MainActor
@Suite("Layout records")
struct LayoutRecordTests {
  let root = makeView("root")
  let a = makeView("a")
  let b = makeView("b")
  let c = makeView("c")

  /// The reference tree: root > a (top, height 10) > b (leading), then c (width 20).
  var expected: String {
    LayoutPrinter(
      root.sublayout {
        a.anchors {
          Anchors.top
          Anchors.height.equalTo(constant: 10)
        }.sublayout {
          b.anchors { Anchors.leading }
        }
        c.anchors { Anchors.width.equalTo(constant: 20) }
      }, withAnchors: true
    ).description
  }

  @Test(
    "Nodes built ahead of their block, and used where they are not adjacent, keep their content")
  func builtAhead() {
    let inner = b.anchors { Anchors.leading }
    let last = c.anchors { Anchors.width.equalTo(constant: 20) }
    let middle = a.anchors {
      Anchors.top
      Anchors.height.equalTo(constant: 10)
    }.sublayout { inner }
    let layout = root.sublayout {
      middle
      last
    }
    #expect(LayoutPrinter(layout, withAnchors: true).description == expected)
  }

  @Test("Constraints and sublayouts added in any order and over several calls end up on their node")
  func chainedInAnyOrder() {
    let layout = root.sublayout {
      a.sublayout {
        b.anchors { Anchors.leading }
      }.anchors {
        Anchors.top
      }.anchors {
        Anchors.height.equalTo(constant: 10)
      }
    }.sublayout {
      c.anchors { Anchors.width.equalTo(constant: 20) }
    }
    #expect(LayoutPrinter(layout, withAnchors: true).description == expected)
  }

  @Test(
    "A value used twice declares its node once, in the later parent only if the first was the root")
  func valueUsedTwice() {
    let leaf = b.anchors { Anchors.leading }
    let layout = root.sublayout {
      a.sublayout { leaf }
      leaf
    }
    let printed = LayoutPrinter(layout, withAnchors: true).description
    #expect(printed == "root\n└─ a\n   └─ b\n         .leading == superview.leading")
  }

  @Test("Identifiers, handlers and plain-subview placement set after sublayouts keep the children")
  func itemDetailsAfterChildren() {
    var activated: [String] = []
    let stack = UIStackView(frame: .zero)
    stack.accessibilityIdentifier = "stack"
    let layout = root.sublayout {
      stack.sublayout {
        a
        b.sublayout { c }.asPlainSubview().identifying("bee").onActivate { _ in
          activated.append("bee")
        }
      }
    }
    let activation = layout.active()
    #expect(activated == ["bee"])
    #expect(stack.arrangedSubviews == [a])
    #expect(b.superview === stack)
    #expect(c.superview === b)
    #expect(activation.viewForIdentifier("bee") === b)
  }

  @Test("An update that changes constants alone runs handlers and repairs views moved by hand")
  func constantUpdates() {
    var height: CGFloat = 10
    var runs = 0
    func layout() -> some Layout {
      root.sublayout {
        a.anchors { Anchors.height.equalTo(constant: height) }.onActivate { _ in runs += 1 }
        b.sublayout { c.anchors { Anchors.top } }
      }
    }
    let activation = layout().active()
    height = 30
    layout().update(fromActivation: activation)
    #expect(activation.lastUpdate.constantsUpdated == 1)
    #expect(activation.constraints.first?.constant == 30)
    #expect(runs == 2)

    c.removeFromSuperview()
    height = 40
    layout().update(fromActivation: activation)
    #expect(c.superview === b)
    #expect(activation.constraints.first?.constant == 40)
    #expect(runs == 3)
  }

  @Test("A layout value kept alive does not keep the views of layouts built after it")
  func keptValueDoesNotKeepLaterViews() {
    let kept = root.sublayout { a }
    weak var weakView: UIView?
    do {
      let view = makeView("transient")
      weakView = view
      let other = makeView("other")
      _ = LayoutPrinter(other.sublayout { view.anchors { Anchors.top } })
    }
    #expect(weakView == nil)
    withExtendedLifetime(kept) {}
  }
}
