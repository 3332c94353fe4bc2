import HeadlessUIKit
import Testing

/// A third round of user scenarios: stack views edited at run time, frames checked after each
/// step against what UIKit documents.
@MainActor
@Suite("User scenarios, round 3: stack views edited at run time")
struct UserScenarioRound3Tests {
  /// A horizontal stack (spacing 10) of views with intrinsic sizes, pinned at the top-leading
  /// corner of a 300×300 container and otherwise sized by its content.
  func hugging(_ sizes: [(CGFloat, CGFloat)]) -> (UIView, UIStackView, [StackTestView]) {
    let container = makeRoot(width: 300, height: 300)
    let views = sizes.map { StackTestView($0.0, $0.1) }
    let stack = UIStackView(arrangedSubviews: views)
    stack.spacing = 10
    stack.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stack)
    stack.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
    stack.leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
    container.layoutIfNeeded()
    return (container, stack, views)
  }

  /// A horizontal stack (spacing 10) pinned to every edge of a `width`×`height` container.
  func pinned(
    _ sizes: [(CGFloat, CGFloat)], width: CGFloat = 300, height: CGFloat = 100
  ) -> (UIView, UIStackView, [StackTestView]) {
    let container = makeRoot(width: width, height: height)
    let views = sizes.map { StackTestView($0.0, $0.1) }
    let stack = UIStackView(arrangedSubviews: views)
    stack.spacing = 10
    stack.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: container.topAnchor),
      stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      stack.bottomAnchor.constraint(equalTo: container.bottomAnchor),
    ])
    container.layoutIfNeeded()
    return (container, stack, views)
  }

  func xSpans(_ views: [UIView]) -> [[CGFloat]] { views.map { [$0.frame.minX, $0.frame.width] } }
  func ySpans(_ views: [UIView]) -> [[CGFloat]] { views.map { [$0.frame.minY, $0.frame.height] } }

  // MARK: - Inserting and removing arranged views

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

  // MARK: - Hiding

  @Test("Hiding inside UIView.animate: fillEqually shares the width among the visible views")
  func hideInsideAnimation() {
    // UIStackView: "the stack view automatically updates its layout whenever views are added,
    // removed or inserted into the arrangedSubviews array, or whenever one of the arranged
    // subviews's isHidden property changes."
    let (container, stack, views) = pinned([(40, 20), (60, 20), (100, 20)])
    stack.distribution = .fillEqually
    container.layoutIfNeeded()
    let third: CGFloat = 280.0 / 3
    expectSpans(xSpans(views), (0..<3).map { [CGFloat($0) * (third + 10), third] })
    UIView.animate(withDuration: 0.3) {
      views[1].isHidden = true
      container.layoutIfNeeded()
    }
    expectSpans(xSpans([views[0], views[2]]), [[0, 145], [155, 145]])
    #expect(views[1].frame.width == 0)
    UIView.animate(withDuration: 0.3) {
      views[1].isHidden = false
      container.layoutIfNeeded()
    }
    expectSpans(xSpans(views), (0..<3).map { [CGFloat($0) * (third + 10), third] })
  }

  @Test("Hiding every view of a nested stack collapses it; the outer spacing stays on both sides")
  func nestedStackCollapses() {
    let container = makeRoot(width: 200, height: 400)
    let header = StackTestView(100, 20)
    let left = StackTestView(40, 30)
    let right = StackTestView(40, 30)
    let row = UIStackView(arrangedSubviews: [left, right])
    let footer = StackTestView(100, 20)
    let column = UIStackView(arrangedSubviews: [header, row, footer])
    column.axis = .vertical
    column.spacing = 8
    column.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(column)
    NSLayoutConstraint.activate([
      column.topAnchor.constraint(equalTo: container.topAnchor),
      column.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      column.trailingAnchor.constraint(equalTo: container.trailingAnchor),
    ])
    container.layoutIfNeeded()
    expectSpans(ySpans([header, row, footer]), [[0, 20], [28, 30], [66, 20]])
    #expect(column.frame.height == 86)
    // The row is still visible itself: it keeps its place in the outer chain, zero high.
    left.isHidden = true
    right.isHidden = true
    container.layoutIfNeeded()
    expectSpans(ySpans([header, row, footer]), [[0, 20], [28, 0], [36, 20]])
    // Hiding the row itself takes it out of the outer chain too.
    row.isHidden = true
    container.layoutIfNeeded()
    expectSpans(ySpans([header, footer]), [[0, 20], [28, 20]])
    #expect(column.frame.height == 48)
    // Showing one view of the row brings the row back at that view's height.
    row.isHidden = false
    right.isHidden = false
    container.layoutIfNeeded()
    expectSpans(ySpans([header, row, footer]), [[0, 20], [28, 30], [66, 20]])
    #expect(right.frame == CGRect(x: 0, y: 0, width: 200, height: 30))
  }

  @Test("A stack in a scroll view: hiding and inserting rows changes the content size")
  func scrollingStackEdited() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let rows = (0..<5).map { _ in StackTestView(320, 50) }
    let stack = UIStackView(arrangedSubviews: rows)
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stack)
    let content = scrollView.contentLayoutGuide
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: content.topAnchor),
      stack.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: content.trailingAnchor),
      stack.bottomAnchor.constraint(equalTo: content.bottomAnchor),
      stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
    ])
    scrollView.layoutIfNeeded()
    #expect(scrollView.contentSize == CGSize(width: 320, height: 250))
    rows[1].isHidden = true
    rows[3].isHidden = true
    scrollView.layoutIfNeeded()
    #expect(scrollView.contentSize == CGSize(width: 320, height: 150))
    #expect(rows[4].frame.minY == 100)
    let banner = StackTestView(320, 80)
    stack.insertArrangedSubview(banner, at: 0)
    scrollView.layoutIfNeeded()
    #expect(scrollView.contentSize == CGSize(width: 320, height: 230))
    #expect(rows[0].frame.minY == 80)
    #expect(rows[4].frame.minY == 180)
  }

  // MARK: - Properties changed after the first layout

  @Test("Changing axis after layout turns a row into a column with the same views")
  func axisChange() {
    let (container, stack, views) = hugging([(40, 20), (60, 30)])
    #expect(views[0].frame == CGRect(x: 0, y: 0, width: 40, height: 30))
    #expect(views[1].frame == CGRect(x: 50, y: 0, width: 60, height: 30))
    stack.axis = .vertical
    container.layoutIfNeeded()
    // .fill across a vertical axis: every view as wide as the widest (compression resistance
    // beats hugging).
    #expect(views[0].frame == CGRect(x: 0, y: 0, width: 60, height: 20))
    #expect(views[1].frame == CGRect(x: 0, y: 30, width: 60, height: 30))
    #expect(stack.frame.size == CGSize(width: 60, height: 60))
    stack.axis = .horizontal
    container.layoutIfNeeded()
    #expect(views[1].frame == CGRect(x: 50, y: 0, width: 60, height: 30))
  }

  @Test("Changing distribution after layout: fill, fillEqually, fillProportionally, equalSpacing")
  func distributionChanges() {
    let (container, stack, views) = pinned([(40, 20), (60, 20)])
    // fill with equal hugging: the first view takes the slack.
    expectSpans(xSpans(views), [[0, 230], [240, 60]])
    stack.distribution = .fillEqually
    container.layoutIfNeeded()
    expectSpans(xSpans(views), [[0, 145], [155, 145]])
    stack.distribution = .fillProportionally
    container.layoutIfNeeded()
    expectSpans(xSpans(views), [[0, 116], [126, 174]])
    stack.distribution = .equalSpacing
    container.layoutIfNeeded()
    expectSpans(xSpans(views), [[0, 40], [240, 60]])
    stack.distribution = .equalCentering
    container.layoutIfNeeded()
    // Two views: the centres have nothing to equalize, the ends are pinned.
    expectSpans(xSpans(views), [[0, 40], [240, 60]])
    stack.distribution = .fill
    container.layoutIfNeeded()
    expectSpans(xSpans(views), [[0, 230], [240, 60]])
  }

  @Test("Changing alignment after layout moves the views across the axis")
  func alignmentChanges() {
    let (container, stack, views) = pinned([(40, 20), (60, 30)])
    expectSpans(ySpans(views), [[0, 100], [0, 100]])
    stack.alignment = .center
    container.layoutIfNeeded()
    expectSpans(ySpans(views), [[40, 20], [35, 30]])
    stack.alignment = .trailing
    container.layoutIfNeeded()
    expectSpans(ySpans(views), [[80, 20], [70, 30]])
    stack.alignment = .top
    container.layoutIfNeeded()
    expectSpans(ySpans(views), [[0, 20], [0, 30]])
    #expect(stack.alignment == .leading)
    stack.alignment = .bottom
    container.layoutIfNeeded()
    expectSpans(ySpans(views), [[80, 20], [70, 30]])
  }

  @Test("spacing and setCustomSpacing(_:after:) changed after layout, then reset")
  func spacingChanges() {
    let (container, stack, views) = hugging([(40, 20), (60, 20), (100, 20)])
    stack.spacing = 20
    container.layoutIfNeeded()
    expectSpans(xSpans(views), [[0, 40], [60, 60], [140, 100]])
    stack.setCustomSpacing(4, after: views[0])
    container.layoutIfNeeded()
    expectSpans(xSpans(views), [[0, 40], [44, 60], [124, 100]])
    // A custom spacing after the last view has no gap to apply to.
    stack.setCustomSpacing(50, after: views[2])
    container.layoutIfNeeded()
    #expect(stack.frame.width == 224)
    stack.setCustomSpacing(UIStackView.spacingUseSystem, after: views[0])
    container.layoutIfNeeded()
    expectSpans(xSpans(views), [[0, 40], [48, 60], [128, 100]])
    stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
    container.layoutIfNeeded()
    expectSpans(xSpans(views), [[0, 40], [60, 60], [140, 100]])
  }
}
