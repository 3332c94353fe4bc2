import HeadlessUIKit
import Testing

/// The ownership cases of SnapKit's tests (https://github.com/SnapKit/SnapKit, `Tests.swift`)
/// not ported elsewhere, in UIKit's own API: a constraint between two subviews of the
/// container, or between a subview and the container, is installed on the container (their
/// nearest common ancestor).
@MainActor
@Suite("Constraint counts and constants, after SnapKit's test suite")
struct SnapKitConstraintCountTests {
  let container = makeRoot("container", width: 400, height: 300)

  @Test("SnapKit C2: vertical and horizontal edges to the superview are four constraints on it")
  func edgesToSuperview() {
    let v1 = makeView("v1", in: container)
    NSLayoutConstraint.activate([
      v1.topAnchor.constraint(equalTo: container.topAnchor),
      v1.bottomAnchor.constraint(equalTo: container.bottomAnchor),
      v1.leftAnchor.constraint(equalTo: container.leftAnchor),
      v1.rightAnchor.constraint(equalTo: container.rightAnchor),
    ])
    #expect(container.constraints.count == 4)
    #expect(v1.constraints.isEmpty)
    let expected: [(NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute)] = [
      (.top, .top), (.bottom, .bottom), (.left, .left), (.right, .right),
    ]
    for constraint in container.constraints {
      #expect(constraint.firstItem === v1 && constraint.secondItem === container)
      #expect(
        expected.contains {
          $0.0 == constraint.firstAttribute && $0.1 == constraint.secondAttribute
        }
      )
    }
    // The directional version pairs leading with leading and trailing with trailing.
    let v2 = makeView("v2", in: container)
    NSLayoutConstraint.activate([
      v2.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      v2.trailingAnchor.constraint(equalTo: container.trailingAnchor),
    ])
    let directional = container.constraints.filter { $0.firstItem === v2 }
    #expect(directional.map(\.firstAttribute) == [.leading, .trailing])
    #expect(directional.map(\.secondAttribute) == [.leading, .trailing])
    #expect(container.constraints.count == 6)
  }

  @Test("SnapKit C3: constants against the implied superview are two constraints, then six")
  func impliedSuperview() {
    let v1 = makeView("v1", in: container)
    let v2 = makeView("v2", in: container)
    NSLayoutConstraint.activate([
      v1.topAnchor.constraint(equalTo: container.topAnchor, constant: 50),
      v1.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 50),
    ])
    #expect(container.constraints.count == 2)
    #expect(container.constraints.allSatisfy { $0.secondItem === container && $0.constant == 50 })
    NSLayoutConstraint.activate([
      v2.topAnchor.constraint(equalTo: v1.topAnchor),
      v2.leftAnchor.constraint(equalTo: v1.leftAnchor),
      v2.bottomAnchor.constraint(equalTo: v1.bottomAnchor),
      v2.rightAnchor.constraint(equalTo: v1.rightAnchor),
    ])
    #expect(container.constraints.count == 6)
    #expect(v1.constraints.isEmpty && v2.constraints.isEmpty)
  }

  @Test("SnapKit C4: updating a constant keeps the count and the constraint, and moves the view")
  func updateConstant() {
    let v1 = makeView("v1", in: container)
    let v2 = makeView("v2", in: container)
    let top = v1.topAnchor.constraint(equalTo: v2.topAnchor, constant: 50)
    let left = v1.leftAnchor.constraint(equalTo: v2.leftAnchor, constant: 50)
    NSLayoutConstraint.activate([
      top, left,
      v2.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
      v2.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 10),
      v1.widthAnchor.constraint(equalToConstant: 20),
      v1.heightAnchor.constraint(equalToConstant: 20),
      v2.widthAnchor.constraint(equalToConstant: 20),
      v2.heightAnchor.constraint(equalToConstant: 20),
    ])
    container.layoutIfNeeded()
    #expect(v1.frame.origin == CGPoint(x: 60, y: 60))
    let before = container.constraints.filter { $0.firstItem === v1 }
    #expect(before.count == 2)
    top.constant = 15
    let after = container.constraints.filter { $0.firstItem === v1 }
    #expect(after.count == 2)
    #expect(after.contains { $0 === top } && after.contains { $0 === left })
    container.layoutIfNeeded()
    // 10 + 15 down, 10 + 50 across.
    #expect(v1.frame.origin == CGPoint(x: 60, y: 25))
  }

  @Test("SnapKit C5: remaking replaces two constraints by four; removing them leaves none")
  func remakeAndRemove() {
    let v1 = makeView("v1", in: container)
    let v2 = makeView("v2", in: container)
    let made = [
      v1.topAnchor.constraint(equalTo: v2.topAnchor, constant: 50),
      v1.leftAnchor.constraint(equalTo: v2.leftAnchor, constant: 50),
    ]
    NSLayoutConstraint.activate(made)
    #expect(container.constraints.count == 2)
    NSLayoutConstraint.deactivate(made)
    let remade = [
      v1.topAnchor.constraint(equalTo: v2.topAnchor),
      v1.leftAnchor.constraint(equalTo: v2.leftAnchor),
      v1.bottomAnchor.constraint(equalTo: v2.bottomAnchor),
      v1.rightAnchor.constraint(equalTo: v2.rightAnchor),
    ]
    NSLayoutConstraint.activate(remade)
    #expect(container.constraints.count == 4)
    #expect(!made.contains { $0.isActive })
    container.removeConstraints(remade)
    #expect(container.constraints.isEmpty)
    #expect(!remade.contains { $0.isActive })
  }

  @Test("SnapKit C7: edges offset by 50 are +50 everywhere; inset by 50 is 50, 50, −50, −50")
  func offsetAndInset() {
    let v1 = makeView("v1", in: container)
    let offset = [
      v1.topAnchor.constraint(equalTo: container.topAnchor, constant: 50),
      v1.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 50),
      v1.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: 50),
      v1.rightAnchor.constraint(equalTo: container.rightAnchor, constant: 50),
    ]
    NSLayoutConstraint.activate(offset)
    #expect(container.constraints.map(\.constant) == [50, 50, 50, 50])
    container.layoutIfNeeded()
    // Every edge moves 50 down and right: the size stays the container's.
    #expect(v1.frame == CGRect(x: 50, y: 50, width: 400, height: 300))
    NSLayoutConstraint.deactivate(offset)
    NSLayoutConstraint.activate([
      v1.topAnchor.constraint(equalTo: container.topAnchor, constant: 50),
      v1.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 50),
      v1.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -50),
      v1.rightAnchor.constraint(equalTo: container.rightAnchor, constant: -50),
    ])
    #expect(container.constraints.map(\.constant) == [50, 50, -50, -50])
    container.layoutIfNeeded()
    #expect(v1.frame == CGRect(x: 50, y: 50, width: 300, height: 200))
  }

  @Test("SnapKit C8: referenced constraints update by offset (15, 20) and by inset (15, −20)")
  func referencedUpdates() {
    let v1 = makeView("v1", in: container)
    let v2 = makeView("v2", in: container)
    let c1 = v1.topAnchor.constraint(equalTo: v2.topAnchor, constant: 50)
    let c2 = v1.bottomAnchor.constraint(equalTo: v2.bottomAnchor, constant: 25)
    NSLayoutConstraint.activate([c1, c2])
    c1.constant = 15
    c2.constant = 20
    #expect(container.constraints.map(\.constant) == [15, 20])
    // An inset on a bottom edge points inward: a negative constant.
    c1.constant = 15
    c2.constant = -20
    #expect(container.constraints.map(\.constant) == [15, -20])
    #expect(container.constraints.count == 2)
  }

  @Test("SnapKit C9: insets of 25 against the implied superview are 25, 25, −25, −25")
  func insetsToSuperview() {
    let v1 = makeView("v1", in: container)
    let insets = UIEdgeInsets(top: 25, left: 25, bottom: 25, right: 25)
    NSLayoutConstraint.activate([
      v1.topAnchor.constraint(equalTo: container.topAnchor, constant: insets.top),
      v1.leftAnchor.constraint(equalTo: container.leftAnchor, constant: insets.left),
      v1.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -insets.bottom),
      v1.rightAnchor.constraint(equalTo: container.rightAnchor, constant: -insets.right),
    ])
    #expect(container.constraints.map(\.constant) == [25, 25, -25, -25])
    container.layoutIfNeeded()
    #expect(v1.frame == CGRect(x: 25, y: 25, width: 350, height: 250))
  }

  @Test(
    "SnapKit C11: an identifier reads back; edges to the margins pair each edge with its margin")
  func identifierAndMargins() {
    let v1 = makeView("v1", in: container)
    let labeled = v1.topAnchor.constraint(equalTo: container.topAnchor)
    labeled.identifier = "Test-Identifier"
    labeled.isActive = true
    #expect(container.constraints.first?.identifier == "Test-Identifier")
    labeled.isActive = false
    let attributes: [(NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute)] = [
      (.top, .topMargin), (.left, .leftMargin), (.bottom, .bottomMargin), (.right, .rightMargin),
    ]
    NSLayoutConstraint.activate(
      attributes.map { first, second in
        NSLayoutConstraint(
          item: v1, attribute: first, relatedBy: .equal, toItem: container, attribute: second,
          multiplier: 1, constant: 0)
      })
    #expect(container.constraints.map(\.firstAttribute) == [.top, .left, .bottom, .right])
    #expect(
      container.constraints.map(\.secondAttribute) == [
        .topMargin, .leftMargin, .bottomMargin, .rightMargin,
      ])
    container.layoutIfNeeded()
    // The default margins are 8 on each side.
    #expect(v1.frame == CGRect(x: 8, y: 8, width: 384, height: 284))
    // The reverse direction: the container's margins to the subview's edges.
    let v2 = makeView("v2", in: container)
    let reverse = NSLayoutConstraint(
      item: container, attribute: .leftMargin, relatedBy: .equal, toItem: v2, attribute: .left,
      multiplier: 1, constant: 0)
    reverse.isActive = true
    #expect(reverse.isActive)
    #expect(reverse.firstAttribute == .leftMargin && reverse.secondAttribute == .left)
    #expect(container.constraints.count == 5)
  }
}
