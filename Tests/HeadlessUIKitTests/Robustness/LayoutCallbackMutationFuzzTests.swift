import Foundation
import HeadlessUIKit
import Testing

/// The views of `root`'s subtree, root first.
@MainActor
private func members(of root: UIView) -> [UIView] {
  var result: [UIView] = []
  var stack = [root]
  while let view = stack.popLast() {
    result.append(view)
    stack.append(contentsOf: view.subviews.reversed())
  }
  return result
}

/// A random tree whose `layoutSubviews()` overrides remove, free, move, add and re-mark views,
/// change constants and lay out nested trees while a pass runs.
///
/// Views removed here are dropped at once, so that they are freed as soon as the pass lets
/// them go: run under AddressSanitizer (see `.ci/run`), a pass that reads a freed view fails.
/// `SWIFTLAYOUT_FUZZ_SEEDS` sets how many seeds run (the CI's sanitized run asks for more).
@MainActor
@Suite("Random tree changes from layout callbacks")
struct LayoutCallbackMutationFuzzTests {
  static var seedCount: Int {
    ProcessInfo.processInfo.environment["SWIFTLAYOUT_FUZZ_SEEDS"].flatMap(Int.init) ?? 24
  }

  /// Adds a hooked view with a random size and position under `parent`.
  ///
  /// With `widthMayFollowSibling`, some views take their width from a sibling and only prefer
  /// their own, so that they resize when the sibling's constraints leave the engine.
  @discardableResult
  private func addView(
    under parent: UIView, random: SeededRandom, widthMayFollowSibling: Bool = false
  ) -> OneTimeLayoutHookView {
    let view = OneTimeLayoutHookView()
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    let width = view.widthAnchor.constraint(equalToConstant: CGFloat(10 + random.next(100)))
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(
        equalTo: parent.leadingAnchor, constant: CGFloat(random.next(20))),
      view.topAnchor.constraint(equalTo: parent.topAnchor, constant: CGFloat(random.next(20))),
      width,
      view.heightAnchor.constraint(equalToConstant: CGFloat(10 + random.next(100))),
    ])
    if widthMayFollowSibling, random.chance(40), let sibling = parent.subviews.first,
      sibling !== view
    {
      width.priority = .defaultLow
      view.widthAnchor.constraint(equalTo: sibling.widthAnchor).isActive = true
    }
    if random.chance(30), let sibling = parent.subviews.first, sibling !== view {
      // Siblings chained, so that moving one moves the other (and its frame is re-applied).
      let chain = view.leadingAnchor.constraint(equalTo: sibling.trailingAnchor)
      chain.priority = .defaultHigh
      chain.isActive = true
    }
    return view
  }

  /// One hook: what a `layoutSubviews()` override does to the tree of `root`.
  private func makeHook(
    for view: UIView, in root: UIView, random: SeededRandom
  ) -> () -> Void {
    let action = random.next(9)
    let pick = random.next(1 << 20)
    return { [unowned root, unowned view] in
      let all = members(of: root)
      let others = Array(all.dropFirst())
      guard !others.isEmpty else { return }
      let target = others[pick % others.count]
      switch action {
      case 0:
        // Removed and dropped: freed as soon as the pass lets it go.
        target.removeFromSuperview()
      case 1:
        let parents = all.filter { !$0.isDescendant(of: target) }
        parents[pick % parents.count].addSubview(target)
      case 2:
        target.setNeedsLayout()
        target.superview?.setNeedsLayout()
      case 3:
        // The view's own superview (the one laying it out) goes.
        view.superview?.removeFromSuperview()
      case 4:
        view.removeFromSuperview()
      case 5:
        self.addView(under: target, random: SeededRandom(UInt64(pick)))
      case 6:
        for constraint in target.constraints where constraint.firstItem !== target {
          constraint.constant += 3
        }
        target.setNeedsLayout()
      case 7:
        // Removed, then back under another view of the tree.
        target.removeFromSuperview()
        let parents = members(of: root).filter { !$0.isDescendant(of: target) }
        parents[pick % parents.count].insertSubview(target, at: 0)
      default:
        target.layoutIfNeeded()
      }
    }
  }

  @Test("Views freed, moved and added from layoutSubviews leave a consistent, solved tree")
  func randomChangesFromLayoutSubviews() {
    for seed in 0..<Self.seedCount {
      let random = SeededRandom(UInt64(0xF0_2200 + seed))
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 640))
      for _ in 0..<24 {
        let parents = members(of: root)
        addView(under: parents[random.next(parents.count)], random: random)
      }
      root.layoutIfNeeded()
      for _ in 0..<10 {
        for view in members(of: root) where random.chance(30) {
          guard let hooked = view as? OneTimeLayoutHookView else { continue }
          hooked.hook = makeHook(for: hooked, in: root, random: random)
          hooked.setNeedsLayout()
        }
        if random.chance(50), let view = members(of: root).last, view !== root {
          view.removeFromSuperview()
        }
        root.layoutIfNeeded()
        for view in members(of: root) {
          for subview in view.subviews { #expect(subview.superview === view) }
          #expect(view.frame.width >= 0 && view.frame.height >= 0)
          #expect(view.frame.minX.isFinite && view.frame.minY.isFinite)
        }
        if members(of: root).count < 8 {
          for _ in 0..<8 { addView(under: root, random: random) }
        }
      }
      for case let view as OneTimeLayoutHookView in members(of: root) { view.hook = nil }
    }
  }

  @Test(
    "A root dropped from layoutSubviews while a pass runs below it is freed with its tree once the pass ends"
  )
  func rootDroppedDuringPassesBelowIt() {
    for seed in 0..<Self.seedCount {
      let random = SeededRandom(UInt64(0xF0_3300 + seed))
      // The only reference to the root, which a hook may drop.
      let holder = RootHolder()
      weak var weakRoot: UIView?
      do {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 640))
        holder.root = root
        weakRoot = root
        for _ in 0..<24 {
          let parents = members(of: root)
          addView(
            under: parents[random.next(parents.count)], random: random,
            widthMayFollowSibling: true)
        }
        root.layoutIfNeeded()
      }
      for _ in 0..<10 {
        // A pass started below the root: at a view with subviews, the root not marked.
        let start: UIView? = holder.root.flatMap { root in
          let inner = members(of: root).dropFirst().filter { !$0.subviews.isEmpty }
          return inner.isEmpty ? nil : inner[random.next(inner.count)]
        }
        guard let start else { break }
        for view in members(of: start) where random.chance(30) {
          guard let hooked = view as? OneTimeLayoutHookView, let root = holder.root else {
            continue
          }
          if random.chance(25) {
            hooked.hook = { holder.root = nil }
          } else {
            hooked.hook = makeHook(for: hooked, in: root, random: random)
          }
          hooked.setNeedsLayout()
        }
        start.layoutIfNeeded()
        for case let view as OneTimeLayoutHookView in members(of: start) { view.hook = nil }
        guard let root = holder.root else {
          // Dropped: freed when the pass ended (the start's subtree is kept by `start`).
          #expect(weakRoot == nil)
          break
        }
        for view in members(of: root) {
          for subview in view.subviews { #expect(subview.superview === view) }
          #expect(view.frame.width >= 0 && view.frame.height >= 0)
          #expect(view.frame.minX.isFinite && view.frame.minY.isFinite)
        }
      }
      if let root = holder.root {
        for case let view as OneTimeLayoutHookView in members(of: root) { view.hook = nil }
      }
    }
  }
}

/// Holds the only reference to a root view, so that a hook can drop it.
@MainActor
private final class RootHolder {
  var root: UIView?
}
