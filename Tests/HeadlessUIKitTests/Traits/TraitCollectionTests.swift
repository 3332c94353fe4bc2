import HeadlessUIKit
import Testing

/// A view that records the trait changes it is told of.
@MainActor
private final class TraitView: UIView {
  var changes: [UITraitCollection?] = []
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    changes.append(previousTraitCollection)
  }
}

/// A view controller that records the trait changes it is told of.
@MainActor
private final class TraitController: UIViewController {
  var changes = 0
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    changes += 1
  }
}

@Suite("UITraitCollection")
@MainActor
struct TraitCollectionTests {
  @Test("A portrait window is compact × regular, a landscape one compact × compact")
  func sizeClassesFollowTheWindow() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let view = TraitView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    let portrait = view.traitCollection
    #expect(portrait.horizontalSizeClass == .compact)
    #expect(portrait.verticalSizeClass == .regular)
    #expect(portrait.userInterfaceIdiom == .phone)
    #expect(portrait.displayScale == 3)
    #expect(portrait.layoutDirection == .leftToRight)
    #expect(portrait.preferredContentSizeCategory == .large)
    #expect(view.changes.count == 1)
    #expect(view.changes.first.flatMap { $0 } == nil)
    window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    #expect(view.traitCollection.verticalSizeClass == .compact)
    #expect(view.traitCollection.horizontalSizeClass == .compact)
    #expect(view.changes.count == 2)
    let previous = try #require(view.changes.last.flatMap { $0 })
    #expect(previous.verticalSizeClass == .regular)
    // A resize that keeps the size classes reports nothing.
    window.frame = CGRect(x: 0, y: 0, width: 900, height: 400)
    #expect(view.changes.count == 2)
  }

  @Test("A view outside a window has unspecified size classes")
  func detached() {
    let view = UIView()
    #expect(view.traitCollection.horizontalSizeClass == .unspecified)
    #expect(view.traitCollection.verticalSizeClass == .unspecified)
    #expect(view.traitCollection.userInterfaceIdiom == .phone)
  }

  @Test("A view controller's traitOverrides reach it, its view and the view's subviews only")
  func controllerOverrides() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = TraitController()
    window.rootViewController = controller
    let inside = TraitView()
    controller.view.addSubview(inside)
    let outside = TraitView()
    window.addSubview(outside)
    #expect(controller.changes == 1)
    controller.traitOverrides.horizontalSizeClass = .regular
    #expect(controller.traitCollection.horizontalSizeClass == .regular)
    #expect(controller.view.traitCollection.horizontalSizeClass == .regular)
    #expect(inside.traitCollection.horizontalSizeClass == .regular)
    #expect(inside.traitCollection.verticalSizeClass == .regular)
    #expect(outside.traitCollection.horizontalSizeClass == .compact)
    #expect(controller.changes == 2)
    #expect(inside.changes.count == 2)
    #expect(outside.changes.count == 1)
    #expect(controller.traitOverrides.contains(UITraitHorizontalSizeClass.self))
    #expect(!controller.traitOverrides.contains(UITraitVerticalSizeClass.self))
    controller.traitOverrides.remove(UITraitHorizontalSizeClass.self)
    #expect(inside.traitCollection.horizontalSizeClass == .compact)
    #expect(controller.changes == 3)
  }

  @Test("setOverrideTraitCollection(_:forChild:) changes a child's traits below its own overrides")
  func childOverride() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let parent = UIViewController()
    window.rootViewController = parent
    let child = TraitController()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    parent.setOverrideTraitCollection(
      UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(displayScale: 2),
      ]), forChild: child)
    #expect(child.traitCollection.horizontalSizeClass == .regular)
    #expect(child.view.traitCollection.displayScale == 2)
    #expect(parent.traitCollection.horizontalSizeClass == .compact)
    child.traitOverrides.displayScale = 1
    #expect(child.traitCollection.displayScale == 1)
    #expect(parent.overrideTraitCollection(forChild: child)?.displayScale == 2)
    parent.setOverrideTraitCollection(nil, forChild: child)
    #expect(child.traitCollection.horizontalSizeClass == .compact)
    #expect(child.changes == 4)
  }

  @Test("registerForTraitChanges runs for the registered traits only, until unregistered")
  func registration() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let view = UIView()
    window.addSubview(view)
    var seen: [UIUserInterfaceSizeClass] = []
    let registration = view.registerForTraitChanges([UITraitVerticalSizeClass.self]) {
      (view: UIView, previous: UITraitCollection) in
      seen.append(previous.verticalSizeClass)
      #expect(view.traitCollection.verticalSizeClass != previous.verticalSizeClass)
    }
    view.traitOverrides.preferredContentSizeCategory = .extraLarge
    #expect(seen.isEmpty)
    window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    #expect(seen == [.regular])
    view.unregisterForTraitChanges(registration)
    window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    #expect(seen == [.regular])
  }

  @Test("A forced right-to-left view has a right-to-left layout direction trait")
  func layoutDirection() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let container = UIView()
    let child = TraitView()
    container.addSubview(child)
    window.addSubview(container)
    container.semanticContentAttribute = .forceRightToLeft
    #expect(child.traitCollection.layoutDirection == .rightToLeft)
    #expect(child.changes.count == 2)
  }

  @Test("Trait collections merge, compare and mutate as UIKit's do")
  func collections() {
    let merged = UITraitCollection(traitsFrom: [
      UITraitCollection(horizontalSizeClass: .compact),
      UITraitCollection(verticalSizeClass: .regular),
      UITraitCollection(horizontalSizeClass: .regular),
    ])
    #expect(merged.horizontalSizeClass == .regular)
    #expect(merged.verticalSizeClass == .regular)
    #expect(merged.containsTraits(in: UITraitCollection(verticalSizeClass: .regular)))
    #expect(!merged.containsTraits(in: UITraitCollection(verticalSizeClass: .compact)))
    let mutated = UITraitCollection { traits in
      traits.horizontalSizeClass = .regular
      traits.verticalSizeClass = .regular
    }
    #expect(mutated == merged)
    let modified = merged.modifyingTraits { $0.displayScale = 2 }
    #expect(modified.displayScale == 2)
    #expect(modified != merged)
    #expect(UIContentSizeCategory.extraSmall < .large)
    #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
  }
}
