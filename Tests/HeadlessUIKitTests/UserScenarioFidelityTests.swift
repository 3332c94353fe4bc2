import HeadlessUIKit
import Testing

/// Smaller UIKit behaviours a screen leans on, each checked against Apple's documentation.
@MainActor
@Suite("User scenarios: UIKit fidelity")
struct UserScenarioFidelityTests {
  @Test("A sticky header pinned to the frame guide stays on screen while the content scrolls")
  func stickyHeader() {
    let root = makeRoot(width: 320, height: 480)
    let scroll = UIScrollView(frame: root.bounds)
    root.addSubview(scroll)
    let content = makeView("content", in: scroll)
    let header = makeView("header", in: scroll)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 2000),
      header.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor),
      header.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: 44),
    ])
    root.layoutIfNeeded()
    #expect(scroll.contentSize == CGSize(width: 320, height: 2000))
    #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    // Scrolling moves the bounds origin; a view pinned to the frame guide follows it, so it
    // stays at the top of the visible area (UIScrollView.frameLayoutGuide).
    scroll.contentOffset = CGPoint(x: 0, y: 300)
    root.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 0, y: 300, width: 320, height: 44))
    #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 2000))
    #expect(header.convert(header.bounds, to: root).minY == 0)
  }

  @Test("A full-screen scroll view's adjusted content inset includes the safe area")
  func scrollViewSafeArea() {
    let (window, _, root) = makeScreen()
    let scrollView = UIScrollView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scrollView)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: root.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
    window.layoutIfNeeded()
    #expect(scrollView.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    // .automatic, outside a navigation or tab bar controller, adjusts the axes that scroll
    // (ContentInsetAdjustmentBehavior.automatic and .scrollableAxes): no content, no safe area.
    #expect(scrollView.adjustedContentInset == scrollView.contentInset)
    scrollView.contentSize = CGSize(width: 390, height: 2000)
    #expect(
      scrollView.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 54, right: 0))
    scrollView.contentInsetAdjustmentBehavior = .never
    #expect(scrollView.adjustedContentInset == scrollView.contentInset)
  }

  @Test("A controller's root view: system margins of 16 at the sides, the safe area included")
  func rootViewMargins() {
    let (window, _, root) = makeScreen()
    window.layoutIfNeeded()
    // UIView.directionalLayoutMargins: for a view controller's root view "the top and bottom
    // margins are set to zero points. The leading and trailing margins … can be either 16 or
    // 20 points"; insetsLayoutMarginsFromSafeArea adds the safe area.
    #expect(root.layoutMargins.left == 16 && root.layoutMargins.right == 16)
    #expect(
      root.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 47, width: 358, height: 763))
    let card = makeView("card", in: root)
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: root.topAnchor),
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      card.heightAnchor.constraint(equalToConstant: 100),
    ])
    window.layoutIfNeeded()
    // A plain view's margins are 8 points; at the top of the screen its safe area (47) is
    // added to them.
    #expect(card.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 55, width: 374, height: 37))
    card.insetsLayoutMarginsFromSafeArea = false
    window.layoutIfNeeded()
    #expect(card.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 374, height: 84))
  }

  @Test("VFL |-[view]-| follows the superview's directional margins, also right-to-left")
  func visualFormatMargins() {
    let root = makeRoot(width: 300, height: 100)
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 30, bottom: 0, trailing: 10)
    let field = makeView("field", in: root)
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-[field]-|", options: [], metrics: nil, views: ["field": field])
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:|[field(20)]", options: [], metrics: nil, views: ["field": field]))
    root.layoutIfNeeded()
    #expect(field.frame == CGRect(x: 30, y: 0, width: 260, height: 20))
    root.semanticContentAttribute = .forceRightToLeft
    root.layoutIfNeeded()
    #expect(field.frame == CGRect(x: 10, y: 0, width: 260, height: 20))
  }

  @Test("A stack view: custom spacing, hugging decides the stretched item, hiding animates")
  func stackFillAndSpacing() throws {
    AnimationRecorder.removeAll()
    let root = makeRoot(width: 320, height: 60)
    let name = UILabel()
    name.text = "Latte"
    let price = UILabel()
    price.text = "4.50"
    let add = UIView()
    add.widthAnchor.constraint(equalToConstant: 30).isActive = true
    add.heightAnchor.constraint(equalToConstant: 30).isActive = true
    let stack = UIStackView(arrangedSubviews: [name, price, add])
    stack.frame = root.bounds
    stack.spacing = 8
    stack.setCustomSpacing(16, after: price)
    stack.alignment = .center
    root.addSubview(stack)
    price.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    root.layoutIfNeeded()
    let priceWidth = price.intrinsicContentSize.width
    #expect(add.frame.maxX == 320 && add.frame.width == 30)
    #expect(price.frame.width == priceWidth)
    #expect(price.frame.maxX == 274)
    #expect(name.frame.minX == 0 && name.frame.maxX == price.frame.minX - 8)
    // alignment .center: each item is centred on the cross axis.
    #expect(name.frame.midY == 30 && price.frame.midY == 30)
    #expect(add.frame == CGRect(x: 290, y: 15, width: 30, height: 30))
    UIView.animate(withDuration: 0.2) {
      price.isHidden = true
      root.layoutIfNeeded()
    }
    #expect(name.frame.maxX == 282)
    let record = try #require(AnimationRecorder.animations(of: name).last)
    #expect(record.toFrame.maxX == 282 && record.fromFrame.maxX < 282)
    AnimationRecorder.finishPendingAnimations()
  }

  @Test("An autoresizing subview inside an Auto Layout view follows its size changes")
  func autoresizingInsideAutoLayout() {
    let root = makeRoot(width: 320, height: 200)
    let card = makeView("card", in: root)
    let width = card.widthAnchor.constraint(equalToConstant: 200)
    NSLayoutConstraint.activate([
      width, card.heightAnchor.constraint(equalToConstant: 100),
      card.topAnchor.constraint(equalTo: root.topAnchor),
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    ])
    // The mask applies to later changes of the superview's size (UIView.autoresizingMask), so
    // the card is laid out before the subviews are placed in it.
    root.layoutIfNeeded()
    let banner = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 20))
    banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    card.addSubview(banner)
    let badge = UIView(frame: CGRect(x: 170, y: 70, width: 20, height: 20))
    badge.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
    card.addSubview(badge)
    root.layoutIfNeeded()
    #expect(banner.frame == CGRect(x: 10, y: 10, width: 180, height: 20))
    width.constant = 300
    root.layoutIfNeeded()
    #expect(banner.frame == CGRect(x: 10, y: 10, width: 280, height: 20))
    #expect(badge.frame == CGRect(x: 270, y: 70, width: 20, height: 20))
  }

  /// A view that adds its constraints in `updateConstraints`, as UIKit recommends for
  /// constraints that change together.
  final class ToggleView: UIView {
    let knob = UIView()
    var isOn = false {
      didSet { setNeedsUpdateConstraints() }
    }
    var updates = 0
    private lazy var onConstraint = knob.trailingAnchor.constraint(equalTo: trailingAnchor)
    private lazy var offConstraint = knob.leadingAnchor.constraint(equalTo: leadingAnchor)

    override init(frame: CGRect) {
      super.init(frame: frame)
      knob.translatesAutoresizingMaskIntoConstraints = false
      addSubview(knob)
      NSLayoutConstraint.activate([
        knob.topAnchor.constraint(equalTo: topAnchor),
        knob.bottomAnchor.constraint(equalTo: bottomAnchor),
        knob.widthAnchor.constraint(equalTo: knob.heightAnchor),
      ])
    }

    required init?(coder: NSCoder) { nil }

    override func updateConstraints() {
      updates += 1
      onConstraint.isActive = isOn
      offConstraint.isActive = !isOn
      super.updateConstraints()
    }
  }

  @Test("updateConstraints runs before layout after setNeedsUpdateConstraints")
  func updateConstraintsPass() {
    let toggle = ToggleView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
    toggle.setNeedsUpdateConstraints()
    toggle.layoutIfNeeded()
    #expect(toggle.knob.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
    let before = toggle.updates
    toggle.isOn = true
    toggle.layoutIfNeeded()
    #expect(toggle.updates == before + 1)
    #expect(toggle.knob.frame == CGRect(x: 30, y: 0, width: 30, height: 30))
    toggle.layoutIfNeeded()
    #expect(toggle.updates == before + 1)
  }

  /// A view with a natural height only (UIView.noIntrinsicMetric for its width).
  final class RuleView: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 1) }
  }

  @Test("An intrinsic size on one axis only: the other axis comes from constraints")
  func oneAxisIntrinsic() {
    let root = makeRoot(width: 320, height: 100)
    let rule = RuleView()
    rule.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(rule)
    NSLayoutConstraint.activate([
      rule.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
      rule.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      rule.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    root.layoutIfNeeded()
    #expect(rule.frame == CGRect(x: 16, y: 50, width: 304, height: 1))
    #expect(!rule.hasAmbiguousLayout)
  }

  @Test("First baselines of labels with different fonts line up")
  func baselineAlignment() {
    let root = makeRoot(width: 320, height: 100)
    let title = UILabel()
    title.font = .systemFont(ofSize: 28)
    title.text = "Latte"
    let price = UILabel()
    price.font = .systemFont(ofSize: 14)
    price.text = "4.50"
    for label in [title, price] {
      label.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(label)
    }
    NSLayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      title.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      price.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
      price.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
    ])
    root.layoutIfNeeded()
    let titleBaseline = title.frame.minY + title.font.ascender
    let priceBaseline = price.frame.minY + price.font.ascender
    #expect(abs(titleBaseline - priceBaseline) < 0.001)
    #expect(price.frame.minY > title.frame.minY)
  }
}
