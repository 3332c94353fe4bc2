import HeadlessUIKit
import Testing

@MainActor
@Suite("UIStackView: arranged subviews inserted, removed and moved after layout")
struct UIStackViewEditingTests {
  @Test("removeFromSuperview on an arranged subview takes it out of arrangedSubviews too")
  func stackRemoveFromSuperview() {
    // UIStackView.arrangedSubviews: "if you call the subview's removeFromSuperview() method,
    // the stack view removes it from its arrangedSubviews array". removeArrangedSubview(_:)
    // "does not remove the provided view from the stack's subviews array".
    let root = makeRoot(width: 300, height: 100)
    let stack = UIStackView(frame: root.bounds)
    root.addSubview(stack)
    stack.distribution = .fillEqually
    let views = ["a", "b", "c"].map { makeView($0) }
    for view in views { stack.addArrangedSubview(view) }
    root.layoutIfNeeded()
    #expect(views.map(\.frame.width) == [100, 100, 100])
    views[1].removeFromSuperview()
    #expect(stack.arrangedSubviews.map(\.accessibilityIdentifier) == ["a", "c"])
    root.layoutIfNeeded()
    #expect(views[0].frame == CGRect(x: 0, y: 0, width: 150, height: 100))
    #expect(views[2].frame == CGRect(x: 150, y: 0, width: 150, height: 100))
    stack.removeArrangedSubview(views[2])
    #expect(stack.arrangedSubviews.map(\.accessibilityIdentifier) == ["a"])
    #expect(stack.subviews.contains { $0 === views[2] })
    root.layoutIfNeeded()
    #expect(views[0].frame.width == 300)
  }

  @Test("A stack view's arranged order is its own: reordering subviews does not move items")
  func stackArrangedOrderIndependentOfSubviews() {
    // UIStackView: "The order of the subviews array defines the Z-order of the subviews. The
    // order of the arrangedSubviews array defines the order in which the views are arranged".
    let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
    stack.distribution = .fillEqually
    let views = ["a", "b", "c"].map { makeView($0) }
    for view in views { stack.addArrangedSubview(view) }
    stack.exchangeSubview(at: 0, withSubviewAt: 2)
    stack.bringSubviewToFront(views[1])
    stack.layoutIfNeeded()
    #expect(stack.arrangedSubviews.map(\.accessibilityIdentifier) == ["a", "b", "c"])
    #expect(views.map(\.frame.minX) == [0, 100, 200])
    // Inserting an arranged view again moves it within the arrangement.
    stack.insertArrangedSubview(views[2], at: 0)
    stack.layoutIfNeeded()
    #expect(stack.arrangedSubviews.map(\.accessibilityIdentifier) == ["c", "a", "b"])
    #expect(views.map(\.frame.minX) == [100, 200, 0])
  }

  @Test("insertArrangedSubview(_:at:) after a layout opens a gap at that index")
  func insertAfterLayout() {
    // insertArrangedSubview(_:at:): "If index is already occupied, the stack view increases the
    // size of the arrangedSubviews array and shifts all of its contents at the index and above
    // to the next higher space in the array."
    let (container, stack, views) = hugging([(40, 20), (60, 20)])
    #expect(stack.frame.size == CGSize(width: 110, height: 20))
    let inserted = StackTestView(30, 20)
    stack.insertArrangedSubview(inserted, at: 1)
    container.layoutIfNeeded()
    let expectedOrder: [UIView] = [views[0], inserted, views[1]]
    #expect(stack.arrangedSubviews.elementsEqual(expectedOrder) { $0 === $1 })
    expectSpans(xSpans([views[0], inserted, views[1]]), [[0, 40], [50, 30], [90, 60]])
    #expect(stack.frame.width == 150)
    // Inserting at the front moves everything along.
    let front = StackTestView(10, 20)
    stack.insertArrangedSubview(front, at: 0)
    container.layoutIfNeeded()
    expectSpans(xSpans(stack.arrangedSubviews), [[0, 10], [20, 40], [70, 30], [110, 60]])
    #expect(stack.frame.width == 170)
  }

