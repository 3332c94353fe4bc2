import HeadlessUIKit
import Testing

/// A badge whose size comes from an overridden `intrinsicContentSize`.
@MainActor
private final class BadgeView: UIView {
  var side: CGFloat = 30
  override var intrinsicContentSize: CGSize { CGSize(width: side * 2, height: side) }
}

/// A view that adds its width constraint in `updateConstraints`, as UIKit's docs recommend.
@MainActor
private final class SelfSizingView: UIView {
  var updateCount = 0
  var width: CGFloat = 120
  private var widthConstraint: NSLayoutConstraint?

  override func updateConstraints() {
    updateCount += 1
    if let widthConstraint {
      widthConstraint.constant = width
    } else {
      let constraint = widthAnchor.constraint(equalToConstant: width)
      constraint.isActive = true
      widthConstraint = constraint
    }
    super.updateConstraints()
  }
}

/// A view that records its margin and safe-area callbacks.
@MainActor
private final class CallbackView: UIView {
  var marginChanges: [UIEdgeInsets] = []
  var safeAreaChanges: [UIEdgeInsets] = []
  override func layoutMarginsDidChange() {
    super.layoutMarginsDidChange()
    marginChanges.append(layoutMargins)
  }
  override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    safeAreaChanges.append(safeAreaInsets)
  }
}

/// A view controller that records its root view's safe-area and margin changes.
@MainActor
private final class InsetsController: UIViewController {
  var safeAreaChanges: [UIEdgeInsets] = []
  var marginChanges = 0
  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    safeAreaChanges.append(view.safeAreaInsets)
  }
  override func viewLayoutMarginsDidChange() {
    super.viewLayoutMarginsDidChange()
    marginChanges += 1
  }
}

/// A view whose `sizeThatFits` answers a fixed size.
@MainActor
private final class FittingView: UIView {
  override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 77, height: 33) }
}

/// A view that overrides the content priorities, margins and autoresizing translation.
@MainActor
private final class PriorityView: UIView {
  override var intrinsicContentSize: CGSize { CGSize(width: 50, height: 20) }
  override func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    .required
  }
  override var layoutMargins: UIEdgeInsets {
    get { UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) }
    set { super.layoutMargins = newValue }
  }
  override var translatesAutoresizingMaskIntoConstraints: Bool {
    get { false }
    set { super.translatesAutoresizingMaskIntoConstraints = newValue }
  }
}

/// A view that overrides members UIKit declares `open` in its layout categories.
@MainActor
private final class AnchorView: UIView {
  var anchorReads = 0
  override var leadingAnchor: NSLayoutXAxisAnchor {
    anchorReads += 1
    return super.leadingAnchor
  }
  override func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let converted = super.convert(point, to: view)
    return CGPoint(x: converted.x + 1000, y: converted.y)
  }
}

@Suite("Overriding UIView's open layout members")
@MainActor
struct OverrideLayoutTests {
  @Test("An overridden intrinsicContentSize sizes the view, and invalidating re-reads it")
  func intrinsicContentSizeOverride() {
    let root = makeRoot()
    let badge = BadgeView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(badge)
    badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10).isActive = true
    badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 20).isActive = true
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 10, y: 20, width: 60, height: 30))
    badge.side = 40
    badge.invalidateIntrinsicContentSize()
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 10, y: 20, width: 80, height: 40))
  }

  @Test("updateConstraints runs before layout and the constraints it adds set the frame")
  func updateConstraintsOverride() {
    let root = makeRoot()
    let view = SelfSizingView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    view.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
    view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
    view.heightAnchor.constraint(equalToConstant: 10).isActive = true
    root.layoutIfNeeded()
    #expect(view.updateCount == 1)
    #expect(view.frame.width == 120)
    view.width = 200
    view.setNeedsUpdateConstraints()
    root.layoutIfNeeded()
    #expect(view.updateCount == 2)
    #expect(view.frame.width == 200)
  }

  @Test("layoutMarginsDidChange and safeAreaInsetsDidChange are called with the new values")
  func marginAndSafeAreaCallbacks() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let view = CallbackView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
    window.addSubview(view)
    window.layoutIfNeeded()
    #expect(view.safeAreaChanges == [UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0)])
    view.layoutMargins = UIEdgeInsets(top: 4, left: 12, bottom: 4, right: 12)
    #expect(view.marginChanges == [UIEdgeInsets(top: 4, left: 12, bottom: 4, right: 12)])
    view.frame.origin.y = 60
    window.layoutIfNeeded()
    #expect(view.safeAreaChanges.last == .zero)
  }

  @Test("A view controller hears of its root view's safe-area and margin changes")
  func controllerInsetCallbacks() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = InsetsController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(controller.safeAreaChanges == [UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)])
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    window.layoutIfNeeded()
    #expect(controller.safeAreaChanges.last == UIEdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
    let marginChanges = controller.marginChanges
    controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(controller.marginChanges == marginChanges + 1)
  }

  @Test("sizeToFit uses an overridden sizeThatFits")
  func sizeThatFitsOverride() {
    let view = FittingView(frame: CGRect(x: 5, y: 6, width: 1, height: 1))
    view.sizeToFit()
    #expect(view.frame == CGRect(x: 5, y: 6, width: 77, height: 33))
  }

  @Test("Overridden priorities, margins and autoresizing translation drive the layout pass")
  func priorityMarginAndTranslationOverrides() {
    let root = makeRoot()
    let view = PriorityView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
    root.addSubview(view)
    // Required hugging: the view cannot grow past its intrinsic width, even when asked to.
    view.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
    view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
    let wide = view.widthAnchor.constraint(equalToConstant: 300)
    wide.priority = .defaultHigh
    wide.isActive = true
    let marked = makeView("marked", in: view)
    NSLayoutConstraint.activate([
      marked.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      marked.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
      marked.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      marked.bottomAnchor.constraint(equalTo: view.layoutMarginsGuide.bottomAnchor),
    ])
    root.layoutIfNeeded()
    // The frame (0, 0, 5, 5) was not translated into constraints: the override said false.
    #expect(view.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
    #expect(marked.frame == CGRect(x: 2, y: 1, width: 44, height: 16))
  }

  @Test("Members UIKit declares open in categories can be overridden: anchors, convert")
  func categoryMembersOverride() {
    let root = makeRoot()
    let view = AnchorView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
    root.addSubview(view)
    _ = view.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    #expect(view.anchorReads == 1)
    #expect(view.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 1011, y: 11))
  }
}
