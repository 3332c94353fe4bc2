import HeadlessUIKit
import Testing

/// Stack view distributions and the constraint mistakes UIKit refuses, as a user meets them.
@MainActor
@Suite("User scenarios: stack distributions and refused constraints")
struct UserScenarioStackAndErrorTests {
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

  @Test("Mixing leading with left, or a location with a constant, is refused at creation")
  func refusedConstraints() {
    let root = makeRoot()
    let view = makeView("view", in: root)
    var mixed: NSLayoutConstraint?
    var located: NSLayoutConstraint?
    let issues = LayoutDiagnostics.capture {
      mixed = NSLayoutConstraint(
        item: view, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .left,
        multiplier: 1, constant: 0)
      located = NSLayoutConstraint(
        item: view, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
        multiplier: 1, constant: 10)
      mixed?.isActive = true
      located?.isActive = true
    }
    #expect(issues.count >= 2)
    #expect(issues.allSatisfy { $0.kind == .invalidConstraint })
    #expect(mixed?.isActive == false && located?.isActive == false)
    #expect(root.constraints.isEmpty && view.constraints.isEmpty)
  }

  @Test("A subview half under the status bar has the overlap as its safe-area inset")
  func partialSafeArea() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.isHidden = false
    let banner = UIView(frame: CGRect(x: 0, y: 20, width: 390, height: 100))
    window.addSubview(banner)
    let footer = UIView(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
    window.addSubview(footer)
    window.layoutIfNeeded()
    // UIView.safeAreaInsets: the part of the view the status bar and home indicator cover.
    #expect(banner.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
    #expect(footer.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    banner.frame.origin.y = 60
    window.layoutIfNeeded()
    #expect(banner.safeAreaInsets == .zero)
  }

  @Test("The unsatisfiable report reads like UIKit's console message")
  func unsatisfiableWording() throws {
    let root = makeRoot()
    let view = makeView("view", in: root)
    let issues = LayoutDiagnostics.capture {
      view.heightAnchor.constraint(equalToConstant: 30).isActive = true
      view.heightAnchor.constraint(equalToConstant: 40).isActive = true
      root.layoutIfNeeded()
    }
    let issue = try #require(issues.first)
    #expect(issue.message.hasPrefix("Unable to simultaneously satisfy constraints."))
    #expect(
      issue.message.contains("view.height == 30") && issue.message.contains("view.height == 40"))
    // UIKit says "Will attempt to recover by breaking constraint"; HeadlessUIKit has already
    // recovered when it reports, and names the constraint it broke.
    let broken = try #require(issue.affectedConstraint)
    #expect(issue.message.hasSuffix(broken))
  }

  @Test("A self-sizing cell built from stacks wraps its multi-line label at the fitted width")
  func stackCellFitting() {
    let cell = UIView()
    let icon = UIView()
    icon.widthAnchor.constraint(equalToConstant: 40).isActive = true
    icon.heightAnchor.constraint(equalToConstant: 40).isActive = true
    let title = UILabel()
    title.text = "Flat White"
    let subtitle = UILabel()
    subtitle.numberOfLines = 0
    subtitle.text = "Ristretto shots with a thin layer of velvety steamed milk, a little stronger"
    let texts = UIStackView(arrangedSubviews: [title, subtitle])
    texts.axis = .vertical
    texts.spacing = 2
    let row = UIStackView(arrangedSubviews: [icon, texts])
    row.alignment = .top
    row.spacing = 12
    row.translatesAutoresizingMaskIntoConstraints = false
    cell.addSubview(row)
    NSLayoutConstraint.activate([
      row.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
      row.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
      row.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
      row.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
    ])
    // The texts are 320 − 32 − 40 − 12 = 236 points wide.
    let wrapped = TextMeasurement.size(
      of: subtitle.text ?? "", font: subtitle.font, maxWidth: 236, numberOfLines: 0)
    #expect(wrapped.height > subtitle.font.lineHeight * 2)
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    let textHeight = title.intrinsicContentSize.height + 2 + wrapped.height
    #expect(size == CGSize(width: 320, height: 10 + textHeight + 10))
    cell.frame = CGRect(origin: .zero, size: size)
    cell.layoutIfNeeded()
    #expect(subtitle.frame.width == 236 && subtitle.frame.height == wrapped.height)
    #expect(texts.frame == CGRect(x: 52, y: 0, width: 236, height: textHeight))
  }
}
