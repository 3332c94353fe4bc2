import HeadlessUIKit
import Testing

/// A layer subclass, to check `layerClass`.
private final class StripeLayer: CALayer, @unchecked Sendable {}

/// A view that counts tint changes and makes its layer from `layerClass`.
@MainActor
private final class CountingView: UIView {
  var tintChanges = 0
  var updates = 0
  override class var layerClass: AnyClass { StripeLayer.self }
  override class var requiresConstraintBasedLayout: Bool { true }
  override func tintColorDidChange() {
    super.tintColorDidChange()
    tintChanges += 1
  }
  override func updateConstraints() {
    updates += 1
    super.updateConstraints()
  }
}

@MainActor
@Suite("UIView's tint, layer class, mask, interface style and constraint-based flag")
struct ViewAppearanceTests {
  @Test("setting a tint tells the view and the descendants that inherit it, once each")
  func tintPropagation() {
    let root = CountingView()
    let inheriting = CountingView()
    let ownTint = CountingView()
    let belowOwn = CountingView()
    root.addSubview(inheriting)
    root.addSubview(ownTint)
    ownTint.addSubview(belowOwn)
    ownTint.tintColor = .systemGreen
    let before = (root.tintChanges, inheriting.tintChanges, belowOwn.tintChanges)
    root.tintColor = .systemRed
    #expect(root.tintChanges == before.0 + 1)
    #expect(inheriting.tintChanges == before.1 + 1)
    #expect(belowOwn.tintChanges == before.2)
    #expect(inheriting.tintColor == .systemRed)
    root.tintColor = .systemRed
    #expect(root.tintChanges == before.0 + 1)
  }

  @Test("the layer is an instance of the class's layerClass")
  func layerClass() {
    #expect(CountingView().layer is StripeLayer)
    #expect(type(of: UIView().layer) == CALayer.self)
    #expect(ObjectIdentifier(UIView.layerClass) == ObjectIdentifier(CALayer.self))
  }

  @Test("a mask view is kept apart from the subviews and from layout")
  func mask() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let mask = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    view.mask = mask
    view.layoutIfNeeded()
    #expect(view.mask === mask)
    #expect(view.subviews.isEmpty)
    #expect(mask.superview == nil)
    #expect(mask.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
  }

  @Test("overrideUserInterfaceStyle sets the style of the view's and its subviews' traits")
  func interfaceStyle() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let view = UIView()
    let child = UIView()
    window.addSubview(view)
    view.addSubview(child)
    #expect(child.traitCollection.userInterfaceStyle == .light)
    view.overrideUserInterfaceStyle = .dark
    #expect(view.traitCollection.userInterfaceStyle == .dark)
    #expect(child.traitCollection.userInterfaceStyle == .dark)
    #expect(window.traitCollection.userInterfaceStyle == .light)
    child.overrideUserInterfaceStyle = .light
    #expect(child.traitCollection.userInterfaceStyle == .light)
  }

  @Test("a controller's interface style reaches its view")
  func controllerInterfaceStyle() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = UIViewController()
    window.rootViewController = controller
    controller.overrideUserInterfaceStyle = .dark
    #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
    #expect(controller.traitCollection.userInterfaceStyle == .dark)
  }

  @Test("a constraint-based view gets updateConstraints before its first layout")
  func requiresConstraintBasedLayout() {
    #expect(CountingView.requiresConstraintBasedLayout)
    #expect(!UIView.requiresConstraintBasedLayout)
    let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.layoutIfNeeded()
    #expect(view.updates == 1)
  }
}
