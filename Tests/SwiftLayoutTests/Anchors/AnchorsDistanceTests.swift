import SwiftLayout
import SwiftLayoutTestSupport
import Testing

/// A distance between two anchors (`anchorWithOffset(to:)`) is a dimension like a width: the
/// DSL relates a size to it, lays it out, and keeps the constraint across updates.
@MainActor
@Suite("Anchors related to distances")
struct AnchorsDistanceTests {
  /// `a` at the root's leading edge, `b` at `offset` from it, and `c` as wide as the distance
  /// from `origin`'s leading edge to `b`'s (times `multiplier`, plus `constant`).
  @MainActor private final class Screen {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let a = makeView("a")
    let b = makeView("b")
    let c = makeView("c")
    var offset: CGFloat = 40
    var multiplier: CGFloat = 1
    var constant: CGFloat = 0
    lazy var origin: UIView = a

    @LayoutBuilder var layout: some Layout {
      root.sublayout {
        a.anchors {
          Anchors.top.leading.equalToSuper()
          Anchors.size.equalTo(width: 10, height: 10)
        }
        b.anchors {
          Anchors.top.equalToSuper()
          Anchors.leading.equalToSuper(constant: offset)
          Anchors.size.equalTo(width: 10, height: 10)
        }
        c.anchors {
          Anchors.bottom.leading.equalToSuper()
          Anchors.height.equalTo(constant: 10)
          Anchors.width.equalTo(
            origin.leadingAnchor.anchorWithOffset(to: b.leadingAnchor), constant: constant
          ).multiplier(multiplier)
        }
      }
    }
  }

  @Test("A width equal to the distance between two leading edges is accepted and laid out")
  func widthEqualsDistance() {
    let screen = Screen()
    let activation = screen.layout.active()
    #expect(activation.diagnostics.isEmpty)
    #expect(activation.constraints.count == 12)
    screen.root.layoutIfNeeded()
    #expect(screen.b.frame.minX == 40)
    #expect(screen.c.frame.width == 40)
  }

  @Test("An update keeps the distance constraint, and the width follows the distance")
  func updateKeepsDistanceConstraint() throws {
    let screen = Screen()
    let activation = screen.layout.active()
    let distance = try #require(activation.constraints.last)
    screen.offset = 70
    screen.layout.update(fromActivation: activation)
    #expect(activation.diagnostics.isEmpty)
    #expect(activation.lastUpdate.constraintsActivated == 0)
    #expect(activation.lastUpdate.constantsUpdated == 1)
    #expect(activation.constraints.count == 12)
    #expect(activation.constraints.last === distance)
    screen.root.layoutIfNeeded()
    #expect(screen.c.frame.width == 70)
    // The distance's constant changes in place too.
    screen.constant = 5
    screen.layout.update(fromActivation: activation)
    #expect(activation.lastUpdate.constraintsActivated == 0)
    #expect(activation.constraints.last === distance)
    screen.root.layoutIfNeeded()
    #expect(screen.c.frame.width == 75)
  }

  @Test("A distance measured from another anchor, or scaled, is a new constraint")
  func changedDistanceIsReplaced() throws {
    let screen = Screen()
    let activation = screen.layout.active()
    screen.offset = 60
    screen.origin = screen.c
    screen.layout.update(fromActivation: activation)
    #expect(activation.lastUpdate.constraintsActivated == 1)
    #expect(activation.lastUpdate.constraintsDeactivated == 1)
    #expect(activation.constraints.count == 12)
    screen.root.layoutIfNeeded()
    // `c` stands at the root's leading edge, as `a` does.
    #expect(screen.c.frame.width == 60)
    screen.multiplier = 0.5
    screen.layout.update(fromActivation: activation)
    #expect(activation.lastUpdate.constraintsActivated == 1)
    screen.root.layoutIfNeeded()
    #expect(screen.c.frame.width == 30)
    activation.deactive()
    #expect(screen.root.constraints.isEmpty)
  }

  @Test("A distance from a new view at a freed origin's address is measured from the new view")
  func originAtFreedAddress() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let b = makeView("b")
    let c = makeView("c")
    func layout(_ origin: UIView, at offset: CGFloat) -> some Layout {
      root.sublayout {
        origin.anchors {
          Anchors.top.equalToSuper()
          Anchors.leading.equalToSuper(constant: offset)
          Anchors.size.equalTo(width: 10, height: 10)
        }
        b.anchors {
          Anchors.top.equalToSuper()
          Anchors.leading.equalToSuper(constant: 100)
          Anchors.size.equalTo(width: 10, height: 10)
        }
        c.anchors {
          Anchors.bottom.leading.equalToSuper()
          Anchors.height.equalTo(constant: 10)
          Anchors.width.equalTo(origin.leadingAnchor.anchorWithOffset(to: b.leadingAnchor))
        }
      }
    }
    var freed: UIView? = makeView("old")
    var activation = try layout(#require(freed), at: 20).active()
    root.layoutIfNeeded()
    #expect(c.frame.width == 80)
    freed?.removeFromSuperview()
    guard let origin = objectReusingAddress(of: &freed, { makeView("new") }) else { return }
    activation = layout(origin, at: 40).update(fromActivation: activation)
    root.layoutIfNeeded()
    #expect(c.frame.width == 60)
    #expect(activation.constraints.count == 12)
    #expect(activation.constraints.allSatisfy { $0.isActive })
  }

  @Test(
    "A size at most or at least a distance is made with that relation",
    arguments: [("<=", CGFloat(500)), (">=", 0)])
  func inequalities(relation: String, preferred: CGFloat) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let a = makeView("a")
    let b = makeView("b")
    let c = makeView("c")
    let activation = root.sublayout {
      a.anchors {
        Anchors.top.leading.equalToSuper(constant: 10)
        Anchors.size.equalTo(width: 10, height: 10)
      }
      b.anchors {
        Anchors.top.equalToSuper()
        Anchors.leading.equalToSuper(constant: 60)
        Anchors.size.equalTo(width: 10, height: 10)
      }
      c.anchors {
        let distance = a.leadingAnchor.anchorWithOffset(to: b.leadingAnchor)
        Anchors.bottom.leading.equalToSuper()
        Anchors.height.equalTo(constant: 10)
        Anchors.width.equalTo(constant: preferred).priority(.defaultLow)
        if relation == "<=" {
          Anchors.width.lessThanOrEqualTo(distance)
        } else {
          Anchors.width.greaterThanOrEqualTo(distance)
        }
      }
    }.active()
    #expect(activation.diagnostics.isEmpty)
    root.layoutIfNeeded()
    #expect(c.frame.width == 50)
  }
}
