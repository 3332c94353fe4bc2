import HeadlessUIKit
import Testing

/// A view that builds its subviews lazily in `layoutSubviews`, and can drop them there.
private final class LazyBuildingView: UIView {
  private(set) var badge: UIView?
  var dropsBadge = false

  override func layoutSubviews() {
    if badge == nil && !dropsBadge {
      let made = UIView()
      made.accessibilityIdentifier = "badge"
      made.translatesAutoresizingMaskIntoConstraints = false
      addSubview(made)
      NSLayoutConstraint.activate([
        made.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -4),
        made.topAnchor.constraint(equalTo: topAnchor, constant: 4),
        made.widthAnchor.constraint(equalToConstant: 12),
        made.heightAnchor.constraint(equalToConstant: 12),
      ])
      badge = made
    } else if dropsBadge, let badge {
      badge.removeFromSuperview()
      self.badge = nil
    }
    super.layoutSubviews()
  }
}

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

@MainActor
@Suite("layoutSubviews overrides and the layout pass")
struct LayoutSubviewsTests {
  @Test("A superview's layoutSubviews sees its subviews' new frames after calling super")
  func layoutSubviewsSeesFramesAfterSuper() {
    final class Parent: UIView {
      var seenBefore: CGRect?
      var seenAfter: CGRect?
      override func layoutSubviews() {
        seenBefore = subviews.first?.frame
        super.layoutSubviews()
        seenAfter = subviews.first?.frame
      }
    }
    let parent = Parent(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = makeView("child", in: parent)
    let width = child.widthAnchor.constraint(equalToConstant: 40)
    NSLayoutConstraint.activate([
      width, child.heightAnchor.constraint(equalToConstant: 10),
      child.centerXAnchor.constraint(equalTo: parent.centerXAnchor),
      child.topAnchor.constraint(equalTo: parent.topAnchor),
    ])
    parent.layoutIfNeeded()
    #expect(parent.seenAfter == CGRect(x: 80, y: 0, width: 40, height: 10))
    width.constant = 100
    // Nothing moves until the next layout pass.
    #expect(child.frame == CGRect(x: 80, y: 0, width: 40, height: 10))
    parent.layoutIfNeeded()
    #expect(parent.seenBefore == CGRect(x: 80, y: 0, width: 40, height: 10))
    #expect(parent.seenAfter == CGRect(x: 50, y: 0, width: 100, height: 10))
  }

  @Test("Subviews made and removed in layoutSubviews are laid out (or gone) in the same pass")
  func subviewsMadeInLayoutSubviews() {
    let root = makeRoot(width: 320, height: 200)
    let avatar = LazyBuildingView()
    avatar.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(avatar)
    NSLayoutConstraint.activate([
      avatar.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      avatar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      avatar.widthAnchor.constraint(equalToConstant: 60),
      avatar.heightAnchor.constraint(equalToConstant: 60),
    ])
    let issues = Headless.LayoutDiagnostics.capture {
      root.layoutIfNeeded()
      #expect(avatar.badge?.frame == CGRect(x: 44, y: 4, width: 12, height: 12))
      let badge = avatar.badge
      avatar.dropsBadge = true
      avatar.setNeedsLayout()
      root.layoutIfNeeded()
      #expect(avatar.subviews.isEmpty)
      #expect(badge?.superview == nil)
      #expect(badge?.constraints.isEmpty == false)  // its own width and height stay with it
    }
    #expect(issues.isEmpty)
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
    let issues = Headless.LayoutDiagnostics.capture {
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
    let issues = Headless.LayoutDiagnostics.capture {
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
    let issues = Headless.LayoutDiagnostics.capture { root.layoutIfNeeded() }
    let issue = try #require(issues.first)
    #expect(issue.kind == .layoutDidNotConverge)
    #expect([10, 20].contains(view.child.frame.width))
    // Settled again, layout goes on normally.
    view.flipsForever = false
    view.setNeedsLayout()
    let after = Headless.LayoutDiagnostics.capture { root.layoutIfNeeded() }
    #expect(after.isEmpty)
  }
}
