import HeadlessUIKit
import Testing

/// A view whose intrinsic size is whatever the test sets, valid or not.
private final class WildSizeView: UIView {
  var size = CGSize(width: 10, height: 10) {
    didSet { invalidateIntrinsicContentSize() }
  }
  override var intrinsicContentSize: CGSize { size }
}

/// A scroll view that counts `adjustedContentInsetDidChange()`.
private final class CountingScrollView: UIScrollView {
  private(set) var changes = 0
  override func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    changes += 1
  }
}

/// A view that counts `layoutMarginsDidChange()`.
private final class MarginWatcher: UIView {
  private(set) var changes = 0
  override func layoutMarginsDidChange() {
    super.layoutMarginsDidChange()
    changes += 1
  }
}

/// Round 4 of user scenarios: values an app should not pass but does — huge constants,
/// non-finite intrinsic sizes and multipliers — and the callbacks that follow margins and
/// adjusted insets.
@MainActor
@Suite("User scenarios, round 4: robustness and callbacks")
struct UserScenarioRound4RobustnessTests {
  @Test("lessThanOrEqualToConstant: .greatestFiniteMagnitude is a harmless upper bound")
  func hugeUpperBound() {
    let root = makeRoot(width: 320, height: 100)
    let label = UILabel()
    label.text = "Mocha"
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    let issues = LayoutDiagnostics.capture {
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        label.topAnchor.constraint(equalTo: root.topAnchor),
        label.widthAnchor.constraint(lessThanOrEqualToConstant: .greatestFiniteMagnitude),
        label.heightAnchor.constraint(
          lessThanOrEqualToConstant: CGFloat(Float.greatestFiniteMagnitude)),
      ])
      root.layoutIfNeeded()
    }
    #expect(issues.isEmpty)
    #expect(label.frame.size == label.intrinsicContentSize)
  }

  @Test("A non-finite intrinsic size does not trap; the view keeps a finite frame")
  func nonFiniteIntrinsicSize() {
    let root = makeRoot(width: 320, height: 100)
    let view = WildSizeView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(view.frame.size == CGSize(width: 10, height: 10))
    _ = LayoutDiagnostics.capture {
      view.size = CGSize(width: CGFloat.nan, height: .infinity)
      root.layoutIfNeeded()
    }
    #expect(view.frame.width.isFinite && view.frame.height.isFinite)
    #expect(view.frame.minX == 0 && view.frame.minY == 0)
    view.size = CGSize(width: 30, height: -5)  // a negative height other than noIntrinsicMetric
    _ = LayoutDiagnostics.capture { root.layoutIfNeeded() }
    #expect(view.frame.width == 30)
    #expect(view.frame.height >= 0)
    view.size = CGSize(width: 40, height: 20)
    root.layoutIfNeeded()
    #expect(view.frame.size == CGSize(width: 40, height: 20))
  }

  @Test("A non-finite multiplier is refused at creation and never activates")
  func nonFiniteMultiplier() {
    let root = makeRoot()
    let view = makeView("view", in: root)
    var constraint: NSLayoutConstraint?
    let issues = LayoutDiagnostics.capture {
      constraint = view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: .nan)
      constraint?.isActive = true
      root.layoutIfNeeded()
    }
    #expect(constraint?.isActive == false)
    #expect(issues.first?.kind == .invalidConstraint)
    #expect(view.frame.width.isFinite)
  }

  @Test("adjustedContentInsetDidChange fires when content grows past the bounds (scrollable axes)")
  func adjustedInsetFollowsScrollability() {
    // contentInsetAdjustmentBehavior .scrollableAxes: "Adjust content offsets only in
    // scrollable directions" — growing content makes the vertical axis scrollable.
    // https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/scrollableaxes
    let (window, _, root) = makeScreen()
    let scroll = CountingScrollView(frame: .zero)
    scroll.contentInsetAdjustmentBehavior = .scrollableAxes
    scroll.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scroll)
    let content = makeView("content", in: scroll)
    let height = content.heightAnchor.constraint(equalToConstant: 100)
    NSLayoutConstraint.activate([
      scroll.topAnchor.constraint(equalTo: root.topAnchor),
      scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
      height,
    ])
    window.layoutIfNeeded()
    #expect(scroll.adjustedContentInset == .zero)
    #expect(scroll.changes == 0)
    height.constant = 2000
    window.layoutIfNeeded()
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(scroll.changes == 1)
    height.constant = 50
    window.layoutIfNeeded()
    #expect(scroll.adjustedContentInset == .zero)
    #expect(scroll.changes == 2)
  }

  @Test("layoutMarginsDidChange runs when the margins are set, once per real change")
  func layoutMarginsDidChangeCalls() {
    // layoutMarginsDidChange(): "Notifies the view that the layout margins changed."
    // https://developer.apple.com/documentation/uikit/uiview/layoutmarginsdidchange()
    let root = makeRoot()
    let view = MarginWatcher()
    root.addSubview(view)
    root.layoutIfNeeded()
    let before = view.changes
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 1, leading: 2, bottom: 3, trailing: 4)
    root.layoutIfNeeded()
    #expect(view.changes == before + 1)
    view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)  // the same margins
    root.layoutIfNeeded()
    #expect(view.changes == before + 1)
    #expect(view.layoutMarginsGuide.layoutFrame.minX == 2)
  }
}