  @Test("removeArrangedSubview keeps the view on screen, unmanaged; the stack closes the gap")
  func removeArrangedKeepsViewUnmanaged() {
    // removeArrangedSubview(_:): "The stack view no longer manages the view's position and size.
    // However, this method doesn't remove the provided view from the stack's subviews array;
    // therefore, the view is still displayed as part of the view hierarchy."
    let (container, stack, views) = hugging([(40, 20), (60, 20), (100, 20)])
    let middle = views[1]
    stack.removeArrangedSubview(middle)
    container.layoutIfNeeded()
    #expect(middle.superview === stack)
    #expect(stack.arrangedSubviews.count == 2)
    expectSpans(xSpans([views[0], views[2]]), [[0, 40], [50, 100]])
    #expect(stack.frame.width == 150)
    // None of the stack's constraints names the view any more.
    #expect(
      stack.constraints.allSatisfy { $0.firstItem !== middle && $0.secondItem !== middle })
    // The user now places it as a badge over the stack, with their own constraints.
    NSLayoutConstraint.activate([
      middle.topAnchor.constraint(equalTo: stack.topAnchor, constant: -4),
      middle.trailingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 4),
      middle.widthAnchor.constraint(equalToConstant: 12),
      middle.heightAnchor.constraint(equalToConstant: 12),
    ])
    container.layoutIfNeeded()
    #expect(middle.frame == CGRect(x: 142, y: -4, width: 12, height: 12))
    #expect(stack.frame.width == 150)
  }

  @Test("removeFromSuperview on an arranged view unarranges it and the stack shrinks")
  func removeFromSuperviewShrinks() {
    // UIStackView.arrangedSubviews: "Whenever an arranged view's removeFromSuperview() method is
    // called, the stack view removes the view from its arrangedSubviews array."
    let (container, stack, views) = hugging([(40, 20), (60, 30), (100, 20)])
    views[2].removeFromSuperview()
    container.layoutIfNeeded()
    #expect(stack.frame.size == CGSize(width: 110, height: 30))
    views[1].removeFromSuperview()
    container.layoutIfNeeded()
    #expect(stack.frame.size == CGSize(width: 40, height: 20))
    #expect(stack.subviews.count == 1)
    // Arranging one of them again puts it at the end.
    stack.addArrangedSubview(views[2])
    container.layoutIfNeeded()
    expectSpans(xSpans(stack.arrangedSubviews), [[0, 40], [50, 100]])
  }

  @Test("Custom spacing is forgotten with the view it followed, not kept for the next view")
  func customSpacingForgottenOnRemoval() {
    let (container, stack, views) = hugging([(40, 20), (60, 20), (100, 20)])
    stack.setCustomSpacing(30, after: views[0])
    container.layoutIfNeeded()
    expectSpans(xSpans(views), [[0, 40], [70, 60], [140, 100]])
    views[0].removeFromSuperview()
    container.layoutIfNeeded()
    expectSpans(xSpans([views[1], views[2]]), [[0, 60], [70, 100]])
    // Added back, the view has no custom spacing any more.
    stack.insertArrangedSubview(views[0], at: 0)
    container.layoutIfNeeded()
    #expect(stack.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
    expectSpans(xSpans(views), [[0, 40], [50, 60], [120, 100]])
  }

  @Test("addArrangedSubview to another stack takes the view out of the first one")
  func moveBetweenStacks() {
    // addArrangedSubview(_:): the view becomes a subview of the new stack, which removes it
    // from its previous superview — and so from that stack's arranged views.
    // https://developer.apple.com/documentation/uikit/uistackview/addarrangedsubview(_:)
    let root = makeRoot(width: 320, height: 200)
    let (a, b, c) = (StackTestView(40, 20), StackTestView(40, 20), StackTestView(40, 20))
    let top = UIStackView(arrangedSubviews: [a, b])
    let bottom = UIStackView(arrangedSubviews: [c])
    for stack in [top, bottom] {
      stack.spacing = 10
      stack.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(stack)
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
    }
    NSLayoutConstraint.activate([
      top.topAnchor.constraint(equalTo: root.topAnchor),
      bottom.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
    ])
    root.layoutIfNeeded()
    #expect(top.frame.width == 90 && bottom.frame.width == 40)
    top.setCustomSpacing(30, after: b)
    bottom.addArrangedSubview(b)
    #expect(top.arrangedSubviews == [a])
    #expect(bottom.arrangedSubviews == [c, b])
    #expect(b.superview === bottom)
    #expect(top.customSpacing(after: b) == UIStackView.spacingUseDefault)
    root.layoutIfNeeded()
    #expect(top.frame.width == 40)
    #expect(bottom.frame.width == 90)
    #expect(b.frame == CGRect(x: 50, y: 0, width: 40, height: 20))
    #expect(!b.hasAmbiguousLayout)
  }
}
