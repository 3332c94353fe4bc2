import HeadlessUIKit
import Testing

@MainActor
@Suite("View hierarchy")
struct HierarchyTests {
  @Test("Apple D12: removeFromSuperview removes constraints that cross into the removed subtree")
  func removeFromSuperviewRemovesConstraints() {
    let root = makeRoot()
    let box = makeView("box", in: root)
    let inner = makeView("inner", in: box)
    let other = makeView("other", in: root)
    let crossing = inner.topAnchor.constraint(equalTo: other.bottomAnchor)
    let inside = inner.leadingAnchor.constraint(equalTo: box.leadingAnchor)
    let outside = other.widthAnchor.constraint(equalToConstant: 10)
    NSLayoutConstraint.activate([crossing, inside, outside])
    box.removeFromSuperview()
    #expect(!crossing.isActive)
    #expect(inside.isActive)
    #expect(outside.isActive)
    #expect(root.constraints.isEmpty)
    #expect(box.constraints.count == 1)
  }

  @Test("insertSubview and bring/send keep subviews in the asked order")
  func ordering() {
    let root = makeRoot()
    let a = makeView("a", in: root)
    let b = makeView("b", in: root)
    let c = makeView("c")
    root.insertSubview(c, at: 0)
    #expect(root.subviews.map(\.accessibilityIdentifier) == ["c", "a", "b"])
    root.bringSubviewToFront(c)
    #expect(root.subviews.map(\.accessibilityIdentifier) == ["a", "b", "c"])
    root.sendSubviewToBack(b)
    #expect(root.subviews.map(\.accessibilityIdentifier) == ["b", "a", "c"])
    root.insertSubview(a, aboveSubview: c)
    #expect(root.subviews.map(\.accessibilityIdentifier) == ["b", "c", "a"])
    #expect(a.superview === root && c.isDescendant(of: root))
  }

  @Test("A subtree moved to another tree keeps its inner constraints and lays out there")
  func movingSubtree() {
    let first = makeRoot("first", width: 100, height: 100)
    let second = makeRoot("second", width: 300, height: 300)
    let box = makeView("box", in: first)
    let inner = makeView("inner", in: box)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: first.topAnchor),
      box.leadingAnchor.constraint(equalTo: first.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 50),
      box.heightAnchor.constraint(equalToConstant: 50),
      inner.centerXAnchor.constraint(equalTo: box.centerXAnchor),
      inner.centerYAnchor.constraint(equalTo: box.centerYAnchor),
      inner.widthAnchor.constraint(equalToConstant: 10),
      inner.heightAnchor.constraint(equalToConstant: 10),
    ])
    first.layoutIfNeeded()
    #expect(inner.frame == CGRect(x: 20, y: 20, width: 10, height: 10))
    second.addSubview(box)
    // The size constraints are held by the box itself, so they moved with it.
    NSLayoutConstraint.activate([
      box.centerXAnchor.constraint(equalTo: second.centerXAnchor),
      box.centerYAnchor.constraint(equalTo: second.centerYAnchor),
    ])
    let issues = Headless.LayoutDiagnostics.capture { second.layoutIfNeeded() }
    #expect(issues.isEmpty)
    #expect(box.frame == CGRect(x: 125, y: 125, width: 50, height: 50))
    #expect(inner.frame == CGRect(x: 20, y: 20, width: 10, height: 10))
    #expect(first.constraints.isEmpty)
  }

  @Test("bounds and center stay consistent with frame")
  func boundsAndCenter() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(view.center == CGPoint(x: 60, y: 45))
    view.center = CGPoint(x: 100, y: 100)
    #expect(view.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
    view.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
    #expect(view.frame == CGRect(x: 90, y: 95, width: 20, height: 10))
    #expect(view.center == CGPoint(x: 100, y: 100))
  }

  @Test("layoutSubviews runs top-down, only where layout is needed, and an override can adjust")
  func layoutSubviewsOrder() {
    final class Recording: UIView {
      var log: [String] = []
      var onLayout: (() -> Void)?
      override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?()
      }
    }
    var order: [String] = []
    let root = Recording(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = Recording()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    root.onLayout = { order.append("root") }
    child.onLayout = { order.append("child") }
    NSLayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.widthAnchor.constraint(equalToConstant: 10),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(order == ["root", "child"])
    order = []
    root.layoutIfNeeded()
    #expect(order.isEmpty)
    child.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(order == ["child"])
  }
}

@MainActor
@Suite("Coordinate conversion")
struct CoordinateConversionTests {
  @Test("convert(_:to:) and convert(_:from:) go through frames and bounds origins")
  func convert() {
    let root = makeRoot()
    let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
    let b = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    root.addSubview(a)
    a.addSubview(b)
    #expect(b.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 16, y: 26))
    #expect(root.convert(CGPoint(x: 16, y: 26), to: b) == CGPoint(x: 1, y: 1))
    #expect(
      a.convert(CGRect(x: 0, y: 0, width: 3, height: 3), from: b).origin == CGPoint(x: 5, y: 5))
    let label = UILabel()
    label.font = .systemFont(ofSize: 10)
    label.text = "abc"
    label.sizeToFit()
    #expect(label.frame.size == CGSize(width: 15, height: 12))
  }
}

@MainActor
@Suite("Re-entrant layout")
struct ReentrantLayoutTests {
  final class SelfSizing: UIView {
    var passes = 0
    override func layoutSubviews() {
      super.layoutSubviews()
      passes += 1
      layoutIfNeeded()
      superview?.layoutIfNeeded()
    }
  }

  @Test("layoutIfNeeded called from layoutSubviews does not recurse")
  func nestedLayoutIfNeeded() {
    let root = makeRoot()
    let view = SelfSizing()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    NSLayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.widthAnchor.constraint(equalToConstant: 10),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(view.passes == 1)
  }
}
