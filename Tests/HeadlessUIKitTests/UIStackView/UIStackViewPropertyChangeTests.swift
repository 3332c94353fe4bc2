import HeadlessUIKit
import Testing

@MainActor
@Suite("UIStackView: axis, distribution, alignment and spacing changed after layout")
struct UIStackViewPropertyChangeTests {
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
