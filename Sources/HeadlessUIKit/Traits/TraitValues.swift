/// The layout-relevant traits as a value: each one unspecified, or set.
struct TraitValues: Hashable, Sendable {
  var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
  var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
  var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
  var displayScale: CGFloat = 0
  var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
  var preferredContentSizeCategory = UIContentSizeCategory.unspecified
  var userInterfaceStyle = UIUserInterfaceStyle.unspecified

  /// These values where they are specified, `base`'s elsewhere.
  func overriding(_ base: TraitValues) -> TraitValues {
    var result = base
    if horizontalSizeClass != .unspecified { result.horizontalSizeClass = horizontalSizeClass }
    if verticalSizeClass != .unspecified { result.verticalSizeClass = verticalSizeClass }
    if userInterfaceIdiom != .unspecified { result.userInterfaceIdiom = userInterfaceIdiom }
    if displayScale != 0 { result.displayScale = displayScale }
    if layoutDirection != .unspecified { result.layoutDirection = layoutDirection }
    if preferredContentSizeCategory != .unspecified {
      result.preferredContentSizeCategory = preferredContentSizeCategory
    }
    if userInterfaceStyle != .unspecified { result.userInterfaceStyle = userInterfaceStyle }
    return result
  }
}
