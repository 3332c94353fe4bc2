/// A stable, address-free name for a view or layout guide: its identifier when it has one,
/// otherwise its type name.
@MainActor
func itemName(_ item: AnyObject?) -> String {
  guard let item else { return "nil" }
  if let view = item as? SLView {
    #if SWIFTLAYOUT_UIKIT_API
    if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { return identifier }
    #else
    if !view.accessibilityIdentifier().isEmpty { return view.accessibilityIdentifier() }
    #endif
    return String(describing: type(of: view))
  }
  if let guide = item as? SLLayoutGuide {
    #if SWIFTLAYOUT_UIKIT_API
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
///
/// UIKit makes those guides the first time their property is read, so the properties are not
/// read to compare: a guide is checked against the one property its identifier (which UIKit
/// sets on each of them, as HeadlessUIKit does) names. Naming any guide thus creates none.
@MainActor
func systemGuideProperty(_ guide: SLLayoutGuide, of owner: SLView) -> String? {
  #if SWIFTLAYOUT_UIKIT_API
  switch guide.identifier {
  case "UIViewSafeAreaLayoutGuide":
    return guide === owner.safeAreaLayoutGuide ? "safeAreaLayoutGuide" : nil
  case "UIViewLayoutMarginsGuide":
    return guide === owner.layoutMarginsGuide ? "layoutMarginsGuide" : nil
  case "UIViewReadableContentGuide":
    return guide === owner.readableContentGuide ? "readableContentGuide" : nil
  case "UIScrollView-contentLayoutGuide":
    return guide === (owner as? UIScrollView)?.contentLayoutGuide ? "contentLayoutGuide" : nil
  case "UIScrollView-frameLayoutGuide":
    return guide === (owner as? UIScrollView)?.frameLayoutGuide ? "frameLayoutGuide" : nil
  default:
    return nil
  }
  #else
  return nil
  #endif
}
