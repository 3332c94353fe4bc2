import HeadlessUIKit
import SwiftLayoutTestSupport
import Testing

@MainActor
@Suite("UIStackView arranged subviews")
struct UIStackViewTests {
  @Test("init(arrangedSubviews:) arranges and adds the views in order, clearing autoresizing")
  func initWithArrangedSubviews() {
    let a = UIView()
    let b = UIView()
    let stack = UIStackView(arrangedSubviews: [a, b])
    #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
    #expect(stack.subviews.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
    #expect(!a.translatesAutoresizingMaskIntoConstraints)
    #expect(!b.translatesAutoresizingMaskIntoConstraints)
    #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill)
    #expect(stack.spacing == 0)
    #expect(!stack.isBaselineRelativeArrangement && !stack.isLayoutMarginsRelativeArrangement)
  }

  @Test("removeArrangedSubview keeps the view as a subview, as in UIKit")
  func removeArrangedKeepsSubview() {
    let a = UIView()
    let b = UIView()
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.removeArrangedSubview(a)
    #expect(stack.arrangedSubviews.count == 1 && stack.arrangedSubviews.first === b)
    #expect(a.superview === stack)
    #expect(
      stack.headless.arrangementConstraints.allSatisfy { $0.firstItem !== a && $0.secondItem !== a }
    )
  }

  @Test("removing an arranged view from the hierarchy removes it from arrangedSubviews")
  func removeFromSuperviewUnarranges() {
    let a = UIView()
    let b = UIView()
    let stack = UIStackView(arrangedSubviews: [a, b])
    a.removeFromSuperview()
    #expect(stack.arrangedSubviews.count == 1 && stack.arrangedSubviews.first === b)
    #expect(stack.constraints.allSatisfy { $0.firstItem !== a && $0.secondItem !== a })
  }

  @Test("insertArrangedSubview inserts at the index, moves an arranged view, clamps past the end")
  func insertArrangedSubview() {
    let a = UIView()
    let b = UIView()
    let c = UIView()
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.insertArrangedSubview(c, at: 1)
    #expect(
      stack.arrangedSubviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
    #expect(stack.subviews.last === c)
    stack.insertArrangedSubview(a, at: 2)
    #expect(
      stack.arrangedSubviews.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
    stack.removeArrangedSubview(b)
    stack.insertArrangedSubview(b, at: 99)
    #expect(stack.arrangedSubviews.last === b)
    #expect(stack.subviews.count == 3)
  }

  @Test("an existing subview can become arranged without being added twice")
  func existingSubviewBecomesArranged() {
    let stack = UIStackView()
    let plain = UIView()
    let arranged = UIView()
    stack.addSubview(plain)
    stack.addSubview(arranged)
    stack.addArrangedSubview(arranged)
    #expect(stack.subviews.count == 2)
    #expect(stack.arrangedSubviews.count == 1 && stack.arrangedSubviews.first === arranged)
  }

  @Test("custom spacing defaults to spacingUseDefault and is forgotten when the view leaves")
  func customSpacing() {
    let a = UIView()
    let b = UIView()
    let stack = UIStackView(arrangedSubviews: [a, b])
    #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
    stack.setCustomSpacing(24, after: a)
    #expect(stack.customSpacing(after: a) == 24)
    stack.setCustomSpacing(UIStackView.spacingUseDefault, after: a)
    #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
    stack.setCustomSpacing(12, after: a)
    stack.removeArrangedSubview(a)
    #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
    stack.setCustomSpacing(12, after: UIView())
    #expect(stack.arrangedSubviews.count == 1)
  }

  @Test("UIKit's special spacing values: spacingUseDefault is FLT_MAX, spacingUseSystem FLT_MIN")
  func specialSpacingValues() {
    #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
    #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
    #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
    #expect(UIStackView.Alignment.lastBaseline.rawValue == 5)
    #expect(UIStackView.Distribution.equalCentering.rawValue == 4)
  }

  @Test("the generated constraints carry UIKit's UISV identifiers and are installed on the stack")
  func identifiers() {
    let a = UIView()
    let b = UIView()
    let c = UIView()
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.distribution = .fillEqually
    stack.alignment = .center
    b.isHidden = true
    let ids = Set(stack.headless.arrangementConstraints.compactMap(\.identifier))
    #expect(
      ids.isSuperset(of: [
        "UISV-canvas-connection", "UISV-spacing", "UISV-alignment", "UISV-fill-equally",
        "UISV-hiding", "UISV-spanning-boundary", "UISV-spanning-fit",
      ]))
    #expect(stack.headless.arrangementConstraints.allSatisfy { $0.isActive })
    // Two-item constraints are held by the stack view; one-item sizes by their view, as in UIKit.
    for constraint in stack.headless.arrangementConstraints {
      let holder = constraint.secondItem == nil ? constraint.firstItem as? UIView : stack
      #expect(holder?.constraints.contains { $0 === constraint } == true)
    }
  }

  @Test("equal spacing puts one UISV-distributing layout guide in each gap")
  func distributingGuides() {
    let stack = UIStackView(arrangedSubviews: [UIView(), UIView(), UIView()])
    stack.distribution = .equalSpacing
    stack.layoutIfNeeded()
    let guides = stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }
    #expect(guides.count == 2)
    stack.distribution = .fill
    stack.layoutIfNeeded()
    #expect(stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }.isEmpty)
  }

  @Test("changing a property regenerates the constraints for the new axis")
  func regeneratesOnAxisChange() {
    let stack = UIStackView(arrangedSubviews: [UIView(), UIView()])
    let before = stack.headless.arrangementConstraints.map(ObjectIdentifier.init)
    stack.axis = .vertical
    let spacing = stack.headless.arrangementConstraints.filter { $0.identifier == "UISV-spacing" }
    #expect(spacing.count == 1 && spacing[0].firstAttribute == .top)
    #expect(
      stack.headless.arrangementConstraints.allSatisfy { !before.contains(ObjectIdentifier($0)) })
  }

  @Test("constraints are regenerated lazily: once per change, never when nothing changed")
  func lazyRegeneration() {
    let stack = UIStackView(arrangedSubviews: [UIView(), UIView()])
    #expect(stack.needsUpdateConstraints())
    let first = stack.headless.arrangementConstraints.map(ObjectIdentifier.init)
    stack.layoutIfNeeded()
    #expect(stack.headless.arrangementConstraints.map(ObjectIdentifier.init) == first)
    stack.spacing = 4
    #expect(stack.needsUpdateConstraints())
    stack.layoutIfNeeded()
    #expect(!stack.needsUpdateConstraints())
    let spacing = stack.headless.arrangementConstraints.filter { $0.identifier == "UISV-spacing" }
    #expect(spacing.map(\.constant) == [4])
  }

  @Test("the generated constraints read like UIKit's, in a stable order (snapshot)")
  func constraintSnapshot() {
    let views = ["first", "second", "third"].map { name in
      let view = UIView()
      view.accessibilityIdentifier = name
      return view
    }
    let stack = UIStackView(arrangedSubviews: views)
    stack.accessibilityIdentifier = "stack"
    stack.axis = .vertical
    stack.spacing = 8
    stack.setCustomSpacing(20, after: views[0])
    stack.alignment = .center
    stack.distribution = .fillEqually
    views[2].isHidden = true
    let text = stack.headless.arrangementConstraints.map(\.description).joined(separator: "\n")
    assertSnapshot(text, named: "vertical-center-fill-equally")
  }

  @Test("moving an arranged view into another stack view takes it out of the first")
  func moveBetweenStacks() {
    let a = UIView()
    let b = UIView()
    let first = UIStackView(arrangedSubviews: [a, b])
    let second = UIStackView()
    second.addArrangedSubview(a)
    #expect(first.arrangedSubviews.count == 1 && first.arrangedSubviews.first === b)
    #expect(second.arrangedSubviews.first === a && a.superview === second)
    #expect(
      first.headless.arrangementConstraints.allSatisfy { $0.firstItem !== a && $0.secondItem !== a }
    )
  }

  @Test("a plain subview of a stack view is not arranged and gets no constraints")
  func plainSubview() {
    let arranged = UIView()
    let plain = UIView()
    let stack = UIStackView(arrangedSubviews: [arranged])
    stack.addSubview(plain)
    #expect(stack.arrangedSubviews.count == 1)
    #expect(plain.translatesAutoresizingMaskIntoConstraints)
    #expect(
      stack.headless.arrangementConstraints.allSatisfy {
        $0.firstItem !== plain && $0.secondItem !== plain
      })
  }
}
