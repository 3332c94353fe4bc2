/// A mutable container of traits: the layout-relevant subset HeadlessUIKit models.
///
/// Setting a trait to its unspecified value (`.unspecified`, or a display scale of 0) leaves it
/// unset. UIKit: <https://developer.apple.com/documentation/uikit/uimutabletraits>
@MainActor
public protocol UIMutableTraits {
  /// The horizontal size class.
  var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
  /// The vertical size class.
  var verticalSizeClass: UIUserInterfaceSizeClass { get set }
  /// The user interface idiom.
  var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
  /// The display scale.
  var displayScale: CGFloat { get set }
  /// The layout direction.
  var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
  /// The preferred content size category (Dynamic Type size).
  var preferredContentSizeCategory: UIContentSizeCategory { get set }
}

/// A container of traits set on a view or view controller: they override the traits it
/// inherits, for it and everything below it.
///
/// UIKit: <https://developer.apple.com/documentation/uikit/uitraitoverrides>
@MainActor
public struct UITraitOverrides: UIMutableTraits {
  var values = TraitValues()

  init() {}

  /// The overridden horizontal size class (`.unspecified`: not overridden).
  public var horizontalSizeClass: UIUserInterfaceSizeClass {
    get { values.horizontalSizeClass }
    set { values.horizontalSizeClass = newValue }
  }
  /// The overridden vertical size class (`.unspecified`: not overridden).
  public var verticalSizeClass: UIUserInterfaceSizeClass {
    get { values.verticalSizeClass }
    set { values.verticalSizeClass = newValue }
  }
  /// The overridden user interface idiom (`.unspecified`: not overridden).
  public var userInterfaceIdiom: UIUserInterfaceIdiom {
    get { values.userInterfaceIdiom }
    set { values.userInterfaceIdiom = newValue }
  }
  /// The overridden display scale (0: not overridden).
  public var displayScale: CGFloat {
    get { values.displayScale }
    set { values.displayScale = newValue }
  }
  /// The overridden layout direction (`.unspecified`: not overridden).
  public var layoutDirection: UITraitEnvironmentLayoutDirection {
    get { values.layoutDirection }
    set { values.layoutDirection = newValue }
  }
  /// The overridden content size category (`.unspecified`: not overridden).
  public var preferredContentSizeCategory: UIContentSizeCategory {
    get { values.preferredContentSizeCategory }
    set { values.preferredContentSizeCategory = newValue }
  }

  /// Whether the overrides set a trait.
  ///
  /// - Parameter trait: A trait, such as `UITraitHorizontalSizeClass.self`.
  /// - Returns: `true` when the trait is overridden.
  public func contains(_ trait: UITrait) -> Bool {
    values.differs(from: TraitValues(), in: trait)
  }

  /// Stops overriding a trait.
  ///
  /// - Parameter trait: A trait, such as `UITraitHorizontalSizeClass.self`.
  public mutating func remove(_ trait: UITrait) {
    switch trait.identifier {
    case UITraitHorizontalSizeClass.identifier: values.horizontalSizeClass = .unspecified
    case UITraitVerticalSizeClass.identifier: values.verticalSizeClass = .unspecified
    case UITraitUserInterfaceIdiom.identifier: values.userInterfaceIdiom = .unspecified
    case UITraitDisplayScale.identifier: values.displayScale = 0
    case UITraitLayoutDirection.identifier: values.layoutDirection = .unspecified
    case UITraitPreferredContentSizeCategory.identifier:
      values.preferredContentSizeCategory = .unspecified
    default: break
    }
  }
}
