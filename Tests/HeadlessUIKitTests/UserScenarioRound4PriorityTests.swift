import HeadlessUIKit
import Testing

/// A header that switches between a row (wide) and a column (narrow) by toggling two sets of
/// constraints in `layoutSubviews`, before calling `super`, from the width it was given.
private final class AdaptiveHeader: UIView {
  let avatar = UIView()
  let name = UIView()
  var row: [NSLayoutConstraint] = []
  var column: [NSLayoutConstraint] = []
  private(set) var switches = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    for (view, id) in [(avatar, "avatar"), (name, "name")] {
      view.accessibilityIdentifier = id
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    NSLayoutConstraint.activate([
      avatar.topAnchor.constraint(equalTo: topAnchor),
      avatar.leadingAnchor.constraint(equalTo: leadingAnchor),
      avatar.widthAnchor.constraint(equalToConstant: 40),
      avatar.heightAnchor.constraint(equalToConstant: 40),
      name.widthAnchor.constraint(equalToConstant: 100),
      name.heightAnchor.constraint(equalToConstant: 20),
    ])
    row = [
      name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8),
      name.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
    ]
    column = [
      name.leadingAnchor.constraint(equalTo: avatar.leadingAnchor),
      name.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 4),
    ]
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    let wide = bounds.width >= 200
    if wide != row.first?.isActive {
      switches += 1
      NSLayoutConstraint.deactivate(wide ? column : row)
      NSLayoutConstraint.activate(wide ? row : column)
    }
    super.layoutSubviews()
  }
}

/// A view that records when its `updateConstraints` runs, into a shared log.
private final class LoggingView: UIView {
  var log: (String) -> Void = { _ in }
  var gap: CGFloat = 0 {
    didSet { setNeedsUpdateConstraints() }
  }
  var gapConstraint: NSLayoutConstraint?

  override func updateConstraints() {
    log("\(accessibilityIdentifier ?? "?").updateConstraints")
    gapConstraint?.constant = gap
    super.updateConstraints()
  }

  override func layoutSubviews() {
    log("\(accessibilityIdentifier ?? "?").layoutSubviews")
    super.layoutSubviews()
  }
}

/// A controller that keeps its constraints in `updateViewConstraints`.
private final class BannerController: UIViewController {
  let banner = UIView()
  var showsBanner = false {
    didSet { view.setNeedsUpdateConstraints() }
  }
  private(set) var updates = 0
  private lazy var shown = banner.heightAnchor.constraint(equalToConstant: 60)
  private lazy var hidden = banner.heightAnchor.constraint(equalToConstant: 0)

