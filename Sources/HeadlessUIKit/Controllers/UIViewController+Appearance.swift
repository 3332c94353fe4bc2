/// Where a view controller is in its appearance cycle (UIKit's `_appearState`).
enum AppearanceState {
  case disappeared
  /// Appearing; whether `viewIsAppearing(_:)` has run, and whether the transition is animated.
  case appearing(isAppearingSent: Bool, animated: Bool)
  case appeared
  case disappearing(animated: Bool)
}

extension UIViewController {
  /// The children that appearance calls are forwarded to: those whose views are loaded and in
  /// this controller's view.
  var appearanceChildren: [UIViewController] {
    guard shouldAutomaticallyForwardAppearanceMethods, let view = viewIfLoaded else { return [] }
    return children.filter { child in child.viewIfLoaded?.isDescendant(of: view) ?? false }
  }

  /// Begins an appearance transition of the controller and the children it forwards to: all
  /// the "will" calls first, then, when the view is in a window, all the `viewIsAppearing`.
  func beginAppearance(_ isAppearing: Bool, animated: Bool) {
    beginAppearanceInTree(isAppearing, animated: animated)
    if isAppearing && viewIfLoaded?.window != nil { deliverIsAppearing() }
  }

  /// Ends the appearance transition: the `viewIsAppearing` calls not yet made, then the "did"
  /// calls, parents before children.
  func endAppearance() {
    deliverIsAppearing()
    finishAppearance()
  }

  private func beginAppearanceInTree(_ isAppearing: Bool, animated: Bool) {
    if isAppearing {
      switch appearance {
      case .disappeared, .disappearing: break
      case .appearing, .appeared: return
      }
      appearance = .appearing(isAppearingSent: false, animated: animated)
      viewWillAppear(animated)
    } else {
      switch appearance {
      case .appeared, .appearing: break
      case .disappeared, .disappearing: return
      }
      appearance = .disappearing(animated: animated)
      viewWillDisappear(animated)
    }
    for child in appearanceChildren {
      child.beginAppearanceInTree(isAppearing, animated: animated)
    }
  }

  private func deliverIsAppearing() {
    guard case .appearing(false, let animated) = appearance else { return }
    appearance = .appearing(isAppearingSent: true, animated: animated)
    viewIsAppearing(animated)
    for child in appearanceChildren { child.deliverIsAppearing() }
  }

  private func finishAppearance() {
    switch appearance {
    case .appearing(_, let animated):
      appearance = .appeared
      viewDidAppear(animated)
    case .disappearing(let animated):
      appearance = .disappeared
      viewDidDisappear(animated)
    case .appeared, .disappeared:
      return
    }
    for child in appearanceChildren { child.finishAppearance() }
  }

  func transitionBetweenChildren(
    from fromViewController: UIViewController, to toViewController: UIViewController,
    duration: TimeInterval, options: UIView.AnimationOptions, animations: (() -> Void)?,
    completion: ((Bool) -> Void)?
  ) {
    guard fromViewController.parent === self, toViewController.parent === self,
      fromViewController !== toViewController, let fromView = fromViewController.viewIfLoaded,
      let container = fromView.superview, let toView = toViewController.view
    else { return }
    let animated = duration > 0
    let visible = fromView.window != nil
    if visible { fromViewController.beginAppearance(false, animated: animated) }
    container.insertSubview(toView, aboveSubview: fromView)
    if visible { toViewController.beginAppearance(true, animated: animated) }
    UIView.recordTransition(
      duration: duration, options: options,
      completion: { finished in
        fromView.removeFromSuperview()
        if visible {
          fromViewController.endAppearance()
          toViewController.endAppearance()
        }
        completion?(finished)
      }, animations: animations ?? {})
  }
}
