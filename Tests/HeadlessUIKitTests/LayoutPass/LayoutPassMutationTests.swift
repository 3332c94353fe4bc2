import Testing

@testable import HeadlessUIKit

/// A view whose `layoutSubviews()` first runs a hook that may change the hierarchy.
@MainActor
private final class MutatingView: UIView {
  var hook: (() -> Void)?

  override func layoutSubviews() {
    hook?()
    super.layoutSubviews()
  }
}

/// The views of `root`'s subtree, root first.
@MainActor
private func subtree(of root: UIView) -> [UIView] {
  var result: [UIView] = []
  var stack = [root]
  while let view = stack.popLast() {
    result.append(view)
    stack.append(contentsOf: view.subviews.reversed())
  }
  return result
}

/// Whether `view` is `ancestor` or lies below it.
@MainActor
private func isInSubtree(_ view: UIView, of ancestor: UIView) -> Bool {
  var cursor: UIView? = view
  while let current = cursor {
    if current === ancestor { return true }
    cursor = current.superview
  }
  return false
}

@MainActor
@Suite("Hierarchy changes during layout passes")
struct LayoutPassMutationTests {
  @Test(
    "Views removed, moved and re-marked from layoutSubviews keep the tree consistent and are freed once out of it"
  )
  func randomHierarchyChangesDuringLayout() {
    var removed: [() -> UIView?] = []
    for round in 0..<12 {
      let random = SeededRandom(UInt64(0xA11CE + round))
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 640))
      var constraints: [NSLayoutConstraint] = []
      for _ in 0..<30 {
        let parents = subtree(of: root)
        let parent = parents[random.next(parents.count)]
        let view = MutatingView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        let made = [
          view.leadingAnchor.constraint(
            equalTo: parent.leadingAnchor, constant: CGFloat(random.next(20))),
          view.topAnchor.constraint(equalTo: parent.topAnchor, constant: CGFloat(random.next(20))),
          view.widthAnchor.constraint(equalToConstant: CGFloat(10 + random.next(100))),
          view.heightAnchor.constraint(equalToConstant: CGFloat(10 + random.next(100))),
        ]
        NSLayoutConstraint.activate(made)
        constraints += made
      }
      root.layoutIfNeeded()
      for _ in 0..<8 {
        // Give some views a one-time hook: remove a view, move one, or mark one for layout.
        for case let view as MutatingView in subtree(of: root) where random.next(4) == 0 {
          let action = random.next(3)
          let pick = random.next(1000)
          view.hook = { [weak root, unowned view] in
            view.hook = nil
            guard let root else { return }
            let members = subtree(of: root).dropFirst()
            guard !members.isEmpty else { return }
            let target = members[members.startIndex + pick % members.count]
            switch action {
            case 0:
              weak let weakTarget = target
              removed.append { weakTarget }
              target.removeFromSuperview()
            case 1:
              let parents = subtree(of: root).filter { !isInSubtree($0, of: target) }
              parents[pick % parents.count].addSubview(target)
            default:
              target.setNeedsLayout()
            }
          }
          view.setNeedsLayout()
        }
        for constraint in constraints where random.next(8) == 0 && constraint.isActive {
          constraint.constant += 1
        }
        root.layoutIfNeeded()
        // Every link is mutual and every frame is the solved one (finite, not negative).
        for view in subtree(of: root) {
          for subview in view.subviews { #expect(subview.superview === view) }
          let frame = view.frame
          #expect(frame.width >= 0 && frame.height >= 0)
          #expect(frame.minX.isFinite && frame.minY.isFinite)
        }
      }
      for case let view as MutatingView in subtree(of: root) { view.hook = nil }
    }
    // Removed views that nothing moved back are gone with their trees.
    #expect(removed.allSatisfy { $0() == nil })
  }
}
