/// A type that represents a trait, which ``UITraitChangeObservable/registerForTraitChanges(_:handler:)``
/// observes; HeadlessUIKit defines the layout-relevant ones.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/uitraitdefinition>
public protocol UITraitDefinition {
  /// A unique identifier for the trait.
  static var identifier: String { get }
}

/// A trait type: one of the ``UITraitDefinition`` types, such as `UITraitHorizontalSizeClass.self`.
public typealias UITrait = any UITraitDefinition.Type

/// The trait that represents the horizontal size class.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
  /// The trait's identifier.
  public static var identifier: String { "UITraitHorizontalSizeClass" }
}

/// The trait that represents the vertical size class.
public enum UITraitVerticalSizeClass: UITraitDefinition {
  /// The trait's identifier.
  public static var identifier: String { "UITraitVerticalSizeClass" }
}

/// The trait that represents the user interface idiom.
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
  /// The trait's identifier.
  public static var identifier: String { "UITraitUserInterfaceIdiom" }
}

/// The trait that represents the display scale.
public enum UITraitDisplayScale: UITraitDefinition {
  /// The trait's identifier.
  public static var identifier: String { "UITraitDisplayScale" }
}

/// The trait that represents the layout direction.
public enum UITraitLayoutDirection: UITraitDefinition {
  /// The trait's identifier.
  public static var identifier: String { "UITraitLayoutDirection" }
}

/// The trait that represents the preferred content size category.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
  /// The trait's identifier.
  public static var identifier: String { "UITraitPreferredContentSizeCategory" }
}

extension TraitValues {
  /// Whether the trait a definition names differs between two sets of values.
  func differs(from other: TraitValues, in trait: UITrait) -> Bool {
    switch trait.identifier {
    case UITraitHorizontalSizeClass.identifier:
      horizontalSizeClass != other.horizontalSizeClass
    case UITraitVerticalSizeClass.identifier: verticalSizeClass != other.verticalSizeClass
    case UITraitUserInterfaceIdiom.identifier: userInterfaceIdiom != other.userInterfaceIdiom
    case UITraitDisplayScale.identifier: displayScale != other.displayScale
    case UITraitLayoutDirection.identifier: layoutDirection != other.layoutDirection
    case UITraitPreferredContentSizeCategory.identifier:
      preferredContentSizeCategory != other.preferredContentSizeCategory
    default: false
    }
  }
}