  override func viewDidLoad() {
    super.viewDidLoad()
    banner.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(banner)
    NSLayoutConstraint.activate([
      banner.topAnchor.constraint(equalTo: view.topAnchor),
      banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
  }

  override func updateViewConstraints() {
    updates += 1
    hidden.isActive = !showsBanner
    shown.isActive = showsBanner
    super.updateViewConstraints()
  }
}

/// A view that changes a subview's constraint after `super.layoutSubviews()` (the order
/// Apple's sample code avoids, but apps write), once per width.
private final class LateToggleView: UIView {
  let child = UIView()
  lazy var width = child.widthAnchor.constraint(equalToConstant: 10)
  /// When set, the constant flips on every pass, so layout never settles.
  var flipsForever = false
  private var lastWidth: CGFloat = -1

  override func layoutSubviews() {
    super.layoutSubviews()
    if flipsForever {
      width.constant = width.constant == 10 ? 20 : 10
    } else if bounds.width != lastWidth {
      lastWidth = bounds.width
      width.constant = bounds.width / 2
    }
  }
}

/// A controller whose root view is a stack view made in `loadView`, and which also keeps a
/// constraint of its own in `updateViewConstraints`.
private final class StackRootController: UIViewController {
  let first = StackTestView(50, 30)
  let second = StackTestView(50, 30)
  var gap: CGFloat = 10 {
    didSet { view.setNeedsUpdateConstraints() }
  }

  override func loadView() {
    let stack = UIStackView(arrangedSubviews: [first, second])
    stack.axis = .vertical
    stack.alignment = .leading
    view = stack
  }

  override func updateViewConstraints() {
    (view as? UIStackView)?.spacing = gap
    super.updateViewConstraints()
  }
}

/// Round 4 of user scenarios: priorities changed on active constraints, constraints toggled
/// from `layoutSubviews` and `updateConstraints`, and the update-constraints pass.
@MainActor
@Suite("User scenarios, round 4: priorities and the update pass")
struct UserScenarioRound4PriorityTests {
  @Test("Three competing optional widths: each priority change in place picks the new winner")
  func competingPriorities() {
    // NSLayoutConstraint.priority: "Higher priority constraints are satisfied before lower
    // priority constraints"; changing between optional priorities is allowed while active.
    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/priority
    let root = makeRoot(width: 320, height: 100)
    let view = makeView("view", in: root)
    let widths = [100, 200, 150].map { view.widthAnchor.constraint(equalToConstant: $0) }
    for (constraint, priority) in zip(widths, [300, 400, 500] as [Float]) {
      constraint.priority = UILayoutPriority(priority)
    }
    NSLayoutConstraint.activate(
      widths + [
        view.topAnchor.constraint(equalTo: root.topAnchor),
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        view.heightAnchor.constraint(equalToConstant: 10),
      ])
    root.layoutIfNeeded()
    #expect(view.frame.width == 150)
    let steps: [(Int, Float, CGFloat)] = [
      (0, 600, 100), (1, 700, 200), (2, 999, 150), (2, 1, 200), (1, 50, 100), (0, 10, 200),
    ]
    let issues = LayoutDiagnostics.capture {
      for (index, priority, width) in steps {
        widths[index].priority = UILayoutPriority(priority)
        root.layoutIfNeeded()
        #expect(view.frame.width == width, "after \(index) @\(priority)")
      }
    }
    #expect(issues.isEmpty)
    #expect(!view.hasAmbiguousLayout)
  }

  @Test("Optional to required on an active constraint is refused, reported and harmless")
  func optionalToRequiredRefused() throws {
    // "Priorities may not change from nonrequired to required, or from required to
    // nonrequired. An exception will be thrown if a priority of required … is changed to a
    // lower priority, or if a lower priority is changed to a required priority after the
    // constraints is added to a view."
    let root = makeRoot(width: 320, height: 100)
    let view = makeView("view", in: root)
    let width = view.widthAnchor.constraint(equalToConstant: 100)
    width.priority = UILayoutPriority(999)
    width.identifier = "preferred-width"
    NSLayoutConstraint.activate([
      width, view.widthAnchor.constraint(lessThanOrEqualToConstant: 80),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(view.frame.width == 80)
    let issues = LayoutDiagnostics.capture {
      width.priority = .required
      width.priority = UILayoutPriority(1001)  // out of range: required, refused the same way
      root.layoutIfNeeded()
    }
    #expect(issues.map(\.kind) == [.unsupportedPriorityChange, .unsupportedPriorityChange])
    let issue = try #require(issues.first)
    #expect(issue.message.contains("'preferred-width'"))
    #expect(issue.affectedConstraint == "'preferred-width' view.width == 100 @999")
    #expect(width.priority == UILayoutPriority(999))
    #expect(view.frame.width == 80)
    // Deactivated, the constraint may become required; activated again it conflicts with
    // the maximum width and is reported as such, not trapped.
    width.isActive = false
    width.priority = .required
    #expect(width.priority == .required)
    let conflict = LayoutDiagnostics.capture {
      width.isActive = true
      root.layoutIfNeeded()
    }
    #expect(conflict.map(\.kind) == [.unsatisfiableConstraints])
    #expect(conflict.first?.message.contains("'preferred-width' view.width == 100") == true)
  }

  @Test("A priority change on an active constraint before any layout applies at the first one")
  func priorityChangeBeforeFirstLayout() {
    let root = makeRoot(width: 320, height: 100)
    let view = makeView("view", in: root)
    let wide = view.widthAnchor.constraint(equalToConstant: 200)
    wide.priority = .defaultLow
    let narrow = view.widthAnchor.constraint(equalToConstant: 50)
    narrow.priority = .defaultHigh
    NSLayoutConstraint.activate([
      wide, narrow, view.topAnchor.constraint(equalTo: root.topAnchor),
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    wide.priority = UILayoutPriority(999)
    narrow.priority = UILayoutPriority(1)
    root.layoutIfNeeded()
    #expect(view.frame.width == 200)
  }

  @Test("Constraints toggled in layoutSubviews before super lay out in the same pass")
  func toggledInLayoutSubviews() {
    // layoutSubviews: "You can override this method as needed to perform more precise layout
    // of your subviews … set the frame rectangles of your subviews directly"; changing
    // constraints there before calling super takes effect in the same layoutIfNeeded().
    // https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    let root = makeRoot(width: 320, height: 200)
    let header = AdaptiveHeader(frame: .zero)
    header.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(header)
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: root.topAnchor),
      header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: 80),
    ])
    let issues = LayoutDiagnostics.capture {
      root.layoutIfNeeded()
      #expect(header.name.frame == CGRect(x: 48, y: 10, width: 100, height: 20))
      root.frame.size.width = 150
      root.layoutIfNeeded()
      #expect(header.name.frame == CGRect(x: 0, y: 44, width: 100, height: 20))
      root.frame.size.width = 320
      root.layoutIfNeeded()
      #expect(header.name.frame == CGRect(x: 48, y: 10, width: 100, height: 20))
    }
    #expect(issues.isEmpty)
    #expect(header.switches == 3)
    #expect(!header.name.hasAmbiguousLayout)
  }

  @Test("The update pass runs before layout, subviews first, only for views that asked")
  func updatePassOrder() {
    // updateConstraints(): "The system then calls your implementation … before the layout
    // occurs." The constraints pass goes from the leaves up (a view's constraints may depend
    // on its subviews' ones); layoutSubviews then goes from the top down.
    // https://developer.apple.com/documentation/uikit/uiview/updateconstraints()
    var log: [String] = []
    let root = LoggingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    root.accessibilityIdentifier = "root"
    let middle = LoggingView()
    middle.accessibilityIdentifier = "middle"
    let leaf = LoggingView()
    leaf.accessibilityIdentifier = "leaf"
    for view in [root, middle, leaf] { view.log = { log.append($0) } }
    middle.translatesAutoresizingMaskIntoConstraints = false
    leaf.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(middle)
    middle.addSubview(leaf)
    middle.gapConstraint = middle.topAnchor.constraint(equalTo: root.topAnchor)
    leaf.gapConstraint = leaf.topAnchor.constraint(equalTo: middle.topAnchor)
    NSLayoutConstraint.activate(
      [
        middle.gapConstraint, middle.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        middle.widthAnchor.constraint(equalToConstant: 100),
        middle.heightAnchor.constraint(equalToConstant: 100),
        leaf.gapConstraint, leaf.leadingAnchor.constraint(equalTo: middle.leadingAnchor),
        leaf.widthAnchor.constraint(equalToConstant: 10),
        leaf.heightAnchor.constraint(equalToConstant: 10),
      ].compactMap { $0 })
    root.layoutIfNeeded()
    log.removeAll()
    leaf.gap = 5
    middle.gap = 20
    #expect(leaf.needsUpdateConstraints() && middle.needsUpdateConstraints())
    #expect(!root.needsUpdateConstraints())
    root.layoutIfNeeded()
    #expect(
      log == [
        "leaf.updateConstraints", "middle.updateConstraints", "root.layoutSubviews",
        "middle.layoutSubviews", "leaf.layoutSubviews",
      ])
    #expect(!leaf.needsUpdateConstraints() && !middle.needsUpdateConstraints())
    #expect(middle.frame.minY == 20 && leaf.frame.minY == 5)
    // updateConstraintsIfNeeded() alone updates the constraints, not the frames:
    // "may be invoked manually if you need to examine the most up to date constraints".
    // https://developer.apple.com/documentation/uikit/uiview/updateconstraintsifneeded()
    log.removeAll()
    middle.gap = 40
    root.updateConstraintsIfNeeded()
    #expect(log == ["middle.updateConstraints"])
    #expect(middle.gapConstraint?.constant == 40)
    #expect(middle.frame.minY == 20)
    root.layoutIfNeeded()
    #expect(middle.frame.minY == 40)
    #expect(log.filter { $0 == "middle.updateConstraints" }.count == 1)
  }

  @Test("updateViewConstraints runs for a controller's view after setNeedsUpdateConstraints")
  func updateViewConstraintsRuns() {
    // updateViewConstraints(): "To schedule a change, call setNeedsUpdateConstraints() on the
    // view. The system then calls your implementation of updateViewConstraints() before the
    // layout occurs."
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/updateviewconstraints()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = BannerController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    controller.view.setNeedsUpdateConstraints()
    window.layoutIfNeeded()
    #expect(controller.updates >= 1)
    #expect(controller.banner.frame == CGRect(x: 0, y: 0, width: 390, height: 0))
    let before = controller.updates
    controller.showsBanner = true
    window.layoutIfNeeded()
    #expect(controller.updates == before + 1)
    #expect(controller.banner.frame == CGRect(x: 0, y: 0, width: 390, height: 60))
    window.layoutIfNeeded()
    #expect(controller.updates == before + 1)
  }

  @Test("A constraint changed after super.layoutSubviews() still lands in the same layoutIfNeeded")
  func changedAfterSuperLayoutSubviews() {
    let root = makeRoot(width: 300, height: 100)
    let view = LateToggleView(frame: .zero)
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    view.child.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(view.child)
    NSLayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      view.heightAnchor.constraint(equalToConstant: 50),
      view.child.topAnchor.constraint(equalTo: view.topAnchor),
      view.child.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      view.child.heightAnchor.constraint(equalToConstant: 10), view.width,
    ])
    let issues = LayoutDiagnostics.capture {
      root.layoutIfNeeded()
      #expect(view.child.frame.width == 150)
      root.frame.size.width = 200
      root.layoutIfNeeded()
      #expect(view.child.frame.width == 100)
    }
    #expect(issues.isEmpty)
  }

  @Test("A layoutSubviews that never settles is stopped and reported, not looped forever")
  func neverSettlingLayout() throws {
    let root = makeRoot(width: 300, height: 100)
    let view = LateToggleView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.addSubview(view)
    view.child.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(view.child)
    NSLayoutConstraint.activate([
      view.child.topAnchor.constraint(equalTo: view.topAnchor),
      view.child.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      view.child.heightAnchor.constraint(equalToConstant: 10), view.width,
    ])
    root.layoutIfNeeded()
    view.flipsForever = true
    view.setNeedsLayout()
    let issues = LayoutDiagnostics.capture { root.layoutIfNeeded() }
    let issue = try #require(issues.first)
    #expect(issue.kind == .layoutDidNotConverge)
    #expect([10, 20].contains(view.child.frame.width))
    // Settled again, layout goes on normally.
    view.flipsForever = false
    view.setNeedsLayout()
    let after = LayoutDiagnostics.capture { root.layoutIfNeeded() }
    #expect(after.isEmpty)
  }

  @Test("A stack view as a controller's root view arranges through updateViewConstraints")
  func stackViewRootView() {
    // loadView(): "You can override this method in order to create your views manually";
    // the update pass reaches the root view through the controller's updateViewConstraints().
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = StackRootController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    // The root view fills the window; .fill stretches the first view (equal hugging: the
    // lowest index, as UIStackView.Distribution.fill documents).
    #expect(controller.first.frame == CGRect(x: 0, y: 0, width: 50, height: 804))
    #expect(controller.second.frame == CGRect(x: 0, y: 814, width: 50, height: 30))
    controller.gap = 24
    window.layoutIfNeeded()
    #expect(controller.first.frame.height == 790)
    #expect(controller.second.frame.minY == 814)
  }
}
