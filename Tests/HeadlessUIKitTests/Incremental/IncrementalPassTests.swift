import Testing

@testable import HeadlessUIKit

/// Appends its name to a shared log when it lays out.
@MainActor
private final class LoggingView: UIView {
  var log: (String) -> Void = { _ in }

  override func layoutSubviews() {
    log(accessibilityIdentifier ?? "?")
    super.layoutSubviews()
  }
}

/// Runs a one-time hook around its layout (before and after `super`).
@MainActor
private final class HookedView: UIView {
  var before: (() -> Void)?
  var after: (() -> Void)?

  override func layoutSubviews() {
    let before = self.before
    let after = self.after
    self.before = nil
    self.after = nil
    before?()
    super.layoutSubviews()
    after?()
  }
}

/// A multi-line label that runs a one-time hook when layout resizes it (through
/// `invalidateIntrinsicContentSize()`, which UILabel calls when its wrapping width changes).
@MainActor
private final class ResizeHookLabel: UILabel {
  var onResize: (() -> Void)?

  override func invalidateIntrinsicContentSize() {
    super.invalidateIntrinsicContentSize()
    let hook = onResize
    onResize = nil
    hook?()
  }
}

/// A root with `rows` rows, each a container holding a label and a box; returns the root, the
/// containers and each container's leading constraint.
@MainActor
private func makeRows(_ rows: Int) -> (UIView, [UIView], [NSLayoutConstraint]) {
  let root = makeRoot(width: 320, height: 2000)
  var containers: [UIView] = []
  var leadings: [NSLayoutConstraint] = []
  var previous = root.topAnchor
  for row in 0..<rows {
    let container = makeView("row\(row)", in: root)
    let label = UILabel()
    label.text = "Row \(row)"
    label.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(label)
    let box = makeView("box\(row)", in: container)
    let leading = container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
    NSLayoutConstraint.activate([
      container.topAnchor.constraint(equalTo: previous, constant: 4),
      leading,
      container.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
      label.topAnchor.constraint(equalTo: container.topAnchor),
      label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      label.bottomAnchor.constraint(equalTo: container.bottomAnchor),
      box.centerYAnchor.constraint(equalTo: label.centerYAnchor),
      box.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      box.widthAnchor.constraint(equalToConstant: 10),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    containers.append(container)
    leadings.append(leading)
    previous = container.bottomAnchor
  }
  return (root, containers, leadings)
}

@MainActor
@Suite("Incremental layout passes (visit lists)")
struct IncrementalPassTests {
  #if DEBUG
  @Test("A constant edit visits only the views on the path to the moved views")
  func constantEditVisitsFewViews() {
    let (root, containers, leadings) = makeRows(60)
    root.layoutIfNeeded()
    let visitedBefore = LayoutPass._visitedViews
    leadings[30].constant = 20
    root.layoutIfNeeded()
    let visited = LayoutPass._visitedViews - visitedBefore
    // The root, the edited row and the row's two subviews (their frames moved with the row's
    // width) — not the other 59 rows.
    #expect(visited <= 6)
    #expect(containers[30].frame.minX == 20)
    #expect(containers[30].frame.width == 292)
    #expect(containers[30].subviews[1].frame.maxX == 292)
    #expect(containers[29].frame.minX == 8)
    #expect(containers[31].frame.width == 304)
  }

  @Test("A view the engine resized lays out only the subviews the engine moved")
  func resizedViewAppliesOnlyMovedFrames() {
    let (root, containers, leadings) = makeRows(10)
    root.layoutIfNeeded()
    let appliedBefore = LayoutPass._appliedFrames
    leadings[3].constant = 20
    root.layoutIfNeeded()
    // The root applies the row's frame; the row (narrower now) applies only the box's, which
    // the engine moved with the row's trailing edge, not the label's.
    #expect(LayoutPass._appliedFrames - appliedBefore == 2)
    #expect(containers[3].frame.minX == 20)
    #expect(containers[3].subviews[0].frame.minX == 0)
    #expect(containers[3].subviews[1].frame.maxX == 292)
  }
  #endif

  @Test("A node moved in the engine's tables between a solve and its marks gets its new frame")
  func nodeMovedBeforeMarksGetsFrame() {
    let root = makeRoot()
    let container = HookedView()
    container.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(container)
    let victim = makeView("victim", in: container)
    NSLayoutConstraint.activate([
      container.topAnchor.constraint(equalTo: root.topAnchor),
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      container.widthAnchor.constraint(equalToConstant: 100),
      container.heightAnchor.constraint(equalToConstant: 100),
      victim.widthAnchor.constraint(equalToConstant: 10),
      victim.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    // Registered last in the engine: removing the victim moves its node into the victim's slot.
    let late = makeView("late", in: root)
    let lateWidth = late.widthAnchor.constraint(equalToConstant: 20)
    NSLayoutConstraint.activate([
      late.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
      late.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      lateWidth,
      late.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(late.frame.width == 20)
    // During the container's layout: the edit is solved (by super's layoutSubviews) before the
    // victim leaves, and marked after.
    container.before = { lateWidth.constant = 77 }
    container.after = { victim.removeFromSuperview() }
    container.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(victim.superview == nil)
    #expect(late.frame == CGRect(x: 0, y: 200, width: 77, height: 20))
  }

  #if DEBUG
  @Test("A constant edit remakes no system constraints")
  func constantEditRefreshesNoSystemConstraints() {
    let (root, _, leadings) = makeRows(20)
    root.layoutIfNeeded()
    let refreshedBefore = LayoutTree._refreshedViews
    for step in 0..<5 {
      leadings[3].constant = CGFloat(10 + step)
      root.layoutIfNeeded()
    }
    #expect(LayoutTree._refreshedViews == refreshedBefore)
  }
  #endif

  #if DEBUG
  @Test("A subview the engine only moved is not visited: its guides and subviews keep their frames")
  func movedSubviewIsNotVisited() {
    let (root, containers, leadings) = makeRows(10)
    let box = containers[3].subviews[1]
    _ = box.layoutMarginsGuide
    root.layoutIfNeeded()
    let guideBefore = box.layoutMarginsGuide.layoutFrame
    let visitedBefore = LayoutPass._visitedViews
    leadings[3].constant = 20
    root.layoutIfNeeded()
    // The root and the row (narrower); the box only moved with the row's trailing edge.
    #expect(LayoutPass._visitedViews - visitedBefore == 2)
    #expect(box.frame == CGRect(x: 282, y: box.frame.minY, width: 10, height: 10))
    #expect(box.layoutMarginsGuide.layoutFrame == guideBefore)
    #expect(box.safeAreaInsets == .zero)
  }
  #endif

  @Test("A label that leaves its superview while layout resizes it is freed, and layout goes on")
  func labelRemovedWhileResizedIsFreed() {
    let root = makeRoot()
    let container = makeView("container", in: root)
    let leading = container.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    weak var weakLabel: UILabel?
    let box = makeView("box", in: container)
    do {
      let label = ResizeHookLabel()
      label.numberOfLines = 0
      label.text = "A label long enough to wrap onto more lines when narrower"
      label.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(label)
      NSLayoutConstraint.activate([
        container.topAnchor.constraint(equalTo: root.topAnchor),
        leading,
        container.widthAnchor.constraint(equalToConstant: 200),
        container.heightAnchor.constraint(equalToConstant: 100),
        label.topAnchor.constraint(equalTo: container.topAnchor),
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        box.topAnchor.constraint(equalTo: container.topAnchor),
        box.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        box.widthAnchor.constraint(equalToConstant: 10),
        box.heightAnchor.constraint(equalToConstant: 10),
      ])
      root.layoutIfNeeded()
      label.onResize = { [unowned label] in label.removeFromSuperview() }
      weakLabel = label
    }
    leading.constant = 40
    root.layoutIfNeeded()
    #expect(weakLabel == nil)
    #expect(container.subviews == [box])
    #expect(container.frame == CGRect(x: 40, y: 0, width: 200, height: 100))
    #expect(box.frame == CGRect(x: 190, y: 0, width: 10, height: 10))
  }

  @Test("A queued sibling removed by an earlier sibling's layout is freed after the pass")
  func queuedSiblingRemovedDuringPass() {
    let root = makeRoot()
    let first = HookedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.addSubview(first)
    weak var weakSecond: UIView?
    do {
      let second = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
      root.addSubview(second)
      root.layoutIfNeeded()
      weakSecond = second
      first.setNeedsLayout()
      second.setNeedsLayout()
      // The first sibling's layout removes the second, which the pass has queued.
      first.before = { [unowned second] in second.removeFromSuperview() }
    }
    root.layoutIfNeeded()
    // Kept alive while the pass still held it, freed when the pass ended.
    #expect(weakSecond == nil)
    #expect(root.subviews == [first])
    #expect(first.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  @Test("Siblings marked out of order lay out in subview order")
  func siblingsLayOutInSubviewOrder() {
    let root = makeRoot()
    var log: [String] = []
    var views: [LoggingView] = []
    for name in ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"] {
      let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      view.accessibilityIdentifier = name
      view.log = { log.append($0) }
      root.addSubview(view)
      views.append(view)
    }
    root.layoutIfNeeded()
    log.removeAll()
    views[7].setNeedsLayout()
    views[2].setNeedsLayout()
    root.layoutIfNeeded()
    #expect(log == ["c", "h"])
    // Many of the siblings at once (the pass filters the subviews instead of sorting).
    log.removeAll()
    for index in [9, 5, 1] { views[index].setNeedsLayout() }
    root.layoutIfNeeded()
    #expect(log == ["b", "f", "j"])
  }

  @Test("A subview removed while queued for a visit is freed, and layout goes on without it")
  func removedWhileQueuedIsFreed() {
    let root = makeRoot()
    let kept = makeView("kept", in: root)
    NSLayoutConstraint.activate([
      kept.topAnchor.constraint(equalTo: root.topAnchor),
      kept.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      kept.widthAnchor.constraint(equalToConstant: 30),
      kept.heightAnchor.constraint(equalToConstant: 30),
    ])
    root.layoutIfNeeded()
    weak var weakChild: UIView?
    do {
      let child = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
      root.addSubview(child)
      child.setNeedsLayout()
      child.removeFromSuperview()
      weakChild = child
    }
    #expect(weakChild == nil)
    kept.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(kept.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
  }

  @Test("Removing many queued subviews leaves the others queued and frees the removed ones")
  func removingManyQueuedSubviews() {
    let root = makeRoot()
    var kept: [UIView] = []
    var removed: [() -> UIView?] = []
    for index in 0..<40 {
      let child = LoggingView(frame: CGRect(x: CGFloat(index), y: 0, width: 5, height: 5))
      child.accessibilityIdentifier = "\(index)"
      root.addSubview(child)
      if index % 2 == 0 {
        kept.append(child)
      } else {
        weak let weakChild: UIView? = child
        removed.append { weakChild }
      }
    }
    root.layoutIfNeeded()
    var log: [String] = []
    for view in root.subviews {
      (view as? LoggingView)?.log = { log.append($0) }
      view.setNeedsLayout()
    }
    // Remove the odd ones (queued in the root's visit list), from the end of the list first.
    do {
      let odd = root.subviews.filter { !kept.contains($0) }
      for view in odd.reversed() { view.removeFromSuperview() }
    }
    #expect(removed.allSatisfy { $0() == nil })
    root.layoutIfNeeded()
    #expect(log == kept.map { $0.accessibilityIdentifier ?? "" })
    #expect(kept.map(\.frame.minX) == (0..<20).map { CGFloat($0 * 2) })
  }

  @Test("A subview that outlives its superview lays out on its own")
  func subviewOutlivesSuperview() {
    var child: UIView?
    do {
      let root = makeRoot()
      let view = makeView("child", in: root)
      NSLayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
      ])
      root.layoutIfNeeded()
      child = view
    }
    #expect(child?.superview == nil)
    let grandchild = makeView("grandchild", in: child)
    NSLayoutConstraint.activate([
      grandchild.widthAnchor.constraint(equalToConstant: 7),
      grandchild.heightAnchor.constraint(equalToConstant: 9),
    ])
    child?.layoutIfNeeded()
    #expect(grandchild.frame.size == CGSize(width: 7, height: 9))
  }

  @Test("A hidden view moved by a constant edit gets its new frame")
  func hiddenViewFollowsConstantEdit() {
    let (root, containers, leadings) = makeRows(3)
    containers[1].isHidden = true
    root.layoutIfNeeded()
    leadings[1].constant = 40
    root.layoutIfNeeded()
    #expect(containers[1].frame.minX == 40)
    #expect(containers[1].frame.width == 272)
    #expect(containers[1].subviews[1].frame.maxX == 272)
  }

  @Test("Margins follow a constant edit of the superview's width")
  func marginsFollowConstantEdit() {
    let root = makeRoot()
    let container = makeView("container", in: root)
    container.layoutMargins = UIEdgeInsets(top: 4, left: 12, bottom: 4, right: 12)
    let content = makeView("content", in: container)
    let width = container.widthAnchor.constraint(equalToConstant: 200)
    NSLayoutConstraint.activate([
      container.topAnchor.constraint(equalTo: root.topAnchor),
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      width,
      container.heightAnchor.constraint(equalToConstant: 50),
      content.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: container.layoutMarginsGuide.bottomAnchor),
    ])
    root.layoutIfNeeded()
    width.constant = 300
    root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 12, y: 4, width: 276, height: 42))
    #expect(container.layoutMarginsGuide.layoutFrame == CGRect(x: 12, y: 4, width: 276, height: 42))
  }

  @Test("A view moved by a constant edit into the window's unsafe area gets its new safe area")
  func safeAreaFollowsConstantEdit() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let banner = makeView("banner", in: window)
    let label = makeView("label", in: banner)
    let top = banner.topAnchor.constraint(equalTo: window.topAnchor, constant: 100)
    NSLayoutConstraint.activate([
      top,
      banner.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      banner.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      banner.heightAnchor.constraint(equalToConstant: 100),
      label.topAnchor.constraint(equalTo: banner.safeAreaLayoutGuide.topAnchor),
      label.leadingAnchor.constraint(equalTo: banner.leadingAnchor),
      label.widthAnchor.constraint(equalToConstant: 50),
      label.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    #expect(banner.safeAreaInsets == .zero)
    #expect(label.frame.minY == 0)
    top.constant = 20
    window.layoutIfNeeded()
    #expect(banner.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
    #expect(label.frame.minY == 27)
  }

  @Test("A stack view re-arranges after a constant edit of one arranged view")
  func stackViewFollowsConstantEdit() {
    let root = makeRoot()
    let first = makeView("first")
    let second = makeView("second")
    let stack = UIStackView(arrangedSubviews: [first, second])
    stack.axis = .horizontal
    stack.spacing = 10
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    let firstWidth = first.widthAnchor.constraint(equalToConstant: 40)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: root.topAnchor),
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      firstWidth,
      second.widthAnchor.constraint(equalToConstant: 60),
      first.heightAnchor.constraint(equalToConstant: 20),
      second.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(second.frame.minX == 50)
    firstWidth.constant = 100
    root.layoutIfNeeded()
    #expect(second.frame.minX == 110)
    #expect(stack.frame.width == 170)
  }

  @Test("A scroll view's content size follows a constant edit of its content's height")
  func scrollViewFollowsConstantEdit() {
    let stage = ScrollStage()
    let (root, scroll, content, height) = (stage.root, stage.scroll, stage.content, stage.height)
    height.constant = 1500
    root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1500))
    #expect(scroll.contentSize == CGSize(width: 320, height: 1500))
  }

  @Test("A chain of siblings, each sized by its own content, lays out from a new engine")
  func siblingChainFromNewEngine() {
    let (root, containers, _) = makeRows(40)
    root.layoutIfNeeded()
    let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight.rounded(.up)
    for (index, container) in containers.enumerated() {
      #expect(container.frame.minY == CGFloat(index + 1) * 4 + CGFloat(index) * lineHeight)
      #expect(container.frame.height == lineHeight)
    }
  }
}
