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
    if let owner = guide.owningView, let property = systemGuideProperty(guide, of: owner) {
      return itemName(owner) + "." + property
    }
    if !guide.identifier.isEmpty { return guide.identifier }
    #else
    if !guide.identifier.rawValue.isEmpty { return guide.identifier.rawValue }
    #endif
    return String(describing: type(of: guide))
  }
  return String(describing: type(of: item))
}

/// The name of `owner`'s property that returns `guide` when it is one of the guides UIKit makes
/// (safe area, margins, readable content, a scroll view's content and frame guides), or `nil`.
@MainActor
func systemGuideProperty(_ guide: SLLayoutGuide, of owner: SLView) -> String? {
  #if canImport(UIKit)
  if guide === owner.safeAreaLayoutGuide { return "safeAreaLayoutGuide" }
  if guide === owner.layoutMarginsGuide { return "layoutMarginsGuide" }
  if guide === owner.readableContentGuide { return "readableContentGuide" }
  if let scrollView = owner as? UIScrollView {
    if guide === scrollView.contentLayoutGuide { return "contentLayoutGuide" }
    if guide === scrollView.frameLayoutGuide { return "frameLayoutGuide" }
  }
  return nil
  #elseif canImport(AppKit)
  return nil
  #else
  // HeadlessUIKit knows each guide's role: naming a guide makes no guide the view did not have.
  return guide.systemGuidePropertyName
  #endif
}
