/// A registration for trait changes, to pass to
/// ``UITraitChangeObservable/unregisterForTraitChanges(_:)``.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/uitraitchangeregistration>
@MainActor
public protocol UITraitChangeRegistration: AnyObject {}

/// One handler registered for changes of some traits.
@MainActor
final class TraitChangeRegistration: UITraitChangeRegistration {
  let traits: [UITrait]
  let handler: (AnyObject, UITraitCollection) -> Void

  init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
    self.traits = traits
    self.handler = handler
  }

  /// Whether a change of traits concerns this registration (not the first resolution).
  func observes(changeFrom previous: TraitValues?, to values: TraitValues) -> Bool {
    guard let previous else { return false }
    return traits.contains { values.differs(from: previous, in: $0) }
  }
}

/// The methods of views and view controllers that register handlers for trait changes
/// (iOS 17's replacement for ``UITraitEnvironment/traitCollectionDidChange(_:)``).
///
/// UIKit: <https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94>
@MainActor
public protocol UITraitChangeObservable: AnyObject {}

extension UITraitChangeObservable {
  /// A closure run when observed traits change: the object, and its traits before the change.
  ///
  /// UIKit: <https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/traitchangehandler>
  public typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (
    TraitEnvironment, UITraitCollection
  ) -> Void

  /// Registers a closure to run when any of the traits changes for the object.
  ///
  /// HeadlessUIKit calls it when one of `traits` changed between two resolutions of the
  /// object's traits (see ``UIView/traitCollectionDidChange(_:)`` for when those happen).
  /// UIKit: <https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)>
  ///
  /// - Parameters:
  ///   - traits: The traits to observe.
  ///   - handler: The closure to run, with the object and its previous traits.
  /// - Returns: A registration to pass to ``unregisterForTraitChanges(_:)``.
  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
  ) -> any UITraitChangeRegistration {
    register(
      TraitChangeRegistration(traits: traits) { object, previous in
        if let environment = object as? TraitEnvironment { handler(environment, previous) }
      })
  }

  /// Registers a method of a target to call when any of the traits changes for the object.
  ///
  /// On Linux the target receives the selector through ``Headless/TargetActionReceiver`` (with the
  /// object as the sender).
  ///
  /// - Parameters:
  ///   - traits: The traits to observe.
  ///   - target: The object that receives the action.
  ///   - action: The selector of the method to call.
  /// - Returns: A registration to pass to ``unregisterForTraitChanges(_:)``.
  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector)
    -> any UITraitChangeRegistration
  {
    let receiver = UnretainedObject(target as AnyObject)
    return register(
      TraitChangeRegistration(traits: traits) { object, _ in
        _ = (receiver.object as? any TargetActionReceiver)?.receiveAction(action, sender: object)
      })
  }

  /// Registers a method of the object itself to call when any of the traits changes.
  ///
  /// - Parameters:
  ///   - traits: The traits to observe.
  ///   - action: The selector of the method to call.
  /// - Returns: A registration to pass to ``unregisterForTraitChanges(_:)``.
  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], action: Selector)
    -> any UITraitChangeRegistration
  {
    register(
      TraitChangeRegistration(traits: traits) { object, _ in
        _ = (object as? any TargetActionReceiver)?.receiveAction(action, sender: object)
      })
  }

  private func register(_ registration: TraitChangeRegistration) -> any UITraitChangeRegistration {
    if let view = self as? UIView {
      view.traitRegistrations.append(registration)
    } else if let controller = self as? UIViewController {
      controller.traitRegistrations.append(registration)
    }
    return registration
  }

  /// Unregisters a registration made with ``registerForTraitChanges(_:handler:)``.
  ///
  /// - Parameter registration: The registration to remove.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    if let view = self as? UIView {
      view.traitRegistrations.removeAll { $0 === registration }
    } else if let controller = self as? UIViewController {
      controller.traitRegistrations.removeAll { $0 === registration }
    }
  }
}
