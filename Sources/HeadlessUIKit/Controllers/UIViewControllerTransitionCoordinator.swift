/// Information about a transition in progress: the layout-relevant part of UIKit's context.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext>
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// Whether the transition started interactively.
  var initiallyInteractive: Bool { get }
  /// Whether the transition can be interrupted.
  var isInterruptible: Bool { get }
  /// Whether the transition is currently interactive.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled.
  var isCancelled: Bool { get }
  /// The duration of the transition, in seconds.
  var transitionDuration: TimeInterval { get }
  /// How far an interactive transition has progressed, from 0 to 1.
  var percentComplete: CGFloat { get }
  /// The speed at which the transition completes after an interaction ends.
  var completionVelocity: CGFloat { get }
  /// The animation curve of the transition.
  var completionCurve: UIView.AnimationCurve { get }
  /// The view that contains the views taking part in the transition.
  var containerView: UIView { get }
}

/// An object that manages the animations of a view controller transition: the size change a
/// rotation or window resize makes.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator>
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Runs the specified animations at the same time as the transition's.
  ///
  /// - Parameters:
  ///   - animation: Changes to animate along with the transition.
  ///   - completion: A block run when the transition ends.
  /// - Returns: Whether the blocks were accepted.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// Runs the specified animations, for views outside the transition's container, at the same
  /// time as the transition's.
  ///
  /// - Parameters:
  ///   - view: The view the animations concern.
  ///   - animation: Changes to animate along with the transition.
  ///   - completion: A block run when the transition ends.
  /// - Returns: Whether the blocks were accepted.
  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// Registers a block to run when an interactive transition becomes non-interactive (a size
  /// transition never is interactive).
  ///
  /// - Parameter handler: The block.
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
  /// Runs the specified animations at the same time as the transition's, with no completion.
  ///
  /// - Parameter animation: Changes to animate along with the transition.
  /// - Returns: Whether the block was accepted.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}

/// The coordinator of a window's size transition (`window.headless.transition(to:safeAreaInsets:duration:)`).
@MainActor
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
  typealias Block = (any UIViewControllerTransitionCoordinatorContext) -> Void

  let containerView: UIView
  let transitionDuration: TimeInterval
  private(set) var percentComplete: CGFloat = 0
  private var animations: [Block] = []
  private var completions: [Block] = []
  /// Whether the alongside animations already ran (later ones run at once).
  private var started = false

  init(containerView: UIView, duration: TimeInterval) {
    self.containerView = containerView
    self.transitionDuration = duration
  }

  var isAnimated: Bool { transitionDuration > 0 }
  var initiallyInteractive: Bool { false }
  var isInterruptible: Bool { false }
  var isInteractive: Bool { false }
  var isCancelled: Bool { false }
  var completionVelocity: CGFloat { 1 }
  var completionCurve: UIView.AnimationCurve { .easeInOut }

  @discardableResult
  func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
    if let completion { completions.append(completion) }
    if let animation {
      if started { animation(self) } else { animations.append(animation) }
    }
    return true
  }

  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?, animation: Block?, completion: Block?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }

  func notifyWhenInteractionChanges(_ handler: @escaping Block) {}

  /// Runs the alongside animations (inside the transition's animation block).
  func runAnimations() {
    started = true
    let blocks = animations
    animations.removeAll()
    for block in blocks { block(self) }
  }

  /// Runs the completions once the transition's animation ended.
  func complete() {
    percentComplete = 1
    let blocks = completions
    completions.removeAll()
    for block in blocks { block(self) }
  }
}
