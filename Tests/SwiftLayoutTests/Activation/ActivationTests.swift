import SwiftLayout
import Testing

/// A parent that counts the subviews added to it.
@MainActor
final class CallCountView: UIView {
  var addCount: [ObjectIdentifier: Int] = [:]

  override func didAddSubview(_ subview: UIView) {
    super.didAddSubview(subview)
    addCount[ObjectIdentifier(subview), default: 0] += 1
  }

  func count(_ view: UIView) -> Int { addCount[ObjectIdentifier(view)] ?? 0 }
}

@MainActor
@Suite("Activation")
struct ActivationTests {
  @Test("SwiftLayout T2: deactive leaves no constraints and no added views")
  func deactive() {
    let root = makeView("S")
    let child = makeView("s")
    let activation = root.sublayout { child.anchors { Anchors.allSides() } }.active()
    let constraints = activation.constraints
    #expect(constraints.count == 4)
    activation.deactive()
    #expect(constraints.allSatisfy { !$0.isActive })
    #expect(activation.constraints.isEmpty)
    #expect(child.superview == nil)
    #expect(!activation.isActive)
  }

  @Test("SwiftLayout T21: an update applies only the flipped branch")
  func updateLayout() {
    let parent = CallCountView(frame: .zero)
    let first = makeView("c0")
    let second = makeView("c1")
    var flag = true
    @LayoutBuilder var layout: some Layout {
      parent.sublayout {
        if flag { first } else { second }
      }
    }
    var activation: Activation? = layout.active()
    #expect(same(parent.subviews, [first]))
    #expect(parent.count(first) == 1)

    activation = layout.update(fromActivation: activation)
    #expect(parent.count(first) == 1, "a no-change update re-adds nothing")
    #expect(activation?.lastUpdate == LayoutUpdateStatistics())

    flag = false
    activation = layout.update(fromActivation: activation)
    #expect(same(parent.subviews, [second]))
    #expect(first.superview == nil)
    #expect(parent.count(second) == 1)
    #expect(activation?.lastUpdate.itemsAdded == 1)
    #expect(activation?.lastUpdate.itemsRemoved == 1)

    activation?.deactive()
    #expect(second.superview == nil)
    #expect(parent.subviews.isEmpty)
  }

  @Test("SwiftLayout T22: declared order, and deactive detaches every descendant")
  func declaredOrder() {
    let root = makeView("root")
    let red = makeView("red")
    let button = makeView("button")
    let label = makeView("label")
    let blue = makeView("blue")
    let image = makeView("image")
    let activation = root.sublayout {
      red.sublayout {
        button
        label
        blue.sublayout { image }
      }
    }.active()
    #expect(same(root.subviews, [red]))
    #expect(same(red.subviews, [button, label, blue]))
    #expect(same(blue.subviews, [image]))
    activation.deactive()
    #expect(root.subviews.isEmpty)
    #expect([red, button, label, blue, image].allSatisfy { $0.superview == nil })
  }

