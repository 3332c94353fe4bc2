/// A stable, address-free name for a view or layout guide: its identifier when it has one,
/// otherwise its type name.
@MainActor
func itemName(_ item: AnyObject?) -> String {
  guard let item else { return "nil" }
  if let view = item as? SLView {
    #if canImport(UIKit) || !canImport(AppKit)
    if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { return identifier }
    #else
    if !view.accessibilityIdentifier().isEmpty { return view.accessibilityIdentifier() }
    #endif
    return String(describing: type(of: view))
  }
  if let guide = item as? SLLayoutGuide {
    #if canImport(UIKit) || !canImport(AppKit)
    if let owner = guide.owningView {
      if guide === owner.safeAreaLayoutGuide { return itemName(owner) + ".safeAreaLayoutGuide" }
      if guide === owner.layoutMarginsGuide { return itemName(owner) + ".layoutMarginsGuide" }
    }
    if !guide.identifier.isEmpty { return guide.identifier }
    #else
    if !guide.identifier.rawValue.isEmpty { return guide.identifier.rawValue }
    #endif
    return String(describing: type(of: guide))
  }
  return String(describing: type(of: item))
}
