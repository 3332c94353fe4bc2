/// An object that manages a view hierarchy for your UIKit app.
///
/// Its root view is made on first access of ``view`` (``loadView()`` then ``viewDidLoad()``);
/// ``viewWillLayoutSubviews()`` and ``viewDidLayoutSubviews()`` bracket the root view's layout.
/// UIKit: <https://developer.apple.com/documentation/uikit/uiviewcontroller>
@MainActor
open class UIViewController: UIResponder {
  private var storedView: UIView?
  private var loading = false
  private var storedChildren: [UIViewController] = []
  private weak var storedParent: UIViewController?
  var storedTraitOverrides = UITraitOverrides()
  var storedUserInterfaceStyle = UIUserInterfaceStyle.unspecified
  /// Where the controller is in its appearance cycle.
  var appearance = AppearanceState.disappeared
  /// The traits last reported to ``traitCollectionDidChange(_:)`` (nil: never).
  var reportedTraits: TraitValues?
  var traitRegistrations: [TraitChangeRegistration] = []
  /// Trait collections set with ``setOverrideTraitCollection(_:forChild:)``, by child.
  var childTraitCollections: [ObjectIdentifier: UITraitCollection] = [:]

  /// Creates a view controller with the nib file in the specified bundle (nibs are not
  /// loaded: ``loadView()`` makes a plain view).
  ///
  /// - Parameters:
  ///   - nibNameOrNil: The name of the nib file (ignored).
  ///   - nibBundleOrNil: The bundle of the nib file (ignored).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Creates a view controller with no nib.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Creates a view controller from an unarchiver (HeadlessUIKit has no archives).
  ///
  /// - Parameter coder: An unarchiver object (unused).
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// The view that the controller manages, loaded on first access.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit declares it `UIView!`.
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      if storedView == nil && loading {
        // Read by loadView() before it set one: UIKit would load again, recursively.
        LayoutDiagnostics.report(.recursiveViewLoad(self))
        self.view = UIView(frame: UIScreen.main.bounds)
      }
      return storedView
    }
    set {
      storedView?.owningViewController = nil
      storedView = newValue
      newValue?.owningViewController = self
    }
  }

  /// The controller's view, or `nil` if the view has not been loaded yet.
  open var viewIfLoaded: UIView? { storedView }

  /// Whether the view is currently loaded into memory.
  open var isViewLoaded: Bool { storedView != nil }

  /// Loads the controller's view if it has not yet been loaded.
  open func loadViewIfNeeded() {
    guard storedView == nil, !loading else { return }
    loading = true
    loadView()
    if storedView == nil { view = UIView(frame: UIScreen.main.bounds) }
    if viewRespectsSystemMinimumLayoutMargins, let view = storedView {
      // The root view's initial margins, not a change: no margin callbacks.
      view.storedDirectionalMargins = systemMinimumLayoutMargins
      view.markSystemConstraintsDirty()
      view.setNeedsLayout()
    }
    loading = false
    viewDidLoad()
  }

  /// Creates the view that the controller manages (a plain view the size of the screen).
  open func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
  }

  /// Called after the controller's view is loaded into memory.
  open func viewDidLoad() {}
  /// Notifies the view controller that its view is about to be added to a view hierarchy.
  ///
  /// - Parameter animated: Whether the view is being added with an animation.
  open func viewWillAppear(_ animated: Bool) {}
  /// Notifies the view controller that its view was added to a view hierarchy.
  ///
  /// - Parameter animated: Whether the view was added with an animation.
  open func viewDidAppear(_ animated: Bool) {}
  /// Notifies the view controller that the system is adding its view to a view hierarchy.
  ///
  /// Called after ``viewWillAppear(_:)`` and before ``viewDidAppear(_:)``, once the view is in
  /// a window (so its traits are up to date) and before the layout pass that lays it out, as
  /// UIKit does.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiviewcontroller/viewisappearing(_:)>
  ///
  /// - Parameter animated: Whether the view is being added with an animation.
  open func viewIsAppearing(_ animated: Bool) {}
  /// Notifies the view controller that its view is about to be removed from a view hierarchy.
  ///
  /// - Parameter animated: Whether the removal is animated.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Notifies the view controller that its view was removed from a view hierarchy.
  ///
  /// - Parameter animated: Whether the removal was animated.
  open func viewDidDisappear(_ animated: Bool) {}
  /// Called to notify the view controller that its view is about to lay out its subviews.
  open func viewWillLayoutSubviews() {}
  /// Called to notify the view controller that its view has just laid out its subviews.
  open func viewDidLayoutSubviews() {}

  /// Called to notify the view controller that the safe area insets of its root view changed
  /// (when layout computes new insets for the root view).
  ///
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiviewcontroller/viewsafeareainsetsdidchange()>
  open func viewSafeAreaInsetsDidChange() {}

  /// Called to notify the view controller that the layout margins of its root view changed.
  ///
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiviewcontroller/viewlayoutmarginsdidchange()>
  open func viewLayoutMarginsDidChange() {}
  /// Notifies the view controller when its view needs to update its constraints.
  ///
  /// Called in the update pass, before layout, instead of the root view's
  /// ``UIView/updateConstraints()`` once ``UIView/setNeedsUpdateConstraints()`` was called on
  /// the view. The default implementation calls the view's ``UIView/updateConstraints()`` (as
  /// AppKit documents for its counterpart); call `super` as the last step of an override.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiviewcontroller/updateviewconstraints()>
  open func updateViewConstraints() {
    viewIfLoaded?.updateConstraints()
  }

  /// A localized string that represents the view this controller manages.
  open var title: String?

  /// The preferred size for the view controller's view.
  open var preferredContentSize = CGSize.zero

  // MARK: Adapting to size and trait changes (UIContentContainer)

  /// Notifies the view controller that the size of its view is about to change.
  ///
  /// The default implementation forwards the change to each child, with the size
  /// ``size(forChildContentContainer:withParentContainerSize:)`` gives it: call `super` when
  /// you override it. HeadlessUIKit calls it on a window's root view controller from
  /// `window.headless.transition(to:safeAreaInsets:duration:)`, before the size changes.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)>
  ///
  /// - Parameters:
  ///   - size: The new size for the view controller's view.
  ///   - coordinator: The transition coordinator managing the size change.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    for child in children {
      child.viewWillTransition(
        to: self.size(forChildContentContainer: child, withParentContainerSize: size),
        with: coordinator)
    }
  }

  /// Notifies the view controller that its traits are about to change (before
  /// ``traitCollectionDidChange(_:)``); the default implementation forwards it to each child.
  ///
  /// UIKit: <https://developer.apple.com/documentation/uikit/uicontentcontainer/willtransition(to:with:)>
  ///
  /// - Parameters:
  ///   - newCollection: The traits to be applied.
  ///   - coordinator: The transition coordinator managing the trait change.
  open func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    for child in children { child.willTransition(to: newCollection, with: coordinator) }
  }

  /// Returns the size of a child container's content: by default the parent's size.
  ///
  /// - Parameters:
  ///   - container: The child container.
  ///   - parentSize: The size of this view controller's view.
  /// - Returns: The size of the child's view.
  open func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize {
    parentSize
  }

  /// Notifies the view controller that a child's preferred content size changed (nothing by
  /// default).
  ///
  /// - Parameter container: The child container.
  open func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  /// Notifies the view controller that a child's fitting size changed (nothing by default).
  ///
  /// - Parameter container: The child container.
  open func systemLayoutFittingSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  /// Custom insets added to the safe area of the controller's root view.
  ///
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets>
  open var additionalSafeAreaInsets = UIEdgeInsets.zero {
    didSet {
      guard additionalSafeAreaInsets != oldValue, let view = storedView else { return }
      view.setNeedsLayout()
      view.superview?.setNeedsLayout()
    }
  }

  /// Whether the root view's margins are at least the system minimum margins (default `true`).
  ///
  /// While `true`, each of the root view's layout margins is the larger of the one set in its
  /// ``UIView/directionalLayoutMargins`` and the one in ``systemMinimumLayoutMargins``; while
  /// `false`, the root view's own margins alone.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiviewcontroller/viewrespectssystemminimumlayoutmargins>
  open var viewRespectsSystemMinimumLayoutMargins = true {
    didSet {
      guard viewRespectsSystemMinimumLayoutMargins != oldValue, let view = storedView else {
        return
      }
      view.systemMinimumMarginsDidChange()
    }
  }

  /// The minimum layout margins for the root view: 16 points leading and trailing, as on an
  /// iPhone in portrait.
  ///
  /// While ``viewRespectsSystemMinimumLayoutMargins`` is `true`, the root view's margins are no
  /// smaller than these, whatever its ``UIView/directionalLayoutMargins`` are set to.
  open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
  }

  /// An array of view controllers that are children of the current view controller.
  open var children: [UIViewController] { storedChildren }

  /// The parent view controller of the recipient.
  open var parent: UIViewController? { storedParent }

  /// Adds the specified view controller as a child of the current view controller.
  ///
  /// - Parameter childController: The view controller to be added as a child.
  open func addChild(_ childController: UIViewController) {
    childController.detachFromParent()
    childController.willMove(toParent: self)
    storedChildren.append(childController)
    childController.storedParent = self
  }

  /// Removes the view controller from its parent, then calls its ``didMove(toParent:)`` with
  /// `nil` (call ``willMove(toParent:)`` with `nil` yourself before).
  ///
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)>
  open func removeFromParent() {
    guard detachFromParent() else { return }
    didMove(toParent: nil)
  }

  /// Takes the controller out of its parent's children; whether it had a parent.
  @discardableResult
  func detachFromParent() -> Bool {
    guard let parent = storedParent else { return false }
    parent.storedChildren.removeAll { $0 === self }
    // Traits set for it as a child end with that: kept by identifier, they would otherwise
    // apply to whichever controller reuses its address once it is freed.
    parent.childTraitCollections[ObjectIdentifier(self)] = nil
    storedParent = nil
    return true
  }

  /// Called just before the view controller is added or removed from a container view controller.
  ///
  /// - Parameter parent: The parent view controller, or `nil` if there is no parent.
  open func willMove(toParent parent: UIViewController?) {}

  /// Called after the view controller is added or removed from a container view controller.
  ///
  /// - Parameter parent: The parent view controller, or `nil` if there is no parent.
  open func didMove(toParent parent: UIViewController?) {}

  /// The traits of the view controller's environment: those of its view's superview (else its
  /// parent's), with its ``traitOverrides`` applied; its root view inherits them.
  ///
  /// UIKit: <https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection>
  open var traitCollection: UITraitCollection {
    UITraitCollection(values: resolvedTraitValues())
  }

  /// Called when the view controller's trait collection changed.
  ///
  /// See ``UIView/traitCollectionDidChange(_:)`` for when HeadlessUIKit calls it. Deprecated in
  /// iOS 17, where UIKit still calls it.
  ///
  /// - Parameter previousTraitCollection: The traits before the change, or `nil`.
  @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use registerForTraitChanges")
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Changes the traits of a child view controller (its own ``traitOverrides`` still win).
  ///
  /// Deprecated in iOS 17 in favour of the child's ``traitOverrides``.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiviewcontroller/setoverridetraitcollection(_:forchild:)>
  ///
  /// - Parameters:
  ///   - collection: The traits to apply to the child, or `nil` to stop overriding them.
  ///   - childViewController: A child of this view controller.
  @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use traitOverrides")
  open func setOverrideTraitCollection(
    _ collection: UITraitCollection?, forChild childViewController: UIViewController
  ) {
    guard childViewController.parent === self else { return }
    childTraitCollections[ObjectIdentifier(childViewController)] = collection
    childViewController.viewIfLoaded?.updateTraitsInSubtree()
  }

  /// Returns the traits set for a child view controller with
  /// ``setOverrideTraitCollection(_:forChild:)``.
  ///
  /// - Parameter childViewController: A child of this view controller.
  /// - Returns: The traits set for the child, or `nil`.
  @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use traitOverrides")
  open func overrideTraitCollection(forChild childViewController: UIViewController)
    -> UITraitCollection?
  {
    childTraitCollections[ObjectIdentifier(childViewController)]
  }

  // MARK: Appearance (open as in UIKit, so declared in the class)

  /// Whether appearance methods are forwarded to child view controllers (default `true`).
  ///
  /// While `true`, an appearance transition of this controller (from a window, from
  /// ``beginAppearanceTransition(_:animated:)``, or from
  /// ``transition(from:to:duration:options:animations:completion:)``) is forwarded to the
  /// children whose views are in this controller's view.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods>
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// Tells a child controller its appearance is about to change.
  ///
  /// Appearing calls ``viewWillAppear(_:)`` (and ``viewIsAppearing(_:)`` at once when the view
  /// is already in a window), disappearing ``viewWillDisappear(_:)``. A call that does not
  /// change the controller's appearance state is ignored (UIKit logs "Unbalanced calls").
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiviewcontroller/beginappearancetransition(_:animated:)>
  ///
  /// - Parameters:
  ///   - isAppearing: `true` if the view is being added, `false` if removed.
  ///   - animated: Whether the transition is animated.
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    beginAppearance(isAppearing, animated: animated)
  }

  /// Tells a child controller its appearance has changed: ``viewDidAppear(_:)`` (after
  /// ``viewIsAppearing(_:)`` if it has not run yet) or ``viewDidDisappear(_:)``.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiviewcontroller/endappearancetransition()>
  open func endAppearanceTransition() {
    endAppearance()
  }

  /// Transitions between two of the view controller's child view controllers.
  ///
  /// As UIKit documents, both must be children of this controller. `toViewController`'s view
  /// is added to the superview of `fromViewController`'s view (just above it), `animations` runs
  /// (recorded like ``UIView/animate(withDuration:delay:options:animations:completion:)``'s),
  /// and the appearance methods of both are called: the "will" ones now, the "did" ones when
  /// the transition ends on the animation clock, which is also when `fromViewController`'s view
  /// is removed and `completion` runs. Nothing happens when either is not a child.
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiviewcontroller/transition(from:to:duration:options:animations:completion:)>
  ///
  /// - Parameters:
  ///   - fromViewController: A child whose view is in the view hierarchy.
  ///   - toViewController: A child whose view is not in the view hierarchy.
  ///   - duration: The duration of the transition, in seconds.
  ///   - options: A mask of options indicating how you want to perform the transition.
  ///   - animations: The changes to make to the views.
  ///   - completion: A closure run when the transition ends.
  open func transition(
    from fromViewController: UIViewController, to toViewController: UIViewController,
    duration: TimeInterval, options: UIView.AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    transitionBetweenChildren(
      from: fromViewController, to: toViewController, duration: duration, options: options,
      animations: animations, completion: completion)
  }

  /// The user interface style the controller's view and children adopt (default
  /// ``UIUserInterfaceStyle/unspecified``).
  /// UIKit: <https://developer.apple.com/documentation/uikit/uiviewcontroller/overrideuserinterfacestyle>
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { storedUserInterfaceStyle }
    set {
      guard newValue != storedUserInterfaceStyle else { return }
      storedUserInterfaceStyle = newValue
      viewIfLoaded?.updateTraitsInSubtree()
    }
  }
}

extension UIViewController: UIContentContainer {}
