import Foundation

/// The result of activating a ``Layout``: the views, layout guides and constraints it added.
///
/// Keep it to update the layout later with ``Layout/update(fromActivation:)``, which applies
/// only the difference. ``deactive()`` removes what the activation added (never the root view),
/// and so does releasing the last reference to it:
///
/// ```swift
/// self.activation = self.layout.active()
/// self.activation = self.layout.update(fromActivation: self.activation)
/// self.activation = nil  // deactivates
/// ```
@MainActor
public final class Activation {
  // The placed items, in declaration order, as parallel arrays (compared without touching
  // reference counts on the fast path).
  var nodeIDs: [ObjectIdentifier] = []
  var nodeParentIDs: [ObjectIdentifier?] = []
  var nodePlacements: [LayoutCollector.Placement] = []
  var nodeItems: [Weak] = []
  /// Whether an item of ``nodeItems`` may have been freed, so that the next update records
  /// every item anew rather than trusting records whose identifiers match.
  var mayRecordFreedItems = false

  // The kept constraints, in declaration order, as parallel arrays.
  var constraintKeys: [ConstraintKey] = []
  var constraintConstants: [CGFloat] = []
  var constraintObjects: [SLLayoutConstraint] = []

  var identifiedItems: [(identifier: String, item: Weak)] = []
  /// What the next update compares with to take an early exit of the update pipeline.
  var baseline = UpdateBaseline()
  let deactivatesOnRelease: Bool
  /// A number no other activation of the process has, even one at the same address.
  let serial: UInt64
  private static var lastSerial: UInt64 = 0

  /// The problems found by the last activation or update (empty when everything applied).
  public internal(set) var diagnostics: [LayoutDiagnostic] = []

  /// What the last activation or update changed.
  public internal(set) var lastUpdate = LayoutUpdateStatistics()

  init(deactivatesOnRelease: Bool) {
    self.deactivatesOnRelease = deactivatesOnRelease
    Self.lastSerial += 1
    serial = Self.lastSerial
  }

  isolated deinit {
    if deactivatesOnRelease {
      deactivateAll()
    }
  }

  /// Whether the activation still holds what it added (it is not deactivated).
  public private(set) var isActive = true

  /// The constraints this activation keeps, in declaration order.
  public var constraints: [SLLayoutConstraint] {
    constraintObjects
  }

  /// The views this activation placed (its roots first), in declaration order.
  public var views: [SLView] {
    nodeItems.compactMap { $0.object as? SLView }
  }

  /// Removes the constraints, views and layout guides this activation added.
  ///
  /// Root views stay where they are, with their `translatesAutoresizingMaskIntoConstraints`
  /// untouched. Deactivating twice does nothing.
  public func deactive() {
    deactivateAll()
  }

  /// The view identified by `identifier` with `identifying(_:)`, if any.
  public func viewForIdentifier(_ identifier: String) -> SLView? {
    identifiedItems.first { $0.identifier == identifier }?.item.object as? SLView
  }

  /// The layout guide identified by `identifier` with `identifying(_:)`, if any.
  public func layoutGuideForIdentifier(_ identifier: String) -> SLLayoutGuide? {
    identifiedItems.first { $0.identifier == identifier }?.item.object as? SLLayoutGuide
  }

  private func deactivateAll() {
    guard isActive else { return }
    isActive = false
    SLLayoutConstraint.deactivate(constraintObjects)
    for index in nodeIDs.indices.reversed() where nodePlacements[index] != .root {
      guard let item = nodeItems[index].object else { continue }
      if !deactivatesOnRelease || ActivationOwnership.releaseIfOwned(item, by: self) {
        Activation.detach(
          item, from: nodeParentIDs[index], placement: nodePlacements[index])
      }
    }
    nodeIDs = []
    nodeParentIDs = []
    nodePlacements = []
    nodeItems = []
    constraintKeys = []
    constraintConstants = []
    constraintObjects = []
    identifiedItems = []
    baseline.forget()
  }
}

/// How many items an activation or update touched: the measure of a minimal diff.
public struct LayoutUpdateStatistics: Equatable, Sendable {
  /// Views and layout guides added to, or moved into, a parent.
  public var itemsAdded = 0
  /// Views and layout guides removed from their parent.
  public var itemsRemoved = 0
  /// Constraints created and activated.
  public var constraintsActivated = 0
  /// Constraints deactivated.
  public var constraintsDeactivated = 0
  /// Constraints whose constant was changed in place.
  public var constantsUpdated = 0
  /// Constraints whose optional priority was changed in place (to another optional one).
  public var prioritiesUpdated = 0

  /// Creates statistics with every count zero.
  public init() {}
}
