/// Which activation took over each view or layout guide that another activation had placed, so
/// that deactivating the older activation never removes what a newer one declares.
///
/// Only take-overs are recorded: an item an activation placed itself has no entry, and any
/// activation that recorded it may remove it.
@MainActor
enum ActivationOwnership {
  private static var owners: [ObjectIdentifier: ObjectIdentifier] = [:]

  static func claim(_ item: ObjectIdentifier, by activation: Activation) {
    owners[item] = ObjectIdentifier(activation)
  }

  /// Forgets `activation`'s claim on `item`; returns whether `activation` may detach it.
  static func releaseIfOwned(_ item: ObjectIdentifier, by activation: Activation) -> Bool {
    switch owners[item] {
    case nil:
      return true
    case ObjectIdentifier(activation):
      owners[item] = nil
      return true
    default:
      return false
    }
  }
}
