import HeadlessUIKit

/// Makes a view for constraints: translatesAutoresizingMaskIntoConstraints off, named.
@MainActor
func makeView(_ name: String, in superview: UIView? = nil) -> UIView {
  let view = UIView()
  view.accessibilityIdentifier = name
  view.translatesAutoresizingMaskIntoConstraints = false
  superview?.addSubview(view)
  return view
}

/// Makes a root view with a frame, named.
@MainActor
func makeRoot(_ name: String = "root", width: CGFloat = 320, height: CGFloat = 480) -> UIView {
  let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
  view.accessibilityIdentifier = name
  return view
}

/// Sorted readable descriptions of constraints.
@MainActor
func descriptions(_ constraints: [NSLayoutConstraint]) -> [String] {
  constraints.map(\.description).sorted()
}

/// A window of an iPhone's size (safe area 47 top, 34 bottom) with a view controller, shown:
/// the window, its controller and the controller's view.
@MainActor
func makeScreen() -> (UIWindow, UIViewController, UIView) {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let controller = UIViewController()
  window.rootViewController = controller
  window.makeKeyAndVisible()
  let root: UIView = controller.view
  return (window, controller, root)
}

/// A 320 × 480 scroll view whose content view is pinned to the content guide and as wide as
/// the frame guide; the content's height is `height`.
@MainActor
struct ScrollStage {
  let root = makeRoot(width: 320, height: 480)
  let scroll = UIScrollView(frame: .zero)
  let content: UIView
  let height: NSLayoutConstraint

  init(height contentHeight: CGFloat = 1000) {
    scroll.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scroll)
    content = makeView("content", in: scroll)
    height = content.heightAnchor.constraint(equalToConstant: contentHeight)
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
    root.layoutIfNeeded()
  }
}

/// A 50 × 50 box at the top left of a 300 × 100 root, laid out, with the leading constraint
/// the animation tests change.
@MainActor
func makeSlidingBox() -> (root: UIView, box: UIView, leading: NSLayoutConstraint) {
  let root = makeRoot(width: 300, height: 100)
  let box = makeView("box", in: root)
  let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor)
  NSLayoutConstraint.activate([
    leading, box.topAnchor.constraint(equalTo: root.topAnchor),
    box.widthAnchor.constraint(equalToConstant: 50),
    box.heightAnchor.constraint(equalToConstant: 50),
  ])
  root.layoutIfNeeded()
  return (root, box, leading)
}

/// A small deterministic generator (64-bit LCG) for randomized tests, shared by the closures of
/// one run.
final class SeededRandom {
  private var state: UInt64

  init(_ seed: UInt64) { state = seed }

  /// A number in `0..<bound`.
  func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state ^ (state >> 29)) % UInt64(bound))
  }

  /// True `percent` times in a hundred.
  func chance(_ percent: Int) -> Bool { next(100) < percent }

  /// One of `values`.
  func pick<T>(_ values: [T]) -> T { values[next(values.count)] }
}
