/// Which activation placed each view or layout guide last, so that deactivating an older
/// activation never removes what a newer one placed.
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
