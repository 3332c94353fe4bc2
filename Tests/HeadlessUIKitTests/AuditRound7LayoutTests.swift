import HeadlessUIKit
import Testing

/// Round-7 audit probes of layout guides, content priorities, direction changes and the
/// Visual Format Language's predicate lists.
///
/// Expected values come from Apple's documentation and hand arithmetic.
@MainActor
@Suite("Audit round 7: guides, priorities, direction and VFL predicates")
struct AuditRound7LayoutTests {
  @Test("removeLayoutGuide(_:) clears owningView and removes the constraints to the guide")
  func removeLayoutGuideRemovesConstraints() {
    // UIKit: "It also removes any constraints to the layout guide."
    let root = makeRoot(width: 300, height: 200)
    let guide = UILayoutGuide()
    root.addLayoutGuide(guide)
    let box = makeView("box", in: root)
    let toGuide = box.leadingAnchor.constraint(equalTo: guide.trailingAnchor)
    let guideWidth = guide.widthAnchor.constraint(equalToConstant: 40)
    let unrelated = box.widthAnchor.constraint(equalToConstant: 10)
    NSLayoutConstraint.activate([
      toGuide, guideWidth, unrelated,
      guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    ])
    root.layoutIfNeeded()
    #expect(guide.layoutFrame.width == 40)
    root.removeLayoutGuide(guide)
    #expect(guide.owningView == nil)
    #expect(!root.layoutGuides.contains { $0 === guide })
    #expect(!toGuide.isActive && !guideWidth.isActive)
    #expect(unrelated.isActive)
    #expect(root.constraints.allSatisfy { $0.firstItem !== guide && $0.secondItem !== guide })
  }

  @Test("A guide added to a second view leaves the first: a guide has one owning view")
  func guideHasOneOwner() {
    let root = makeRoot()
    let a = makeView("a", in: root)
    let b = makeView("b", in: root)
    let guide = UILayoutGuide()
    a.addLayoutGuide(guide)
    b.addLayoutGuide(guide)
    #expect(guide.owningView === b)
    #expect(a.layoutGuides.isEmpty)
    #expect(b.layoutGuides.count == 1 && b.layoutGuides[0] === guide)
  }

  @Test("A guide added to no view cannot take part in constraints: activation is refused")
  func guideWithoutOwner() {
    let root = makeRoot()
    let box = makeView("box", in: root)
    let guide = UILayoutGuide()
    guide.identifier = "loose"
    let constraint = box.topAnchor.constraint(equalTo: guide.bottomAnchor)
    let issues = LayoutDiagnostics.capture { constraint.isActive = true }
    #expect(!constraint.isActive)
    #expect(issues.map(\.kind) == [.noCommonAncestor])
    #expect(root.constraints.isEmpty)
  }

  @Test("Changing a hugging priority after layout changes which label takes the extra width")
  func huggingChangeAfterLayout() {
    let root = makeRoot(width: 300, height: 100)
    let left = UILabel()
    left.text = "Left"
    left.accessibilityIdentifier = "left"
    left.translatesAutoresizingMaskIntoConstraints = false
    let right = UILabel()
    right.text = "Right"
    right.accessibilityIdentifier = "right"
    right.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(left)
    root.addSubview(right)
    right.setContentHuggingPriority(.defaultLow, for: .horizontal)
    NSLayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
      right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      left.topAnchor.constraint(equalTo: root.topAnchor),
      right.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    let leftWidth = left.intrinsicContentSize.width
    let rightWidth = right.intrinsicContentSize.width
    // The right label hugs at 250, below the left one's 251: it takes the extra width.
    #expect(left.frame.width == leftWidth)
    #expect(right.frame.width == 300 - leftWidth)
    right.setContentHuggingPriority(UILayoutPriority(252), for: .horizontal)
    root.layoutIfNeeded()
    #expect(right.frame.width == rightWidth)
    #expect(left.frame.width == 300 - rightWidth)
  }

