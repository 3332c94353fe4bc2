/// The Layoutable items whose layout is being updated, so that an update asked for meanwhile
/// (a layout property set by `config`, `onActivate` or a `layoutSubviews` the update runs)
/// follows the current one instead of recursing into it.
@MainActor
enum NestedLayoutUpdates {
  /// How many updates in a row one request may run before it is given up, with a diagnostic.
  static let limit = 8

  /// For each item being updated, whether another update was asked for meanwhile (looked up,
  /// never iterated).
  private static var updating: [ObjectIdentifier: Bool] = [:]

  /// Runs `update` for `item`, then again while it was asked for during the previous run; an
  /// update asked for while one runs is only noted.
  static func run(_ item: AnyObject, _ update: () -> Void) {
    let id = ObjectIdentifier(item)
    if updating[id] != nil {
      updating[id] = true
      return
    }
    var runs = 0
    repeat {
      updating[id] = false
      update()
      runs += 1
    } while updating[id] == true && runs < limit
    if updating[id] == true {
      LayoutDiagnostic.handler(
        LayoutDiagnostic(
          "the layout of \(itemName(item)) asked for another update each time it was updated "
            + "(a layout property set while the layout is built or applied?); stopped after "
            + "\(limit) updates"))
    }
    updating[id] = nil
  }
}
