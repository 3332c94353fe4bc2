import Foundation
import SwiftLayout
import Testing

/// The hook blog's final `TestView`: an image view and a label, one line each.
@MainActor
private final class TestView: UIView {
  let imageView = UIImageView().then {
    $0.layer.cornerRadius = 12
    $0.clipsToBounds = true
  }
  let label = UILabel().then {
    $0.text = "레이블입니다."
    $0.font = .systemFont(ofSize: 20)
  }
  private(set) var imageHook: Hook?
  private(set) var labelHook: Hook?

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubviews(imageView, label)
    imageHook = imageView.hook.top(to: topAnchor).leading(to: leadingAnchor)
      .bottom(to: bottomAnchor).width(constant: 200).height(constant: 200)
    labelHook = label.hook.leading(to: imageView.trailingAnchor, constant: 10)
      .trailing(to: trailingAnchor, constant: -10).centerY(to: imageView.centerYAnchor)
  }

  required init?(coder: NSCoder) {
    nil
  }
}

/// A root view laid out at a fixed size.
@MainActor
private func root(width: CGFloat = 375, height: CGFloat = 200) -> UIView {
  UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

@Suite("Hook")
@MainActor
struct HookTests {
  @Test("hook blog: the final TestView makes eight active constraints in call order")
  func blogConstraints() throws {
    let view = TestView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
    let image = try #require(view.imageHook)
    let label = try #require(view.labelHook)
    #expect(image.constraints.map(\.firstAttribute) == [.top, .leading, .bottom, .width, .height])
    #expect(label.constraints.map(\.firstAttribute) == [.leading, .trailing, .centerY])
    #expect((image.constraints + label.constraints).allSatisfy { $0.isActive })
    #expect(image.constraints.allSatisfy { $0.firstItem === view.imageView })
    #expect(label.constraints.map(\.constant) == [10, -10, 0])
    #expect(label.constraints.first?.secondItem === view.imageView)
    #expect(label.constraints.first?.secondAttribute == .trailing)
  }

  @Test("hook blog: the one-line version makes the same constraints as the blog's activate list")
  func blogSameAsAnchorList() throws {
    let hooked = TestView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
    hooked.accessibilityIdentifier = "testView"
    hooked.imageView.accessibilityIdentifier = "imageView"
    hooked.label.accessibilityIdentifier = "label"
    let image = try #require(hooked.imageHook)
    let label = try #require(hooked.labelHook)

    // The blog's starting point: NSLayoutConstraint.activate with one anchor expression a line.
    let plain = makeView("testView")
    let imageView = makeView("imageView")
    let plainLabel = makeView("label")
    plain.addSubview(imageView)
    plain.addSubview(plainLabel)
    imageView.translatesAutoresizingMaskIntoConstraints = false
    plainLabel.translatesAutoresizingMaskIntoConstraints = false
    let list = [
      imageView.topAnchor.constraint(equalTo: plain.topAnchor),
      imageView.leadingAnchor.constraint(equalTo: plain.leadingAnchor),
      imageView.bottomAnchor.constraint(equalTo: plain.bottomAnchor),
      imageView.widthAnchor.constraint(equalToConstant: 200),
      imageView.heightAnchor.constraint(equalToConstant: 200),
      plainLabel.leadingAnchor.constraint(equalTo: imageView.trailingAnchor, constant: 10),
      plainLabel.trailingAnchor.constraint(equalTo: plain.trailingAnchor, constant: -10),
      plainLabel.centerYAnchor.constraint(equalTo: imageView.centerYAnchor),
    ]
    NSLayoutConstraint.activate(list)

    #expect((image.constraints + label.constraints).map(describe) == list.map(describe))
    #expect(
      describe(label.constraints) == [
        "label.centerY == imageView.centerY", "label.leading == imageView.trailing + 10",
        "label.trailing == testView.trailing - 10",
      ])
  }

  @Test("hook blog: the final TestView lays out the image at 200×200 and the label beside it")
  func blogFrames() {
    let view = TestView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
    view.layoutIfNeeded()
    #expect(view.imageView.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
    #expect(view.label.frame.minX == 210)
    #expect(view.label.frame.maxX == 365)
    #expect(view.label.frame.midY == 100)
  }

  @Test("addSubviews adds in order and clears translatesAutoresizingMaskIntoConstraints")
  func addSubviewsInOrder() {
    let parent = root()
    let first = UIView()
    let second = UILabel()
    let third = UIImageView()
    parent.addSubviews(first, second, third)
    #expect(parent.subviews == [first, second, third])
    #expect(!first.translatesAutoresizingMaskIntoConstraints)
    #expect(!second.translatesAutoresizingMaskIntoConstraints)
    #expect(!third.translatesAutoresizingMaskIntoConstraints)
    #expect(parent.translatesAutoresizingMaskIntoConstraints)
  }

  @Test("a hook call clears the hooked view's autoresizing flag, never the other view's")
  func hookClearsOnlyItsView() {
    let parent = root()
    let child = UIView()
    parent.addSubview(child)
    child.hook.top(to: parent.topAnchor)
    #expect(!child.translatesAutoresizingMaskIntoConstraints)
    #expect(parent.translatesAutoresizingMaskIntoConstraints)
  }

  @Test("regression: all(to:) keeps all four constants (the published library dropped them)")
  func allKeepsConstants() {
    let parent = root(width: 300, height: 400)
    let child = UIView()
    parent.addSubviews(child)
    let hooked = child.hook.all(
      to: parent, topConstant: 10, leadingConstant: 20, bottomConstant: -30, trailingConstant: -40)
    #expect(hooked.constraints.map(\.constant) == [10, 20, -30, -40])
    #expect(hooked.constraints.map(\.firstAttribute) == [.top, .leading, .bottom, .trailing])
    parent.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 20, y: 10, width: 240, height: 360))
  }

  @Test("regression: a priority is set before activation, so optional priorities work")
  func priorityBeforeActivation() throws {
    let parent = root()
    let child = UIView()
    parent.addSubviews(child)
    var hooked: Hook?
    let issues = Headless.LayoutDiagnostics.capture {
      hooked = child.hook
        .width(constant: 500, priority: .defaultHigh)
        .width(lessThanOrEqualTo: parent.widthAnchor, constant: -75)
        .height(constant: 20).top(to: parent.topAnchor).leading(to: parent.leadingAnchor)
      parent.layoutIfNeeded()
    }
    #expect(issues.isEmpty)
    let optional = try #require(hooked?.constraints.first)
    #expect(optional.priority == .defaultHigh)
    #expect(optional.isActive)
    #expect(child.frame.width == 300)
  }

  @Test(
    "regression: setting the priority after activation, as the published library did, is refused")
  func priorityAfterActivationIsRefused() {
    let parent = root()
    let child = UIView()
    parent.addSubviews(child)
    let issues = Headless.LayoutDiagnostics.capture {
      let constraint = child.widthAnchor.constraint(equalToConstant: 500)
      constraint.isActive = true
      constraint.priority = .defaultHigh
      #expect(constraint.priority == .required)
    }
    #expect(issues.map(\.kind) == [.unsupportedPriorityChange])
  }

  @Test("regression: constraint(for:) returns the chain's own constraint, not a sibling's")
  func lookupNeverReturnsSibling() throws {
    let parent = root()
    let first = UIView()
    let second = UIView()
    parent.addSubviews(first, second)
    first.hook.top(to: parent.topAnchor, constant: 1).height(constant: 11)
    let hooked = second.hook.top(to: first.bottomAnchor, constant: 2).height(constant: 22)
    let top = try #require(hooked.constraint(for: .top))
    #expect(top.firstItem === second)
    #expect(top.constant == 2)
    #expect(hooked.constraint(for: .height)?.constant == 22)
    #expect(hooked.constraint(for: .leading) == nil)
    #expect(second.hook.activeConstraints(for: .top) == [top])
    #expect(second.hook.activeConstraints(for: .height).map(\.constant) == [22])
  }

  @Test("constraints got back can be changed later and deactivated")
  func changeLater() throws {
    let parent = root()
    let child = UIView()
    parent.addSubviews(child)
    let hooked = child.hook.top(to: parent.topAnchor).leading(to: parent.leadingAnchor)
      .size(CGSize(width: 40, height: 40))
    parent.layoutIfNeeded()
    #expect(child.frame.size == CGSize(width: 40, height: 40))
    try #require(hooked.constraint(for: .height)).constant = 80
    parent.layoutIfNeeded()
    #expect(child.frame.height == 80)
    hooked.deactivate()
    #expect(hooked.constraints.allSatisfy { !$0.isActive })
  }

  @Test("greater-than and less-than forms relate with the right relation")
  func inequalities() {
    let parent = root()
    let child = UIView()
    parent.addSubviews(child)
    let hooked = child.hook
      .top(greaterThanOrEqualTo: parent.topAnchor, constant: 8)
      .bottom(lessThanOrEqualTo: parent.bottomAnchor, constant: -8)
      .leading(greaterThanOrEqualTo: parent.leadingAnchor)
      .trailing(lessThanOrEqualTo: parent.trailingAnchor)
      .width(greaterThanOrEqualToConstant: 10).height(lessThanOrEqualToConstant: 50)
    #expect(
      hooked.constraints.map(\.relation) == [
        .greaterThanOrEqual, .lessThanOrEqual, .greaterThanOrEqual, .lessThanOrEqual,
        .greaterThanOrEqual, .lessThanOrEqual,
      ])
  }

  @Test("a relative dimension uses its multiplier and constant")
  func relativeDimension() {
    let parent = root(width: 400, height: 400)
    let child = UIView()
    parent.addSubviews(child)
    let hooked = child.hook.top(to: parent.topAnchor).leading(to: parent.leadingAnchor)
      .width(to: parent.widthAnchor, multiplier: 0.5, constant: 10)
      .height(to: child.widthAnchor, multiplier: 0.5)
    #expect(hooked.constraints[2].multiplier == 0.5)
    #expect(hooked.constraints[2].constant == 10)
    parent.layoutIfNeeded()
    #expect(child.frame.size == CGSize(width: 210, height: 105))
  }

  @Test("center(in:) and baselines make the expected attributes")
  func centerAndBaselines() {
    let parent = root()
    let label = UILabel()
    let other = UILabel()
    parent.addSubviews(label, other)
    let centered = label.hook.center(in: parent, xOffset: 5, yOffset: -5)
    #expect(centered.constraints.map(\.firstAttribute) == [.centerX, .centerY])
    #expect(centered.constraints.map(\.constant) == [5, -5])
    let baselines = other.hook.firstBaseline(to: label.firstBaselineAnchor)
      .lastBaseline(to: label.lastBaselineAnchor).left(to: label.rightAnchor, constant: 4)
    #expect(baselines.constraints.map(\.firstAttribute) == [.firstBaseline, .lastBaseline, .left])
  }

  @Test("safe-area and margin conveniences follow the guides")
  func safeAreaAndMargins() {
    let parent = root(width: 300, height: 300)
    parent.layoutMargins = UIEdgeInsets(top: 10, left: 12, bottom: 14, right: 16)
    let inMargins = UIView()
    let inSafeArea = UIView()
    parent.addSubviews(inMargins, inSafeArea)
    inMargins.hook.all(toMarginsOf: parent)
    inSafeArea.hook.all(toSafeAreaOf: parent, topConstant: 1, bottomConstant: -1)
    parent.layoutIfNeeded()
    #expect(inMargins.frame == CGRect(x: 12, y: 10, width: 272, height: 276))
    #expect(inSafeArea.frame == CGRect(x: 0, y: 1, width: 300, height: 298))
  }

  @Test("top and bottom to the safe area follow a window's device-like insets")
  func windowSafeArea() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.isHidden = false
    let banner = UIView()
    let footer = UIView()
    window.addSubviews(banner, footer)
    banner.hook.top(toSafeAreaOf: window).leading(to: window.leadingAnchor)
      .trailing(to: window.trailingAnchor).height(constant: 60)
    footer.hook.bottom(toSafeAreaOf: window, constant: -10).leading(to: window.leadingAnchor)
      .trailing(to: window.trailingAnchor).height(constant: 50)
    window.layoutIfNeeded()
    #expect(banner.frame == CGRect(x: 0, y: 47, width: 390, height: 60))
    #expect(footer.frame == CGRect(x: 0, y: 844 - 34 - 10 - 50, width: 390, height: 50))
  }

  @Test("hooking to a view outside the hierarchy reports a diagnostic instead of crashing")
  func invalidCombinationDoesNotCrash() {
    let parent = root()
    let child = UIView()
    parent.addSubviews(child)
    let stranger = UIView()
    var hooked: Hook?
    let issues = Headless.LayoutDiagnostics.capture {
      hooked = child.hook.top(to: stranger.topAnchor).height(constant: 10)
    }
    #expect(issues.map(\.kind) == [.noCommonAncestor])
    #expect(hooked?.constraints.count == 2)
    #expect(hooked?.constraints.map(\.isActive) == [false, true])
  }
}
