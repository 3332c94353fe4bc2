/// Which activation took over each view or layout guide that another activation had placed, so
/// that deactivating the older activation never removes what a newer one declares.
///
/// Only take-overs are recorded: an item an activation placed itself has no entry, and any
/// activation that recorded it may remove it.
///
/// Entries are found by the item's `ObjectIdentifier` but hold the item weakly and the owner by
/// serial number: a freed item's address (and so its identifier) may be reused by a new object,
/// which must not inherit the claim, and the claims of freed items are dropped as the table
/// grows, so that it does not keep one entry per claimed item ever freed.
@MainActor
package enum ActivationOwnership {
  private struct Claim {
    weak var item: AnyObject?
    let owner: UInt64
  }

  private static var owners: [ObjectIdentifier: Claim] = [:]
  /// The table's size that triggers the next sweep of freed items' claims.
  private static var sweepThreshold = 64

  /// How many claims are held (freed items' included until the next sweep), for tests.
  package static var count: Int { owners.count }

  static func claim(_ item: AnyObject, by activation: Activation) {
    if owners.count >= sweepThreshold { sweep() }
    owners[ObjectIdentifier(item)] = Claim(item: item, owner: activation.serial)
  }

  /// Forgets `activation`'s claim on `item`; returns whether `activation` may detach it.
  static func releaseIfOwned(_ item: AnyObject, by activation: Activation) -> Bool {
    let id = ObjectIdentifier(item)
    guard let claim = owners[id] else { return true }
    // A claim on a freed item whose address `item` now has is no claim on `item`.
    guard claim.item === item else {
      owners[id] = nil
      return true
    }
    guard claim.owner == activation.serial else { return false }
    owners[id] = nil
    return true
  }

  /// Drops the claims of freed items; the next sweep waits until the table doubles.
  private static func sweep() {
    owners = owners.filter { $0.value.item != nil }
    sweepThreshold = Swift.max(64, owners.count * 2)
  }
}