  @Test("A frame-translating label narrower than its text keeps its frame without a conflict")
  func translatedLabelNarrowerThanText() {
    // The translated frame is required; compression resistance (750) gives way, as in UIKit.
    let root = makeRoot(width: 300, height: 100)
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 20, height: 10))
    label.text = "A rather long line of text"
    let issues = LayoutDiagnostics.capture {
      root.addSubview(label)
      root.layoutIfNeeded()
    }
    #expect(issues.isEmpty)
    #expect(label.frame == CGRect(x: 10, y: 10, width: 20, height: 10))
  }

  @Test("Forcing right-to-left on a laid-out superview flips its subviews at the next layout")
  func directionChangeAfterLayout() {
    let root = makeRoot(width: 300, height: 100)
    let box = makeView("box", in: root)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      box.widthAnchor.constraint(equalToConstant: 50),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(box.frame.minX == 10)
    root.semanticContentAttribute = .forceRightToLeft
    #expect(box.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    root.layoutIfNeeded()
    // Leading is the right edge: 300 − 10 − 50.
    #expect(box.frame.minX == 240)
    root.semanticContentAttribute = .forceLeftToRight
    root.layoutIfNeeded()
    #expect(box.frame.minX == 10)
  }

  @Test("A scroll view's content smaller than its frame gives a contentSize of the content's size")
  func smallContentSize() {
    let stage = ScrollStage(height: 100)
    stage.root.layoutIfNeeded()
    #expect(stage.scroll.contentSize == CGSize(width: 320, height: 100))
    stage.height.constant = 900
    stage.root.layoutIfNeeded()
    #expect(stage.scroll.contentSize == CGSize(width: 320, height: 900))
  }

  @Test("VFL: a predicate list on a connection makes one constraint per predicate")
  func vflPredicateListOnConnection() throws {
    let root = makeRoot(width: 300, height: 100)
    let a = makeView("a", in: root)
    let b = makeView("b", in: root)
    let gaps = try NSLayoutConstraint.validatedConstraints(
      withVisualFormat: "[a]-(>=8,<=20@600)-[b]", metrics: nil, views: ["a": a, "b": b])
    #expect(gaps.count == 2)
    #expect(gaps.map(\.relation) == [.greaterThanOrEqual, .lessThanOrEqual])
    #expect(gaps.map(\.constant) == [8, 20])
    #expect(gaps.map(\.priority) == [.required, UILayoutPriority(600)])
    #expect(gaps.allSatisfy { $0.firstItem === b && $0.firstAttribute == .leading })
    #expect(gaps.allSatisfy { $0.secondItem === a && $0.secondAttribute == .trailing })
  }

  @Test("VFL: a view name alone in a size predicate makes the sizes equal")
  func vflViewNameSize() throws {
    let root = makeRoot(width: 300, height: 100)
    let a = makeView("a", in: root)
    let b = makeView("b", in: root)
    let equal = try NSLayoutConstraint.validatedConstraints(
      withVisualFormat: "V:[a(b)]", metrics: nil, views: ["a": a, "b": b])
    #expect(equal.count == 1)
    #expect(equal.first?.firstItem === a && equal.first?.secondItem === b)
    #expect(equal.first?.firstAttribute == .height && equal.first?.secondAttribute == .height)
    #expect(equal.first?.relation == .equal && equal.first?.constant == 0)
  }

  @Test("An animation with a delay keeps the start frame until the delay is over")
  func delayedAnimationSampling() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    AnimationRecorder.removeAll()
    UIView.animate(
      withDuration: 1, delay: 0.5, options: [.curveLinear],
      animations: { view.frame.origin.x = 100 })
    // The end state is applied at once; samples follow the clock.
    #expect(view.frame.minX == 100)
    #expect(AnimationRecorder.frame(of: view, at: 0.25).minX == 0)
    #expect(AnimationRecorder.frame(of: view, at: 1).minX == 50)
    #expect(AnimationRecorder.frame(of: view, at: 2).minX == 100)
  }
}

/// The padded-label recipe UIKit users write: inset the bounds in
/// `textRect(forBounds:limitedToNumberOfLines:)`, measure with `super`, outset the result.
private final class PaddedLabel: UILabel {
  let padding = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)

  override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
    -> CGRect
  {
    let text = super.textRect(
      forBounds: bounds.inset(by: padding), limitedToNumberOfLines: numberOfLines)
    return text.inset(
      by: UIEdgeInsets(
        top: -padding.top, left: -padding.left, bottom: -padding.bottom, right: -padding.right))
  }

  override func drawText(in rect: CGRect) {
    super.drawText(in: rect.inset(by: padding))
  }
}

@MainActor
@Suite("Audit round 7: UILabel.textRect(forBounds:limitedToNumberOfLines:)")
struct AuditRound7TextRectTests {
  @Test("The text rectangle of a plain label is its text's size at the bounds' origin")
  func plainTextRect() {
    let label = UILabel()
    label.text = "Hello"
    let natural = label.intrinsicContentSize
    let rect = label.textRect(
      forBounds: CGRect(x: 3, y: 4, width: 1000, height: 1000), limitedToNumberOfLines: 1)
    #expect(rect == CGRect(origin: CGPoint(x: 3, y: 4), size: natural))
    label.numberOfLines = 0
    label.text = "one two three four five six seven"
    label.preferredMaxLayoutWidth = 80
    let wrapped = label.intrinsicContentSize
    let inBounds = label.textRect(
      forBounds: CGRect(x: 0, y: 0, width: 80, height: 1000), limitedToNumberOfLines: 0)
    #expect(inBounds.size == wrapped)
    let twoLines = label.textRect(
      forBounds: CGRect(x: 0, y: 0, width: 80, height: 1000), limitedToNumberOfLines: 2)
    #expect(twoLines.height < wrapped.height)
  }

  @Test("A label padded through textRect has the padding in its intrinsic size")
  func paddedSingleLine() {
    let plain = UILabel()
    plain.text = "Hello"
    let padded = PaddedLabel()
    padded.text = "Hello"
    let natural = plain.intrinsicContentSize
    #expect(
      padded.intrinsicContentSize
        == CGSize(width: natural.width + 20, height: natural.height + 10))
    #expect(padded.sizeThatFits(.zero) == padded.intrinsicContentSize)
  }

  @Test("A padded multi-line label wraps inside its padding at the width layout gives it")
  func paddedMultiLine() {
    let text = "The quick brown fox jumps over the lazy dog and keeps on running"
    let reference = UILabel()
    reference.text = text
    reference.numberOfLines = 0
    reference.preferredMaxLayoutWidth = 100
    let expected = reference.intrinsicContentSize
    let root = makeRoot(width: 120, height: 400)
    let padded = PaddedLabel()
    padded.text = text
    padded.numberOfLines = 0
    padded.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(padded)
    NSLayoutConstraint.activate([
      padded.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      padded.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      padded.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    // 120 wide, the text wraps at 120 − 20 = 100; 5 + 5 above and below it.
    #expect(padded.frame == CGRect(x: 0, y: 0, width: 120, height: expected.height + 10))
    #expect(expected.height > reference.font.lineHeight)
  }
}
