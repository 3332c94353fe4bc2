import HeadlessUIKit
import Testing

/// A child whose `updateConstraints` asks its superview for an update too.
private final class ChainedUpdateView: UIView {
  var onUpdate: () -> Void = {}

  override func updateConstraints() {
    onUpdate()
    super.updateConstraints()
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

@MainActor
@Suite("The update-constraints pass before layout")
struct UpdateConstraintsPassTests {
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

  @Test("setNeedsUpdateConstraints on a detached view: updateConstraints runs once it is laid out")
  func updateRequestedWhileDetached() {
    final class Counting: UIView {
      var updates = 0
      override func updateConstraints() {
        updates += 1
        super.updateConstraints()
      }
    }
    let root = makeRoot()
    root.layoutIfNeeded()
    let view = Counting()
    view.updateConstraintsIfNeeded()
    let before = view.updates
    view.setNeedsUpdateConstraints()
    root.addSubview(view)
    root.layoutIfNeeded()
    #expect(view.updates == before + 1)
    #expect(!view.needsUpdateConstraints())
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
}
