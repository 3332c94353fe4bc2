import HeadlessUIKit
import Testing

@MainActor
@Suite("UIStackView: distributions and alignments of labels and fixed items")
struct UIStackViewDistributionTests {
  let words =
    "Single origin beans from a small farm on the slopes of a volcano, washed and sun dried"

  @Test("Two multi-line labels in a fillEqually row each wrap at their half of the width")
  func fillEquallyWrappedLabels() {
    let root = makeRoot(width: 320, height: 400)
    let left = UILabel()
    let right = UILabel()
    for label in [left, right] {
      label.numberOfLines = 0
    }
    left.text = words
    right.text = "Short"
    let row = UIStackView(arrangedSubviews: [left, right])
    row.distribution = .fillEqually
    row.alignment = .top
    row.spacing = 20
    row.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(row)
    NSLayoutConstraint.activate([
      row.topAnchor.constraint(equalTo: root.topAnchor),
      row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    root.layoutIfNeeded()
    let half = left.sizeThatFits(CGSize(width: 150, height: 10_000))
    #expect(left.frame == CGRect(x: 0, y: 0, width: 150, height: half.height))
    #expect(
      right.frame == CGRect(x: 170, y: 0, width: 150, height: right.font.lineHeight.rounded(.up)))
    #expect(row.frame.height == half.height)
  }

  /// A horizontal stack of views with fixed widths (and height 20), laid out 300 points wide.
  func stack(
    _ distribution: UIStackView.Distribution, widths: [CGFloat], spacing: CGFloat = 0
  ) -> [UIView] {
    let views = widths.map { width -> UIView in
      let view = UIView()
      view.widthAnchor.constraint(equalToConstant: width).isActive = true
      view.heightAnchor.constraint(equalToConstant: 20).isActive = true
      return view
    }
    let stack = UIStackView(arrangedSubviews: views)
    stack.frame = CGRect(x: 0, y: 0, width: 300, height: 20)
    stack.distribution = distribution
    stack.spacing = spacing
    stack.layoutIfNeeded()
    return views
  }

  @Test("equalSpacing and equalCentering spread fixed-width items as UIKit documents")
  func spacingDistributions() {
    // UIStackView.Distribution.equalSpacing: equal gaps between the items.
    #expect(stack(.equalSpacing, widths: [40, 60, 80]).map(\.frame.minX) == [0, 100, 220])
    // .equalCentering: equal distances between the items' centres.
    let centred = stack(.equalCentering, widths: [40, 60, 80])
    #expect(centred.map(\.frame.midX) == [20, 140, 260])
  }

  /// A view with an intrinsic width.
  final class Block: UIView {
    let width: CGFloat
    init(width: CGFloat) {
      self.width = width
      super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { CGSize(width: width, height: 20) }
  }

  @Test("fillProportionally sizes items in proportion to their intrinsic widths")
  func fillProportionally() {
    let blocks = [Block(width: 50), Block(width: 150)]
    let stack = UIStackView(arrangedSubviews: blocks)
    stack.frame = CGRect(x: 0, y: 0, width: 400, height: 20)
    stack.distribution = .fillProportionally
    stack.layoutIfNeeded()
    #expect(blocks.map(\.frame.width) == [100, 300])
  }

  @Test("A vertical stack aligned leading keeps labels at their natural widths, margins inset")
  func verticalLeading() {
    let short = UILabel()
    short.text = "Tea"
    let long = UILabel()
    long.text = "Green tea latte"
    let stack = UIStackView(arrangedSubviews: [short, long])
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 4
    stack.isLayoutMarginsRelativeArrangement = true
    stack.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 10, leading: 12, bottom: 10, trailing: 12)
    stack.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
    stack.layoutIfNeeded()
    // .fill along the axis: "if there is any ambiguity, the stack view resizes the arranged
    // views based on their index" (UIStackView.Distribution.fill) — the first takes the slack.
    let longSize = long.intrinsicContentSize
    #expect(short.frame.origin == CGPoint(x: 12, y: 10))
    #expect(short.frame.width == short.intrinsicContentSize.width)
    #expect(short.frame.height == 200 - 20 - 4 - longSize.height)
    #expect(
      long.frame
        == CGRect(x: 12, y: 190 - longSize.height, width: longSize.width, height: longSize.height))
  }

  @Test(
    "Stack view: arranged subviews fill equally, a plain subview is not arranged, hidden collapses")
  func stackArrangedAndPlain() {
    let root = makeRoot(width: 320, height: 100)
    let stack = UIStackView(arrangedSubviews: [UIView(), UIView(), UIView()])
    stack.frame = root.bounds
    root.addSubview(stack)
    stack.distribution = .fillEqually
    stack.spacing = 10
    let badge = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    stack.addSubview(badge)
    root.layoutIfNeeded()
    #expect(stack.arrangedSubviews.count == 3)
    #expect(stack.subviews.count == 4)
    #expect(stack.arrangedSubviews.map(\.frame.width) == [100, 100, 100])
    #expect(stack.arrangedSubviews.map(\.frame.minX) == [0, 110, 220])
    #expect(badge.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
    stack.arrangedSubviews[1].isHidden = true
    root.layoutIfNeeded()
    let visible = stack.arrangedSubviews.filter { !$0.isHidden }
    #expect(visible.map(\.frame.width) == [155, 155])
    #expect(visible.map(\.frame.minX) == [0, 165])
    // removeArrangedSubview keeps the view as a subview (UIStackView.removeArrangedSubview(_:)).
    let last = stack.arrangedSubviews[2]
    stack.removeArrangedSubview(last)
    #expect(last.superview === stack)
    #expect(!stack.arrangedSubviews.contains { $0 === last })
  }
}
