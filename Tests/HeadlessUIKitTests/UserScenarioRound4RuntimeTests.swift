import HeadlessUIKit
import Testing

/// A view that records its safe-area changes.
private final class SafeAreaWatcher: UIView {
  private(set) var changes: [UIEdgeInsets] = []

  override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    changes.append(safeAreaInsets)
  }
}

/// A child whose `updateConstraints` asks its superview for an update too.
private final class ChainedUpdateView: UIView {
  var onUpdate: () -> Void = {}

  override func updateConstraints() {
    onUpdate()
    super.updateConstraints()
  }
}

/// Round 4 of user scenarios, at run time: a broken constraint repaired, updates that ask
/// for more updates, and safe areas and margins that follow a moved view.
@MainActor
@Suite("User scenarios, round 4: run-time repairs")
struct UserScenarioRound4RuntimeTests {
  @Test("A constraint broken by a conflict: its priority cannot drop in place, re-adding can")
  func repairBrokenConstraint() throws {
    let root = makeRoot(width: 320, height: 200)
    let box = makeView("box", in: root)
    let small = box.heightAnchor.constraint(equalToConstant: 30)
    let large = box.heightAnchor.constraint(equalToConstant: 50)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 10), small,
    ])
    root.layoutIfNeeded()
    let conflict = LayoutDiagnostics.capture {
      large.isActive = true
      root.layoutIfNeeded()
    }
    #expect(conflict.map(\.kind) == [.unsatisfiableConstraints])
    #expect(large.debugDescription == "<NSLayoutConstraint box.height == 50 (broken)>")
    // "Priorities may not change from nonrequired to required, or from required to
    // nonrequired" while installed — also for the broken one.
    let refused = LayoutDiagnostics.capture { large.priority = .defaultHigh }
    #expect(refused.map(\.kind) == [.unsupportedPriorityChange])
    // Deactivate, lower, reactivate: no conflict, the required height wins.
    let repaired = LayoutDiagnostics.capture {
      large.isActive = false
      large.priority = .defaultHigh
      large.isActive = true
      root.layoutIfNeeded()
    }
    #expect(repaired.isEmpty)
    #expect(large.debugDescription == "<NSLayoutConstraint box.height == 50 @750 (active)>")
    #expect(box.frame.height == 30)
    small.isActive = false
    root.layoutIfNeeded()
    #expect(box.frame.height == 50)
  }

  @Test("updateConstraints of a child may ask its superview for an update: same pass")
  func chainedUpdateRequests() {
    // The update pass goes from subviews to superviews, so a request a child makes for its
    // superview is met before layout.
    let root = ChainedUpdateView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let child = ChainedUpdateView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    let width = child.widthAnchor.constraint(equalToConstant: 10)
    NSLayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.heightAnchor.constraint(equalToConstant: 10), width,
    ])
    root.layoutIfNeeded()
    var log: [String] = []
    child.onUpdate = {
      log.append("child")
      root.setNeedsUpdateConstraints()
    }
    root.onUpdate = {
      log.append("root")
      width.constant = 120
    }
    child.setNeedsUpdateConstraints()
    root.layoutIfNeeded()
    #expect(log == ["child", "root"])
    #expect(child.frame.width == 120)
    #expect(!root.needsUpdateConstraints() && !child.needsUpdateConstraints())
  }

  @Test("A view moved out of a window's unsafe area loses its safe-area insets")
  func safeAreaFollowsMove() {
    // safeAreaInsetsDidChange(): "Called when the safe area of the view changes."
    // https://developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange()
    let (window, _, root) = makeScreen()
    let header = SafeAreaWatcher()
    header.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(header)
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: root.topAnchor),
      header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: 100),
    ])
    window.layoutIfNeeded()
    #expect(header.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
    let plain = makeRoot("plain", width: 390, height: 300)
    plain.addSubview(header)
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: plain.topAnchor),
      header.leadingAnchor.constraint(equalTo: plain.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: plain.trailingAnchor),
    ])
    plain.layoutIfNeeded()
    #expect(header.safeAreaInsets == .zero)
    #expect(header.changes.last == .zero)
    #expect(header.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 390, height: 100))
    // And back under the status bar.
    root.addSubview(header)
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: root.topAnchor),
      header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    window.layoutIfNeeded()
    #expect(header.safeAreaInsets.top == 47)
    #expect(header.safeAreaLayoutGuide.layoutFrame.minY == 47)
  }

  @Test("preservesSuperviewLayoutMargins follows the new superview's margins after a move")
  func preservedMarginsFollowMove() {
    // preservesSuperviewLayoutMargins: "the view's margins … also respect the superview's
    // margins" where the view is close to the superview's edges.
    // https://developer.apple.com/documentation/uikit/uiview/preservessuperviewlayoutmargins
    let narrow = makeRoot("narrow", width: 300, height: 100)
    narrow.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 10, bottom: 0, trailing: 10)
    let wide = makeRoot("wide", width: 300, height: 100)
    wide.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 40, bottom: 0, trailing: 40)
    let row = makeView("row", in: narrow)
    row.preservesSuperviewLayoutMargins = true
    row.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 2, bottom: 0, trailing: 2)
    let item = makeView("item", in: row)
    NSLayoutConstraint.activate([
      item.leadingAnchor.constraint(equalTo: row.layoutMarginsGuide.leadingAnchor),
      item.trailingAnchor.constraint(equalTo: row.layoutMarginsGuide.trailingAnchor),
      item.topAnchor.constraint(equalTo: row.topAnchor),
      item.heightAnchor.constraint(equalToConstant: 10),
      row.heightAnchor.constraint(equalToConstant: 10),
    ])
    func pin(in superview: UIView) {
      NSLayoutConstraint.activate([
        row.topAnchor.constraint(equalTo: superview.topAnchor),
        row.leadingAnchor.constraint(equalTo: superview.leadingAnchor),
        row.trailingAnchor.constraint(equalTo: superview.trailingAnchor),
      ])
    }
    pin(in: narrow)
    narrow.layoutIfNeeded()
    #expect(item.frame == CGRect(x: 10, y: 0, width: 280, height: 10))
    wide.addSubview(row)
    pin(in: wide)
    wide.layoutIfNeeded()
    #expect(item.frame == CGRect(x: 40, y: 0, width: 220, height: 10))
  }

  @Test("A label's text set to nil after layout: zero intrinsic width, neighbours close up")
  func labelTextToNil() {
    let root = makeRoot(width: 320, height: 50)
    let label = UILabel()
    label.text = "Espresso"
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    let price = makeView("price", in: root)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      label.topAnchor.constraint(equalTo: root.topAnchor),
      price.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 6),
      price.topAnchor.constraint(equalTo: root.topAnchor),
      price.widthAnchor.constraint(equalToConstant: 40),
      price.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(price.frame.minX == 16 + label.intrinsicContentSize.width)
    label.text = nil
    root.layoutIfNeeded()
    #expect(label.intrinsicContentSize == .zero)
    #expect(label.frame.size == .zero)
    #expect(price.frame.minX == 16)
  }

  @Test("invalidateIntrinsicContentSize on a detached view, then added: laid out from the new size")
  func invalidateWhileDetached() {
    let chip = StackTestView(40, 20)
    chip.translatesAutoresizingMaskIntoConstraints = false
    chip.contentSize = CGSize(width: 90, height: 30)
    chip.invalidateIntrinsicContentSize()
    let root = makeRoot(width: 200, height: 100)
    root.addSubview(chip)
    NSLayoutConstraint.activate([
      chip.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      chip.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ])
    root.layoutIfNeeded()
    #expect(chip.frame == CGRect(x: 55, y: 35, width: 90, height: 30))
    chip.removeFromSuperview()
    chip.contentSize = CGSize(width: 20, height: 20)
    chip.invalidateIntrinsicContentSize()
    root.addSubview(chip)
    chip.centerXAnchor.constraint(equalTo: root.centerXAnchor).isActive = true
    chip.centerYAnchor.constraint(equalTo: root.centerYAnchor).isActive = true
    root.layoutIfNeeded()
    #expect(chip.frame == CGRect(x: 90, y: 40, width: 20, height: 20))
  }

  @Test("A frame-based view moved under the status bar by its origin gets the safe area there")
  func frameMoveUpdatesSafeArea() {
    // safeAreaInsets: "the portion of your view that is covered by … bars and other content"
    // follows the view's position, also when only its origin changes.
    // https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    let (window, _, root) = makeScreen()
    let banner = SafeAreaWatcher(frame: CGRect(x: 0, y: 200, width: 390, height: 100))
    root.addSubview(banner)
    window.layoutIfNeeded()
    #expect(banner.safeAreaInsets == .zero)
    banner.frame.origin.y = 0
    window.layoutIfNeeded()
    #expect(banner.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
    #expect(banner.changes.last == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
    banner.center.y = 844 - 50
    window.layoutIfNeeded()
    #expect(banner.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    // A child of the banner inherits the part of the unsafe area it overlaps.
    let child = SafeAreaWatcher(frame: CGRect(x: 0, y: 90, width: 100, height: 10))
    banner.addSubview(child)
    window.layoutIfNeeded()
    #expect(child.safeAreaInsets.bottom == 10)
    child.frame.origin.y = 0
    window.layoutIfNeeded()
    #expect(child.safeAreaInsets.bottom == 0)
  }

  @Test("An ancestor moved by its origin: a descendant's safe area and margins guide follow")
  func ancestorMoveUpdatesDescendantSafeArea() {
    let (window, _, root) = makeScreen()
    let container = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 200))
    root.addSubview(container)
    let child = SafeAreaWatcher()
    child.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)
    let label = makeView("label", in: child)
    NSLayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: container.topAnchor),
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      child.heightAnchor.constraint(equalToConstant: 100),
      label.topAnchor.constraint(equalTo: child.layoutMarginsGuide.topAnchor),
      label.leadingAnchor.constraint(equalTo: child.layoutMarginsGuide.leadingAnchor),
      label.widthAnchor.constraint(equalToConstant: 50),
      label.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    #expect(child.safeAreaInsets == .zero)
    #expect(label.frame.minY == 8)
    container.frame.origin.y = 0
    window.layoutIfNeeded()
    #expect(child.safeAreaInsets.top == 47)
    #expect(label.frame.minY == 55)  // margins measured from the safe area
    container.frame.origin.y = 300
    window.layoutIfNeeded()
    #expect(child.safeAreaInsets == .zero)
    #expect(label.frame.minY == 8)
  }
}
