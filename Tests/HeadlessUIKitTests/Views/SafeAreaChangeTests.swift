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

@MainActor
@Suite("The safe area after frame and hierarchy changes")
struct SafeAreaChangeTests {
  @Test("A view that leaves the window has a zero safe area again")
  func safeAreaAfterLeavingWindow() {
    let (window, _, root) = makeScreen()
    let child = makeView("child", in: root)
    NSLayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    window.layoutIfNeeded()
    #expect(child.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    child.removeFromSuperview()
    child.layoutIfNeeded()
    #expect(child.safeAreaInsets == .zero)
    #expect(child.safeAreaLayoutGuide.layoutFrame == child.bounds)
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

  @Test("A subview half under the status bar has the overlap as its safe-area inset")
  func partialSafeArea() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.isHidden = false
    let banner = UIView(frame: CGRect(x: 0, y: 20, width: 390, height: 100))
    window.addSubview(banner)
    let footer = UIView(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
    window.addSubview(footer)
    window.layoutIfNeeded()
    // UIView.safeAreaInsets: the part of the view the status bar and home indicator cover.
    #expect(banner.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
    #expect(footer.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    banner.frame.origin.y = 60
    window.layoutIfNeeded()
    #expect(banner.safeAreaInsets == .zero)
  }
}