  @Test("SwiftLayout T24: traversal visits parents before children, in declared order")
  func traversal() {
    let root = makeView("root")
    let (red, label, button, image) = (
      makeView("red"), makeView("label"), makeView("button"), makeView("image")
    )
    let activation = root.sublayout {
      red
      label.sublayout {
        button
        image
      }
    }.active()
    let pairs = activation.views.map {
      "(\($0.superview?.accessibilityIdentifier ?? "nil"),\($0.accessibilityIdentifier ?? ""))"
    }
    #expect(
      pairs == ["(nil,root)", "(root,red)", "(root,label)", "(label,button)", "(label,image)"])
  }

  @Test("SwiftLayout T35: releasing the owner frees its inner views")
  func ownerFreesViews() {
    weak var weakRoot: UIView?
    weak var weakInner: UIView?
    do {
      let root = makeView("root")
      let inner = makeView("inner")
      weakRoot = root
      weakInner = inner
      let activation = root.sublayout { inner.anchors { Anchors.allSides() } }.active()
      #expect(inner.superview === root)
      withExtendedLifetime(activation) {}
    }
    #expect(weakRoot == nil)
    #expect(weakInner == nil)
  }

  @Test("A view declared inside its own sublayout is a diagnostic, not a crash")
  func cycles() {
    let saved = LayoutDiagnostic.handler
    LayoutDiagnostic.handler = { _ in }
    defer { LayoutDiagnostic.handler = saved }
    let outer = makeView("outer")
    let inner = makeView("inner")
    let activation = outer.sublayout {
      inner.sublayout { outer }
    }.active()
    #expect(inner.superview === outer)
    #expect(outer.superview == nil)
    #expect(activation.diagnostics.count == 1)
    #expect(activation.diagnostics.first?.message.contains("outer") == true)
  }

  @Test("SwiftLayout T25: the root view is never touched")
  func rootUntouched() {
    let window = makeView("window")
    let root = makeView("root")
    window.addSubview(root)
    let child = makeView("child")
    let activation = root.sublayout { child }.active()
    #expect(root.translatesAutoresizingMaskIntoConstraints)
    #expect(!child.translatesAutoresizingMaskIntoConstraints)
    activation.deactive()
    #expect(root.superview === window)
    #expect(root.translatesAutoresizingMaskIntoConstraints)
  }

  @Test("SwiftLayout T26: onActivate runs on activation and on every update, not after")
  func onActivate() {
    let root = makeView("root")
    let child = makeView("child")
    var count = 0
    @LayoutBuilder var layout: some Layout {
      root.sublayout { child.onActivate { _ in count += 1 } }
    }
    var activation = layout.active()
    #expect(count == 1)
    activation = layout.update(fromActivation: activation)
    activation = layout.update(fromActivation: activation)
    #expect(count == 3)
    activation.deactive()
    #expect(count == 3)
  }

  @Test("A view appearing on update is inserted at its declared place")
  func insertsAtDeclaredPlace() {
    let root = makeView("root")
    let (a, b, c) = (makeView("a"), makeView("b"), makeView("c"))
    var showsB = false
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        a
        if showsB { b }
        c
      }
    }
    let activation = layout.active()
    #expect(same(root.subviews, [a, c]))
    showsB = true
    layout.update(fromActivation: activation)
    #expect(same(root.subviews, [a, b, c]))
    #expect(activation.lastUpdate.itemsAdded == 1)
  }

  @Test("Reordered siblings are put back in declared order, moving as few as needed")
  func reorders() {
    let root = makeView("root")
    let views = (0..<6).map { makeView("v\($0)") }
    var order = [0, 1, 2, 3, 4, 5]
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        for index in order { views[index].anchors { Anchors.top } }
      }
    }
    let activation = layout.active()
    order = [0, 1, 4, 2, 3, 5]
    layout.update(fromActivation: activation)
    #expect(same(root.subviews, order.map { views[$0] }))
    #expect(activation.lastUpdate.itemsAdded <= 2)
    #expect(activation.lastUpdate.constraintsActivated == 0)
    order = [5, 4, 3, 2, 1, 0]
    layout.update(fromActivation: activation)
    #expect(same(root.subviews, order.map { views[$0] }))
  }

  @Test("A view that moves between parents is moved, the others stay")
  func movesBetweenParents() {
    let root = makeView("root")
    let (left, right, item) = (makeView("left"), makeView("right"), makeView("item"))
    var onLeft = true
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        left.sublayout { if onLeft { item.anchors { Anchors.allSides() } } }
        right.sublayout { if !onLeft { item.anchors { Anchors.allSides() } } }
      }
    }
    let activation = layout.active()
    #expect(item.superview === left)
    onLeft = false
    layout.update(fromActivation: activation)
    #expect(item.superview === right)
    #expect(same(root.subviews, [left, right]))
    #expect(activation.lastUpdate.itemsAdded == 1)
    #expect(activation.lastUpdate.itemsRemoved == 0)
    #expect(describe(activation.constraints).allSatisfy { $0.contains("== right.") })
  }

  @Test("The diff is minimal: unchanged constraints are kept, a constant changes in place")
  func minimalDiff() {
    let root = makeView("root")
    let views = (0..<20).map { makeView("v\($0)") }
    var inset: CGFloat = 8
    var tall = false
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        for (index, view) in views.enumerated() {
          view.anchors {
            Anchors.horizontal(offset: inset)
            Anchors.height.equalTo(constant: index == 3 && tall ? 80 : 40)
          }
        }
      }
    }
    let activation = layout.active()
    let before = activation.constraints
    #expect(before.count == 60)

    inset = 12
    layout.update(fromActivation: activation)
    #expect(activation.lastUpdate.constantsUpdated == 40)
    #expect(activation.lastUpdate.constraintsActivated == 0)
    #expect(activation.lastUpdate.constraintsDeactivated == 0)
    #expect(activation.lastUpdate.itemsAdded == 0)
    #expect(zip(before, activation.constraints).allSatisfy { $0 === $1 })
    #expect(before[0].constant == 12)

    tall = true
    layout.update(fromActivation: activation)
    #expect(activation.lastUpdate.constantsUpdated == 1)
    #expect(activation.lastUpdate.constraintsActivated == 0)
  }

  @Test("A constraint refused at activation leaves the others made, in order, and updatable")
  func refusedConstraintKeepsOrder() {
    let root = makeView("root")
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    let first = makeView("first")
    let second = makeView("second")
    var height: CGFloat = 20
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        first.anchors {
          Anchors.top.leading
          // Auto Layout cannot relate a vertical attribute to a horizontal one.
          Anchors.top.equalTo(second, attribute: .leading)
          Anchors.size.equalTo(width: 30, height: height)
        }
        second.anchors {
          Anchors.top.equalTo(first, attribute: .bottom, constant: 4)
          Anchors.leading.equalTo(first)
          Anchors.size.equalTo(first)
        }
      }
    }
    let activation = layout.active()
    #expect(activation.diagnostics.count == 1)
    #expect(activation.constraints.count == 8)
    let attributes = activation.constraints.map { $0.firstAttribute }
    let expected: [NSLayoutConstraint.Attribute] = [
      .top, .leading, .width, .height, .top, .leading, .width, .height,
    ]
    #expect(attributes == expected)
    let active = activation.constraints.filter { $0.isActive }
    #expect(active.count == 8)
    root.layoutIfNeeded()
    #expect(second.frame == CGRect(x: 0, y: 24, width: 30, height: 20))

    let before = activation.constraints
    height = 26
    layout.update(fromActivation: activation)
    #expect(activation.lastUpdate.constantsUpdated == 1)
    #expect(activation.lastUpdate.constraintsActivated == 0)
    #expect(zip(before, activation.constraints).allSatisfy { $0 === $1 })
    root.layoutIfNeeded()
    #expect(second.frame == CGRect(x: 0, y: 30, width: 30, height: 26))
    activation.deactive()
  }

  @Test("A constraint to a view in another tree is left out with a diagnostic, not activated")
  func otherTreeIsLeftOut() {
    let root = makeView("root")
    root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let elsewhere = makeView("elsewhere")
    let stranger = makeView("stranger")
    elsewhere.addSubview(stranger)
    let label = makeView("label")
    let nested = makeView("nested")
    let activation = root.sublayout {
      label.anchors {
        Anchors.top.equalTo(stranger)
        Anchors.leading.top
        Anchors.size.equalTo(width: 30, height: 30)
      }.sublayout {
        // A view the layout places under `label`: in the same tree.
        nested.anchors { Anchors.top.equalTo(label, attribute: .bottom) }
      }
    }.active()
    #expect(activation.diagnostics.count == 1)
    #expect(activation.diagnostics.first?.message.contains("stranger") == true)
    #expect(activation.constraints.count == 5)
    #expect(activation.constraints.allSatisfy { $0.isActive })
    #expect(!activation.constraints.contains { $0.secondItem === stranger })
    root.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
    // Once `elsewhere` joins the tree, the same layout makes the constraint.
    root.addSubview(elsewhere)
    let joined = root.sublayout {
      label.anchors { Anchors.top.equalTo(stranger) }
    }.active()
    #expect(joined.diagnostics.isEmpty)
    #expect(joined.constraints.count == 1)
    joined.deactive()
    activation.deactive()
  }

  @Test("Guides and views the layout does not declare count as in the tree they are in")
  func undeclaredTargetsInTheTree() {
    let root = makeView("root")
    root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let card = makeView("card")
    let badge = makeView("badge")
    // Already inside `card`, which the layout places under `root`: not declared itself.
    let inner = makeView("inner")
    card.addSubview(inner)
    let elsewhere = makeView("elsewhere")
    let activation = root.sublayout {
      card.anchors {
        Anchors.top.equalTo(root.safeAreaLayoutGuide)
        Anchors.leading
        Anchors.size.equalTo(width: 40, height: 40)
      }
      badge.anchors {
        Anchors.top.equalTo(inner)
        Anchors.leading.equalTo(elsewhere.layoutMarginsGuide)
      }
    }.active()
    #expect(activation.diagnostics.count == 1)
    #expect(activation.diagnostics.first?.message.contains("elsewhere") == true)
    #expect(activation.constraints.count == 5)
    #expect(activation.constraints.allSatisfy { $0.isActive })
    activation.deactive()
  }

  @Test("A view declared under two parents, and an identifier given twice, are diagnosed")
  func ambiguousDeclarations() {
    let root = makeView("root")
    let row = makeView("row")
    let chip = makeView("chip")
    let first = makeView("first")
    let second = makeView("second")
    let activation = root.sublayout {
      row.sublayout {
        chip.anchors { Anchors.leading }
      }
      chip.anchors { Anchors.trailing }
      first.identifying("card")
      second.identifying("card")
    }.active()
    #expect(chip.superview === row)
    let messages = activation.diagnostics.map(\.message)
    #expect(messages.count == 2)
    #expect(messages.contains { $0.contains("chip") && $0.contains("row") })
    #expect(messages.contains { $0.contains("\"card\"") && $0.contains("UIView in root") })
    #expect(activation.viewForIdentifier("card") === first)
    activation.deactive()
  }

  @Test("A changed relation replaces only that constraint")
  func replacesOnlyChanged() {
    let root = makeView("root")
    let views = (0..<10).map { makeView("v\($0)") }
    var loose = false
    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        for view in views {
          view.anchors {
            Anchors.top
            if loose && view === views[5] {
              Anchors.width.greaterThanOrEqualTo(constant: 10)
            } else {
              Anchors.width.equalTo(constant: 10)
            }
          }
        }
      }
    }
    let activation = layout.active()
    let before = activation.constraints
    loose = true
    layout.update(fromActivation: activation)
    #expect(activation.lastUpdate.constraintsActivated == 1)
    #expect(activation.lastUpdate.constraintsDeactivated == 1)
    let kept = activation.constraints.filter { constraint in before.contains { $0 === constraint } }
    #expect(kept.count == 19)
  }

  @Test("SwiftLayout #255: updating after a constraint was deactivated by hand does not crash")
  func manualDeactivation() {
    let root = makeView("root")
    let child = makeView("child")
    var inset: CGFloat = 0
    @LayoutBuilder var layout: some Layout {
      root.sublayout { child.anchors { Anchors.allSides(offset: inset) } }
    }
    let activation = layout.active()
    NSLayoutConstraint.deactivate(activation.constraints)
    inset = 5
    layout.update(fromActivation: activation)
    #expect(activation.constraints.count == 4)
    #expect(activation.constraints.allSatisfy { $0.isActive })
  }

  @Test("update(fromActivation:) accepts nil and a deactivated activation")
  func updateFromNil() {
    let root = makeView("root")
    let child = makeView("child")
    let layout = root.sublayout { child }
    let first = layout.update(fromActivation: nil)
    #expect(child.superview === root)
    first.deactive()
    let second = layout.update(fromActivation: first)
    #expect(second !== first)
    #expect(child.superview === root)
  }

  @Test("Releasing the last reference deactivates; nothing keeps views alive")
  func releaseDeactivates() {
    let root = makeView("root")
    weak var weakChild: UIView?
    weak var weakActivation: Activation?
    weak var weakConstraint: NSLayoutConstraint?
    do {
      let child = makeView("child")
      weakChild = child
      var activation: Activation? = root.sublayout {
        child.anchors { Anchors.allSides() }
      }.active()
      weakActivation = activation
      weakConstraint = activation?.constraints.first
      #expect(child.superview === root)
      activation = nil
      #expect(child.superview == nil)
    }
    #expect(weakActivation == nil)
    #expect(weakChild == nil)
    #expect(weakConstraint == nil || weakConstraint?.isActive == false)
  }

  @Test("Deactivating an older activation leaves what a newer one placed")
  func olderActivationDoesNotUndoNewer() {
    let root = makeView("root")
    let child = makeView("child")
    let layout = root.sublayout { child.anchors { Anchors.top } }
    var first: Activation? = layout.active()
    let second = layout.active()
    first = nil
    #expect(first == nil)
    #expect(child.superview === root)
    #expect(second.constraints.allSatisfy { $0.isActive })
  }
}
