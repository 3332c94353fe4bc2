import Foundation

/// A stored property of a ``Layoutable`` whose every change updates the layout and animates the
/// resulting frames.
///
/// ```swift
/// @AnimatableLayoutProperty(duration: 0.5)
/// var isShowTopping: Bool = false
/// ```
@propertyWrapper
public struct AnimatableLayoutProperty<Value> {
  /// The stored value (reading and writing it directly does not update the layout).
  public var wrappedValue: Value
  /// The animation's duration, in seconds.
  public let duration: TimeInterval
  /// The delay before the animation starts, in seconds.
  public let delay: TimeInterval
  /// The animation's options.
  public let options: SLViewAnimationOptions
  /// When a change applies the layout: `.immediate` and `.forced` at once, `.deferred` once at
  /// the end of the run-loop turn; the layout pass is animated in every mode.
  public let mode: LayoutUpdateMode
  /// Called when the animation ends, with whether it finished.
  public let completion: (@MainActor @Sendable (Bool) -> Void)?

  /// Stores `wrappedValue`; changes apply the layout in `mode` and animate it with these
  /// parameters.
  public init(
    wrappedValue: Value,
    duration: TimeInterval,
    delay: TimeInterval = 0,
    options: SLViewAnimationOptions = [],
    mode: LayoutUpdateMode = .immediate,
    completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    self.wrappedValue = wrappedValue
    self.duration = duration
    self.delay = delay
    self.options = options
    self.mode = mode
    self.completion = completion
  }

  /// Reads the value, or stores it, updates the layout and animates the layout pass.
  @MainActor
  public static subscript<EnclosingSelf: Layoutable>(
    _enclosingInstance instance: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, AnimatableLayoutProperty<Value>>
  ) -> Value {
    get { instance[keyPath: storageKeyPath].wrappedValue }
    set {
      instance[keyPath: storageKeyPath].wrappedValue = newValue
      let property = instance[keyPath: storageKeyPath]
      guard property.mode == .deferred else {
        property.updateAnimated(instance)
        return
      }
      DeferredLayoutUpdates.schedule(instance) { [weak instance] in
        if let instance { property.updateAnimated(instance) }
      }
    }
  }

  /// Applies `instance`'s layout and animates the layout pass that follows.
  @MainActor
  private func updateAnimated(_ instance: some Layoutable) {
    instance.sl.updateLayout(.immediate)
    guard let activation = instance.activation else { return }
    let containers = activation.rootContainers
    animate { for view in containers { layoutPass(view) } }
  }

  @MainActor
  private func animate(_ animations: @escaping @MainActor @Sendable () -> Void) {
    // UIKit and AppKit call the completion on the main thread, but Swift 6.2 imports their
    // completion handlers as `@Sendable`, not main-actor closures (SE-0463).
    let completion = self.completion
    #if SWIFTLAYOUT_UIKIT_API
    SLView.animate(
      withDuration: duration, delay: delay, options: options, animations: { animations() },
      completion: { finished in MainActor.assumeIsolated { completion?(finished) } })
    #else
    NSAnimationContext.runAnimationGroup { context in
      context.duration = duration
      context.allowsImplicitAnimation = true
      animations()
    } completionHandler: {
      MainActor.assumeIsolated { completion?(true) }
    }
    #endif
  }
}
